// What else can be done with a customer's record: add a vehicle, merge this record into another
// (the one to keep), download their data, and (owner only) erase their personal data.
import { Download, Merge, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { fieldsOf, TextField } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import { ConfirmDialog } from "~/components/ui/dialog";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";
import { CustomerForm } from "./customer-form";

export function AddVehicle({ id }: { id: number }) {
  const t = useStaffText().customers.actions;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("vehicle-", resultFieldErrors(fetcher.data));
  return (
    <CustomerForm
      fetcher={fetcher}
      intent={CUSTOMER_INTENT.vehicle}
      id={id}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      testId="add-vehicle"
    >
      <TextField {...field("plate")} label={t.plate} maxLength={20} autoComplete="off" />
      <TextField {...field("make")} label={t.make} maxLength={60} />
      <TextField {...field("model")} label={t.model} maxLength={60} />
      <SubmitButton busy={fetcher.state !== "idle"} icon={Plus} label={t.addVehicle} variant="outline" className="min-h-11" />
    </CustomerForm>
  );
}

export function CustomerActions({ id, canErase }: { id: number; canErase: boolean }) {
  const t = useStaffText().customers.actions;
  const merge = useFetcher<ActionResult>();
  const erase = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState(false);
  useActionToast(merge);
  useActionToast(erase, { onSuccess: () => setConfirming(false) });
  const field = fieldsOf("merge-", resultFieldErrors(merge.data));
  return (
    <StaffSection titleId="customer-actions-title" title={t.title}>
      <div className="mt-3 space-y-5">
        <AddVehicle id={id} />
        <CustomerForm fetcher={merge} intent={CUSTOMER_INTENT.merge} id={id} className="flex flex-wrap items-end gap-2" testId="merge-form">
          <TextField
            {...field("into")}
            label={t.mergeInto}
            className="min-w-0 flex-1 basis-56"
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
          />
          <SubmitButton busy={merge.state !== "idle"} icon={Merge} label={t.merge} variant="outline" className="min-h-11" />
        </CustomerForm>
        <div className="flex flex-wrap gap-2">
          <a href={staffPath("customerExport", { id })} className={`${secondaryButton} min-h-11`} download>
            <Download aria-hidden className="h-4 w-4" /> {t.export}
          </a>
          {canErase && (
            <button
              type="button"
              className={`${secondaryButton} min-h-11 text-red-800`}
              disabled={erase.state !== "idle"}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> {t.erase}
            </button>
          )}
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={t.eraseTitle}
            keepLabel={t.eraseKeep}
            confirmLabel={t.eraseConfirm}
            onConfirm={() => void erase.submit({ intent: CUSTOMER_INTENT.erase, id }, { method: "post" })}
            confirmTestId="erase-customer"
          >
            {t.eraseBody}
          </ConfirmDialog>
        </div>
      </div>
    </StaffSection>
  );
}
