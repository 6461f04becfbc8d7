// Reserve Tyre (staff): client name required; the deposit is the money the customer hands over
// now, pre-filled with the shop's deposit (visible, so nothing is recorded unseen) and 0 when they
// pay nothing. The same figure shows on the reservation card, at the checkout and on the invoice.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { centsToDecimal } from "~/domain/money";
import { staffReservationSchema } from "~/domain/tyre-form";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { RadioGroup } from "~/components/ui/choice";
import { PAYMENT_METHODS } from "~/domain/checkout";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { useShop } from "~/lib-ui/use-shop";
import { tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { KnownCustomerOffer, useContactFields } from "../checkout/known-customer";
import { DialogShell } from "~/components/ui/dialog";
import { fieldsOf, TextAreaField, TextField } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVENTORY_INTENT } from "../shared/intents";
import type { InventoryTyre } from "../../../domain/inventory-tyre";

export function ReserveDialog({
  tyre,
  open,
  onOpenChange,
}: {
  tyre: InventoryTyre | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useStaffText().inventory.reserve;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const { depositCents } = useShop();
  const { errors, formProps } = useFormValidation(staffReservationSchema(depositCents, t.errors), fetcher.data, open);
  useActionToast(fetcher, { onSuccess: () => onOpenChange(false) });
  const { bind, reset, offer } = useContactFields();
  const field = fieldsOf("r-", errors);
  useEffect(() => {
    if (open) reset();
  }, [open, tyre?.id, reset]);
  if (!tyre) return null;
  const onSale = Math.max(1, unitsOnSale(tyre));
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={`${sizeLabel(tyre)} ${tyre.loadIndex}${tyre.speedRating} · ${tyreName(tyre)} · ${tyre.id}`}
    >
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" {...formProps}>
        <input type="hidden" name="intent" value={INVENTORY_INTENT.reserve} />
        <input type="hidden" name="tyreId" value={tyre.id} />
        <TextField {...field("clientName")} label={t.clientName} className="sm:col-span-2" autoComplete="off" {...bind("name")} />
        <TextField {...field("contactNumber")} label={t.contactNumber} type="tel" placeholder="+34 600 000 000" {...bind("phone")} />
        <TextField {...field("email")} label={t.email} type="email" {...bind("email")} />
        <TextField {...field("vehicleReg")} label={t.vehicleReg} placeholder="1234 ABC" {...bind("plate")} />
        <div className="sm:col-span-2 empty:hidden">
          <KnownCustomerOffer {...offer} />
        </div>
        <TextField {...field("dateToFit")} label={t.dateToFit} type="date" />
        <TextField {...field("timeToFit")} label={t.timeToFit} hint={t.timeToFitHint} type="time" step={900} />
        <TextField {...field("quantity")} label={t.units(onSale)} type="number" min={1} max={onSale} defaultValue={1} />
        <TextField
          {...field("deposit")}
          label={t.deposit}
          hint={t.depositHint}
          inputMode="decimal"
          defaultValue={centsToDecimal(depositCents)}
        />
        <RadioGroup
          legend={t.depositMethod}
          name="depositMethod"
          defaultValue="cash"
          look="buttons"
          className="sm:col-span-2"
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m][locale] }))}
        />
        <TextAreaField {...field("notes")} label={t.notes} className="sm:col-span-2" rows={3} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            {t.cancel}
          </button>
          <SubmitButton busy={busy} label={t.reserve} busyLabel={t.reserving} />
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
