import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";
import { eanDigits, eanProblem as problem, isEan13, looksLikeEan } from "./ean";

/** Why a value is not an EAN-13, in English. */
const eanProblem = (code: string) => {
  const r = problem(code);
  return r && say(staffMessages("en").inventory.fieldErrors.ean, r);
};

describe("EAN-13", () => {
  it("accepts codes with a right check digit", () => {
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("8412345678905")).toBe(true);
    expect(isEan13("3528704448852")).toBe(true);
  });
  it("refuses a wrong check digit, letters and other lengths", () => {
    expect(isEan13("4006381333932")).toBe(false);
    expect(isEan13("400638133393")).toBe(false);
    expect(isEan13("40063813339a1")).toBe(false);
    expect(eanProblem("4006381333932")).toMatch(/check digit/);
    expect(eanProblem("12345")).toBe("EAN must be 13 digits");
    expect(eanProblem("4006381333931")).toBeNull();
  });
  it("reads typed codes with spaces or dashes", () => {
    expect(eanDigits("8 412345 678905")).toBe("8412345678905");
    expect(looksLikeEan(" 8412345-678905 ")).toBe(true);
    expect(looksLikeEan("205/55R16")).toBe(false);
  });
});
