// The CSV downloads: the register of issued invoices for a date range, and the stock under the
// inventory screen's filters (formats in app/domain/invoice-register.ts and csv-import.ts).
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { invoiceRecords, sales, tyres } from "~db/schema";
import { stockCsv } from "~/domain/csv-import";
import { csvFile } from "~/domain/csv-export";
import { REGISTER_HEADER, registerRows } from "~/domain/invoice-register";
import { formatInvoiceDate } from "~/domain/invoice";
import { toCents } from "~/domain/money";
import type { Db } from "../infra/db.server";
import { type InventoryQuery, inventoryWhere } from "./inventory.server";

/** Every invoice issued from `start` (included) to `end` (excluded), in invoice order, as the register CSV. */
export async function invoiceRegisterCsv(db: Db, range: { start: Date; end: Date }): Promise<string> {
  const rows = await db
    .select({
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
    .innerJoin(invoiceRecords, eq(invoiceRecords.saleId, sales.id))
    .where(and(gte(sales.invoiceDate, range.start), lt(sales.invoiceDate, range.end)))
    // Series by series (simplified, full, rectifying), each in number order.
    .orderBy(asc(sales.invoiceSeries), asc(sales.invoiceYear), asc(sales.invoiceSeq));
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
      })),
    ),
  );
}

/** The tyres the inventory screen shows for `q` (every page), newest first, as the stock CSV. */
export async function stockExportCsv(db: Db, q: InventoryQuery): Promise<string> {
  const rows = await db.select().from(tyres).where(inventoryWhere(q)).orderBy(desc(tyres.createdAt), desc(tyres.id));
  return stockCsv(rows);
}
