// Staff view of reservations (with their tyre) and cancelling one or several at once. Creating a
// reservation goes through reserveTyre in reservations.server.ts, the same transaction as the
// public side.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import type { Db, Tx } from "./db.server";

export interface ReservationWithTyre {
  reservation: ReservationRow;
  tyre: TyreRow;
}

export async function listReservations(db: Db, limit = 500): Promise<ReservationWithTyre[]> {
  return db
    .select({ reservation: reservations, tyre: tyres })
    .from(reservations)
    .innerJoin(tyres, eq(tyres.id, reservations.tyreId))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit);
}

export async function countReservations(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reservations);
  return row?.n ?? 0;
}

export class ReservationNotFoundError extends Error {
  constructor() {
    super("Reservation not found");
  }
}

/** The ids one bulk cancel may name: positive 32-bit integers, one to MAX_BULK_CANCEL of them. */
export const MAX_BULK_CANCEL = 200;
export const reservationIdsSchema = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_BULK_CANCEL);

/**
 * Makes each tyre available again whose reservations were just deleted: only if the tyre is still
 * reserved (a tyre sold since stays sold), has stock, and no other reservation holds it.
 */
async function freeTyres(tx: Tx, tyreIds: string[]): Promise<Set<string>> {
  if (tyreIds.length === 0) return new Set();
  const freed = await tx
    .update(tyres)
    .set({ status: "available", updatedAt: sql`now()` })
    .where(
      and(
        inArray(tyres.id, tyreIds),
        eq(tyres.status, "reserved"),
        sql`${tyres.quantity} > 0`,
        sql`not exists (select 1 from ${reservations} where ${reservations.tyreId} = ${tyres.id})`,
      ),
    )
    .returning({ id: tyres.id });
  return new Set(freed.map((f) => f.id));
}

/** Deletes the reservation and, in the same transaction, frees its tyre (see freeTyres). */
export async function cancelReservation(db: Db, id: number): Promise<{ tyreId: string; tyreAvailable: boolean }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(reservations).where(eq(reservations.id, id)).returning({ tyreId: reservations.tyreId });
    if (!gone) throw new ReservationNotFoundError();
    const freed = await freeTyres(tx, [gone.tyreId]);
    return { tyreId: gone.tyreId, tyreAvailable: freed.has(gone.tyreId) };
  });
}

export interface BulkCancelResult {
  cancelled: { id: number; tyreId: string; tyreAvailable: boolean }[];
  /** Ids that matched no reservation (cancelled meanwhile, or never existed). */
  notFound: number[];
}

/**
 * Cancels several reservations in one transaction, freeing their tyres by the same rule as
 * cancelReservation. Ids that match nothing are reported, not an error: another member of staff
 * may have cancelled one a moment earlier. Throws RangeError for ids outside reservationIdsSchema.
 */
export async function cancelReservations(db: Db, ids: number[]): Promise<BulkCancelResult> {
  const parsed = reservationIdsSchema.safeParse(ids);
  if (!parsed.success) throw new RangeError(`Invalid reservation ids: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const wanted = [...new Set(parsed.data)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(reservations)
      .where(inArray(reservations.id, wanted))
      .returning({ id: reservations.id, tyreId: reservations.tyreId });
    const freed = await freeTyres(tx, [...new Set(gone.map((g) => g.tyreId))]);
    const byId = new Map(gone.map((g) => [g.id, g.tyreId]));
    return {
      cancelled: wanted.filter((id) => byId.has(id)).map((id) => ({ id, tyreId: byId.get(id)!, tyreAvailable: freed.has(byId.get(id)!) })),
      notFound: wanted.filter((id) => !byId.has(id)),
    };
  });
}
