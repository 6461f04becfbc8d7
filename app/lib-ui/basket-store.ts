// The staff basket in localStorage under "basket-storage", in the shape a persisted store writes:
// {"state":{"items":[...]},"version":0}. Survives reloads; shared by every tab through the
// storage event. The rules live in app/domain/basket.ts.
import { useCallback, useSyncExternalStore } from "react";
import {
  BASKET_STORAGE_KEY,
  type BasketItem,
  type BasketTyre,
  addItem,
  clearBasket,
  itemCount,
  parseSaleReservation,
  parseStoredBasket,
  removeItem,
  SALE_RESERVATION_STORAGE_KEY,
  type SaleReservation,
  serializeBasket,
  setDiscount,
  updateQuantity,
} from "~/domain/basket";
import type { LineDiscount } from "~/domain/discount";
import { storageGet, storageSet } from "~/lib/browser-storage";

const EMPTY: BasketItem[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: BasketItem[] } = { raw: null, items: EMPTY };

function read(): BasketItem[] {
  if (typeof window === "undefined") return EMPTY;
  // Storage disabled reads as nothing stored: an empty basket.
  const raw = storageGet(BASKET_STORAGE_KEY);
  if (raw === cache.raw) return cache.items;
  const items = parseStoredBasket(raw);
  cache = { raw, items: items.length ? items : EMPTY };
  return cache.items;
}

function write(items: BasketItem[]) {
  storageSet(BASKET_STORAGE_KEY, serializeBasket(items)); // storage full or disabled: nothing kept
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === BASKET_STORAGE_KEY || e.key === SALE_RESERVATION_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The basket is only known in the browser; on the server (and before hydration) it is empty. */
export function useBasket() {
  const items = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    items,
    count: itemCount(items),
    add: useCallback((tyre: BasketTyre, amount = 1) => write(addItem(read(), tyre, amount)), []),
    update: useCallback((tyreId: string, quantity: number) => write(updateQuantity(read(), tyreId, quantity)), []),
    remove: useCallback((tyreId: string) => write(removeItem(read(), tyreId)), []),
    discount: useCallback((tyreId: string, d: LineDiscount | undefined) => write(setDiscount(read(), tyreId, d)), []),
    clear: useCallback(() => write(clearBasket()), []),
    /** Puts exactly these lines in the basket (Sell on an appointment). */
    replace: useCallback((items: BasketItem[]) => write(items), []),
  };
}

let saleCache: { raw: string | null; value: SaleReservation | null } = { raw: null, value: null };

function readSaleReservation(): SaleReservation | null {
  if (typeof window === "undefined") return null;
  const raw = storageGet(SALE_RESERVATION_STORAGE_KEY);
  if (raw !== saleCache.raw) saleCache = { raw, value: parseSaleReservation(raw) };
  return saleCache.value;
}

function writeSaleReservation(r: SaleReservation | null) {
  storageSet(SALE_RESERVATION_STORAGE_KEY, r ? JSON.stringify(r) : null);
  listeners.forEach((l) => l());
}

/** The reservation the checkout is selling (set by Sell on /reservations), shared by every tab. */
export function useSaleReservation() {
  const reservation = useSyncExternalStore(subscribe, readSaleReservation, () => null);
  return {
    reservation,
    set: useCallback((r: SaleReservation) => writeSaleReservation(r), []),
    clear: useCallback(() => writeSaleReservation(null), []),
  };
}
