// "Not in stock? We can get it": a visitor asks for a size the shop has not in stock. A plain form
// (also under a search with no results and on a sold tyre's page) posts here; the request is
// stored, the shop is e-mailed through the outbox and the visitor sees a thank-you (?ok=1). The
// same defences as the reservation form: the honeypot, the hourly limits per address, phone and
// e-mail, and from an address's second form of the day the proof of work.
import { data, redirect } from "react-router";
import { MessagePage } from "~/components/store/message-page";
import { StockRequestForm, type StockRequestFormError } from "~/components/store/stock-request-form";
import { buttonClasses } from "~/components/ui/button";
import { honeypotFilled } from "~/domain/honeypot";
import {
  normaliseRequestSize,
  STOCK_REQUEST_LIMITS,
  type StockRequestErrorKey,
  type StockRequestField,
  stockRequestSchema,
} from "~/domain/stock-request";
import { PROOF_FIELD } from "~/enhance/contract";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { echoValues, parseForm } from "~/lib/form";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { dbErrorMessage } from "~/server/infra/db.server";
import { reservationLimits } from "~/server/infra/env.server";
import { proofNeeded, spendProof } from "~/server/reservations/proof-of-work.server";
import { readFormData } from "~/server/forms/read-form.server";
import { createStockRequest } from "~/server/inventory/stock-requests.server";
import type { Route } from "./+types/stock-request";
import { shopRequest } from "~/server/infra/http/load-context.server";

/** No promo popup over the visitor's details. */
export const handle = { promoPopup: false };

/** The size the link asked for (`medida` / `size`), when it is one. */
const SIZE_PARAM = { es: "medida", en: "size" } as const;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.stockRequest.metaTitle }];
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "stockRequest",
    title: m.stockRequest.metaTitle,
    description: m.stockRequest.metaDescription,
    noindex: loaderData.done,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const asked = url.searchParams.get(SIZE_PARAM[locale]) ?? url.searchParams.get(SIZE_PARAM.es) ?? url.searchParams.get(SIZE_PARAM.en);
  return { origin, done: url.searchParams.get("ok") === "1", size: (asked && normaliseRequestSize(asked)) || "" };
}

type Refused = {
  formError: StockRequestFormError;
  fieldErrors: Partial<Record<StockRequestField, StockRequestErrorKey>>;
  values: Record<StockRequestField, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db, origin, clientIp } = shopRequest(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readFormData(request);
  const values = echoValues(form, STOCK_REQUEST_LIMITS);
  const refuse = (formError: StockRequestFormError, status: number, fieldErrors: Refused["fieldErrors"] = {}) =>
    data<Refused>({ formError, fieldErrors, values }, { status });
  if (honeypotFilled(form)) return refuse("refused", 400);
  const parsed = parseForm(stockRequestSchema, form);
  if (!parsed.ok) return refuse("invalid", 400, parsed.fieldErrors as Refused["fieldErrors"]);
  try {
    if (await proofNeeded(db, clientIp)) {
      const proof = await spendProof(db, form.get(PROOF_FIELD));
      if (proof !== "ok") return refuse(proof === "missing" ? "proofMissing" : "proofInvalid", 400);
    }
    const result = await createStockRequest(db, parsed.data, {
      ip: clientIp,
      limits: reservationLimits(),
      origin,
      locale,
    });
    if (!result.ok) return refuse("tooMany", 429);
  } catch (e) {
    console.error(`[stock-request] ${dbErrorMessage(e)}`);
    return refuse("failed", 500);
  }
  return redirect(href("stockRequest", locale, {}, "ok=1"), 303);
}

export default function StockRequest({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale);
  const result = actionData as Refused | undefined;
  if (loaderData.done && !result)
    return (
      <MessagePage title={m.stockRequest.doneTitle} done>
        <p role="status" className="mt-3 text-slate-700" data-testid="request-done">
          {m.stockRequest.doneText}
        </p>
        <a href={href("listing", locale)} className={buttonClasses("outline", "lg", "mt-6")}>
          {m.stockRequest.searchMore}
        </a>
      </MessagePage>
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <StockRequestForm
        locale={locale}
        size={loaderData.size}
        values={result?.values}
        fieldErrors={result?.fieldErrors}
        formError={result?.formError}
        headingLevel={1}
      />
    </div>
  );
}
