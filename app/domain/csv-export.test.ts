import { describe, expect, it } from "vitest";
import { amountCell, CSV_BOM, csvFile, textCell } from "./csv-export";
import { shopMidnight } from "~/lib/shop-clock";
import { parseDateRange, REGISTER_HEADER, registerRows } from "./invoice-register";
import { staffMessages } from "~/i18n/staff";

describe("CSV for Spanish Excel", () => {
  it("neutralises every cell a spreadsheet would run as a formula, and nothing else", () => {
    for (const evil of ['=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(textCell(evil)).toBe(`'${evil}`);
    for (const fine of ["Michelin", "Rack A-1", "205/55R16", "", "a=b"]) expect(textCell(fine)).toBe(fine);
    expect(textCell(null)).toBe("");
  });

  it("writes amounts with a decimal comma, negative ones as numbers", () => {
    expect([amountCell(1250), amountCell(-300), amountCell(5)]).toEqual(["12,50", "-3,00", "0,05"]);
  });

  it("starts with a BOM, separates with ';', quotes what needs it and ends lines with CRLF", () => {
    const text = csvFile(
      ["a", "b"],
      [
        ["x;y", 'say "hi"'],
        ["line\nbreak", " padded "],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('a;b\r\n"x;y";"say ""hi"""\r\n"line\nbreak";" padded "\r\n');
  });
});

describe("the register of issued invoices", () => {
  const entry = (n: string, total: number, tax: number) => ({
    invoiceDate: new Date("2026-03-05T10:00:00Z"),
    invoiceNumber: n,
    invoiceType: "F2",
    rectifies: null,
    recipientTaxId: null,
    recipientName: "=cmd|' /C calc'!A0",
    totalCents: total,
    taxCents: tax,
    ratePercent: 21,
  });

  it("one row per invoice with base = total - IVA, then a total row", () => {
    const rows = registerRows([entry("2026-000001", 12100, 2100), entry("2026-000002", 6050, 1050)]);
    expect(rows[0]).toEqual([
      "05/03/2026",
      "2026",
      "2026-000001",
      "F2",
      "",
      "",
      "'=cmd|' /C calc'!A0",
      "100,00",
      "21",
      "21,00",
      "121,00",
      "",
    ]);
    expect(rows[2]).toEqual(["Total (2 facturas)", "", "", "", "", "", "", "150,00", "", "31,50", "181,50", ""]);
    expect(rows[0]).toHaveLength(REGISTER_HEADER.length);
  });

  it("lists full and rectifying invoices with their series, recipient NIF and rectified invoice; totals are net", () => {
    const rows = registerRows([
      {
        invoiceDate: new Date("2026-03-05T10:00:00Z"),
        invoiceNumber: "F2026-000001",
        invoiceType: "F1",
        rectifies: null,
        recipientTaxId: "B04123451",
        recipientName: "Talleres Níjar SL",
        totalCents: 12100,
        taxCents: 2100,
        ratePercent: 21,
      },
      {
        invoiceDate: new Date("2026-03-06T10:00:00Z"),
        invoiceNumber: "R2026-000001",
        invoiceType: "R1",
        rectifies: "F2026-000001, 05/03/2026",
        recipientTaxId: "B04123451",
        recipientName: "Talleres Níjar SL",
        totalCents: -6050,
        taxCents: -1050,
        ratePercent: 21,
      },
    ]);
    expect(rows[0].slice(0, 7)).toEqual(["05/03/2026", "F2026", "F2026-000001", "F1", "", "B04123451", "Talleres Níjar SL"]);
    expect(rows[1]).toEqual([
      "06/03/2026",
      "R2026",
      "R2026-000001",
      "R1",
      "F2026-000001, 05/03/2026",
      "B04123451",
      "Talleres Níjar SL",
      "-50,00",
      "21",
      "-10,50",
      "-60,50",
      "",
    ]);
    expect(rows[2]).toEqual(["Total (2 facturas)", "", "", "", "", "", "", "50,00", "", "10,50", "60,50", ""]);
  });

  it("lists a full invoice in place of simplified ones and a cancelled invoice, counting the money once", () => {
    const f2 = { ...entry("2026-000001", 12100, 2100), note: "Sustituida por F2026-000001" };
    const f3 = { ...entry("F2026-000001", 12100, 2100), invoiceType: "F3", note: "Sustituye a 2026-000001 (05/03/2026)", counted: false };
    const cancelled = { ...entry("2026-000002", 6050, 1050), note: "Anulada el 05/03/2026: error", counted: false };
    const rows = registerRows([f2, cancelled, f3]);
    expect(rows.map((r) => r.at(-1))).toEqual([
      "Sustituida por F2026-000001",
      "Anulada el 05/03/2026: error",
      "Sustituye a 2026-000001 (05/03/2026)",
      "",
    ]);
    expect(rows[3]).toEqual(["Total (3 facturas)", "", "", "", "", "", "", "100,00", "", "21,00", "121,00", ""]);
  });

  it("reads a date range in Spanish days and refuses a reversed or malformed one", () => {
    const en = staffMessages("en").invoices.range;
    const r = parseDateRange("2026-03-29", "2026-03-29", "2026-11-23", en);
    expect(r).toMatchObject({ ok: true, start: new Date("2026-03-28T23:00:00Z"), end: new Date("2026-03-29T22:00:00Z") });
    expect(parseDateRange(null, null, "2026-11-23", en)).toMatchObject({ ok: true, from: "2026-01-01", to: "2026-11-23" });
    expect(parseDateRange("2026-05-02", "2026-05-01", "2026-11-23", en)).toEqual({
      ok: false,
      message: "The end date is before the start date",
    });
    expect(parseDateRange("2026-02-30", null, "2026-11-23", en)).toMatchObject({ ok: false });
    // A Spanish account reads the refusal in Spanish.
    expect(parseDateRange("2026-05-02", "2026-05-01", "2026-11-23", staffMessages("es").invoices.range)).toEqual({
      ok: false,
      message: "La fecha final es anterior a la inicial",
    });
    expect(parseDateRange("%00", null, "2026-11-23", en)).toMatchObject({ ok: false });
  });

  it("knows when a Spanish day starts in winter and summer", () => {
    expect(shopMidnight("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(shopMidnight("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(shopMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });
});
