import { describe, expect, it } from "vitest";
import { nextSubmissionAttempt, parseAgencyAnswer, NotAgencyAnswerError } from "./verifactu-sending";

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
