// Proof under load: 200 sale attempts at once over a stock of 4 units, through the same
// createSale the checkout uses. Exactly 4 units are sold, stock never goes below zero, every
// refused attempt writes nothing, and the invoice numbers stay gap-free.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { invoiceCounters, invoiceRecords, saleItems, sales, tyres } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { formatInvoiceNumber, invoiceYear } from "~/domain/invoice";
import { toCents } from "~/domain/money";
import { createSale, SaleError } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const ATTEMPTS = 200;

function checkout(lines: { tyreId: string; quantity: number }[], i: number): CheckoutInput {
  return { customerName: `Customer ${i}`, vehicleReg: null, paymentMethod: "cash", notes: null, lines };
}

describe.each(TEST_BACKENDS)("200 concurrent sales on %s", (backend) => {
  let t: TestDatabase;
  const year = invoiceYear(new Date());

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 30 });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every sale of the year numbered 1..n with no gap, the counter at n, one VERI*FACTU record each. */
  async function expectWholeAndGapFree() {
    const rows = await t.db.select().from(sales).where(eq(sales.invoiceYear, year)).orderBy(sales.invoiceSeq);
    expect(rows.map((r) => r.invoiceSeq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.invoiceNumber)).toEqual(rows.map((r) => formatInvoiceNumber(year, r.invoiceSeq)));
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(counter?.lastNumber ?? 0).toBe(rows.length);
    // No partial sale: each has items whose line totals add up to its grand total.
    const items = await t.db.select().from(saleItems);
    for (const s of rows) {
      const mine = items.filter((i) => i.saleId === s.id);
      expect(mine.length, `sale ${s.invoiceNumber} has items`).toBeGreaterThan(0);
      expect(mine.reduce((a, i) => a + toCents(i.lineTotalEur), 0)).toBe(toCents(s.grandTotalEur));
    }
    const [{ n: records }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoiceRecords);
    expect(records).toBe(rows.length);
    return rows;
  }

  itRace(backend)("200 attempts to buy one unit each of a tyre with 4 in stock: exactly 4 sold, 196 refused, stock 0", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);

    const results = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) => createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 1 }], i))),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    // Every refusal is the clerk-facing "no longer available / only N left", never a database error.
    const unexpected = refused.filter((r) => !(r.reason instanceof SaleError)).map((r) => String(r.reason));
    expect(unexpected).toEqual([]);
    expect(ok).toHaveLength(4);
    expect(refused).toHaveLength(ATTEMPTS - 4);

    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect(after).toMatchObject({ quantity: 0, status: "sold" });
    const [{ sold }] = await t.db
      .select({ sold: sql<number>`coalesce(sum(${saleItems.quantity}), 0)::int` })
      .from(saleItems)
      .where(eq(saleItems.tyreId, tyre.id));
    expect(sold).toBe(4);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    expect(n - before[0]!.n).toBe(4);
    await expectWholeAndGapFree();
  });

  itRace(backend)(
    "200 mixed baskets (1-3 units of the scarce tyre, plus a plentiful one): never oversold, never negative, numbers gap-free",
    async () => {
      const scarce = await insertTyre(t.db, { quantity: 4, brand: "Pirelli" });
      const plenty = await insertTyre(t.db, { quantity: 5000, brand: "Hankook" });
      const plan = Array.from({ length: ATTEMPTS }, (_, i) => ({ scarce: 1 + (i % 3), plenty: 1 + (i % 2) }));

      const results = await Promise.allSettled(
        plan.map((p, i) =>
          createSale(
            t.db,
            checkout(
              [
                { tyreId: plenty.id, quantity: p.plenty },
                { tyreId: scarce.id, quantity: p.scarce },
              ],
              i,
            ),
          ),
        ),
      );
      const unexpected = results
        .filter((r): r is PromiseRejectedResult => r.status === "rejected" && !(r.reason instanceof SaleError))
        .map((r) => String(r.reason));
      expect(unexpected).toEqual([]);
      const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [plan[i]!] : []));
      const soldScarce = won.reduce((a, p) => a + p.scarce, 0);
      const soldPlenty = won.reduce((a, p) => a + p.plenty, 0);
      expect(won.length).toBeGreaterThan(0);
      expect(soldScarce).toBeLessThanOrEqual(4);

      const [s] = await t.db.select().from(tyres).where(eq(tyres.id, scarce.id));
      const [p] = await t.db.select().from(tyres).where(eq(tyres.id, plenty.id));
      expect(s!.quantity).toBe(4 - soldScarce);
      expect(s!.quantity).toBeGreaterThanOrEqual(0);
      expect(s!.status).toBe(s!.quantity === 0 ? "sold" : "available");
      // The plentiful tyre moved only with the winning baskets: a refused basket changed nothing.
      expect(p!.quantity).toBe(5000 - soldPlenty);
      const items = await t.db.select().from(saleItems).where(eq(saleItems.tyreId, scarce.id));
      expect(items.reduce((a, i) => a + i.quantity, 0)).toBe(soldScarce);
      await expectWholeAndGapFree();
    },
  );
});
