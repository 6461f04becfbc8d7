import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { defaultUnitPriceCents as priceFrom, lineTotalCents, pairPriceCents, type PriceTable } from "./pricing";

const defaultUnitPriceCents = (rim: number, speed: string) => priceFrom(DEFAULT_SHOP_SETTINGS.priceTable, rim, speed);

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
  it("follows another table: the first row whose rim limit fits, no speed-rating exception", () => {
    const table: PriceTable = { byRim: [{ maxRim: 15, cents: 3000 }], largerCents: 9900, speedRating: null };
    expect(priceFrom(table, 15, "C")).toBe(3000);
    expect(priceFrom(table, 16, "V")).toBe(9900);
    expect(priceFrom({ ...table, speedRating: { code: "XL", cents: 7000 } }, 13, " xl ")).toBe(7000);
  });
  it("starts with a 2.40 disposal fee; line totals are (unit + fee) x quantity", () => {
    expect(DEFAULT_SHOP_SETTINGS.disposalFeeCents).toBe(240);
    expect(lineTotalCents(4000, 240, 2)).toBe(8480);
  });
  it("shows a pair price only for pairs with at least two in stock", () => {
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 2, pairType: "pair" })).toBe(8000);
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 1, pairType: "pair" })).toBeNull();
    expect(pairPriceCents({ unitPriceCents: 4000, quantity: 4, pairType: "single" })).toBeNull();
  });
});
