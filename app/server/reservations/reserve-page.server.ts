// The reservation page's server steps: the tyre a page is about, what the page shows (the
// confirmation of a reservation, or the form with its optional fitting time) and a submitted form
// checked, defended and turned into a hold (a redirect to the confirmation) or a refusal the page
// shows with the visitor's input. A script is refused too: past the hourly limits per IP, phone
// and e-mail (429), or when it fills the hidden honeypot field
// (docs/decisions/012-reservation-limits.md).
import { data, redirect } from "react-router";
import { bookableDays, fittingJobFor } from "~/domain/appointments";
import { honeypotFilled } from "~/domain/honeypot";
import { FORM_KEY_FIELD, formKeyOf, type ReservationRefusal, reservationFormSchema } from "~/domain/reservation";
import { defaultReservationQuantity, ONLINE_DEPOSIT_CENTS, RESERVATION_LIMITS } from "~/domain/reservation-rules";
import { isReservable } from "~/domain/tyre";
import { PROOF_FIELD } from "~/enhance/contract";
import { type Locale, localeFromPath } from "~/lib/locale";
import { href } from "~/i18n/paths";
import { echoValues, parseForm } from "~/lib/form";
import { keepQuery } from "~/lib/redirect-url";
import { readParam, requireParam } from "~/lib-ui/route-params";
import { appointmentOfReservation, freeTimes, SlotRefusal } from "../appointments/appointments.server";
import { cancelTokenKey, cancelTokenMatches, signCancelToken } from "./cancel-token.server";
import { type Db, dbErrorMessage } from "../infra/db.server";
import { reservationLimits } from "../infra/env.server";
import { setReservationFlash, takeReservationFlash } from "../auth/flash.server";
import { logger } from "../infra/logger.server";
import { proofNeeded, spendProof } from "./proof-of-work.server";
import { findRecentReservation, getReservationForTyre, reserveTyreOnline } from "./reservations.server";
import { getSettings } from "../settings/settings.server";
import { responseFormKey } from "../infra/page-cache.server";
import { getPublicTyre, type PublicTyre } from "../storefront/storefront.server";

/** The tyre of a reservation page: a tidied id redirects (301) to its own address, an unknown one is a 404. */
export async function loadReserveTyre(db: Db, request: Request, rawId: string | undefined) {
  const id = requireParam("tyreId", rawId);
  const url = new URL(request.url);
  if (id !== rawId) throw redirect(keepQuery(href("reserve", localeFromPath(url.pathname), { id }), url.search), 301);
  const tyre = await getPublicTyre(db, id);
  if (!tyre) throw data(null, { status: 404 });
  return { tyre, url, locale: localeFromPath(url.pathname) };
}

/**
 * What the page shows: the confirmation of the reservation `?ok=` names (of this tyre), or the form
 * (the tyre still reservable) or 'not available'. The confirmation says until when the tyre is held
 * while that is still true, and gives the cancel link once, to the browser that just made it
 * (never to someone who only knows its number).
 */
export async function reservePageData(db: Db, request: Request, tyre: PublicTyre, url: URL, origin: string, cspNonce: string) {
  const ok = readParam("recordId", url.searchParams.get("ok") ?? undefined);
  const reservation = ok != null ? await getReservationForTyre(db, ok, tyre.id) : null;
  if (reservation) {
    const holding = reservation.status === "active" && reservation.holdUntil && reservation.holdUntil > new Date();
    const made = await takeReservationFlash(request);
    const mine = made.cancelToken != null && cancelTokenMatches(await cancelTokenKey(db), made.cancelToken, reservation);
    const cancelUrl =
      holding && mine ? `${origin}${href("cancelReservation", localeFromPath(url.pathname), { token: made.cancelToken! })}` : null;
    const fitting = holding ? await appointmentOfReservation(db, reservation.id) : null;
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
  return {
    origin,
    tyre,
    view: isReservable(tyre) ? ("form" as const) : ("unavailable" as const),
    fit: await fittingTimes(db, url, tyre),
    // The form's own key, this response's (the page cache gives each response its own).
    formKey: responseFormKey(cspNonce),
  };
}

/** The optional fitting time: the bookable days, and the free times of the chosen one (?day=) for fitting that many tyres. */
async function fittingTimes(db: Db, url: URL, tyre: PublicTyre) {
  const shop = await getSettings(db);
  const { durations } = shop.appointments;
  // The visitor may reserve three or four (a public read's quantity is the units on sale): then the day chooser also asks for the long fitting,
  // so the times offered are those of the job the reservation will book.
  const offered = (["fit2", "fit4"] as const).filter((j) => durations[j] > 0 && (j === "fit2" || tyre.quantity >= 3));
  const asked = url.searchParams.get("job");
  const job = offered.find((j) => j === asked) ?? offered.find((j) => j === fittingJobFor(defaultReservationQuantity(tyre)));
  if (!job) return null;
  const days = bookableDays(shop, new Date());
  const raw = url.searchParams.get("day") ?? "";
  const day = days.includes(raw) ? raw : null;
  const times = day ? (await freeTimes(db, shop, day, job)).map((s) => s.time) : [];
  return { job, jobs: offered.length > 1 ? offered : null, days, day, times, durations };
}

/** The fitting time the form offers: the days, the chosen one and its free times. */
export type ReserveFitting = NonNullable<Awaited<ReturnType<typeof fittingTimes>>>;

/** A submitted reservation form: a redirect (303) to the confirmation, or the refusal with its status. */
export async function submitReservation(
  db: Db,
  form: FormData,
  tyre: PublicTyre,
  { locale, origin, clientIp }: { locale: Locale; origin: string; clientIp: string },
) {
  const values = echoValues(form, { ...RESERVATION_LIMITS, fitDay: 10, fitTime: 5 });
  const refuse = (formError: ReservationRefusal["formError"], status: number, fieldErrors: ReservationRefusal["fieldErrors"] = {}) =>
    data<ReservationRefusal>({ formError, fieldErrors, values }, { status });
  // Checked first, and nothing is counted or written: no person fills a field they cannot see.
  if (honeypotFilled(form)) return refuse("refused", 400);
  const parsed = parseForm(reservationFormSchema, form);
  if (!parsed.ok) return refuse("invalid", 400, parsed.fieldErrors as ReservationRefusal["fieldErrors"]);
  const d = parsed.data;
  if ((d.fitDay == null) !== (d.fitTime == null)) return refuse("invalid", 400, { fitTime: "fitTimeInvalid" });
  const confirmation = async (r: { id: number; createdAt: Date }) =>
    redirect(href("reserve", locale, { id: tyre.id }, `ok=${r.id}`), {
      status: 303,
      headers: await setReservationFlash(signCancelToken(await cancelTokenKey(db), r)),
    });
  // A double-submitted form: its first submission already reserved the tyre, found by the key the
  // form carries (so only the browser that was shown that form is given the confirmation).
  const formKey = formKeyOf(form.get(FORM_KEY_FIELD));
  const earlier = () => findRecentReservation(db, { tyreId: tyre.id, formKey, clientName: d.name, contactNumber: d.phone });
  // From an address's second form of the day, a proof of work (sent by the enhancement script).
  if (await proofNeeded(db, clientIp)) {
    const proof = await spendProof(db, form.get(PROOF_FIELD));
    if (proof !== "ok") {
      const mine = await earlier();
      if (mine) return await confirmation(mine);
      return refuse(proof === "missing" ? "proofMissing" : "proofInvalid", 400);
    }
  }
  try {
    const result = await reserveTyreOnline(
      db,
      {
        tyreId: tyre.id,
        clientName: d.name,
        contactNumber: d.phone,
        email: d.email,
        vehicleReg: d.vehicleReg,
        notes: d.notes,
        quantity: d.quantity,
        depositCents: ONLINE_DEPOSIT_CENTS,
        mail: { origin, locale },
        fitting: d.fitDay && d.fitTime ? { date: d.fitDay, time: d.fitTime } : undefined,
        formKey,
      },
      { ip: clientIp, limits: reservationLimits() },
    );
    if (result.ok) return await confirmation(result.reservation);
    // Also when this second submission went past the limits.
    const mine = await earlier();
    if (mine) return await confirmation(mine);
    if (result.reason !== "not-available")
      return refuse(result.reason === "holds-full" ? "holdsFull" : result.reason === "bookings-full" ? "bookingsFull" : "tooMany", 429);
    // Fewer units left than asked: the form again, offering what remains.
    if (result.available > 0) return refuse("invalid", 409, { quantity: "quantityTooMany" });
    return refuse("notAvailable", 409);
  } catch (e) {
    if (e instanceof SlotRefusal) return refuse("invalid", 409, { fitTime: e.problem === "full" ? "fitTimeTaken" : "fitTimeInvalid" });
    logger.error({ part: "reserve" }, `[reserve] ${tyre.id}: ${dbErrorMessage(e)}`);
    return refuse("failed", 500);
  }
}
