// Discounts at the till: a line's discount typed as a percentage, an amount off, or the price the
// clerk agreed per unit ("a round price for a regular"), always with a reason. The server turns it
// into cents off the line's goods (unit price x quantity; the end-of-life fee is never discounted)
// from the stored prices, as the checkout shows it. A discount takes at least a cent and leaves at
// least a cent of the goods: a free tyre is removed, not discounted to nothing. The counter role
// may discount a line up to the owner's limit (a percentage of the line's goods); above it an
// owner approves with their password. Browser-safe and without dependencies (the staff basket,
// which the public header's script reads, imports it); the posted form's schema is in checkout.ts.
import { type Cents, parseCents } from "./money";

export const DISCOUNT_KINDS = ["percent", "amount", "price"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * A line's discount as the till posts it: `value` is hundredths of a percent for "percent"
 * (1050 = 10.50 %), cents for "amount" (off the whole line) and "price" (the agreed unit price).
 */
export interface LineDiscount {
  kind: DiscountKind;
  value: number;
  reason: string;
}

export const DISCOUNT_REASON_MAX = 120;
/** 100 %, in hundredths of a percent. */
export const WHOLE_PERCENT = 10_000;

/** The discount's cents off a line of `quantity` units at `unitCents` (fees apart), rounded to the cent. */
export function discountCents(unitCents: Cents, quantity: number, d: Pick<LineDiscount, "kind" | "value">): Cents {
  const goods = unitCents * quantity;
  switch (d.kind) {
    case "percent":
      return Math.round((goods * d.value) / WHOLE_PERCENT);
    case "amount":
      return d.value;
    case "price":
      return (unitCents - d.value) * quantity;
  }
}

export type DiscountProblem = "nothing" | "whole";

/** Why a discount of `cents` cannot apply to `goodsCents` of goods: it takes nothing, or all of it (or more). */
export function discountProblem(goodsCents: Cents, cents: Cents): DiscountProblem | null {
  if (cents <= 0) return "nothing";
  if (cents >= goodsCents) return "whole";
  return null;
}

/** Whether a discount of `cents` on `goodsCents` is above `limitPercent` (a whole number, 0-100). */
export function aboveLimit(goodsCents: Cents, cents: Cents, limitPercent: number): boolean {
  return cents * 100 > goodsCents * limitPercent;
}

/** The discount as a percentage of the goods, one decimal ("12.5"): what the limit is checked against. */
export function discountPercent(goodsCents: Cents, cents: Cents): number {
  return goodsCents > 0 ? Math.round((cents * 1000) / goodsCents) / 10 : 0;
}

/**
 * The share of a line's discount that `returning` units take back when `alreadyReturned` of its
 * `sold` units came back before: counted on the running total, so the shares of every return of
 * the line add up to its discount exactly (no cent lost or refunded twice).
 */
export function returnedDiscountShare(discount: Cents, sold: number, alreadyReturned: number, returning: number): Cents {
  const upTo = (n: number) => Math.floor((discount * n) / sold);
  return upTo(alreadyReturned + returning) - upTo(alreadyReturned);
}

/** Whether a stored value (the browser's basket) is a line discount; anything else is dropped. */
export function isLineDiscount(v: unknown): v is LineDiscount {
  const d = v as LineDiscount;
  return (
    !!d &&
    typeof d === "object" &&
    (DISCOUNT_KINDS as readonly string[]).includes(d.kind) &&
    Number.isInteger(d.value) &&
    d.value >= 0 &&
    typeof d.reason === "string" &&
    d.reason.length <= DISCOUNT_REASON_MAX
  );
}

/** A line's total as the till shows it: unit x quantity (+ fees) less its discount, if any. */
export function discountedLineCents(unitCents: Cents, quantity: number, d: LineDiscount | undefined, feeCents = 0): Cents {
  return (unitCents + feeCents) * quantity - (d ? discountCents(unitCents, quantity, d) : 0);
}

/** The discount's refusals (the checkout form's messages in the staff catalogue, app/i18n/staff/{es,en}/checkout.ts, hold them). */
export interface DiscountMessages {
  badDiscount: string;
  discountReason: string;
  discountReasonTooLong: string;
  discountPercent: string;
  discountAmount: string;
}

/**
 * The editor's typed value ("10", "10,5", "5.50") as the posted value: hundredths of a percent
 * for a percentage, cents otherwise; null when it is not a number the kind takes.
 */
export function typedDiscountValue(kind: DiscountKind, typed: string): number | null {
  const text = typed.trim().replace(",", ".");
  if (kind === "percent") {
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
    const v = Math.round(Number(text) * 100);
    return v >= 1 && v < WHOLE_PERCENT ? v : null;
  }
  const cents = parseCents(text);
  return cents == null || cents < (kind === "amount" ? 1 : 0) ? null : cents;
}

/** The posted value back as the editor shows it ("10,5" for 1050 in Spanish). */
export function shownDiscountValue(kind: DiscountKind, value: number, locale: "es" | "en"): string {
  const s = kind === "percent" ? String(value / 100) : (value / 100).toFixed(2);
  return locale === "es" ? s.replace(".", ",") : s;
}
