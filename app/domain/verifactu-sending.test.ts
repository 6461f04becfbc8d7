import { describe, expect, it } from "vitest";
import { nextSubmissionAttempt, parseAgencyAnswer, verifactuDeadlineWarning, NotAgencyAnswerError } from "./verifactu-sending";

describe("the dashboard's VERI*FACTU warning", () => {
  const off = { taxpayerKind: "company" as const, sendingEnabled: false, hasCertificate: false };
  it("appears from one month before the company's date (1 January 2027) while sending is off or no certificate is set", () => {
    expect(verifactuDeadlineWarning(off, new Date("2026-11-30T12:00:00Z"))).toBeNull();
    expect(verifactuDeadlineWarning(off, new Date("2026-12-01T00:00:00+01:00"))).toEqual({
      deadline: "2027-01-01",
      reasons: ["sending to the tax agency is off", "no certificate is set"],
    });
    expect(verifactuDeadlineWarning({ ...off, hasCertificate: true }, new Date("2027-02-01"))?.reasons).toEqual([
      "sending to the tax agency is off",
    ]);
    expect(verifactuDeadlineWarning({ ...off, hasCertificate: true, sendingEnabled: true }, new Date("2027-02-01"))).toBeNull();
  });
  it("an autónomo's date is 1 July 2027", () => {
    const selfEmployed = { ...off, taxpayerKind: "self_employed" as const };
    expect(verifactuDeadlineWarning(selfEmployed, new Date("2026-12-15"))).toBeNull();
    expect(verifactuDeadlineWarning(selfEmployed, new Date("2027-05-31T12:00:00Z"))).toBeNull();
    expect(verifactuDeadlineWarning(selfEmployed, new Date("2027-06-01T12:00:00Z"))?.deadline).toBe("2027-07-01");
  });
});

describe("retries", () => {
  it("grow from a minute to an hour and never give up", () => {
    const now = new Date("2027-01-01T00:00:00Z");
    const mins = [1, 2, 3, 5, 6, 50].map((n) => (nextSubmissionAttempt(n, now).getTime() - now.getTime()) / 60_000);
    expect(mins).toEqual([1, 2, 5, 30, 60, 60]);
  });
});

describe("the agency's answer", () => {
  it("a SOAP fault, an HTML page and plain text are told apart", () => {
    const fault = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema.</faultstring></env:Fault></env:Body></env:Envelope>`;
    expect(parseAgencyAnswer(fault)).toEqual({ kind: "fault", code: "env:Client", text: "Codigo[4102].El XML no cumple el esquema." });
    expect(() => parseAgencyAnswer("<html><body>Mantenimiento</body></html>")).toThrow(/HTML page/);
    expect(() => parseAgencyAnswer("Service Unavailable")).toThrow(NotAgencyAnswerError);
  });
});
