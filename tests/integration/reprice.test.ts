// Bulk reprice on real databases: the inventory's filter, rounding, the margin rule, one audit
// entry with the list, and the refusals (nothing matches, a price would be 0 or less).
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { parseTyreCsv } from "~/domain/csv-import";
import { repriceSchemaIn } from "~/domain/reprice";
import { staffMessages } from "~/i18n/staff";
import type { Refusal } from "~/i18n/staff/refusal";
import { importTyres } from "~/server/inventory/import.server";
import { parseInventoryQuery } from "~/server/inventory/inventory.server";
import { applyReprice, previewReprice } from "~/server/inventory/reprice.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

const ACTOR = { id: "u1", label: "owner@shop.test" };
const repriceSchema = repriceSchemaIn(staffMessages("en").reprice.messages);
const rule = (o: Record<string, string>) => repriceSchema.parse({ mode: "raise", by: "percent", rounding: "none", ...o });

describe.each(TEST_BACKENDS)("bulk reprice on %s", (backend) => {
  let t: TestDatabase;
  let ids: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const csv =
      "width,aspect,rim,load,speed,brand,condition,unit_price_eur,cost_eur\n205,55,16,91,V,Rep,new,80.00,50.00\n205,55,16,91,V,Rep,new,100.00,\n195,65,15,88,H,Rep,part-worn,40.00,20.00\n";
    ids = (await importTyres(t.db, parseTyreCsv(csv, DEFAULT_SHOP_SETTINGS).rows)).ids;
  });
  afterAll(async () => {
    await t?.close();
  });
  const q = (o: Record<string, string>) => parseInventoryQuery(new URLSearchParams({ brand: "Rep", ...o }));
  const prices = async () =>
    (await t.db.select({ id: tyres.id, p: tyres.unitPriceEur }).from(tyres).where(inArray(tyres.id, ids)).orderBy(tyres.id)).map(
      (r) => r.p,
    );

  it("previews old -> new for the filter's tyres with rounding, and writes nothing", async () => {
    const p = await previewReprice(t.db, q({ condition: "new" }), rule({ value: "10", rounding: "95" }));
    expect(p.lines.map((l) => [l.oldCents, l.newCents])).toEqual([
      [8000, 8795],
      [10000, 10995],
    ]);
    expect([p.oldTotalCents, p.newTotalCents]).toEqual([18000, 19790]);
    expect(await prices()).toEqual(["80.00", "100.00", "40.00"]);
  });

  it("applies it in one transaction, audited as one entry listing the changes", async () => {
    await applyReprice(t.db, q({ condition: "new" }), rule({ value: "10", rounding: "95" }), ACTOR);
    expect(await prices()).toEqual(["87.95", "109.95", "40.00"]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "tyre.reprice"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ changes: [`${ids[0]}: 80.00 → 87.95`, `${ids[1]}: 100.00 → 109.95`] });
  });

  it("prices from the cost and leaves tyres without one alone", async () => {
    const p = await applyReprice(t.db, q({}), rule({ mode: "margin", value: "50", plus: "2", rounding: "90" }), ACTOR);
    expect(p.withoutCost).toBe(1);
    expect(await prices()).toEqual(["76.90", "109.95", "31.90"]);
  });

  it("refuses a filter that matches nothing and a price that would be 0 or less, changing nothing", async () => {
    await expect(previewReprice(t.db, q({ q: "NoSuchBrandAtAll" }), rule({ value: "10" }))).rejects.toThrow(/No tyre matches/);
    // A Spanish account reads the same refusal in Spanish.
    const none = (await previewReprice(t.db, q({ q: "NoSuchBrandAtAll" }), rule({ value: "10" })).catch((e: unknown) => e)) as Refusal;
    expect(none.in(staffMessages("es")).message).toBe("Ningún neumático coincide con este filtro: no hay nada que cambiar");
    await expect(applyReprice(t.db, q({}), rule({ mode: "lower", by: "amount", value: "80" }), ACTOR)).rejects.toThrow(/above 0/);
    await expect(applyReprice(t.db, q({}), rule({ mode: "set", value: "0.40", rounding: "00" }), ACTOR)).rejects.toThrow(/above 0/);
    expect(await prices()).toEqual(["76.90", "109.95", "31.90"]);
  });
});
