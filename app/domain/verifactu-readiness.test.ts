import { describe, expect, it } from "vitest";
import { daysUntil, type ReadinessFacts, verifactuReadiness } from "./verifactu-readiness";

const NOW = new Date("2026-11-29T10:00:00Z");
const nothing: ReadinessFacts = {
  taxpayerKind: "company",
  certificateExpiresAt: null,
  environment: "test",
  sendingEnabled: false,
  anyAccepted: false,
};
const valid = new Date("2027-11-29T10:00:00Z");
const doneOf = (f: ReadinessFacts, now = NOW) => verifactuReadiness(f, now).steps.map((s) => s.done);

describe("daysUntil", () => {
  it("counts the shop's calendar days: 33 from 29 November to 1 January, 1 the day before, 0 on the day, negative after", () => {
    expect(daysUntil("2027-01-01", NOW)).toBe(33);
    expect(daysUntil("2027-01-01", new Date("2026-12-31T12:00:00Z"))).toBe(1);
    expect(daysUntil("2027-01-01", new Date("2027-01-01T08:00:00Z"))).toBe(0);
    expect(daysUntil("2027-01-01", new Date("2027-01-03T08:00:00Z"))).toBe(-2);
  });

  it("follows Madrid's day, not UTC's: 23:30 UTC on 31 December is already 1 January in the shop", () => {
    expect(daysUntil("2027-01-01", new Date("2026-12-31T23:30:00Z"))).toBe(0);
    expect(daysUntil("2027-01-01", new Date("2026-12-31T23:00:00Z"))).toBe(0);
    expect(daysUntil("2027-01-01", new Date("2026-12-31T22:59:00Z"))).toBe(1);
  });
});

describe("verifactuReadiness", () => {
  it("a shop that has done nothing: no step done, the certificate next, 33 days to 2027-01-01 for a company", () => {
    const r = verifactuReadiness(nothing, NOW);
    expect(r).toMatchObject({ deadline: "2027-01-01", daysLeft: 33, next: "certificate" });
    expect(r.steps.map((s) => s.step)).toEqual(["certificate", "testSending", "testAccepted", "production"]);
    expect(doneOf(nothing)).toEqual([false, false, false, false]);
  });

  it("a self-employed shop counts to 1 July 2027", () => {
    expect(verifactuReadiness({ ...nothing, taxpayerKind: "self_employed" }, NOW)).toMatchObject({ deadline: "2027-07-01", daysLeft: 214 });
  });

  it("walks the steps in order as the owner does them", () => {
    const cert = { ...nothing, certificateExpiresAt: valid };
    expect(verifactuReadiness(cert, NOW).next).toBe("testSending");
    const sending = { ...cert, sendingEnabled: true };
    expect(doneOf(sending)).toEqual([true, true, false, false]);
    expect(verifactuReadiness(sending, NOW).next).toBe("testAccepted");
    const accepted = { ...sending, anyAccepted: true };
    expect(verifactuReadiness(accepted, NOW).next).toBe("production");
    const production = { ...accepted, environment: "production" as const };
    expect(doneOf(production)).toEqual([true, true, true, true]);
    expect(verifactuReadiness(production, NOW).next).toBeNull();
  });

  it("an expired certificate is not a done step", () => {
    const expired = { ...nothing, certificateExpiresAt: new Date("2026-11-29T09:00:00Z") };
    expect(doneOf(expired)[0]).toBe(false);
    expect(doneOf({ ...expired, certificateExpiresAt: new Date("2026-11-29T11:00:00Z") })[0]).toBe(true);
  });

  it("the test environment chosen with sending off is not done; sending off undoes production too", () => {
    expect(doneOf({ ...nothing, certificateExpiresAt: valid })[1]).toBe(false);
    expect(doneOf({ ...nothing, certificateExpiresAt: valid, environment: "production", anyAccepted: true })).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it("production on without any accepted record still asks for the test first", () => {
    const skipped = { ...nothing, certificateExpiresAt: valid, sendingEnabled: true, environment: "production" as const };
    expect(doneOf(skipped)).toEqual([true, false, false, true]);
    expect(verifactuReadiness(skipped, NOW).next).toBe("testSending");
  });
});
