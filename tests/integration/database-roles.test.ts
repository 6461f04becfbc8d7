// Running the shop with a PostgreSQL role that does not own the tables (MIGRATION_DATABASE_URL
// migrates as the owner): the shop's own role sells and verifies as usual, but cannot switch the
// append-only triggers off, truncate, update or delete issued invoices. PostgreSQL only: PGlite
// has a single role, so there is nothing to separate (this file then reports its suite skipped).
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, dbErrorMessage, openDatabase } from "~/server/infra/db.server";
import { migrateAsOwner } from "~/server/first-run.server";
import { createSale } from "~/server/sales/sales.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { createScratchPostgres } from "~db/scratch";
import { insertTyre } from "../helpers/factories";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("the shop on a role that does not own its tables (postgres)", () => {
  const role = `shop_app_${crypto.randomBytes(4).toString("hex")}`;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let app: Database;

  async function asAdmin(statement: string) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!, "tyre_roles");
    await asAdmin(`CREATE ROLE ${role} LOGIN`);
    const appUrl = new URL(scratch.url);
    appUrl.username = role;
    appUrl.password = "";
    app = await openDatabase({ databaseUrl: appUrl.toString(), poolSize: 4 });
    await migrateAsOwner(app, scratch.url);
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    await asAdmin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("sells, issues the invoice record and verifies the chain", async () => {
    const tyre = await insertTyre(app.db, { quantity: 4 });
    const sale = await createSale(app.db, {
      customerName: "Cliente",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: tyre.id, quantity: 2 }],
    });
    expect(sale.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await verifyChain(app.db)).toMatchObject({ ok: true, count: 1 });
  });

  it.each([
    "ALTER TABLE sales DISABLE TRIGGER sales_immutable",
    "ALTER TABLE invoice_records DISABLE TRIGGER ALL",
    "TRUNCATE sale_items CASCADE",
    "UPDATE sales SET notes = 'changed'",
    "DELETE FROM invoice_records",
    "DELETE FROM audit_log",
    "TRUNCATE audit_log",
    "DROP TABLE sales CASCADE",
  ])("refuses %s", async (statement) => {
    const error = await app.db.execute(sql.raw(statement)).then(
      () => null,
      (e: unknown) => dbErrorMessage(e),
    );
    expect(error).toMatch(/must be owner|permission denied/);
    expect(await verifyChain(app.db)).toMatchObject({ ok: true, count: 1 });
  });
});
