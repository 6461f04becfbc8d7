// CSV import against real databases: one transaction for the valid rows, fast for 10,000 rows.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { parseTyreCsv, rowProblemText } from "~/domain/csv-import";
import { staffMessages } from "~/i18n/staff";
import { isTyreId } from "~/domain/tyre-id";
import { importTyres } from "~/server/inventory/import.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

describe.each(TEST_BACKENDS)("CSV import on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const total = async () => (await t.db.select({ n: count() }).from(tyres))[0]!.n;

  it("writes the valid rows as available tyres and reports the bad ones", async () => {
    const before = await total();
    const csv =
      "width;aspect;rim;load;speed;brand;condition;tread_depth_mm;dot_code\r\n205;55;16;91;V;Michelin;;;\r\nabc;55;16;91;V;Bad;;;\r\n195;65;15;88;H;Kumho;part-worn;4.5;1222\r\n";
    const parsed = parseTyreCsv(csv, DEFAULT_SHOP_SETTINGS);
    expect(parsed.errors.map((p) => rowProblemText(staffMessages("en").importing.messages.rows, p))).toEqual([
      "Row 3: Invalid numeric values (w/a/r)",
    ]);
    const res = await importTyres(t.db, parsed.rows);
    expect(res.imported).toBe(2);
    expect(res.ids.every(isTyreId)).toBe(true);
    expect(await total()).toBe(before + 2);
    const [kumho] = await t.db.select().from(tyres).where(eq(tyres.brand, "Kumho"));
    expect(kumho).toMatchObject({
      status: "available",
      condition: "part-worn",
      treadDepthMm: "4.5",
      dotCode: "1222",
      unitPriceEur: "40.00",
      disposalFeeEurPerTyre: "2.40",
      quantity: 1,
    });
  });

  it("leaves nothing behind when the transaction fails part-way", async () => {
    const before = await total();
    const rows = parseTyreCsv("width,aspect,rim,load,speed\n" + "205,55,16,91,V\n".repeat(2500), DEFAULT_SHOP_SETTINGS).rows;
    // A row the database refuses, deep in the third chunk: the whole import rolls back.
    rows[2300] = { ...rows[2300]!, quantity: -1 };
    await expect(importTyres(t.db, rows)).rejects.toThrow();
    expect(await total()).toBe(before);
  });

  it("imports 10,000 rows in a few seconds", async () => {
    const lines = ["width,aspect,rim,load_index,speed_rating,brand,model,condition,quantity,notes"];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `${195 + (i % 5) * 10},${45 + (i % 4) * 5},${14 + (i % 6)},91,V,Brand${i % 17},"Model ${i}, ok",${i % 3 ? "new" : "part-worn"},${1 + (i % 4)},"note; ${i}"`,
      );
    const before = await total();
    const t0 = performance.now();
    const parsed = parseTyreCsv(lines.join("\n"), DEFAULT_SHOP_SETTINGS);
    const t1 = performance.now();
    const res = await importTyres(t.db, parsed.rows);
    const t2 = performance.now();
    console.log(`[${backend}] 10,000-row CSV: parse ${(t1 - t0).toFixed(0)} ms, import ${(t2 - t1).toFixed(0)} ms`);
    expect(parsed.errors).toEqual([]);
    expect(res.imported).toBe(10_000);
    expect(await total()).toBe(before + 10_000);
    expect(t2 - t0).toBeLessThan(15_000);
  });
});
