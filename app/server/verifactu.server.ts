// VERI*FACTU invoice records (issue 8). The sale transaction (app/server/sales.server.ts) calls
// appendInvoiceRecord inside its transaction, after it has locked the year's invoice counter; the
// invoice page calls verifactuQrSvg. The bodies are written in the VERI*FACTU issue.
import type { InvoiceRecordRow } from "~db/schema";
import type { Tx } from "./db.server";

export interface InvoiceForRecord {
  saleId: number;
  invoiceNumber: string;
  invoiceDate: Date;
  /** Grand total (VAT included), in cents. */
  totalCents: number;
  /** The IVA contained in the total, in cents (see app/domain/invoice.ts). */
  taxCents: number;
}

export async function appendInvoiceRecord(tx: Tx, invoice: InvoiceForRecord): Promise<InvoiceRecordRow> {
  void tx;
  void invoice;
  throw new Error("appendInvoiceRecord: not implemented yet (VERI*FACTU issue)");
}

/** The AEAT verification QR code for an issued invoice, as an SVG string. */
export async function verifactuQrSvg(invoice: { invoiceNumber: string; invoiceDate: Date; totalCents: number }): Promise<string> {
  void invoice;
  throw new Error("verifactuQrSvg: not implemented yet (VERI*FACTU issue)");
}
