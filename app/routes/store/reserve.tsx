// Online reservation: a plain HTML form POST (works without JavaScript) -> one transaction that
// holds the chosen units of the tyre and writes the reservation -> redirect to the confirmation
// (?ok=<reservation id>), which shows the reservation number, when the hold ends and, to the
// browser that made it and only once, the link that cancels it without the e-mail.
// Refusals re-render the form with the message and the visitor's input. The server steps and the
// defences against scripts are in app/server/reservations/reserve-page.server.ts; the page's parts in
// app/components/store/reserve/.
import { ArrowLeft } from "~/components/store/icons";
import type { Route } from "./+types/reserve";
import { RouteError } from "~/components/route-error";
import { FittingDay } from "~/components/store/reserve/fitting-day";
import { ReservationConfirmed } from "~/components/store/reserve/reservation-confirmed";
import { ReservationForm } from "~/components/store/reserve/reservation-form";
import { TyreUnavailable } from "~/components/store/reserve/tyre-unavailable";
import { ReservationTyreSummary } from "~/components/store/reservation-tyre-summary";
import { formatEur } from "~/domain/money";
import type { ReservationRefusal } from "~/domain/reservation";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { useShop } from "~/lib-ui/use-shop";
import { readFormData } from "~/server/forms/read-form.server";
import { loadReserveTyre, reservePageData, submitReservation } from "~/server/reservations/reserve-page.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

/** No promo popup over the visitor's details (app/components/store/promotions/promotions.tsx). */
export const handle = { promoPopup: false };

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.tyreDetail.notFoundTitle }, { name: "robots", content: "noindex" }];
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "reserve",
    params: { id: loaderData.tyre.id },
    title: m.reserve.metaTitle(`${tyreName(loaderData.tyre)} ${sizeLabel(loaderData.tyre)}`),
    description: m.reserve.metaDescription,
    // The form for a tyre in stock is a page worth finding ("reserve <tyre> <size>"); a confirmation
    // (one customer's reservation) and a tyre that is gone are not.
    noindex: loaderData.view !== "form",
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin, cspNonce } = shopRequest(context);
  const { tyre, url } = await loadReserveTyre(db, request, params.id);
  return reservePageData(db, request, tyre, url, origin, cspNonce);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, origin, clientIp } = shopRequest(context);
  const { tyre, locale } = await loadReserveTyre(db, request, params.id);
  const form = await readFormData(request);
  return submitReservation(db, form, tyre, { locale, origin, clientIp });
}

export default function Reserve({ loaderData, actionData }: Route.ComponentProps) {
  const shop = useShop();
  const locale = useLocale();
  const m = messages(locale);
  const { tyre } = loaderData;
  const deposit = m.reserve.deposit(formatEur(shop.depositCents, locale));
  const refusal = actionData as ReservationRefusal | undefined;

  if (loaderData.view === "confirmed" && !refusal)
    return <ReservationConfirmed locale={locale} tyre={tyre} deposit={deposit} reservation={loaderData} />;
  if (loaderData.view !== "form" && !refusal) return <TyreUnavailable locale={locale} tyre={tyre} />;
  const fit = "fit" in loaderData ? loaderData.fit : null;
  const formKey = "formKey" in loaderData ? loaderData.formKey : "";
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <a href={href("tyre", locale, { id: tyre.id })} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {m.reserve.back}
      </a>
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{m.reserve.title}</h1>
      <div className="mt-4">
        <ReservationTyreSummary tyre={tyre} locale={locale} />
      </div>
      {fit && <FittingDay locale={locale} fit={fit} />}
      <ReservationForm locale={locale} tyre={tyre} deposit={deposit} fit={fit} formKey={formKey} refusal={refusal} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<TyreUnavailable locale={locale} />} />;
}
