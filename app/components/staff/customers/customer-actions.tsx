// What else can be done with a customer's record: add a vehicle, merge this record into another
// (the one to keep), download their data, and (owner only) erase their personal data.
import { Download, Merge, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { CUSTOMER_INTENT } from "~/components/staff/intents";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";

export function AddVehicle({ id }: { id: number }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const errors = resultFieldErrors(fetcher.data);
  return (
    <fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" data-testid="add-vehicle">
      <input type="hidden" name="intent" value={CUSTOMER_INTENT.vehicle} />
      <input type="hidden" name="id" value={id} />
      <Field id="vehicle-plate" label="Plate" error={errors.plate}>
        <input id="vehicle-plate" name="plate" maxLength={20} className={inputClass} autoComplete="off" />
      </Field>
      <Field id="vehicle-make" label="Make" error={errors.make}>
        <input id="vehicle-make" name="make" maxLength={60} className={inputClass} />
      </Field>
      <Field id="vehicle-model" label="Model" error={errors.model}>
        <input id="vehicle-model" name="model" maxLength={60} className={inputClass} />
      </Field>
      <button type="submit" className={`${secondaryButton} min-h-11`} disabled={fetcher.state !== "idle"}>
        <Plus aria-hidden className="h-4 w-4" /> Add vehicle
      </button>
    </fetcher.Form>
  );
}

export function CustomerActions({ id, canErase }: { id: number; canErase: boolean }) {
  const merge = useFetcher<ActionResult>();
  const erase = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState(false);
  useActionToast(merge);
  useActionToast(erase, { onSuccess: () => setConfirming(false) });
  const errors = resultFieldErrors(merge.data);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="customer-actions-title">
      <h2 id="customer-actions-title" className="text-lg font-semibold">
        Vehicles, merge and personal data
      </h2>
      <div className="mt-3 space-y-5">
        <AddVehicle id={id} />
        <merge.Form method="post" noValidate className="flex flex-wrap items-end gap-2" data-testid="merge-form">
          <input type="hidden" name="intent" value={CUSTOMER_INTENT.merge} />
          <input type="hidden" name="id" value={id} />
          <Field id="merge-into" label="Merge this record into customer number" error={errors.into} className="min-w-0 flex-1 basis-56">
            <input id="merge-into" name="into" inputMode="numeric" maxLength={10} className={inputClass} autoComplete="off" />
          </Field>
          <button type="submit" className={`${secondaryButton} min-h-11`} disabled={merge.state !== "idle"}>
            <Merge aria-hidden className="h-4 w-4" /> Merge
          </button>
        </merge.Form>
        <div className="flex flex-wrap gap-2">
          <a href={staffPath("customerExport", { id })} className={`${secondaryButton} min-h-11`} download>
            <Download aria-hidden className="h-4 w-4" /> Export their data
          </a>
          {canErase &&
            (confirming ? (
              <erase.Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value={CUSTOMER_INTENT.erase} />
                <input type="hidden" name="id" value={id} />
                <span className="text-sm text-red-800">Erase name, contacts and vehicles for good? Invoices keep their copy.</span>
                <button type="submit" className={`${primaryButton} min-h-11 bg-red-700 hover:bg-red-800`} disabled={erase.state !== "idle"}>
                  Erase
                </button>
                <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </erase.Form>
            ) : (
              <button type="button" className={`${secondaryButton} min-h-11 text-red-800`} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden className="h-4 w-4" /> Erase personal data
              </button>
            ))}
        </div>
      </div>
    </section>
  );
}
