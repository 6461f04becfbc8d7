// The customer's cancel link (from the confirmation e-mail): GET only shows what would be
// cancelled and a confirm button, so a link preview or a mail scanner cancels nothing; the
// button's plain form POST cancels in one transaction and redirects (303) to ?done=1. A forged
// token, or one whose reservation already ended (cancelled, collected, expired), cancels nothing
// and says why.
import { DoneHeading } from "~/components/store/done-heading";
import { data, redirect } from "react-router";
import { requireParam } from "~/lib-ui/route-params";
import type { Route } from "./+types/cancel-reservation";
import { RouteError } from "~/components/route-error";
import { FormAlert } from "~/components/store/public-form";
import { ReservationTyreSummary } from "~/components/store/reservation-tyre-summary";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatHoldUntil } from "~/mail/reservation-mail";
import { HOOK, hook } from "~/enhance/contract";
import { type Locale, localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { dbErrorMessage } from "~/server/infra/db.server";
import { cancelReservationByCustomer, type CustomerCancelView, reservationForCancelToken } from "~/server/reservations/reservations.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

/** No promo popup over the visitor's details (app/components/store/promotions/promotions.tsx). */
export const handle = { promoPopup: false };

export function meta({ location }: Route.MetaArgs) {
  const m = messages(localeFromPath(location.pathname));
  return [{ title: m.cancelReservation.metaTitle }, { name: "robots", content: "noindex, nofollow" }];
}

/** What the page shows; only the fields it needs leave the server (no phone or e-mail). */
function view(found: CustomerCancelView, done: boolean) {
  if (!found.ok && found.reason === "invalid") return { kind: "invalid" as const };
  const tyre = found.tyre;
  if (found.ok) {
    const r = found.reservation;
    return { kind: "confirm" as const, tyre, clientName: r.clientName, holdUntil: r.holdUntil?.toISOString() ?? null };
  }
  if (done && found.status === "cancelled") return { kind: "done" as const, tyre };
  return { kind: "ended" as const, tyre, status: found.status };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const done = new URL(request.url).searchParams.get("done") === "1";
  const v = view(await reservationForCancelToken(db, requireParam("cancelToken", params.token)), done);
  if (v.kind === "invalid") throw data(null, { status: 404 });
  return v;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const token = requireParam("cancelToken", params.token);
  let result: CustomerCancelView;
  try {
    result = await cancelReservationByCustomer(db, token);
  } catch (e) {
    console.error(`[cancel-reservation] ${dbErrorMessage(e)}`);
    return data({ failed: true }, { status: 500 });
  }
  if (result.ok) return redirect(href("cancelReservation", locale, { token }, "done=1"), 303);
  if (result.reason === "invalid") throw data(null, { status: 404 });
  // Ended meanwhile (a second click, or collected/expired): the page reloads and says which.
  return data({ failed: false }, { status: 409 });
}

export default function CancelReservation({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale).cancelReservation;
  const v = loaderData;

  if (v.kind === "done") {
    return (
      <Page>
        <DoneHeading>{m.doneTitle}</DoneHeading>
        <p role="status" className="mt-2 text-center text-slate-700" data-testid="cancel-done">
          {m.doneText}
        </p>
        <ReservationTyreSummary tyre={v.tyre} locale={locale} />
        <MoreTyres locale={locale} />
      </Page>
    );
  }

  if (v.kind === "ended") {
    return (
      <Page>
        <h1 className="text-center text-2xl font-bold">{m.endedTitle}</h1>
        <p className="mt-2 text-center text-slate-700" data-testid="cancel-ended">
          {m.ended[v.status]}
        </p>
        <ReservationTyreSummary tyre={v.tyre} locale={locale} />
        <MoreTyres locale={locale} />
      </Page>
    );
  }

  return (
    <Page>
      <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
      <p className="mt-2 text-slate-700">{m.confirmText}</p>
      {actionData?.failed && <FormAlert className="mt-3">{m.failed}</FormAlert>}
      <ReservationTyreSummary tyre={v.tyre} locale={locale} />
      <Card className="mt-4">
        <CardContent>
          <p className="font-semibold">{m.heldFor(v.clientName)}</p>
          {v.holdUntil && <p className="text-slate-700">{m.heldUntil(formatHoldUntil(new Date(v.holdUntil), locale))}</p>}
          <form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row" {...hook(HOOK.pendingLabel, m.submitting)}>
            <button type="submit" className={buttonClasses("danger", "lg")} data-testid="cancel-confirm">
              {m.confirm}
            </button>
            <a href={href("home", locale)} className={buttonClasses("outline", "lg")}>
              {m.keep}
            </a>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-xl space-y-4 px-4 py-10">{children}</div>;
}

function MoreTyres({ locale }: { locale: Locale }) {
  return (
    <div className="text-center">
      <a href={href("listing", locale)} className={buttonClasses("primary")}>
        {messages(locale).cancelReservation.searchMore}
      </a>
    </div>
  );
}

/** A forged or unknown link. */
function InvalidLink({ locale }: { locale: Locale }) {
  const m = messages(locale).cancelReservation;
  return (
    <Page>
      <h1 className="text-center text-2xl font-bold">{m.invalidTitle}</h1>
      <p className="mt-2 text-center text-slate-700" data-testid="cancel-invalid">
        {m.invalidText}
      </p>
      <MoreTyres locale={locale} />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<InvalidLink locale={locale} />} />;
}
