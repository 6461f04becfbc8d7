import { describe, expect, it } from "vitest";
import { centsToDecimal, formatEur, parseCents, toCents } from "./money";

describe("money", () => {
  it("parses database and form amounts into integer cents", () => {
    expect(toCents("89.90")).toBe(8990);
    expect(toCents("89.9")).toBe(8990);
    expect(toCents("89,90")).toBe(8990);
    expect(toCents("2.40")).toBe(240);
    expect(toCents("0")).toBe(0);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(() => toCents("12.345")).toThrow();
    expect(() => toCents("abc")).toThrow();
    expect(parseCents("")).toBeNull();
    expect(parseCents("x")).toBeNull();
  });

  it("writes cents back as a numeric string", () => {
    expect(centsToDecimal(8990)).toBe("89.90");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-240)).toBe("-2.40");
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it("formats euros per locale", () => {
    expect(formatEur(123450, "es")).toBe("1.234,50 €");
    expect(formatEur(123450, "en")).toBe("€1,234.50");
    expect(formatEur(4000, "es")).toBe("40,00 €");
    expect(formatEur(240, "en")).toBe("€2.40");
  });
});
