import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { closingTime, extendedHoldEndInOpeningHours, holdEndInOpeningHours, shopInstant, type ShopCalendar } from "./hold-end";

// The first settings: Monday to Friday 09:00-18:00, Saturday 09:00-13:00, Sunday closed.
const shop: ShopCalendar = { hours: DEFAULT_SHOP_SETTINGS.hours, closedDates: [] };
const withHoliday = (date: string): ShopCalendar => ({ ...shop, closedDates: [{ date, noteEs: "Festivo", noteEn: "Holiday" }] });

describe("shopInstant", () => {
  it("reads the shop's clock in winter and in summer time", () => {
    expect(shopInstant("2026-01-15", "18:00")).toEqual(new Date("2026-01-15T17:00:00Z"));
    expect(shopInstant("2026-07-15", "18:00")).toEqual(new Date("2026-07-15T16:00:00Z"));
    // The days the clocks change.
    expect(shopInstant("2026-03-29", "13:00")).toEqual(new Date("2026-03-29T11:00:00Z"));
    expect(shopInstant("2026-10-25", "13:00")).toEqual(new Date("2026-10-25T12:00:00Z"));
  });
});

describe("closingTime", () => {
  it("is the weekday's last closing, none on Sunday or a closed date", () => {
    expect(closingTime(shop, "2026-03-27")).toBe("18:00"); // Friday
    expect(closingTime(shop, "2026-03-28")).toBe("13:00"); // Saturday
    expect(closingTime(shop, "2026-03-29")).toBeNull(); // Sunday
    expect(closingTime(withHoliday("2026-03-27"), "2026-03-27")).toBeNull();
  });
});

describe("holdEndInOpeningHours", () => {
  it("a hold ending on a Saturday afternoon ends when the shop closes on Saturday, not at 16:50", () => {
    // Thursday 16:50 + 2 days: Saturday, which closes at 13:00.
    expect(holdEndInOpeningHours(new Date("2026-03-26T15:50:00Z"), 2, shop)).toEqual(new Date("2026-03-28T12:00:00Z"));
  });

  it("ends at closing time of the last day even when that is later than the same hour", () => {
    // Tuesday 10:00 + 3 days: Friday 18:00.
    expect(holdEndInOpeningHours(new Date("2026-01-13T09:00:00Z"), 3, shop)).toEqual(new Date("2026-01-16T17:00:00Z"));
  });

  it("crosses the spring change of the clocks: Friday + 3 days ends Monday 18:00 summer time", () => {
    expect(holdEndInOpeningHours(new Date("2026-03-27T09:00:00Z"), 3, shop)).toEqual(new Date("2026-03-30T16:00:00Z"));
  });

  it("crosses the autumn change: Friday + 3 days ends Monday 18:00 winter time", () => {
    expect(holdEndInOpeningHours(new Date("2026-10-23T08:00:00Z"), 3, shop)).toEqual(new Date("2026-10-26T17:00:00Z"));
  });

  it("a holiday on the last day moves the end back to the last open day", () => {
    // Friday + 3 days would be Monday; Monday is closed, Sunday too: Saturday 13:00.
    expect(holdEndInOpeningHours(new Date("2026-03-27T09:00:00Z"), 3, withHoliday("2026-03-30"))).toEqual(new Date("2026-03-28T12:00:00Z"));
  });

  it("a hold made after Saturday's closing over a closed Sunday lasts until the next open day's closing", () => {
    expect(holdEndInOpeningHours(new Date("2026-03-28T13:00:00Z"), 1, shop)).toEqual(new Date("2026-03-30T16:00:00Z"));
    // With that Monday a holiday: Tuesday.
    expect(holdEndInOpeningHours(new Date("2026-03-28T13:00:00Z"), 1, withHoliday("2026-03-30"))).toEqual(new Date("2026-03-31T16:00:00Z"));
  });

  it("never ends while the shop is closed", () => {
    const from = new Date("2026-03-01T08:00:00Z");
    for (let h = 0; h < 24 * 14; h += 5) {
      const start = new Date(from.getTime() + h * 3_600_000);
      for (const days of [1, 2, 3, 7]) {
        const end = holdEndInOpeningHours(start, days, withHoliday("2026-03-19"));
        expect(end.getTime()).toBeGreaterThan(start.getTime());
        const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(end);
        const closes = closingTime(withHoliday("2026-03-19"), date);
        expect(closes).not.toBeNull();
        expect(end).toEqual(shopInstant(date, closes!));
      }
    }
  });

  it("a shop without any opening hours ends holds the plain number of days later", () => {
    const closed: ShopCalendar = { hours: [[], [], [], [], [], [], []], closedDates: [] };
    expect(holdEndInOpeningHours(new Date("2026-01-13T09:00:00Z"), 3, closed)).toEqual(new Date("2026-01-16T09:00:00Z"));
  });

  it("refuses a number of days outside 1 to 60", () => {
    for (const bad of [0, -1, 1.5, 61, Number.NaN]) expect(() => holdEndInOpeningHours(new Date(), bad, shop)).toThrow(RangeError);
  });
});

describe("extendedHoldEndInOpeningHours", () => {
  it("counts from the current end while ahead, from now once passed, and ends at a closing time", () => {
    const now = new Date("2026-01-13T09:00:00Z"); // Tuesday 10:00
    const saturday = new Date("2026-01-17T12:00:00Z"); // Saturday 13:00
    expect(extendedHoldEndInOpeningHours(saturday, now, 3, shop)).toEqual(new Date("2026-01-20T17:00:00Z")); // Tuesday 18:00
    expect(extendedHoldEndInOpeningHours(new Date("2026-01-10T12:00:00Z"), now, 3, shop)).toEqual(new Date("2026-01-16T17:00:00Z"));
    expect(extendedHoldEndInOpeningHours(null, now, 3, shop)).toEqual(new Date("2026-01-16T17:00:00Z"));
  });
});
