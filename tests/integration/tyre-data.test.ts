// Tyre data buyers compare (decision 027) on real databases: the staff form and the CSV import
// refuse bad values with clear messages and store nothing; the database's CHECK constraints hold
// the same rules; the listing filters by season and run-flat under each language's query names;
// the sale line keeps a part-worn tyre's inspection document.
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { saleItems, tyres } from "~db/schema";
import { InvoiceDocument } from "~/components/staff/invoices/invoice-document";
import { type CheckoutInput, checkoutSchemaIn } from "~/domain/checkout";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { action as importAction } from "~/routes/staff/import";
import { action as inventoryAction } from "~/routes/staff/inventory";
import { loader as listingLoader } from "~/routes/store/listing";
import { loader as tyreLoader, meta as tyreMeta } from "~/routes/store/tyre";
import { createSale, getSaleWithItems } from "~/server/sales/sales.server";
import { clearStorefrontCache, filterOptions } from "~/server/storefront/storefront.server";
import { TEST_BACKENDS } from "../helpers/db";
import { adminSuite } from "../helpers/staff-session";
import { insertTyre } from "../helpers/factories";
import { renderStaffMarkup } from "../helpers/render-staff";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "tyre-data-secret-tyre-data-secret-0123456";
const context = routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: "http://shop.test" });
type Reply = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string>; errors?: string[] }; init: { status?: number } };

describe.each(TEST_BACKENDS)("tyre data on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });
  beforeAll(async () => {
    await insertTyre(app.db, { id: "T00W01", brand: "Nokian", season: "winter", mudSnow: true, threePmsf: true });
    await insertTyre(app.db, { id: "T00S01", brand: "Michelin", season: "summer", runFlat: true });
    await insertTyre(app.db, { id: "T00S02", brand: "Pirelli", season: "summer" });
    await insertTyre(app.db, { id: "T00A01", brand: "Vredestein", season: "all-season", runFlat: true });
    await insertTyre(app.db, { id: "T00N01", brand: "Kumho" });
    await insertTyre(app.db, { id: "T00X01", brand: "Sold", season: "winter", runFlat: true, status: "sold", quantity: 0 });
  });

  const request = (path: string, body?: Record<string, string> | FormData) =>
    new Request(`${ORIGIN}${path}`, {
      method: body ? "POST" : "GET",
      headers: { origin: ORIGIN, cookie: app.cookie },
      body: body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined,
    });
  const inventory = async (body: Record<string, string>) =>
    (await inventoryAction({ request: request("/inventory", body), params: {}, context } as unknown as Parameters<
      typeof inventoryAction
    >[0])) as unknown as Reply;
  /** The import screen as the owner drives it: the file is previewed (nothing stored), then the preview applied. */
  const importCsv = async (text: string) => {
    const post = async (form: FormData) =>
      (await importAction({ request: request("/import", form), params: {}, context } as unknown as Parameters<
        typeof importAction
      >[0])) as unknown as Reply & { data: { preview?: { id: string; errors: string[] } } };
    const form = new FormData();
    form.set("file", new File([text], "stock.csv", { type: "text/csv" }));
    const previewed = await post(form);
    const preview = previewed.data.preview!;
    const apply = new FormData();
    apply.set("intent", "apply");
    apply.set("previewId", preview.id);
    return { preview, applied: await post(apply) };
  };
  const count = async (brand: string) => (await app.db.select().from(tyres).where(eq(tyres.brand, brand))).length;
  const base = { intent: "add", width: "205", aspect: "55", rim: "16", loadIndex: "91", speedRating: "V", quantity: "2" };

  it("the staff form refuses noise 300 dB, fuel class G and DOT week 60 with field messages and stores nothing", async () => {
    const r = await inventory({ ...base, brand: "Badlabel", fuelClass: "G", noiseDb: "300" });
    expect(r.init.status).toBe(400);
    expect(r.data.ok).toBe(false);
    expect(r.data.fieldErrors).toMatchObject({
      fuelClass: "Fuel efficiency class must be a letter from A to E",
      noiseDb: "Noise must be a whole number of dB from 50 to 90",
    });
    const dot = await inventory({ ...base, brand: "Badlabel", condition: "part-worn", dotCode: "6021" });
    expect(dot.init.status).toBe(400);
    expect(dot.data.fieldErrors?.dotCode).toMatch(/week 01-53/);
    expect(await count("Badlabel")).toBe(0);
  });

  it("the staff form stores season, marks and EU label, and an edit to part-worn keeps the inspection document and drops the label", async () => {
    const r = await inventory({
      ...base,
      brand: "Goodlabel",
      season: "winter",
      runFlat: "on",
      threePmsf: "on",
      fuelClass: "b",
      wetGripClass: "A",
      noiseDb: "71",
      noiseClass: "B",
      eprel: "1234567",
    });
    expect(r.data).toMatchObject({ ok: true });
    const [row] = await app.db.select().from(tyres).where(eq(tyres.brand, "Goodlabel"));
    expect(row).toMatchObject({
      season: "winter",
      runFlat: true,
      reinforced: false,
      threePmsf: true,
      fuelClass: "B",
      wetGripClass: "A",
      noiseDb: 71,
      noiseClass: "B",
      eprel: "1234567",
    });
    const edit = await inventory({
      ...base,
      intent: "edit",
      id: row!.id,
      brand: "Goodlabel",
      condition: "part-worn",
      dotCode: "2321",
      fuelClass: "B",
      inspectionRef: "UNE-2026-0042",
      inspectionBy: "Gestor NFU Almería",
    });
    expect(edit.data).toMatchObject({ ok: true });
    const [after] = await app.db.select().from(tyres).where(eq(tyres.id, row!.id));
    expect(after).toMatchObject({ fuelClass: null, noiseDb: null, eprel: null, dotCode: "2321", inspectionRef: "UNE-2026-0042" });
  });

  it("the database refuses what the rules refuse, whatever writes it", async () => {
    const bad = [
      sql`update tyres set noise_db = 300 where id = 'T00N01'`,
      sql`update tyres set fuel_class = 'G' where id = 'T00N01'`,
      sql`update tyres set season = 'spring' where id = 'T00N01'`,
      sql`update tyres set eprel = '12a' where id = 'T00N01'`,
      sql`update tyres set inspection_ref = 'X' where id = 'T00N01'`, // a new tyre has no inspection document
      sql`update tyres set dot_code = '6021' where id = 'T00N01'`,
    ];
    for (const q of bad) await expect(app.db.execute(q)).rejects.toThrow();
  });

  it("the CSV import refuses fuel class G, noise 300 dB and DOT week 60 with row messages and stores nothing", async () => {
    const r = await importCsv(
      "width,aspect,rim,load,speed,brand,condition,dot_code,fuel_class,noise_db\n" +
        "205,55,16,91,V,Csvbad,new,,G,\n205,55,16,91,V,Csvbad,new,,,300\n205,55,16,91,V,Csvbad,part-worn,6021,,\n",
    );
    expect(r.preview.errors).toEqual([
      "Row 2: Invalid fuel_class 'G' (A to E)",
      "Row 3: Invalid noise_db '300' (50-90 dB)",
      "Row 4: Invalid DOT code '6021' (week 01-53 then year, e.g. 0524)",
    ]);
    expect(await count("Csvbad")).toBe(0);
    const ok = await importCsv(
      "width,aspect,rim,load,speed,brand,condition,season,run_flat,xl,ms,3pmsf,fuel_class,wet_grip_class,noise_db,noise_class,eprel,inspection_ref,inspection_by\n" +
        "205,55,16,91,V,Csvgood,new,all-season,yes,yes,yes,no,C,B,70,A,7654321,,\n" +
        "205,55,16,91,V,Csvgood,part-worn,summer,,,,,,,,,,INS-7,Gestor NFU\n",
    );
    expect(ok.preview.errors).toEqual([]);
    expect(ok.applied.data).toMatchObject({ ok: true });
    const rows = await app.db.select().from(tyres).where(eq(tyres.brand, "Csvgood")).orderBy(tyres.id);
    expect(rows.map((x) => [x.season, x.runFlat, x.reinforced, x.mudSnow, x.fuelClass, x.noiseDb, x.eprel, x.inspectionRef])).toEqual([
      ["all-season", true, true, true, "C", 70, "7654321", null],
      ["summer", false, false, false, null, null, null, "INS-7"],
    ]);
  });

  const listing = async (path: string) => {
    clearStorefrontCache(app.db);
    const res = (await listingLoader({ request: new Request(`${ORIGIN}${path}`), params: {}, context } as unknown as Parameters<
      typeof listingLoader
    >[0])) as Awaited<ReturnType<typeof listingLoader>>;
    return res.page.tyres
      .map((x) => x.id)
      .filter((id) => /^T00[WSANX]0\d$/.test(id))
      .sort();
  };

  it("filters the listing by season and run-flat under each language's query names", async () => {
    expect(await listing("/neumaticos?temporada=invierno")).toEqual(["T00W01"]);
    expect(await listing("/en/find-tyres?season=winter")).toEqual(["T00W01"]);
    expect(await listing("/neumaticos?temporada=verano")).toEqual(["T00S01", "T00S02"]);
    expect(await listing("/en/find-tyres?season=all-season")).toEqual(["T00A01"]);
    expect(await listing("/neumaticos?antipinchazo=si")).toEqual(["T00A01", "T00S01"]);
    expect(await listing("/en/find-tyres?run-flat=yes")).toEqual(["T00A01", "T00S01"]);
    expect(await listing("/en/find-tyres?season=summer&run-flat=yes")).toEqual(["T00S01"]);
    // A value that is not a season is reported, not turned into another search.
    clearStorefrontCache(app.db);
    const bad = await listingLoader({
      request: new Request(`${ORIGIN}/neumaticos?temporada=primavera`),
      params: {},
      context,
    } as unknown as Parameters<typeof listingLoader>[0]);
    expect(bad.invalid).toEqual(["season"]);
    const o = await filterOptions(app.db);
    expect(o.seasons).toEqual(["summer", "winter", "all-season"]);
    expect(o.runFlat).toBe(true);
  });

  it("the detail page's JSON-LD names the data as PropertyValue entries", async () => {
    await app.db
      .update(tyres)
      .set({ fuelClass: "A", wetGripClass: "B", noiseDb: 68, noiseClass: "A", eprel: "555" })
      .where(eq(tyres.id, "T00W01"));
    const data = await tyreLoader({
      request: new Request(`${ORIGIN}/en/tyre/T00W01`),
      params: { id: "T00W01" },
      context,
    } as unknown as Parameters<typeof tyreLoader>[0]);
    const shop = (await import("~/config/shop")).DEFAULT_SHOP_SETTINGS;
    const tags = tyreMeta({
      loaderData: data,
      location: { pathname: "/en/tyre/T00W01" },
      matches: [{ id: "root", loaderData: { shop } }],
    } as unknown as Parameters<typeof tyreMeta>[0]);
    const ld = JSON.stringify(tags);
    expect(ld).toContain('"additionalProperty"');
    expect(ld).toContain('"name":"Fuel efficiency","value":"A"');
    expect(ld).toContain('"value":68');
    expect(ld).toContain('"name":"Season","value":"Winter"');
  });

  it("a sale line keeps the part-worn tyre's inspection document as it was when sold", async () => {
    const tyre = await insertTyre(app.db, {
      brand: "Soldused",
      condition: "part-worn",
      quantity: 1,
      inspectionRef: "UNE-2026-0099",
      inspectionBy: "Recuperaciones del Poniente",
    });
    const en = staffMessages("en");
    const parsed = parseForm(checkoutSchemaIn(en.checkout.form, en.services.lines), {
      customerName: "Ana",
      lines: [{ tyreId: tyre.id, quantity: 1 }],
    });
    const sale = await createSale(app.db, (parsed as { ok: true; data: CheckoutInput }).data);
    expect(sale.items[0]).toMatchObject({ inspectionRef: "UNE-2026-0099", inspectionBy: "Recuperaciones del Poniente" });
    await app.db.update(tyres).set({ inspectionRef: "CHANGED" }).where(eq(tyres.id, tyre.id));
    const [line] = await app.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
    expect(line!.inspectionRef).toBe("UNE-2026-0099");
    const html = await renderStaffMarkup(createElement(InvoiceDocument, { invoice: (await getSaleWithItems(app.db, sale.id))! }));
    expect(html).toContain("UNE-2026-0099 · Recuperaciones del Poniente");
  });
});
