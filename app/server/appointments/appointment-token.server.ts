// The customer's change/cancel link of an appointment: `<id>.<HMAC-SHA256 of the id, its creation
// time and its change count>`, keyed like the reservation cancel link (one random key of the
// database). It names one appointment, and stops working once used: a move or cancellation raises
// the change count, so the old link no longer matches (the new one goes out with the change).
import { cancelTokenId, cancelTokenKey, recordLink } from "../reservations/cancel-token.server";

export { cancelTokenKey as appointmentTokenKey };

const appointmentLink = recordLink<{ id: number; createdAt: Date; changes: number }>(
  "appointment",
  (a) => `${a.id}:${a.createdAt.getTime()}:${a.changes}`,
);
export const signAppointmentToken = appointmentLink.sign;
export const appointmentTokenMatches = appointmentLink.matches;

/** The appointment id a token claims, or null for a token that cannot be one. */
export const appointmentTokenId = cancelTokenId;
