import { describe, expect, it } from "vitest";
import { MAIL_RETRY_DELAYS_MS, MAX_MAIL_ATTEMPTS, nextMailAttempt } from "./mail-retry";

const now = new Date("2026-03-01T10:00:00Z");
const minutesAfter = (d: Date | null) => (d ? (d.getTime() - now.getTime()) / 60_000 : null);

describe("mail retry backoff", () => {
  it("waits 1, 5, 15, 60 minutes ... up to a day, growing with each failure", () => {
    const delays = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => minutesAfter(nextMailAttempt(i + 1, now)));
    expect(delays).toEqual([1, 5, 15, 60, 180, 360, 720, 1440]);
    for (let i = 1; i < MAIL_RETRY_DELAYS_MS.length; i++) expect(MAIL_RETRY_DELAYS_MS[i]).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[i - 1]!);
  });
  it("gives up after the last attempt", () => {
    expect(nextMailAttempt(MAX_MAIL_ATTEMPTS, now)).toBeNull();
    expect(nextMailAttempt(MAX_MAIL_ATTEMPTS + 3, now)).toBeNull();
  });
  it("refuses a count that is not a positive integer", () => {
    expect(() => nextMailAttempt(0, now)).toThrow(RangeError);
    expect(() => nextMailAttempt(1.5, now)).toThrow(RangeError);
  });
});
