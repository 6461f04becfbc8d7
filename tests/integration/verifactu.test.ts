// VERI*FACTU invoice records against real databases: one unbroken chain under concurrent sale
// transactions, append-only storage, tampering reported by verifyChain and by `npm run invoices:verify`.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceChainHead, invoiceCounters, invoiceRecords, saleItems, sales, verifactuSubmissions } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import type { CheckoutInput } from "~/domain/checkout";
import { taxFromInclusiveTotal } from "~/domain/invoice";
import { centsToDecimal, toCents } from "~/domain/money";
import { tyreDescription } from "~/domain/tyre";
import { isRecordHash, recordHash } from "~/domain/verifactu";
import { type Db, dbErrorMessage, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { createSale, SaleError } from "~/server/sales/sales.server";
import { appendInvoiceRecord, getInvoiceRecordForSale, verifyChain } from "~/server/verifactu/verifactu.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre, sellerColumns, TEST_TYRE } from "../helpers/factories";
import { builtServerFile } from "../helpers/server-process";

const run = promisify(execFile);
const YEAR = 2026;

const lineTyres = new WeakMap<Db, Promise<string>>();
/** The tyre every test invoice line sells (one per database). */
function lineTyre(db: Db): Promise<string> {
  let id = lineTyres.get(db);
  if (!id) lineTyres.set(db, (id = insertTyre(db).then((t) => t.id)));
  return id;
}

/**
 * A sale transaction shaped like the sales stream's: take the year's invoice counter row lock
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), write the sale, then append its record last.
 */
async function issueInvoice(db: Db, totalCents: number, opts: { failAfterRecord?: boolean; invoiceDate?: Date; year?: number } = {}) {
  const year = opts.year ?? YEAR;
  const tyreId = await lineTyre(db);
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [invoiceCounters.series, invoiceCounters.year],
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning();
    const invoiceNumber = `${year}-${String(counter.lastNumber).padStart(6, "0")}`;
    const invoiceDate = opts.invoiceDate ?? new Date();
    const [sale] = await tx
      .insert(sales)
      .values({
        invoiceNumber,
        invoiceYear: year,
        invoiceSeq: counter.lastNumber,
        invoiceDate,
        customerName: "Cliente",
        subtotalEur: centsToDecimal(totalCents),
        totalDisposalEur: "0.00",
        grandTotalEur: centsToDecimal(totalCents),
        ...sellerColumns(),
      })
      .returning();
    // One line that gives the total, as a real sale has (invoices:verify checks lines too).
    await tx.insert(saleItems).values({
      saleId: sale.id,
      tyreId,
      ...tyreDescription(TEST_TYRE),
      quantity: 1,
      unitPriceEur: centsToDecimal(totalCents),
      disposalFeeEurPerTyre: "0.00",
      lineTotalEur: centsToDecimal(totalCents),
    });
    const taxCents = totalCents - Math.round(totalCents / 1.21);
    const record = await appendInvoiceRecord(tx, {
      saleId: sale.id,
      issuerNif: shop.nif,
      invoiceNumber,
      invoiceDate,
      totalCents,
      taxCents,
    });
    if (opts.failAfterRecord) throw new Error("payment step failed after the record was written");
    return { sale, record };
  });
}

async function allRecords(db: Db) {
  return db.select().from(invoiceRecords).orderBy(asc(invoiceRecords.id));
}

/** Changes a stored record behind the trigger's back, as someone with database access could. */
async function tamper(db: Db, fn: () => Promise<unknown>) {
  await db.execute(sql`ALTER TABLE invoice_records DISABLE TRIGGER invoice_records_append_only`);
  try {
    await fn();
  } finally {
    await db.execute(sql`ALTER TABLE invoice_records ENABLE TRIGGER invoice_records_append_only`);
  }
}

describe.each(TEST_BACKENDS)("VERI*FACTU invoice records on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an empty chain is intact with no records", async () => {
    expect(await verifyChain(t.db)).toEqual({ ok: true, count: 0, lastHash: null });
  });

  it("the first record starts the chain with no previous hash and the shop's NIF, type F2", async () => {
    const invoiceDate = new Date("2026-07-15T08:05:09Z");
    const { sale, record } = await issueInvoice(t.db, 12345, { invoiceDate });
    expect(record).toMatchObject({
      saleId: sale.id,
      issuerNif: shop.nif,
      invoiceNumber: "2026-000001",
      issueDate: "15-07-2026",
      invoiceType: "F2",
      totalAmountEur: "123.45",
      totalTaxEur: "21.43",
      previousHash: null,
    });
    expect(record.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(isRecordHash(record.hash)).toBe(true);
    expect(record.hash).toBe(
      await recordHash({
        issuerNif: shop.nif,
        invoiceNumber: "2026-000001",
        issueDate: "15-07-2026",
        invoiceType: "F2",
        totalTax: "21.43",
        totalAmount: "123.45",
        previousHash: null,
        generatedAt: record.generatedAt,
      }),
    );
    const [head] = await t.db.select().from(invoiceChainHead);
    expect(head).toEqual({ id: 1, lastRecordId: record.id, lastHash: record.hash });
    expect(await getInvoiceRecordForSale(t.db, sale.id)).toEqual(record);
    expect(await verifyChain(t.db)).toEqual({ ok: true, count: 1, lastHash: record.hash });
  });

  it("a sale that rolls back after writing its record leaves the chain as it was", async () => {
    const before = await verifyChain(t.db);
    await expect(issueInvoice(t.db, 5000, { failAfterRecord: true })).rejects.toThrow(/payment step failed/);
    expect(await verifyChain(t.db)).toEqual(before);
    const { record } = await issueInvoice(t.db, 5000);
    expect(record.previousHash).toBe(before.ok ? before.lastHash : "unreachable");
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: 2 });
  });

  it("refuses a record with bad amounts and writes nothing", async () => {
    const count = (await allRecords(t.db)).length;
    await expect(
      t.db.transaction((tx) =>
        appendInvoiceRecord(tx, {
          saleId: 1,
          issuerNif: shop.nif,
          invoiceNumber: "X",
          invoiceDate: new Date(),
          totalCents: 100,
          taxCents: 200,
        }),
      ),
    ).rejects.toThrow(/taxCents/);
    await expect(
      t.db.transaction((tx) =>
        appendInvoiceRecord(tx, {
          saleId: 1,
          issuerNif: shop.nif,
          invoiceNumber: "X",
          invoiceDate: new Date(),
          totalCents: 10.5,
          taxCents: 0,
        }),
      ),
    ).rejects.toThrow(/totalCents/);
    expect((await allRecords(t.db)).length).toBe(count);
  });

  itRace(backend)("20 concurrent sale transactions, three rounds, keep one unbroken chain in invoice-number order", async () => {
    const before = (await allRecords(t.db)).length;
    const started = performance.now();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => issueInvoice(t.db, 1000 + round * 100 + i)));
      const failed = results.filter((r) => r.status === "rejected");
      expect(failed.map((r) => dbErrorMessage((r as PromiseRejectedResult).reason))).toEqual([]);
    }
    const elapsed = performance.now() - started;
    const records = await allRecords(t.db);
    expect(records.length).toBe(before + 60);

    // Every record points at the one before it; no two share a previous hash; no hash repeats.
    const previous = records.map((r) => r.previousHash ?? "");
    expect(new Set(previous).size).toBe(records.length);
    expect(new Set(records.map((r) => r.hash)).size).toBe(records.length);
    records.forEach((r, i) => expect(r.previousHash).toBe(i === 0 ? null : records[i - 1].hash));
    // The counter lock is taken before the chain lock, so chain order is invoice-number order,
    // and generation times never go backwards along the chain.
    const numbers = records.map((r) => r.invoiceNumber);
    expect(numbers).toEqual([...numbers].sort());
    const times = records.map((r) => Date.parse(r.generatedAt));
    times.forEach((ms, i) => i > 0 && expect(ms).toBeGreaterThanOrEqual(times[i - 1]));

    expect(await verifyChain(t.db)).toEqual({ ok: true, count: records.length, lastHash: records.at(-1)!.hash });
    console.info(`[verifactu ${backend}] 60 concurrent sale transactions (3 x 20) in ${elapsed.toFixed(0)} ms`);
  });

  itRace(backend)(
    "the chain head lock alone keeps the chain whole when the counter does not serialize (20 different years at once)",
    async () => {
      const before = (await allRecords(t.db)).length;
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => issueInvoice(t.db, 2000 + i, { year: 2040 + i })));
      expect(results.filter((r) => r.status === "rejected").map((r) => dbErrorMessage((r as PromiseRejectedResult).reason))).toEqual([]);
      const records = await allRecords(t.db);
      expect(records.length).toBe(before + 20);
      expect(new Set(records.map((r) => r.previousHash ?? "")).size).toBe(records.length);
      expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: records.length });
    },
  );

  it("the database refuses to update, delete or truncate invoice records", async () => {
    const [first] = await allRecords(t.db);
    const refused = (e: unknown) => /append-only/.test(dbErrorMessage(e));
    await expect(t.db.update(invoiceRecords).set({ totalAmountEur: "1.00" }).where(eq(invoiceRecords.id, first.id))).rejects.toSatisfy(
      refused,
    );
    await expect(t.db.delete(invoiceRecords).where(eq(invoiceRecords.id, first.id))).rejects.toSatisfy(refused);
    await expect(t.db.execute(sql`TRUNCATE invoice_records CASCADE`)).rejects.toSatisfy(refused);
    const [again] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, first.id));
    expect(again).toEqual(first);
  });

  /**
   * The chain so far, first lengthened to `n` records one sale at a time when it is shorter: the
   * tampering below needs a few records before and after its victim, and the race tests that make
   * most of them run on PostgreSQL only.
   */
  async function chainOfAtLeast(n: number) {
    for (let have = (await allRecords(t.db)).length; have < n; have++) await issueInvoice(t.db, 5000 + have);
    return allRecords(t.db);
  }

  it("a stored amount changed behind the trigger's back is reported as that record", async () => {
    const records = await chainOfAtLeast(6);
    const victim = records[Math.floor(records.length / 2)];
    await tamper(t.db, () => t.db.update(invoiceRecords).set({ totalAmountEur: "1.00" }).where(eq(invoiceRecords.id, victim.id)));
    try {
      const result = await verifyChain(t.db);
      expect(result).toMatchObject({
        ok: false,
        reason: "hash-mismatch",
        recordId: victim.id,
        invoiceNumber: victim.invoiceNumber,
        actual: victim.hash,
        count: records.indexOf(victim),
      });
    } finally {
      await tamper(t.db, () =>
        t.db.update(invoiceRecords).set({ totalAmountEur: victim.totalAmountEur }).where(eq(invoiceRecords.id, victim.id)),
      );
    }
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: records.length });
  });

  it("an invoice line changed behind the trigger's back is reported: the lines no longer give the record's total", async () => {
    const records = await chainOfAtLeast(6);
    const victim = records[2]!;
    const [line] = await t.db.select().from(saleItems).where(eq(saleItems.saleId, victim.saleId)).limit(1);
    const cheaper = centsToDecimal(toCents(line!.unitPriceEur) - 100);
    await t.db.execute(sql`ALTER TABLE sale_items DISABLE TRIGGER sale_items_immutable`);
    try {
      await t.db.update(saleItems).set({ unitPriceEur: cheaper }).where(eq(saleItems.id, line!.id));
      expect(await verifyChain(t.db)).toMatchObject({ ok: false, reason: "lines-mismatch", recordId: victim.id, count: 2 });
      await t.db.update(saleItems).set({ unitPriceEur: line!.unitPriceEur }).where(eq(saleItems.id, line!.id));
    } finally {
      await t.db.execute(sql`ALTER TABLE sale_items ENABLE TRIGGER sale_items_immutable`);
    }
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: records.length });
  });

  it("a changed record whose fingerprint was recomputed breaks the next record's link", async () => {
    const records = await chainOfAtLeast(6);
    const i = 3;
    const victim = records[i];
    const forged = await recordHash({
      issuerNif: victim.issuerNif,
      invoiceNumber: victim.invoiceNumber,
      issueDate: victim.issueDate,
      invoiceType: victim.invoiceType,
      totalTax: victim.totalTaxEur,
      totalAmount: "1.00",
      previousHash: victim.previousHash,
      generatedAt: victim.generatedAt,
    });
    // The sale keeps its real total, so change only what the record says and its fingerprint.
    await tamper(t.db, () =>
      t.db.update(invoiceRecords).set({ totalAmountEur: "1.00", hash: forged }).where(eq(invoiceRecords.id, victim.id)),
    );
    try {
      const result = await verifyChain(t.db);
      // The record is internally consistent now, so the walk catches it against its sale.
      expect(result).toMatchObject({ ok: false, reason: "sale-mismatch", recordId: victim.id, count: i });
    } finally {
      await tamper(t.db, () =>
        t.db
          .update(invoiceRecords)
          .set({ totalAmountEur: victim.totalAmountEur, hash: victim.hash })
          .where(eq(invoiceRecords.id, victim.id)),
      );
    }
    // Forge a field the sale does not carry (the tax) and the fingerprint: only the next link breaks.
    const forgedSameAmount = await recordHash({
      issuerNif: victim.issuerNif,
      invoiceNumber: victim.invoiceNumber,
      issueDate: victim.issueDate,
      invoiceType: victim.invoiceType,
      totalTax: "0.00",
      totalAmount: victim.totalAmountEur,
      previousHash: victim.previousHash,
      generatedAt: victim.generatedAt,
    });
    await tamper(t.db, () =>
      t.db.update(invoiceRecords).set({ totalTaxEur: "0.00", hash: forgedSameAmount }).where(eq(invoiceRecords.id, victim.id)),
    );
    try {
      expect(await verifyChain(t.db)).toMatchObject({
        ok: false,
        reason: "previous-hash-mismatch",
        recordId: records[i + 1].id,
        expected: forgedSameAmount,
        actual: victim.hash,
        count: i + 1,
      });
    } finally {
      await tamper(t.db, () =>
        t.db.update(invoiceRecords).set({ totalTaxEur: victim.totalTaxEur, hash: victim.hash }).where(eq(invoiceRecords.id, victim.id)),
      );
    }
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: records.length });
  });

  it("a forged last record is caught by the chain head", async () => {
    const records = await allRecords(t.db);
    const last = records.at(-1)!;
    const forged = await recordHash({
      issuerNif: last.issuerNif,
      invoiceNumber: last.invoiceNumber,
      issueDate: last.issueDate,
      invoiceType: last.invoiceType,
      totalTax: "0.00",
      totalAmount: last.totalAmountEur,
      previousHash: last.previousHash,
      generatedAt: last.generatedAt,
    });
    await tamper(t.db, () => t.db.update(invoiceRecords).set({ totalTaxEur: "0.00", hash: forged }).where(eq(invoiceRecords.id, last.id)));
    try {
      expect(await verifyChain(t.db)).toMatchObject({
        ok: false,
        reason: "head-mismatch",
        expected: forged,
        actual: last.hash,
        count: records.length,
      });
    } finally {
      await tamper(t.db, () =>
        t.db.update(invoiceRecords).set({ totalTaxEur: last.totalTaxEur, hash: last.hash }).where(eq(invoiceRecords.id, last.id)),
      );
    }
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });
});

describe.each(TEST_BACKENDS)("VERI*FACTU chain under parallel real sales (createSale) on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  itRace(backend)(
    "30 parallel checkouts competing for 10 tyres: every issued invoice has one chained record, refused sales leave none",
    async () => {
      const stock: Awaited<ReturnType<typeof insertTyre>>[] = [];
      for (let i = 0; i < 10; i++) stock.push(await insertTyre(t.db, { quantity: 2, unitPriceEur: `${40 + i}.00` }));
      const sale = (i: number): CheckoutInput => ({
        customerName: `Cliente ${i}`,
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        // Each checkout wants one tyre of two neighbouring stock lines: 60 units asked, 20 in stock.
        lines: [
          { tyreId: stock[i % 10].id, quantity: 1 },
          { tyreId: stock[(i + 1) % 10].id, quantity: 1 },
        ],
      });
      const started = performance.now();
      const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => createSale(t.db, sale(i))));
      const elapsed = performance.now() - started;
      const issued = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      for (const e of refused) expect(e, dbErrorMessage(e)).toBeInstanceOf(SaleError);
      expect(issued.length).toBeGreaterThan(0);
      expect(issued.length).toBeLessThanOrEqual(10); // 20 units, two per sale

      const records = await allRecords(t.db);
      const salesRows = await t.db.select().from(sales).orderBy(asc(sales.id));
      expect(records.length).toBe(issued.length);
      expect(salesRows.length).toBe(issued.length);
      records.forEach((r, i) => expect(r.previousHash).toBe(i === 0 ? null : records[i - 1].hash));
      for (const inv of issued) {
        const record = records.find((r) => r.saleId === inv.id);
        expect(record, `record for ${inv.invoiceNumber}`).toBeDefined();
        expect(record).toMatchObject({
          invoiceNumber: inv.invoiceNumber,
          invoiceType: "F2",
          issuerNif: shop.nif,
          totalAmountEur: centsToDecimal(inv.grandTotalCents),
          totalTaxEur: centsToDecimal(taxFromInclusiveTotal(inv.grandTotalCents, inv.vatRatePercent).vatCents),
        });
      }
      // Chain order is invoice-number order (the chain head is taken under the counter lock).
      const numbers = records.map((r) => r.invoiceNumber);
      expect(numbers).toEqual([...numbers].sort());
      expect(salesRows.reduce((sum, s) => sum + toCents(s.grandTotalEur), 0)).toBe(
        records.reduce((sum, r) => sum + toCents(r.totalAmountEur), 0),
      );
      expect(await verifyChain(t.db)).toEqual({ ok: true, count: issued.length, lastHash: records.at(-1)!.hash });
      console.info(
        `[verifactu ${backend}] 30 parallel checkouts: ${issued.length} issued, ${refused.length} refused, ${elapsed.toFixed(0)} ms`,
      );
    },
  );

  itRace(backend)("20 more parallel checkouts with ample stock all issue and extend the same chain", async () => {
    const before = await verifyChain(t.db);
    expect(before.ok).toBe(true);
    const tyre = await insertTyre(t.db, { quantity: 100 });
    const started = performance.now();
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createSale(t.db, {
          customerName: `C${i}`,
          vehicleReg: null,
          paymentMethod: "card",
          notes: null,
          lines: [{ tyreId: tyre.id, quantity: 1 + (i % 4) }],
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const records = await allRecords(t.db);
    expect(records.length).toBe(before.count + 20);
    expect(records[before.count].previousHash).toBe(before.ok ? before.lastHash : "unreachable");
    expect(new Set(records.map((r) => r.previousHash ?? "")).size).toBe(records.length);
    expect(new Set(issued.map((s) => s.invoiceNumber)).size).toBe(20);
    expect(await verifyChain(t.db)).toEqual({ ok: true, count: before.count + 20, lastHash: records.at(-1)!.hash });
    console.info(`[verifactu ${backend}] 20 parallel checkouts, all issued: ${elapsed.toFixed(0)} ms`);
  });
});

describe("npm run invoices:verify", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "verifactu-cli-"));
    const database = await openDatabase({ dataDir: dir, owner: "verifactu test" });
    await migrateDatabase(database);
    for (let i = 0; i < 5; i++) await issueInvoice(database.db, 4240 + i);
    await database.close();
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * `npm`: the npm script's way, tsx compiling the sources (the first test). `built`: the built CLI
   * running the same file already compiled (the rest), each run tens of seconds sooner.
   */
  const verify = async (how: "npm" | "built" = "built") => {
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "", SEED_DEMO: "0", NODE_ENV: "test" };
    try {
      const [command, args] =
        how === "npm" ? [tsx, ["scripts/invoices-verify.ts"]] : [process.execPath, [builtServerFile("cli.js"), "invoices:verify"]];
      const { stdout, stderr } = await run(command, args, { env });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, stdout: err.stdout, stderr: err.stderr };
    }
  };

  it("prints 'chain intact: N records' and exits 0, then reports a tampered amount and exits 1", async () => {
    const intact = await verify("npm");
    expect(intact).toMatchObject({ code: 0 });
    expect(intact.stdout).toContain("chain intact: 5 records");

    const database = await openDatabase({ dataDir: dir, owner: "verifactu test" });
    const [third] = await database.db.select().from(invoiceRecords).orderBy(asc(invoiceRecords.id)).limit(1).offset(2);
    await tamper(database.db, () =>
      database.db.update(invoiceRecords).set({ totalAmountEur: "999.99" }).where(eq(invoiceRecords.id, third.id)),
    );
    await database.close();

    const broken = await verify("npm");
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`record ${third.id} (invoice ${third.invoiceNumber})`);
    expect(broken.stderr).toContain("chain broken after 2 intact records");
    expect(broken.stderr).toContain("hash-mismatch");
  });

  it("says which records are not sent to the tax agency yet or were rejected, and when all are accepted", async () => {
    const database = await openDatabase({ dataDir: dir, owner: "verifactu test" });
    const rows = await database.db
      .select({ id: verifactuSubmissions.id, number: invoiceRecords.invoiceNumber })
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
      .orderBy(asc(verifactuSubmissions.id));
    expect(rows).toHaveLength(5);
    await database.db
      .update(verifactuSubmissions)
      .set({ status: "accepted", csv: "A-1" })
      .where(sql`${verifactuSubmissions.id} <= ${rows[2]!.id}`);
    await database.db
      .update(verifactuSubmissions)
      .set({ status: "rejected", errorCode: "1100", errorText: "Valor incorrecto" })
      .where(eq(verifactuSubmissions.id, rows[3]!.id));
    await database.close();
    const out = (await verify()).stdout;
    expect(out).toContain("sent to the tax agency: 3 accepted, 1 pending, 1 rejected");
    expect(out).toContain(`${rows[3]!.number}: rejected 1100 Valor incorrecto`);
    expect(out).toContain(`${rows[4]!.number}: pending`);

    const again = await openDatabase({ dataDir: dir, owner: "verifactu test" });
    await again.db.update(verifactuSubmissions).set({ status: "accepted", csv: "A-2" });
    await again.close();
    expect((await verify()).stdout).toContain("sent to the tax agency: all 5 records accepted");
  });
});
