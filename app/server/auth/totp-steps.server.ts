// A code from an authenticator app is good for one use: the time step (30 s) of the last accepted
// code is kept per user, and a code of that step or an earlier one is refused, so a code seen over
// a shoulder or replayed from a log cannot be used again within its window.
import crypto from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { twoFactor } from "~db/schema";
import type { Auth } from "./auth.server";
import type { Db } from "../infra/db.server";

const PERIOD_S = 30;
/** Steps either side of now that a code may come from (clock drift), as better-auth checks them. */
const WINDOW = 1;

/** The time step of `code` for this user's authenticator secret, or null when it matches none. */
export async function totpStepOf(db: Db, auth: Auth, userId: string, code: string, now = Date.now()): Promise<number | null> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row || !/^\d{6}$/.test(code)) return null;
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  const current = Math.floor(now / 1000 / PERIOD_S);
  for (let step = current + WINDOW; step >= current - WINDOW; step--) if (hotp(secret, step) === code) return step;
  return null;
}

/** RFC 4226 HOTP (SHA-1, 6 digits) keyed with the secret's text, as better-auth's TOTP computes it. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/**
 * Claims `step` for the user: true when no code of this step or a later one was accepted before.
 * One conditional UPDATE, so of two requests with the same code exactly one claims it.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length === 1;
}

/** Checks a code and uses it up: "ok", "wrong" (no match), or "used" (already used once). */
export async function spendTotpCode(db: Db, auth: Auth, userId: string, code: string, now = Date.now()): Promise<"ok" | "wrong" | "used"> {
  const step = await totpStepOf(db, auth, userId, code, now);
  if (step === null) return "wrong";
  return (await claimTotpStep(db, userId, step)) ? "ok" : "used";
}
