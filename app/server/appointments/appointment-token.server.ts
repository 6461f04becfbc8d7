// The customer's change/cancel link of an appointment: `<id>.<HMAC-SHA256 of the id, its creation
// time and its change count>`, keyed like the reservation cancel link (one random key of the
// database). It names one appointment, and stops working once used: a move or cancellation raises
// the change count, so the old link no longer matches (the new one goes out with the change).
import crypto from "node:crypto";
import { cancelTokenId, cancelTokenKey } from "../reservations/cancel-token.server";

export { cancelTokenKey as appointmentTokenKey };

function mac(key: Buffer, a: { id: number; createdAt: Date; changes: number }): string {
  return crypto
    .createHmac("sha256", key)
    .update(`appointment:${a.id}:${a.createdAt.getTime()}:${a.changes}`)
    .digest("base64url")
    .slice(0, 32);
}

export function signAppointmentToken(key: Buffer, a: { id: number; createdAt: Date; changes: number }): string {
  return `${a.id}.${mac(key, a)}`;
}

/** The appointment id a token claims, or null for a token that cannot be one. */
export const appointmentTokenId = cancelTokenId;

export function appointmentTokenMatches(key: Buffer, token: string, a: { id: number; createdAt: Date; changes: number }): boolean {
  if (appointmentTokenId(token) !== a.id) return false;
  const expected = Buffer.from(signAppointmentToken(key, a));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
