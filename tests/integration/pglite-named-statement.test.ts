// The storefront's listing on the embedded database runs as a named prepared statement
// (app/server/infra/pglite-named-statement.server.ts): parsed once, its plan kept, with PGlite's own
// locks, so it never runs between another caller's statements or inside its transaction.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tyres } from "~db/schema";
import { listTyres } from "~/server/storefront/storefront.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

interface PreparedRow {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

describe("the listing as a named statement on PGlite", () => {
  let t: TestDatabase;
  const ids = (p: { tyres: { id: string }[] }) => p.tyres.map((x) => x.id);
  const kept = async () => {
    const r = await t.db.execute(
      sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'tyre_shop_%' order by name`,
    );
    return (r as unknown as { rows: PreparedRow[] }).rows;
  };

  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    for (let i = 1; i <= 30; i++)
      await insertTyre(t.db, {
        id: `N${String(i).padStart(5, "0")}`,
        brand: i % 2 ? "Michelin" : "Pirelli",
        width: 205,
        aspect: 55,
        rim: 16,
      });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps one statement per query shape, and its plan once it has run often", async () => {
    const first = await listTyres(t.db, {});
    expect(first.tyres).toHaveLength(24);
    expect(first.total).toBe(30);
    expect(await kept()).toHaveLength(1);
    for (let i = 0; i < 8; i++) expect(ids(await listTyres(t.db, {}))).toEqual(ids(first));
    const [unfiltered] = await kept();
    expect(unfiltered!.generic_plans + unfiltered!.custom_plans).toBe(9);
    // PostgreSQL chose to keep the generic plan: no planning on later calls.
    expect(unfiltered!.generic_plans).toBeGreaterThan(0);

    // Another shape (a filter, the next page) is another statement; its values change per call.
    const michelin = await listTyres(t.db, { brand: "michelin" });
    expect(michelin.total).toBe(15);
    expect(new Set(michelin.tyres.map((x) => x.brand))).toEqual(new Set(["Michelin"]));
    expect((await listTyres(t.db, { brand: "Pirelli" })).total).toBe(15);
    const next = await listTyres(t.db, {}, { after: first.nextAfter! });
    expect(ids(next)).toEqual((await t.db.select({ id: tyres.id }).from(tyres).orderBy(tyres.brand, tyres.id)).map((r) => r.id).slice(24));
    expect((await kept()).length).toBe(3);
  });

  it("waits for another caller's transaction and never runs inside it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const tx = t.db
      .transaction(async (tx) => {
        await insertTyre(tx, { id: "UNCOMMITTED", brand: "Aaaa", width: 205, aspect: 55, rim: 16 });
        inserted();
        await gate;
        throw new Error("rolled back");
      })
      .catch((e: Error) => e.message);
    await insertedYet;
    let listed = false;
    const listing = listTyres(t.db, {}).then((p) => ((listed = true), p));
    await new Promise((r) => setTimeout(r, 50));
    expect(listed).toBe(false);
    release();
    expect(await tx).toBe("rolled back");
    const page = await listing;
    expect(ids(page)).not.toContain("UNCOMMITTED");
    expect(page.total).toBe(30);
  });

  it("answers a database error as an error, and the next call works", async () => {
    await expect(listTyres(t.db, { width: "wide" as unknown as number })).rejects.toMatchObject({
      cause: { code: "22P02", message: expect.stringMatching(/integer/) },
    });
    expect((await listTyres(t.db, { width: 205 })).total).toBe(30);
  });

  it("prepares the statement again when the session lost it", async () => {
    await t.db.execute(sql`deallocate all`);
    expect(await kept()).toHaveLength(0);
    expect((await listTyres(t.db, {})).total).toBe(30);
    expect((await kept()).length).toBeGreaterThan(0);
  });
});
