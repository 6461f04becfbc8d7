// Reserving a tyre, online or by staff: one transaction in which the tyre moves available ->
// reserved only if it is still available (a conditional UPDATE, so two customers racing for the
// same tyre cannot both win) and the reservation row is written. Otherwise nothing is written.
// An online reservation holds the tyre for the shop's hold days (a setting) and queues, in the same
// transaction, the shop's notice and the customer's confirmation (app/server/outbox.server.ts).
// The customer's own cancel link ends here too (and is audited); ending a hold frees its tyre
// (freeTyres).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import { centsToDecimal, type Cents, toCents } from "~/domain/money";
import { type HoldKeys, holdKeys, type LimitKind, type ReservationLimits } from "~/domain/reservation-limits";
import { customerConfirmationMail, type MailTyre, shopNewReservationMail, shopReservationEndedMail } from "~/domain/reservation-mail";
import { CUSTOMER_ACTOR } from "~/domain/audit";
import { holdEnd } from "~/domain/reservation-status";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/i18n/locale";
import { href } from "~/i18n/paths";
import { staffPath } from "~/staff-paths";
import { cancelTokenId, cancelTokenKey, cancelTokenMatches, signCancelToken } from "./cancel-token.server";
import { recordAudit } from "./audit.server";
import { dbErrorMessage, type Db, type Tx } from "./db.server";
import { enqueueMail } from "./outbox.server";
import { claimHoldRoom, HoldCapReached, holdKeyValues } from "./online-holds.server";
import { countReservationAttempt, pruneReservationAttempts } from "./reservation-attempts.server";
import { readSettings } from "./settings.server";
import { inStock } from "./storefront.server";

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
  source: "online" | "staff";
  /** The clock (tests move it); an online hold ends the shop's hold days after it. */
  now?: Date;
  /** Where the e-mails of an online reservation link to, and the customer's language. */
  mail?: ReservationMailContext;
  /** An online hold's client keys, and how many active holds each may have (0: no cap). */
  holdCap?: { keys: HoldKeys; max: number };
}

export interface ReservationMailContext {
  /** The shop's public origin, e.g. https://shop.example. */
  origin: string;
  locale: Locale;
}

export function mailTyre(t: TyreRow): MailTyre {
  return { ...t, unitPriceCents: toCents(t.unitPriceEur) };
}

export type ReserveTyreResult = { ok: true; reservation: ReservationRow; tyre: TyreRow } | { ok: false; reason: "not-available" };

export async function reserveTyre(db: Db, input: ReserveTyreInput): Promise<ReserveTyreResult> {
  if (!Number.isInteger(input.depositCents) || input.depositCents < 0) throw new RangeError("depositCents must be a non-negative integer");
  const now = input.now ?? new Date();
  const key = input.source === "online" ? await cancelTokenKey(db) : null;
  return db.transaction(async (tx) => {
    const shop = await readSettings(tx);
    if (input.holdCap) await claimHoldRoom(tx, input.holdCap.keys, input.holdCap.max, now);
    const [tyre] = await tx
      .update(tyres)
      .set({ status: "reserved", updatedAt: sql`now()` })
      .where(and(eq(tyres.id, input.tyreId), inStock))
      .returning();
    if (!tyre) return { ok: false, reason: "not-available" } as const;
    const [reservation] = await tx
      .insert(reservations)
      .values({
        tyreId: tyre.id,
        clientName: input.clientName,
        contactNumber: input.contactNumber || null,
        email: input.email || null,
        vehicleReg: input.vehicleReg || null,
        notes: input.notes || null,
        dateToFit: input.dateToFit || null,
        depositAmountEur: centsToDecimal(input.depositCents),
        source: input.source,
        holdUntil: input.source === "online" ? holdEnd(now, shop.reservationHoldDays) : null,
        reservationDate: now,
        createdAt: now,
        ...holdKeyValues(input.holdCap?.keys),
      })
      .returning();
    if (key) await queueOnlineReservationMail(tx, shop, key, reservation!, tyre, input.mail);
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
  const links = ctx ?? { origin: defaultOrigin(), locale: "es" as const };
  await enqueueMail(
    tx,
    shopNewReservationMail(shop, r, mailTyre(t), { reservations: `${links.origin}${staffPath("reservations")}` }),
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

function defaultOrigin() {
  return process.env.PUBLIC_URL?.replace(/\/+$/, "") || `http://localhost:${process.env.PORT ?? 3000}`;
}

/**
 * Makes each tyre available again whose reservation just ended: only if the tyre is still
 * reserved (a tyre sold since stays sold), has stock, and no other active reservation holds it.
 */
export async function freeTyres(tx: Tx, tyreIds: string[]): Promise<Set<string>> {
  if (tyreIds.length === 0) return new Set();
  const freed = await tx
    .update(tyres)
    .set({ status: "available", updatedAt: sql`now()` })
    .where(
      and(
        inArray(tyres.id, tyreIds),
        eq(tyres.status, "reserved"),
        sql`${tyres.quantity} > 0`,
        sql`not exists (select 1 from ${reservations} where ${reservations.tyreId} = ${tyres.id} and ${reservations.status} = 'active')`,
      ),
    )
    .returning({ id: tyres.id });
  return new Set(freed.map((f) => f.id));
}

export type CustomerCancelView =
  | { ok: true; reservation: ReservationRow; tyre: TyreRow }
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
    const [reservation] = await tx
      .update(reservations)
      .set({ status: "cancelled", cancelledBy: "customer", cancelledAt: now, updatedAt: now })
      .where(eq(reservations.id, found.reservation.id))
      .returning();
    const freed = await freeTyres(tx, [found.tyre.id]);
    const shop = await readSettings(tx);
    await enqueueMail(tx, shopReservationEndedMail(shop, reservation!, found.tyre, "cancelled-by-customer", freed.has(found.tyre.id)), now);
    await recordAudit(tx, {
      actor: CUSTOMER_ACTOR,
      kind: "reservation",
      action: "reservation.cancel",
      subject: `#${reservation!.id}`,
      summary: `Reservation #${reservation!.id} for ${reservation!.clientName} (tyre ${found.tyre.id}) cancelled by the customer from their e-mail link`,
      before: { status: "active" },
      after: { status: "cancelled", cancelledBy: "customer", tyreAvailable: freed.has(found.tyre.id) },
    });
    return { ok: true, reservation: reservation!, tyre: found.tyre };
  });
}

export type OnlineReservationResult =
  | ReserveTyreResult
  /** Past an hourly limit (too many attempts), or (holds-full) already holding the most tyres at once. */
  | { ok: false; reason: "too-many" | "holds-full"; exceeded: LimitKind[] };

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
  await pruneReservationAttempts(db, now).catch((e) => console.error(`[reserve] pruning reservation counters: ${dbErrorMessage(e)}`));
  if (!verdict.allowed) return { ok: false, reason: "too-many", exceeded: verdict.exceeded };
  const holdCap = {
    keys: holdKeys({ ip: client.ip, phone: input.contactNumber, email: input.email }),
    max: client.limits.activeHolds ?? 0,
  };
  try {
    return await reserveTyre(db, { ...input, source: "online", holdCap });
  } catch (e) {
    if (e instanceof HoldCapReached) return { ok: false, reason: "holds-full", exceeded: e.exceeded };
    throw e;
  }
}

/**
 * The reservation just made for this tyre by the same person (same name and phone, within the
 * last `withinMinutes`), if any: a double-submitted form finds its first submission here and is
 * shown the confirmation instead of "not available". Nothing is written.
 */
export async function findRecentReservation(
  db: Db,
  q: { tyreId: string; clientName: string; contactNumber: string | null; withinMinutes?: number },
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tyreId, q.tyreId),
        eq(reservations.clientName, q.clientName),
        q.contactNumber == null ? sql`${reservations.contactNumber} is null` : eq(reservations.contactNumber, q.contactNumber),
        sql`${reservations.createdAt} > now() - make_interval(mins => ${q.withinMinutes ?? 10})`,
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(1);
  return row ?? null;
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
