// The back-office's language of this account (Español / English). Saved, the whole page is drawn
// again in it: the root loader reads the account's language.
import { useFetcher } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/shared/intents";
import type { Locale } from "~/lib/locale";
import { LOCALES } from "~/lib/locale";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { RadioGroup } from "~/components/ui/choice";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";

export function LanguageSection() {
  const texts = useStaffText();
  const t = texts.account.language;
  const current: Locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const error = resultFieldErrors(fetcher.data).language;
  return (
    <StaffSection titleId="language-title" title={t.title} intro={t.intro} data-testid="language">
      <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.language} />
        {/* Saved, the page speaks the new language: the group starts again from it. */}
        <RadioGroup
          key={current}
          legend={t.label}
          name="language"
          look="tiles"
          options={LOCALES.map((l) => ({ value: l, label: texts.languageNames[l], lang: l }))}
          defaultValue={current}
          error={error}
        />
        <SubmitButton busy={fetcher.state !== "idle"} label={t.save} variant="outline" size="md" className="w-full" />
      </fetcher.Form>
    </StaffSection>
  );
}
