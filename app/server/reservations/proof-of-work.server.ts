// A proof of work on the public forms that hold stock or reach the shop (a reservation, a stock
// request, a fitting booking), from an address's second form of a shop day: the browser spends about a second of
// work, so rotating phone numbers to hold the stock costs a script real time per tyre. ALTCHA's
// protocol, self-hosted (altcha-lib on the server, a few lines of Web Crypto in the enhancement
// script): no third party, no cookie. The challenge comes from an uncached endpoint the script asks
// only when the visitor sends the form; a solution is good once (its challenge's signature is kept
// until the challenge expires). See docs/decisions/062-proof-of-work-on-public-forms.md.
import crypto from "node:crypto";
import { createChallenge, type Challenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { and, count, eq, gte, lt } from "drizzle-orm";
import { proofsSpent, stockRequests } from "~db/schema";
import { normaliseIp } from "~/domain/reservation-limits";
import { shopMidnight, shopToday } from "~/lib/shop-clock";
import { cancelTokenKey } from "./cancel-token.server";
import type { Db } from "../infra/db.server";
import { proofOfWorkFrom } from "../infra/env.server";
import { bookingsFromClientSince, reservationsFromClientSince } from "./online-holds.server";

/** How long a challenge may be solved and sent. */
const PROOF_TTL_MS = 10 * 60_000;
/**
 * The work: the solver tries counters from 0 until the hash matches the one the server chose at
 * random below this, so on average half of it (about a second of SHA-256 in a phone's browser).
 */
export const PROOF_MAX_COUNTER = 60_000;

/** The two HMAC secrets, derived from the shop's own signing key (never sent anywhere). */
async function secrets(db: Db): Promise<{ signature: string; key: string }> {
  const base = await cancelTokenKey(db);
  const derive = (label: string) => crypto.createHmac("sha256", base).update(label).digest("base64url");
  return { signature: derive("altcha-challenge"), key: derive("altcha-key") };
}

/**
 * Whether the next public form from `clientIp` must carry a proof: the address already sent
 * `PROOF_OF_WORK_FROM - 1` reservations, stock requests or fitting bookings today (shop time).
 */
export async function proofNeeded(db: Db, clientIp: string, now = new Date()): Promise<boolean> {
  const from = proofOfWorkFrom();
  if (from === 0) return false;
  const key = normaliseIp(clientIp);
  const since = shopMidnight(shopToday(now));
  const held = (await reservationsFromClientSince(db, key, since)) + (await bookingsFromClientSince(db, key, since));
  const [asked] = await db
    .select({ n: count() })
    .from(stockRequests)
    .where(and(eq(stockRequests.clientKey, key), gte(stockRequests.createdAt, since)));
  return held + (asked?.n ?? 0) >= from - 1;
}

/** A new signed challenge (ALTCHA v2, SHA-256, one known counter). */
export async function issueChallenge(db: Db, now = new Date()): Promise<Challenge> {
  const s = await secrets(db);
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(PROOF_MAX_COUNTER, 0),
    deriveKey,
    expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
    hmacSignatureSecret: s.signature,
    hmacKeySignatureSecret: s.key,
  });
}

export type ProofVerdict = "ok" | "missing" | "invalid" | "used";

/**
 * Checks a sent proof and spends it: "ok" once per challenge, "used" after, "invalid" when it is
 * malformed, expired, signed by another key or not solved, "missing" when there is none.
 */
export async function spendProof(db: Db, field: FormDataEntryValue | null, now = new Date()): Promise<ProofVerdict> {
  if (typeof field !== "string" || field === "") return "missing";
  if (field.length > 4_000) return "invalid";
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as typeof payload;
  } catch {
    return "invalid";
  }
  const { challenge, solution } = payload ?? {};
  if (!challenge?.parameters || typeof challenge.signature !== "string" || !solution) return "invalid";
  const s = await secrets(db);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: s.signature,
      hmacKeySignatureSecret: s.key,
    });
    verified = result.verified;
  } catch {
    return "invalid";
  }
  if (!verified) return "invalid";
  // Spent once: the signature names the challenge; the row lives as long as the challenge could.
  await db.delete(proofsSpent).where(lt(proofsSpent.expiresAt, now));
  const expiresAt = new Date((challenge.parameters.expiresAt ?? now.getTime() / 1000 + PROOF_TTL_MS / 1000) * 1000);
  const claimed = await db
    .insert(proofsSpent)
    .values({ signature: challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: proofsSpent.signature });
  return claimed.length === 1 ? "ok" : "used";
}
