// A basket sent again with its key sells once: the till's answer lost on the shop's Wi-Fi and
// Complete Sale pressed again (or pressed twice at once) finds the sale the first sending made,
// through the same createSale the checkout uses. A refused sending leaves its key free.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceRecords, sales, saleSubmissions, tyres } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { createSale, SaleError } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const key = (n: number) => `sale-key-test-${String(n).padStart(4, "0")}-abcdef`;

function basket(tyreId: string, quantity: number, saleKey?: string): CheckoutInput {
  return { customerName: "Walk-in", vehicleReg: null, paymentMethod: "card", notes: null, lines: [{ tyreId, quantity }], saleKey };
}

describe.each(TEST_BACKENDS)("a sale's key on %s", (backend) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 8 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: typeof sales | typeof invoiceRecords) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const stock = async (id: string) => (await t.db.select({ q: tyres.quantity }).from(tyres).where(eq(tyres.id, id)))[0]!.q;

  it("the same basket sent twice with its key is one sale: the second sending answers with the first's invoice", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const [salesBefore, recordsBefore] = [await count(sales), await count(invoiceRecords)];
    const first = await createSale(t.db, basket(tyre.id, 2, key(1)));
    const again = await createSale(t.db, basket(tyre.id, 2, key(1)));
    expect(again.invoiceNumber).toBe(first.invoiceNumber);
    expect(again.id).toBe(first.id);
    expect(again.items.map((i) => [i.tyreId, i.quantity])).toEqual([[tyre.id, 2]]);
    expect(await count(sales)).toBe(salesBefore + 1);
    expect(await count(invoiceRecords)).toBe(recordsBefore + 1);
    expect(await stock(tyre.id)).toBe(2);
    const [kept] = await t.db
      .select()
      .from(saleSubmissions)
      .where(eq(saleSubmissions.key, key(1)));
    expect(kept?.saleId).toBe(first.id);
  });

  it("another key is another sale; a sale without a key is sold as before", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const a = await createSale(t.db, basket(tyre.id, 1, key(2)));
    const b = await createSale(t.db, basket(tyre.id, 1, key(3)));
    const c = await createSale(t.db, basket(tyre.id, 1));
    expect(new Set([a.invoiceNumber, b.invoiceNumber, c.invoiceNumber]).size).toBe(3);
    expect(await stock(tyre.id)).toBe(1);
  });

  it("a refused sending keeps nothing of its key: the same basket sells once the stock is there", async () => {
    const tyre = await insertTyre(t.db, { quantity: 1 });
    await expect(createSale(t.db, basket(tyre.id, 2, key(4)))).rejects.toBeInstanceOf(SaleError);
    expect(
      await t.db
        .select()
        .from(saleSubmissions)
        .where(eq(saleSubmissions.key, key(4))),
    ).toEqual([]);
    await t.db.update(tyres).set({ quantity: 2 }).where(eq(tyres.id, tyre.id));
    const sold = await createSale(t.db, basket(tyre.id, 2, key(4)));
    expect(sold.items[0]?.quantity).toBe(2);
    expect(await stock(tyre.id)).toBe(0);
  });

  itRace(backend)("five sendings of one basket at the same moment: one sale, and all five answer with its invoice", async () => {
    const tyre = await insertTyre(t.db, { quantity: 10 });
    const salesBefore = await count(sales);
    const results = await Promise.all(Array.from({ length: 5 }, () => createSale(t.db, basket(tyre.id, 2, key(5)))));
    expect(new Set(results.map((r) => r.invoiceNumber)).size).toBe(1);
    expect(await count(sales)).toBe(salesBefore + 1);
    expect(await stock(tyre.id)).toBe(8);
  });
});
