// A full invoice in place of simplified ones (VERI*FACTU F3; decision 106). One transaction: lock
// the simplified invoices' rows in id order, check them (app/domain/invoice-replacement.ts), take
// the next number of the F series, write the F3 with copies of their lines and their totals added
// up, link each replaced invoice to it (invoice_replacements, append-only, one row per replaced
// invoice), audit, and append its VERI*FACTU record with the replaced invoices (FacturasSustituidas).
// No stock moves and no money: the simplified invoices sold the tyres and took the money.
// Lock order: invoice rows -> counter -> chain head, as a return's.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, forCustomer, SYSTEM_ACTOR } from "~/domain/audit";
import { INVOICE_SERIES, type InvoiceView, signedTaxFromInclusiveTotal } from "~/domain/invoice";
import {
  invoiceReplacementRefusal,
  type ReplaceableInvoice,
  replacedInOrder,
  replacementRefusal,
  type ReplacementInput,
  replacementTotals,
} from "~/domain/invoice-replacement";
import { sellerSnapshot } from "~/domain/sale-snapshot";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import { say } from "~/lib/reason";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { customers, invoiceCancellations, invoiceReplacements, saleItems, sales, saleServiceLines, type SaleRow } from "~db/schema";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { readSettings } from "../settings/settings.server";
import { appendInvoiceRecord } from "../verifactu/verifactu.server";
import { getSaleWithItems, takeInvoiceNumber } from "./sales.server";

/** A replacement refused for a reason the clerk can act on (`field`: the form's input to fix). */
export class ReplacementError extends Refusal {
  override name = "ReplacementError";
  constructor(words: Words, field?: string, kind: "conflict" | "not-found" = "conflict") {
    super(words, { kind, field });
  }
}

export interface ReplaceOptions {
  now?: () => Date;
  actor?: AuditActor;
}

/** The customer record each of these records stands for now (a record merged into another: that one). */
async function liveCustomerIds(db: Db | Tx, ids: readonly (number | null)[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  let pending = [...new Set(ids.filter((id): id is number => id != null))];
  for (const id of pending) out.set(id, id);
  // Merges chain at most a few times; follow each record to the one it was merged into.
  for (let step = 0; step < 10 && pending.length; step++) {
    const rows = await db.select({ id: customers.id, into: customers.mergedIntoId }).from(customers).where(inArray(customers.id, pending));
    const next = new Map(rows.filter((r) => r.into != null).map((r) => [r.id, r.into!]));
    for (const [from, to] of out) if (next.has(to)) out.set(from, next.get(to)!);
    pending = [...new Set(next.values())];
  }
  return out;
}

/** What the rules need of these invoices, read now (under their row locks when in the transaction). */
async function replaceable(db: Db | Tx, rows: readonly SaleRow[]): Promise<ReplaceableInvoice[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  // One query at a time: inside a transaction they share one connection.
  const replaced = await db
    .select({ saleId: invoiceReplacements.replacedSaleId, by: sales.invoiceNumber })
    .from(invoiceReplacements)
    .innerJoin(sales, eq(sales.id, invoiceReplacements.replacingSaleId))
    .where(inArray(invoiceReplacements.replacedSaleId, ids));
  const rectified = await db.selectDistinct({ saleId: sales.rectifiesSaleId }).from(sales).where(inArray(sales.rectifiesSaleId, ids));
  const cancelled = await db
    .select({ saleId: invoiceCancellations.saleId })
    .from(invoiceCancellations)
    .where(inArray(invoiceCancellations.saleId, ids));
  const live = await liveCustomerIds(
    db,
    rows.map((r) => r.customerId),
  );
  const by = new Map(replaced.map((r) => [r.saleId, r.by]));
  const returned = new Set(rectified.map((r) => r.saleId));
  const gone = new Set(cancelled.map((c) => c.saleId));
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    invoiceType: r.invoiceType,
    customerId: r.customerId == null ? null : (live.get(r.customerId) ?? r.customerId),
    vatRatePercent: r.vatRatePercent,
    sellerNif: r.sellerNif,
    replacedBy: by.get(r.id) ?? null,
    rectified: returned.has(r.id),
    cancelled: gone.has(r.id),
  }));
}

/**
 * Issues a full invoice (F3) in place of the simplified invoices chosen (ids ticked and numbers
 * typed), naming the recipient, all or nothing. Two clerks replacing the same invoice at once
 * queue on its row lock: the second sees it replaced and is refused.
 */
export async function replaceInvoices(db: Db, input: ReplacementInput, opts: ReplaceOptions = {}): Promise<InvoiceView> {
  const now = opts.now ?? (() => new Date());
  const id = await db.transaction(async (tx) => {
    const named = input.otherNumbers.length
      ? await tx
          .select({ id: sales.id, invoiceNumber: sales.invoiceNumber })
          .from(sales)
          .where(inArray(sales.invoiceNumber, input.otherNumbers))
      : [];
    const unknown = input.otherNumbers.find((n) => !named.some((s) => s.invoiceNumber === n));
    if (unknown) throw new ReplacementError((t) => t.invoices.replace.refusals.unknownNumber(unknown), "otherNumbers");
    const ids = [...new Set([...input.invoices, ...named.map((s) => s.id)])].sort((a, b) => a - b);
    if (ids.length === 0) throw new ReplacementError((t) => t.invoices.replace.refusals.nothing, "invoices");
    // Every invoice replaced, locked in id order: two replacements never wait on each other in a cycle.
    const locked = await tx.select().from(sales).where(inArray(sales.id, ids)).orderBy(asc(sales.id)).for("update");
    if (locked.length !== ids.length) throw new ReplacementError((t) => t.invoices.refusals.notFound, "invoices", "not-found");
    const refusal = replacementRefusal(await replaceable(tx, locked));
    if (refusal) throw new ReplacementError((t) => say(t.invoices.replace.refusals, refusal), "invoices");

    const shop = await readSettings(tx);
    // The replaced invoices and the F3 name one issuer (FacturasSustituidas take the F3's NIF).
    if (locked[0]!.sellerNif !== shop.nif) throw new ReplacementError((t) => t.invoices.replace.refusals.mixedSeller, "invoices");
    const replaced = replacedInOrder(locked);
    const order = new Map(replaced.map((r, i) => [r.id, i]));
    const byInvoice = <T extends { saleId: number; id: number }>(rows: T[]) =>
      rows.sort((a, b) => order.get(a.saleId)! - order.get(b.saleId)! || a.id - b.id);
    const items = byInvoice(await tx.select().from(saleItems).where(inArray(saleItems.saleId, ids)));
    const serviceLines = byInvoice(await tx.select().from(saleServiceLines).where(inArray(saleServiceLines.saleId, ids)));
    const totals = replacementTotals(
      replaced.map((r) => ({
        subtotalCents: toCents(r.subtotalEur),
        totalDisposalCents: toCents(r.totalDisposalEur),
        grandTotalCents: toCents(r.grandTotalEur),
      })),
    );
    const first = replaced[0]!;
    const { year, seq, invoiceNumber, invoiceDate } = await takeInvoiceNumber(tx, INVOICE_SERIES.full, now);
    const [f3] = await tx
      .insert(sales)
      .values({
        invoiceNumber,
        invoiceSeries: INVOICE_SERIES.full,
        invoiceYear: year,
        invoiceSeq: seq,
        invoiceType: "F3",
        invoiceDate,
        customerName: input.customerName,
        customerTaxId: input.customerTaxId,
        customerAddress: input.customerAddress,
        customerId: first.customerId,
        vehicleReg: replaced.find((r) => r.vehicleReg)?.vehicleReg ?? null,
        // How the replaced invoices were paid (the first one's): no money moves with the F3.
        paymentMethod: first.paymentMethod,
        subtotalEur: centsToDecimal(totals.subtotalCents),
        totalDisposalEur: centsToDecimal(totals.totalDisposalCents),
        grandTotalEur: centsToDecimal(totals.grandTotalCents),
        depositEur: "0.00",
        notes: null,
        ...sellerSnapshot(shop),
        soldBy: opts.actor?.id ? opts.actor.label : null,
        // The IVA of the operations it documents.
        vatRatePercent: first.vatRatePercent,
      })
      .returning();
    // The same lines, copied as sold (no stock moves: the simplified invoices sold them).
    if (items.length) await tx.insert(saleItems).values(items.map(({ id: _id, saleId: _sale, ...line }) => ({ ...line, saleId: f3.id })));
    if (serviceLines.length)
      await tx.insert(saleServiceLines).values(serviceLines.map(({ id: _id, saleId: _sale, ...line }) => ({ ...line, saleId: f3.id })));
    // The primary key refuses a second replacement of an invoice whatever happened above.
    await tx.insert(invoiceReplacements).values(replaced.map((r) => ({ replacedSaleId: r.id, replacingSaleId: f3.id })));

    const numbers = replaced.map((r) => r.invoiceNumber);
    await recordAudit(tx, {
      actor: opts.actor ?? SYSTEM_ACTOR,
      kind: "invoice",
      action: "invoice.replace",
      subject: invoiceNumber,
      summary: `Full invoice ${invoiceNumber} issued${forCustomer(first.customerId)} in place of ${numbers.join(", ")}: ${formatEur(totals.grandTotalCents, "en")} (no new money)`,
      after: { replaces: numbers, customerId: first.customerId, grandTotalCents: totals.grandTotalCents },
    });
    await appendInvoiceRecord(tx, {
      saleId: f3.id,
      issuerNif: shop.nif,
      invoiceNumber,
      invoiceDate,
      invoiceType: "F3",
      totalCents: totals.grandTotalCents,
      taxCents: signedTaxFromInclusiveTotal(totals.grandTotalCents, first.vatRatePercent).vatCents,
      recipient: { nif: input.customerTaxId, name: input.customerName },
      replaced: replaced.map((r) => ({ invoiceNumber: r.invoiceNumber, invoiceDate: r.invoiceDate })),
    });
    return f3.id;
  });
  const view = await getSaleWithItems(db, id);
  if (!view) throw new Error(`Full invoice ${id} vanished after commit`);
  return view;
}

/** An invoice the replacement dialog offers beside the page's own. */
export interface ReplacementCandidate {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  grandTotalCents: number;
}

/** What the invoice page's replacement dialog starts from, or null when this invoice cannot be replaced. */
export interface ReplacementStart {
  /** The page's invoice first, then the customer's other simplified invoices that can be replaced (newest first). */
  candidates: ReplacementCandidate[];
  /** The invoice has no customer record: others are added by their numbers. */
  walkIn: boolean;
  /** The recipient as the customer's record (or the invoice) names it. */
  recipient: { name: string; taxId: string; address: string; fromRecord: boolean };
}

const MAX_CANDIDATES = 30;

/** The replacement dialog of an invoice's page: its candidates and the recipient to start from. */
export async function replacementStart(db: Db, saleId: number): Promise<ReplacementStart | null> {
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) return null;
  const [self] = await replaceable(db, [sale]);
  if (!self || invoiceReplacementRefusal(self)) return null;
  const candidate = (r: SaleRow): ReplacementCandidate => ({
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    invoiceDate: r.invoiceDate.toISOString(),
    grandTotalCents: toCents(r.grandTotalEur),
  });
  if (sale.customerId == null) {
    return {
      candidates: [candidate(sale)],
      walkIn: true,
      recipient: { name: sale.customerName, taxId: "", address: "", fromRecord: false },
    };
  }
  // The customer's other simplified invoices (their record and the records merged into it).
  const live = (await liveCustomerIds(db, [sale.customerId])).get(sale.customerId) ?? sale.customerId;
  const family = [live];
  for (let frontier = [live]; frontier.length;) {
    frontier = (await db.select({ id: customers.id }).from(customers).where(inArray(customers.mergedIntoId, frontier))).map((r) => r.id);
    family.push(...frontier);
  }
  const others = await db
    .select()
    .from(sales)
    .where(
      and(
        inArray(sales.customerId, family),
        eq(sales.invoiceType, "F2"),
        sql`${sales.id} <> ${sale.id}`,
        sql`not exists (select 1 from ${invoiceReplacements} where ${invoiceReplacements.replacedSaleId} = ${sales.id})`,
        sql`not exists (select 1 from ${invoiceCancellations} where ${invoiceCancellations.saleId} = ${sales.id})`,
        sql`not exists (select 1 from ${sales} as r where r.rectifies_sale_id = ${sales.id})`,
      ),
    )
    .orderBy(desc(sales.invoiceDate), desc(sales.id))
    .limit(MAX_CANDIDATES);
  const [record] = await db.select().from(customers).where(eq(customers.id, live));
  const fromRecord = Boolean(record?.taxId && record.address && !record.erasedAt);
  return {
    candidates: [sale, ...others.filter((o) => o.vatRatePercent === sale.vatRatePercent)].map(candidate),
    walkIn: false,
    recipient: {
      name: fromRecord ? record!.name : sale.customerName,
      taxId: fromRecord ? record!.taxId! : "",
      address: fromRecord ? record!.address! : "",
      fromRecord,
    },
  };
}
