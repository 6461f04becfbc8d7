// A customer's details, edited in place: name, phone, e-mail, tax id and address (a full invoice
// takes them) and notes. The consent to be contacted has its own section (customer-consent.tsx).
import { Save } from "lucide-react";
import { useFetcher } from "react-router";
import { fieldsOf, recordInputs, TextAreaField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import type { KnownCustomer } from "~/domain/customer";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { CustomerForm } from "./customer-form";

export interface CustomerDetailsView extends KnownCustomer {
  notes: string | null;
}

export function CustomerDetails({ c, editable }: { c: CustomerDetailsView; editable: boolean }) {
  const t = useStaffText().customers.details;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("customer-", resultFieldErrors(fetcher.data));
  const busy = fetcher.state !== "idle";
  const record = recordInputs(field, c);
  const input = (name: keyof CustomerDetailsView, label: string, type = "text", max = 120) =>
    record(name, label, { type, maxLength: max, disabled: !editable });
  return (
    <StaffSection titleId="customer-details-title" title={t.title}>
      <CustomerForm
        fetcher={fetcher}
        intent={CUSTOMER_INTENT.save}
        id={c.id}
        className="mt-3 grid gap-4 sm:grid-cols-2"
        testId="customer-form"
      >
        {input("name", t.name)}
        {input("phone", t.phone, "tel", 30)}
        {input("email", t.email, "email", 254)}
        {input("taxId", t.taxId, "text", 30)}
        <div className="sm:col-span-2">{input("address", t.address, "text", 300)}</div>
        <TextAreaField
          {...field("notes")}
          label={t.notes}
          className="sm:col-span-2"
          rows={2}
          maxLength={2000}
          defaultValue={c.notes ?? ""}
          disabled={!editable}
        />
        {editable && (
          <div className="sm:col-span-2">
            <SubmitButton busy={busy} icon={Save} label={t.save} busyLabel={t.saving} className="min-h-11 w-full sm:w-auto" />
          </div>
        )}
      </CustomerForm>
    </StaffSection>
  );
}
