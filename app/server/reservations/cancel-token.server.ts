// The customer's cancel link: `<reservation id>.<HMAC-SHA256 of the id and the reservation's
// creation time>`, keyed by a random key generated once and kept in app_settings. It cannot be
// forged without the key, names one reservation only, and is single-use because cancelling needs
// the reservation to be active (a second click finds it cancelled).
import { isRowId } from "~/domain/field-rules";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { appSettings } from "~db/schema";
import type { Db, Tx } from "../infra/db.server";

const KEY_NAME = "reservation_cancel_key";
const keys = new WeakMap<object, Buffer>();

/** The signing key of this database, created on first use. */
export async function cancelTokenKey(db: Db | Tx): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  const read = async () => (await db.select().from(appSettings).where(eq(appSettings.key, KEY_NAME)))[0]?.value;
  let value = await read();
  if (!value) {
    await db
      .insert(appSettings)
      .values({ key: KEY_NAME, value: crypto.randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    value = await read();
  }
  if (!value) throw new Error("Could not create the reservation cancel key");
  const key = Buffer.from(value, "base64url");
  keys.set(db, key);
  return key;
}

function mac(key: Buffer, r: { id: number; createdAt: Date }): string {
  return crypto.createHmac("sha256", key).update(`reservation-cancel:${r.id}:${r.createdAt.getTime()}`).digest("base64url").slice(0, 32);
}

export function signCancelToken(key: Buffer, r: { id: number; createdAt: Date }): string {
  return `${r.id}.${mac(key, r)}`;
}

/** The reservation id a token claims to be for, or null for a token that cannot be one. */
export function cancelTokenId(token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return isRowId(id) ? id : null;
}

/** Whether the token was signed with `key` for this reservation (compared in constant time). */
export function cancelTokenMatches(key: Buffer, token: string, r: { id: number; createdAt: Date }): boolean {
  if (cancelTokenId(token) !== r.id) return false;
  const expected = Buffer.from(signCancelToken(key, r));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
