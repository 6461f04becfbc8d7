// The customer's quote link: `<quote id>.<HMAC-SHA256 of the id and the quote's creation time>`,
// keyed like the reservation cancel link (one random key of the database). It cannot be forged
// without the key and names one quote; it always shows the quote's newest revision, and says so
// when the quote was answered or is no longer valid.
import { cancelTokenId, cancelTokenKey, recordLink } from "../reservations/cancel-token.server";

export { cancelTokenKey as quoteTokenKey };

const quoteLink = recordLink<{ id: number; createdAt: Date }>("quote", (q) => `${q.id}:${q.createdAt.getTime()}`);
export const signQuoteToken = quoteLink.sign;
export const quoteTokenMatches = quoteLink.matches;

/** The quote id a token claims, or null for a token that cannot be one. */
export const quoteTokenId = cancelTokenId;
