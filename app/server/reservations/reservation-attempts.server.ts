// Persistence of the online reservation counters (rules in app/domain/reservation-limits.ts).
// One statement per attempt both counts it and reads the counts back: an INSERT ... ON CONFLICT
// DO UPDATE that starts an expired window again or adds one, RETURNING the new count. The row
// lock it takes serialises parallel attempts on the same key, so of N simultaneous requests
// exactly `max` see a count within the limit, however they interleave.
import crypto from "node:crypto";
import { lte, sql } from "drizzle-orm";
import { reservationAttempts } from "~db/schema";
import {
  exceededLimits,
  type LimitKey,
  type LimitKind,
  type ReservationLimits,
  reservationLimitKeys,
  windowExpiredBefore,
} from "~/domain/reservation-limits";
import type { Db } from "../infra/db.server";

/**
 * The stored key. Phone and e-mail are hashed so this table, which nothing else reads and staff
 * never clean, holds no contact data; the IP stays readable (as in login_attempts) so an abusive
 * address can be looked up and blocked.
 */
export function attemptKey(k: Pick<LimitKey, "kind" | "value">): string {
  if (k.kind === "ip") return `ip:${k.value}`;
  return `${k.kind}:${crypto.createHash("sha256").update(`${k.kind}:${k.value}`).digest("hex")}`;
}

export interface AttemptVerdict {
  allowed: boolean;
  /** The limits this attempt went past (empty when allowed). */
  exceeded: LimitKind[];
}

/**
 * Counts one online reservation attempt against the client's IP, phone and e-mail and says
 * whether it is within the limits. The attempt counts even when refused, so a script that keeps
 * posting stays refused until its window ends.
 */
export async function countReservationAttempt(
  db: Db,
  who: { ip: string; phone: string; email?: string | null },
  limits: ReservationLimits,
  now = new Date(),
): Promise<AttemptVerdict> {
  // Sorted so that parallel statements lock shared rows in the same order (no deadlock).
  const keys = reservationLimitKeys(who, limits)
    .map((k) => ({ ...k, key: attemptKey(k) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (keys.length === 0) return { allowed: true, exceeded: [] };
  const expired = sql`${windowExpiredBefore(now).toISOString()}::timestamptz`;
  const rows = await db
    .insert(reservationAttempts)
    .values(keys.map((k) => ({ key: k.key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: reservationAttempts.key,
      set: {
        windowStart: sql`case when ${reservationAttempts.windowStart} <= ${expired} then excluded.window_start else ${reservationAttempts.windowStart} end`,
        count: sql`case when ${reservationAttempts.windowStart} <= ${expired} then 1 else ${reservationAttempts.count} + 1 end`,
      },
    })
    .returning({ key: reservationAttempts.key, count: reservationAttempts.count });
  const countOf = new Map(rows.map((r) => [r.key, r.count]));
  const exceeded = exceededLimits(keys.map((k) => ({ kind: k.kind, max: k.max, count: countOf.get(k.key) ?? Number.POSITIVE_INFINITY })));
  return { allowed: exceeded.length === 0, exceeded };
}

/** Deletes counters whose window has ended: they no longer limit anyone. */
export async function pruneReservationAttempts(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(reservationAttempts)
    .where(lte(reservationAttempts.windowStart, windowExpiredBefore(now)))
    .returning({ key: reservationAttempts.key });
  return gone.length;
}
