import { describe, expect, it } from "vitest";
import {
  aboveLimit,
  discountCents,
  discountPercent,
  discountProblem,
  isLineDiscount,
  returnedDiscountShare,
  typedDiscountValue,
} from "./discount";
import { lineDiscountSchemaIn } from "./checkout";
import { staffMessages } from "~/i18n/staff";

const CHECKOUT_MESSAGES = staffMessages("en").checkout.form;

describe("a line's discount", () => {
  it("in cents off the goods: a percentage (rounded to the cent), an amount, or an agreed unit price", () => {
    expect(discountCents(8990, 2, { kind: "percent", value: 1000 })).toBe(1798); // 10 % of 179,80
    expect(discountCents(3333, 1, { kind: "percent", value: 1050 })).toBe(350); // 10,5 % of 33,33 = 3,499...
    expect(discountCents(8990, 2, { kind: "amount", value: 980 })).toBe(980);
    // Two tyres at 85,00 instead of 89,90: 9,80 off the line.
    expect(discountCents(8990, 2, { kind: "price", value: 8500 })).toBe(980);
  });

  it("takes at least a cent and leaves at least a cent", () => {
    expect(discountProblem(8990, 0)).toBe("nothing");
    expect(discountProblem(8990, -100)).toBe("nothing"); // an agreed price above the list price
    expect(discountProblem(8990, 8990)).toBe("whole");
    expect(discountProblem(8990, 9000)).toBe("whole");
    expect(discountProblem(8990, 8989)).toBeNull();
  });

  it("is above the counter's limit only when it takes more than the limit's share of the goods", () => {
    expect(aboveLimit(10000, 1000, 10)).toBe(false);
    expect(aboveLimit(10000, 1001, 10)).toBe(true);
    expect(aboveLimit(10000, 1, 0)).toBe(true);
    expect(discountPercent(17980, 1798)).toBe(10);
    expect(discountPercent(8990, 1500)).toBe(16.7);
  });

  it("shares out over returns so that every return of a line together gives back exactly its discount", () => {
    // 1000 off 3 units, returned one at a time: 333 + 333 + 334.
    const shares = [0, 1, 2].map((before) => returnedDiscountShare(1000, 3, before, 1));
    expect(shares).toEqual([333, 333, 334]);
    expect(shares.reduce((a, b) => a + b)).toBe(1000);
    expect(returnedDiscountShare(1000, 3, 0, 3)).toBe(1000);
    expect(returnedDiscountShare(0, 4, 1, 2)).toBe(0);
  });

  it("reads the editor's typed value: hundredths of a percent, or cents", () => {
    expect(typedDiscountValue("percent", "10")).toBe(1000);
    expect(typedDiscountValue("percent", "12,5")).toBe(1250);
    expect(typedDiscountValue("percent", "100")).toBeNull();
    expect(typedDiscountValue("percent", "0")).toBeNull();
    expect(typedDiscountValue("percent", "abc")).toBeNull();
    expect(typedDiscountValue("amount", "5,50")).toBe(550);
    expect(typedDiscountValue("amount", "0")).toBeNull();
    expect(typedDiscountValue("price", "85")).toBe(8500);
    expect(typedDiscountValue("price", "-1")).toBeNull();
  });

  it("is kept in the browser's basket only when it reads as one", () => {
    expect(isLineDiscount({ kind: "amount", value: 500, reason: "Redondeo" })).toBe(true);
    expect(isLineDiscount({ kind: "gift", value: 500, reason: "x" })).toBe(false);
    expect(isLineDiscount({ kind: "amount", value: 5.5, reason: "x" })).toBe(false);
    expect(isLineDiscount(null)).toBe(false);
  });

  it("is posted with a reason; a bad kind, value or reason is refused with the form's words", () => {
    const schema = lineDiscountSchemaIn(CHECKOUT_MESSAGES);
    expect(schema.safeParse({ kind: "percent", value: 1000, reason: " Cliente habitual " }).data).toEqual({
      kind: "percent",
      value: 1000,
      reason: "Cliente habitual",
    });
    const message = (v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
    expect(message({ kind: "percent", value: 1000, reason: " " })).toBe(CHECKOUT_MESSAGES.discountReason);
    expect(message({ kind: "percent", value: 10_000, reason: "x" })).toBe(CHECKOUT_MESSAGES.discountPercent);
    expect(message({ kind: "amount", value: 0, reason: "x" })).toBe(CHECKOUT_MESSAGES.discountAmount);
    expect(message({ kind: "gift", value: 100, reason: "x" })).toBe(CHECKOUT_MESSAGES.badDiscount);
    expect(message({ kind: "amount", value: 1.5, reason: "x" })).toBe(CHECKOUT_MESSAGES.badDiscount);
  });
});
