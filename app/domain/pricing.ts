// Default prices and line totals, in integer cents: a tyre entered or imported without a price gets
// one from the shop's price table (by rim, with one speed rating priced apart), and every tyre pays
// a disposal fee (the shop's default unless staff set another). The table and the fee are shop
// settings (app/domain/shop-settings.ts); their first values are in app/config/shop.ts.
import type { Cents } from "./money";
import type { PairType } from "./tyre";

export interface PriceTable {
  /** Rows by rim, rim limits going up: a tyre takes the price of the first row whose `maxRim` is at least its rim. */
  byRim: { maxRim: number; cents: Cents }[];
  /** A tyre larger than the last row. */
  largerCents: Cents;
  /** A speed rating with its own price whatever the rim (C: van tyres), or none. */
  speedRating: { code: string; cents: Cents } | null;
}

/** What a tyre without a typed price or fee gets. */
export interface DefaultPricing {
  priceTable: PriceTable;
  disposalFeeCents: Cents;
}

/** The table's price for a tyre of this rim and speed rating. */
export function defaultUnitPriceCents(table: PriceTable, rim: number, speedRating: string | null | undefined): Cents {
  const speed = (speedRating ?? "").trim().toUpperCase();
  if (table.speedRating && speed === table.speedRating.code) return table.speedRating.cents;
  return table.byRim.find((r) => rim <= r.maxRim)?.cents ?? table.largerCents;
}

/** (unit + fee) x quantity. */
export function lineTotalCents(unit: Cents, fee: Cents, quantity: number): Cents {
  return (unit + fee) * quantity;
}

/** Pair price (2 x unit), shown only when at least two are in stock and the tyre is sold as a pair. */
export function pairPriceCents(tyre: { unitPriceCents: Cents; quantity: number; pairType: PairType }): Cents | null {
  return tyre.quantity >= 2 && tyre.pairType === "pair" ? tyre.unitPriceCents * 2 : null;
}
