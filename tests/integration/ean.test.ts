// EAN-13 per tyre: unique among tyres that have one (a clear refusal, not a database error),
// found by the inventory's search and by the checkout's scan box, dropped from a duplicate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { storedTyreInput } from "~/domain/csv-import";
import { tyreFormSchema } from "~/domain/tyre-form";
import { staffMessages } from "~/i18n/staff";
import {
  addTyre,
  duplicateTyre,
  findTyreByCode,
  listInventory,
  parseInventoryQuery,
  updateTyre,
} from "~/server/inventory/inventory.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

const form = (o: Record<string, string>) => ({
  width: "205",
  aspect: "55",
  rim: "16",
  loadIndex: "91",
  speedRating: "V",
  brand: "Scanme",
  quantity: "2",
  unitPrice: "80",
  ...o,
});

describe("the EAN field of the tyre form", () => {
  const schema = tyreFormSchema("add", DEFAULT_SHOP_SETTINGS, staffMessages("en").inventory.fieldErrors);
  it("accepts a right check digit (spaces dropped) and an empty field", () => {
    expect(schema.parse(form({ ean: "8 412345 678905" })).ean).toBe("8412345678905");
    expect(schema.parse(form({ ean: "" })).ean).toBeNull();
    expect(schema.parse(form({ costPrice: "61,20" })).costCents).toBe(6120);
  });
  it("refuses a wrong check digit and a short code", () => {
    const bad = schema.safeParse(form({ ean: "8412345678906" }));
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe("EAN check digit is wrong");
    const short = schema.safeParse(form({ ean: "12345" }));
    expect(short.success ? null : short.error.issues[0]!.message).toBe("EAN must be 13 digits");
  });
});

describe.each(TEST_BACKENDS)("EAN on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const schema = tyreFormSchema("add", DEFAULT_SHOP_SETTINGS, staffMessages("en").inventory.fieldErrors);

  it("refuses an EAN another tyre has, on add and on edit, and a duplicate leaves it behind", async () => {
    const a = await addTyre(t.db, schema.parse(form({ ean: "8412345678905" })));
    await expect(addTyre(t.db, schema.parse(form({ ean: "8412345678905" })))).rejects.toThrow(
      `EAN 8412345678905 is already used by ${a.id}`,
    );
    const b = await addTyre(t.db, schema.parse(form({})));
    await expect(updateTyre(t.db, b.id, { ...storedTyreInput(b), ean: "8412345678905" })).rejects.toThrow(/already used/);
    // Saving a tyre with its own EAN is fine.
    await updateTyre(t.db, a.id, { ...storedTyreInput(a), unitPriceCents: 8100 });
    const copy = await duplicateTyre(t.db, a.id);
    expect(copy.ean).toBeNull();
  });

  it("finds a tyre by its EAN in the inventory search and by the checkout's code lookup", async () => {
    const a = await addTyre(t.db, schema.parse(form({ ean: "4006381333931", brand: "Barcode" })));
    const page = await listInventory(t.db, parseInventoryQuery(new URLSearchParams({ q: "4006381333931" })));
    expect(page.tyres.map((r) => r.id)).toEqual([a.id]);
    expect((await findTyreByCode(t.db, "4006381333931"))?.id).toBe(a.id);
    expect((await findTyreByCode(t.db, a.id.toLowerCase()))?.id).toBe(a.id);
    expect(await findTyreByCode(t.db, "4006381333948")).toBeNull();
    expect(await findTyreByCode(t.db, "drop table")).toBeNull();
  });
});
