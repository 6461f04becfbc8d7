// The cap on active online holds: at most `max` at a time per client address (IPv6: /64), per
// phone and per e-mail, counted from the reservations themselves inside the transaction that
// takes the tyre. Each key is locked first (a transaction-scoped advisory lock, in one order), so
// parallel reservations of one client, each for a different tyre, are counted one after another
// and cannot all slip under the cap. Also what staff see: which active online holds share an
// address or a phone. The same cap, counted from the appointments, bounds the fitting times booked
// online ahead (claimBookingRoom). See docs/decisions/053-online-hold-cap-and-flood-shares.md.
import { and, eq, gt, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import { appointments, reservations } from "~db/schema";
import { type HoldKeys, holdsAtCap, type LimitKind } from "~/domain/reservation-limits";
import type { Db, Tx } from "../infra/db.server";

/** Thrown inside the reservation's transaction (rolling it back) when a key already holds the cap. */
export class HoldCapReached extends Error {
  constructor(readonly exceeded: LimitKind[]) {
    super(`active online holds at the cap for ${exceeded.join(", ")}`);
  }
}

/** Thrown inside a booking's transaction (rolling it back) when a key already has the cap of booked appointments ahead. */
export class BookingCapReached extends Error {
  constructor(readonly exceeded: LimitKind[]) {
    super(`active online bookings at the cap for ${exceeded.join(", ")}`);
  }
}

const KEY_COLUMN = { ip: reservations.clientKey, phone: reservations.phoneKey, email: reservations.emailKey } as const;
const BOOKING_KEY_COLUMN = { ip: appointments.clientKey, phone: appointments.phoneKey, email: null } as const;

function present(keys: HoldKeys): [LimitKind, string][] {
  const list: [LimitKind, string | null][] = [
    ["ip", keys.client],
    ["phone", keys.phone],
    ["email", keys.email],
  ];
  return list.filter((k): k is [LimitKind, string] => !!k[1]);
}

/**
 * Locks the client's keys and refuses (throws HoldCapReached) when one already has `max` active
 * online holds; call it in the reservation's transaction before the tyre is taken.
 */
export async function claimHoldRoom(tx: Tx, keys: HoldKeys, max: number, now: Date) {
  const exceeded = await keysAtCap(tx, "hold", keys, max, async (kind, value) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.status, "active"), eq(KEY_COLUMN[kind], value), gt(reservations.holdUntil, now)));
    return row?.n ?? 0;
  });
  if (exceeded.length) throw new HoldCapReached(exceeded);
}

/**
 * The same for an online fitting booking (from "Pedir cita" or a reservation's fitting time): locks
 * the client's address and phone and refuses (throws BookingCapReached) when one already has `max`
 * appointments booked online that have not started yet. Call it in the booking's transaction
 * before the appointment is written.
 */
export async function claimBookingRoom(tx: Tx, keys: HoldKeys, max: number, now: Date) {
  const exceeded = await keysAtCap(tx, "booking", keys, max, async (kind, value) => {
    const column = BOOKING_KEY_COLUMN[kind];
    if (!column) return 0;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(eq(appointments.status, "booked"), eq(column, value), gt(appointments.startsAt, now)));
    return row?.n ?? 0;
  });
  if (exceeded.length) throw new BookingCapReached(exceeded);
}

/**
 * Locks each of the client's keys (a transaction-scoped advisory lock named by `scope`, in one
 * order for every transaction, so two clients sharing a phone cannot deadlock), counts what each
 * already has active and returns the kinds at the cap.
 */
async function keysAtCap(
  tx: Tx,
  scope: "hold" | "booking",
  keys: HoldKeys,
  max: number,
  active: (kind: LimitKind, value: string) => Promise<number>,
): Promise<LimitKind[]> {
  if (max <= 0) return [];
  const list = present(keys);
  for (const [kind, value] of [...list].sort((a, b) => `${a[0]}:${a[1]}`.localeCompare(`${b[0]}:${b[1]}`)))
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${kind}:${value}`}, 0))`);
  const counts = { ip: 0, phone: 0, email: 0 };
  for (const [kind, value] of list) counts[kind] = await active(kind, value);
  return holdsAtCap(counts, max);
}

/** The key columns of a new reservation (staff reservations have none). */
export function holdKeyValues(keys: HoldKeys | undefined) {
  return keys ? { clientKey: keys.client, phoneKey: keys.phone, emailKey: keys.email } : {};
}

/** Online reservations made from this client address since `since` (any status). */
export async function reservationsFromClientSince(db: Db, client: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.clientKey, client), gt(reservations.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Fitting times booked from "Pedir cita" at this client address since `since` (any status); a
 * reservation's fitting time is not counted apart, its reservation already is.
 */
export async function bookingsFromClientSince(db: Db, client: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.clientKey, client), gte(appointments.createdAt, since), isNull(appointments.reservationId)));
  return row?.n ?? 0;
}

/**
 * Active online holds that share their client address or phone with another active online hold:
 * reservation id -> the ids of the others in its group (staff see them together on /reservations).
 */
export async function sharedHoldGroups(db: Db): Promise<Map<number, { by: "address" | "phone"; ids: number[] }>> {
  const rows = await db
    .select({ id: reservations.id, client: reservations.clientKey, phone: reservations.phoneKey })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "active"),
        eq(reservations.source, "online"),
        or(isNotNull(reservations.clientKey), isNotNull(reservations.phoneKey)),
      ),
    );
  const byClient = new Map<string, number[]>();
  const byPhone = new Map<string, number[]>();
  for (const r of rows) {
    if (r.client) byClient.set(r.client, [...(byClient.get(r.client) ?? []), r.id]);
    if (r.phone) byPhone.set(r.phone, [...(byPhone.get(r.phone) ?? []), r.id]);
  }
  const out = new Map<number, { by: "address" | "phone"; ids: number[] }>();
  for (const [by, groups] of [
    ["address", byClient],
    ["phone", byPhone],
  ] as const)
    for (const ids of groups.values())
      if (ids.length > 1) for (const id of ids) if (!out.has(id)) out.set(id, { by, ids: [...ids].sort((a, b) => a - b) });
  return out;
}
