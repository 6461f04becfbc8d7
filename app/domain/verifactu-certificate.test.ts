import { describe, expect, it } from "vitest";
import {
  certificateDaysLeft,
  certificateExpired,
  certificateHolder,
  certificateReminderToQueue,
  certificateWarning,
  dueCertificateReminder,
  parseSentCertificateReminder,
} from "./verifactu-certificate";

// Expires at 10:00 Madrid time (CET, UTC+1) on 15 March 2027.
const expiresAt = new Date("2027-03-15T09:00:00Z");
const at = (iso: string) => new Date(iso);

describe("the certificate's days left", () => {
  it("count the shop's calendar days to the expiry day: 0 on the day, negative after", () => {
    expect(certificateDaysLeft(expiresAt, at("2027-02-13T12:00:00Z"))).toBe(30);
    expect(certificateDaysLeft(expiresAt, at("2027-03-14T22:59:00Z"))).toBe(1);
    // 00:30 in Madrid on the 15th is already the expiry day.
    expect(certificateDaysLeft(expiresAt, at("2027-03-14T23:30:00Z"))).toBe(0);
    expect(certificateDaysLeft(expiresAt, at("2027-03-17T12:00:00Z"))).toBe(-2);
  });
  it("across the spring clock change (28 March) stay whole", () => {
    const april = new Date("2027-04-02T08:00:00Z");
    expect(certificateDaysLeft(april, at("2027-03-26T12:00:00Z"))).toBe(7);
  });
  it("expires at its validTo instant, not at the end of the day", () => {
    expect(certificateExpired(expiresAt, at("2027-03-15T08:59:59Z"))).toBe(false);
    expect(certificateExpired(expiresAt, at("2027-03-15T09:00:00Z"))).toBe(true);
  });
});

describe("the staff's warning", () => {
  it("is nothing before 30 days, 'soon' from 30 days, 'expired' from the expiry instant", () => {
    expect(certificateWarning(null, at("2027-03-01T12:00:00Z"))).toBeNull();
    expect(certificateWarning(expiresAt, at("2027-02-12T12:00:00Z"))).toBeNull();
    expect(certificateWarning(expiresAt, at("2027-02-13T00:00:00Z"))).toEqual({ level: "soon", daysLeft: 30 });
    expect(certificateWarning(expiresAt, at("2027-03-15T08:00:00Z"))).toEqual({ level: "soon", daysLeft: 0 });
    expect(certificateWarning(expiresAt, at("2027-03-15T09:00:00Z"))).toEqual({ level: "expired", daysLeft: 0 });
    expect(certificateWarning(expiresAt, at("2028-01-01T00:00:00Z"))?.level).toBe("expired");
  });
});

describe("the owners' reminders", () => {
  it("are due at 30 days, at 7 days, and never once expired", () => {
    expect(dueCertificateReminder(expiresAt, at("2027-02-12T12:00:00Z"))).toBeNull();
    expect(dueCertificateReminder(expiresAt, at("2027-02-13T12:00:00Z"))).toBe(30);
    expect(dueCertificateReminder(expiresAt, at("2027-03-07T12:00:00Z"))).toBe(30);
    expect(dueCertificateReminder(expiresAt, at("2027-03-08T12:00:00Z"))).toBe(7);
    expect(dueCertificateReminder(expiresAt, at("2027-03-15T08:59:00Z"))).toBe(7);
    expect(dueCertificateReminder(expiresAt, at("2027-03-15T09:00:00Z"))).toBeNull();
  });

  it("go once each per certificate: the nearer one after the farther, never back, again for a new certificate", () => {
    const iso = expiresAt.toISOString();
    const day30 = at("2027-02-14T12:00:00Z");
    const day7 = at("2027-03-09T12:00:00Z");
    expect(certificateReminderToQueue(expiresAt, day30, null)).toBe(30);
    expect(certificateReminderToQueue(expiresAt, day30, { expiresAt: iso, days: 30 })).toBeNull();
    expect(certificateReminderToQueue(expiresAt, day7, { expiresAt: iso, days: 30 })).toBe(7);
    expect(certificateReminderToQueue(expiresAt, day7, { expiresAt: iso, days: 7 })).toBeNull();
    // The server was off at 30 days: only the 7-day reminder goes.
    expect(certificateReminderToQueue(expiresAt, day7, null)).toBe(7);
    // A clock set back does not send the 30-day one after the 7-day one.
    expect(certificateReminderToQueue(expiresAt, day30, { expiresAt: iso, days: 7 })).toBeNull();
    // A new certificate: its own reminders.
    const renewed = new Date("2029-03-01T09:00:00Z");
    expect(certificateReminderToQueue(renewed, at("2029-02-20T12:00:00Z"), { expiresAt: iso, days: 7 })).toBe(30);
    expect(certificateReminderToQueue(null, day7, null)).toBeNull();
  });

  it("read what was stored, and take anything unreadable as none", () => {
    expect(parseSentCertificateReminder('{"expiresAt":"2027-03-15T09:00:00.000Z","days":30}')).toEqual({
      expiresAt: "2027-03-15T09:00:00.000Z",
      days: 30,
    });
    for (const bad of [null, "", "{", '{"days":"7"}', "[]"]) expect(parseSentCertificateReminder(bad)).toBeNull();
  });
});

describe("the certificate's holder", () => {
  it("is the company of a representative's certificate, else the person's name", () => {
    expect(
      certificateHolder(
        "C=ES, O=Test SL, organizationIdentifier=VATES-B04123451, serialNumber=IDCES-12345678Z, CN=12345678Z TEST (R: B04123451)",
      ),
    ).toBe("Test SL");
    expect(certificateHolder("C=ES, serialNumber=IDCES-12345678Z, CN=GARCIA LOPEZ ANA - 12345678Z")).toBe("GARCIA LOPEZ ANA - 12345678Z");
  });
  it("keeps a comma inside a value, and falls back to the whole subject", () => {
    // As Node writes it (and as it is kept), with the comma escaped; an unescaped one is kept too.
    expect(certificateHolder("C=ES, O=Neumáticos Pérez\\, S.L., organizationIdentifier=VATES-B04123451, CN=X")).toBe(
      "Neumáticos Pérez, S.L.",
    );
    expect(certificateHolder("C=ES, O=Neumáticos Pérez, S.L., CN=X")).toBe("Neumáticos Pérez, S.L.");
    expect(certificateHolder("C=ES, O=Test SL, 2.5.4.97=VATES-B04123451, CN=X")).toBe("Test SL");
    expect(certificateHolder("something odd")).toBe("something odd");
  });
});
