// The register of issued invoices for the accountant (libro registro de facturas expedidas): one
// row per invoice in a date range, in invoice order, with a total row at the end. Amounts come
// from each invoice's own record (total and IVA as issued), never recomputed at today's rate.
import { amountCell, textCell } from "./csv-export";
import { type Cents } from "./money";

const SHOP_TIME_ZONE = "Europe/Madrid";

export const REGISTER_HEADER = [
  "Fecha expedición",
  "Serie",
  "Número",
  "Tipo",
  "Factura rectificada",
  "NIF destinatario",
  "Nombre destinatario",
  "Base imponible",
  "Tipo IVA (%)",
  "Cuota IVA",
  "Total",
] as const;

export interface RegisterEntry {
  invoiceDate: Date;
  /** "2026-000123": the series is the part before the last hyphen. */
  invoiceNumber: string;
  /** VERI*FACTU type: F2 simplified, F1 full, R1/R5 rectifying. */
  invoiceType: string;
  /** The invoice a rectifying invoice corrects ("2026-000120, 03/03/2026"), else null. */
  rectifies: string | null;
  recipientTaxId: string | null;
  recipientName: string | null;
  totalCents: Cents;
  taxCents: Cents;
  ratePercent: number;
}

const dayFormatter = new Intl.DateTimeFormat("es-ES", { timeZone: SHOP_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });

/** The register's rows, then the total row (base, IVA and total summed). */
export function registerRows(entries: readonly RegisterEntry[]): string[][] {
  let base = 0;
  let tax = 0;
  let total = 0;
  const rows = entries.map((e) => {
    const b = e.totalCents - e.taxCents;
    base += b;
    tax += e.taxCents;
    total += e.totalCents;
    const cut = e.invoiceNumber.lastIndexOf("-");
    return [
      dayFormatter.format(e.invoiceDate),
      cut > 0 ? e.invoiceNumber.slice(0, cut) : "",
      e.invoiceNumber,
      e.invoiceType,
      textCell(e.rectifies),
      textCell(e.recipientTaxId),
      textCell(e.recipientName),
      amountCell(b),
      String(e.ratePercent),
      amountCell(e.taxCents),
      amountCell(e.totalCents),
    ];
  });
  rows.push([`Total (${entries.length} facturas)`, "", "", "", "", "", "", amountCell(base), "", amountCell(tax), amountCell(total)]);
  return rows;
}

export type DateRange = { ok: true; from: string; to: string; start: Date; end: Date } | { ok: false; message: string };

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(s: string): boolean {
  const m = YMD.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The instant a day begins in Spain: "2026-03-29" -> 2026-03-28T23:00:00Z. */
export function shopMidnight(ymd: string): Date {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // The zone's offset at that moment (and once more, in case the first guess fell across a change).
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: SHOP_TIME_ZONE,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(new Date(at))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - at;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}

/**
 * The `from` and `to` days of a register (both included, in Spanish time), read from a query.
 * Missing: from the 1st of January of `today`'s year to `today`.
 */
export function parseDateRange(from: string | null, to: string | null, today: string): DateRange {
  const f = from?.trim() || `${today.slice(0, 4)}-01-01`;
  const t = to?.trim() || today;
  if (!validDay(f)) return { ok: false, message: "The start date must be a day written YYYY-MM-DD" };
  if (!validDay(t)) return { ok: false, message: "The end date must be a day written YYYY-MM-DD" };
  if (t < f) return { ok: false, message: "The end date is before the start date" };
  const next = new Date(Date.UTC(Number(t.slice(0, 4)), Number(t.slice(5, 7)) - 1, Number(t.slice(8, 10)) + 1)).toISOString().slice(0, 10);
  return { ok: true, from: f, to: t, start: shopMidnight(f), end: shopMidnight(next) };
}

/** Today's date in Spain, YYYY-MM-DD. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
