// The staff basket in localStorage under "basket-storage", in the shape a persisted store writes:
// {"state":{"items":[...]},"version":0}. Survives reloads; shared by every tab through the
// storage event.
import { useCallback, useSyncExternalStore } from "react";
import { type BasketItem, type BasketTyre, addItem, itemCount, removeItem, updateQuantity } from "~/domain/basket";

export const BASKET_STORAGE_KEY = "basket-storage";
const EMPTY: BasketItem[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: BasketItem[] } = { raw: null, items: EMPTY };

function read(): BasketItem[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = window.localStorage.getItem(BASKET_STORAGE_KEY);
  if (raw === cache.raw) return cache.items;
  let items: BasketItem[] = EMPTY;
  try {
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && Array.isArray(parsed.state?.items)) items = parsed.state.items;
  } catch {
    items = EMPTY;
  }
  cache = { raw, items };
  return items;
}

function write(items: BasketItem[]) {
  window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify({ state: { items }, version: 0 }));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === BASKET_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useBasket() {
  const items = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    items,
    count: itemCount(items),
    add: useCallback((tyre: BasketTyre, amount = 1) => write(addItem(read(), tyre, amount)), []),
    update: useCallback((tyreId: string, quantity: number) => write(updateQuantity(read(), tyreId, quantity)), []),
    remove: useCallback((tyreId: string) => write(removeItem(read(), tyreId)), []),
    clear: useCallback(() => write([]), []),
  };
}
