// Returns: the rectifying-invoice transaction (docs/decisions/024-returns-and-rectifying-invoices.md).
// One transaction: lock the invoice being rectified, check what can still come back, number the
// rectifying invoice in its own series, write it with its negative lines (tyres, and service
// lines such as a fitting refunded, at the prices they were sold for), put the tyres back in stock, record it in the audit log and append its VERI*FACTU record to the same chain.
// Like sales, a rectifying invoice is never edited or deleted (the database refuses it too).
import { saleItemSnapshot, sellerSnapshot } from "~/domain/sale-snapshot";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { say } from "~/lib/reason";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { invoiceCancellations, invoiceReplacements, saleItems, sales, saleServiceLines, tyres } from "~db/schema";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { INVOICE_SERIES, type InvoiceView, signedTaxFromInclusiveTotal } from "~/domain/invoice";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import {
  checkReturn,
  isRectifyingType,
  rectifyingInvoiceType,
  rectifyingLines,
  rectifyingTotals,
  type ReturnInput,
  type ReturnReason,
  type SoldLine,
} from "~/domain/returns";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { getSaleWithItems, takeInvoiceNumber } from "./sales.server";
import { readSettings } from "../settings/settings.server";
import { appendInvoiceRecord } from "../verifactu/verifactu.server";

/** A return refused for a reason staff can act on; `fieldWords` are keyed like the form's inputs. */
export class ReturnError extends Refusal {
  override name = "ReturnError";
  constructor(words: Words, fieldWords: Record<string, Words> = {}, kind: "conflict" | "not-found" = "conflict") {
    super(words, { kind, fieldWords });
  }
}

/** A return's reason in the reader's words (the return form's messages). */
function returnWords(r: ReturnReason): Words {
  return (t) => say(t.invoices.returns.form, r);
}

export interface ReturnOptions {
  now?: () => Date;
  actor?: AuditActor;
}

/**
 * Records a return of lines of invoice `saleId` and issues its rectifying invoice, all or nothing.
 * Two returns of the same invoice queue on its row lock, so the second sees what the first took
 * back and no line comes back more times than it was sold.
 */
export async function returnSale(
  db: Db,
  saleId: number,
  input: Omit<ReturnInput, "services" | "backOnSale"> & { services?: ReturnInput["services"]; backOnSale?: boolean },
  opts: ReturnOptions = {},
): Promise<InvoiceView> {
  const now = opts.now ?? (() => new Date());
  const backOnSale = input.backOnSale ?? true;
  const id = await db.transaction(async (tx) => {
    // The invoice being rectified, locked first: every return of it waits here for the one before.
    const [original] = await tx.select().from(sales).where(eq(sales.id, saleId)).for("update");
    if (!original) throw new ReturnError((t) => t.invoices.refusals.notFound, {}, "not-found");
    if (isRectifyingType(original.invoiceType)) throw new ReturnError((t) => t.invoices.refusals.rectifying(original.invoiceNumber));
    // A cancelled invoice sold nothing; a replaced one is returned on the full invoice that replaced it.
    const [cancelled] = await tx.select().from(invoiceCancellations).where(eq(invoiceCancellations.saleId, original.id));
    if (cancelled) throw new ReturnError((t) => t.invoices.refusals.cancelled(original.invoiceNumber));
    const [replaced] = await tx
      .select({ by: sales.invoiceNumber })
      .from(invoiceReplacements)
      .innerJoin(sales, eq(sales.id, invoiceReplacements.replacingSaleId))
      .where(eq(invoiceReplacements.replacedSaleId, original.id));
    if (replaced) throw new ReturnError((t) => t.invoices.refusals.replaced(original.invoiceNumber, replaced.by));

    const items = await tx.select().from(saleItems).where(eq(saleItems.saleId, original.id)).orderBy(asc(saleItems.id));
    const serviceLines = await tx
      .select()
      .from(saleServiceLines)
      .where(eq(saleServiceLines.saleId, original.id))
      .orderBy(asc(saleServiceLines.id));
    // Read after the lock: includes every return committed before this one.
    const returned = await returnedSoFar(
      tx,
      items.map((i) => i.id),
    );
    const returnedServices = await returnedServicesSoFar(
      tx,
      serviceLines.map((l) => l.id),
    );
    const sold: SoldLine[] = items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      unitPriceCents: toCents(i.unitPriceEur),
      disposalFeeCents: toCents(i.disposalFeeEurPerTyre),
      discountCents: toCents(i.discountEur),
      returned: returned.get(i.id) ?? 0,
    }));
    const soldServices: SoldLine[] = serviceLines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      unitPriceCents: toCents(l.unitPriceEur),
      disposalFeeCents: 0,
      discountCents: toCents(l.discountEur),
      returned: returnedServices.get(l.id) ?? 0,
    }));
    const check = checkReturn(sold, input.lines, soldServices, input.services ?? []);
    if (!check.ok) {
      const fieldWords = Object.fromEntries(Object.entries(check.fieldErrors).map(([k, r]) => [k, returnWords(r)]));
      throw new ReturnError(returnWords(check.reason), fieldWords);
    }

    const lines = rectifyingLines(check.lines);
    const serviceBack = rectifyingLines(check.services);
    const totals = rectifyingTotals([...lines, ...serviceBack]);
    const serviceById = new Map(serviceLines.map((l) => [l.id, l]));
    const itemById = new Map(items.map((i) => [i.id, i]));

    // The tyres that come back, locked in id order like a sale locks them.
    const tyreIds = [...new Set(lines.map((l) => itemById.get(l.rectifiesItemId)!.tyreId))].sort();
    const locked = tyreIds.length
      ? await tx.select().from(tyres).where(inArray(tyres.id, tyreIds)).orderBy(asc(tyres.id)).for("update")
      : [];
    const tyreById = new Map(locked.map((t) => [t.id, t]));

    const shop = await readSettings(tx);
    const invoiceType = rectifyingInvoiceType(original.invoiceType);
    const { year, seq, invoiceNumber, invoiceDate } = await takeInvoiceNumber(tx, INVOICE_SERIES.rectifying, now);

    const [rect] = await tx
      .insert(sales)
      .values({
        invoiceNumber,
        invoiceSeries: INVOICE_SERIES.rectifying,
        invoiceYear: year,
        invoiceSeq: seq,
        invoiceType,
        invoiceDate,
        customerName: original.customerName,
        customerTaxId: original.customerTaxId,
        customerAddress: original.customerAddress,
        vehicleReg: original.vehicleReg,
        paymentMethod: input.refundMethod,
        subtotalEur: centsToDecimal(totals.subtotalCents),
        totalDisposalEur: centsToDecimal(totals.totalDisposalCents),
        grandTotalEur: centsToDecimal(totals.grandTotalCents),
        depositEur: "0.00",
        notes: null,
        rectifiesSaleId: original.id,
        rectifiesInvoiceNumber: original.invoiceNumber,
        rectifiesInvoiceDate: original.invoiceDate,
        rectificationReason: input.reason,
        ...sellerSnapshot(shop),
        // Who issued it, for the Z of its day (the server itself: nobody).
        soldBy: opts.actor?.id ? opts.actor.label : null,
        // The IVA of the operation it corrects.
        vatRatePercent: original.vatRatePercent,
      })
      .returning();

    if (lines.length)
      await tx.insert(saleItems).values(
        lines.map((l) => {
          const i = itemById.get(l.rectifiesItemId)!;
          const prices = { ...l, discountReason: l.discountCents ? i.discountReason : null };
          return { saleId: rect.id, ...saleItemSnapshot(i.tyreId, i, prices), rectifiesItemId: l.rectifiesItemId, backOnSale };
        }),
      );
    // The service lines refunded: copies of the sold line (code, names, rim, price), negative.
    if (serviceBack.length)
      await tx.insert(saleServiceLines).values(
        serviceBack.map((l) => {
          const { id: _id, saleId: _sale, ...sold } = serviceById.get(l.rectifiesItemId)!;
          return {
            ...sold,
            saleId: rect.id,
            quantity: l.quantity,
            discountEur: centsToDecimal(l.discountCents),
            discountReason: l.discountCents ? sold.discountReason : null,
            lineTotalEur: centsToDecimal(l.lineTotalCents),
            rectifiesLineId: l.rectifiesItemId,
          };
        }),
      );

    // The tyres go back on sale: the returned units are not held by any reservation, so even a
    // tyre whose every other unit is held is on sale again (available) with them. Defective ones
    // (backOnSale false) stay out of the stock: the rectifying lines keep them for the supplier's claim.
    const back = new Map<string, number>();
    for (const l of lines) {
      const tyreId = itemById.get(l.rectifiesItemId)!.tyreId;
      back.set(tyreId, (back.get(tyreId) ?? 0) - l.quantity);
    }
    for (const [tyreId, n] of back) {
      const t = tyreById.get(tyreId);
      if (!t) throw new ReturnError((w) => w.invoices.refusals.tyreGone(tyreId));
      if (!backOnSale) continue;
      await tx
        .update(tyres)
        .set({ quantity: t.quantity + n, status: "available", updatedAt: invoiceDate })
        .where(eq(tyres.id, tyreId));
    }

    const returnedUnits = lines.reduce((n, l) => n - l.quantity, 0);
    const refundedServices = serviceBack.reduce((n, l) => n - l.quantity, 0);
    const what = [
      returnedUnits ? `${returnedUnits} ${returnedUnits === 1 ? "tyre" : "tyres"}` : null,
      refundedServices ? `${refundedServices} ${refundedServices === 1 ? "service" : "services"}` : null,
    ]
      .filter(Boolean)
      .join(" and ");
    await recordAudit(tx, {
      actor: opts.actor ?? SYSTEM_ACTOR,
      kind: "invoice",
      action: "invoice.rectify",
      subject: invoiceNumber,
      summary: `Return of ${what} from ${original.invoiceNumber}: rectifying invoice ${invoiceNumber}, ${formatEur(totals.grandTotalCents, "en")} refunded (${input.refundMethod})${returnedUnits && !backOnSale ? "; the tyres are kept off sale as defective" : ""}. Reason: ${input.reason}`,
      after: {
        rectifies: original.invoiceNumber,
        reason: input.reason,
        refundMethod: input.refundMethod,
        backOnSale,
        grandTotalCents: totals.grandTotalCents,
        lines: lines.map((l) => ({ tyreId: itemById.get(l.rectifiesItemId)!.tyreId, quantity: -l.quantity })),
        ...(serviceBack.length
          ? { services: serviceBack.map((l) => ({ code: serviceById.get(l.rectifiesItemId)!.code, quantity: -l.quantity })) }
          : {}),
      },
    });

    await appendInvoiceRecord(tx, {
      saleId: rect.id,
      issuerNif: shop.nif,
      invoiceNumber,
      invoiceDate,
      invoiceType,
      totalCents: totals.grandTotalCents,
      taxCents: signedTaxFromInclusiveTotal(totals.grandTotalCents, original.vatRatePercent).vatCents,
      recipient: original.customerTaxId ? { nif: original.customerTaxId, name: original.customerName } : null,
      rectified: { invoiceNumber: original.invoiceNumber, invoiceDate: original.invoiceDate },
    });
    return rect.id;
  });
  const view = await getSaleWithItems(db, id);
  if (!view) throw new Error(`Rectifying invoice ${id} vanished after commit`);
  return view;
}

async function returnedSoFar(db: Db | Tx, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: saleItems.rectifiesItemId, returned: sql<number>`(-sum(${saleItems.quantity}))::int` })
    .from(saleItems)
    .where(and(isNotNull(saleItems.rectifiesItemId), inArray(saleItems.rectifiesItemId, itemIds)))
    .groupBy(saleItems.rectifiesItemId);
  return new Map(rows.map((r) => [r.itemId!, Number(r.returned)]));
}

async function returnedServicesSoFar(db: Db | Tx, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: saleServiceLines.rectifiesLineId, returned: sql<number>`(-sum(${saleServiceLines.quantity}))::int` })
    .from(saleServiceLines)
    .where(and(isNotNull(saleServiceLines.rectifiesLineId), inArray(saleServiceLines.rectifiesLineId, lineIds)))
    .groupBy(saleServiceLines.rectifiesLineId);
  return new Map(rows.map((r) => [r.lineId!, Number(r.returned)]));
}

/** How many of each line of an invoice can still be returned, by line id: tyre lines and service lines. */
export async function returnableByLine(
  db: Db,
  saleId: number,
): Promise<{ items: Record<number, number>; services: Record<number, number> }> {
  const items = await db.select({ id: saleItems.id, quantity: saleItems.quantity }).from(saleItems).where(eq(saleItems.saleId, saleId));
  const lines = await db
    .select({ id: saleServiceLines.id, quantity: saleServiceLines.quantity })
    .from(saleServiceLines)
    .where(eq(saleServiceLines.saleId, saleId));
  const returned = await returnedSoFar(
    db,
    items.map((i) => i.id),
  );
  const returnedServices = await returnedServicesSoFar(
    db,
    lines.map((l) => l.id),
  );
  return {
    items: Object.fromEntries(items.map((i) => [i.id, Math.max(0, i.quantity - (returned.get(i.id) ?? 0))])),
    services: Object.fromEntries(lines.map((l) => [l.id, Math.max(0, l.quantity - (returnedServices.get(l.id) ?? 0))])),
  };
}

/** A returned tyre kept off sale as defective, as the list for the supplier's claim shows it. */
export interface DefectiveReturn {
  /** The rectifying invoice that took it back. */
  saleId: number;
  invoiceNumber: string;
  invoiceDate: Date;
  reason: string | null;
  tyreId: string;
  width: number;
  aspect: number;
  rim: number;
  brand: string;
  model: string | null;
  /** Units kept (a positive count). */
  units: number;
}

/** The returned units kept off sale as defective, newest first (at most `limit`): for the supplier's claim. */
export async function defectiveReturns(db: Db, limit = 50): Promise<DefectiveReturn[]> {
  const rows = await db
    .select({
      saleId: sales.id,
      invoiceNumber: sales.invoiceNumber,
      invoiceDate: sales.invoiceDate,
      reason: sales.rectificationReason,
      tyreId: saleItems.tyreId,
      width: saleItems.width,
      aspect: saleItems.aspect,
      rim: saleItems.rim,
      brand: saleItems.brand,
      model: saleItems.model,
      quantity: saleItems.quantity,
    })
    .from(saleItems)
    .innerJoin(sales, eq(saleItems.saleId, sales.id))
    .where(eq(saleItems.backOnSale, false))
    .orderBy(desc(sales.invoiceDate), desc(saleItems.id))
    .limit(limit);
  return rows.map(({ quantity, ...r }) => ({ ...r, units: -quantity }));
}
