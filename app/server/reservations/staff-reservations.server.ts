// Staff view of reservations (with their tyre), cancelling one or several at once and extending a
// hold. Reservations are never deleted: cancelling marks them cancelled (by staff) with the time
// and frees their tyres in the same transaction. Creating a reservation goes through reserveTyre
// in reservations.server.ts, the same transaction as the public side.
import { PG_INTEGER_MAX } from "~/domain/field-rules";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import { type AuditActor, forCustomer, SYSTEM_ACTOR } from "~/domain/audit";
import { extendedHoldEndInOpeningHours } from "~/domain/hold-end";
import { depositAuditEntry, type DepositRule } from "~/domain/reservation-deposit";
import { RESERVATION_STATUSES, type ReservationStatus } from "~/domain/reservation-status";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { freeTyres } from "./reservations.server";
import { cancelAppointmentOfReservation } from "../appointments/appointments.server";
import { readSettings } from "../settings/settings.server";

export interface ReservationWithTyre {
  reservation: ReservationRow;
  tyre: TyreRow;
}

/** One status's reservations, newest first; active ones by how soon their hold ends. */
export async function listReservations(db: Db, status: ReservationStatus = "active", limit = 500): Promise<ReservationWithTyre[]> {
  return db
    .select({ reservation: reservations, tyre: tyres })
    .from(reservations)
    .innerJoin(tyres, eq(tyres.id, reservations.tyreId))
    .where(eq(reservations.status, status))
    .orderBy(
      ...(status === "active" ? [sql`${reservations.holdUntil} asc nulls last`] : [desc(reservations.updatedAt)]),
      desc(reservations.createdAt),
      desc(reservations.id),
    )
    .limit(limit);
}

/** How many reservations are in each status. */
export async function countReservationsByStatus(db: Db): Promise<Record<ReservationStatus, number>> {
  const rows = await db
    .select({ status: reservations.status, n: sql<number>`count(*)::int` })
    .from(reservations)
    .groupBy(reservations.status)
    .orderBy(asc(reservations.status));
  const counts = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<ReservationStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** Active reservations (the dashboard's and the menu's count). */
export async function countReservations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(eq(reservations.status, "active"));
  return row?.n ?? 0;
}

/** A refusal of a reservation change, worded from the staff catalogue's `reservations.refusals`. */
class ReservationRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

export class ReservationNotFoundError extends ReservationRefusal {
  constructor() {
    super((t) => t.reservations.refusals.notFound, { kind: "not-found" });
  }
}

/** A reservation that has already ended (collected, cancelled or expired): staff cannot change it. */
export class ReservationEndedError extends ReservationRefusal {
  constructor(public status: ReservationStatus) {
    super((t) => t.reservations.refusals.ended(status), { kind: "conflict" });
  }
}

/**
 * The deposit outcome written on a reservation that ends without a sale: the shop's rule when it
 * took a deposit, nothing when it took none (the same rule as depositOutcome, in SQL, for the
 * bulk update).
 */
export function endedDepositOutcome(rule: DepositRule) {
  return sql<DepositRule | null>`case when ${reservations.depositAmountEur} > 0 then ${rule} else null end`;
}

/** The ids one bulk cancel may name: positive 32-bit integers, one to MAX_BULK_CANCEL of them. */
export const MAX_BULK_CANCEL = 200;
export const reservationIdsSchema = z.array(z.number().int().positive().max(PG_INTEGER_MAX)).min(1).max(MAX_BULK_CANCEL);

/** What else a staff cancellation ends: `withFittings`, the fitting times booked with the reservations. */
export interface CancelOptions {
  withFittings?: boolean;
}

/** Marks the active reservation cancelled by staff and, in the same transaction, frees its tyre. */
export async function cancelReservation(
  db: Db,
  id: number,
  now: Date = new Date(),
  actor: AuditActor = SYSTEM_ACTOR,
  opts: CancelOptions = {},
): Promise<{ tyreId: string; tyreAvailable: boolean }> {
  const { cancelled, notFound, ended } = await cancelReservations(db, [id], now, actor, opts);
  if (notFound.length) throw new ReservationNotFoundError();
  if (ended.length) throw new ReservationEndedError(ended[0]!.status);
  const { tyreId, tyreAvailable } = cancelled[0]!;
  return { tyreId, tyreAvailable };
}

export interface BulkCancelResult {
  cancelled: { id: number; tyreId: string; tyreAvailable: boolean }[];
  /** Ids that matched no reservation (never existed). */
  notFound: number[];
  /** Reservations that had already ended (cancelled meanwhile by someone else, collected, expired): left as they are. */
  ended: { id: number; status: ReservationStatus }[];
}

/**
 * Cancels several active reservations in one transaction (status cancelled, by staff, with the
 * time), freeing their tyres by the rule of freeTyres. Ids that match nothing or a reservation
 * that already ended are reported, not an error: another member of staff may have cancelled one a
 * moment earlier. With `withFittings`, the fitting times booked with them are cancelled too (the
 * member of staff was asked); without, they stay on the agenda. Throws RangeError for ids outside
 * reservationIdsSchema.
 */
export async function cancelReservations(
  db: Db,
  ids: number[],
  now: Date = new Date(),
  actor: AuditActor = SYSTEM_ACTOR,
  opts: CancelOptions = {},
): Promise<BulkCancelResult> {
  const parsed = reservationIdsSchema.safeParse(ids);
  if (!parsed.success) throw new RangeError(`Invalid reservation ids: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const wanted = [...new Set(parsed.data)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations)
      .where(inArray(reservations.id, wanted))
      .orderBy(asc(reservations.id))
      .for("update");
    const { depositWhenEnded } = await readSettings(tx);
    const gone = await tx
      .update(reservations)
      .set({
        status: "cancelled",
        cancelledBy: "staff",
        cancelledAt: now,
        updatedAt: now,
        depositOutcome: endedDepositOutcome(depositWhenEnded),
      })
      .where(and(inArray(reservations.id, wanted), eq(reservations.status, "active")))
      .returning({
        id: reservations.id,
        tyreId: reservations.tyreId,
        customerId: reservations.customerId,
        quantity: reservations.quantity,
        depositAmountEur: reservations.depositAmountEur,
        depositOutcome: reservations.depositOutcome,
      });
    const freed = await freeTyres(tx, gone);
    if (opts.withFittings) for (const g of gone) await cancelAppointmentOfReservation(tx, g.id, now, actor);
    for (const g of gone)
      await recordAudit(tx, {
        actor,
        kind: "reservation",
        action: "reservation.cancel",
        subject: `#${g.id}`,
        summary: `Reservation #${g.id}${forCustomer(g.customerId)} (tyre ${g.tyreId}) cancelled by staff${depositAuditEntry(g).note}`,
        before: { status: "active" },
        after: {
          status: "cancelled",
          cancelledBy: "staff",
          tyreAvailable: freed.has(g.tyreId),
          tyreId: g.tyreId,
          customerId: g.customerId,
          ...depositAuditEntry(g).fields,
        },
      });
    const byId = new Map(gone.map((g) => [g.id, g.tyreId]));
    const found = new Map(rows.map((r) => [r.id, r.status]));
    return {
      cancelled: wanted.filter((id) => byId.has(id)).map((id) => ({ id, tyreId: byId.get(id)!, tyreAvailable: freed.has(byId.get(id)!) })),
      notFound: wanted.filter((id) => !found.has(id)),
      ended: wanted.filter((id) => found.has(id) && !byId.has(id)).map((id) => ({ id, status: found.get(id)! })),
    };
  });
}

/** A hold without an end (held until staff end it): there is nothing to extend. */
export class ReservationWithoutEndError extends ReservationRefusal {
  constructor() {
    super((t) => t.reservations.refusals.noEnd, { kind: "conflict" });
  }
}

/**
 * Extends an active reservation's hold by `days` (from its end while ahead, else from now), to
 * closing time of the last open day (the opening hours of the settings). Only a hold that expires
 * can be extended: one held until staff end it is refused with ReservationWithoutEndError, so it
 * never gains an end by accident. Takes the row lock, so an expiry running at the same moment
 * either finds the hold extended or has already expired it, and then this refuses with
 * ReservationEndedError.
 */
export async function extendReservation(db: Db, id: number, days: number, now: Date = new Date()): Promise<ReservationRow> {
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
    if (!r) throw new ReservationNotFoundError();
    if (r.status !== "active") throw new ReservationEndedError(r.status);
    if (!r.holdUntil) throw new ReservationWithoutEndError();
    const shop = await readSettings(tx);
    const [updated] = await tx
      .update(reservations)
      .set({ holdUntil: extendedHoldEndInOpeningHours(r.holdUntil, now, days, shop), updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    return updated!;
  });
}
