// Default prices and line totals, in integer cents: a tyre entered or imported without a price gets
// one by rim and speed rating, and every tyre pays a disposal fee (2.40 unless staff set another).
import type { Cents } from "./money";
import type { PairType } from "./tyre";

export const DEFAULT_DISPOSAL_FEE_CENTS: Cents = 240;

/** Default unit price by rim and speed rating: C -> 60; rim <= 14 -> 35; 15-16 -> 40; 17 -> 45; 18-19 -> 50; larger -> 60. */
export function defaultUnitPriceCents(rim: number, speedRating: string | null | undefined): Cents {
  if ((speedRating ?? "").trim().toUpperCase() === "C") return 6000;
  if (rim <= 14) return 3500;
  if (rim <= 16) return 4000;
  if (rim === 17) return 4500;
  if (rim <= 19) return 5000;
  return 6000;
}

/** (unit + fee) x quantity. */
export function lineTotalCents(unit: Cents, fee: Cents, quantity: number): Cents {
  return (unit + fee) * quantity;
}

/** Pair price (2 x unit), shown only when at least two are in stock and the tyre is sold as a pair. */
export function pairPriceCents(tyre: { unitPriceCents: Cents; quantity: number; pairType: PairType }): Cents | null {
  return tyre.quantity >= 2 && tyre.pairType === "pair" ? tyre.unitPriceCents * 2 : null;
}
