// Persistence of the sign-in throttling counters (rules in app/domain/login-rate-limit.ts).
import { eq, inArray } from "drizzle-orm";
import { loginAttempts } from "~db/schema";
import { ACCOUNT_RULE, type AttemptState, IP_RULE, isLocked, recordFailure } from "~/domain/login-rate-limit";
import type { Db } from "./db.server";

const ipKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

async function load(db: Db, keys: string[]): Promise<Map<string, AttemptState>> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  return new Map(rows.map((r) => [r.key, { failures: r.failures, windowStart: r.windowStart, lockedUntil: r.lockedUntil }]));
}

export async function isSignInBlocked(db: Db, ip: string, email: string, now = new Date()): Promise<boolean> {
  const states = await load(db, [ipKey(ip), accountKey(email)]);
  return isLocked(states.get(ipKey(ip)) ?? null, now) || isLocked(states.get(accountKey(email)) ?? null, now);
}

export async function recordSignInFailure(db: Db, ip: string, email: string, now = new Date()) {
  const pairs = [
    [ipKey(ip), IP_RULE],
    [accountKey(email), ACCOUNT_RULE],
  ] as const;
  await db.transaction(async (tx) => {
    for (const [key, rule] of pairs) {
      const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for("update");
      const next = recordFailure(
        row ? { failures: row.failures, windowStart: row.windowStart, lockedUntil: row.lockedUntil } : null,
        rule,
        now,
      );
      await tx
        .insert(loginAttempts)
        .values({ key, ...next })
        .onConflictDoUpdate({ target: loginAttempts.key, set: next });
    }
  });
}

export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
}
