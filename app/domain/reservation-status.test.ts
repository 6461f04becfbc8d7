import { describe, expect, it } from "vitest";
import { expiresInLabel, isReservationStatus } from "./reservation-status";

const now = new Date("2026-03-01T10:00:00Z");
const h = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("reservation holds", () => {
  it("reads the time left for staff, rounded to days, hours or minutes", () => {
    expect(expiresInLabel(new Date(h(72).getTime() - 60_000), now)).toBe("expires in 3 days");
    expect(expiresInLabel(h(40), now)).toBe("expires in 2 days");
    expect(expiresInLabel(h(5), now)).toBe("expires in 5 hours");
    expect(expiresInLabel(new Date(now.getTime() + 20 * 60_000), now)).toBe("expires in 20 minutes");
    expect(expiresInLabel(new Date(now.getTime() + 5_000), now)).toBe("expires in 1 minutes");
    expect(expiresInLabel(h(-3), now)).toBe("expired 3 hours ago");
  });
  it("knows its statuses", () => {
    expect(["active", "collected", "cancelled", "expired"].every(isReservationStatus)).toBe(true);
    expect(isReservationStatus("deleted")).toBe(false);
  });
});
