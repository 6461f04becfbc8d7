import { describe, expect, it } from "vitest";
import { expiresInLabel, extendedHoldEnd, holdEnd, isReservationStatus } from "./reservation-status";

const now = new Date("2026-03-01T10:00:00Z");
const h = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("reservation holds", () => {
  it("holds whole days only, from 1 to 60", () => {
    expect(holdEnd(now, 3)).toEqual(h(72));
    expect(holdEnd(now, 1)).toEqual(h(24));
    for (const bad of [0, -1, 1.5, 61, Number.NaN]) expect(() => holdEnd(now, bad)).toThrow(RangeError);
  });
  it("an extension counts from the current end while it is ahead, from now once it has passed or when there is none", () => {
    expect(extendedHoldEnd(h(10), now, 3)).toEqual(h(82));
    expect(extendedHoldEnd(h(-10), now, 3)).toEqual(h(72));
    expect(extendedHoldEnd(null, now, 3)).toEqual(h(72));
  });
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
