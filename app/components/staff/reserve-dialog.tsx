// Reserve Tyre (staff): client name required; the deposit is the money the customer hands over
// now, pre-filled with the shop's deposit (visible, so nothing is recorded unseen) and 0 when they
// pay nothing. The same figure shows on the reservation card, at the checkout and on the invoice.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { centsToDecimal } from "~/domain/money";
import { staffReservationSchema } from "~/domain/tyre-form";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { useShop } from "~/lib/use-shop";
import { tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { KnownCustomerOffer, useContactFields } from "./checkout/known-customer";
import { DialogShell } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { INVENTORY_INTENT } from "./intents";
import type { InventoryTyre } from "./inventory-tyre";

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
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const { depositCents } = useShop();
  const { errors, formProps } = useFormValidation(staffReservationSchema(depositCents, t.errors), fetcher.data, open);
  useActionToast(fetcher, { onSuccess: () => onOpenChange(false) });
  const { bind, reset, offer } = useContactFields();
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
        <Field id="r-clientName" label={t.clientName} error={errors.clientName} className="sm:col-span-2">
          <input
            id="r-clientName"
            name="clientName"
            autoComplete="off"
            className={inputClass}
            {...bind("name")}
            {...(errors.clientName ? { "aria-invalid": true, "aria-describedby": "r-clientName-error" } : {})}
          />
        </Field>
        <Field id="r-contactNumber" label={t.contactNumber} error={errors.contactNumber}>
          <input
            id="r-contactNumber"
            name="contactNumber"
            type="tel"
            placeholder="+34 600 000 000"
            className={inputClass}
            {...bind("phone")}
          />
        </Field>
        <Field id="r-email" label={t.email} error={errors.email}>
          <input id="r-email" name="email" type="email" className={inputClass} {...bind("email")} />
        </Field>
        <Field id="r-vehicleReg" label={t.vehicleReg} error={errors.vehicleReg}>
          <input id="r-vehicleReg" name="vehicleReg" placeholder="1234 ABC" className={inputClass} {...bind("plate")} />
        </Field>
        <div className="sm:col-span-2 empty:hidden">
          <KnownCustomerOffer {...offer} />
        </div>
        <Field id="r-dateToFit" label={t.dateToFit} error={errors.dateToFit}>
          <input id="r-dateToFit" name="dateToFit" type="date" className={inputClass} />
        </Field>
        <Field id="r-quantity" label={t.units(onSale)} error={errors.quantity}>
          <input
            id="r-quantity"
            name="quantity"
            type="number"
            min={1}
            max={onSale}
            defaultValue={1}
            className={inputClass}
            {...(errors.quantity ? { "aria-invalid": true, "aria-describedby": "r-quantity-error" } : {})}
          />
        </Field>
        <Field id="r-deposit" label={t.deposit} error={errors.deposit}>
          <input
            id="r-deposit"
            name="deposit"
            inputMode="decimal"
            defaultValue={centsToDecimal(depositCents)}
            className={inputClass}
            aria-describedby={errors.deposit ? "r-deposit-hint r-deposit-error" : "r-deposit-hint"}
          />
          <p id="r-deposit-hint" className="mt-1 text-xs text-slate-600">
            {t.depositHint}
          </p>
        </Field>
        <Field id="r-notes" label={t.notes} error={errors.notes} className="sm:col-span-2">
          <textarea id="r-notes" name="notes" rows={3} className={inputClass} />
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            {t.cancel}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.reserving : t.reserve}
          </button>
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
