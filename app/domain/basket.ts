// Basket rules: add one per click capped at stock, update only when
// 0 < quantity <= stock, remove by tyre id, clear; item count = sum of quantities.
// Pure functions over an immutable list; the browser store in app/lib-ui/basket-store.ts uses them.
// Prices here are for display only: the sale is priced on the server from the stored tyres.
import { type Cents, toCents } from "./money";
import { discountCents, isLineDiscount, type LineDiscount } from "./discount";
import type { TyreCondition } from "./tyre";

export interface BasketTyre {
  id: string;
  /** Available stock when the tyre was added (the server re-checks at checkout). */
  quantity: number;
  brand: string;
  model: string | null;
  width: number;
  aspect: number;
  rim: number;
  loadIndex?: string;
  speedRating?: string;
  condition?: TyreCondition;
  /** Decimal strings as stored ("40.00"); display only, the sale is priced on the server. */
  unitPriceEur: string;
  disposalFeeEurPerTyre: string;
  line_total_eur?: string;
}

export interface BasketItem {
  tyre: BasketTyre;
  quantity: number;
  /** The discount the clerk gives on this line (app/domain/discount.ts); the server checks it. */
  discount?: LineDiscount;
}

export function addItem(items: readonly BasketItem[], tyre: BasketTyre, amount = 1): BasketItem[] {
  if (tyre.quantity <= 0 || amount <= 0) return [...items];
  const existing = items.find((i) => i.tyre.id === tyre.id);
  if (existing) {
    return items.map((i) => (i.tyre.id === tyre.id ? { ...i, tyre, quantity: Math.min(i.quantity + amount, tyre.quantity) } : i));
  }
  return [...items, { tyre, quantity: Math.min(amount, tyre.quantity) }];
}

export function updateQuantity(items: readonly BasketItem[], tyreId: string, quantity: number): BasketItem[] {
  return items.map((i) =>
    i.tyre.id === tyreId && Number.isInteger(quantity) && quantity > 0 && quantity <= i.tyre.quantity ? { ...i, quantity } : i,
  );
}

/** Gives a line a discount, or takes it away (`undefined`). */
export function setDiscount(items: readonly BasketItem[], tyreId: string, discount: LineDiscount | undefined): BasketItem[] {
  return items.map((i) => {
    if (i.tyre.id !== tyreId) return i;
    const { discount: _old, ...rest } = i;
    return discount ? { ...rest, discount } : rest;
  });
}

export function removeItem(items: readonly BasketItem[], tyreId: string): BasketItem[] {
  return items.filter((i) => i.tyre.id !== tyreId);
}

export function clearBasket(): BasketItem[] {
  return [];
}

export function itemCount(items: readonly BasketItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** The minus button works down to 1 (removing is a separate control). */
export function canDecrease(item: BasketItem): boolean {
  return item.quantity > 1;
}

/** The plus button works up to the stock known when the tyre was added. */
export function canIncrease(item: BasketItem): boolean {
  return item.quantity < item.tyre.quantity;
}

function cents(value: string | undefined): Cents {
  try {
    return value == null ? 0 : toCents(value);
  } catch {
    return 0;
  }
}

export interface BasketTotals {
  subtotalCents: Cents;
  disposalCents: Cents;
  totalCents: Cents;
}

/** Display totals: subtotal = sum unit x qty - discount, disposal = sum fee x qty, total = both. */
export function basketTotals(items: readonly BasketItem[]): BasketTotals {
  let subtotalCents = 0;
  let disposalCents = 0;
  for (const i of items) {
    subtotalCents += cents(i.tyre.unitPriceEur) * i.quantity - basketLineDiscountCents(i);
    disposalCents += cents(i.tyre.disposalFeeEurPerTyre) * i.quantity;
  }
  return { subtotalCents, disposalCents, totalCents: subtotalCents + disposalCents };
}

/** The cents a line's discount takes off, for display (0 without one). */
export function basketLineDiscountCents(item: BasketItem): Cents {
  return item.discount ? discountCents(cents(item.tyre.unitPriceEur), item.quantity, item.discount) : 0;
}

/** (unit + fee) x quantity - discount of one basket line, for display. */
export function basketLineTotalCents(item: BasketItem): Cents {
  return (cents(item.tyre.unitPriceEur) + cents(item.tyre.disposalFeeEurPerTyre)) * item.quantity - basketLineDiscountCents(item);
}

/** What the browser sends at checkout: ids, quantities and the clerk's discounts, never prices. */
export function checkoutLines(items: readonly BasketItem[]): { tyreId: string; quantity: number; discount?: LineDiscount }[] {
  return items.map((i) => ({ tyreId: i.tyre.id, quantity: i.quantity, ...(i.discount ? { discount: i.discount } : {}) }));
}

function isBasketItem(v: unknown): v is BasketItem {
  const i = v as BasketItem;
  return (
    !!i &&
    typeof i === "object" &&
    Number.isInteger(i.quantity) &&
    i.quantity > 0 &&
    !!i.tyre &&
    typeof i.tyre.id === "string" &&
    i.tyre.id !== "" &&
    Number.isInteger(i.tyre.quantity) &&
    typeof i.tyre.brand === "string" &&
    typeof i.tyre.unitPriceEur === "string" &&
    typeof i.tyre.disposalFeeEurPerTyre === "string" &&
    (i.discount === undefined || isLineDiscount(i.discount))
  );
}

/**
 * Reads what localStorage holds under basket-storage ({"state":{"items":[...]},"version":0}).
 * Anything unreadable or from another version gives an empty basket; malformed items are dropped.
 */
/** Where the staff basket lives in the browser (localStorage key). */
export const BASKET_STORAGE_KEY = "basket-storage";

export function parseStoredBasket(raw: string | null): BasketItem[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw);
    if (!parsed || parsed.version !== 0 || !Array.isArray(parsed.state?.items)) return [];
    return (parsed.state.items as unknown[]).filter(isBasketItem);
  } catch {
    return [];
  }
}

/** The text stored under basket-storage. */
export function serializeBasket(items: readonly BasketItem[]): string {
  return JSON.stringify({ state: { items }, version: 0 });
}

/**
 * The reservation a checkout is selling (Sell on /reservations): the customer's details to fill
 * in, and the reservation the sale collects. Kept in the browser beside the basket.
 */
export interface SaleReservation {
  reservationId: number;
  tyreId: string;
  clientName: string;
  contactNumber: string | null;
  email: string | null;
  vehicleReg: string | null;
  /** The units the reservation holds: Sell puts that many in the basket. */
  quantity: number;
  /** The deposit received with the reservation: paid on account, so the checkout deducts it. */
  depositCents: number;
}

/** Where the reservation being sold lives in the browser (localStorage key). */
export const SALE_RESERVATION_STORAGE_KEY = "checkout-reservation";

/** Reads the stored reservation being sold; anything malformed is no reservation. */
export function parseSaleReservation(raw: string | null): SaleReservation | null {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw);
    const optional = (v: unknown) => v === null || typeof v === "string";
    if (
      r &&
      Number.isInteger(r.reservationId) &&
      r.reservationId > 0 &&
      typeof r.tyreId === "string" &&
      typeof r.clientName === "string" &&
      optional(r.contactNumber) &&
      optional(r.email) &&
      optional(r.vehicleReg) &&
      Number.isInteger(r.quantity) &&
      r.quantity > 0 &&
      Number.isInteger(r.depositCents) &&
      r.depositCents >= 0
    ) {
      return {
        reservationId: r.reservationId,
        tyreId: r.tyreId,
        clientName: r.clientName,
        contactNumber: r.contactNumber,
        email: r.email,
        vehicleReg: r.vehicleReg,
        quantity: r.quantity,
        depositCents: r.depositCents,
      };
    }
  } catch {
    /* unreadable: none */
  }
  return null;
}

/** The deposit a sale deducts: the reservation's, once its tyre is in the basket (as the server counts it). */
export function sellingDepositCents(r: SaleReservation | null, items: readonly BasketItem[]): Cents {
  return r && items.some((i) => i.tyre.id === r.tyreId) ? r.depositCents : 0;
}
