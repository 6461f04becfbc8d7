import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";
import {
  dotCodeProblem as dotProblem,
  dotDate,
  EMPTY_TYRE_DATA,
  eprelUrl,
  isOldPartWorn,
  missingInspection,
  parseFlag,
  parseSeason,
  readTyreData,
  treadMarginMm,
  tyreAgeYears,
} from "./tyre-data";
import { LABELLED_NEW_TYRE } from "../../tests/helpers/tyre-data";

const NOW = new Date("2027-03-15T12:00:00Z");
const en = staffMessages("en").inventory.fieldErrors;
/** Why a DOT code is refused, in English. */
const dotCodeProblem = (dotCode: string, now: Date) => {
  const r = dotProblem(dotCode, now);
  return r && say(en.dot, r);
};

describe("tyre data fields", () => {
  it("reads every field of a new tyre with its EU label", () => {
    const r = readTyreData(
      {
        season: "all season",
        runFlat: "on",
        reinforced: "yes",
        mudSnow: "1",
        threePmsf: "sí",
        fuelClass: "b",
        wetGripClass: "A",
        noiseDb: "71",
        noiseClass: "b",
        eprel: "1234567",
        inspectionRef: "IT-1",
        inspectionBy: "Someone",
      },
      "new",
    );
    expect(r).toEqual({
      ok: true,
      // A new tyre has no inspection document, even when one is given.
      data: { season: "all-season", ...LABELLED_NEW_TYRE },
    });
  });

  it("leaves everything empty when nothing is given", () => {
    expect(readTyreData({}, "new")).toEqual({ ok: true, data: EMPTY_TYRE_DATA });
  });

  it("refuses a fuel class G, wet grip F, noise 300 dB or 49 dB, noise class D, a lettered EPREL number and a bad season", () => {
    const r = readTyreData({ fuelClass: "G", wetGripClass: "F", noiseDb: "300", noiseClass: "D", eprel: "12a4", season: "spring" }, "new");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const errors = Object.fromEntries(r.refused.map((f) => [f, en.data[f]]));
    expect(errors.fuelClass).toBe("Fuel efficiency class must be a letter from A to E");
    expect(errors.wetGripClass).toMatch(/A to E/);
    expect(errors.noiseDb).toBe("Noise must be a whole number of dB from 50 to 90");
    expect(errors.noiseClass).toMatch(/A, B or C/);
    expect(errors.eprel).toMatch(/digits/);
    expect(errors.season).toMatch(/summer, winter or all-season/);
    expect(readTyreData({ noiseDb: "49" }, "new").ok).toBe(false);
    expect(readTyreData({ noiseDb: "72.5" }, "new").ok).toBe(false);
    expect(readTyreData({ noiseDb: "72 dB" }, "new")).toMatchObject({ ok: true, data: { noiseDb: 72 } });
    expect(readTyreData({ runFlat: "maybe" }, "new").ok).toBe(false);
  });

  it("keeps the inspection document of a part-worn tyre and drops its EU label (even a wrong one)", () => {
    const r = readTyreData(
      { fuelClass: "G", noiseDb: "300", inspectionRef: " UNE-2026-0042 ", inspectionBy: "Gestor NFU Almería" },
      "part-worn",
    );
    expect(r).toEqual({
      ok: true,
      data: { ...EMPTY_TYRE_DATA, inspectionRef: "UNE-2026-0042", inspectionBy: "Gestor NFU Almería" },
    });
    expect(readTyreData({ inspectionRef: "x".repeat(61) }, "part-worn").ok).toBe(false);
    expect(readTyreData({ inspectionBy: "x".repeat(121) }, "part-worn").ok).toBe(false);
  });

  it("reads seasons and flags in English and Spanish", () => {
    expect(parseSeason("Verano")).toBe("summer");
    expect(parseSeason("invierno")).toBe("winter");
    expect(parseSeason("all_season")).toBe("all-season");
    expect(parseSeason("spring")).toBeNull();
    expect(parseFlag("")).toBe(false);
    expect(parseFlag("No")).toBe(false);
    expect(parseFlag("X")).toBe(true);
    expect(parseFlag("2")).toBeNull();
  });
});

describe("DOT date and age", () => {
  it("reads DOT 2321 as week 23 of 2021", () => {
    expect(dotDate("2321")).toEqual({ week: 23, year: 2021 });
    expect(dotDate("6021")).toBeNull();
    expect(dotDate("0021")).toBeNull();
    expect(dotDate(null)).toBeNull();
  });

  it("refuses week 60, week 00, letters and dates in the future", () => {
    expect(dotCodeProblem("2321", NOW)).toBeNull();
    expect(dotCodeProblem("6021", NOW)).toMatch(/week 01-53/);
    expect(dotCodeProblem("0021", NOW)).toMatch(/week 01-53/);
    expect(dotCodeProblem("23x1", NOW)).toMatch(/week 01-53/);
    expect(dotCodeProblem("0128", NOW)).toMatch(/future/);
    expect(dotCodeProblem("3027", NOW)).toMatch(/future/); // week 30 of this year, now is week 11
    expect(dotCodeProblem("1027", NOW)).toBeNull();
  });

  it("gives the age in whole years and warns for part-worn tyres older than six years", () => {
    expect(tyreAgeYears("2321", NOW)).toBe(5);
    expect(tyreAgeYears("0520", NOW)).toBe(7);
    expect(tyreAgeYears(null, NOW)).toBeNull();
    expect(isOldPartWorn({ condition: "part-worn", dotCode: "0520" }, NOW)).toBe(true);
    expect(isOldPartWorn({ condition: "part-worn", dotCode: "2321" }, NOW)).toBe(false);
    expect(isOldPartWorn({ condition: "new", dotCode: "0520" }, NOW)).toBe(false);
    expect(isOldPartWorn({ condition: "part-worn", dotCode: null }, NOW)).toBe(false);
  });
});

describe("tread depth, inspection, EPREL", () => {
  it("compares the tread depth with the legal 1.6 mm", () => {
    expect(treadMarginMm("5.5")).toEqual({ depth: 5.5, aboveLegal: 3.9, legal: true });
    expect(treadMarginMm("1.6")).toMatchObject({ legal: true, aboveLegal: 0 });
    expect(treadMarginMm("1.5")).toMatchObject({ legal: false });
    expect(treadMarginMm(null)).toBeNull();
  });

  it("warns about a part-worn tyre without its inspection reference or issuer", () => {
    expect(missingInspection({ condition: "part-worn", inspectionRef: null, inspectionBy: "X" })).toBe(true);
    expect(missingInspection({ condition: "part-worn", inspectionRef: "R", inspectionBy: null })).toBe(true);
    expect(missingInspection({ condition: "part-worn", inspectionRef: "R", inspectionBy: "X" })).toBe(false);
    expect(missingInspection({ condition: "new", inspectionRef: null, inspectionBy: null })).toBe(false);
  });

  it("links the EPREL public page", () => {
    expect(eprelUrl("1234567")).toBe("https://eprel.ec.europa.eu/screen/product/tyres/1234567");
  });
});
