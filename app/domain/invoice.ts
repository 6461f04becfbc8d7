// Invoice maths in integer cents, the invoice number format and the shape of an issued invoice
// as the screens show it. Prices include IVA; the tax line is derived from the total (see
// docs/decisions/030-invoice-numbers-and-tax-line.md for the rounding rule).
import { invoiceDateTime, invoiceDay, shopDateParts } from "~/lib/shop-clock";
import type { Cents } from "./money";
import { lineTotalCents } from "./pricing";
import type { InvoiceServiceLineView } from "./services";
import type { TyreDescription } from "./tyre";

/** The time zone whose calendar year numbers the invoice series. */
const INVOICE_SEQ_DIGITS = 6;
export const MAX_INVOICE_SEQ = 10 ** INVOICE_SEQ_DIGITS - 1;

export interface PricedLine {
  unitPriceCents: Cents;
  disposalFeeCents: Cents;
  quantity: number;
  /** Cents off the line's goods given at the till (none when absent): app/domain/discount.ts. */
  discountCents?: Cents;
}

export interface InvoiceTotals {
  subtotalCents: Cents;
  totalDisposalCents: Cents;
  grandTotalCents: Cents;
}

function assertLine(l: PricedLine) {
  if (!Number.isInteger(l.unitPriceCents) || l.unitPriceCents < 0) throw new RangeError(`Bad unit price: ${l.unitPriceCents}`);
  if (!Number.isInteger(l.disposalFeeCents) || l.disposalFeeCents < 0) throw new RangeError(`Bad disposal fee: ${l.disposalFeeCents}`);
  if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new RangeError(`Bad quantity: ${l.quantity}`);
  const off = l.discountCents ?? 0;
  if (!Number.isInteger(off) || off < 0 || (off > 0 && off >= l.unitPriceCents * l.quantity)) throw new RangeError(`Bad discount: ${off}`);
}

/** (unit + fee) x quantity - discount for one invoice line. */
export function invoiceLineTotalCents(line: PricedLine): Cents {
  assertLine(line);
  return lineTotalCents(line.unitPriceCents, line.disposalFeeCents, line.quantity) - (line.discountCents ?? 0);
}

/**
 * Subtotal = sum (unit x qty - discount); total disposal = sum fee x qty (never discounted);
 * grand total = subtotal + disposal.
 */
export function invoiceTotals(lines: readonly PricedLine[]): InvoiceTotals {
  let subtotalCents = 0;
  let totalDisposalCents = 0;
  for (const l of lines) {
    assertLine(l);
    subtotalCents += l.unitPriceCents * l.quantity - (l.discountCents ?? 0);
    totalDisposalCents += l.disposalFeeCents * l.quantity;
  }
  return { subtotalCents, totalDisposalCents, grandTotalCents: subtotalCents + totalDisposalCents };
}

/** The money lines a sale ends with, the same at the checkout and on the invoice. */
export interface AmountDue {
  /** The sale's grand total (IVA included). */
  totalCents: Cents;
  /** Paid on account before the sale (a reservation's deposit): never more than the total. */
  depositCents: Cents;
  /** What the customer pays now: total - deposit. */
  dueCents: Cents;
}

/**
 * Total, deposit paid on account and amount to pay now. The checkout shows these lines before the
 * sale and the invoice prints them after it, so the till charges what the invoice says is due; the
 * sale records the deposit computed here. A deposit larger than the total counts up to the total.
 */
export function amountDue(totalCents: Cents, depositCents: Cents): AmountDue {
  if (!Number.isInteger(totalCents)) throw new RangeError(`Bad total: ${totalCents}`);
  if (!Number.isInteger(depositCents) || depositCents < 0) throw new RangeError(`Bad deposit: ${depositCents}`);
  const deposit = totalCents > 0 ? Math.min(depositCents, totalCents) : 0;
  return { totalCents, depositCents: deposit, dueCents: totalCents - deposit };
}

/**
 * Whether an issued invoice's stored lines still give its stored totals: each line's total is
 * (unit + fee) x quantity and the totals are their sums. The reason when they do not, else null.
 */
export function invoiceLinesMismatch(stored: InvoiceTotals, lines: readonly (PricedLine & { lineTotalCents: Cents })[]): string | null {
  if (lines.length === 0) return "the invoice has no lines";
  for (const [i, l] of lines.entries()) {
    let expected: Cents;
    try {
      expected = invoiceLineTotalCents(l);
    } catch (e) {
      return `line ${i + 1}: ${(e as Error).message}`;
    }
    if (expected !== l.lineTotalCents) return `line ${i + 1} totals ${l.lineTotalCents} cents, its price and quantity give ${expected}`;
  }
  const sums = invoiceTotals(lines);
  for (const k of ["subtotalCents", "totalDisposalCents", "grandTotalCents"] as const) {
    if (sums[k] !== stored[k]) return `${k.replace("Cents", "")} is ${stored[k]} cents, its lines give ${sums[k]}`;
  }
  return null;
}

export interface TaxLine {
  /** Base imponible. */
  baseCents: Cents;
  /** Cuota de IVA: always total - base, so base + IVA is exactly the total. */
  vatCents: Cents;
  ratePercent: number;
}

/**
 * Splits a VAT-inclusive total into base and IVA: base = total / (1 + rate) rounded to the
 * nearest cent (half up, in integers, no floats), IVA = total - base.
 */
export function taxFromInclusiveTotal(totalCents: Cents, ratePercent: number): TaxLine {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`Bad total: ${totalCents}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError(`Bad VAT rate: ${ratePercent}`);
  const divisor = 100 + ratePercent;
  // round(total * 100 / divisor), half up: floor((2 * total * 100 + divisor) / (2 * divisor)).
  const baseCents = Math.floor((2 * totalCents * 100 + divisor) / (2 * divisor));
  return { baseCents, vatCents: totalCents - baseCents, ratePercent };
}

/**
 * The tax line of any invoice total, negative ones too (a rectifying invoice by differences):
 * the split of the absolute amount, with the sign of the total on base and IVA.
 */
export function signedTaxFromInclusiveTotal(totalCents: Cents, ratePercent: number): TaxLine {
  if (totalCents >= 0) return taxFromInclusiveTotal(totalCents, ratePercent);
  const t = taxFromInclusiveTotal(-totalCents, ratePercent);
  return { baseCents: -t.baseCents, vatCents: -t.vatCents, ratePercent };
}

/**
 * The invoice series, each numbered from 1 every year without gaps: simplified invoices have no
 * prefix (2026-000123), full invoices "F" (F2026-000001), rectifying invoices "R" (R2026-000001).
 */
export const INVOICE_SERIES = { simplified: "", full: "F", rectifying: "R" } as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];
const SERIES_PREFIXES: readonly string[] = Object.values(INVOICE_SERIES);

/** 2026, 123 -> "2026-000123"; with series "R": "R2026-000123". */
export function formatInvoiceNumber(year: number, seq: number, series: InvoiceSeries = ""): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Bad invoice year: ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > MAX_INVOICE_SEQ) throw new RangeError(`Bad invoice sequence: ${seq}`);
  if (!SERIES_PREFIXES.includes(series)) throw new RangeError(`Bad invoice series: ${series}`);
  return `${series}${year}-${String(seq).padStart(INVOICE_SEQ_DIGITS, "0")}`;
}

/** "R2026-000123" -> { series: "R", year: 2026, seq: 123 }, or null when it is not an invoice number. */
export function parseInvoiceNumber(text: string): { series: InvoiceSeries; year: number; seq: number } | null {
  const m = /^([A-Z]?)(\d{4})-(\d{6})$/.exec(text.trim());
  if (!m || !SERIES_PREFIXES.includes(m[1]!)) return null;
  const year = Number(m[2]);
  const seq = Number(m[3]);
  if (year < 2000 || seq < 1) return null;
  return { series: m[1] as InvoiceSeries, year, seq };
}

/**
 * The most a simplified invoice may total (IVA included), in cents: above it the sale needs a full
 * invoice with the customer's tax details.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;
/** Services that are not the fitting of tyres sold with them: a simplified invoice up to this (decision 029). */
export const SERVICES_LIMIT_CENTS = 40_000;

/** Whether a sale of this total must be a full invoice (it cannot be simplified). */
export function needsFullInvoice(grandTotalCents: Cents): boolean {
  return grandTotalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS;
}

/** The calendar year of a moment in Spain: the series an invoice issued then belongs to. */
export function invoiceYear(date: Date): number {
  return shopDateParts(date).year;
}

/** "05/03/2026, 14:07" in Spanish time, whatever the server's or browser's zone. */
export function formatInvoiceDateTime(date: Date | string): string {
  return invoiceDateTime.format(typeof date === "string" ? new Date(date) : date);
}

/** "05/03/2026" in Spanish time. */
export function formatInvoiceDate(date: Date | string): string {
  return invoiceDay.format(typeof date === "string" ? new Date(date) : date);
}

export type PaymentMethod = "cash" | "card" | "transfer";

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { en: string; es: string }> = {
  cash: { en: "Cash", es: "Efectivo" },
  card: { en: "Card", es: "Tarjeta" },
  transfer: { en: "Bank Transfer", es: "Transferencia" },
};

/** One issued invoice line, as the screens show it (amounts in cents). */
export interface InvoiceItemView extends TyreDescription {
  id: number;
  tyreId: string;
  /** A part-worn tyre's inspection document (UNE 69051) and its issuer, copied when it was sold. */
  inspectionRef: string | null;
  inspectionBy: string | null;
  quantity: number;
  unitPriceCents: Cents;
  disposalFeeCents: Cents;
  /** The discount given on the line (0: none; negative on a returned line) and why. */
  discountCents: Cents;
  discountReason: string | null;
  lineTotalCents: Cents;
  /** On a rectifying invoice: the line of the rectified invoice this one returns (quantity negative). */
  rectifiesItemId: number | null;
}

/** The seller as an issued invoice names it: copied from the shop settings when the sale was made. */
interface InvoiceSeller {
  name: string;
  legalName: string;
  nif: string;
  address: string;
  phone: string;
  email: string;
}

/** VERI*FACTU invoice types the shop issues (F3: a full invoice in place of simplified ones, decision 106). */
export type InvoiceType = "F1" | "F2" | "F3" | "R1" | "R5";

export const INVOICE_TYPE_TITLES: Record<InvoiceType, { es: string; en: string }> = {
  F2: { es: "Factura simplificada", en: "Simplified invoice" },
  F1: { es: "Factura", en: "Invoice" },
  F3: { es: "Factura en sustitución de facturas simplificadas", en: "Invoice replacing simplified invoices" },
  R1: { es: "Factura rectificativa", en: "Rectifying invoice" },
  R5: { es: "Factura rectificativa (simplificada)", en: "Rectifying invoice (simplified)" },
};

/** An issued invoice (a sale) as the screens show it. Dates are ISO strings (they cross the wire). */
export interface InvoiceView {
  id: number;
  invoiceType: InvoiceType;
  /** The recipient's NIF/CIF/NIE and address (full invoices and their rectifying invoices). */
  customerTaxId: string | null;
  customerAddress: string | null;
  /** A rectifying invoice: the invoice it rectifies (number and date as issued) and why. */
  rectifies: { id: number; invoiceNumber: string; invoiceDate: string; reason: string } | null;
  /** The rectifying invoices issued for this invoice (filled on the invoice page, else empty). */
  rectifiedBy: { id: number; invoiceNumber: string }[];
  /** An F3: the simplified invoices it replaces, number and date as issued (filled on the invoice page, else empty). */
  replaces: { id: number; invoiceNumber: string; invoiceDate: string }[];
  /** A simplified invoice replaced by a full one (F3): that invoice. */
  replacedBy: { id: number; invoiceNumber: string } | null;
  /** An invoice cancelled as issued in error (anulación): when, by whom and why. */
  cancellation: { at: string; by: string; reason: string } | null;
  seller: InvoiceSeller;
  /** The IVA rate the invoice was issued with. */
  vatRatePercent: number;
  invoiceNumber: string;
  invoiceDate: string;
  customerName: string;
  vehicleReg: string | null;
  paymentMethod: PaymentMethod;
  subtotalCents: Cents;
  totalDisposalCents: Cents;
  grandTotalCents: Cents;
  /** Paid on account before the sale (a reservation's deposit); grandTotalCents - depositCents is due. A rectifying invoice: 0. */
  depositCents: Cents;
  notes: string | null;
  items: InvoiceItemView[];
  /** Service lines (fitting, balancing...), printed apart from the tyres, without the end-of-life fee. */
  services: InvoiceServiceLineView[];
}

export type InvoiceSummary = Omit<InvoiceView, "items" | "services">;
