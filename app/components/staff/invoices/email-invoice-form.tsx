// E-mail the invoice to the customer: the address (pre-filled from the reservation the sale
// collected, when it had one) and the language of the message. Without a mail server the form
// says plainly that the message will only be saved as a file.
import { Mail } from "lucide-react";
import { MailNotSetUp } from "~/components/staff/shared/mail-not-set-up";
import { useFetcher } from "react-router";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVOICE_INTENT } from "~/components/staff/shared/intents";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function EmailInvoiceForm({ defaultTo, mail }: { defaultTo: string | null; mail: { configured: boolean; outboxDir: string } }) {
  const texts = useStaffText();
  const t = texts.invoices.email;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("email-", resultFieldErrors(fetcher.data));
  const busy = fetcher.state !== "idle";
  return (
    <StaffSection id="email-invoice" titleId="email-heading" title={t.title} intro={t.intro} className="no-print">
      {!mail.configured && <MailNotSetUp outboxDir={mail.outboxDir} className="mt-3" />}
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end" noValidate>
        <input type="hidden" name="intent" value={INVOICE_INTENT.email} />
        <TextField {...field("to")} label={t.to} type="email" autoComplete="off" defaultValue={defaultTo ?? ""} />
        <SelectField {...field("locale")} label={t.language} defaultValue="es">
          <option value="es">{texts.languageNames.es}</option>
          <option value="en">{texts.languageNames.en}</option>
        </SelectField>
        <SubmitButton busy={busy} icon={Mail} label={t.send} busyLabel={t.queuing} className="min-h-11" />
      </fetcher.Form>
    </StaffSection>
  );
}
