// Selling a quote at the till: its stock tyres and services at the prices it quoted (honoured until
// its validity date, whatever the list prices say now), collecting the reservations its acceptance
// made, in one transaction with the quote's row locked, so a quote is sold once. Tyres "to order"
// are not sold with it (they are not in stock yet).
import { and, eq } from "drizzle-orm";
import { quoteRevisions, quotes, reservations } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import type { PaymentMethod } from "~/domain/invoice";
import { shopDate } from "~/domain/hold-end";
import type { InvoiceView } from "~/domain/invoice";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { createSale, quotedServiceKey } from "../sales/sales.server";
import { QuoteRefusal, quoteNotFound } from "./quotes.server";

export interface SellQuoteInput {
  paymentMethod: PaymentMethod;
  /** A full invoice's recipient (the till asks for them over the simplified invoice's limit). */
  customerTaxId?: string;
  customerAddress?: string;
}

export async function sellQuote(
  db: Db,
  id: number,
  actor: AuditActor,
  input: SellQuoteInput,
  opts: { now?: Date } = {},
): Promise<InvoiceView> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!q) throw quoteNotFound();
    if (q.saleId != null) throw new QuoteRefusal((t) => t.quotes.refusals.sold, { kind: "conflict" });
    if (q.answer === "declined") throw new QuoteRefusal((t) => t.quotes.refusals.declinedNoSale, { kind: "conflict" });
    if (shopDate(now) > q.validUntil) throw new QuoteRefusal((t) => t.quotes.refusals.expiredNoSale, { kind: "conflict" });
    const [rev] = await tx
      .select()
      .from(quoteRevisions)
      .where(and(eq(quoteRevisions.quoteId, id), eq(quoteRevisions.revision, q.revision)));
    const lines = rev!.lines;
    const tyres = lines.flatMap((l) => (l.kind === "tyre" ? [l] : []));
    const services = lines.flatMap((l) => (l.kind === "service" ? [l] : []));
    if (tyres.length === 0 && services.length === 0) throw new QuoteRefusal((t) => t.quotes.refusals.nothingToSell, { kind: "conflict" });
    const held = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.quoteId, id), eq(reservations.status, "active")));
    const invoice = await createSale(
      tx,
      {
        customerName: q.customerName,
        customerPhone: q.phone ?? undefined,
        customerEmail: q.email ?? undefined,
        vehicleReg: q.plate,
        customerTaxId: input.customerTaxId,
        customerAddress: input.customerAddress,
        paymentMethod: input.paymentMethod,
        notes: q.number,
        lines: tyres.map((l) => ({ tyreId: l.tyreId, quantity: l.quantity })),
        services: services.map((l) => ({ serviceId: l.serviceId, rim: l.rim, quantity: l.quantity, forTyreId: null })),
      },
      {
        actor,
        now: () => now,
        quoted: {
          tyres: new Map(
            tyres.map((l) => [l.tyreId, { unitPriceCents: l.unitCents - l.disposalCents, disposalFeeCents: l.disposalCents }]),
          ),
          services: new Map(services.map((l) => [quotedServiceKey(l.serviceId, l.rim), l.unitCents])),
          reservationIds: held.map((r) => r.id),
        },
      },
    );
    await tx.update(quotes).set({ saleId: invoice.id, updatedAt: now }).where(eq(quotes.id, id));
    await recordAudit(tx, {
      kind: "quote",
      action: "quote.sell",
      actor,
      subject: q.number,
      summary: `Quote ${q.number} revision ${q.revision} sold at its prices: invoice ${invoice.invoiceNumber}`,
      after: { revision: q.revision, invoice: invoice.invoiceNumber },
    });
    return invoice;
  });
}
