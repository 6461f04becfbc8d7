// Every route parameter passes here before a loader or action uses it. A value that is malformed
// (a broken %-escape arrives undecoded), impossible (a NUL, a 300-character slug) or simply not
// of the parameter's form is a 404 page, never a query and never a 500. Every :param of the public
// and staff path tables is read with one of the parsers below.
import { data } from "react-router";
import { SLUG_PATTERN } from "~/domain/blog";
import { isCalendarDate, parseRowId } from "~/domain/field-rules";
import { normaliseTyreId } from "~/domain/tyre-id";

const recordId = parseRowId;

export const ROUTE_PARAMS = {
  /** A tyre's stock code, in any spelling a person may type (t0001a, T-OOO1A): the canonical code. */
  tyreId: (raw: string): string | null => normaliseTyreId(raw),
  /** A blog post's slug. */
  blogSlug: (raw: string): string | null => (raw.length <= 160 && SLUG_PATTERN.test(raw) ? raw : null),
  /** A reservation's cancel token: its id, a dot and a 32-character signature (checked later). */
  cancelToken: (raw: string): string | null => (/^\d{1,10}\.[A-Za-z0-9_-]{32}$/.test(raw) ? raw : null),
  /** An invoice's record id. */
  invoiceId: recordId,
  /** A customer's record id. */
  customerId: recordId,
  /** A blog post's id (staff editor). */
  postId: recordId,
  /** A calendar day, YYYY-MM-DD (a closed day's Z report). */
  calendarDay: (raw: string): string | null => (isCalendarDate(raw) ? raw : null),
  /** A Z report's revision: 1, 2... */
  zRevision: (raw: string): number | null => (/^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null),
  /** Any other row id in a URL (a reservation's, in the confirmation page's ?ok=). */
  recordId,
} as const;

type Parsers = typeof ROUTE_PARAMS;
type Parsed<K extends keyof Parsers> = NonNullable<ReturnType<Parsers[K]>>;

/** The parameter's value, or null when it is missing or not of its form. */
export function readParam<K extends keyof Parsers>(kind: K, raw: string | undefined): Parsed<K> | null {
  if (raw == null) return null;
  return (ROUTE_PARAMS[kind](raw) as Parsed<K> | null) ?? null;
}

/** The parameter's value; a missing or malformed one throws the route's 404. */
export function requireParam<K extends keyof Parsers>(kind: K, raw: string | undefined): Parsed<K> {
  const value = readParam(kind, raw);
  if (value == null) throw data(null, { status: 404 });
  return value;
}
