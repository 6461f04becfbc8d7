import { describe, expect, it } from "vitest";
import { depositAuditEntry, depositOutcome, depositOutcomeText, isDepositRule } from "./reservation-deposit";

describe("the deposit of a reservation that ends without a sale", () => {
  it("follows the shop's rule when money was received", () => {
    expect(depositOutcome(3000, "return")).toBe("return");
    expect(depositOutcome(3000, "keep")).toBe("keep");
  });
  it("has no outcome when no deposit was received", () => {
    expect(depositOutcome(0, "return")).toBeNull();
    expect(depositOutcome(0, "keep")).toBeNull();
  });
  it("refuses a negative or fractional deposit", () => {
    expect(() => depositOutcome(-1, "keep")).toThrow(RangeError);
    expect(() => depositOutcome(1.5, "keep")).toThrow(RangeError);
  });
  it("is worded for staff", () => {
    expect(depositOutcomeText("€30.00", "return")).toBe("Deposit €30.00 to be returned to the customer");
    expect(depositOutcomeText("€30.00", "keep")).toBe("Deposit €30.00 kept by the shop");
  });
  it("is recorded in the audit log with its amount and outcome, or not at all without a deposit", () => {
    expect(depositAuditEntry({ depositAmountEur: "30.00", depositOutcome: "keep" })).toEqual({
      note: "; deposit €30.00 kept by the shop",
      fields: { depositCents: 3000, deposit: "keep" },
    });
    expect(depositAuditEntry({ depositAmountEur: "0.00", depositOutcome: null })).toEqual({ note: "", fields: {} });
  });
  it("knows its rules", () => {
    expect(["return", "keep"].every(isDepositRule)).toBe(true);
    expect(isDepositRule("refund")).toBe(false);
  });
});
