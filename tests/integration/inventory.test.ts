// The staff inventory query and tyre writes, and the dashboard aggregates, on real databases.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sales, tyres } from "~db/schema";
import { computeDashboard } from "~/domain/dashboard-stats";
import { toCents } from "~/domain/money";
import { isTyreId } from "~/domain/tyre-id";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { tyreFormSchema } from "~/domain/tyre-form";
import { staffMessages } from "~/i18n/staff";
import { dashboardData } from "~/server/dashboard.server";
import {
  addTyre,
  duplicateTyre,
  INVENTORY_PAGE_SIZE,
  inventoryFilterOptions,
  listInventory,
  parseInventoryQuery,
  setTyreStatus,
  updateTyre,
} from "~/server/inventory/inventory.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre, sellerColumns } from "../helpers/factories";

const q = (s: string) => parseInventoryQuery(new URLSearchParams(s));
const form = (o: Record<string, string> = {}) =>
  tyreFormSchema("add", DEFAULT_SHOP_SETTINGS, staffMessages("en").inventory.fieldErrors).parse({
    width: "225",
    aspect: "45",
    rim: "17",
    loadIndex: "94",
    speedRating: "W",
    brand: "Pirelli",
    quantity: "2",
    ...o,
  });

describe.each(TEST_BACKENDS)("staff inventory on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertTyre(t.db, { brand: "Michelin", model: "Primacy 4", width: 205, aspect: 55, rim: 16, loadIndex: "91", speedRating: "V" });
    await insertTyre(t.db, {
      brand: "Continental",
      model: "EcoContact 6",
      width: 195,
      aspect: 65,
      rim: 15,
      loadIndex: "91",
      speedRating: "H",
      condition: "part-worn",
    });
    await insertTyre(t.db, {
      brand: "Michelin",
      model: "Pilot Sport 4",
      width: 225,
      aspect: 45,
      rim: 17,
      loadIndex: "94",
      speedRating: "Y",
      status: "reserved",
    });
    await insertTyre(t.db, {
      brand: "Kumho",
      model: "100%_Grip",
      width: 205,
      aspect: 55,
      rim: 16,
      loadIndex: "94",
      speedRating: "V",
      status: "sold",
      quantity: 0,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("searches by size, brand, model and load/speed, comma-separated terms combined", async () => {
    const brands = async (s: string) => (await listInventory(t.db, q(s))).tyres.map((r) => r.brand).sort();
    expect(await brands("q=205/55/16")).toEqual(["Kumho", "Michelin"]);
    expect(await brands("q=205/55 R16")).toEqual(["Kumho", "Michelin"]);
    expect(await brands("q=michelin")).toEqual(["Michelin", "Michelin"]);
    expect(await brands("q=ecocontact")).toEqual(["Continental"]);
    expect(await brands("q=91V")).toEqual(["Michelin"]);
    expect(await brands("q=205/55/16, Michelin, 91V")).toEqual(["Michelin"]);
    expect(await brands("q=R17")).toEqual(["Michelin"]);
    // LIKE wildcards typed by a user are matched literally.
    expect(await brands("q=%25")).toEqual(["Kumho"]);
    expect(await brands("q=nothing-like-this")).toEqual([]);
  });

  it("filters by rim, width, aspect, condition, status and brand; 'all' and junk mean no filter", async () => {
    const n = async (s: string) => (await listInventory(t.db, q(s))).total;
    expect(await n("rim=16")).toBe(2);
    expect(await n("width=195")).toBe(1);
    expect(await n("aspect=45")).toBe(1);
    expect(await n("condition=part-worn")).toBe(1);
    expect(await n("status=sold")).toBe(1);
    expect(await n("brand=michelin&status=available")).toBe(1);
    expect(await n("rim=all&status=all&condition=lost&width=abc")).toBe(4);
  });

  it("tells an empty inventory from a search with no match", async () => {
    const none = await listInventory(t.db, q("q=zzz"));
    expect(none.total).toBe(0);
    expect(none.hasAny).toBe(true);
  });

  it("offers filter options from the stock, ascending", async () => {
    const o = await inventoryFilterOptions(t.db);
    expect(o.rims).toEqual([15, 16, 17]);
    expect(o.brands).toEqual(["Continental", "Kumho", "Michelin"]);
  });

  it("adds a tyre as available with a server-generated id and the default price", async () => {
    const row = await addTyre(t.db, form());
    expect(isTyreId(row.id)).toBe(true);
    expect(row).toMatchObject({
      status: "available",
      unitPriceEur: "45.00",
      disposalFeeEurPerTyre: "2.40",
      model: null,
      lineTotalEur: "94.80",
    });
  });

  it("edits every field; quantity 0 makes it sold and restocking makes it available again", async () => {
    const row = await addTyre(t.db, form());
    const edited = await updateTyre(
      t.db,
      row.id,
      tyreFormSchema("edit", DEFAULT_SHOP_SETTINGS, staffMessages("en").inventory.fieldErrors).parse({
        width: "225",
        aspect: "45",
        rim: "17",
        loadIndex: "94",
        speedRating: "W",
        brand: "Pirelli",
        model: "P Zero",
        quantity: "0",
        unitPrice: "80",
      }),
    );
    expect(edited).toMatchObject({ model: "P Zero", quantity: 0, status: "sold", unitPriceEur: "80.00" });
    const restocked = await updateTyre(t.db, row.id, form({ quantity: "3" }));
    expect(restocked).toMatchObject({ quantity: 3, status: "available", model: null });
    await expect(updateTyre(t.db, "T99999", form())).rejects.toThrow("Tyre not found");
  });

  it("duplicates a tyre with a new id, available", async () => {
    const [sold] = await t.db
      .select()
      .from(tyres)
      .where(sql`${tyres.status} = 'sold'`);
    const copy = await duplicateTyre(t.db, sold!.id);
    expect(copy.id).not.toBe(sold!.id);
    expect(copy).toMatchObject({ brand: sold!.brand, model: sold!.model, status: "available", quantity: 1 });
  });

  it("changes status, but never makes a tyre with no stock available", async () => {
    const row = await addTyre(t.db, form({ quantity: "1" }));
    expect((await setTyreStatus(t.db, row.id, "sold")).status).toBe("sold");
    expect((await setTyreStatus(t.db, row.id, "available")).status).toBe("available");
    await t.db
      .update(tyres)
      .set({ quantity: 0, status: "sold" })
      .where(sql`${tyres.id} = ${row.id}`);
    await expect(setTyreStatus(t.db, row.id, "available")).rejects.toThrow(/No stock left/);
  });

  it("paginates newest first", async () => {
    for (let i = 0; i < INVENTORY_PAGE_SIZE + 3; i++)
      await insertTyre(t.db, { brand: "Pagetest", createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)) });
    const p1 = await listInventory(t.db, q("brand=Pagetest"));
    const p2 = await listInventory(t.db, q("brand=Pagetest&page=2"));
    expect(p1.tyres).toHaveLength(INVENTORY_PAGE_SIZE);
    expect(p2.tyres).toHaveLength(3);
    expect(p1.pageCount).toBe(2);
    expect(p1.tyres[0]!.createdAt.getTime()).toBeGreaterThan(p2.tyres[0]!.createdAt.getTime());
    expect((await listInventory(t.db, q("brand=Pagetest&page=99"))).page).toBe(2);
  });

  it("aggregates the dashboard in SQL exactly as the reference definition says", async () => {
    await t.db.insert(sales).values({
      invoiceNumber: "2026-000001",
      invoiceYear: 2026,
      invoiceSeq: 1,
      customerName: "A",
      subtotalEur: "80.00",
      totalDisposalEur: "4.80",
      grandTotalEur: "84.80",
      ...sellerColumns(),
    });
    const rows = await t.db.select().from(tyres);
    const expected = computeDashboard(
      rows.map((r) => ({
        status: r.status,
        condition: r.condition,
        rim: r.rim,
        quantity: r.quantity,
        unitPriceCents: toCents(r.unitPriceEur),
        disposalFeeCents: toCents(r.disposalFeeEurPerTyre),
      })),
      [8480],
    );
    const got = await dashboardData(t.db);
    expect(got).toEqual(expected);
    expect(got.cards.valueSoldCents).toBe(8480);
    expect(got.cards.totalTyresInStock).toBe(rows.filter((r) => r.status === "available").reduce((n, r) => n + r.quantity, 0));
  });
});
