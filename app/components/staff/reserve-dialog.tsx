// Reserve Tyre (staff): client name required, deposit defaults to 20.00 € received at the counter.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { fieldErrors, staffReservationSchema } from "~/domain/tyre-form";
import { sizeLabel } from "~/domain/tyre-size";
import { type ActionResult, useActionToast } from "./action-result";
import { DialogShell, Field, inputClass, primaryButton, secondaryButton } from "./dialog-shell";
import type { InventoryTyre } from "./inventory-tyre";

export function ReserveDialog({ tyre, open, onOpenChange }: { tyre: InventoryTyre | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) setClientErrors({});
  }, [open]);
  useActionToast(fetcher.state, fetcher.data, () => onOpenChange(false));
  const errors = { ...(fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors ?? {} : {}), ...clientErrors };
  if (!tyre) return null;
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Reserve Tyre"
      description={`${sizeLabel(tyre)} ${tyre.loadIndex}${tyre.speedRating} · ${tyre.brand}${tyre.model ? ` ${tyre.model}` : ""} · ${tyre.id}`}>
      <fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2"
        onChange={(e) => {
          // A field's message goes away as soon as it is edited.
          const name = (e.target as unknown as HTMLInputElement).name;
          if (clientErrors[name]) setClientErrors(({ [name]: _gone, ...rest }) => rest);
        }}
        onSubmit={(e) => {
          const parsed = staffReservationSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
          if (!parsed.success) {
            e.preventDefault();
            setClientErrors(fieldErrors(parsed.error));
          } else setClientErrors({});
        }}>
        <input type="hidden" name="intent" value="reserve" />
        <input type="hidden" name="tyreId" value={tyre.id} />
        <Field id="r-clientName" label="Client name *" error={errors.clientName} className="sm:col-span-2">
          <input id="r-clientName" name="clientName" autoComplete="off" className={inputClass}
            {...(errors.clientName ? { "aria-invalid": true, "aria-describedby": "r-clientName-error" } : {})} />
        </Field>
        <Field id="r-contactNumber" label="Contact number" error={errors.contactNumber}>
          <input id="r-contactNumber" name="contactNumber" type="tel" placeholder="+34 600 000 000" className={inputClass} />
        </Field>
        <Field id="r-email" label="Email" error={errors.email}>
          <input id="r-email" name="email" type="email" className={inputClass} />
        </Field>
        <Field id="r-vehicleReg" label="Vehicle registration" error={errors.vehicleReg}>
          <input id="r-vehicleReg" name="vehicleReg" placeholder="1234 ABC" className={inputClass} />
        </Field>
        <Field id="r-dateToFit" label="Date to fit" error={errors.dateToFit}>
          <input id="r-dateToFit" name="dateToFit" type="date" className={inputClass} />
        </Field>
        <Field id="r-deposit" label="Deposit received (€)" error={errors.deposit}>
          <input id="r-deposit" name="deposit" inputMode="decimal" defaultValue="20.00" className={inputClass} />
        </Field>
        <Field id="r-notes" label="Notes" error={errors.notes} className="sm:col-span-2">
          <textarea id="r-notes" name="notes" rows={3} className={inputClass} />
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" className={primaryButton} disabled={busy}>{busy ? "Reserving..." : "Reserve"}</button>
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
