// VERI*FACTU (RD 1007/2023, Orden HAC/1177/2024): the text each invoice record hashes, the chained
// SHA-256 fingerprint ("huella"), the Europe/Madrid date formats the agency expects, and the URL the
// printed invoice's QR code carries. Pure and isomorphic: hashing goes through Web Crypto
// (`crypto.subtle`, global in Node 20 and in browsers), so nothing here touches the database.
import { shopDateParts } from "~/lib/shop-clock";
import { type Cents, centsToDecimal } from "./money";

/** Simplified invoice (factura simplificada): the shop's invoices, issued to consumers. */
export const SIMPLIFIED_INVOICE_TYPE = "F2";

/** The agency's production endpoint that verifies a printed invoice's QR code. */
const VERIFACTU_QR_BASE_URL = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR";

/** The legend printed beside the QR code on invoices of a VERI*FACTU system. */
export const VERIFACTU_LEGEND = "VERI*FACTU";

/** The fields of an invoice record ("registro de alta") that its fingerprint covers, already formatted. */
export interface RecordHashFields {
  issuerNif: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  invoiceType: string;
  /** Total IVA, "12.35" */
  totalTax: string;
  /** Total amount, VAT included, "123.45" */
  totalAmount: string;
  /** The previous record's fingerprint; null or "" for the first record of the chain. */
  previousHash: string | null;
  /** yyyy-mm-ddThh:mm:ss+hh:mm */
  generatedAt: string;
}

/**
 * The exact UTF-8 text hashed for an invoice record, as the AEAT's public document on the record
 * fingerprint ("huella o hash de los registros de facturación") gives it: fixed field order,
 * `name=value` joined by `&`, values trimmed, an empty `Huella` for the first record.
 * See docs/decisions/040-verifactu-records.md.
 */
export function recordHashInput(f: RecordHashFields): string {
  const v = (s: string | null) => (s ?? "").trim();
  return [
    `IDEmisorFactura=${v(f.issuerNif)}`,
    `NumSerieFactura=${v(f.invoiceNumber)}`,
    `FechaExpedicionFactura=${v(f.issueDate)}`,
    `TipoFactura=${v(f.invoiceType)}`,
    `CuotaTotal=${v(f.totalTax)}`,
    `ImporteTotal=${v(f.totalAmount)}`,
    `Huella=${v(f.previousHash)}`,
    `FechaHoraHusoGenRegistro=${v(f.generatedAt)}`,
  ].join("&");
}

/** SHA-256 of the UTF-8 text, as 64 upper-case hex characters. */
export async function sha256HexUpper(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** The record's fingerprint ("huella"). */
export function recordHash(f: RecordHashFields): Promise<string> {
  return sha256HexUpper(recordHashInput(f));
}

/** A well-formed fingerprint: 64 upper-case hex characters. */
export function isRecordHash(value: string): boolean {
  return /^[0-9A-F]{64}$/.test(value);
}

/** Amounts as the record and the QR code carry them: "123.45" (two decimals, a point, no grouping). */
export function formatRecordAmount(cents: Cents): string {
  return centsToDecimal(cents);
}

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Offset from UTC in minutes (60 in winter, 120 in summer for Madrid). */
  offsetMinutes: number;
}

function madridParts(date: Date): ZonedParts {
  const p = shopDateParts(date);
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    year: String(p.year).padStart(4, "0"),
    month: two(p.month),
    day: two(p.day),
    hour: two(p.hour),
    minute: two(p.minute),
    second: two(p.second),
    offsetMinutes: p.offsetMinutes,
  };
}

/** The invoice's issue date in Madrid: "dd-mm-yyyy". */
export function formatIssueDate(date: Date): string {
  const p = madridParts(date);
  return `${p.day}-${p.month}-${p.year}`;
}

/** The record's generation time in Madrid with its offset: "yyyy-mm-ddThh:mm:ss+01:00" (or +02:00 in summer). */
export function formatGeneratedAt(date: Date): string {
  const p = madridParts(date);
  const sign = p.offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(p.offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** What the QR code of a printed invoice identifies. */
export interface QrInvoice {
  issuerNif: string;
  invoiceNumber: string;
  /** dd-mm-yyyy, the same date the record hashes. */
  issueDate: string;
  totalCents: Cents;
}

/** The agency's verification URL for an invoice, with every value URL-encoded. */
export function verifactuQrUrl(q: QrInvoice): string {
  const params = [
    ["nif", q.issuerNif.trim()],
    ["numserie", q.invoiceNumber.trim()],
    ["fecha", q.issueDate],
    ["importe", formatRecordAmount(q.totalCents)],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
  return `${VERIFACTU_QR_BASE_URL}?${params}`;
}

/** A stored record, as the chain walk sees it (amounts as the database returns numeric: "123.45"). */
export interface StoredRecord extends RecordHashFields {
  id: number;
  hash: string;
}

export type ChainBreak =
  | { reason: "hash-mismatch"; expected: string; actual: string }
  | { reason: "previous-hash-mismatch"; expected: string | null; actual: string | null };

/**
 * Checks one record against the one before it in the chain: its previous-hash link, then its own
 * fingerprint recomputed from its stored fields. Returns null when it holds.
 */
export async function checkRecord(record: StoredRecord, previousHash: string | null): Promise<ChainBreak | null> {
  const link = record.previousHash || null;
  if (link !== (previousHash || null)) {
    return { reason: "previous-hash-mismatch", expected: previousHash || null, actual: link };
  }
  const expected = await recordHash(record);
  if (expected !== record.hash) return { reason: "hash-mismatch", expected, actual: record.hash };
  return null;
}

/** The fields of a cancellation record ("registro de anulación") that its fingerprint covers. */
export interface CancellationHashFields {
  issuerNif: string;
  invoiceNumber: string;
  /** dd-mm-yyyy: the cancelled invoice's issue date. */
  issueDate: string;
  previousHash: string | null;
  generatedAt: string;
}

/** The exact text hashed for a cancellation record, in the agency's field order. */
export function cancellationHashInput(f: CancellationHashFields): string {
  const v = (s: string | null) => (s ?? "").trim();
  return [
    `IDEmisorFacturaAnulada=${v(f.issuerNif)}`,
    `NumSerieFacturaAnulada=${v(f.invoiceNumber)}`,
    `FechaExpedicionFacturaAnulada=${v(f.issueDate)}`,
    `Huella=${v(f.previousHash)}`,
    `FechaHoraHusoGenRegistro=${v(f.generatedAt)}`,
  ].join("&");
}

/** A cancellation record's fingerprint. */
export function cancellationHash(f: CancellationHashFields): Promise<string> {
  return sha256HexUpper(cancellationHashInput(f));
}
