// When a reservation's hold ends: at closing time of the last day the shop opens within the hold,
// read from the opening hours and closed dates of the settings on the shop's clock (lib/shop-clock.ts:
// daylight-saving changes are the zone's, not a fixed offset). A hold never ends
// while the shop is closed, and never before the customer has had an opening to come in.
// Pure: the settings are passed in.
import { shopInstant, shopIsoDate } from "~/lib/shop-clock";
import type { ShopSettings } from "./shop-settings";

export { shopInstant };

export type ShopCalendar = Pick<ShopSettings, "hours" | "closedDates">;

/** The shop's calendar day of an instant, as yyyy-mm-dd. */
export const shopDate = shopIsoDate;

/** yyyy-mm-dd plus n calendar days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** When the shop closes on a day (its last range's end), or null when it does not open. */
export function closingTime(cal: ShopCalendar, date: string): string | null {
  if (cal.closedDates.some((c) => c.date === date)) return null;
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const ranges = cal.hours[weekday] ?? [];
  return ranges.length ? ranges[ranges.length - 1]!.closes : null;
}

const LOOK_AHEAD_DAYS = 366;

/**
 * The end of a hold of `days` days that starts at `from`: closing time of the last open day from
 * the start's day to the day `days` later. When the shop does not open again within the hold (a
 * Saturday-evening hold of one day over a closed Sunday), closing time of the next open day. A shop
 * that never opens (no hours at all) ends holds `days` x 24 hours later.
 */
export function holdEndInOpeningHours(from: Date, days: number, cal: ShopCalendar): Date {
  if (!Number.isInteger(days) || days < 1 || days > 60) throw new RangeError("hold days must be an integer from 1 to 60");
  const start = shopDate(from);
  const last = addDays(start, days);
  for (let d = last; d >= start; d = addDays(d, -1)) {
    const closes = closingTime(cal, d);
    if (closes) {
      const end = shopInstant(d, closes);
      if (end > from) return end;
    }
  }
  for (let i = 1; i <= LOOK_AHEAD_DAYS; i++) {
    const d = addDays(last, i);
    const closes = closingTime(cal, d);
    if (closes) return shopInstant(d, closes);
  }
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * The new end of a hold extended at `now` by `days`: counted from the current end while it is
 * still ahead, from now once it has passed, and ending at a closing time like any hold.
 */
export function extendedHoldEndInOpeningHours(current: Date | null, now: Date, days: number, cal: ShopCalendar): Date {
  const base = current && current.getTime() > now.getTime() ? current : now;
  return holdEndInOpeningHours(base, days, cal);
}
