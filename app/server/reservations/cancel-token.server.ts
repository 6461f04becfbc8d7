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

/**
 * A customer's link to one record (a reservation, an appointment, a quote): `<id>.<HMAC-SHA256 of
 * the purpose and the record's fields>`, keyed by this database's key. `fields` says what the link
 * is bound to: a field that changes (an appointment's change count) ends the old links.
 */
export function recordLink<R extends { id: number }>(purpose: string, fields: (r: R) => string) {
  const mac = (key: Buffer, r: R) =>
    crypto
      .createHmac("sha256", key)
      .update(`${purpose}:${fields(r)}`)
      .digest("base64url")
      .slice(0, 32);
  const sign = (key: Buffer, r: R): string => `${r.id}.${mac(key, r)}`;
  /** Whether the token was signed with `key` for this record (compared in constant time). */
  const matches = (key: Buffer, token: string, r: R): boolean => {
    if (cancelTokenId(token) !== r.id) return false;
    const expected = Buffer.from(sign(key, r));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  };
  return { sign, matches };
}

/** The record id a token claims to be for, or null for a token that cannot be one. */
export function cancelTokenId(token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return isRowId(id) ? id : null;
}

const reservationLink = recordLink<{ id: number; createdAt: Date }>("reservation-cancel", (r) => `${r.id}:${r.createdAt.getTime()}`);
export const signCancelToken = reservationLink.sign;
export const cancelTokenMatches = reservationLink.matches;
