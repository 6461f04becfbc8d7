// The CSV downloads: the register of issued invoices for a date range, and the stock under the
// inventory screen's filters (formats in app/domain/invoice-register.ts and csv-import.ts).
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { invoiceCancellations, invoiceRecords, invoiceReplacements, sales, tyres } from "~db/schema";
import { stockCsv } from "~/domain/csv-import";
import { csvFile } from "~/domain/csv-export";
import { cancelledNote, REGISTER_HEADER, registerRows, replacedByNote, replacesNote } from "~/domain/invoice-register";
import { formatInvoiceDate } from "~/domain/invoice";
import { toCents } from "~/domain/money";
import type { Db } from "../infra/db.server";
import { type InventoryQuery, inventoryWhere } from "./inventory.server";

/** Every invoice issued from `start` (included) to `end` (excluded), in invoice order, as the register CSV. */
export async function invoiceRegisterCsv(db: Db, range: { start: Date; end: Date }): Promise<string> {
  const rows = await db
    .select({
      id: sales.id,
      invoiceDate: sales.invoiceDate,
      invoiceNumber: sales.invoiceNumber,
      customerName: sales.customerName,
      customerTaxId: sales.customerTaxId,
      rectifiesNumber: sales.rectifiesInvoiceNumber,
      rectifiesDate: sales.rectifiesInvoiceDate,
      invoiceType: invoiceRecords.invoiceType,
      totalEur: invoiceRecords.totalAmountEur,
      taxEur: invoiceRecords.totalTaxEur,
      vatRatePercent: sales.vatRatePercent,
    })
    .from(sales)
    .innerJoin(invoiceRecords, and(eq(invoiceRecords.saleId, sales.id), eq(invoiceRecords.recordKind, "alta")))
    .where(and(gte(sales.invoiceDate, range.start), lt(sales.invoiceDate, range.end)))
    // Series by series (simplified, full, rectifying), each in number order.
    .orderBy(asc(sales.invoiceSeries), asc(sales.invoiceYear), asc(sales.invoiceSeq));
  const notes = await registerNotes(
    db,
    rows.map((r) => r.id),
  );
  return csvFile(
    REGISTER_HEADER,
    registerRows(
      rows.map((r) => ({
        invoiceDate: r.invoiceDate,
        invoiceNumber: r.invoiceNumber,
        invoiceType: r.invoiceType,
        rectifies: r.rectifiesNumber && r.rectifiesDate ? `${r.rectifiesNumber}, ${formatInvoiceDate(r.rectifiesDate)}` : null,
        recipientTaxId: r.customerTaxId,
        recipientName: r.customerName,
        totalCents: toCents(r.totalEur),
        taxCents: toCents(r.taxEur),
        ratePercent: r.vatRatePercent,
        ...notes(r.id, r.invoiceType),
      })),
    ),
  );
}

/**
 * The register's last column and whether the row's money is in the total (decision 106): an F3
 * lists what it replaces and is left out (its invoices counted the money), a replaced invoice names
 * its F3, a cancelled invoice says when and why and is left out.
 */
async function registerNotes(db: Db, ids: number[]) {
  if (ids.length === 0) return () => ({ note: null, counted: true });
  const replaced = aliasedTable(sales, "replaced");
  const [links, byReplaced, cancelled] = await Promise.all([
    // The invoices each F3 of the range replaces (they may be of earlier days).
    db
      .select({
        replacingId: invoiceReplacements.replacingSaleId,
        replacedNumber: replaced.invoiceNumber,
        replacedDate: replaced.invoiceDate,
      })
      .from(invoiceReplacements)
      .innerJoin(replaced, eq(replaced.id, invoiceReplacements.replacedSaleId))
      .where(inArray(invoiceReplacements.replacingSaleId, ids))
      .orderBy(asc(replaced.invoiceDate), asc(replaced.id)),
    // The F3 that replaced each invoice of the range (it may be of a later day).
    db
      .select({ replacedId: invoiceReplacements.replacedSaleId, number: sales.invoiceNumber })
      .from(invoiceReplacements)
      .innerJoin(sales, eq(sales.id, invoiceReplacements.replacingSaleId))
      .where(inArray(invoiceReplacements.replacedSaleId, ids)),
    db.select().from(invoiceCancellations).where(inArray(invoiceCancellations.saleId, ids)),
  ]);
  const gone = new Map(cancelled.map((c) => [c.saleId, c]));
  const replacedBy = new Map(byReplaced.map((r) => [r.replacedId, r.number]));
  return (id: number, type: string) => {
    const c = gone.get(id);
    if (c) return { note: cancelledNote(formatInvoiceDate(c.cancelledAt), c.reason), counted: false };
    if (type === "F3") {
      const list = links.filter((l) => l.replacingId === id).map((l) => `${l.replacedNumber} (${formatInvoiceDate(l.replacedDate)})`);
      return { note: replacesNote(list), counted: false };
    }
    const by = replacedBy.get(id);
    return { note: by ? replacedByNote(by) : null, counted: true };
  };
}

/** The tyres the inventory screen shows for `q` (every page), newest first, as the stock CSV. */
export async function stockExportCsv(db: Db, q: InventoryQuery): Promise<string> {
  const rows = await db.select().from(tyres).where(inventoryWhere(q)).orderBy(desc(tyres.createdAt), desc(tyres.id));
  return stockCsv(rows);
}
