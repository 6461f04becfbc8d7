// VERI*FACTU invoice records (docs/decisions/040-verifactu-records.md). The sale transaction
// (app/server/sales/sales.server.ts) calls appendInvoiceRecord inside its transaction, after it has locked
// the year's invoice counter; the invoice page calls verifactuQrSvg. Records are append-only: this
// module has no update or delete path for them, and a PostgreSQL trigger (migration 0001) refuses
// UPDATE, DELETE and TRUNCATE. A cancelled invoice (decision 106) gets a second record, of kind
// "anulacion" (RegistroAnulacion), in the same chain (appendCancellationRecord).
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { invoiceLinesMismatch, type InvoiceType, type PricedLine } from "~/domain/invoice";
import { isRectifyingType, RECTIFICATION_BY_DIFFERENCES } from "~/domain/returns";
import { toCents } from "~/domain/money";
import {
  cancellationHash,
  type ChainBreak,
  checkRecord,
  formatGeneratedAt,
  formatIssueDate,
  formatRecordAmount,
  type RecordHashFields,
  recordHash,
  type StoredRecord,
  SIMPLIFIED_INVOICE_TYPE,
  VERIFACTU_LEGEND,
  verifactuQrUrl,
} from "~/domain/verifactu";
import {
  invoiceChainHead,
  invoiceRecords,
  type InvoiceRecordRow,
  saleItems,
  sales,
  saleServiceLines,
  verifactuSubmissions,
} from "~db/schema";
import type { Db, Tx } from "../infra/db.server";

export interface InvoiceForRecord {
  saleId: number;
  /** The seller's NIF as the sale recorded it. */
  issuerNif: string;
  invoiceNumber: string;
  invoiceDate: Date;
  /** F2 simplified (the default), F1 full, R1/R5 rectifying. */
  invoiceType?: InvoiceType;
  /** Grand total (VAT included), in cents; negative on a rectifying invoice by differences. */
  totalCents: number;
  /** The IVA contained in the total, in cents (see app/domain/invoice.ts), with the total's sign. */
  taxCents: number;
  /** The recipient of a full invoice (and of its rectifying invoices). */
  recipient?: { nif: string; name: string } | null;
  /** A rectifying invoice: the invoice it rectifies, as issued. */
  rectified?: { invoiceNumber: string; invoiceDate: Date } | null;
  /** A full invoice in place of simplified ones (F3): the invoices it replaces, as issued. */
  replaced?: readonly { invoiceNumber: string; invoiceDate: Date }[] | null;
}

const CHAIN_HEAD_ID = 1;

/**
 * Locks the chain head row for the rest of the transaction and returns it, creating it on first
 * use. Every append goes through this lock, so records are chained one at a time in commit order.
 */
async function lockChainHead(tx: Tx) {
  const select = () => tx.select().from(invoiceChainHead).where(eq(invoiceChainHead.id, CHAIN_HEAD_ID)).for("update");
  let [head] = await select();
  if (!head) {
    // Two first appends may race here: the loser waits on the winner's insert, then locks its row.
    await tx.insert(invoiceChainHead).values({ id: CHAIN_HEAD_ID }).onConflictDoNothing();
    [head] = await select();
  }
  if (!head) throw new Error("appendInvoiceRecord: the invoice chain head could not be created");
  return head;
}

function assertRecordable(invoice: InvoiceForRecord) {
  const problems: string[] = [];
  if (!Number.isInteger(invoice.saleId) || invoice.saleId < 1) problems.push("saleId must be a positive integer");
  if (!invoice.invoiceNumber?.trim()) problems.push("invoiceNumber is empty");
  if (!invoice.issuerNif?.trim()) problems.push("issuerNif is empty");
  if (!(invoice.invoiceDate instanceof Date) || Number.isNaN(invoice.invoiceDate.getTime()))
    problems.push("invoiceDate is not a valid date");
  const type = invoice.invoiceType ?? SIMPLIFIED_INVOICE_TYPE;
  const rectifying = isRectifyingType(type);
  if (!["F1", "F2", "F3", "R1", "R5"].includes(type)) problems.push(`invoiceType ${type} is not one the shop issues`);
  // A rectifying invoice by differences carries negative amounts; every other invoice positive ones.
  const sign = rectifying ? -1 : 1;
  const total = invoice.totalCents * sign;
  const tax = invoice.taxCents * sign;
  if (!Number.isInteger(invoice.totalCents) || total < 0)
    problems.push(
      rectifying ? "totalCents of a rectifying invoice must be a non-positive integer" : "totalCents must be a non-negative integer",
    );
  if (!Number.isInteger(invoice.taxCents) || tax < 0 || tax > total) problems.push("taxCents must be an integer between 0 and totalCents");
  if (rectifying && !invoice.rectified) problems.push("a rectifying invoice must name the invoice it rectifies");
  if (!rectifying && invoice.rectified) problems.push("only a rectifying invoice names a rectified invoice");
  if ((type === "F1" || type === "F3") && !invoice.recipient?.nif?.trim()) problems.push("a full invoice must name its recipient's NIF");
  if (type === "F3" && !invoice.replaced?.length) problems.push("an F3 invoice must name the invoices it replaces");
  if (type !== "F3" && invoice.replaced?.length) problems.push("only an F3 invoice names replaced invoices");
  if (problems.length) throw new RangeError(`appendInvoiceRecord: ${problems.join("; ")}`);
}

/**
 * Writes the invoice record of an issued invoice, chained to the previous record, inside the sale's
 * transaction. Call it last in that transaction (after the invoice counter lock): the chain head
 * stays locked until the transaction ends.
 */
export async function appendInvoiceRecord(tx: Tx, invoice: InvoiceForRecord): Promise<InvoiceRecordRow> {
  assertRecordable(invoice);
  const head = await lockChainHead(tx);
  // Taken under the lock, so generation times follow chain order.
  const fields: RecordHashFields = {
    issuerNif: invoice.issuerNif.trim(),
    invoiceNumber: invoice.invoiceNumber.trim(),
    issueDate: formatIssueDate(invoice.invoiceDate),
    invoiceType: invoice.invoiceType ?? SIMPLIFIED_INVOICE_TYPE,
    totalTax: formatRecordAmount(invoice.taxCents),
    totalAmount: formatRecordAmount(invoice.totalCents),
    previousHash: head.lastHash ?? null,
    generatedAt: formatGeneratedAt(new Date()),
  };
  const hash = await recordHash(fields);
  const [row] = await tx
    .insert(invoiceRecords)
    .values({
      saleId: invoice.saleId,
      issuerNif: fields.issuerNif,
      invoiceNumber: fields.invoiceNumber,
      issueDate: fields.issueDate,
      invoiceType: fields.invoiceType,
      rectificationType: invoice.rectified ? RECTIFICATION_BY_DIFFERENCES : null,
      rectifiedInvoiceNumber: invoice.rectified?.invoiceNumber ?? null,
      rectifiedIssueDate: invoice.rectified ? formatIssueDate(invoice.rectified.invoiceDate) : null,
      recipientNif: invoice.recipient?.nif.trim() ?? null,
      recipientName: invoice.recipient?.name.trim() ?? null,
      replacedInvoices: invoice.replaced?.length
        ? invoice.replaced.map((r) => ({ invoiceNumber: r.invoiceNumber, issueDate: formatIssueDate(r.invoiceDate) }))
        : null,
      totalTaxEur: fields.totalTax,
      totalAmountEur: fields.totalAmount,
      previousHash: fields.previousHash,
      generatedAt: fields.generatedAt,
      hash,
    })
    .returning();
  await tx.update(invoiceChainHead).set({ lastRecordId: row.id, lastHash: hash }).where(eq(invoiceChainHead.id, CHAIN_HEAD_ID));
  // Queued for the tax agency in the same transaction: no record without its submission
  // (docs/decisions/041-verifactu-sending.md).
  await tx.insert(verifactuSubmissions).values({ recordId: row.id });
  return row;
}

/** The invoice being cancelled, as issued: the cancellation record names it and copies its type and totals. */
export interface CancelledInvoice {
  saleId: number;
  /** The seller's NIF as the sale recorded it. */
  issuerNif: string;
  invoiceNumber: string;
  invoiceDate: Date;
  invoiceType: InvoiceType;
  totalCents: number;
  taxCents: number;
}

/**
 * Writes the cancellation record (RegistroAnulacion) of an issued invoice, chained to the previous
 * record and queued for the agency, inside the cancellation's transaction; last in it, like
 * appendInvoiceRecord. Its fingerprint covers the cancelled invoice's NIF, number and issue date,
 * the previous fingerprint and the generation time; the type and totals it copies are for the screens.
 */
export async function appendCancellationRecord(tx: Tx, invoice: CancelledInvoice): Promise<InvoiceRecordRow> {
  if (!invoice.invoiceNumber.trim() || !invoice.issuerNif.trim())
    throw new RangeError("appendCancellationRecord: number and NIF are required");
  const head = await lockChainHead(tx);
  const fields = {
    issuerNif: invoice.issuerNif.trim(),
    invoiceNumber: invoice.invoiceNumber.trim(),
    issueDate: formatIssueDate(invoice.invoiceDate),
    previousHash: head.lastHash ?? null,
    generatedAt: formatGeneratedAt(new Date()),
  };
  const hash = await cancellationHash(fields);
  const [row] = await tx
    .insert(invoiceRecords)
    .values({
      saleId: invoice.saleId,
      recordKind: "anulacion",
      issuerNif: fields.issuerNif,
      invoiceNumber: fields.invoiceNumber,
      issueDate: fields.issueDate,
      invoiceType: invoice.invoiceType,
      totalTaxEur: formatRecordAmount(invoice.taxCents),
      totalAmountEur: formatRecordAmount(invoice.totalCents),
      previousHash: fields.previousHash,
      generatedAt: fields.generatedAt,
      hash,
    })
    .returning();
  await tx.update(invoiceChainHead).set({ lastRecordId: row.id, lastHash: hash }).where(eq(invoiceChainHead.id, CHAIN_HEAD_ID));
  await tx.insert(verifactuSubmissions).values({ recordId: row.id });
  return row;
}

/** The record of a sale (its "alta"), or undefined when the sale has none. */
export async function getInvoiceRecordForSale(db: Db | Tx, saleId: number): Promise<InvoiceRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.saleId, saleId), eq(invoiceRecords.recordKind, "alta")))
    .limit(1);
  return row;
}

/** What an invoice's QR code identifies: the seller's NIF as issued, number, date and total. */
export interface QrInvoice {
  issuerNif: string;
  invoiceNumber: string;
  invoiceDate: Date;
  totalCents: number;
}

/** The verification URL the invoice's QR code carries. */
export function verifactuQrUrlFor(invoice: QrInvoice): string {
  return verifactuQrUrl({
    issuerNif: invoice.issuerNif,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: formatIssueDate(invoice.invoiceDate),
    totalCents: invoice.totalCents,
  });
}

/**
 * The AEAT verification QR code for an issued invoice, as an SVG string (error correction M, a
 * four-module quiet zone, no fixed size: the invoice sizes it, 30-40 mm when printed).
 */
export async function verifactuQrSvg(invoice: QrInvoice): Promise<string> {
  const url = verifactuQrUrlFor(invoice);
  const QRCode = (await import("qrcode")).default; // loaded when an invoice is shown, not at every start
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  const label = `${VERIFACTU_LEGEND} QR: ${invoice.invoiceNumber}`.replace(/[<>&"]/g, "");
  return svg.replace("<svg ", `<svg role="img" aria-label="${label}" `);
}

export type ChainVerification =
  | { ok: true; count: number; lastHash: string | null }
  | {
      ok: false;
      /** Records checked and found intact before the broken one. */
      count: number;
      recordId: number | null;
      invoiceNumber: string | null;
      reason: ChainBreak["reason"] | "sale-mismatch" | "lines-mismatch" | "head-mismatch";
      expected: string | null;
      actual: string | null;
      message: string;
    };

const BATCH = 500;

function storedAmount(value: string): string {
  return formatRecordAmount(toCents(value));
}

/** A sale's line as stored, priced in cents. */
type StoredLine = PricedLine & { lineTotalCents: number };

/** The lines of these sales in one of the line tables, in the order they were written. */
async function linesIn(db: Db, table: typeof saleItems | typeof saleServiceLines, saleIds: number[]) {
  return db
    .select({
      saleId: table.saleId,
      quantity: table.quantity,
      unit: table.unitPriceEur,
      // Service lines count as lines without an end-of-life fee.
      fee: table === saleItems ? saleItems.disposalFeeEurPerTyre : sql<string>`'0'`,
      discount: table.discountEur,
      total: table.lineTotalEur,
    })
    .from(table)
    .where(inArray(table.saleId, saleIds))
    .orderBy(asc(table.id));
}

/** The stored lines of these sales, priced in cents, by sale id: the tyres', then the services'. */
async function saleLines(db: Db, saleIds: number[]) {
  const out = new Map<number, StoredLine[]>();
  if (saleIds.length === 0) return out;
  for (const table of [saleItems, saleServiceLines]) {
    for (const l of await linesIn(db, table, saleIds)) {
      const line = {
        quantity: l.quantity,
        unitPriceCents: toCents(l.unit),
        disposalFeeCents: toCents(l.fee),
        discountCents: toCents(l.discount),
        lineTotalCents: toCents(l.total),
      };
      out.set(l.saleId, [...(out.get(l.saleId) ?? []), line]);
    }
  }
  return out;
}

/** Checks an invoice record (checkRecord) or a cancellation record, whose fingerprint covers fewer fields. */
async function checkAnyRecord(r: InvoiceRecordRow, fields: StoredRecord, previousHash: string | null): Promise<ChainBreak | null> {
  if (r.recordKind !== "anulacion") return checkRecord(fields, previousHash);
  const link = r.previousHash || null;
  if (link !== (previousHash || null)) return { reason: "previous-hash-mismatch", expected: previousHash || null, actual: link };
  const expected = await cancellationHash(r);
  return expected === r.hash ? null : { reason: "hash-mismatch", expected, actual: r.hash };
}

/**
 * Walks every record in id order (the order they were chained in, since ids are drawn under the
 * chain lock), recomputes each fingerprint and previous-hash link, checks each record against its
 * sale (number and total) and the chain head against the last record. Stops at the first break.
 */
export async function verifyChain(db: Db): Promise<ChainVerification> {
  let count = 0;
  let previousHash: string | null = null;
  let lastId: number | null = null;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        record: invoiceRecords,
        saleNumber: sales.invoiceNumber,
        saleType: sales.invoiceType,
        saleRectifies: sales.rectifiesInvoiceNumber,
        saleTotal: sales.grandTotalEur,
        saleSubtotal: sales.subtotalEur,
        saleDisposal: sales.totalDisposalEur,
      })
      .from(invoiceRecords)
      .leftJoin(sales, eq(sales.id, invoiceRecords.saleId))
      .where(gt(invoiceRecords.id, afterId))
      .orderBy(asc(invoiceRecords.id))
      .limit(BATCH);
    const linesOf = await saleLines(
      db,
      rows.map((row) => row.record.saleId),
    );
    for (const { record: r, saleNumber, saleType, saleRectifies, saleTotal, saleSubtotal, saleDisposal } of rows) {
      const broken = await checkAnyRecord(
        r,
        {
          id: r.id,
          hash: r.hash,
          issuerNif: r.issuerNif,
          invoiceNumber: r.invoiceNumber,
          issueDate: r.issueDate,
          invoiceType: r.invoiceType,
          totalTax: storedAmount(r.totalTaxEur),
          totalAmount: storedAmount(r.totalAmountEur),
          previousHash: r.previousHash,
          generatedAt: r.generatedAt,
        },
        previousHash,
      );
      if (broken) {
        const what =
          broken.reason === "hash-mismatch"
            ? `its stored fields no longer give its fingerprint (recomputed ${broken.expected}, stored ${broken.actual})`
            : `its previous-hash link is ${broken.actual ?? "empty"} but the record before it has ${broken.expected ?? "none (first record)"}`;
        return {
          ok: false,
          count,
          recordId: r.id,
          invoiceNumber: r.invoiceNumber,
          ...broken,
          message: `record ${r.id} (invoice ${r.invoiceNumber}): ${what}`,
        };
      }
      const saleTotalText = saleTotal == null ? null : storedAmount(saleTotal);
      if (
        saleNumber !== r.invoiceNumber ||
        saleTotalText !== storedAmount(r.totalAmountEur) ||
        saleType !== r.invoiceType ||
        (saleRectifies ?? null) !== (r.rectifiedInvoiceNumber ?? null)
      ) {
        return {
          ok: false,
          count,
          recordId: r.id,
          invoiceNumber: r.invoiceNumber,
          reason: "sale-mismatch",
          expected: `${r.invoiceNumber} ${storedAmount(r.totalAmountEur)}`,
          actual: saleNumber == null ? null : `${saleNumber} ${saleTotalText}`,
          message: `record ${r.id} (invoice ${r.invoiceNumber}, total ${storedAmount(r.totalAmountEur)}) does not match its sale ${r.saleId} (${saleNumber ?? "missing"}, total ${saleTotalText ?? "-"})`,
        };
      }
      // A rectifying invoice's lines and totals are negative: check them as the invoice of the
      // returned units (every sign flipped), by the same rule as any invoice.
      const s = isRectifyingType(r.invoiceType) ? -1 : 1;
      const lines = invoiceLinesMismatch(
        {
          subtotalCents: s * toCents(saleSubtotal!),
          totalDisposalCents: s * toCents(saleDisposal!),
          grandTotalCents: s * toCents(saleTotal!),
        },
        (linesOf.get(r.saleId) ?? []).map((l) => ({
          ...l,
          quantity: s * l.quantity,
          discountCents: s * (l.discountCents ?? 0),
          lineTotalCents: s * l.lineTotalCents,
        })),
      );
      if (lines) {
        return {
          ok: false,
          count,
          recordId: r.id,
          invoiceNumber: r.invoiceNumber,
          reason: "lines-mismatch",
          expected: `${r.invoiceNumber} ${storedAmount(r.totalAmountEur)}`,
          actual: lines,
          message: `record ${r.id} (invoice ${r.invoiceNumber}): its lines do not add up to it: ${lines}`,
        };
      }
      previousHash = r.hash;
      lastId = r.id;
      count++;
    }
    if (rows.length < BATCH) break;
    afterId = rows[rows.length - 1].record.id;
  }
  const [head] = await db.select().from(invoiceChainHead).where(eq(invoiceChainHead.id, CHAIN_HEAD_ID));
  const headHash = head?.lastHash ?? null;
  const headId = head?.lastRecordId ?? null;
  if (headHash !== previousHash || headId !== lastId) {
    return {
      ok: false,
      count,
      recordId: headId,
      invoiceNumber: null,
      reason: "head-mismatch",
      expected: previousHash,
      actual: headHash,
      message: `the chain head points at record ${headId ?? "none"} (${headHash ?? "no hash"}) but the last record is ${lastId ?? "none"} (${previousHash ?? "no hash"})`,
    };
  }
  return { ok: true, count, lastHash: previousHash };
}
