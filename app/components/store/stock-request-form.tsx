// The "We can get it" form: a plain POST to the request page (works without JavaScript), shown on
// that page, under a search with no results and on a sold tyre's page, with a WhatsApp link
// pre-filled with the size. The enhancement script adds the pending label and, from an address's
// second form of the day, the proof of work.
import { MessageCircle } from "~/components/store/icons";
import { PrivacyFirstLayer } from "~/components/store/info/privacy-notice";
import { FormAlert, formFields, FormRow, Honeypot } from "~/components/store/public-form";
import { buttonClasses } from "~/components/ui/button";
import { whatsappLink } from "~/domain/shop-settings";
import { MAX_REQUEST_QUANTITY, STOCK_REQUEST_LIMITS, type StockRequestErrorKey, type StockRequestField } from "~/domain/stock-request";
import { HOOK, hook, PROOF_CHALLENGE_PATH, PROOF_FIELD } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useShop } from "~/lib-ui/use-shop";

export type StockRequestFormError = "invalid" | "failed" | "tooMany" | "refused" | "proofMissing" | "proofInvalid";

export function StockRequestForm({
  locale,
  size = "",
  values,
  fieldErrors = {},
  formError,
  headingLevel = 2,
}: {
  locale: Locale;
  size?: string;
  values?: Partial<Record<StockRequestField, string>>;
  fieldErrors?: Partial<Record<StockRequestField, StockRequestErrorKey>>;
  formError?: StockRequestFormError;
  headingLevel?: 1 | 2;
}) {
  const shop = useShop();
  const m = messages(locale);
  const t = m.stockRequest;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const alert = !formError
    ? null
    : formError === "invalid"
      ? t.errorSummary
      : formError === "proofMissing" || formError === "proofInvalid"
        ? m.reserve.errors[formError]
        : t.errors[formError];
  const { field, row } = formFields({
    prefix: "request",
    values,
    errors: fieldErrors,
    message: (k) => t.errors[k],
    initial: (f) => (f === "size" ? size : ""),
  });
  const shownSize = values?.size ?? size;
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6"
      data-testid="stock-request"
      aria-labelledby="stock-request-title"
    >
      <Heading id="stock-request-title" className={headingLevel === 1 ? "text-2xl font-bold md:text-3xl" : "text-xl font-bold"}>
        {t.title}
      </Heading>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      {alert && <FormAlert className="mt-3">{alert}</FormAlert>}
      <form
        method="post"
        action={href("stockRequest", locale)}
        className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2"
        {...hook(HOOK.pendingLabel, t.submitting)}
        {...hook(HOOK.proofChallenge, PROOF_CHALLENGE_PATH)}
      >
        <input type="hidden" name={PROOF_FIELD} defaultValue="" />
        <FormRow {...row("size", t.size)}>
          <input {...field("size")} type="text" required maxLength={STOCK_REQUEST_LIMITS.size} placeholder={t.sizePlaceholder} />
        </FormRow>
        <FormRow {...row("quantity", t.quantity)}>
          <select {...field("quantity")} defaultValue={values?.quantity || "4"}>
            {Array.from({ length: MAX_REQUEST_QUANTITY }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow {...row("name", t.name)}>
          <input {...field("name")} type="text" autoComplete="name" required maxLength={STOCK_REQUEST_LIMITS.name} />
        </FormRow>
        <FormRow {...row("phone", t.phone)}>
          <input {...field("phone")} type="tel" autoComplete="tel" required maxLength={STOCK_REQUEST_LIMITS.phone} />
        </FormRow>
        <FormRow {...row("email", t.email)} className="sm:col-span-2">
          <input {...field("email")} type="email" autoComplete="email" maxLength={STOCK_REQUEST_LIMITS.email} />
        </FormRow>
        <FormRow {...row("notes", t.notes)} className="sm:col-span-2">
          <textarea {...field("notes")} rows={3} maxLength={STOCK_REQUEST_LIMITS.notes} placeholder={t.notesPlaceholder} />
        </FormRow>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <button type="submit" className={buttonClasses("secondary", "lg")}>
            {t.submit}
          </button>
          <a
            href={whatsappLink(shop, t.whatsappText(shownSize))}
            target="_blank"
            rel="noopener"
            className={buttonClasses("whatsapp", "lg")}
          >
            <MessageCircle aria-hidden className="h-5 w-5" /> {t.whatsapp}
          </a>
        </div>
        <Honeypot prefix="request" label={m.reserve.honeypotLabel} />
        <PrivacyFirstLayer locale={locale} className="sm:col-span-2" purpose={t.privacyPurpose} />
      </form>
    </section>
  );
}
