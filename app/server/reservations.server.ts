// Reserving a tyre, online or by staff: one transaction in which the tyre moves available ->
// reserved only if it is still available (a conditional UPDATE, so two customers racing for the
// same tyre cannot both win) and the reservation row is written. Otherwise nothing is written.
import { and, desc, eq, sql } from "drizzle-orm";
import { reservations, tyres, type ReservationRow, type TyreRow } from "~db/schema";
import { centsToDecimal, type Cents } from "~/domain/money";
import type { LimitKind, ReservationLimits } from "~/domain/reservation-limits";
import { dbErrorMessage, type Db } from "./db.server";
import { countReservationAttempt, pruneReservationAttempts } from "./reservation-attempts.server";
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
}

export type ReserveTyreResult = { ok: true; reservation: ReservationRow; tyre: TyreRow } | { ok: false; reason: "not-available" };

export async function reserveTyre(db: Db, input: ReserveTyreInput): Promise<ReserveTyreResult> {
  if (!Number.isInteger(input.depositCents) || input.depositCents < 0) throw new RangeError("depositCents must be a non-negative integer");
  return db.transaction(async (tx) => {
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
      })
      .returning();
    return { ok: true, reservation: reservation!, tyre } as const;
  });
}

export type OnlineReservationResult = ReserveTyreResult | { ok: false; reason: "too-many"; exceeded: LimitKind[] };

/**
 * A reservation from the public form: the attempt is counted against the client's IP, phone and
 * e-mail first (app/domain/reservation-limits.ts); past a limit nothing else is written and the
 * tyre stays available.
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
  return reserveTyre(db, { ...input, source: "online" });
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
