// Online reservation: a plain HTML form POST (works without JavaScript) -> one transaction that
// holds the chosen units of the tyre and writes the reservation -> redirect to the confirmation
// (?ok=<reservation id>), which shows the reservation number, when the hold ends and, to the
// browser that made it and only once, the link that cancels it without the e-mail.
// Refusals re-render the form with the message and the visitor's input.
// A script is refused too: past the hourly limits per IP, phone and e-mail (429), or when it fills
// the hidden honeypot field (docs/decisions/012-reservation-limits.md).
import { ArrowLeft, CheckCircle2, MessageCircle } from "~/components/store/icons";
import { data, redirect } from "react-router";
import { readFormData } from "~/server/read-form.server";
import { keepQuery } from "~/lib/redirect-url";
import { readParam, requireParam } from "~/lib/route-params";
import type { Route } from "./+types/reserve";
import { PrivacyFirstLayer } from "~/components/store/info/privacy-notice";
import { RouteError } from "~/components/route-error";
import { ReservationTyreSummary } from "~/components/store/reservation-tyre-summary";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { whatsappLink } from "~/domain/shop-settings";
import { mailDateTime } from "~/lib/shop-clock";
import { useShop } from "~/lib/use-shop";
import { HONEYPOT_FIELD, honeypotFilled } from "~/domain/honeypot";
import { formatEur } from "~/domain/money";
import { formatHoldUntil } from "~/domain/reservation-mail";
import { defaultReservationQuantity, MAX_RESERVATION_QUANTITY, ONLINE_DEPOSIT_CENTS, RESERVATION_LIMITS } from "~/domain/reservation-rules";
import { echoValues, parseForm } from "~/lib/form";
import { HOOK, hook } from "~/enhance/contract";
import {
  type ReservationErrorKey,
  type ReservationFormField,
  type ReservationFormValues,
  reservationFormSchema,
} from "~/domain/reservation";
import { isReservable, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { type Locale, localeFromPath } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { db, dbErrorMessage } from "~/server/db.server";
import { reservationLimits } from "~/server/env.server";
import { findRecentReservation, getReservationForTyre, reserveTyreOnline } from "~/server/reservations.server";
import { cancelTokenKey, cancelTokenMatches, signCancelToken } from "~/server/cancel-token.server";
import { setReservationFlash, takeReservationFlash } from "~/server/flash.server";
import { getPublicTyre } from "~/server/storefront.server";
import { proofNeeded, spendProof } from "~/server/proof-of-work.server";
import { PROOF_CHALLENGE_PATH, PROOF_FIELD } from "~/enhance/contract";
import { appointmentOfReservation, freeTimes, SlotRefusal } from "~/server/appointments.server";
import { getSettings } from "~/server/settings.server";
import { bookableDays } from "~/domain/appointments";
import { AppointmentWhere } from "~/components/store/appointments/appointment-where";
import { DayChooser, TimeChoice } from "~/components/store/appointments/slot-picker";

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

async function loadTyre(request: Request, rawId: string | undefined) {
  const id = requireParam("tyreId", rawId);
  const url = new URL(request.url);
  if (id !== rawId) throw redirect(keepQuery(href("reserve", localeFromPath(url.pathname), { id }), url.search), 301);
  const tyre = await getPublicTyre(db(), id);
  if (!tyre) throw data(null, { status: 404 });
  return { tyre, url, locale: localeFromPath(url.pathname) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { tyre, url } = await loadTyre(request, params.id);
  const origin = context.origin;
  const ok = readParam("recordId", url.searchParams.get("ok") ?? undefined);
  const reservation = ok != null ? await getReservationForTyre(db(), ok, tyre.id) : null;
  if (reservation) {
    // Until when the tyre is kept, while that is still true (a link opened again later says nothing).
    const holding = reservation.status === "active" && reservation.holdUntil && reservation.holdUntil > new Date();
    // The cancel link, once, to the browser that just made this reservation (never to someone
    // who only knows its number).
    const made = await takeReservationFlash(request);
    const mine = made.cancelToken != null && cancelTokenMatches(await cancelTokenKey(db()), made.cancelToken, reservation);
    const cancelUrl =
      holding && mine ? `${origin}${href("cancelReservation", localeFromPath(url.pathname), { token: made.cancelToken! })}` : null;
    const fitting = holding ? await appointmentOfReservation(db(), reservation.id) : null;
    return data(
      {
        origin,
        tyre,
        view: "confirmed" as const,
        reservationId: reservation.id,
        units: reservation.quantity,
        holdUntil: holding ? reservation.holdUntil!.toISOString() : null,
        cancelUrl,
        fittingAt: fitting ? fitting.startsAt.toISOString() : null,
      },
      { headers: made.headers },
    );
  }
  return { origin, tyre, view: isReservable(tyre) ? ("form" as const) : ("unavailable" as const), fit: await fittingTimes(url, tyre) };
}

/** The optional fitting time: the bookable days, and the free times of the chosen one (?day=) for fitting that many tyres. */
async function fittingTimes(url: URL, tyre: Parameters<typeof defaultReservationQuantity>[0]) {
  const shop = await getSettings(db());
  const job = defaultReservationQuantity(tyre) <= 2 ? ("fit2" as const) : ("fit4" as const);
  if (!(shop.appointments.durations[job] > 0)) return null;
  const days = bookableDays(shop, new Date());
  const raw = url.searchParams.get("day") ?? "";
  const day = days.includes(raw) ? raw : null;
  const times = day ? (await freeTimes(db(), shop, day, job)).map((s) => s.time) : [];
  return { job, days, day, times, durations: shop.appointments.durations };
}

/** A refused submission: the page re-renders the form with the visitor's input and the messages. */
type Refusal = {
  formError: "invalid" | "notAvailable" | "failed" | "tooMany" | "holdsFull" | "refused" | "proofMissing" | "proofInvalid";
  fieldErrors: Partial<Record<ReservationFormField, ReservationErrorKey>>;
  values: ReservationFormValues;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { tyre, locale } = await loadTyre(request, params.id);
  const form = await readFormData(request);
  const values = echoValues(form, { ...RESERVATION_LIMITS, fitDay: 10, fitTime: 5 });
  const refuse = (formError: Refusal["formError"], status: number, fieldErrors: Refusal["fieldErrors"] = {}) =>
    data<Refusal>({ formError, fieldErrors, values }, { status });
  // Checked first, and nothing is counted or written: no person fills a field they cannot see.
  if (honeypotFilled(form)) return refuse("refused", 400);
  const parsed = parseForm(reservationFormSchema, form);
  if (!parsed.ok) return refuse("invalid", 400, parsed.fieldErrors as Refusal["fieldErrors"]);
  const d = parsed.data;
  if ((d.fitDay == null) !== (d.fitTime == null)) return refuse("invalid", 400, { fitTime: "fitTimeInvalid" });
  const confirmation = async (r: { id: number; createdAt: Date }) =>
    redirect(href("reserve", locale, { id: tyre.id }, `ok=${r.id}`), {
      status: 303,
      headers: await setReservationFlash(signCancelToken(await cancelTokenKey(db()), r)),
    });
  // From an address's second form of the day, a proof of work (sent by the enhancement script).
  if (await proofNeeded(db(), context.clientIp)) {
    const proof = await spendProof(db(), form.get(PROOF_FIELD));
    if (proof !== "ok") {
      const mine = await findRecentReservation(db(), { tyreId: tyre.id, clientName: d.name, contactNumber: d.phone });
      if (mine) return await confirmation(mine);
      return refuse(proof === "missing" ? "proofMissing" : "proofInvalid", 400);
    }
  }
  try {
    const result = await reserveTyreOnline(
      db(),
      {
        tyreId: tyre.id,
        clientName: d.name,
        contactNumber: d.phone,
        email: d.email,
        vehicleReg: d.vehicleReg,
        notes: d.notes,
        quantity: d.quantity,
        depositCents: ONLINE_DEPOSIT_CENTS,
        mail: { origin: context.origin, locale },
        fitting: d.fitDay && d.fitTime ? { date: d.fitDay, time: d.fitTime } : undefined,
      },
      { ip: context.clientIp, limits: reservationLimits() },
    );
    if (result.ok) return await confirmation(result.reservation);
    // A double-submitted form: its first submission already reserved the tyre for this person
    // (also when this second one went past the limits).
    const mine = await findRecentReservation(db(), { tyreId: tyre.id, clientName: d.name, contactNumber: d.phone });
    if (mine) return await confirmation(mine);
    if (result.reason !== "not-available") return refuse(result.reason === "holds-full" ? "holdsFull" : "tooMany", 429);
    // Fewer units left than asked: the form again, offering what remains.
    if (result.available > 0) return refuse("invalid", 409, { quantity: "quantityTooMany" });
    return refuse("notAvailable", 409);
  } catch (e) {
    if (e instanceof SlotRefusal) return refuse("invalid", 409, { fitTime: e.problem === "full" ? "fitTimeTaken" : "fitTimeInvalid" });
    console.error(`[reserve] ${tyre.id}: ${dbErrorMessage(e)}`);
    return refuse("failed", 500);
  }
}

const input = "mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900";

export default function Reserve({ loaderData, actionData }: Route.ComponentProps) {
  const shop = useShop();
  const locale = useLocale();
  const m = messages(locale);
  const { tyre, view } = loaderData;
  const deposit = m.reserve.deposit(formatEur(shop.depositCents, locale));
  const result = actionData as Refusal | undefined;

  if (view === "confirmed" && !result) {
    const fittingAt = "fittingAt" in loaderData ? loaderData.fittingAt : null;
    const text = m.reserve.whatsappText(tyre.id, tyreName(tyre), sizeLabel(tyre));
    return (
      <div className="mx-auto max-w-xl px-4 py-10 text-center">
        <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-green-700" />
        <h1 className="mt-4 text-3xl font-extrabold">{m.reserve.confirmedTitle}</h1>
        <p role="status" className="mt-2 font-semibold text-green-800" data-testid="reservation-success">
          {m.reserve.success}
        </p>
        <p className="mt-3 text-slate-700">{fittingAt ? m.reserve.confirmedTextFitting : m.reserve.confirmedText}</p>
        {fittingAt && (
          // The fitting time booked with the reservation: when, where, what to bring (the e-mail carries the change link).
          <div className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-left" data-testid="reservation-fitting">
            <p className="text-lg font-semibold">{m.appointment.fitBooked(mailDateTime(new Date(fittingAt), locale))}</p>
            <AppointmentWhere locale={locale} className="mt-1 text-sm" />
            <p className="mt-1 text-sm text-slate-700">{m.appointment.bring}</p>
          </div>
        )}
        {"reservationId" in loaderData && (
          <p className="mt-4 text-lg">
            {m.reserve.reservationNumber}:{" "}
            <strong className="font-mono" data-testid="reservation-number">
              {loaderData.reservationId}
            </strong>
            <span className="block text-base text-slate-700" data-testid="reservation-units">
              {m.reserve.unitsHeld(loaderData.units)}
            </span>
          </p>
        )}
        {"holdUntil" in loaderData && loaderData.holdUntil ? (
          <p className="mt-3 font-semibold" data-testid="reservation-hold-until">
            {m.reservationMail.heldUntil(formatHoldUntil(new Date(loaderData.holdUntil), locale))}
          </p>
        ) : null}
        <div className="mt-6 text-left">
          <ReservationTyreSummary tyre={tyre} locale={locale} />
        </div>
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{deposit}</p>
        {"cancelUrl" in loaderData && (
          <section className="mt-4 rounded-md border border-slate-300 p-3 text-left text-sm" data-testid="reservation-cancel">
            <h2 className="font-semibold">{m.reserve.cancelTitle}</h2>
            {loaderData.cancelUrl && (
              <>
                <p className="mt-1">{m.reserve.cancelOnce}</p>
                <p className="mt-2">
                  <a
                    href={loaderData.cancelUrl}
                    className="break-all font-semibold text-brand-700 underline"
                    data-testid="reservation-cancel-link"
                  >
                    {m.reserve.cancelLink}
                  </a>
                  <span className="mt-1 block break-all font-mono text-xs text-slate-600">{loaderData.cancelUrl}</span>
                </p>
              </>
            )}
            <p className="mt-2">{m.reserve.cancelByPhone(shop.phone)}</p>
          </section>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <a
            href={whatsappLink(shop, text)}
            target="_blank"
            rel="noopener"
            data-testid="reservation-whatsapp"
            className={buttonClasses("whatsapp", "lg")}
          >
            <MessageCircle aria-hidden className="h-5 w-5" /> {m.reserve.whatsapp}
          </a>
          <a href={href("listing", locale)} className={buttonClasses("outline", "lg")}>
            {m.reserve.searchMore}
          </a>
        </div>
      </div>
    );
  }

  if (view !== "form" && !result) return <TyreUnavailable locale={locale} tyre={tyre} />;

  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  // The form offers 1 to the units on sale (public reads give those as quantity).
  const units = Math.max(1, Math.min(tyre.quantity, MAX_RESERVATION_QUANTITY));
  const errorText = (f: ReservationFormField) => (errors[f] ? m.reserve.errors[errors[f]!] : null);
  const alert = !result ? null : result.formError === "invalid" ? m.reserve.errorSummary : m.reserve.errors[result.formError];
  const field = (f: ReservationFormField) => ({
    id: `reserve-${f}`,
    name: f,
    defaultValue: values?.[f] ?? "",
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `reserve-${f}-error` : undefined,
    className: `${input} ${errors[f] ? "border-red-600" : "border-slate-300"}`,
  });
  const err = (f: ReservationFormField) =>
    errorText(f) && (
      <p id={`reserve-${f}-error`} className="mt-1 text-sm text-red-700">
        {errorText(f)}
      </p>
    );

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <a href={href("tyre", locale, { id: tyre.id })} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {m.reserve.back}
      </a>
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{m.reserve.title}</h1>
      <div className="mt-4">
        <ReservationTyreSummary tyre={tyre} locale={locale} />
      </div>
      {"fit" in loaderData && loaderData.fit && (
        <Card className="mt-6">
          <CardContent className="space-y-2" data-testid="reserve-fitting">
            <h2 className="text-lg font-bold">{m.appointment.fitTime}</h2>
            <p className="text-sm text-slate-600">{m.appointment.fitTimeHint}</p>
            <DayChooser
              locale={locale}
              jobs={null}
              job={loaderData.fit.job}
              days={loaderData.fit.days}
              day={loaderData.fit.day}
              durations={loaderData.fit.durations}
            />
          </CardContent>
        </Card>
      )}
      <Card className="mt-6">
        <CardContent>
          <h2 className="text-lg font-bold">{m.reserve.formTitle}</h2>
          {alert && (
            <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
              {alert}
            </p>
          )}
          {/* A plain form posting to this page; app/enhance/forms.ts shows the pending label and
              stops a second submission while the first is on its way. */}
          <form
            method="post"
            className="mt-4 space-y-4"
            {...hook(HOOK.pendingLabel, m.reserve.submitting)}
            {...hook(HOOK.proofChallenge, PROOF_CHALLENGE_PATH)}
          >
            <input type="hidden" name={PROOF_FIELD} defaultValue="" />
            {/* The time of the day chosen above comes first, under the day, then the contact details. */}
            {"fit" in loaderData && loaderData.fit?.day && (
              <>
                <input type="hidden" name="fitDay" value={loaderData.fit.day} />
                <TimeChoice
                  locale={locale}
                  name="fitTime"
                  noneLabel={m.appointment.noFitTime}
                  times={loaderData.fit.times}
                  chosen={values?.fitTime}
                  error={errorText("fitTime")}
                />
              </>
            )}
            <div>
              <label htmlFor="reserve-name" className="text-sm font-medium">
                {m.reserve.name}
              </label>
              <input
                {...field("name")}
                type="text"
                autoComplete="name"
                required
                maxLength={RESERVATION_LIMITS.name}
                placeholder={m.reserve.namePlaceholder}
              />
              {err("name")}
            </div>
            <div>
              <label htmlFor="reserve-phone" className="text-sm font-medium">
                {m.reserve.phone}
              </label>
              <input
                {...field("phone")}
                type="tel"
                autoComplete="tel"
                required
                maxLength={RESERVATION_LIMITS.phone}
                placeholder={m.reserve.phonePlaceholder}
              />
              {err("phone")}
            </div>
            <div>
              <label htmlFor="reserve-email" className="text-sm font-medium">
                {m.reserve.email}
              </label>
              <input
                {...field("email")}
                type="email"
                autoComplete="email"
                maxLength={RESERVATION_LIMITS.email}
                placeholder={m.reserve.emailPlaceholder}
              />
              {err("email")}
            </div>
            <div>
              <label htmlFor="reserve-vehicleReg" className="text-sm font-medium">
                {m.reserve.vehicleReg}
              </label>
              <input
                {...field("vehicleReg")}
                type="text"
                autoCapitalize="characters"
                maxLength={RESERVATION_LIMITS.vehicleReg}
                placeholder={m.reserve.vehicleRegPlaceholder}
              />
              {err("vehicleReg")}
            </div>
            <div>
              <label htmlFor="reserve-quantity" className="text-sm font-medium">
                {m.reserve.quantity}
              </label>
              <select
                id="reserve-quantity"
                name="quantity"
                defaultValue={String(Math.min(Number(values?.quantity) || defaultReservationQuantity(tyre), units))}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={errors.quantity ? "reserve-quantity-error reserve-quantity-left" : "reserve-quantity-left"}
                className={`${input} ${errors.quantity ? "border-red-600" : "border-slate-300"}`}
              >
                {Array.from({ length: units }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {m.reserve.quantityOption(n)}
                  </option>
                ))}
              </select>
              <p id="reserve-quantity-left" className="mt-1 text-sm text-slate-600">
                {m.reserve.quantityLeft(tyre.quantity)}
              </p>
              {err("quantity")}
            </div>
            <div>
              <label htmlFor="reserve-notes" className="text-sm font-medium">
                {m.reserve.notes}
              </label>
              <textarea {...field("notes")} rows={4} maxLength={RESERVATION_LIMITS.notes} placeholder={m.reserve.notesPlaceholder} />
              {err("notes")}
            </div>
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{deposit}</p>
            <button type="submit" className={buttonClasses("secondary", "lg", "w-full")}>
              {m.reserve.submit}
            </button>
            {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology,
                so only a script filling every input fills it. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
              <label htmlFor={`reserve-${HONEYPOT_FIELD}`}>{m.reserve.honeypotLabel}</label>
              <input id={`reserve-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <PrivacyFirstLayer locale={locale} className="pt-2" />
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** 'This tyre is not available': a tyre reserved or sold since (shown with its summary) or an unknown id. */
function TyreUnavailable({ locale, tyre }: { locale: Locale; tyre?: Route.ComponentProps["loaderData"]["tyre"] }) {
  const m = messages(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{m.reserve.unavailableTitle}</h1>
      <p className="mt-2 text-slate-600">{m.reserve.unavailableText}</p>
      {tyre && (
        <div className="mt-6 text-left">
          <ReservationTyreSummary tyre={tyre} locale={locale} />
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {tyre && (
          <a href={href("tyre", locale, { id: tyre.id })} className={buttonClasses("outline")}>
            {m.reserve.backToDetail}
          </a>
        )}
        <a href={href("listing", locale)} className={buttonClasses("primary")}>
          {m.reserve.searchMore}
        </a>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<TyreUnavailable locale={locale} />} />;
}
