// The sale transaction against real databases: no overselling under parallel checkouts, all or
// nothing, gap-free invoice numbers, amounts from stored prices only.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCounters, saleItems, sales, tyres } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { checkoutSchemaIn } from "~/domain/checkout";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { formatInvoiceNumber, invoiceYear } from "~/domain/invoice";
import { dbErrorMessage } from "~/server/infra/db.server";
import { createSale, getSaleWithItems, listSales, SaleError } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

function checkout(lines: { tyreId: string; quantity: number }[], extra: Partial<CheckoutInput> = {}): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines, ...extra };
}

describe.each(TEST_BACKENDS)("sales on %s", (backend) => {
  let t: TestDatabase;
  const year = invoiceYear(new Date());

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function counts() {
    const [s] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    const [i] = await t.db.select({ n: sql<number>`count(*)::int` }).from(saleItems);
    const [c] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    return { sales: s.n, items: i.n, lastNumber: c?.lastNumber ?? 0 };
  }

  async function allNumbers() {
    const rows = await t.db
      .select({ seq: sales.invoiceSeq, number: sales.invoiceNumber })
      .from(sales)
      .where(eq(sales.invoiceYear, year))
      .orderBy(sales.invoiceSeq);
    return rows;
  }

  function expectGapFree(rows: { seq: number; number: string }[], lastNumber: number) {
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(rows.map((r) => r.number)).toEqual(rows.map((r) => formatInvoiceNumber(year, r.seq)));
    expect(lastNumber).toBe(rows.length);
  }

  it("a sale writes the sale, one item per line with the tyre snapshot, reduces stock and numbers the invoice", async () => {
    const a = await insertTyre(t.db, { quantity: 4, unitPriceEur: "40.00", disposalFeeEurPerTyre: "2.40" });
    const b = await insertTyre(t.db, {
      quantity: 2,
      brand: "Pirelli",
      model: "P Zero",
      width: 225,
      aspect: 45,
      rim: 17,
      unitPriceEur: "45.00",
      condition: "part-worn",
    });
    const sale = await createSale(
      t.db,
      checkout(
        [
          { tyreId: a.id, quantity: 3 },
          { tyreId: b.id, quantity: 2 },
        ],
        { vehicleReg: "1234 ABC", notes: "fitted", paymentMethod: "card" },
      ),
    );

    expect(sale.invoiceNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(sale).toMatchObject({ customerName: "Ana García", vehicleReg: "1234 ABC", paymentMethod: "card", notes: "fitted" });
    // subtotal 3 x 40 + 2 x 45 = 210.00; disposal 5 x 2.40 = 12.00
    expect(sale).toMatchObject({ subtotalCents: 21000, totalDisposalCents: 1200, grandTotalCents: 22200 });
    expect(sale.items.map((i) => [i.tyreId, i.quantity, i.lineTotalCents])).toEqual([
      [a.id, 3, 12720],
      [b.id, 2, 9480],
    ]);
    expect(sale.items[1]).toMatchObject({
      brand: "Pirelli",
      model: "P Zero",
      width: 225,
      aspect: 45,
      rim: 17,
      condition: "part-worn",
      loadIndex: "91",
      speedRating: "V",
    });

    const [ta] = await t.db.select().from(tyres).where(eq(tyres.id, a.id));
    const [tb] = await t.db.select().from(tyres).where(eq(tyres.id, b.id));
    expect([ta.quantity, ta.status]).toEqual([1, "available"]);
    expect([tb.quantity, tb.status]).toEqual([0, "sold"]);

    const read = await getSaleWithItems(t.db, sale.id);
    expect(read).toEqual(sale);
    expect(await getSaleWithItems(t.db, 999_999)).toBeNull();
  });

  it("amounts come from stored prices even if the client sends others", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2, unitPriceEur: "55.50", disposalFeeEurPerTyre: "2.40" });
    // What a tampered browser could post: prices and totals next to the lines.
    const posted = {
      customerName: "Eve",
      lines: [{ tyreId: tyre.id, quantity: 1, unitPriceEur: "0.01", disposalFeeEurPerTyre: "0.00" }],
      grandTotalEur: "0.01",
      subtotalEur: "0.01",
    };
    const en = staffMessages("en");
    const parsed = parseForm(checkoutSchemaIn(en.checkout.form, en.services.lines), posted);
    expect(parsed.ok).toBe(true);
    const sale = await createSale(t.db, (parsed as { ok: true; data: CheckoutInput }).data);
    expect(sale).toMatchObject({ subtotalCents: 5550, totalDisposalCents: 240, grandTotalCents: 5790 });
    expect(sale.items[0]).toMatchObject({ unitPriceCents: 5550, disposalFeeCents: 240, lineTotalCents: 5790 });
    const [row] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row.grandTotalEur).toBe("57.90");
  });

  it("refuses a tyre lacking the quantity, naming it, and changes nothing", async () => {
    const tyre = await insertTyre(t.db, { quantity: 1, brand: "Michelin", model: "Primacy 4", width: 205, aspect: 55, rim: 16 });
    const before = await counts();
    const refused = await createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 2 }])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SaleError);
    expect((refused as SaleError).message).toBe(`Michelin Primacy 4 205/55 R16 (${tyre.id}) has only 1 left`);
    expect(await counts()).toEqual(before);
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect([after.quantity, after.status]).toEqual([1, "available"]);
  });

  it("refuses reserved, sold and unknown tyres", async () => {
    const reserved = await insertTyre(t.db, { quantity: 1, status: "reserved" });
    const sold = await insertTyre(t.db, { quantity: 0, status: "sold" });
    await expect(createSale(t.db, checkout([{ tyreId: reserved.id, quantity: 1 }]))).rejects.toThrow(
      /is reserved: sell it with Sell on its reservation/,
    );
    await expect(createSale(t.db, checkout([{ tyreId: sold.id, quantity: 1 }]))).rejects.toThrow(/is no longer available \(sold\)/);
    await expect(createSale(t.db, checkout([{ tyreId: "T9999Z", quantity: 1 }]))).rejects.toThrow("Tyre T9999Z no longer exists");
  });

  it("a sale that fails halfway leaves no sale, no item, no stock change and no invoice number consumed", async () => {
    const first = await insertTyre(t.db, { quantity: 3 });
    const second = await insertTyre(t.db, { quantity: 1, status: "reserved" });
    const before = await counts();
    const err = await createSale(
      t.db,
      checkout([
        { tyreId: first.id, quantity: 2 },
        { tyreId: second.id, quantity: 1 },
      ]),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(SaleError);
    expect(err.message).toContain(second.id);
    expect(await counts()).toEqual(before);
    const [f] = await t.db.select().from(tyres).where(eq(tyres.id, first.id));
    expect(f.quantity).toBe(3);

    // A failure after the number was taken (a database error inside the transaction) rolls it back too.
    const third = await insertTyre(t.db, { quantity: 2 });
    const failing = checkout([{ tyreId: third.id, quantity: 1 }], { customerName: "Refused by test" });
    await t.db.execute(sql.raw(`ALTER TABLE sales ADD CONSTRAINT test_refuse_x CHECK (customer_name <> 'Refused by test')`));
    try {
      const e = await createSale(t.db, failing).catch((x) => x);
      expect(dbErrorMessage(e)).toMatch(/test_refuse_x/);
    } finally {
      await t.db.execute(sql`ALTER TABLE sales DROP CONSTRAINT test_refuse_x`);
    }
    expect(await counts()).toEqual(before);
    const [th] = await t.db.select().from(tyres).where(eq(tyres.id, third.id));
    expect(th.quantity).toBe(2);

    // The next good sale takes the very next number.
    const ok = await createSale(t.db, checkout([{ tyreId: third.id, quantity: 1 }]));
    expect(ok.invoiceNumber).toBe(formatInvoiceNumber(year, before.lastNumber + 1));
  });

  itRace(backend)("20 parallel sales of the last 4 units sell exactly 4, stock ends at 0 and sold, never negative", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const before = await counts();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 1 }], { customerName: `Buyer ${i}` }))),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(4);
    expect(refused).toHaveLength(16);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(SaleError);
      expect(r.reason.message).toMatch(new RegExp(`\\(${tyre.id}\\) (has only 0 left|is no longer available)`));
    }
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect([after.quantity, after.status]).toEqual([0, "sold"]);
    const [sold] = await t.db
      .select({ n: sql<number>`coalesce(sum(quantity), 0)::int` })
      .from(saleItems)
      .where(eq(saleItems.tyreId, tyre.id));
    expect(sold.n).toBe(4);
    const c = await counts();
    expect(c.sales - before.sales).toBe(4);
    expect(c.lastNumber - before.lastNumber).toBe(4);
  });

  itRace(backend)("invoice numbers stay gap-free (1..N) under parallel sales of different tyres, with failures mixed in", async () => {
    const stock = await Promise.all(Array.from({ length: 6 }, () => insertTyre(t.db, { quantity: 3 })));
    const jobs = Array.from({ length: 30 }, (_, i) => {
      // Two-line sales in both orders (locks are taken in id order, so no deadlock), some too big.
      const a = stock[i % 6];
      const b = stock[(i + 1) % 6];
      const lines =
        i % 2
          ? [
              { tyreId: a.id, quantity: 1 },
              { tyreId: b.id, quantity: 1 },
            ]
          : [
              { tyreId: b.id, quantity: 1 },
              { tyreId: a.id, quantity: i % 5 === 0 ? 3 : 1 },
            ];
      return createSale(t.db, checkout(lines, { customerName: `Parallel ${i}` }));
    });
    const results = await Promise.allSettled(jobs);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    for (const f of failures) expect(f.reason, dbErrorMessage(f.reason)).toBeInstanceOf(SaleError);
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);

    const c = await counts();
    expectGapFree(await allNumbers(), c.lastNumber);
    const left = await t.db.select().from(tyres);
    expect(left.every((x) => x.quantity >= 0)).toBe(true);
    expect(left.filter((x) => x.quantity === 0).every((x) => x.status === "sold")).toBe(true);
  });

  it("numbers each calendar year (Madrid time) from 1", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2 });
    // 31 Dec 2030 23:30 UTC is already 2031 in Madrid.
    const s1 = await createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 1 }]), { now: () => new Date("2030-12-31T23:30:00Z") });
    expect(s1.invoiceNumber).toBe("2031-000001");
    const s2 = await createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 1 }]), { now: () => new Date("2031-06-01T10:00:00Z") });
    expect(s2.invoiceNumber).toBe("2031-000002");
  });

  it("lists sales newest first, paginated; issued invoices cannot be edited or deleted", async () => {
    // At least seven sales for three pages of three: the race tests above make most of them, and
    // they run on PostgreSQL only.
    for (let n = (await listSales(t.db, { pageSize: 1000 })).total; n < 7; n++) {
      const tyre = await insertTyre(t.db, { quantity: 1 });
      await createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 1 }]));
    }
    const all = await listSales(t.db, { pageSize: 1000 });
    expect(all.total).toBeGreaterThan(5);
    const keys = all.sales.map((s) => s.invoiceNumber);
    expect(keys).toEqual([...keys].sort().reverse());
    const p2 = await listSales(t.db, { page: 2, pageSize: 3 });
    expect(p2.sales.map((s) => s.invoiceNumber)).toEqual(keys.slice(3, 6));
    expect(p2.pageCount).toBe(Math.ceil(all.total / 3));
    expect((await listSales(t.db, { page: 999, pageSize: 3 })).page).toBe(p2.pageCount);

    const id = all.sales[0].id;
    await expect(t.db.execute(sql`UPDATE sales SET grand_total_eur = 0 WHERE id = ${id}`)).rejects.toSatisfy((e) =>
      /never edited/.test(dbErrorMessage(e)),
    );
    await expect(t.db.execute(sql`DELETE FROM sale_items WHERE sale_id = ${id}`)).rejects.toSatisfy((e) =>
      /never edited/.test(dbErrorMessage(e)),
    );
  });
});
