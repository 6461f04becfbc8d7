// The owner's clean start on real databases: "Remove demo data" deletes exactly the tyres,
// reservations and blog posts the demo seed added; the shop's own rows and every invoice stay, a
// demo tyre a real sale invoiced is kept; audited; a second removal is refused.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, reservations, sales, tyres } from "~db/schema";
import { seedDemo } from "~db/seed/demo";
import { Refusal } from "~/i18n/staff/refusal";
import { demoDataLeft, removeDemoData } from "~/server/demo-data.server";
import { createSale } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const OWNER = { id: null, label: "owner@test" };

describe.each(TEST_BACKENDS)("removing the demo data on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("removes only the demo rows, keeps the shop's own and the invoiced demo tyre, audited, once", async () => {
    expect(await demoDataLeft(t.db)).toBeNull();
    await expect(removeDemoData(t.db, OWNER)).rejects.toBeInstanceOf(Refusal);

    const own = await insertTyre(t.db, { brand: "OwnBrand", quantity: 2 });
    const ownReservation = (await t.db.insert(reservations).values({ tyreId: own.id, clientName: "Real customer" }).returning())[0]!;
    const seeded = await seedDemo(t.db, null, { count: 20 });
    const left = (await demoDataLeft(t.db))!;
    expect(left.tyres).toBe(seeded.tyres);
    expect(left.reservations).toBeGreaterThan(0);
    expect(left.posts).toBe(seeded.posts);

    // A real sale of a demo tyre: the invoice must stay, so that tyre stays too.
    const [sold] = await t.db
      .select()
      .from(tyres)
      .where(sql`${tyres.status} = 'available' and ${tyres.brand} <> 'OwnBrand' and ${tyres.quantity} > 0`)
      .limit(1);
    const invoice = await createSale(t.db, {
      customerName: "Ana",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: sold!.id, quantity: 1 }],
    });

    const r = await removeDemoData(t.db, OWNER);
    expect(r).toMatchObject({ tyres: seeded.tyres - 1, posts: seeded.posts, keptTyres: 1 });
    expect(r.reservations).toBe(left.reservations);
    const remaining = await t.db.select({ id: tyres.id }).from(tyres);
    expect(remaining.map((x) => x.id).sort()).toEqual([own.id, sold!.id].sort());
    expect(await t.db.select().from(reservations).where(eq(reservations.id, ownReservation.id))).toHaveLength(1);
    expect(await t.db.select().from(sales).where(eq(sales.id, invoice.id))).toHaveLength(1);
    const posts = await t.db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
    expect(posts[0]!.n).toBe(0);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ["demo.remove"]));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain("1 demo tyres kept");

    expect(await demoDataLeft(t.db)).toBeNull();
    await expect(removeDemoData(t.db, OWNER)).rejects.toThrow(/no demo data/);
  });
});
