import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import {
  fittedPriceCents,
  packageByRim,
  packagePriceCents,
  type Service,
  serviceFormSchemaIn,
  serviceFormValues,
  servicePriceCents,
  fittingLines,
  serviceLineProblem as reasonOf,
  serviceLineSchemaIn,
} from "./services";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";

const en = staffMessages("en").services;
const serviceFormSchema = serviceFormSchemaIn(en.form);
const serviceLineSchema = serviceLineSchemaIn(en.lines);
/** The rule's reason in the catalogue's English words, the service named in English. */
const serviceLineProblem = (s: Parameters<typeof reasonOf>[0], line: Parameters<typeof reasonOf>[1]) => {
  const r = reasonOf(s, line, en.serviceName);
  return r && say(en.lines, r);
};

const svc = (over: Partial<Service>): Service => ({
  id: 1,
  code: "X",
  nameEs: "X",
  nameEn: "X",
  unit: "tyre",
  priceCents: null,
  rimPricesCents: null,
  inPackage: false,
  retired: false,
  ...over,
});

const fitting = svc({ id: 1, code: "FIT", inPackage: true, rimPricesCents: { 15: 1000, 16: 1200, 17: 1400 } });
const balancing = svc({ id: 2, code: "BAL", inPackage: true, rimPricesCents: { 15: 500, 16: 600 } });
const valve = svc({ id: 3, code: "VAL", inPackage: true, priceCents: 300 });
const alignment = svc({ id: 4, code: "ALI", unit: "job", priceCents: 4000 });

const form = (over: Record<string, string>) => ({
  code: "nit",
  nameEs: "Nitrógeno",
  nameEn: "Nitrogen",
  unit: "tyre",
  pricing: "flat",
  price: "2.50",
  ...over,
});

describe("service prices", () => {
  it("a flat price is the same at any rim; a price by rim needs a rim it has", () => {
    expect(servicePriceCents(valve, 21)).toBe(300);
    expect(servicePriceCents(alignment)).toBe(4000);
    expect(servicePriceCents(fitting, 16)).toBe(1200);
    expect(servicePriceCents(fitting, 19)).toBeNull();
    expect(servicePriceCents(fitting, null)).toBeNull();
    expect(servicePriceCents(fitting, 22)).toBeNull();
  });

  it("the fitting package sums its services per tyre, and is not offered where one has no price", () => {
    const all = [fitting, balancing, valve, alignment];
    expect(packagePriceCents(all, 16)).toBe(1200 + 600 + 300);
    expect(packagePriceCents(all, 17)).toBeNull(); // balancing has no R17 price
    expect(packagePriceCents([alignment], 16)).toBeNull(); // an empty package
    expect(packagePriceCents([fitting, { ...balancing, retired: true }, valve], 17)).toBe(1700);
    expect(packageByRim(all)).toMatchObject({ 13: null, 15: 1800, 16: 2100, 17: null });
  });

  it("the fitted price is tyre + end-of-life fee + package, or nothing without a package", () => {
    // The shops' way of quoting: 53.16 a tyre, 73.16 fitted.
    expect(fittedPriceCents({ unitCents: 5316, disposalCents: 240 }, 1760)).toBe(7316);
    expect(fittedPriceCents({ unitCents: 5316, disposalCents: 240 }, null)).toBeNull();
  });
});

describe("the service form", () => {
  it("reads a flat service and a service by rim (blank rims not offered)", () => {
    expect(parseForm(serviceFormSchema, form({ inPackage: "on" }))).toEqual({
      ok: true,
      data: {
        code: "NIT",
        nameEs: "Nitrógeno",
        nameEn: "Nitrogen",
        unit: "tyre",
        inPackage: true,
        priceCents: 250,
        rimPricesCents: null,
      },
    });
    const r = parseForm(serviceFormSchema, form({ pricing: "rim", price: "", rim13: "9", rim16: "12,50", rim17: "" }));
    expect(r.ok && r.data).toMatchObject({ priceCents: null, rimPricesCents: { 13: 900, 16: 1250 }, inPackage: false });
  });

  it("refuses a zero or negative price, a rim outside 13-21, a missing name, a bad code, rim prices on a job", () => {
    const errors = (over: Record<string, string>) => {
      const r = parseForm(serviceFormSchema, form(over));
      return r.ok ? {} : r.fieldErrors;
    };
    expect(errors({ price: "0" })).toEqual({ price: "Enter a price above 0, like 12.50" });
    expect(errors({ price: "-3" })).toEqual({ price: "Enter a price above 0, like 12.50" });
    expect(errors({ price: "" })).toEqual({ price: "Price is required" });
    expect(errors({ pricing: "rim", rim16: "-1" })).toEqual({ rim16: "Enter a price above 0, like 12.50" });
    expect(errors({ pricing: "rim", rim22: "10", rim16: "10" })).toEqual({ rim22: "Rims go from 13 to 21" });
    expect(errors({ pricing: "rim", rim12: "10" })).toEqual({ rim12: "Rims go from 13 to 21" });
    expect(errors({ pricing: "rim" })).toEqual({ rim13: "Give at least one rim a price" });
    expect(errors({ pricing: "rim", unit: "job", rim16: "10" })).toEqual({ pricing: "A price per rim is for a service per tyre" });
    expect(errors({ nameEn: "  " })).toEqual({ nameEn: "Name in English is required" });
    expect(errors({ nameEs: "" })).toEqual({ nameEs: "Name in Spanish is required" });
    expect(errors({ code: "a b" })).toEqual({ code: "Code: letters, digits and dashes only" });
  });

  it("gives an existing service's values back to the form", () => {
    const v = serviceFormValues(fitting);
    expect(v).toMatchObject({ code: "FIT", pricing: "rim", rim16: "12.00", rim13: "", inPackage: "on", price: "" });
    expect(parseForm(serviceFormSchema, v)).toMatchObject({ ok: true, data: { rimPricesCents: { 15: 1000, 16: 1200, 17: 1400 } } });
  });
});

describe("service lines at the till", () => {
  const all = [fitting, balancing, valve, alignment];
  it("refuses a retired service, a missing rim, a rim without a price; accepts a flat one at any rim", () => {
    expect(serviceLineProblem(undefined, { rim: null })).toBe("That service no longer exists: remove it from the basket");
    expect(serviceLineProblem({ ...alignment, nameEn: "Alignment", retired: true }, { rim: null })).toBe(
      "Alignment was retired: remove it from the basket",
    );
    expect(serviceLineProblem({ ...fitting, nameEn: "Fitting" }, { rim: null })).toBe("Fitting is priced by rim: choose the rim");
    expect(serviceLineProblem({ ...fitting, nameEn: "Fitting" }, { rim: 21 })).toBe("Fitting has no price for R21");
    expect(serviceLineProblem(fitting, { rim: 16 })).toBeNull();
    expect(serviceLineProblem(valve, { rim: null })).toBeNull();
  });

  it("the quantity is 1 to 999", () => {
    const line = (quantity: number) => serviceLineSchema.safeParse({ serviceId: 1, rim: null, quantity, forTyreId: null }).success;
    expect([line(0), line(1), line(999), line(1000), line(1.5)]).toEqual([false, true, true, false, false]);
  });

  it("Add fitting: the package for each tyre line at its rim and quantity", () => {
    const r = fittingLines(all, [
      { tyreId: "T00001", rim: 16, quantity: 2 },
      { tyreId: "T00002", rim: 15, quantity: 1 },
    ]);
    expect(r).toEqual({
      ok: true,
      lines: [
        { serviceId: 1, rim: 16, quantity: 2, forTyreId: "T00001" },
        { serviceId: 2, rim: 16, quantity: 2, forTyreId: "T00001" },
        { serviceId: 3, rim: null, quantity: 2, forTyreId: "T00001" },
        { serviceId: 1, rim: 15, quantity: 1, forTyreId: "T00002" },
        { serviceId: 2, rim: 15, quantity: 1, forTyreId: "T00002" },
        { serviceId: 3, rim: null, quantity: 1, forTyreId: "T00002" },
      ],
    });
    const noPackage = fittingLines(all, [{ tyreId: "T00003", rim: 17, quantity: 4 }]);
    expect(noPackage).toMatchObject({ ok: false });
    expect(noPackage.ok ? null : say(en.lines, noPackage.reason)).toBe("The fitting package has no price for R17: set it on Services");
    expect(fittingLines(all, [])).toMatchObject({ ok: false });
  });
});
