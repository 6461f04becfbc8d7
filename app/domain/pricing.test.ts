import { describe, expect, it } from "vitest";
import { DEFAULT_DISPOSAL_FEE_CENTS, defaultUnitPriceCents, lineTotalCents, pairPriceCents } from "./pricing";

describe("default unit price", () => {
  it("follows the rim and speed-rating table", () => {
    expect(defaultUnitPriceCents(13, "T")).toBe(3500);
    expect(defaultUnitPriceCents(14, "H")).toBe(3500);
    expect(defaultUnitPriceCents(15, "H")).toBe(4000);
    expect(defaultUnitPriceCents(16, "V")).toBe(4000);
    expect(defaultUnitPriceCents(17, "W")).toBe(4500);
    expect(defaultUnitPriceCents(18, "Y")).toBe(5000);
    expect(defaultUnitPriceCents(19, "Y")).toBe(5000);
    expect(defaultUnitPriceCents(20, "Y")).toBe(6000);
    expect(defaultUnitPriceCents(21, "Y")).toBe(6000);
  });
  it("gives 60 for commercial C-rated tyres whatever the rim", () => {
    expect(defaultUnitPriceCents(14, "C")).toBe(6000);
    expect(defaultUnitPriceCents(16, "c")).toBe(6000);
  });
  it("has a 2.40 disposal fee and (unit + fee) x quantity line totals", () => {
    expect(DEFAULT_DISPOSAL_FEE_CENTS).toBe(240);
    expect(lineTotalCents(4000, 240, 2)).toBe(8480);
  });
  it("shows a pair price only for pairs with at least two in stock", () => {
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 2, pairType: "pair" })).toBe(8000);
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 1, pairType: "pair" })).toBeNull();
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 4, pairType: "single" })).toBeNull();
  });
});
