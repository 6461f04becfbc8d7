import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { defaultUnitPriceCents as priceFrom, lineTotalCents, pairPriceCents, type PriceTable } from "./pricing";

const defaultUnitPriceCents = (rim: number, speed: string) => priceFrom(DEFAULT_SHOP_SETTINGS.priceTable, rim, speed);

describe("default unit price", () => {
  it.each([
    [13, "T", 3500],
    [14, "H", 3500],
    [15, "H", 4000],
    [16, "V", 4000],
    [17, "W", 4500],
    [18, "Y", 5000],
    [19, "Y", 5000],
    [20, "Y", 6000],
    [21, "Y", 6000],
    // Commercial C-rated tyres cost 60 whatever the rim.
    [14, "C", 6000],
    [16, "c", 6000],
  ])("follows the rim and speed-rating table: R%i %s costs %i cents", (rim, speed, cents) => {
    expect(defaultUnitPriceCents(rim, speed)).toBe(cents);
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
