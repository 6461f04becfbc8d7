// The public booking page's server steps ("Pedir cita") and those of an appointment's own page (its
// signed change/cancel link): a submitted form checked, defended and turned into a booking (a
// redirect to its link) or a refusal the page shows with the visitor's input. The defences are the
// reservation form's: the honeypot, from an address's second public form of the day a proof of
// work, the hourly limits per address, phone and e-mail (429) and the cap of online bookings ahead
// per address and phone (429). A move or cancel from a link counts against the address's hourly
// limit before the link is even checked, so trying links in a loop is refused too
// (docs/decisions/012-reservation-limits.md, 053, 062).
import { data, redirect } from "react-router";
import {
  APPOINTMENT_LIMITS,
  type AppointmentErrorKey,
  type AppointmentFormField,
  appointmentFormSchema,
  moveFormSchema,
  type SlotProblem,
} from "~/domain/appointments";
import { honeypotFilled } from "~/domain/honeypot";
import { PROOF_FIELD } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { echoValues, parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import { isRefusal } from "~/i18n/staff/refusal";
import { bookAppointmentOnline, endAppointment, moveAppointment, SlotRefusal } from "./appointments.server";
import { type Db, dbErrorMessage } from "../infra/db.server";
import { reservationLimits } from "../infra/env.server";
import { logger } from "../infra/logger.server";
import { proofNeeded, spendProof } from "../reservations/proof-of-work.server";
import { countReservationAttempt } from "../reservations/reservation-attempts.server";
import { replyFromError } from "../forms/reply-from-error.server";

/** Why a booking form was refused: a message key of appointment.errors ("invalid" for the summary). */
type BookingFormError = "invalid" | "failed" | "tooMany" | "bookingsFull" | "proofMissing" | "proofInvalid" | SlotProblem;

type BookingRefusal = {
  formError: BookingFormError;
  fieldErrors: Partial<Record<AppointmentFormField, AppointmentErrorKey>>;
  values: Record<string, string>;
  nextFree: { date: string; time: string }[];
};

/** A submitted booking form: a redirect (303) to the appointment's own page, or the refusal with its status. */
export async function submitAppointment(
  db: Db,
  form: FormData,
  { locale, origin, clientIp }: { locale: Locale; origin: string; clientIp: string },
) {
  const values = echoValues(form, { ...APPOINTMENT_LIMITS, job: 20, day: 10, time: 5 });
  const refuse = (formError: BookingFormError, status: number, extra: Partial<BookingRefusal> = {}) =>
    data<BookingRefusal>({ formError, fieldErrors: {}, values, nextFree: [], ...extra }, { status });
  // Checked first, and nothing is counted or written: no person fills a field they cannot see.
  if (honeypotFilled(form)) return refuse("failed", 400);
  const parsed = parseForm(appointmentFormSchema, form);
  if (!parsed.ok) return refuse("invalid", 400, { fieldErrors: parsed.fieldErrors as BookingRefusal["fieldErrors"] });
  const d = parsed.data;
  try {
    // From an address's second public form of the day, a proof of work (sent by the enhancement script).
    if (await proofNeeded(db, clientIp)) {
      const proof = await spendProof(db, form.get(PROOF_FIELD));
      if (proof !== "ok") return refuse(proof === "missing" ? "proofMissing" : "proofInvalid", 400);
    }
    const result = await bookAppointmentOnline(
      db,
      {
        job: d.job,
        date: d.day,
        time: d.time,
        customerName: d.name,
        phone: d.phone,
        email: d.email,
        plate: d.plate,
        tyreSize: d.tyreSize,
        locale,
        origin,
      },
      { ip: clientIp, limits: reservationLimits() },
    );
    if (!result.ok) return refuse(result.reason === "bookings-full" ? "bookingsFull" : "tooMany", 429);
    return redirect(`${result.booked.changePath}?booked=1`, 303);
  } catch (e) {
    if (e instanceof SlotRefusal)
      return refuse(e.problem, e.problem === "full" ? 409 : 400, { nextFree: e.nextFree.map((s) => ({ date: s.date, time: s.time })) });
    logger.error({ part: "appointment" }, `[appointment] ${dbErrorMessage(e)}`);
    return refuse("failed", 500);
  }
}

/** Why a move or cancel from the link was refused: a slot problem, too many changes, or a link that is used or not valid. */
type LinkProblem = SlotProblem | "tooMany" | "link";

/** A move or cancel sent from an appointment's link: the cancelled page, a redirect to the new link, or the refusal. */
export async function changeByLink(db: Db, form: FormData, token: string, { origin, clientIp }: { origin: string; clientIp: string }) {
  const refuse = (problem: LinkProblem, status: number) => data({ done: null, problem }, { status });
  // Counted against the address's hourly limit first (no phone or e-mail: the link names them).
  const verdict = await countReservationAttempt(db, { ip: clientIp, phone: "" }, reservationLimits());
  if (!verdict.allowed) return refuse("tooMany", 429);
  try {
    if (form.get("intent") === "cancel") {
      await endAppointment(db, { token }, "cancelled", { origin });
      return { done: "cancelled" as const, problem: null };
    }
    const parsed = parseForm(moveFormSchema, form);
    if (!parsed.ok) return refuse("not-a-start", 400);
    const moved = await moveAppointment(db, { token }, { date: parsed.data.day, time: parsed.data.time }, { origin });
    return redirect(`${moved.changePath}?moved=1`, 303);
  } catch (e) {
    if (e instanceof SlotRefusal) return refuse(e.problem, e.problem === "full" ? 409 : 400);
    // A forged or used link, or an appointment already ended: nothing changes, the page says so.
    if (isRefusal(e)) return refuse("link", e.kind === "not-found" ? 404 : 409);
    return replyFromError(e, { failed: "Failed to change the appointment", log: "appointment", t: staffMessages("en") });
  }
}
