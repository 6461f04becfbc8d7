import { describe, expect, it } from "vitest";
import {
  addItem,
  basketLineTotalCents,
  basketTotals,
  type BasketTyre,
  canDecrease,
  canIncrease,
  checkoutLines,
  clearBasket,
  itemCount,
  parseStoredBasket,
  removeItem,
  serializeBasket,
  updateQuantity,
} from "./basket";
import { TEST_TYRE } from "../../tests/helpers/factories";

/** The test tyre in the basket (name and size; no load index, speed or condition), with its id, stock and prices. */
function tyre(id: string, stock: number, unit = "40.00", fee = "2.40"): BasketTyre {
  const { brand, model, width, aspect, rim } = TEST_TYRE;
  return { id, quantity: stock, brand, model, width, aspect, rim, unitPriceEur: unit, disposalFeeEurPerTyre: fee };
}

describe("basket rules", () => {
  it("adds one per click", () => {
    let items = addItem([], tyre("A", 4));
    expect(items).toEqual([{ tyre: tyre("A", 4), quantity: 1 }]);
    items = addItem(items, tyre("A", 4));
    expect(items[0].quantity).toBe(2);
    expect(items).toHaveLength(1);
  });

  it("caps the quantity at stock silently", () => {
    let items = addItem([], tyre("A", 2));
    items = addItem(items, tyre("A", 2));
    items = addItem(items, tyre("A", 2));
    expect(items[0].quantity).toBe(2);
    expect(addItem([], tyre("B", 3), 10)[0].quantity).toBe(3);
  });

  it("does not add a tyre with no stock, nor a zero amount", () => {
    expect(addItem([], tyre("A", 0))).toEqual([]);
    expect(addItem([], tyre("A", 3), 0)).toEqual([]);
  });

  it("refreshes the stored tyre (e.g. new stock) when it is added again", () => {
    let items = addItem([], tyre("A", 1));
    items = addItem(items, tyre("A", 3));
    expect(items[0]).toEqual({ tyre: tyre("A", 3), quantity: 2 });
  });

  it("does not change the list it was given", () => {
    const before = addItem([], tyre("A", 4));
    const snapshot = JSON.stringify(before);
    addItem(before, tyre("A", 4));
    updateQuantity(before, "A", 3);
    removeItem(before, "A");
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it("updates only when 0 < quantity <= stock and the item exists", () => {
    const items = addItem([], tyre("A", 4));
    expect(updateQuantity(items, "A", 3)[0].quantity).toBe(3);
    expect(updateQuantity(items, "A", 4)[0].quantity).toBe(4);
    expect(updateQuantity(items, "A", 5)[0].quantity).toBe(1);
    expect(updateQuantity(items, "A", 0)[0].quantity).toBe(1);
    expect(updateQuantity(items, "A", -1)[0].quantity).toBe(1);
    expect(updateQuantity(items, "A", 1.5)[0].quantity).toBe(1);
    expect(updateQuantity(items, "missing", 2)).toEqual(items);
  });

  it("removes by tyre id and clears", () => {
    const items = addItem(addItem([], tyre("A", 4)), tyre("B", 4));
    expect(removeItem(items, "A").map((i) => i.tyre.id)).toEqual(["B"]);
    expect(removeItem(items, "nope")).toHaveLength(2);
    expect(clearBasket()).toEqual([]);
  });

  it("counts the sum of quantities", () => {
    let items = addItem([], tyre("A", 4), 3);
    items = addItem(items, tyre("B", 4));
    expect(itemCount(items)).toBe(4);
    expect(itemCount([])).toBe(0);
  });

  it("disables minus at 1 and plus at stock", () => {
    const one = { tyre: tyre("A", 2), quantity: 1 };
    const two = { tyre: tyre("A", 2), quantity: 2 };
    expect(canDecrease(one)).toBe(false);
    expect(canIncrease(one)).toBe(true);
    expect(canDecrease(two)).toBe(true);
    expect(canIncrease(two)).toBe(false);
  });

  it("totals in cents: subtotal = unit x qty, disposal = fee x qty, total = both", () => {
    const items = addItem(addItem([], tyre("A", 4), 2), tyre("B", 1, "60.00", "2.40"));
    expect(basketTotals(items)).toEqual({ subtotalCents: 14000, disposalCents: 720, totalCents: 14720 });
    expect(basketLineTotalCents(items[0])).toBe(8480);
    // 0.10 + 0.20 in floats is 0.30000000000000004; in cents it is exact.
    const odd = addItem(addItem([], tyre("C", 1, "0.10", "0.00")), tyre("D", 1, "0.20", "0.00"));
    expect(basketTotals(odd).totalCents).toBe(30);
  });

  it("sends only ids and quantities to checkout, never prices", () => {
    const items = addItem([], tyre("A", 4), 2);
    expect(checkoutLines(items)).toEqual([{ tyreId: "A", quantity: 2 }]);
  });
});

describe("stored basket (localStorage basket-storage, version 0)", () => {
  it("round-trips through the persisted-store shape", () => {
    const items = addItem([], tyre("A", 4), 2);
    const raw = serializeBasket(items);
    expect(JSON.parse(raw)).toEqual({ state: { items }, version: 0 });
    expect(parseStoredBasket(raw)).toEqual(items);
  });

  it("reads garbage, other versions and malformed items as an empty basket", () => {
    expect(parseStoredBasket(null)).toEqual([]);
    expect(parseStoredBasket("not json")).toEqual([]);
    expect(parseStoredBasket(JSON.stringify({ state: { items: [] }, version: 1 }))).toEqual([]);
    expect(parseStoredBasket(JSON.stringify({ state: {}, version: 0 }))).toEqual([]);
    const good = { tyre: tyre("A", 4), quantity: 1 };
    const raw = JSON.stringify({
      state: { items: [good, { tyre: { id: 5 }, quantity: 1 }, { tyre: tyre("B", 1), quantity: 0 }, null] },
      version: 0,
    });
    expect(parseStoredBasket(raw)).toEqual([good]);
  });
});
