// The staff basket's service lines in localStorage under "basket-services" (beside the tyres of
// basket-storage): ids, rims and quantities only; prices come from the catalogue the checkout
// loads, and the sale is priced on the server.
import { useCallback, useSyncExternalStore } from "react";
import { MAX_SERVICE_QUANTITY, type ServiceLineRequest } from "~/domain/services";

export const SERVICE_BASKET_STORAGE_KEY = "basket-services";

const EMPTY: ServiceLineRequest[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: ServiceLineRequest[] } = { raw: null, lines: EMPTY };

const isLine = (v: unknown): v is ServiceLineRequest => {
  const l = v as ServiceLineRequest;
  return (
    !!l &&
    Number.isInteger(l.serviceId) &&
    l.serviceId > 0 &&
    (l.rim === null || Number.isInteger(l.rim)) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    l.quantity <= MAX_SERVICE_QUANTITY &&
    (l.forTyreId === null || typeof l.forTyreId === "string")
  );
};

export function parseServiceBasket(raw: string | null): ServiceLineRequest[] {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.filter(isLine) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function read(): ServiceLineRequest[] {
  if (typeof window === "undefined") return EMPTY;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SERVICE_BASKET_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.lines;
  const lines = parseServiceBasket(raw);
  cache = { raw, lines: lines.length ? lines : EMPTY };
  return cache.lines;
}

function write(lines: ServiceLineRequest[]) {
  try {
    window.localStorage.setItem(SERVICE_BASKET_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    /* storage full or disabled */
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SERVICE_BASKET_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The basket's service lines (empty on the server and before hydration). */
export function useServiceBasket() {
  const lines = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    lines,
    add: useCallback((added: ServiceLineRequest[]) => write([...read(), ...added]), []),
    /** Replaces every fitting line (of a tyre) with `fitting`: "Add fitting" twice adds it once. */
    setFitting: useCallback((fitting: ServiceLineRequest[]) => write([...read().filter((l) => l.forTyreId == null), ...fitting]), []),
    update: useCallback((index: number, quantity: number) => write(read().map((l, i) => (i === index ? { ...l, quantity } : l))), []),
    remove: useCallback((index: number) => write(read().filter((_, i) => i !== index)), []),
    clear: useCallback(() => write([]), []),
  };
}
