import Papa from "papaparse";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";
import { LABELLED_NEW_TYRE } from "../../tests/helpers/tyre-data";
import { CsvReadError, detectDelimiter, parseTyreCsv as parse, rowProblemText, stockCsv, templateCsv, UNKNOWN_BRAND } from "./csv-import";

const EN_ROWS = staffMessages("en").importing.messages.rows;
/** The CSV read, each refused row in English words. */
const parseWith = (...args: Parameters<typeof parse>) => {
  const r = parse(...args);
  return { ...r, errors: r.errors.map((p) => rowProblemText(EN_ROWS, p)) };
};
const parseTyreCsv = (text: string) => parseWith(text, DEFAULT_SHOP_SETTINGS);
/** Why a file is refused as a whole, in English words (null when it is read). */
const refusalOf = (text: string) => {
  try {
    parseTyreCsv(text);
    return null;
  } catch (e) {
    if (e instanceof CsvReadError) return say(EN_ROWS, e.reason);
    throw e;
  }
};

const HEADER = "width,aspect,rim,load_index,speed_rating,brand";

describe("CSV delimiter and headers", () => {
  it("uses ';' when the text contains one, else ','", () => {
    expect(detectDelimiter("a;b\n1;2")).toBe(";");
    expect(detectDelimiter("a,b\n1,2")).toBe(",");
    expect(detectDelimiter('"a;x";b\n1;2')).toBe(";");
  });

  it("keeps ',' for a comma file whose quoted values contain semicolons", () => {
    expect(detectDelimiter('width,aspect,rim,notes\n205,55,16,"a; b"')).toBe(",");
    const r = parseTyreCsv('width,aspect,rim,load,speed,notes\n205,55,16,91,V,"a; b"\n');
    expect(r.errors).toEqual([]);
    expect(r.rows[0]!.notes).toBe("a; b");
  });

  it("reads semicolon files with quoted, upper-case headers, a BOM and CRLF line ends", () => {
    const csv = '\uFEFF"WIDTH";"Aspect";"RIM";"Load";"Speed";"Brand"\r\n205;55;16;91;v;Michelin\r\n';
    const r = parseTyreCsv(csv);
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ width: 205, aspect: 55, rim: 16, loadIndex: "91", speedRating: "V", brand: "Michelin" });
  });

  it("keeps semicolons and commas inside quoted values", () => {
    const csv = 'width;aspect;rim;load;speed;brand;notes\n205;55;16;91;V;Pirelli;"small cut; repaired, checked"\n';
    const r = parseTyreCsv(csv);
    expect(r.errors).toEqual([]);
    expect(r.rows[0]!.notes).toBe("small cut; repaired, checked");
  });

  it("handles escaped double quotes inside a quoted value", () => {
    const r = parseTyreCsv(`${HEADER},model\n205,55,16,91,V,Michelin,"Pilot ""Sport"" 4"\n`);
    expect(r.rows[0]!.model).toBe('Pilot "Sport" 4');
  });

  it("skips blank lines and ignores extra columns", () => {
    const csv = `${HEADER},colour\n\n205,55,16,91,V,Michelin,black,extra,more\n   \n195,65,15,88,H,Kumho,white\n\n`;
    const r = parseTyreCsv(csv);
    expect(r.errors).toEqual([]);
    expect(r.rows.map((t) => t.width)).toEqual([205, 195]);
    expect(r.total).toBe(2);
  });

  it("refuses an empty file and a file without a header row", () => {
    expect(() => parseTyreCsv("")).toThrow(CsvReadError);
    expect(() => parseTyreCsv("205,55,16,91,V\n195,65,15,88,H\n")).toThrow(CsvReadError);
    expect(refusalOf("205,55,16,91,V\n195,65,15,88,H\n")).toMatch(/header row/);
  });
});

describe("CSV row rules", () => {
  it("numbers rows from 2 and reports missing width/aspect/rim as 'Missing required fields'", () => {
    const r = parseTyreCsv(`${HEADER}\n205,55,16,91,V,A\n205,,16,91,V,B\n,55,16,91,V,C\n`);
    expect(r.errors).toEqual([
      "Row 3: Missing required fields (width, aspect, rim)",
      "Row 4: Missing required fields (width, aspect, rim)",
    ]);
    expect(r.rows).toHaveLength(1);
  });

  it("reports non-numeric width, aspect, rim or quantity as 'Invalid numeric values'", () => {
    const r = parseTyreCsv(
      `${HEADER},quantity\nabc,55,16,91,V,A,1\n205,5x,16,91,V,A,1\n205,55,16.5,91,V,A,1\n205,55,16,91,V,A,two\n205,55,16,91,V,A,3\n`,
    );
    expect(r.errors).toEqual([2, 3, 4, 5].map((n) => `Row ${n}: Invalid numeric values (w/a/r)`));
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.quantity).toBe(3);
  });

  it("applies the defaults: quantity 1, condition new, single, price by rim and speed rating, disposal 2.40, brand Unknown", () => {
    const r = parseTyreCsv("width,aspect,rim,load,speed\n225,45,17,94,W\n215,65,16,109,C\n");
    expect(r.rows[0]).toMatchObject({
      quantity: 1,
      condition: "new",
      pairType: "single",
      unitPriceCents: 4500,
      disposalFeeCents: 240,
      brand: UNKNOWN_BRAND,
      model: null,
      location: null,
      notes: null,
      treadDepthMm: null,
      dotCode: null,
    });
    expect(r.rows[1]!.unitPriceCents).toBe(6000); // commercial C rating
  });

  it("reads the aliases speed/speed_rating, load/load_index and pair/pair_type", () => {
    const a = parseTyreCsv("width,aspect,rim,load_index,speed_rating,pair_type\n205,55,16,91,v,pair\n").rows[0]!;
    const b = parseTyreCsv("width,aspect,rim,load,speed,pair\n205,55,16,91,v,pair\n").rows[0]!;
    expect(a).toEqual(b);
    expect(a).toMatchObject({ loadIndex: "91", speedRating: "V", pairType: "pair" });
  });

  it("reads prices with a decimal comma in semicolon files", () => {
    const r = parseTyreCsv("width;aspect;rim;load;speed;unit_price_eur;disposal_fee_eur_per_tyre\n205;55;16;91;V;39,90;2,5\n");
    expect(r.rows[0]).toMatchObject({ unitPriceCents: 3990, disposalFeeCents: 250 });
  });

  it("keeps the DOT code of every tyre and the tread depth of part-worn tyres only", () => {
    const r = parseWith(
      `${HEADER},condition,tread_depth_mm,dot_code\n205,55,16,91,V,A,part-worn,5.5,0523\n205,55,16,91,V,A,new,7,4525\n205,55,16,91,V,A,new,,5325\n`,
      DEFAULT_SHOP_SETTINGS,
      new Date("2026-03-12T12:00:00Z"),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ condition: "part-worn", treadDepthMm: "5.5", dotCode: "0523" });
    // A new tyre keeps the week and year it was made (week 45 of 2025); tread depth is a used tyre's.
    expect(r.rows[1]).toMatchObject({ condition: "new", treadDepthMm: null, dotCode: "4525" });
    expect(r.rows[2]).toMatchObject({ condition: "new", dotCode: "5325" });
  });

  it("refuses an invalid DOT code on a new tyre with the row's message", () => {
    const r = parseWith(
      `${HEADER},condition,dot_code\n205,55,16,91,V,A,new,5425\n205,55,16,91,V,A,,0127\n205,55,16,91,V,A,new,45-25\n`,
      DEFAULT_SHOP_SETTINGS,
      new Date("2026-03-12T12:00:00Z"),
    );
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([
      "Row 2: Invalid DOT code '5425' (week 01-53 then year, e.g. 0524)",
      "Row 3: Invalid DOT code '0127' (a date in the future)",
      "Row 4: Invalid DOT code '45-25' (week 01-53 then year, e.g. 0524)",
    ]);
  });

  it("reports what the database would refuse instead of failing the import", () => {
    const rows = [
      "205,55,16,91,V,A,used-ish,,,,", // 2 condition
      "205,55,16,91,V,A,new,triple,,,", // 3 pair type
      "205,55,16,91,V,A,new,single,-5,,", // 4 negative price
      "205,55,16,91,V,A,part-worn,single,,31,", // 5 tread depth
      "205,55,16,91,V,A,part-worn,single,,,5424", // 6 DOT week 54
      "205,55,16,91,V,A,new,single,,,", // 7 valid
      "5,55,16,91,V,A,new,single,,,", // 8 size range
      "205,55,16,,V,A,new,single,,,", // 9 load index missing
      "205,55,16,91,V5,A,new,single,,,", // 10 speed rating
    ];
    const r = parseTyreCsv(`${HEADER},condition,pair,unit_price_eur,tread_depth_mm,dot_code\n${rows.join("\n")}\n`);
    expect(r.rows).toHaveLength(1);
    expect(r.errors).toEqual([
      "Row 2: Invalid condition 'used-ish' (use new or part-worn)",
      "Row 3: Invalid pair type 'triple' (use single or pair)",
      "Row 4: Invalid unit price '-5'",
      "Row 5: Invalid tread depth '31' (0-30 mm, one decimal)",
      "Row 6: Invalid DOT code '5424' (week 01-53 then year, e.g. 0524)",
      "Row 8: Size out of range (width 100-400, aspect 20-95, rim 10-30)",
      "Row 9: Missing required fields (load_index, speed_rating)",
      "Row 10: Invalid speed rating 'V5'",
    ]);
  });

  it("refuses quantity 0 (stock is added with quantity >= 1)", () => {
    expect(parseTyreCsv(`${HEADER},quantity\n205,55,16,91,V,A,0\n`).errors).toEqual(["Row 2: Quantity must be from 1 to 9999"]);
  });

  it("parses its own template", () => {
    const r = parseTyreCsv(templateCsv());
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(2);
    expect(r.rows[1]).toMatchObject({
      brand: "Continental",
      condition: "part-worn",
      pairType: "pair",
      unitPriceCents: 3000,
      treadDepthMm: "5.5",
      dotCode: "0523",
    });
  });
});

describe("tyre data columns", () => {
  const NOW = new Date("2027-03-15T12:00:00Z");
  const DATA_HEADER = `${HEADER},condition,dot_code,season,run_flat,xl,ms,3pmsf,fuel_class,wet_grip_class,noise_db,noise_class,eprel,inspection_ref,inspection_by`;

  it("reads season, marks, the EU label of a new tyre and the inspection document of a part-worn one", () => {
    const r = parseWith(
      `${DATA_HEADER}\n205,55,16,91,V,A,new,,winter,yes,X,sí,1,b,A,71,B,1234567,,\n205,55,16,91,V,A,part-worn,2321,verano,no,,,,,,,,,UNE-2026-0042,Gestor NFU Almería\n`,
      DEFAULT_SHOP_SETTINGS,
      NOW,
    );
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ season: "winter", ...LABELLED_NEW_TYRE });
    expect(r.rows[1]).toMatchObject({
      season: "summer",
      runFlat: false,
      fuelClass: null,
      dotCode: "2321",
      inspectionRef: "UNE-2026-0042",
      inspectionBy: "Gestor NFU Almería",
    });
  });

  it("refuses fuel class G, noise 300 dB, DOT week 60, a DOT date in the future and other bad cells with one message per row", () => {
    const rows = [
      "205,55,16,91,V,A,new,,,,,,,G,,,,,,", // 2
      "205,55,16,91,V,A,new,,,,,,,,,300,,,,", // 3
      "205,55,16,91,V,A,part-worn,6021,,,,,,,,,,,,", // 4
      "205,55,16,91,V,A,part-worn,0128,,,,,,,,,,,,", // 5
      "205,55,16,91,V,A,new,,spring,,,,,,,,,,,", // 6
      "205,55,16,91,V,A,new,,,maybe,,,,,,,,,,", // 7
      "205,55,16,91,V,A,new,,,,,,,,,,D,,,", // 8
      "205,55,16,91,V,A,new,,,,,,,,,,,12-34,,", // 9
    ];
    const r = parseWith(`${DATA_HEADER}\n${rows.join("\n")}\n`, DEFAULT_SHOP_SETTINGS, NOW);
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([
      "Row 2: Invalid fuel_class 'G' (A to E)",
      "Row 3: Invalid noise_db '300' (50-90 dB)",
      "Row 4: Invalid DOT code '6021' (week 01-53 then year, e.g. 0524)",
      "Row 5: Invalid DOT code '0128' (a date in the future)",
      "Row 6: Invalid season 'spring' (summer, winter or all-season)",
      "Row 7: Invalid run_flat 'maybe' (yes or no)",
      "Row 8: Invalid noise_class 'D' (A, B or C)",
      "Row 9: Invalid eprel '12-34' (digits only)",
    ]);
  });

  it("exports the new columns so the import reads them back", () => {
    const t = parseWith(`${DATA_HEADER}\n205,55,16,91,V,A,new,,winter,yes,,,1,b,A,71,B,1234567,,\n`, DEFAULT_SHOP_SETTINGS, NOW).rows[0]!;
    const csv = stockCsv([
      {
        ...t,
        id: "T0001A",
        unitPriceEur: "40.00",
        disposalFeeEurPerTyre: "2.40",
        costEur: "31.50",
        ean: "8412345678905",
      },
    ]);
    const back = parseWith(csv, DEFAULT_SHOP_SETTINGS, NOW);
    expect(back.errors).toEqual([]);
    expect(back.rows[0]).toMatchObject({
      season: "winter",
      runFlat: true,
      threePmsf: true,
      fuelClass: "B",
      noiseDb: 71,
      eprel: "1234567",
      ean: "8412345678905",
      costCents: 3150,
    });
  });
});

describe("binary input", () => {
  it("refuses a file with NUL bytes as a whole (PostgreSQL text cannot hold them)", () => {
    expect(refusalOf("width,aspect,rim\n205,55,16\n205,55,\u000016\n")).toMatch(/NUL/);
  });
});

describe("row limit", () => {
  it("stops parsing one row past 50,000 rows instead of parsing the whole file first", () => {
    const parse = vi.spyOn(Papa, "parse");
    try {
      const text = "width,aspect,rim\n" + "205,55,16\n".repeat(80_000);
      expect(refusalOf(text)).toContain("at most 50000 rows per file");
      const result = parse.mock.results[0]!.value as Papa.ParseResult<unknown>;
      expect(result.data.length).toBe(50_001);
    } finally {
      parse.mockRestore();
    }
  });

  it("accepts exactly 50,000 rows", () => {
    const result = parseTyreCsv("width,aspect,rim\n" + "205,55,16\n".repeat(50_000));
    expect(result.total).toBe(50_000);
  });
});
