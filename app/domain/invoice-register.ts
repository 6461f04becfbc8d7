// The register of issued invoices for the accountant (libro registro de facturas expedidas): one
// row per invoice in a date range, in invoice order, with a total row at the end. Amounts come
// from each invoice's own record (total and IVA as issued), never recomputed at today's rate.
// The money is counted once (decision 106): a full invoice in place of simplified ones (F3) is
// listed with the invoices it replaces but left out of the total row, as is a cancelled invoice
// (listed, "Anulada"); the last column says which.
import { invoiceDay, shopMidnight } from "~/lib/shop-clock";
import { isCalendarDate } from "./field-rules";
import { amountCell, textCell } from "./csv-export";
import { type Cents } from "./money";

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
  "Observaciones",
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
  /** What the last column says: the invoices an F3 replaces, the F3 that replaced one, its cancellation. */
  note?: string | null;
  /** Whether its money is in the total row: false for an F3 (its invoices counted it) and a cancelled invoice. */
  counted?: boolean;
}

/** The last column of an F3: "Sustituye a 2026-000012 (03/03/2026), 2026-000015 (04/03/2026)". */
export const replacesNote = (invoices: readonly string[]) => `Sustituye a ${invoices.join(", ")}`;
/** The last column of a replaced simplified invoice. */
export const replacedByNote = (number: string) => `Sustituida por ${number}`;
/** The last column of a cancelled invoice: when and why. */
export const cancelledNote = (day: string, reason: string) => `Anulada el ${day}: ${reason}`;

/** The register's rows, then the total row (base, IVA and total summed). */
export function registerRows(entries: readonly RegisterEntry[]): string[][] {
  let base = 0;
  let tax = 0;
  let total = 0;
  const rows = entries.map((e) => {
    const b = e.totalCents - e.taxCents;
    if (e.counted ?? true) {
      base += b;
      tax += e.taxCents;
      total += e.totalCents;
    }
    const cut = e.invoiceNumber.lastIndexOf("-");
    return [
      invoiceDay.format(e.invoiceDate),
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
      textCell(e.note ?? null),
    ];
  });
  rows.push([`Total (${entries.length} facturas)`, "", "", "", "", "", "", amountCell(base), "", amountCell(tax), amountCell(total), ""]);
  return rows;
}

export type DateRange = { ok: true; from: string; to: string; start: Date; end: Date } | { ok: false; message: string };

/** A refused range's messages; the staff catalogue gives them in the account's language. */
export interface DateRangeMessages {
  badStart: string;
  badEnd: string;
  reversed: string;
}

/**
 * The `from` and `to` days of a register (both included, in Spanish time), read from a query.
 * Missing: from the 1st of January of `today`'s year to `today`.
 */
export function parseDateRange(from: string | null, to: string | null, today: string, m: DateRangeMessages): DateRange {
  const f = from?.trim() || `${today.slice(0, 4)}-01-01`;
  const t = to?.trim() || today;
  if (!isCalendarDate(f)) return { ok: false, message: m.badStart };
  if (!isCalendarDate(t)) return { ok: false, message: m.badEnd };
  if (t < f) return { ok: false, message: m.reversed };
  const next = new Date(Date.UTC(Number(t.slice(0, 4)), Number(t.slice(5, 7)) - 1, Number(t.slice(8, 10)) + 1)).toISOString().slice(0, 10);
  return { ok: true, from: f, to: t, start: shopMidnight(f), end: shopMidnight(next) };
}
