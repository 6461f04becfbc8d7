// Basket rules (spec section 4): add one per click capped at stock, update only when
// 0 < quantity <= stock, remove by tyre id, clear; item count = sum of quantities.
// Pure functions over an immutable list; the browser store in app/lib/basket-store.ts uses them.

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
  condition?: "new" | "part-worn";
  /** Decimal strings as stored ("40.00"); display only, the sale is priced on the server. */
  unitPriceEur: string;
  disposalFeeEurPerTyre: string;
  line_total_eur?: string;
}

export interface BasketItem {
  tyre: BasketTyre;
  quantity: number;
}

export function addItem(items: readonly BasketItem[], tyre: BasketTyre, amount = 1): BasketItem[] {
  if (tyre.quantity <= 0 || amount <= 0) return [...items];
  const existing = items.find((i) => i.tyre.id === tyre.id);
  if (existing) {
    return items.map((i) =>
      i.tyre.id === tyre.id ? { tyre, quantity: Math.min(i.quantity + amount, tyre.quantity) } : i,
    );
  }
  return [...items, { tyre, quantity: Math.min(amount, tyre.quantity) }];
}

export function updateQuantity(items: readonly BasketItem[], tyreId: string, quantity: number): BasketItem[] {
  return items.map((i) =>
    i.tyre.id === tyreId && Number.isInteger(quantity) && quantity > 0 && quantity <= i.tyre.quantity ? { ...i, quantity } : i,
  );
}

export function removeItem(items: readonly BasketItem[], tyreId: string): BasketItem[] {
  return items.filter((i) => i.tyre.id !== tyreId);
}

export function itemCount(items: readonly BasketItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}
