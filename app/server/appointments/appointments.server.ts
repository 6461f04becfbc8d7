// Fitting appointments: booking (online or by staff), moving, cancelling and marking them done or
// no-show, the day's free times, and the day-before reminder. Every change that takes a lift runs
// with one transaction-scoped advisory lock held (all appointments share it), reads the booked
// appointments of the day and checks the capacity rule (app/domain/appointments.ts) before it
// writes: two customers racing for the last lift are serialised, one wins and the other is refused
// with the next free times. E-mails (customer with the .ics and the signed link, the shop's notice)
// are queued in the same transaction through the outbox. A booking from the public page counts
// against the reservations' hourly limits first, and an online booking is refused when its
// address or phone already has the cap of appointments booked ahead (online-holds.server.ts).
// Audit entries name the appointment and the customer's record by id, never the person.
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { appointments, type AppointmentRow, reservations, type ReservationRow, type TyreRow, tyres } from "~db/schema";
import { type AuditActor, CUSTOMER_ACTOR } from "~/domain/audit";
import {
  APPOINTMENT_JOBS,
  assignLifts,
  type AppointmentJob,
  type AppointmentStatus,
  type Interval,
  JOB_LABELS,
  nextFreeSlots,
  type Slot,
  type SlotProblem,
  slotProblem,
  freeSlots,
} from "~/domain/appointments";
import type { CustomerMailKind } from "~/mail/appointment-mail";
import { addDays, closingTime, shopDate, shopInstant } from "~/domain/hold-end";
import { bookingKeys, type HoldKeys, type LimitKind, type ReservationLimits } from "~/domain/reservation-limits";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { href } from "~/i18n/paths";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { staffDateTime } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";
import { appointmentTokenId, appointmentTokenKey, appointmentTokenMatches, signAppointmentToken } from "./appointment-token.server";
import { recordAudit } from "../audit.server";
import { matchOrCreateCustomer } from "../customers/customers.server";
import { type Db, dbErrorMessage, type Tx } from "../infra/db.server";
import { logger } from "../infra/logger.server";
import { BookingCapReached, claimBookingRoom } from "../reservations/online-holds.server";
import { enqueueMail } from "../mail/outbox.server";
import { countReservationAttempt, pruneReservationAttempts } from "../reservations/reservation-attempts.server";
import { readSettings } from "../settings/settings.server";
import { shopMailLocale } from "../mail/shop-mail-locale.server";

/** A refusal of a change to an appointment, worded from the staff catalogue's `agenda.messages`; `message` is the English. */
class AppointmentRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

const nextFreeList = (nextFree: (Slot & { date: string })[]) => nextFree.map((s) => `${s.date} ${s.time}`).join(", ");

/** A refused time: why, and the next free starts to offer instead. */
export class SlotRefusal extends AppointmentRefusal {
  constructor(
    readonly problem: SlotProblem,
    readonly nextFree: (Slot & { date: string })[],
  ) {
    super(
      ({ agenda: { messages: m } }) =>
        problem === "full" && nextFree.length ? m.fullNext(m.problems.full, nextFreeList(nextFree)) : m.problems[problem],
      { kind: problem === "full" ? "conflict" : "invalid", field: "time" },
    );
  }
}

async function lockBookings(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('appointments:book', 0))`);
}

/** The appointments that take a lift on a day (booked), optionally leaving one out (the one being moved). */
async function bookedOn(tx: Db | Tx, day: string, except?: number): Promise<Interval[]> {
  const rows = await tx
    .select({ id: appointments.id, start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.day, day), eq(appointments.status, "booked")));
  return rows.filter((r) => r.id !== except);
}

export interface BookInput {
  job: AppointmentJob;
  date: string;
  time: string;
  customerName: string;
  phone: string;
  email?: string | null;
  plate?: string | null;
  tyreSize?: string | null;
  notes?: string | null;
  reservationId?: number | null;
  /**
   * The customer record the reservation booked with it was matched to, in the same transaction;
   * without it, the booking matches or creates the record itself.
   */
  customerId?: number | null;
  locale: Locale;
  source: "online" | "staff";
  /** An online booking's client keys and the cap of appointments booked ahead per key (0: none). */
  client?: { keys: HoldKeys; max: number };
  actor?: AuditActor;
  /** The shop's public origin (the e-mails' links). */
  origin: string;
  now?: Date;
}

export interface Booked {
  appointment: AppointmentRow;
  /** The customer's change/cancel link (path). */
  changePath: string;
}

export function changePath(key: Buffer, a: AppointmentRow): string {
  return href("changeAppointment", a.locale, { token: signAppointmentToken(key, a) });
}

async function queueMails(tx: Tx, shop: ShopSettings, key: Buffer, a: AppointmentRow, origin: string, what: CustomerMailKind) {
  const change = origin + changePath(key, a);
  // The mails and their calendar file (ics) are loaded with the first booking, not at every start.
  const { customerAppointmentMail, shopAppointmentMail } = await import("~/mail/appointment-mail");
  if (a.email) await enqueueMail(tx, customerAppointmentMail(shop, { ...a, email: a.email }, a.locale, what, change));
  if (what !== "reminder") {
    const shopWhat = what === "confirmation" ? "new" : what;
    const agenda = `${origin}${staffPath("agenda")}?day=${a.day}`;
    await enqueueMail(tx, shopAppointmentMail(shop, a, shopWhat, agenda, await shopMailLocale(tx)));
  }
}

async function refuseIfProblem(
  tx: Tx,
  shop: ShopSettings,
  input: { date: string; time: string; job: AppointmentJob },
  now: Date,
  staff: boolean,
  except?: number,
): Promise<Interval[]> {
  const booked = await bookedOn(tx, input.date, except);
  const problem = slotProblem(shop, input, booked, now, { staff });
  if (problem) {
    const next =
      problem === "full" || problem === "too-soon"
        ? (await nextFree(tx, shop, input.date, input.job, now, except))
            .filter((s) => s.date > input.date || s.time > input.time)
            .slice(0, 5)
        : [];
    throw new SlotRefusal(problem, next);
  }
  return booked;
}

async function nextFree(tx: Db | Tx, shop: ShopSettings, from: string, job: AppointmentJob, now: Date, except?: number) {
  const rows = await tx
    .select({ id: appointments.id, day: appointments.day, start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(and(gte(appointments.day, from), lt(appointments.day, addDays(from, 14)), eq(appointments.status, "booked")));
  const days = new Map<string, Interval[]>();
  for (const r of rows) if (r.id !== except) days.set(r.day, [...(days.get(r.day) ?? []), r]);
  return nextFreeSlots(shop, from, job, (d) => days.get(d) ?? [], now, 40, 14);
}

export async function bookAppointment(db: Db, input: BookInput): Promise<Booked> {
  const key = await appointmentTokenKey(db);
  return db.transaction(async (tx) => bookInTransaction(tx, key, await readSettings(tx), input));
}

/**
 * Books inside a transaction that may write more (a reservation with its fitting time): takes the
 * booking lock, checks the rule, writes, audits and queues the e-mails; a refusal throws, so the
 * whole transaction rolls back.
 */
export async function bookInTransaction(tx: Tx, key: Buffer, shop: ShopSettings, input: BookInput): Promise<Booked> {
  const now = input.now ?? new Date();
  // The customer's record, matched or created by phone, e-mail or plate (an online booking only
  // finds an exact match and changes no record): before the booking lock, in the order a
  // reservation with its fitting time takes them (customer keys, then bookings).
  const customerId =
    input.customerId !== undefined
      ? input.customerId
      : await matchOrCreateCustomer(
          tx,
          { name: input.customerName, phone: input.phone, email: input.email, plate: input.plate, tyreSize: input.tyreSize },
          input.source,
        );
  // The client's keys, then the booking lock: the order every booking takes them in.
  if (input.client) await claimBookingRoom(tx, input.client.keys, input.client.max, now);
  await lockBookings(tx);
  await refuseIfProblem(tx, shop, input, now, input.source === "staff");
  const start = shopInstant(input.date, input.time);
  const end = new Date(start.getTime() + shop.appointments.durations[input.job] * 60_000);
  const [row] = await tx
    .insert(appointments)
    .values({
      startsAt: start,
      endsAt: end,
      day: input.date,
      job: input.job,
      plate: input.plate ?? null,
      tyreSize: input.tyreSize ?? null,
      customerName: input.customerName,
      phone: input.phone,
      email: input.email ?? null,
      notes: input.notes ?? null,
      locale: input.locale,
      reservationId: input.reservationId ?? null,
      source: input.source,
      clientKey: input.client?.keys.client ?? null,
      phoneKey: input.client?.keys.phone ?? null,
      customerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const a = row!;
  await recordAudit(tx, {
    actor: input.actor ?? CUSTOMER_ACTOR,
    kind: "reservation",
    action: "appointment.book",
    subject: `appointment #${a.id}`,
    summary: `Appointment #${a.id} booked${customerId ? ` for customer #${customerId}` : ""}: ${staffDateTime.format(a.startsAt)}, ${JOB_LABELS[a.job]}${a.reservationId ? ` (reservation #${a.reservationId})` : ""}`,
    after: { day: a.day, time: input.time, job: a.job, source: a.source, reservationId: a.reservationId, customerId },
  });
  await queueMails(tx, shop, key, a, input.origin, "confirmation");
  return { appointment: a, changePath: changePath(key, a) };
}

type OnlineBookingResult =
  | { ok: true; booked: Booked }
  /** Past an hourly limit (too many attempts), or (bookings-full) already holding the most bookings ahead at once. */
  | { ok: false; reason: "too-many" | "bookings-full"; exceeded: LimitKind[] };

/**
 * A booking from the public page: the attempt is counted against the client's address, phone and
 * e-mail in the reservations' hourly counters first (app/domain/reservation-limits.ts); past a limit
 * nothing else is written. Then, in the booking's transaction, the client's appointments booked
 * ahead are counted by address and phone: at the cap, nothing is booked either.
 */
export async function bookAppointmentOnline(
  db: Db,
  input: Omit<BookInput, "source" | "client" | "actor">,
  client: { ip: string; limits: ReservationLimits; now?: Date },
): Promise<OnlineBookingResult> {
  const now = client.now ?? new Date();
  const verdict = await countReservationAttempt(db, { ip: client.ip, phone: input.phone, email: input.email }, client.limits, now);
  await pruneReservationAttempts(db, now).catch((e) =>
    logger.error({ part: "appointment" }, `[appointment] pruning reservation counters: ${dbErrorMessage(e)}`),
  );
  if (!verdict.allowed) return { ok: false, reason: "too-many", exceeded: verdict.exceeded };
  const keys = bookingKeys({ ip: client.ip, phone: input.phone });
  try {
    const booked = await bookAppointment(db, { ...input, source: "online", client: { keys, max: client.limits.activeHolds ?? 0 } });
    return { ok: true, booked };
  } catch (e) {
    if (e instanceof BookingCapReached) return { ok: false, reason: "bookings-full", exceeded: e.exceeded };
    throw e;
  }
}

/** Who asks for a change: staff (by id) or the customer (by the signed link). */
export type ChangeBy = { staff: AuditActor; id: number } | { token: string };

async function lockedAppointment(tx: Tx, key: Buffer, by: ChangeBy): Promise<AppointmentRow> {
  const id = "token" in by ? appointmentTokenId(by.token) : by.id;
  const [row] = id == null ? [] : await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  if (!row || ("token" in by && !appointmentTokenMatches(key, by.token, row)))
    throw "token" in by
      ? new Refusal((t) => t.agenda.messages.linkInvalid, { kind: "not-found" })
      : new AppointmentRefusal((t) => t.agenda.messages.notFound, { kind: "not-found" });
  const status = row.status;
  if (status !== "booked") throw new AppointmentRefusal((t) => t.agenda.messages.ended(status), { kind: "conflict" });
  return row;
}

/**
 * Writes `set` on a locked appointment, counting one more change, and audits it (as staff or the
 * customer, whoever asked) with what `audit` says of the changed row.
 */
async function changeAppointment(
  tx: Tx,
  by: ChangeBy,
  before: AppointmentRow,
  set: Partial<typeof appointments.$inferInsert>,
  audit: (a: AppointmentRow) => { action: string; summary: string; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({ ...set, changes: before.changes + 1 })
    .where(eq(appointments.id, before.id))
    .returning();
  const a = row!;
  await recordAudit(tx, {
    actor: "staff" in by ? by.staff : CUSTOMER_ACTOR,
    kind: "reservation",
    subject: `appointment #${a.id}`,
    ...audit(a),
  });
  return a;
}

/** Moves an appointment to a new day and time (the capacity rule checked without it). */
export async function moveAppointment(
  db: Db,
  by: ChangeBy,
  to: { date: string; time: string },
  opts: { origin: string; now?: Date },
): Promise<Booked> {
  const now = opts.now ?? new Date();
  const key = await appointmentTokenKey(db);
  return db.transaction(async (tx) => {
    await lockBookings(tx);
    const before = await lockedAppointment(tx, key, by);
    const shop = await readSettings(tx);
    await refuseIfProblem(tx, shop, { ...to, job: before.job }, now, "staff" in by, before.id);
    const start = shopInstant(to.date, to.time);
    const end = new Date(start.getTime() + shop.appointments.durations[before.job] * 60_000);
    const a = await changeAppointment(
      tx,
      by,
      before,
      { startsAt: start, endsAt: end, day: to.date, reminderSentAt: null, updatedAt: now },
      (a) => ({
        action: "appointment.move",
        summary: `Appointment #${a.id} moved from ${staffDateTime.format(before.startsAt)} to ${staffDateTime.format(a.startsAt)}`,
        before: { startsAt: before.startsAt.toISOString() },
        after: { startsAt: a.startsAt.toISOString() },
      }),
    );
    // The reservation booked with it is held until the new day's closing time (one booking, one hold).
    if (a.reservationId != null)
      await tx
        .update(reservations)
        .set({ holdUntil: shopInstant(to.date, closingTime(shop, to.date) ?? "23:59"), dateToFit: to.date, updatedAt: now })
        .where(and(eq(reservations.id, a.reservationId), eq(reservations.status, "active"), isNotNull(reservations.holdUntil)));
    await queueMails(tx, shop, key, a, opts.origin, "moved");
    return { appointment: a, changePath: changePath(key, a) };
  });
}

/** Ends an appointment: cancelled (by staff or the customer's link), done or no-show (staff). */
export async function endAppointment(
  db: Db,
  by: ChangeBy,
  status: Exclude<AppointmentStatus, "booked">,
  opts: { origin: string; now?: Date },
): Promise<AppointmentRow> {
  if ("token" in by && status !== "cancelled") throw new RangeError("a customer can only cancel");
  const now = opts.now ?? new Date();
  const key = await appointmentTokenKey(db);
  return db.transaction(async (tx) => {
    const before = await lockedAppointment(tx, key, by);
    const a = await changeAppointment(
      tx,
      by,
      before,
      { status, cancelledAt: status === "cancelled" ? now : null, updatedAt: now },
      (a) => ({
        action: `appointment.${status}`,
        summary: `Appointment #${a.id} (${staffDateTime.format(a.startsAt)}) marked ${status}${"token" in by ? " by the customer" : ""}`,
        before: { status: before.status },
        after: { status },
      }),
    );
    if (status === "cancelled") {
      const shop = await readSettings(tx);
      await queueMails(tx, shop, key, a, opts.origin, "cancelled");
    }
    return a;
  });
}

/**
 * A cancelled reservation takes its fitting time with it (in the cancellation's transaction): the
 * appointment booked with it is cancelled, audited as the customer's (their link) or as the member
 * of staff's (`staff`: they chose to cancel both). Returns it, or null when there was none.
 */
export async function cancelAppointmentOfReservation(
  tx: Tx,
  reservationId: number,
  now: Date,
  staff?: AuditActor,
): Promise<AppointmentRow | null> {
  const [before] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.reservationId, reservationId), eq(appointments.status, "booked")))
    .for("update");
  if (!before) return null;
  const by: ChangeBy = staff ? { staff, id: before.id } : { token: "" };
  return changeAppointment(tx, by, before, { status: "cancelled", cancelledAt: now, updatedAt: now }, (a) => ({
    action: "appointment.cancelled",
    summary: `Appointment #${a.id} (${staffDateTime.format(a.startsAt)}) cancelled with its reservation #${reservationId} by ${staff ? "staff" : "the customer"}`,
    before: { status: before.status },
    after: { status: "cancelled", reservationId },
  }));
}

/** The reservation a booked appointment was made with, or null. */
export async function reservationOfAppointment(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ reservationId: appointments.reservationId })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.status, "booked")));
  return row?.reservationId ?? null;
}

/** The booked fitting times of these reservations (their appointments), by reservation id. */
export async function bookedFittings(db: Db | Tx, reservationIds: readonly number[]): Promise<Map<number, Date>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ reservationId: appointments.reservationId, startsAt: appointments.startsAt })
    .from(appointments)
    .where(and(inArray(appointments.reservationId, [...reservationIds]), eq(appointments.status, "booked")));
  return new Map(rows.map((r) => [r.reservationId!, r.startsAt]));
}

/** The booked appointment made with a reservation (its fitting time), or null. */
export async function appointmentOfReservation(db: Db, reservationId: number): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.reservationId, reservationId), eq(appointments.status, "booked")))
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row ?? null;
}

/** The appointment a customer's link names, or null when the link is not (or no longer) valid. */
export async function appointmentByToken(db: Db, token: string): Promise<AppointmentRow | null> {
  const id = appointmentTokenId(token);
  if (id == null) return null;
  const key = await appointmentTokenKey(db);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row && appointmentTokenMatches(key, token, row) ? row : null;
}

/** The free starts of a day for a job, as a customer (or staff: any time ahead) may book them. */
export async function freeTimes(
  db: Db,
  shop: ShopSettings,
  day: string,
  job: AppointmentJob,
  opts: { now?: Date; except?: number; staff?: boolean } = {},
): Promise<Slot[]> {
  const now = opts.now ?? new Date();
  const booked = await bookedOn(db, day, opts.except);
  if (opts.staff) return freeSlots(shop, day, job, booked, now, true).filter((s) => s.start > now);
  return freeSlots(shop, day, job, booked, now);
}

/** Every appointment of the days [from, to) (yyyy-mm-dd), in start order. */
export async function appointmentsBetween(db: Db, from: string, to: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(gte(appointments.day, from), lt(appointments.day, to)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * Queues the day-before reminders due at `now`: booked appointments of tomorrow (the shop's day)
 * without one, once the shop's clock has reached the reminder hour. Rows are claimed with FOR
 * UPDATE SKIP LOCKED and marked in the same transaction, and the message's dedupe key names the
 * appointment and its change count: two workers never send one twice.
 */
export async function queueDueReminders(db: Db, origin: string, now: Date = new Date()): Promise<number[]> {
  const shop = await readSettings(db);
  const today = shopDate(now);
  if (now < shopInstant(today, `${String(shop.appointments.reminderHour).padStart(2, "0")}:00`)) return [];
  const tomorrow = addDays(today, 1);
  const key = await appointmentTokenKey(db);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.day, tomorrow),
          eq(appointments.status, "booked"),
          sql`${appointments.reminderSentAt} is null`,
          gte(appointments.startsAt, now),
        ),
      )
      .orderBy(asc(appointments.id))
      .limit(100)
      .for("update", { skipLocked: true });
    for (const a of due) {
      await tx.update(appointments).set({ reminderSentAt: now }).where(eq(appointments.id, a.id));
      if (a.email) await queueMails(tx, shop, key, a, origin, "reminder");
    }
    return due.map((a) => a.id);
  });
}

/** What the agenda shows: the days from `from` (1 or 7), each appointment with its lift, and the shown day's free times per job. */
/** The still active reservations linked to appointments, with their tyres (what "Sell" puts in the basket). */
export async function linkedReservations(db: Db, ids: readonly number[]): Promise<{ reservation: ReservationRow; tyre: TyreRow }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ reservation: reservations, tyre: tyres })
    .from(reservations)
    .innerJoin(tyres, eq(tyres.id, reservations.tyreId))
    .where(and(inArray(reservations.id, [...ids]), eq(reservations.status, "active")));
}

export async function agendaData(db: Db, shop: ShopSettings, from: string, days: 1 | 7, now: Date = new Date()) {
  const rows = await appointmentsBetween(db, from, addDays(from, days));
  const items = rows.map((r) => ({
    id: r.id,
    day: r.day,
    start: r.startsAt,
    end: r.endsAt,
    job: r.job,
    status: r.status,
    customerName: r.customerName,
    phone: r.phone,
    email: r.email,
    locale: r.locale,
    plate: r.plate,
    tyreSize: r.tyreSize,
    reservationId: r.reservationId,
    source: r.source,
  }));
  const byDay = new Map<string, typeof items>();
  for (const it of items) byDay.set(it.day, [...(byDay.get(it.day) ?? []), it]);
  // Lifts for the booked ones (the columns); ended ones sit beside them without one.
  const placed = [...byDay.values()].flatMap((list) => [
    ...assignLifts(list.filter((x) => x.status === "booked")),
    ...list.filter((x) => x.status !== "booked").map((x) => ({ ...x, lift: 0 })),
  ]);
  const free: Partial<Record<AppointmentJob, string[]>> = {};
  for (const job of APPOINTMENT_JOBS)
    if (shop.appointments.durations[job] > 0) free[job] = (await freeTimes(db, shop, from, job, { now, staff: true })).map((s) => s.time);
  return {
    appointments: placed
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((a) => ({ ...a, start: a.start.toISOString(), end: a.end.toISOString() })),
    free,
  };
}
