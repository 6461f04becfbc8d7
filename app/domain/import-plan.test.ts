// The import's plan against random stock: the stock export imported back unchanged changes
// nothing, whatever the tyres hold; a file with some of the columns changes those columns and
// nothing else; a new tyre's DOT code survives every kind of update.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { staffMessages } from "~/i18n/staff";
import { EXPORT_HEADERS, type ExportableTyre, readCsvTable, stockCsv, storedTyreInput } from "./csv-import";
import { csvFile } from "./csv-export";
import { CLEAR_MARK, describeChangeIn, type KnownTyre, planImport, type TyreField } from "./import-plan";
import { centsToDecimal } from "./money";
import { EU_CLASSES, NOISE_CLASSES, SEASONS } from "./tyre-data";
import { formatTyreId } from "./tyre-id";

const NOW = new Date("2026-03-12T12:00:00Z");
/** "price 89.00 → 84.00", in English. */
const describeChange = describeChangeIn(staffMessages("en").importing.messages.plan);
const plan = (csv: string, known: readonly KnownTyre[]) =>
  planImport(readCsvTable(csv), known, { pricing: DEFAULT_SHOP_SETTINGS, now: NOW, newRows: "add" });
const knownOf = (stock: readonly ExportableTyre[]) => stock.map((t) => ({ id: t.id, input: storedTyreInput(t) }));

/** Characters that trouble a CSV: delimiters, quotes, the formula marks, line ends, accents. */
const TRICKY = [..."aZ9 ñÁ€;,.'\"=+-@\t\r\n|/\\#%()"];
/** A stored text: what the form keeps (trimmed, no NUL, not empty), at most `max` characters. */
const storedText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 12 }),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    )
    .map((s) => s.replaceAll("\u0000", "").trim().slice(0, max).trim())
    .filter((s) => s !== "");
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const amount = fc.integer({ min: 0, max: 9_999_999 }).map(centsToDecimal);
const dotCode = fc
  .tuple(fc.integer({ min: 1, max: 53 }), fc.integer({ min: 0, max: 25 }))
  .map(([w, y]) => `${String(w).padStart(2, "0")}${String(y).padStart(2, "0")}`);
const ean = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }).map((d) => {
  const sum = d.reduce((s, x, i) => s + x * (i % 2 === 0 ? 1 : 3), 0);
  return `${d.join("")}${(10 - (sum % 10)) % 10}`;
});
const imageUrl = fc.oneof(
  fc.webUrl({ validSchemes: ["https"] }).filter((u) => /^https:\/\/[^\s"'<>]+$/.test(u) && u.length <= 500),
  fc.constantFrom("/uploads/tyre.webp", "/images/a-1.jpg"),
);

/** A tyre as the database can hold it after the form or the import stored it. */
const storedTyre = fc
  .record({
    condition: fc.constantFrom("new" as const, "part-worn" as const),
    width: fc.integer({ min: 100, max: 400 }),
    aspect: fc.integer({ min: 20, max: 95 }),
    rim: fc.integer({ min: 10, max: 30 }),
    loadIndex: fc.oneof(fc.integer({ min: 10, max: 999 }).map(String), fc.constantFrom("104/102", "91")),
    speedRating: fc.constantFrom("H", "V", "W", "Y", "ZR", "T"),
    brand: storedText(60),
    model: maybe(storedText(100)),
    pairType: fc.constantFrom("single" as const, "pair" as const),
    quantity: fc.integer({ min: 0, max: 9999 }),
    unitPriceEur: amount,
    disposalFeeEurPerTyre: amount,
    location: maybe(storedText(60)),
    notes: maybe(storedText(1000)),
    treadDepthMm: maybe(fc.integer({ min: 0, max: 300 }).map((n) => (n / 10).toFixed(1))),
    dotCode: maybe(dotCode),
    imageUrl: maybe(imageUrl),
    ean: maybe(ean),
    costEur: maybe(amount),
    season: maybe(fc.constantFrom(...SEASONS)),
    runFlat: fc.boolean(),
    reinforced: fc.boolean(),
    mudSnow: fc.boolean(),
    threePmsf: fc.boolean(),
    fuelClass: maybe(fc.constantFrom(...EU_CLASSES)),
    wetGripClass: maybe(fc.constantFrom(...EU_CLASSES)),
    noiseDb: maybe(fc.integer({ min: 50, max: 90 })),
    noiseClass: maybe(fc.constantFrom(...NOISE_CLASSES)),
    eprel: maybe(fc.stringMatching(/^\d{1,12}$/)),
    inspectionRef: maybe(storedText(60)),
    inspectionBy: maybe(storedText(120)),
  })
  // What the row rules and the database's checks allow: the EU label on a new tyre, the tread
  // depth and the inspection document on a part-worn one; the DOT code on either.
  .map((t) =>
    t.condition === "new"
      ? { ...t, treadDepthMm: null, inspectionRef: null, inspectionBy: null }
      : { ...t, fuelClass: null, wetGripClass: null, noiseDb: null, noiseClass: null, eprel: null },
  );

/** A stock: distinct stock codes and EANs, as the database keeps them. */
const stock = fc.array(storedTyre, { minLength: 1, maxLength: 12 }).map((rows) => {
  const eans = new Set<string>();
  return rows.map((t, i): ExportableTyre => {
    const unique = t.ean && !eans.has(t.ean) ? t.ean : null;
    if (unique) eans.add(unique);
    return { ...t, id: formatTyreId(1000 + i), ean: unique };
  });
});

describe("the stock export imported back", () => {
  it("changes nothing, whatever the stock holds (random inventories)", () => {
    fc.assert(
      fc.property(stock, (tyres) => {
        const p = plan(stockCsv(tyres), knownOf(tyres));
        expect(p.errors).toEqual([]);
        expect(p.updated.map((u) => `${u.id}: ${u.changes.map(describeChange).join(", ")}`)).toEqual([]);
        expect(p.added).toEqual([]);
        expect(p.unchanged).toBe(tyres.length);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a new tyre's DOT code (week 45 of 2025)", () => {
    const tyre = fc.sample(storedTyre, { numRuns: 1, seed: 7 })[0]!;
    const t: ExportableTyre = {
      ...tyre,
      id: "T00001",
      condition: "new",
      dotCode: "4525",
      treadDepthMm: null,
      inspectionRef: null,
      inspectionBy: null,
    };
    const csv = stockCsv([t]);
    expect(csv).toContain(";4525;");
    expect(plan(csv, knownOf([t]))).toMatchObject({ updated: [], unchanged: 1, errors: [] });
  });
});

/** Which field each export column sets. */
const FIELD_OF: Record<string, TyreField> = {
  width: "width",
  aspect: "aspect",
  rim: "rim",
  load_index: "loadIndex",
  speed_rating: "speedRating",
  brand: "brand",
  model: "model",
  condition: "condition",
  pair_type: "pairType",
  quantity: "quantity",
  unit_price_eur: "unitPriceCents",
  disposal_fee_eur_per_tyre: "disposalFeeCents",
  location: "location",
  notes: "notes",
  tread_depth_mm: "treadDepthMm",
  dot_code: "dotCode",
  season: "season",
  run_flat: "runFlat",
  xl: "reinforced",
  ms: "mudSnow",
  "3pmsf": "threePmsf",
  fuel_class: "fuelClass",
  wet_grip_class: "wetGripClass",
  noise_db: "noiseDb",
  noise_class: "noiseClass",
  eprel: "eprel",
  inspection_ref: "inspectionRef",
  inspection_by: "inspectionBy",
  ean: "ean",
  cost_eur: "costCents",
  image_url: "imageUrl",
};
const CONDITION_BOUND: TyreField[] = [
  "treadDepthMm",
  "inspectionRef",
  "inspectionBy",
  "fuelClass",
  "wetGripClass",
  "noiseDb",
  "noiseClass",
  "eprel",
];

describe("an update from a file with some of the columns", () => {
  it("changes only the fields of the file's columns (and what a new condition cannot hold)", () => {
    const columns = fc.subarray(EXPORT_HEADERS.filter((h) => h !== "stock_code"));
    fc.assert(
      fc.property(stock, stock, columns, (tyres, others, chosen) => {
        // Each tyre's row carries the values of another random tyre in the chosen columns only.
        const theirs = readCsvTable(stockCsv(others));
        const header = ["stock_code", ...chosen];
        const rows = tyres.map((t, i) => {
          const source = theirs.records[i % theirs.records.length]!.values;
          return [t.id, ...chosen.map((c) => String(source[c] ?? ""))];
        });
        const p = plan(csvFile(header, rows), knownOf(tyres));
        const allowed = new Set(chosen.map((c) => FIELD_OF[c]!));
        if (allowed.has("condition")) for (const f of CONDITION_BOUND) allowed.add(f);
        for (const u of p.updated) for (const c of u.changes) expect(allowed, `${u.id}: ${describeChange(c)}`).toContain(c.field);
      }),
      { numRuns: 200 },
    );
  });

  it("a file of stock_code;ean leaves a new tyre's DOT code (and everything else) alone", () => {
    const tyre = fc.sample(storedTyre, { numRuns: 1, seed: 11 })[0]!;
    const t: ExportableTyre = {
      ...tyre,
      id: "T00001",
      condition: "new",
      dotCode: "0125",
      ean: null,
      treadDepthMm: null,
      inspectionRef: null,
      inspectionBy: null,
    };
    const p = plan(`stock_code;ean\r\n${t.id};4006381333931\r\n`, knownOf([t]));
    expect(p.errors).toEqual([]);
    expect(p.updated).toEqual([{ row: 2, id: t.id, changes: [{ field: "ean", from: null, to: "4006381333931" }] }]);
  });

  it("keeps every field on an empty cell, and never touches a column left out", () => {
    const tyre = fc.sample(storedTyre, { numRuns: 1, seed: 3 })[0]!;
    const t: ExportableTyre = {
      ...tyre,
      id: "T00001",
      condition: "new",
      dotCode: "0125",
      notes: "Rack A",
      treadDepthMm: null,
      inspectionRef: null,
      inspectionBy: null,
    };
    const p = plan(`stock_code;brand;unit_price_eur;dot_code;notes;ean\r\n${t.id};;;;;\r\n`, knownOf([t]));
    expect(p.errors).toEqual([]);
    expect(p.updated).toEqual([]);
    expect(p.unchanged).toBe(1);
  });

  it("reads a stored '-' written behind the export's apostrophe as text, not as the clear mark", () => {
    const tyre = fc.sample(storedTyre, { numRuns: 1, seed: 3 })[0]!;
    const t: ExportableTyre = { ...tyre, id: "T00001", notes: null };
    const p = plan(`stock_code;notes\r\n${t.id};'-\r\n`, knownOf([t]));
    expect(p.updated[0]!.changes).toEqual([{ field: "notes", from: null, to: "-" }]);
  });

  it("a new tyre's clear marks read as empty cells", () => {
    const p = plan(
      `width;aspect;rim;load_index;speed_rating;brand;quantity;unit_price_eur;notes;dot_code\r\n205;55;16;91;V;Michelin;2;80;-;-\r\n`,
      knownOf([]),
    );
    expect(p.errors).toEqual([]);
    expect(p.added[0]!.input).toMatchObject({ notes: null, dotCode: null, brand: "Michelin" });
  });

  it(`clears an optional field on the clear mark "${CLEAR_MARK}", keeps a required one, and never touches a column left out`, () => {
    const tyre = fc.sample(storedTyre, { numRuns: 1, seed: 3 })[0]!;
    const t: ExportableTyre = {
      ...tyre,
      id: "T00001",
      condition: "new",
      brand: "Michelin",
      unitPriceEur: "89.90",
      dotCode: "0125",
      notes: "Rack A",
      location: "B2",
      treadDepthMm: null,
      inspectionRef: null,
      inspectionBy: null,
    };
    const p = plan(`stock_code;brand;unit_price_eur;dot_code;notes\r\n${t.id};-;-;-;-\r\n`, knownOf([t]));
    expect(p.errors).toEqual([]);
    expect(p.updated[0]!.changes.map(describeChange)).toEqual(["notes Rack A → —", "DOT code 0125 → —"]);
  });
});
