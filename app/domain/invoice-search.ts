// Finding an invoice on /invoices: one text box (invoice number, customer name, phone, number
// plate or tax id), a date range and an amount range, read from the page's query string. A value
// that cannot be read is reported beside its field and that filter is left out: the list still
// shows. Pure, browser-safe.
import { isCalendarDate, phoneDigits } from "./field-rules";
import { type Cents, parseCents } from "./money";

export interface InvoiceSearch {
  /** The text as typed (trimmed, at most 80 characters). */
  q: string;
  from: string | null;
  to: string | null;
  minCents: Cents | null;
  maxCents: Cents | null;
}

export interface InvoiceSearchQuery {
  search: InvoiceSearch;
  /** Messages keyed by the query's field names (q, from, to, min, max). */
  errors: Record<string, string>;
  /** Whether any filter is set (the page then says how many invoices matched). */
  active: boolean;
}

const MAX_AMOUNT_CENTS = 100_000_000;

/** The search's messages; the staff catalogue gives them (app/i18n/staff/{es,en}/invoices.ts). */
export interface InvoiceSearchMessages {
  day: string;
  amount: string;
  endBeforeStart: string;
  maxBelowMin: string;
}

/** Reads the search from a query string; `today` bounds the dates. */
export function parseInvoiceSearch(params: URLSearchParams, m: InvoiceSearchMessages): InvoiceSearchQuery {
  const errors: Record<string, string> = {};
  const text = (k: string) => (params.get(k) ?? "").replace(/\u0000/g, "").trim(); // eslint-disable-line no-control-regex -- NUL is dropped like every form field
  const q = text("q").slice(0, 80);
  const day = (k: "from" | "to") => {
    const v = text(k);
    if (!v) return null;
    if (isCalendarDate(v)) return v;
    errors[k] = m.day;
    return null;
  };
  const amount = (k: "min" | "max") => {
    const v = text(k);
    if (!v) return null;
    const c = parseCents(v);
    if (c != null && Math.abs(c) <= MAX_AMOUNT_CENTS) return c;
    errors[k] = m.amount;
    return null;
  };
  const from = day("from");
  let to = day("to");
  if (from && to && to < from) {
    errors.to = m.endBeforeStart;
    to = null;
  }
  const minCents = amount("min");
  let maxCents = amount("max");
  if (minCents != null && maxCents != null && maxCents < minCents) {
    errors.max = m.maxBelowMin;
    maxCents = null;
  }
  const search = { q, from, to, minCents, maxCents };
  return { search, errors, active: Boolean(q || from || to || minCents != null || maxCents != null) };
}

/** What the text box is compared with, each normalised the way it is stored or typed. */
export interface SearchTerms {
  /** For names and invoice numbers: the text, matched anywhere, case and accents as typed. */
  text: string | null;
  /** For tax ids and plates: upper case, without spaces, hyphens or dots. */
  compact: string | null;
  /**
   * For phones: when the text reads as a phone number (or 6+ digits), its last 9 digits, so
   * "+34 600 111 222" finds a number stored as "600111222" and the other way round.
   */
  phone: string | null;
}

export function searchTerms(q: string): SearchTerms {
  if (!q) return { text: null, compact: null, phone: null };
  const compact = q.toUpperCase().replace(/[\s.-]/g, "");
  const digits = q.replace(/\D/g, "");
  const phone = phoneDigits(q) ?? (digits.length >= 6 && /^[\d\s+().-]+$/.test(q) ? digits : null);
  return { text: q, compact: compact || null, phone: phone ? phone.slice(-9) : null };
}

/** The query string of a search (for the pagination links), without empty values. */
export function invoiceSearchQuery(s: InvoiceSearch, page?: number): string {
  const p = new URLSearchParams();
  if (s.q) p.set("q", s.q);
  if (s.from) p.set("from", s.from);
  if (s.to) p.set("to", s.to);
  if (s.minCents != null) p.set("min", (s.minCents / 100).toFixed(2));
  if (s.maxCents != null) p.set("max", (s.maxCents / 100).toFixed(2));
  if (page && page > 1) p.set("page", String(page));
  const out = p.toString();
  return out ? `?${out}` : "";
}
