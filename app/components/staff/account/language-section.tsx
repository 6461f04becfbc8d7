// The back-office's language of this account (Español / English). Saved, the whole page is drawn
// again in it: the root loader reads the account's language.
import { useFetcher } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/intents";
import type { Locale } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locale";
import { useStaffLocale, useStaffText } from "~/i18n/staff/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { card, secondary } from "./fields";

export function LanguageSection() {
  const texts = useStaffText();
  const t = texts.account.language;
  const current: Locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const error = resultFieldErrors(fetcher.data).language;
  return (
    <section className={card} aria-labelledby="language-title" data-testid="language">
      <h2 id="language-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.language} />
        <fieldset>
          <legend className="block text-sm font-medium">{t.label}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {LOCALES.map((l) => (
              <label
                key={`${l}-${current}`}
                lang={l}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="language" value={l} defaultChecked={l === current} className="h-4 w-4" />
                {texts.languageNames[l]}
              </label>
            ))}
          </div>
          {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
        </fieldset>
        <button type="submit" disabled={fetcher.state !== "idle"} className={secondary}>
          {t.save}
        </button>
      </fetcher.Form>
    </section>
  );
}
