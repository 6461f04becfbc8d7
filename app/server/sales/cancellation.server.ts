// Cancelling an invoice issued in error (anulación; decision 106), the owner's. One transaction:
// lock the invoice's row, then its day's closing row, check (app/domain/invoice-cancellation.ts),
// lock its tyres in id order and put the units back on sale (as a return does), write the
// cancellation (invoice_cancellations, append-only: the invoice itself is never changed), audit,
// and append its RegistroAnulacion to the VERI*FACTU chain, queued for the agency.
// Lock order: invoice row -> day closing -> tyres -> chain head (a return's order, with the day between).
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { type CancellationInput, cancellationRefusal } from "~/domain/invoice-cancellation";
import { type InvoiceType, type InvoiceView, signedTaxFromInclusiveTotal } from "~/domain/invoice";
import { formatEur, toCents } from "~/domain/money";
import { say } from "~/lib/reason";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { shopIsoDate } from "~/lib/shop-clock";
import { dayClosings, invoiceCancellations, invoiceReplacements, saleItems, sales, tyres } from "~db/schema";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { appendCancellationRecord } from "../verifactu/verifactu.server";
import { getSaleWithItems } from "./sales.server";

export class CancellationError extends Refusal {
  override name = "CancellationError";
  constructor(words: Words, kind: "conflict" | "not-found" = "conflict") {
    super(words, { kind, field: kind === "conflict" ? "reason" : undefined });
  }
}

export interface CancelOptions {
  now?: () => Date;
  actor?: AuditActor;
}

/**
 * Cancels invoice `saleId`, all or nothing. The route checks the owner's right (invoices.cancel)
 * first. Two cancellations of one invoice queue on its row: the second is refused.
 */
export async function cancelInvoice(db: Db, saleId: number, input: CancellationInput, opts: CancelOptions = {}): Promise<InvoiceView> {
  const now = opts.now ?? (() => new Date());
  await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for("update");
    if (!sale) throw new CancellationError((t) => t.invoices.refusals.notFound, "not-found");
    // The day's closing, locked: a closing or a reopening of that day waits for this cancellation.
    const day = shopIsoDate(sale.invoiceDate);
    const [closing] = await tx.select().from(dayClosings).where(eq(dayClosings.day, day)).for("update");
    // One query at a time: a transaction holds one connection.
    const [cancelled] = await tx
      .select({ saleId: invoiceCancellations.saleId })
      .from(invoiceCancellations)
      .where(eq(invoiceCancellations.saleId, sale.id));
    const [replaced] = await tx
      .select({ by: sales.invoiceNumber })
      .from(invoiceReplacements)
      .innerJoin(sales, eq(sales.id, invoiceReplacements.replacingSaleId))
      .where(eq(invoiceReplacements.replacedSaleId, sale.id));
    const [returns] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sales)
      .where(eq(sales.rectifiesSaleId, sale.id));
    const refusal = cancellationRefusal({
      invoiceNumber: sale.invoiceNumber,
      invoiceType: sale.invoiceType,
      cancelled: cancelled != null,
      replacedBy: replaced?.by ?? null,
      returns: returns?.n ?? 0,
      closedBy: closing && closing.reopenedAt == null ? closing.zNumber : null,
    });
    if (refusal) throw new CancellationError((t) => say(t.invoices.cancel.refusals, refusal));

    // Its tyres back on sale, locked in id order like a sale and a return lock them.
    const lines = await tx.select().from(saleItems).where(eq(saleItems.saleId, sale.id)).orderBy(asc(saleItems.id));
    const back = new Map<string, number>();
    for (const l of lines) back.set(l.tyreId, (back.get(l.tyreId) ?? 0) + l.quantity);
    const ids = [...back.keys()].sort();
    const locked = ids.length ? await tx.select().from(tyres).where(inArray(tyres.id, ids)).orderBy(asc(tyres.id)).for("update") : [];
    const at = now();
    for (const t of locked) {
      await tx
        .update(tyres)
        .set({ quantity: t.quantity + back.get(t.id)!, status: "available", updatedAt: at })
        .where(eq(tyres.id, t.id));
    }

    const by = opts.actor?.label ?? SYSTEM_ACTOR.label;
    await tx.insert(invoiceCancellations).values({ saleId: sale.id, cancelledAt: at, cancelledBy: by, reason: input.reason });
    const units = [...back.values()].reduce((a, n) => a + n, 0);
    const totalCents = toCents(sale.grandTotalEur);
    await recordAudit(tx, {
      actor: opts.actor ?? SYSTEM_ACTOR,
      kind: "invoice",
      action: "invoice.cancel",
      subject: sale.invoiceNumber,
      summary: `Invoice ${sale.invoiceNumber} cancelled as issued in error (${formatEur(totalCents, "en")}; ${units} ${units === 1 ? "tyre" : "tyres"} back on sale). Reason: ${input.reason}`,
      after: { reason: input.reason, grandTotalCents: totalCents, tyres: [...back].map(([tyreId, quantity]) => ({ tyreId, quantity })) },
    });
    await appendCancellationRecord(tx, {
      saleId: sale.id,
      issuerNif: sale.sellerNif,
      invoiceNumber: sale.invoiceNumber,
      invoiceDate: sale.invoiceDate,
      invoiceType: sale.invoiceType as InvoiceType,
      totalCents,
      taxCents: signedTaxFromInclusiveTotal(totalCents, sale.vatRatePercent).vatCents,
    });
  });
  const view = await getSaleWithItems(db, saleId);
  if (!view) throw new Error(`Invoice ${saleId} vanished after its cancellation`);
  return view;
}
