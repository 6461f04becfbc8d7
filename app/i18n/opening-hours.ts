// The shop's opening hours as rows of text in a language ("Lunes – viernes", "09:00–18:00"), for
// the pages and the e-mails alike: consecutive days with the same hours share a row, a split day
// reads "09:00–13:30, 16:00–19:30", a day without hours "Cerrado".
import { formatShopDay } from "~/lib/shop-clock";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import type { ShopSettings, TimeRange } from "~/domain/shop-settings";

const rangesText = (ranges: readonly TimeRange[]) => ranges.map((r) => `${r.opens}–${r.closes}`).join(", ");

export function openingHoursRows(s: Pick<ShopSettings, "hours">, locale: Locale): { days: string; time: string }[] {
  const m = messages(locale);
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const rows: { first: number; last: number; time: string }[] = [];
  s.hours.forEach((ranges, day) => {
    const time = ranges.length ? rangesText(ranges) : m.closed;
    const prev = rows[rows.length - 1];
    if (prev && prev.time === time && prev.last === day - 1) prev.last = day;
    else rows.push({ first: day, last: day, time });
  });
  return rows.map((r) => ({
    days: r.first === r.last ? cap(m.days[r.first]!) : `${cap(m.days[r.first]!)} – ${m.days[r.last]}`,
    time: r.time,
  }));
}

/** "24/12" / "24 Dec": a closed date as the footer shows it. */
export function shortDate(isoDate: string, locale: Locale): string {
  return formatShopDay(isoDate, locale, { day: "numeric", month: "short" });
}
