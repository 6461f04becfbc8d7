// The public listing rules against real databases: only available stock with quantity > 0,
// case-insensitive brand, filters, keyset pagination, options, popular sizes, index use.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tyres } from "~db/schema";
import { fittedPriceCents } from "~/domain/services";
import { dataChanged } from "~/server/infra/cache-bus.server";
import { fittingQuote } from "~/server/sales/services.server";
import {
  clearStorefrontCache,
  filterOptions,
  getPublicTyre,
  inStock,
  listTyres,
  popularSizes,
} from "~/server/storefront/storefront.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("storefront queries on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    // A small known stock.
    await insertTyre(t.db, { id: "T00001", brand: "Michelin", width: 205, aspect: 55, rim: 16, quantity: 4 });
    await insertTyre(t.db, { id: "T00002", brand: "michelin", width: 205, aspect: 55, rim: 16, quantity: 2, condition: "part-worn" });
    await insertTyre(t.db, { id: "T00003", brand: "Pirelli", width: 225, aspect: 45, rim: 17, quantity: 1 });
    await insertTyre(t.db, { id: "T00004", brand: "Goodyear", width: 195, aspect: 65, rim: 15, quantity: 2, status: "reserved" });
    await insertTyre(t.db, { id: "T00005", brand: "Dunlop", width: 175, aspect: 65, rim: 14, quantity: 0, status: "sold" });
    await insertTyre(t.db, { id: "T00006", brand: "Hankook", width: 185, aspect: 65, rim: 15, quantity: 0, status: "available" });
    await insertTyre(t.db, { id: "T00007", brand: "Bridgestone", width: 225, aspect: 45, rim: 17, quantity: 6 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = (p: { tyres: { id: string }[] }) => p.tyres.map((x) => x.id);

  it("lists only available tyres with quantity > 0, ordered by brand", async () => {
    const p = await listTyres(t.db, {});
    // Brand order follows the database collation ("michelin" vs "Michelin"), so only the ends are fixed.
    expect(ids(p)[0]).toBe("T00007");
    expect([...ids(p)].sort()).toEqual(["T00001", "T00002", "T00003", "T00007"]);
    expect(p.total).toBe(4);
    expect(p.nextAfter).toBeNull();
    expect(p.prevBefore).toBeNull();
  });

  it("filters by size, condition and case-insensitive brand", async () => {
    expect(ids(await listTyres(t.db, { width: 205, aspect: 55, rim: 16 })).sort()).toEqual(["T00001", "T00002"]);
    expect(ids(await listTyres(t.db, { brand: "MICHELIN" })).sort()).toEqual(["T00001", "T00002"]);
    expect(ids(await listTyres(t.db, { brand: "michelin", condition: "part-worn" }))).toEqual(["T00002"]);
    expect(ids(await listTyres(t.db, { rim: 17 }))).toEqual(["T00007", "T00003"]);
    expect(ids(await listTyres(t.db, { brand: "Goodyear" }))).toEqual([]); // reserved
    expect(ids(await listTyres(t.db, { brand: "Hankook" }))).toEqual([]); // quantity 0
    expect((await listTyres(t.db, { width: 999 })).total).toBe(0);
  });

  it("offers filter options and popular sizes from available stock only", async () => {
    clearStorefrontCache(t.db);
    const o = await filterOptions(t.db);
    expect(o).toEqual({
      widths: [205, 225],
      aspects: [45, 55],
      rims: [16, 17],
      brands: ["Bridgestone", "Michelin", "Pirelli"],
      seasons: [],
      runFlat: false,
    });
    const p = await popularSizes(t.db);
    expect(p).toEqual([
      { width: 225, aspect: 45, rim: 17, quantity: 7, conditions: ["new"] },
      { width: 205, aspect: 55, rim: 16, quantity: 6, conditions: ["new", "part-worn"] },
    ]);
  });

  it("answers concurrent misses with one query, and past the time to live serves the old summary while one query refreshes it", async () => {
    // The same database, counting the summary queries the cache lets through.
    let queries = 0;
    const counted = new Proxy(t.db, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop !== "selectDistinct" || typeof v !== "function") return v;
        return (...args: unknown[]) => {
          queries++;
          return v.apply(target, args);
        };
      },
    });
    clearStorefrontCache();
    const first = await Promise.all(Array.from({ length: 20 }, () => filterOptions(counted)));
    expect(queries).toBe(1);
    expect(new Set(first).size).toBe(1);

    const tyre = await insertTyre(t.db, { id: "T000C2", brand: "Vredestein", width: 255, aspect: 40, rim: 19, quantity: 3 });
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + 11_000);
    try {
      // Written behind the cache's back and past the time to live: the old summary at once, one refresh for all.
      const stale = await Promise.all(Array.from({ length: 10 }, () => filterOptions(counted)));
      expect(stale.every((o) => !o.widths.includes(255))).toBe(true);
      expect(queries).toBe(2);
      await vi.waitFor(async () => expect((await filterOptions(counted)).widths).toContain(255));
      expect(queries).toBe(2);
    } finally {
      clock.mockRestore();
      await t.db.delete(tyres).where(eq(tyres.id, tyre.id));
      await dataChanged();
    }
  });

  it("keeps options and popular sizes between writes and drops them at once when data changes", async () => {
    clearStorefrontCache();
    const before = await filterOptions(t.db);
    const popularBefore = await popularSizes(t.db);
    const tyre = await insertTyre(t.db, { id: "T000C1", brand: "Nokian", width: 315, aspect: 35, rim: 21, quantity: 9 });
    try {
      // Written behind the cache's back: still the cached summary.
      expect(await filterOptions(t.db)).toEqual(before);
      expect(await popularSizes(t.db)).toEqual(popularBefore);
      // A write announced as servers do after every accepted write (and on NOTIFY from another process).
      await dataChanged();
      expect((await filterOptions(t.db)).widths).toContain(315);
      expect((await popularSizes(t.db))[0]).toMatchObject({ width: 315, quantity: 9 });
      // A summary read before a write that lands meanwhile is returned but not kept.
      const reading = filterOptions(t.db);
      await t.db.update(tyres).set({ quantity: 0 }).where(eq(tyres.id, tyre.id));
      await dataChanged();
      expect((await reading).widths).toContain(315);
      expect((await filterOptions(t.db)).widths).not.toContain(315);
    } finally {
      await t.db.delete(tyres).where(eq(tyres.id, tyre.id));
      await dataChanged();
    }
  });

  it("reads one tyre for the public by id in its public shape; null when sold or unknown", async () => {
    await insertTyre(t.db, { id: "T000R1", brand: "Dunlop", quantity: 1, status: "reserved", location: "Rack B2" });
    const reserved = await getPublicTyre(t.db, "T000R1");
    expect(reserved?.status).toBe("reserved");
    expect(reserved).not.toHaveProperty("location");
    expect(reserved).not.toHaveProperty("createdAt");
    expect(reserved).not.toHaveProperty("updatedAt");
    expect(await getPublicTyre(t.db, "T00005")).toBeNull(); // sold
    expect((await getPublicTyre(t.db, "T00005", { sold: true }))?.status).toBe("sold"); // the detail page asks for it
    expect(await getPublicTyre(t.db, "TZZZZZ")).toBeNull();
  });

  it("lists tyres in their public shape only", async () => {
    const { tyres: rows } = await listTyres(t.db, {});
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const key of ["location", "createdAt", "updatedAt"]) expect(row).not.toHaveProperty(key);
    // Only what a listing card shows: every column more is decoded, mapped and encoded per row.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      "aspect",
      "brand",
      "condition",
      "cover",
      "disposalFeeEurPerTyre", // the fitted price on the card includes the tyre's end-of-life fee
      "dotCode",
      "fuelClass",
      "id",
      "imageUrl",
      "loadIndex",
      "model",
      "noiseDb",
      "pairType",
      "quantity",
      "reinforced",
      "rim",
      "runFlat",
      "season",
      "speedRating",
      "treadDepthMm",
      "unitPriceEur",
      "wetGripClass",
      "width",
    ]);
  });

  it("sorts by price both ways, by tread depth (unmeasured last) and newest first, ties by id", async () => {
    const s = await createTestDatabase(backend);
    try {
      await insertTyre(s.db, { id: "S00001", unitPriceEur: "55.00", createdAt: new Date("2026-01-01T10:00:00Z") });
      await insertTyre(s.db, {
        id: "S00002",
        unitPriceEur: "30.00",
        condition: "part-worn",
        treadDepthMm: "5.5",
        createdAt: new Date("2026-03-01T10:00:00Z"),
      });
      await insertTyre(s.db, {
        id: "S00003",
        unitPriceEur: "30.00",
        condition: "part-worn",
        treadDepthMm: "7.0",
        createdAt: new Date("2026-02-01T10:00:00Z"),
      });
      await insertTyre(s.db, { id: "S00004", unitPriceEur: "120.50", createdAt: new Date("2026-04-01T10:00:00Z") });
      expect(ids(await listTyres(s.db, {}, { sort: "price-asc" }))).toEqual(["S00002", "S00003", "S00001", "S00004"]);
      expect(ids(await listTyres(s.db, {}, { sort: "price-desc" }))).toEqual(["S00004", "S00001", "S00003", "S00002"]);
      expect(ids(await listTyres(s.db, {}, { sort: "tread" }))).toEqual(["S00003", "S00002", "S00004", "S00001"]);
      expect(ids(await listTyres(s.db, {}, { sort: "newest" }))).toEqual(["S00004", "S00002", "S00003", "S00001"]);
      // Pages of two keep the order across the cursor, forwards and back.
      const first = await listTyres(s.db, {}, { sort: "price-asc", limit: 2 });
      expect(ids(first)).toEqual(["S00002", "S00003"]);
      const second = await listTyres(s.db, {}, { sort: "price-asc", limit: 2, after: first.nextAfter! });
      expect(ids(second)).toEqual(["S00001", "S00004"]);
      expect(ids(await listTyres(s.db, {}, { sort: "price-asc", limit: 2, before: second.prevBefore! }))).toEqual(ids(first));
      const newest = await listTyres(s.db, {}, { sort: "newest", limit: 3 });
      expect(ids(await listTyres(s.db, {}, { sort: "newest", limit: 3, after: newest.nextAfter! }))).toEqual(["S00001"]);
      const tread = await listTyres(s.db, {}, { sort: "tread", limit: 1 });
      expect(ids(await listTyres(s.db, {}, { sort: "tread", limit: 2, after: tread.nextAfter! }))).toEqual(["S00002", "S00004"]);
    } finally {
      await s.close();
    }
  });

  it("sorts by price fitted both ways (tyre + fee + the package for its rim, the site's rule): tyres whose rim has no package last, by price", async () => {
    const s = await createTestDatabase(backend);
    try {
      const quote = await fittingQuote(s.db);
      // The seeded package at R16 and R17 is priced; R21 is taken off for this test.
      const r16 = quote.byRim[16]!;
      const r17 = quote.byRim[17]!;
      expect(r16).toBeGreaterThan(0);
      expect(r17).toBeGreaterThan(0);
      const byRim: Record<number, number | null> = { ...quote.byRim, 21: null };
      const fee = { disposalFeeEurPerTyre: "2.00" };
      // By bare price: F1 (50.00, R21), F2 (60.00, R17), F3 (61.00, R16), F4 (70.00, R16).
      await insertTyre(s.db, { id: "F00001", unitPriceEur: "50.00", rim: 21, ...fee });
      await insertTyre(s.db, { id: "F00002", unitPriceEur: "60.00", rim: 17, ...fee });
      await insertTyre(s.db, { id: "F00003", unitPriceEur: "61.00", rim: 16, ...fee });
      await insertTyre(s.db, { id: "F00004", unitPriceEur: "70.00", rim: 16, ...fee });
      const fitted = (euros: number, rim: number) => fittedPriceCents({ unitCents: euros * 100, disposalCents: 200 }, byRim[rim] ?? null);
      const expected = [
        ["F00002", fitted(60, 17)],
        ["F00003", fitted(61, 16)],
        ["F00004", fitted(70, 16)],
      ]
        .sort((a, b) => Number(a[1]) - Number(b[1]))
        .map((x) => x[0]);
      expect(ids(await listTyres(s.db, {}, { sort: "fitted-asc", packageByRim: byRim }))).toEqual([...expected, "F00001"]);
      // High to low: the fitted ones in the reverse order, the tyre without a package still last.
      expect(ids(await listTyres(s.db, {}, { sort: "fitted-desc", packageByRim: byRim }))).toEqual(
        [...expected].reverse().concat("F00001"),
      );
      expect(ids(await listTyres(s.db, {}, { sort: "price-asc" }))).toEqual(["F00001", "F00002", "F00003", "F00004"]);
      // With a package at every rim the order is the fitted prices' order, R21 first at 50.00 + its package.
      const all = { ...byRim, 21: r16 };
      expect(ids(await listTyres(s.db, {}, { sort: "fitted-asc", packageByRim: all }))[0]).toBe("F00001");
      // Pages of two keep the order across the cursor, forwards and back.
      const first = await listTyres(s.db, {}, { sort: "fitted-asc", packageByRim: byRim, limit: 2 });
      expect(ids(first)).toEqual(expected.slice(0, 2));
      const second = await listTyres(s.db, {}, { sort: "fitted-asc", packageByRim: byRim, limit: 2, after: first.nextAfter! });
      expect(ids(second)).toEqual([expected[2], "F00001"]);
      expect(ids(await listTyres(s.db, {}, { sort: "fitted-asc", packageByRim: byRim, limit: 2, before: second.prevBefore! }))).toEqual(
        ids(first),
      );
    } finally {
      await s.close();
    }
  });

  describe("with 100,000 tyres in stock", () => {
    beforeAll(async () => {
      await t.db.execute(sql`
        insert into tyres (id, brand, model, width, aspect, rim, load_index, speed_rating, condition, quantity, status, unit_price_eur)
        select 'B' || lpad(g::text, 6, '0'),
               (array['Michelin','Pirelli','Goodyear','Bridgestone','Continental','Hankook','Kumho','Nankang'])[1 + g % 8],
               'Model', (array[175,185,195,205,215,225,235,245])[1 + (g / 8) % 8], (array[40,45,50,55,60,65])[1 + g % 6],
               13 + g % 9, '91', 'V', case when g % 3 = 0 then 'part-worn'::tyre_condition else 'new'::tyre_condition end,
               1 + g % 4, case when g % 10 = 0 then 'sold'::tyre_status else 'available'::tyre_status end, 40
        from generate_series(1, 100000) g`);
      await t.db.execute(sql`analyze tyres`);
    }, 240_000);

    it("pages through a filter with keyset cursors: no repeats, no gaps, back and forth", async () => {
      const filters = { width: 205, rim: 16 };
      const all = await t.db.execute<{ id: string }>(
        sql`select id from tyres where status = 'available' and quantity > 0 and width = 205 and rim = 16 order by brand, id`,
      );
      const expected = ((Array.isArray(all) ? all : (all as { rows: { id: string }[] }).rows) as { id: string }[]).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(50);
      const seen: string[] = [];
      let page = await listTyres(t.db, filters, { limit: 20 });
      expect(page.total).toBe(Math.min(expected.length, 1000));
      seen.push(...ids(page));
      const pages = [page];
      while (page.nextAfter) {
        page = await listTyres(t.db, filters, { limit: 20, after: page.nextAfter });
        seen.push(...ids(page));
        pages.push(page);
      }
      expect(seen).toEqual(expected);
      // Back from the third page lands exactly on the second.
      const back = await listTyres(t.db, filters, { limit: 20, before: pages[2]!.prevBefore! });
      expect(ids(back)).toEqual(ids(pages[1]!));
      const first = await listTyres(t.db, filters, { limit: 20, before: pages[1]!.prevBefore! });
      expect(ids(first)).toEqual(ids(pages[0]!));
      expect(first.prevBefore).toBeNull();
    });

    it("pages through a filter sorted by price (all prices equal: the id decides) with no repeats or gaps", async () => {
      const filters = { width: 205, rim: 16 };
      const all = await t.db.execute<{ id: string }>(
        sql`select id from tyres where status = 'available' and quantity > 0 and width = 205 and rim = 16 order by unit_price_eur desc, id desc`,
      );
      const expected = ((Array.isArray(all) ? all : (all as { rows: { id: string }[] }).rows) as { id: string }[]).map((r) => r.id);
      const seen: string[] = [];
      let page = await listTyres(t.db, filters, { limit: 30, sort: "price-desc" });
      seen.push(...ids(page));
      while (page.nextAfter) {
        page = await listTyres(t.db, filters, { limit: 30, after: page.nextAfter, sort: "price-desc" });
        seen.push(...ids(page));
      }
      expect(seen).toEqual(expected);
    });

    // The queries filter with the code's own inStock predicate: it must imply the indexes' WHERE
    // clause (written out in db/schema.ts and the migration) for PostgreSQL to use them.
    it("the listing queries use the partial listing indexes, not a sequential scan", async () => {
      const plan = async (q: ReturnType<typeof sql>) => {
        const r = await t.db.execute(sql`explain ${q}`);
        const rows = (Array.isArray(r) ? r : (r as { rows: Record<string, string>[] }).rows) as Record<string, string>[];
        return rows.map((x) => Object.values(x)[0]).join("\n");
      };
      const bySize = await plan(
        sql`select * from tyres where ${inStock} and width = 205 and aspect = 55 and rim = 16 order by brand, id limit 25`,
      );
      expect(bySize).toMatch(/tyres_listing_size_idx/);
      const byBrand = await plan(
        sql`select * from tyres where ${inStock} and lower(brand) = lower('michelin') order by brand, id limit 25`,
      );
      expect(byBrand).toMatch(/tyres_listing_(brand|order)_idx/);
      const unfiltered = await plan(sql`select * from tyres where ${inStock} order by brand, id limit 25`);
      expect(unfiltered).toMatch(/tyres_listing_order_idx/);
      expect(unfiltered).not.toMatch(/Seq Scan/);
    });

    it("a deep page costs about the same as the first (keyset)", async () => {
      let page = await listTyres(t.db, {}, { limit: 24 });
      const started = performance.now();
      for (let i = 0; i < 5; i++) page = await listTyres(t.db, {}, { limit: 24, after: page.nextAfter! });
      const ms = (performance.now() - started) / 5;
      console.info(`[storefront ${backend}] listing page incl. count: ${ms.toFixed(1)} ms over 90,000 available tyres`);
      expect(page.tyres).toHaveLength(24);
      expect(page.total).toBe(1000);
      expect(page.totalIsCapped).toBe(true);
    });
  });
});
