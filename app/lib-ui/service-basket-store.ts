// The staff basket's service lines in localStorage under "basket-services" (beside the tyres of
// basket-storage), and its free lines (a part or job typed at the till) under "basket-free-lines":
// ids, rims, quantities and the clerk's discounts; prices come from the catalogue the checkout
// loads (a free line's from the clerk), and the sale is priced on the server.
import { type FreeLineRequest, FREE_LINE_LIMITS } from "~/domain/checkout";
import { isLineDiscount, type LineDiscount } from "~/domain/discount";
import { MAX_SERVICE_QUANTITY, type ServiceLineRequest } from "~/domain/services";
import { type ListStore, listStore } from "./list-store";

/** A service line of the basket, with the discount the clerk gives on it, if any. */
export type BasketServiceLine = ServiceLineRequest & { discount?: LineDiscount };

const withDiscount = <T extends { discount?: LineDiscount }>(l: T, discount: LineDiscount | undefined): T => {
  const { discount: _old, ...rest } = l;
  return (discount ? { ...rest, discount } : rest) as T;
};
const okDiscount = (d: unknown) => d === undefined || isLineDiscount(d);

const isLine = (v: unknown): v is BasketServiceLine => {
  const l = v as BasketServiceLine;
  return (
    !!l &&
    Number.isInteger(l.serviceId) &&
    l.serviceId > 0 &&
    (l.rim === null || Number.isInteger(l.rim)) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    l.quantity <= MAX_SERVICE_QUANTITY &&
    (l.forTyreId === null || typeof l.forTyreId === "string") &&
    okDiscount(l.discount)
  );
};

const isFreeLine = (v: unknown): v is FreeLineRequest => {
  const l = v as FreeLineRequest;
  return (
    !!l &&
    typeof l.description === "string" &&
    l.description.length <= FREE_LINE_LIMITS.description &&
    Number.isInteger(l.unitPriceCents) &&
    l.unitPriceCents > 0 &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    okDiscount(l.discount)
  );
};

const services = listStore("basket-services", isLine);
const free = listStore("basket-free-lines", isFreeLine);

/** What both lists do by a line's place: its quantity, its discount, removing it, emptying the list. */
function lineActions<T extends { quantity: number; discount?: LineDiscount }>(store: ListStore<T>) {
  const { read, write } = store;
  return {
    update: (index: number, quantity: number) => write(read().map((l, i) => (i === index ? { ...l, quantity } : l))),
    setDiscount: (index: number, d: LineDiscount | undefined) => write(read().map((l, i) => (i === index ? withDiscount(l, d) : l))),
    remove: (index: number) => write(read().filter((_, i) => i !== index)),
    clear: () => write([]),
  };
}

// Made once: the functions keep their identity across renders (the stores are the module's).
const serviceActions = {
  ...lineActions(services),
  add: (added: ServiceLineRequest[]) => services.write([...services.read(), ...added]),
  /** Replaces every fitting line (of a tyre) with `fitting`: "Add fitting" twice adds it once. */
  setFitting: (fitting: ServiceLineRequest[]) => services.write([...services.read().filter((l) => l.forTyreId == null), ...fitting]),
};
const freeActions = { ...lineActions(free), add: (line: FreeLineRequest) => free.write([...free.read(), line]) };

/** The basket's service lines (empty on the server and before hydration). */
export function useServiceBasket() {
  return { lines: services.useItems(), ...serviceActions };
}

/** The basket's free lines (empty on the server and before hydration). */
export function useFreeLines() {
  return { lines: free.useItems(), ...freeActions };
}
