// Staff view of reservations (with their tyre) and cancelling one. Creating a reservation goes
// through reserveTyre in reservations.server.ts, the same transaction as the public side.
import { and, desc, eq, sql } from "drizzle-orm";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import type { Db } from "./db.server";

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

/**
 * Deletes the reservation and, in the same transaction, makes its tyre available again: only if
 * the tyre is still reserved (a tyre sold since stays sold) and no other reservation holds it.
 */
export async function cancelReservation(db: Db, id: number): Promise<{ tyreId: string; tyreAvailable: boolean }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(reservations).where(eq(reservations.id, id)).returning({ tyreId: reservations.tyreId });
    if (!gone) throw new ReservationNotFoundError();
    const freed = await tx
      .update(tyres)
      .set({ status: "available", updatedAt: sql`now()` })
      .where(
        and(
          eq(tyres.id, gone.tyreId),
          eq(tyres.status, "reserved"),
          sql`${tyres.quantity} > 0`,
          sql`not exists (select 1 from ${reservations} where ${reservations.tyreId} = ${gone.tyreId})`,
        ),
      )
      .returning({ id: tyres.id });
    return { tyreId: gone.tyreId, tyreAvailable: freed.length > 0 };
  });
}
