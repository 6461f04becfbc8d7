import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountDue,
  invoiceLinesMismatch,
  formatInvoiceDate,
  formatInvoiceNumber,
  invoiceLineTotalCents,
  invoiceTotals,
  invoiceYear,
  parseInvoiceNumber,
  taxFromInclusiveTotal,
} from "./invoice";

describe("invoice totals in cents", () => {
  it("line total is (unit + fee) x quantity", () => {
    expect(invoiceLineTotalCents({ unitPriceCents: 4000, disposalFeeCents: 240, quantity: 2 })).toBe(8480);
  });

  it("subtotal is the sum of unit x quantity, disposal the sum of fee x quantity, grand total both", () => {
    const t = invoiceTotals([
      { unitPriceCents: 4000, disposalFeeCents: 240, quantity: 2 },
      { unitPriceCents: 6000, disposalFeeCents: 240, quantity: 1 },
    ]);
    expect(t).toEqual({ subtotalCents: 14000, totalDisposalCents: 720, grandTotalCents: 14720 });
  });

  it("an empty invoice totals zero", () => {
    expect(invoiceTotals([])).toEqual({ subtotalCents: 0, totalDisposalCents: 0, grandTotalCents: 0 });
  });

  it("refuses fractional cents, negative prices and bad quantities", () => {
    expect(() => invoiceTotals([{ unitPriceCents: 40.5, disposalFeeCents: 240, quantity: 1 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ unitPriceCents: -1, disposalFeeCents: 240, quantity: 1 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ unitPriceCents: 4000, disposalFeeCents: 240, quantity: 0 }])).toThrow(RangeError);
    expect(() => invoiceLineTotalCents({ unitPriceCents: 4000, disposalFeeCents: 240, quantity: 1.5 })).toThrow(RangeError);
  });

  it("grand total is always the sum of the line totals", () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
      disposalFeeCents: fc.integer({ min: 0, max: 1_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const t = invoiceTotals(lines);
        expect(t.grandTotalCents).toBe(lines.reduce((s, l) => s + invoiceLineTotalCents(l), 0));
      }),
    );
  });
});

describe("the amount to pay now (checkout and invoice)", () => {
  it("is the total less the deposit paid on account", () => {
    expect(amountDue(19480, 3000)).toEqual({ totalCents: 19480, depositCents: 3000, dueCents: 16480 });
    expect(amountDue(19480, 0)).toEqual({ totalCents: 19480, depositCents: 0, dueCents: 19480 });
  });
  it("never counts more deposit than the total, and none on a negative (rectifying) total", () => {
    expect(amountDue(2000, 3000)).toEqual({ totalCents: 2000, depositCents: 2000, dueCents: 0 });
    expect(amountDue(-5000, 3000)).toEqual({ totalCents: -5000, depositCents: 0, dueCents: -5000 });
  });
  it("refuses a negative or fractional deposit", () => {
    expect(() => amountDue(1000, -1)).toThrow(RangeError);
    expect(() => amountDue(1000, 1.5)).toThrow(RangeError);
  });
  it("always adds up: deposit + due = total, deposit within 0..total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (total, deposit) => {
        const a = amountDue(total, deposit);
        return a.depositCents + a.dueCents === total && a.depositCents >= 0 && a.depositCents <= total;
      }),
    );
  });
});

describe("an issued invoice's lines against its totals", () => {
  const lines = [
    { unitPriceCents: 5000, disposalFeeCents: 300, quantity: 2, lineTotalCents: 10600 },
    { unitPriceCents: 7250, disposalFeeCents: 0, quantity: 1, lineTotalCents: 7250 },
  ];
  const totals = { subtotalCents: 17250, totalDisposalCents: 600, grandTotalCents: 17850 };
  it("agree when every line and total adds up", () => {
    expect(invoiceLinesMismatch(totals, lines)).toBeNull();
  });
  it("name the first thing that does not", () => {
    expect(invoiceLinesMismatch(totals, [{ ...lines[0]!, lineTotalCents: 10500 }, lines[1]!])).toMatch(/^line 1 totals 10500/);
    expect(invoiceLinesMismatch({ ...totals, grandTotalCents: 17849 }, lines)).toMatch(/^grandTotal is 17849/);
    expect(invoiceLinesMismatch(totals, [])).toBe("the invoice has no lines");
    expect(invoiceLinesMismatch(totals, [{ ...lines[0]!, quantity: 0, lineTotalCents: 0 }])).toMatch(/^line 1: Bad quantity/);
  });
});

describe("tax line of a VAT-inclusive total (21 %)", () => {
  it("derives base and IVA from the total", () => {
    // 42.40 / 1.21 = 35.0413... -> 35.04; IVA = 42.40 - 35.04 = 7.36
    expect(taxFromInclusiveTotal(4240, 21)).toEqual({ baseCents: 3504, vatCents: 736, ratePercent: 21 });
    // 121.00 -> exactly 100.00 + 21.00
    expect(taxFromInclusiveTotal(12100, 21)).toEqual({ baseCents: 10000, vatCents: 2100, ratePercent: 21 });
    expect(taxFromInclusiveTotal(0, 21)).toEqual({ baseCents: 0, vatCents: 0, ratePercent: 21 });
  });

  it("rounds the base to the nearest cent (up and down)", () => {
    // 0.01 / 1.21 = 0.00826 -> 0.01 base, 0.00 IVA
    expect(taxFromInclusiveTotal(1, 21)).toEqual({ baseCents: 1, vatCents: 0, ratePercent: 21 });
    // 0.06 / 1.21 = 0.0495 -> 0.05 ; 0.07 / 1.21 = 0.0578 -> 0.06
    expect(taxFromInclusiveTotal(6, 21).baseCents).toBe(5);
    expect(taxFromInclusiveTotal(7, 21).baseCents).toBe(6);
    // 1.00 / 1.21 = 0.8264 -> 0.83 (rounded up past .5)
    expect(taxFromInclusiveTotal(100, 21)).toEqual({ baseCents: 83, vatCents: 17, ratePercent: 21 });
  });

  it("rounds an exact half cent up (21 % never ties; a 100 % rate shows the rule)", () => {
    // 0.03 / 2 = 0.015 -> 0.02 ; 0.05 / 2 = 0.025 -> 0.03
    expect(taxFromInclusiveTotal(3, 100)).toEqual({ baseCents: 2, vatCents: 1, ratePercent: 100 });
    expect(taxFromInclusiveTotal(5, 100).baseCents).toBe(3);
  });

  it("base + IVA is exactly the total and the base is the nearest cent, for any total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const { baseCents, vatCents } = taxFromInclusiveTotal(total, 21);
        expect(baseCents + vatCents).toBe(total);
        expect(Number.isInteger(baseCents)).toBe(true);
        expect(Math.abs(baseCents * 121 - total * 100)).toBeLessThanOrEqual(60.5);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("splits at the rate the invoice was issued with (10 %: 110.00 -> 100.00 + 10.00)", () => {
    expect(taxFromInclusiveTotal(11000, 10)).toEqual({ baseCents: 10000, vatCents: 1000, ratePercent: 10 });
    expect(taxFromInclusiveTotal(12100, 0)).toEqual({ baseCents: 12100, vatCents: 0, ratePercent: 0 });
  });

  it("refuses fractional or negative totals", () => {
    expect(() => taxFromInclusiveTotal(10.5, 21)).toThrow(RangeError);
    expect(() => taxFromInclusiveTotal(-100, 21)).toThrow(RangeError);
  });
});

describe("invoice numbers", () => {
  it("formats YYYY-NNNNNN", () => {
    expect(formatInvoiceNumber(2026, 123)).toBe("2026-000123");
    expect(formatInvoiceNumber(2026, 1)).toBe("2026-000001");
    expect(formatInvoiceNumber(2027, 999999)).toBe("2027-999999");
  });

  it("refuses a number outside the series", () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
  });

  it("parses what it formats and nothing else", () => {
    expect(parseInvoiceNumber("2026-000123")).toEqual({ series: "", year: 2026, seq: 123 });
    expect(parseInvoiceNumber("2026-123")).toBeNull();
    expect(parseInvoiceNumber("2026-000000")).toBeNull();
    expect(parseInvoiceNumber("abc")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), fc.integer({ min: 1, max: 999_999 }), (year, seq) => {
        expect(parseInvoiceNumber(formatInvoiceNumber(year, seq))).toEqual({ series: "", year, seq });
      }),
    );
  });

  it("numbers keep their order as text within a year", () => {
    expect(formatInvoiceNumber(2026, 99) < formatInvoiceNumber(2026, 100)).toBe(true);
  });

  it("the series year is the calendar year in Spain, not in UTC", () => {
    // 31 Dec 2025 23:30 UTC is already 1 Jan 2026 00:30 in Madrid (CET, UTC+1).
    expect(invoiceYear(new Date("2025-12-31T23:30:00Z"))).toBe(2026);
    expect(invoiceYear(new Date("2025-12-31T22:59:59Z"))).toBe(2025);
    expect(formatInvoiceDate(new Date("2025-12-31T23:30:00Z"))).toBe("01/01/2026");
  });
});
