// The customer's consent to be contacted, per channel (decision 108): e-mail, and phone or
// WhatsApp; each box says when and how it was given, or when it was withdrawn (by the customer's
// unsubscribe link or by the shop). Ticking a box records it now with how they agreed; unticking
// withdraws it; a box left as it was keeps its date and source.
import { ShieldCheck } from "lucide-react";
import { useFetcher } from "react-router";
import { CheckboxField } from "~/components/ui/choice";
import { fieldsOf, SelectField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import { CONSENT_CHANNELS, type ConsentChannel, STAFF_CONSENT_SOURCES } from "~/domain/consent";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { CustomerForm } from "./customer-form";

/** One channel's consent as the page shows it: on or off, and the line that says when and how. */
export interface ConsentView {
  channel: ConsentChannel;
  on: boolean;
  line: string;
}

export function CustomerConsent({ id, consents, editable }: { id: number; consents: ConsentView[]; editable: boolean }) {
  const texts = useStaffText().customers;
  const t = texts.consent;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("consent-", resultFieldErrors(fetcher.data));
  const of = (c: ConsentChannel) => consents.find((x) => x.channel === c)!;
  return (
    <StaffSection
      titleId="customer-consent-title"
      title={t.title}
      icon={<ShieldCheck aria-hidden className="h-5 w-5" />}
      data-testid="customer-consent"
    >
      <CustomerForm fetcher={fetcher} intent={CUSTOMER_INTENT.consent} id={id} className="mt-3 space-y-3" testId="consent-form">
        <fieldset className="space-y-1">
          {/* The consent's own words, as the customer agreed to them. */}
          <legend className="text-sm font-semibold">{texts.details.consent}</legend>
          {CONSENT_CHANNELS.map((c) => (
            <CheckboxField
              key={c}
              id={`consent-${c}`}
              name={c}
              label={t[c]}
              hint={of(c).line}
              defaultChecked={of(c).on}
              disabled={!editable}
              data-testid={`consent-${c}`}
            />
          ))}
        </fieldset>
        <p className="text-sm text-slate-600">{t.hint}</p>
        {editable && (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              {...field("source")}
              label={t.source}
              className="min-w-0 flex-1 basis-56 sm:max-w-xs"
              options={STAFF_CONSENT_SOURCES.map((s) => ({ value: s, label: t.sources[s] }))}
            />
            <SubmitButton
              busy={fetcher.state !== "idle"}
              icon={ShieldCheck}
              label={t.save}
              busyLabel={t.saving}
              className="min-h-11 w-full sm:w-auto"
            />
          </div>
        )}
      </CustomerForm>
    </StaffSection>
  );
}
