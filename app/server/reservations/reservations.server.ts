// Reserving a tyre, online or by staff: one transaction in which the reservation's units are
// added to the tyre's held units only if that many are still on sale (a conditional UPDATE, so two
// customers racing for the last units cannot both win; the tyre becomes reserved when every unit
// is held) and the reservation row is written. Otherwise nothing is written.
// An online reservation holds the tyre for the shop's hold days (a setting) and queues, in the same
// transaction, the shop's notice and the customer's confirmation (app/server/mail/outbox.server.ts).
// The customer's own cancel link ends here too (and is audited); ending a hold frees its tyre
// (freeTyres).
import type { AuditActor } from "~/domain/audit";
import type { PaymentMethod } from "~/domain/invoice";
import { createHash } from "node:crypto";
import { matchOrCreateCustomer } from "../customers/customers.server";
import { sizeLabel } from "~/domain/tyre-size";
import { and, desc, eq, sql } from "drizzle-orm";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import { centsToDecimal, type Cents, toCents } from "~/domain/money";
import { depositAuditEntry, depositOutcome } from "~/domain/reservation-deposit";
import { type HoldKeys, holdKeys, type LimitKind, type ReservationLimits } from "~/domain/reservation-limits";
import { customerConfirmationMail, type MailTyre, shopNewReservationMail, shopReservationEndedMail } from "~/mail/reservation-mail";
import { CUSTOMER_ACTOR, forCustomer } from "~/domain/audit";
import { closingTime, holdEndInOpeningHours, shopInstant } from "~/domain/hold-end";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { href } from "~/i18n/paths";
import { staffPath } from "~/staff-paths";
import { cancelTokenId, cancelTokenKey, cancelTokenMatches, signCancelToken } from "./cancel-token.server";
import { recordAudit } from "../audit.server";
import { fittingJobFor } from "~/domain/appointments";
import { bookInTransaction, cancelAppointmentOfReservation } from "../appointments/appointments.server";
import { appointmentTokenKey } from "../appointments/appointment-token.server";
import { dbErrorMessage, type Db, type Tx } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { BookingCapReached, claimHoldRoom, HoldCapReached, holdKeyValues } from "./online-holds.server";
import { countReservationAttempt, pruneReservationAttempts } from "./reservation-attempts.server";
import { readSettings } from "../settings/settings.server";
import { inStock } from "../storefront/storefront.server";
import { logger } from "../infra/logger.server";
import { publicUrl } from "../infra/env.server";
import { shopMailLocale } from "../mail/shop-mail-locale.server";

export interface ReserveTyreInput {
  tyreId: string;
  clientName: string;
  contactNumber?: string | null;
  email?: string | null;
  vehicleReg?: string | null;
  notes?: string | null;
  /** yyyy-mm-dd */
  dateToFit?: string | null;
  depositCents: Cents;
  /** How a staff reservation's deposit was paid (null: cash, as an online one's). */
  depositMethod?: PaymentMethod | null;
  /** How many units to hold (default 1); refused with "not-available" when fewer are on sale. */
  quantity?: number;
  source: "online" | "staff";
  /** The clock (tests move it); an online hold ends the shop's hold days after it. */
  now?: Date;
  /** Where the e-mails of an online reservation link to, and the customer's language. */
  mail?: ReservationMailContext;
  /** An online hold's client keys, and how many active holds each may have (0: no cap). */
  holdCap?: { keys: HoldKeys; max: number };
  /**
   * A fitting time booked with the reservation (online): the appointment is booked in the same
   * transaction (a refused time rolls the reservation back) and the hold lasts until that day's
   * closing time.
   */
  fitting?: { date: string; time: string };
  /**
   * An online form's own key (FORM_KEY_FIELD): kept hashed on the reservation, and the only way a
   * second submission of the form finds it (a form sent twice from the browser that made it).
   */
  formKey?: string | null;
  /** A staff hold's end (an accepted quote's, until its fitting day or its validity); online holds compute theirs. */
  holdUntil?: Date | null;
  /** The quote whose acceptance this reservation holds the tyres of. */
  quoteId?: number;
  /** Who took a staff reservation (its fitting's audit entry names them). */
  actor?: AuditActor;
}

export interface ReservationMailContext {
  /** The shop's public origin, e.g. https://shop.example. */
  origin: string;
  locale: Locale;
}

export function mailTyre(t: TyreRow): MailTyre {
  return { ...t, unitPriceCents: toCents(t.unitPriceEur) };
}

export type ReserveTyreResult =
  /** `repeated`: the same person's reservation of this tyre from a moment ago (a form sent twice). */
  | { ok: true; reservation: ReservationRow; tyre: TyreRow; repeated?: boolean }
  /** `available`: the units still on sale when fewer than asked (0 when none or no such tyre). */
  | { ok: false; reason: "not-available"; available: number };

export async function reserveTyre(db: Db | Tx, input: ReserveTyreInput): Promise<ReserveTyreResult> {
  if (!Number.isInteger(input.depositCents) || input.depositCents < 0) throw new RangeError("depositCents must be a non-negative integer");
  const units = input.quantity ?? 1;
  if (!Number.isInteger(units) || units < 1) throw new RangeError("quantity must be a positive integer");
  const now = input.now ?? new Date();
  const key = input.source === "online" ? await cancelTokenKey(db) : null;
  return db.transaction(async (tx) => {
    const shop = await readSettings(tx);
    if (input.holdCap) await claimHoldRoom(tx, input.holdCap.keys, input.holdCap.max, now);
    if (input.source === "online" && input.formKey) {
      // A form sent twice (a double click, a retried request) is one reservation: with the tyre's
      // row locked, the second submission finds the first one's committed reservation by the form's
      // own key and returns it instead of holding more units. Someone else who sends the same tyre,
      // name and phone has another key: they reserve (or are refused) as anyone would.
      const [locked] = await tx.select().from(tyres).where(eq(tyres.id, input.tyreId)).for("update");
      const [repeat] = locked
        ? await tx
            .select()
            .from(reservations)
            .where(
              and(
                eq(reservations.tyreId, input.tyreId),
                eq(reservations.status, "active"),
                eq(reservations.source, "online"),
                eq(reservations.formKeyHash, formKeyHash(input.formKey)),
                eq(reservations.clientName, input.clientName),
                input.contactNumber == null
                  ? sql`${reservations.contactNumber} is null`
                  : eq(reservations.contactNumber, input.contactNumber),
                sql`${reservations.createdAt} > ${now.toISOString()}::timestamptz - interval '10 minutes'`,
              ),
            )
            .orderBy(desc(reservations.createdAt))
            .limit(1)
        : [];
      if (locked && repeat) return { ok: true, reservation: repeat, tyre: locked, repeated: true } as const;
    }
    // PostgreSQL re-checks the WHERE on the row a concurrent reservation just changed, so of two
    // customers asking for the last units only the first finds them.
    const [tyre] = await tx
      .update(tyres)
      .set({
        heldQuantity: sql`${tyres.heldQuantity} + ${units}`,
        status: sql`case when ${tyres.quantity} - ${tyres.heldQuantity} = ${units} then 'reserved'::tyre_status else ${tyres.status} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tyres.id, input.tyreId), inStock, sql`${tyres.quantity} - ${tyres.heldQuantity} >= ${units}`))
      .returning();
    if (!tyre) {
      const [left] = await tx
        .select({ n: sql<number>`${tyres.quantity} - ${tyres.heldQuantity}` })
        .from(tyres)
        .where(and(eq(tyres.id, input.tyreId), inStock));
      return { ok: false, reason: "not-available", available: Number(left?.n ?? 0) } as const;
    }
    // The customer's record, matched or created by phone, e-mail or plate (an online reservation
    // only finds an exact match and changes no record: publicFormMatch).
    const customerId = await matchOrCreateCustomer(
      tx,
      { name: input.clientName, phone: input.contactNumber, email: input.email, plate: input.vehicleReg, tyreSize: sizeLabel(tyre) },
      input.source,
    );
    const [reservation] = await tx
      .insert(reservations)
      .values({
        tyreId: tyre.id,
        customerId,
        clientName: input.clientName,
        contactNumber: input.contactNumber || null,
        email: input.email || null,
        vehicleReg: input.vehicleReg || null,
        notes: input.notes || null,
        dateToFit: input.dateToFit || null,
        depositAmountEur: centsToDecimal(input.depositCents),
        depositMethod: input.depositCents > 0 ? (input.depositMethod ?? null) : null,
        quantity: units,
        source: input.source,
        // With a fitting time the hold lasts until that day's closing; else staff say (or not),
        // and an online hold ends the shop's hold days after it, counted in opening hours.
        holdUntil: input.fitting
          ? shopInstant(input.fitting.date, closingTime(shop, input.fitting.date) ?? "23:59")
          : input.source !== "online"
            ? (input.holdUntil ?? null)
            : holdEndInOpeningHours(now, shop.reservationHoldDays, shop),
        reservationDate: now,
        createdAt: now,
        formKeyHash: input.source === "online" && input.formKey ? formKeyHash(input.formKey) : null,
        quoteId: input.quoteId ?? null,
        ...holdKeyValues(input.holdCap?.keys),
      })
      .returning();
    if (key) await queueOnlineReservationMail(tx, shop, key, reservation!, tyre, input.mail);
    if (input.fitting && input.mail)
      await bookInTransaction(tx, await appointmentTokenKey(tx), shop, {
        job: fittingJobFor(units),
        date: input.fitting.date,
        time: input.fitting.time,
        customerName: input.clientName,
        phone: input.contactNumber ?? "",
        email: input.email ?? null,
        plate: input.vehicleReg ?? null,
        tyreSize: sizeLabel(tyre),
        reservationId: reservation!.id,
        customerId,
        locale: input.mail.locale,
        source: input.source,
        actor: input.actor,
        // The fitting time counts against the cap of online bookings ahead, keyed like the hold (no e-mail).
        client: input.holdCap ? { keys: { ...input.holdCap.keys, email: null }, max: input.holdCap.max } : undefined,
        origin: input.mail.origin,
        now,
      });
    return { ok: true, reservation: reservation!, tyre } as const;
  });
}

/** The shop's notice and, when the customer gave an e-mail, their confirmation in their language. */
async function queueOnlineReservationMail(
  tx: Tx,
  shop: ShopSettings,
  key: Buffer,
  r: ReservationRow,
  t: TyreRow,
  ctx?: ReservationMailContext,
) {
  const links = ctx ?? { origin: publicUrl(), locale: "es" as const };
  await enqueueMail(
    tx,
    shopNewReservationMail(shop, r, mailTyre(t), { reservations: `${links.origin}${staffPath("reservations")}` }, await shopMailLocale(tx)),
    r.createdAt,
  );
  if (r.email && r.holdUntil) {
    const cancel = `${links.origin}${href("cancelReservation", links.locale, { token: signCancelToken(key, r) })}`;
    await enqueueMail(
      tx,
      customerConfirmationMail(shop, { ...r, email: r.email, holdUntil: r.holdUntil }, mailTyre(t), links.locale, { cancel }),
      r.createdAt,
    );
  }
}

/**
 * Gives back the units of reservations that just ended (each tyre's held units less theirs), and
 * makes a reserved tyre available again once some of its units are no longer held. A tyre sold or
 * taken off sale since stays so. Returns the tyres that are on sale afterwards.
 */
export async function freeTyres(tx: Tx, ended: readonly { tyreId: string; quantity: number }[]): Promise<Set<string>> {
  const units = new Map<string, number>();
  for (const e of ended) units.set(e.tyreId, (units.get(e.tyreId) ?? 0) + e.quantity);
  const onSale = new Set<string>();
  // One tyre at a time, in id order, like every other writer of several tyres.
  for (const [id, n] of [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const held = sql`greatest(0, ${tyres.heldQuantity} - ${n})`;
    const [t] = await tx
      .update(tyres)
      .set({
        heldQuantity: held,
        status: sql`case when ${tyres.status} = 'reserved' and ${tyres.quantity} - ${held} > 0 then 'available'::tyre_status else ${tyres.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(tyres.id, id))
      .returning({ id: tyres.id, status: tyres.status, quantity: tyres.quantity, held: tyres.heldQuantity });
    if (t && t.status === "available" && t.quantity > t.held) onSale.add(t.id);
  }
  return onSale;
}

export type CustomerCancelView =
  /** `repeated`: the same person's reservation of this tyre from a moment ago (a form sent twice). */
  | { ok: true; reservation: ReservationRow; tyre: TyreRow; repeated?: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "ended"; status: "cancelled" | "collected" | "expired"; tyre: TyreRow };

/** What a cancel link points at (nothing is written): the active reservation, one already ended, or nothing valid. */
export async function reservationForCancelToken(db: Db | Tx, token: string, lock = false): Promise<CustomerCancelView> {
  const id = cancelTokenId(token);
  if (id == null) return { ok: false, reason: "invalid" };
  const q = db.select({ reservation: reservations, tyre: tyres }).from(reservations).innerJoin(tyres, eq(tyres.id, reservations.tyreId));
  const [row] = await (lock ? q.where(eq(reservations.id, id)).for("update", { of: reservations }) : q.where(eq(reservations.id, id)));
  if (!row || !cancelTokenMatches(await cancelTokenKey(db), token, row.reservation)) return { ok: false, reason: "invalid" };
  const status = row.reservation.status;
  if (status !== "active") return { ok: false, reason: "ended", status, tyre: row.tyre };
  return { ok: true, ...row };
}

/**
 * The customer's confirmed cancel: in one transaction the reservation (locked) must still be
 * active, becomes cancelled by the customer, its tyre is freed and the shop is told. A reused or
 * forged token changes nothing and says why.
 */
export async function cancelReservationByCustomer(db: Db, token: string, now: Date = new Date()): Promise<CustomerCancelView> {
  await cancelTokenKey(db);
  return db.transaction(async (tx) => {
    const found = await reservationForCancelToken(tx, token, true);
    if (!found.ok) return found;
    const shop = await readSettings(tx);
    const [reservation] = await tx
      .update(reservations)
      .set({
        status: "cancelled",
        cancelledBy: "customer",
        cancelledAt: now,
        updatedAt: now,
        depositOutcome: depositOutcome(toCents(found.reservation.depositAmountEur), shop.depositWhenEnded),
      })
      .where(eq(reservations.id, found.reservation.id))
      .returning();
    const freed = await freeTyres(tx, [reservation!]);
    // Its fitting time goes with it: nobody comes to fit a tyre the customer no longer wants.
    await cancelAppointmentOfReservation(tx, reservation!.id, now);
    await enqueueMail(
      tx,
      shopReservationEndedMail(shop, reservation!, found.tyre, "cancelled-by-customer", freed.has(found.tyre.id), await shopMailLocale(tx)),
      now,
    );
    await recordAudit(tx, {
      actor: CUSTOMER_ACTOR,
      kind: "reservation",
      action: "reservation.cancel",
      subject: `#${reservation!.id}`,
      summary: `Reservation #${reservation!.id}${forCustomer(reservation!.customerId)} (tyre ${found.tyre.id}) cancelled by the customer from their e-mail link${depositAuditEntry(reservation!).note}`,
      before: { status: "active" },
      after: {
        status: "cancelled",
        cancelledBy: "customer",
        tyreAvailable: freed.has(found.tyre.id),
        tyreId: found.tyre.id,
        customerId: reservation!.customerId,
        ...depositAuditEntry(reservation!).fields,
      },
    });
    return { ok: true, reservation: reservation!, tyre: found.tyre };
  });
}

export type OnlineReservationResult =
  | ReserveTyreResult
  /** Past an hourly limit (too many attempts), or (holds-full) already holding the most tyres at once. */
  | { ok: false; reason: "too-many" | "holds-full" | "bookings-full"; exceeded: LimitKind[] };

/**
 * A reservation from the public form: the attempt is counted against the client's IP, phone and
 * e-mail first (app/domain/reservation-limits.ts); past a limit nothing else is written and the
 * tyre stays available. Then, in the transaction that takes the tyre, the client's active online
 * holds are counted (online-holds.server.ts): at the cap, nothing is reserved either.
 */
export async function reserveTyreOnline(
  db: Db,
  input: Omit<ReserveTyreInput, "source">,
  client: { ip: string; limits: ReservationLimits; now?: Date },
): Promise<OnlineReservationResult> {
  const now = client.now ?? new Date();
  const verdict = await countReservationAttempt(
    db,
    { ip: client.ip, phone: input.contactNumber ?? "", email: input.email },
    client.limits,
    now,
  );
  // Ended windows are swept here, where counters are written; a failure only leaves rows that
  // already limit no one.
  await pruneReservationAttempts(db, now).catch((e) =>
    logger.error({ part: "reserve" }, `[reserve] pruning reservation counters: ${dbErrorMessage(e)}`),
  );
  if (!verdict.allowed) return { ok: false, reason: "too-many", exceeded: verdict.exceeded };
  const holdCap = {
    keys: holdKeys({ ip: client.ip, phone: input.contactNumber, email: input.email }),
    max: client.limits.activeHolds ?? 0,
  };
  try {
    return await reserveTyre(db, { ...input, source: "online", holdCap });
  } catch (e) {
    if (e instanceof HoldCapReached) return { ok: false, reason: "holds-full", exceeded: e.exceeded };
    if (e instanceof BookingCapReached) return { ok: false, reason: "bookings-full", exceeded: e.exceeded };
    throw e;
  }
}

/**
 * The reservation just made for this tyre from the same form (its key, name and phone, within the
 * last `withinMinutes`), if any: a double-submitted form finds its first submission here and is
 * shown the confirmation instead of "not available". Without a key, none. Nothing is written.
 */
export async function findRecentReservation(
  db: Db,
  q: { tyreId: string; formKey: string | null; clientName: string; contactNumber: string | null; withinMinutes?: number },
): Promise<ReservationRow | null> {
  if (!q.formKey) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tyreId, q.tyreId),
        eq(reservations.formKeyHash, formKeyHash(q.formKey)),
        eq(reservations.clientName, q.clientName),
        q.contactNumber == null ? sql`${reservations.contactNumber} is null` : eq(reservations.contactNumber, q.contactNumber),
        sql`${reservations.createdAt} > now() - make_interval(mins => ${q.withinMinutes ?? 10})`,
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(1);
  return row ?? null;
}

/** How a form key is kept on its reservation: hashed, so the stored value sends no form. */
function formKeyHash(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** A reservation of a tyre by id (for the confirmation page). */
export async function getReservationForTyre(db: Db, reservationId: number, tyreId: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.tyreId, tyreId)))
    .limit(1);
  return row ?? null;
}

/**
 * A booking at the counter that holds a stock tyre (the agenda's "Book" with a tyre): the tyre's
 * reservation (no deposit) and its fitting at the day and time, in one transaction; the job is the
 * fitting of the units held. A refused time throws (SlotRefusal) and reserves nothing.
 */
export async function reserveWithFitting(
  db: Db,
  b: { tyreId: string; units: number; day: string; time: string; name: string; phone: string; email?: string | null; plate: string | null },
  ctx: { actor: AuditActor; origin: string },
): Promise<ReserveTyreResult> {
  return reserveTyre(db, {
    tyreId: b.tyreId,
    clientName: b.name,
    contactNumber: b.phone,
    email: b.email ?? null,
    vehicleReg: b.plate,
    dateToFit: b.day,
    depositCents: 0,
    quantity: b.units,
    source: "staff",
    actor: ctx.actor,
    fitting: { date: b.day, time: b.time },
    mail: { origin: ctx.origin, locale: await shopMailLocale(db) },
  });
}
