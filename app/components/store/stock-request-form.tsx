// The "We can get it" form: a plain POST to the request page (works without JavaScript), shown on
// that page, under a search with no results and on a sold tyre's page, with a WhatsApp link
// pre-filled with the size. The enhancement script adds the pending label and, from an address's
// second form of the day, the proof of work.
import { MessageCircle } from "~/components/store/icons";
import { PrivacyFirstLayer } from "~/components/store/info/privacy-notice";
import { buttonClasses } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { whatsappLink } from "~/domain/shop-settings";
import { MAX_REQUEST_QUANTITY, STOCK_REQUEST_LIMITS, type StockRequestErrorKey, type StockRequestField } from "~/domain/stock-request";
import { HOOK, hook, PROOF_CHALLENGE_PATH, PROOF_FIELD } from "~/enhance/contract";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useShop } from "~/lib/use-shop";

export type StockRequestFormError = "invalid" | "failed" | "tooMany" | "refused" | "proofMissing" | "proofInvalid";

const input = "mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900";

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
  const field = (f: StockRequestField) => ({
    id: `request-${f}`,
    name: f,
    defaultValue: values?.[f] ?? (f === "size" ? size : ""),
    "aria-invalid": fieldErrors[f] ? true : undefined,
    "aria-describedby": fieldErrors[f] ? `request-${f}-error` : undefined,
    className: `${input} ${fieldErrors[f] ? "border-red-600" : "border-slate-300"}`,
  });
  const err = (f: StockRequestField) =>
    fieldErrors[f] && (
      <p id={`request-${f}-error`} className="mt-1 text-sm text-red-700">
        {t.errors[fieldErrors[f]!]}
      </p>
    );
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
      {alert && (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {alert}
        </p>
      )}
      <form
        method="post"
        action={href("stockRequest", locale)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        {...hook(HOOK.pendingLabel, t.submitting)}
        {...hook(HOOK.proofChallenge, PROOF_CHALLENGE_PATH)}
      >
        <input type="hidden" name={PROOF_FIELD} defaultValue="" />
        <div>
          <label htmlFor="request-size" className="text-sm font-medium">
            {t.size}
          </label>
          <input {...field("size")} type="text" required maxLength={STOCK_REQUEST_LIMITS.size} placeholder={t.sizePlaceholder} />
          {err("size")}
        </div>
        <div>
          <label htmlFor="request-quantity" className="text-sm font-medium">
            {t.quantity}
          </label>
          <select {...field("quantity")} defaultValue={values?.quantity || "4"}>
            {Array.from({ length: MAX_REQUEST_QUANTITY }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {err("quantity")}
        </div>
        <div>
          <label htmlFor="request-name" className="text-sm font-medium">
            {t.name}
          </label>
          <input {...field("name")} type="text" autoComplete="name" required maxLength={STOCK_REQUEST_LIMITS.name} />
          {err("name")}
        </div>
        <div>
          <label htmlFor="request-phone" className="text-sm font-medium">
            {t.phone}
          </label>
          <input {...field("phone")} type="tel" autoComplete="tel" required maxLength={STOCK_REQUEST_LIMITS.phone} />
          {err("phone")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="request-email" className="text-sm font-medium">
            {t.email}
          </label>
          <input {...field("email")} type="email" autoComplete="email" maxLength={STOCK_REQUEST_LIMITS.email} />
          {err("email")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="request-notes" className="text-sm font-medium">
            {t.notes}
          </label>
          <textarea {...field("notes")} rows={3} maxLength={STOCK_REQUEST_LIMITS.notes} placeholder={t.notesPlaceholder} />
          {err("notes")}
        </div>
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
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`request-${HONEYPOT_FIELD}`}>{m.reserve.honeypotLabel}</label>
          <input id={`request-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <PrivacyFirstLayer locale={locale} className="sm:col-span-2" purpose={t.privacyPurpose} />
      </form>
    </section>
  );
}
