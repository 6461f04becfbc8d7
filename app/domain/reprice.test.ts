import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { describeRule, repriceSchemaIn, repricedCents, roundPrice } from "./reprice";

const repriceSchema = repriceSchemaIn(staffMessages("en").reprice.messages);

const rule = (o: Record<string, string>) => repriceSchema.parse({ mode: "raise", by: "percent", value: "10", rounding: "none", ...o });

describe("bulk reprice", () => {
  it.each([
    { cents: 8437, ending: "00", rounded: 8400 },
    { cents: 8460, ending: "00", rounded: 8500 },
    { cents: 8437, ending: "90", rounded: 8390 },
    { cents: 8441, ending: "90", rounded: 8490 },
    { cents: 8437, ending: "95", rounded: 8395 },
    { cents: 30, ending: "90", rounded: 0 },
  ] as const)("rounds to the nearest .00, .90 or .95: $cents with $ending", ({ cents, ending, rounded }) => {
    expect(roundPrice(cents, ending)).toBe(rounded);
  });
  it("sets, raises and lowers by a percentage or an amount", () => {
    expect(repricedCents(8000, null, rule({ mode: "set", value: "79,90" }))).toBe(7990);
    expect(repricedCents(8000, null, rule({ value: "10" }))).toBe(8800);
    expect(repricedCents(8000, null, rule({ value: "10", rounding: "95" }))).toBe(8795);
    expect(repricedCents(8000, null, rule({ mode: "lower", by: "amount", value: "5.50" }))).toBe(7450);
    expect(repricedCents(8000, null, rule({ mode: "lower", value: "12.5", rounding: "90" }))).toBe(6990);
  });
  it("prices from the cost: cost + X % + Y EUR, and skips a tyre without a cost", () => {
    const margin = rule({ mode: "margin", value: "30", plus: "5", rounding: "90" });
    expect(repricedCents(8000, 5000, margin)).toBe(6990);
    expect(repricedCents(8000, null, margin)).toBeNull();
    expect(describeRule(margin)).toBe("cost + 30 % + 5.00, rounded to .90");
  });
  it("refuses a missing or negative value", () => {
    expect(repriceSchema.safeParse({ mode: "set", value: "" }).success).toBe(false);
    expect(repriceSchema.safeParse({ mode: "set", value: "-3" }).success).toBe(false);
    expect(repriceSchema.safeParse({ mode: "sideways", value: "3" }).success).toBe(false);
  });
});
