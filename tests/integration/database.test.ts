// The data layer against real databases: migrations, constraints, stock codes, the PGlite lock.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sales, tyres } from "~db/schema";
import { acquireDataDirLock, DatabaseStartError, dbErrorMessage, openDatabase, pingDatabase } from "~/server/infra/db.server";
import { isTyreId } from "~/domain/tyre-id";
import { nextTyreIds } from "~/server/inventory/tyre-ids.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre, sellerColumns } from "../helpers/factories";

describe.each(TEST_BACKENDS)("database on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a ping after migrations", async () => {
    expect(await pingDatabase(t.db)).toBe(true);
  });

  it("refuses negative stock and negative prices", async () => {
    await expect(insertTyre(t.db, { quantity: -1 })).rejects.toThrow();
    await expect(insertTyre(t.db, { unitPriceEur: "-1.00" })).rejects.toThrow();
    await expect(insertTyre(t.db, { dotCode: "9925" })).rejects.toThrow();
    const ok = await insertTyre(t.db, { dotCode: "0524", treadDepthMm: "5.5" });
    expect(ok.lineTotalEur).toBe("169.60"); // (40.00 + 2.40) x 4, derived by the database
  });

  it("refuses an unknown status or condition", async () => {
    await expect(
      t.db.execute(
        sql`insert into tyres (id, brand, width, aspect, rim, load_index, speed_rating, unit_price_eur, status) values ('TX', 'X', 1, 1, 1, '1', 'V', 1, 'lost')`,
      ),
    ).rejects.toThrow();
  });

  itRace(backend)("hands out unique human-readable stock codes, also in parallel", async () => {
    const batches = await Promise.all(Array.from({ length: 10 }, () => nextTyreIds(t.db, 20)));
    const ids = batches.flat();
    expect(new Set(ids).size).toBe(200);
    expect(ids.every(isTyreId)).toBe(true);
  });

  it("keeps issued invoices and invoice records immutable", async () => {
    await expect(t.db.execute(sql`update sales set customer_name = 'x'`)).resolves.toBeDefined(); // no rows: fine
    const [tyre] = await t.db.select().from(tyres).limit(1);
    await t.db.insert(sales).values({
      invoiceNumber: "2026-000001",
      invoiceYear: 2026,
      invoiceSeq: 1,
      customerName: "A",
      subtotalEur: "40.00",
      totalDisposalEur: "2.40",
      grandTotalEur: "42.40",
      ...sellerColumns(),
    });
    const refused = (e: unknown) => /never edited/.test(dbErrorMessage(e));
    await expect(t.db.execute(sql`update sales set customer_name = 'B'`)).rejects.toSatisfy(refused);
    await expect(t.db.execute(sql`delete from sales`)).rejects.toSatisfy(refused);
    // TRUNCATE skips row triggers: statement triggers refuse it on the sales and their lines.
    await expect(t.db.execute(sql`truncate sale_items`)).rejects.toSatisfy(refused);
    await expect(t.db.execute(sql`truncate sales cascade`)).rejects.toSatisfy(refused);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    expect(n).toBe(1);
    expect(tyre).toBeDefined();
  });
});

describe("embedded database lock", () => {
  it("refuses a second opener of the same directory while the first holds it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-lock-"));
    const first = await openDatabase({ dataDir: dir, owner: "test server" });
    try {
      await expect(openDatabase({ dataDir: dir, owner: "second" })).rejects.toThrow(DatabaseStartError);
      await expect(openDatabase({ dataDir: dir, owner: "second" })).rejects.toThrow(/in use by test server/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir, owner: "after" });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a lock left by a process that died", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-lock-"));
    fs.writeFileSync(path.join(dir, "tyre-shop.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, owner: "ghost" }));
    const release = acquireDataDirLock(dir, "me");
    release();
    expect(fs.existsSync(path.join(dir, "tyre-shop.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
