// The CSV downloads on both backends: the stock export imports back to the same tyres (formula-like
// text neutralised on the way out and restored on the way in), the inventory filters apply, and the
// invoice register lists the range's invoices with a total row that adds them up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { parseTyreCsv } from "~/domain/csv-import";
import { parseDateRange } from "~/domain/invoice-register";
import { staffMessages } from "~/i18n/staff";
import { shopToday } from "~/lib/shop-clock";
import { toCents } from "~/domain/money";
import { invoiceRegisterCsv, stockExportCsv } from "~/server/inventory/exports.server";
import { parseInventoryQuery } from "~/server/inventory/inventory.server";
import { createSale } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const HYPERLINK = '=HYPERLINK("http://evil.example","click")';

/** A CSV file's rows as cells (no quoted delimiters in the register's cells). */
const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((l) => l.split(";"));

describe.each(TEST_BACKENDS)("CSV exports (%s)", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertTyre(t.db, {
      brand: "Michelin",
      model: null,
      unitPriceEur: "89.90",
      quantity: 4,
      location: "Rack A;1",
      season: "winter",
      runFlat: true,
      threePmsf: true,
      fuelClass: "B",
      wetGripClass: "A",
      noiseDb: 71,
      noiseClass: "B",
      eprel: "1234567",
    });
    await insertTyre(t.db, {
      brand: "Pirelli",
      model: "P Zero",
      condition: "part-worn",
      pairType: "pair",
      quantity: 2,
      unitPriceEur: "35.00",
      disposalFeeEurPerTyre: "0.00",
      treadDepthMm: "5.5",
      dotCode: "0523",
      notes: HYPERLINK,
      imageUrl: "/images/tyre.webp",
      season: "all-season",
      mudSnow: true,
      inspectionRef: "=UNE-0042",
      inspectionBy: "Gestor NFU Almería",
    });
    await insertTyre(t.db, { brand: "Continental", model: "-minus first", notes: 'says "hello"\nsecond line', speedRating: "H", rim: 17 });
  });
  afterAll(async () => t?.close());

  it("exports the stock so that the import reads back the same tyres", async () => {
    const csv = await stockExportCsv(t.db, parseInventoryQuery(new URLSearchParams()));
    expect(csv.startsWith("\uFEFFstock_code;width;aspect;rim;")).toBe(true);
    expect(csv).toContain(`'${HYPERLINK.replace(/"/g, '""')}`);
    expect(csv).not.toMatch(/;=HYPERLINK/);
    const back = parseTyreCsv(csv, DEFAULT_SHOP_SETTINGS);
    expect(back.errors).toEqual([]);
    const stored = await t.db.query.tyres.findMany();
    const expected = stored
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((s) => ({
        brand: s.brand,
        model: s.model,
        width: s.width,
        aspect: s.aspect,
        rim: s.rim,
        loadIndex: s.loadIndex,
        speedRating: s.speedRating,
        condition: s.condition,
        pairType: s.pairType,
        quantity: s.quantity,
        unitPriceCents: toCents(s.unitPriceEur),
        disposalFeeCents: toCents(s.disposalFeeEurPerTyre),
        location: s.location,
        notes: s.notes,
        imageUrl: s.imageUrl,
        treadDepthMm: s.treadDepthMm,
        dotCode: s.dotCode,
        season: s.season,
        runFlat: s.runFlat,
        reinforced: s.reinforced,
        mudSnow: s.mudSnow,
        threePmsf: s.threePmsf,
        fuelClass: s.fuelClass,
        wetGripClass: s.wetGripClass,
        noiseDb: s.noiseDb,
        noiseClass: s.noiseClass,
        eprel: s.eprel,
        inspectionRef: s.inspectionRef,
        inspectionBy: s.inspectionBy,
        ean: s.ean,
        costCents: s.costEur == null ? null : toCents(s.costEur),
      }));
    expect(back.rows).toEqual(expected);
  });

  it("applies the inventory screen's filters", async () => {
    const csv = await stockExportCsv(t.db, parseInventoryQuery(new URLSearchParams({ condition: "part-worn" })));
    expect(parseTyreCsv(csv, DEFAULT_SHOP_SETTINGS).rows.map((r) => r.brand)).toEqual(["Pirelli"]);
  });

  it("lists the range's invoices with a total row, and none outside it", async () => {
    const [tyre] = await t.db.query.tyres.findMany({ where: (x, { eq }) => eq(x.brand, "Michelin") });
    const sale = (quantity: number) =>
      createSale(t.db, {
        customerName: "Taller =SUM(1)",
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: tyre!.id, quantity }],
      });
    const a = await sale(1);
    const b = await sale(2);
    const today = shopToday();
    const range = parseDateRange(today, today, today, staffMessages("en").invoices.range);
    if (!range.ok) throw new Error(range.message);
    const rows = cells(await invoiceRegisterCsv(t.db, range));
    expect(rows[0]![0]).toBe("Fecha expedición");
    expect(rows.slice(1, -1).map((r) => r[2])).toEqual([a.invoiceNumber, b.invoiceNumber]);
    expect(rows[1]![6]).toBe("Taller =SUM(1)"); // not formula-like: it starts with a letter
    const total = (a.grandTotalCents + b.grandTotalCents) / 100;
    expect(rows.at(-1)![0]).toBe("Total (2 facturas)");
    expect(rows.at(-1)![10]).toBe(total.toFixed(2).replace(".", ","));
    // Base + IVA = total on every row.
    for (const r of rows.slice(1)) expect(toCents(r[7]!) + toCents(r[9]!)).toBe(toCents(r[10]!));
    const past = parseDateRange("2020-01-01", "2020-12-31", today, staffMessages("en").invoices.range);
    if (!past.ok) throw new Error(past.message);
    expect(cells(await invoiceRegisterCsv(t.db, past)).slice(1)).toEqual([
      ["Total (0 facturas)", "", "", "", "", "", "", "0,00", "", "0,00", "0,00", ""],
    ]);
  });
});
