// The owner's "Cancel the invoice" on an invoice's page (anulación, decision 106): the reason, then
// a confirmation that says what happens to the money and the tyres. A closed day says why it cannot
// be done now (the owner reopens the day first). The server checks the right and the rules again.
import { Ban } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import { fieldsOf, TextAreaField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVOICE_INTENT } from "~/components/staff/shared/intents";
import { cancellationSchemaIn } from "~/domain/invoice-cancellation";
import { formatEur } from "~/domain/money";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export function CancelInvoiceForm({
  invoiceNumber,
  grandTotalCents,
  refusal,
}: {
  invoiceNumber: string;
  grandTotalCents: number;
  /** Why it cannot be cancelled now (its day is closed), or null. */
  refusal: string | null;
}) {
  const t = useStaffText().invoices.cancel;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  const [pending, setPending] = useState<FormData | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  useActionToast(fetcher);
  const confirmFirst = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const parsed = parseForm(cancellationSchemaIn(t.refusals), data);
    setClientErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (parsed.ok) setPending(data);
  };
  const errors = { ...(fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {}), ...clientErrors };
  const field = fieldsOf("cancel-", errors);
  return (
    <StaffSection id="cancel-invoice" titleId="cancel-heading" title={t.title} intro={t.intro} danger className="no-print">
      {refusal ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="cancel-refused">
          {refusal}
        </p>
      ) : (
        <fetcher.Form method="post" className="mt-3 space-y-3" noValidate onSubmit={confirmFirst}>
          <input type="hidden" name="intent" value={INVOICE_INTENT.cancel} />
          <TextAreaField {...field("reason")} label={t.reason} markRequired alert rows={2} maxLength={500} required />
          <SubmitButton
            busy={fetcher.state !== "idle"}
            label={t.submit}
            busyLabel={t.cancelling}
            icon={Ban}
            spin
            variant="danger"
            size="md"
            className="min-h-11"
            data-testid="cancel-submit"
          />
        </fetcher.Form>
      )}
      <ConfirmDialog
        open={pending != null}
        onClose={() => setPending(null)}
        title={t.confirmTitle(invoiceNumber)}
        keepLabel={t.keep}
        confirmLabel={t.confirm}
        confirmTestId="cancel-confirm"
        onConfirm={() => {
          if (pending) void fetcher.submit(pending, { method: "post" });
          setPending(null);
        }}
      >
        {t.confirmText(formatEur(grandTotalCents, locale))}
      </ConfirmDialog>
    </StaffSection>
  );
}
