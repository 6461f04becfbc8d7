// Persistence of the sign-in throttling counters (rules in app/domain/login-rate-limit.ts), the
// same way as the online reservation counters: one INSERT ... ON CONFLICT DO UPDATE per attempt
// both counts it and reads the count back, and its row lock serialises parallel attempts on a
// key, so of N simultaneous guesses exactly `max` reach the password check.
import crypto from "node:crypto";
import { inArray, lte, sql } from "drizzle-orm";
import { loginAttempts } from "~db/schema";
import {
  exceededSignInLimits,
  type SignInLimitKey,
  type SignInLimitKind,
  signInLimitKeys,
  signInWindowExpiredBefore,
} from "~/domain/login-rate-limit";
import type { Db } from "../infra/db.server";

/** The stored key; the account-and-address and device pairs are hashed, the address and e-mail stay readable. */
function attemptKey(k: Pick<SignInLimitKey, "kind" | "value">): string {
  if (k.kind === "pair" || k.kind === "device") return `${k.kind}:${crypto.createHash("sha256").update(k.value).digest("hex")}`;
  return `${k.kind}:${k.value}`;
}

export interface SignInAttempt {
  ip: string;
  email: string;
  /** The device id of this account's signed known-device cookie, when the request carries one. */
  device: string | null;
}

/**
 * Counts one sign-in attempt against `keys` in one statement and returns the kinds past their
 * limit. Keys are sorted so that parallel statements lock shared rows in the same order.
 */
async function count(db: Db, keys: SignInLimitKey[], now: Date): Promise<SignInLimitKind[]> {
  const rows = keys.map((k) => ({ ...k, key: attemptKey(k) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (rows.length === 0) return [];
  const expired = sql`${signInWindowExpiredBefore(now).toISOString()}::timestamptz`;
  const counted = await db
    .insert(loginAttempts)
    .values(rows.map((k) => ({ key: k.key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        windowStart: sql`case when ${loginAttempts.windowStart} <= ${expired} then excluded.window_start else ${loginAttempts.windowStart} end`,
        failures: sql`case when ${loginAttempts.windowStart} <= ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
      },
    })
    .returning({ key: loginAttempts.key, count: loginAttempts.failures });
  const countOf = new Map(counted.map((r) => [r.key, r.count]));
  return exceededSignInLimits(rows.map((k) => ({ kind: k.kind, max: k.max, count: countOf.get(k.key) ?? Infinity })));
}

/**
 * Counts one sign-in attempt, before the password is checked, and says whether it may go on.
 * A known device counts against its own budget only. Otherwise the address and
 * account-from-this-address counters come first; only an attempt they let through counts
 * against the account-wide ceiling, so one noisy address cannot use it up.
 */
export async function countSignInAttempt(
  db: Db,
  who: SignInAttempt,
  now = new Date(),
): Promise<{ allowed: boolean; exceeded: SignInLimitKind[] }> {
  const keys = signInLimitKeys(who);
  const local = await count(
    db,
    keys.filter((k) => k.kind !== "account"),
    now,
  );
  if (local.length) return { allowed: false, exceeded: local };
  const wide = await count(
    db,
    keys.filter((k) => k.kind === "account"),
    now,
  );
  return { allowed: wide.length === 0, exceeded: wide };
}

/**
 * A successful sign-in gives its attempt back: the owner's own typing errors from this address are
 * forgotten, and one success does not use up the address's or the account's allowance.
 */
export async function forgiveSignInAttempt(db: Db, who: SignInAttempt) {
  const keys = signInLimitKeys(who);
  const pair = keys.filter((k) => k.kind === "pair" || k.kind === "device").map(attemptKey);
  const others = keys.filter((k) => k.kind !== "pair" && k.kind !== "device").map(attemptKey);
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, pair));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(inArray(loginAttempts.key, others));
}

/** Deletes counters whose window has ended: they no longer limit anyone. */
export async function pruneSignInAttempts(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(lte(loginAttempts.windowStart, signInWindowExpiredBefore(now)))
    .returning({ key: loginAttempts.key });
  return gone.length;
}
