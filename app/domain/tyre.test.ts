import { describe, expect, it } from "vitest";
import { pairType, tyreCondition, tyreStatus } from "~db/schema";
import {
  CONDITION_LABELS,
  isPairType,
  isReservable,
  isTyreCondition,
  isTyreStatus,
  PAIR_TYPE_LABELS,
  PAIR_TYPES,
  STATUS_LABELS,
  TYRE_CONDITIONS,
  TYRE_STATUSES,
  tyreDescription,
  tyreLine,
  tyreName,
} from "./tyre";

describe("tyre vocabulary", () => {
  it("is the database's enums", () => {
    expect(tyreCondition.enumValues).toEqual(["new", "part-worn"]);
    expect(tyreStatus.enumValues).toEqual(["available", "reserved", "sold"]);
    expect(pairType.enumValues).toEqual(["single", "pair"]);
    expect(TYRE_CONDITIONS).toEqual(tyreCondition.enumValues);
    expect(TYRE_STATUSES).toEqual(tyreStatus.enumValues);
    expect(PAIR_TYPES).toEqual(pairType.enumValues);
  });

  it("names every value for the staff screens", () => {
    expect(TYRE_CONDITIONS.map((c) => CONDITION_LABELS[c])).toEqual(["New", "Part-Worn"]);
    expect(TYRE_STATUSES.map((s) => STATUS_LABELS[s])).toEqual(["Available", "Reserved", "Sold"]);
    expect(PAIR_TYPES.map((p) => PAIR_TYPE_LABELS[p])).toEqual(["Single", "Pair"]);
  });

  it("recognises exactly the listed values", () => {
    expect(TYRE_CONDITIONS.every(isTyreCondition)).toBe(true);
    expect(TYRE_STATUSES.every(isTyreStatus)).toBe(true);
    expect(PAIR_TYPES.every(isPairType)).toBe(true);
    for (const v of ["", "New", "used", "part_worn", null, undefined, 1, {}]) expect(isTyreCondition(v), String(v)).toBe(false);
    for (const v of ["", "Available", "deleted", "new", null]) expect(isTyreStatus(v), String(v)).toBe(false);
    for (const v of ["", "Pair", "double", "new", null]) expect(isPairType(v), String(v)).toBe(false);
  });
});

describe("tyreName", () => {
  it("is brand and model, or the brand alone", () => {
    expect(tyreName({ brand: "Michelin", model: "Primacy 4" })).toBe("Michelin Primacy 4");
    expect(tyreName({ brand: "Michelin", model: null })).toBe("Michelin");
    expect(tyreName({ brand: "Michelin", model: "" })).toBe("Michelin");
    expect(tyreName({ brand: "Michelin" })).toBe("Michelin");
  });
});

describe("isReservable", () => {
  it("holds only for an available tyre with stock", () => {
    expect(isReservable({ status: "available", quantity: 1 })).toBe(true);
    expect(isReservable({ status: "available", quantity: 0 })).toBe(false);
    expect(isReservable({ status: "reserved", quantity: 2 })).toBe(false);
    expect(isReservable({ status: "sold", quantity: 2 })).toBe(false);
  });

  it("takes a tyre's description alone from a row that holds more", () => {
    const d = { brand: "Avon", model: null, width: 195, aspect: 65, rim: 15, loadIndex: "91", speedRating: "H", condition: "new" as const };
    expect(tyreDescription({ ...d, id: "T00007", quantity: 2, unitPriceEur: "40.00" })).toEqual(d);
  });
  it("writes a tyre on one line: name, size, load index and speed rating", () => {
    expect(tyreLine({ brand: "Avon", model: "ZV7", width: 195, aspect: 65, rim: 15, loadIndex: "91", speedRating: "H" })).toBe(
      "Avon ZV7 195/65 R15 91H",
    );
  });
});
