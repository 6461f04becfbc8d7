// The shop's clock, written once: its time zone, today's date there, a moment's date parts there,
// the zone's offset, and the formatters every screen, e-mail and invoice writes dates with. The
// server's or the browser's own zone never shows. The only module that names the zone or builds an
// Intl date format (ESLint refuses both elsewhere); page languages become Intl tags through
// INTL_LOCALE (lib/locale.ts).
import { INTL_LOCALE, type Locale } from "./locale";

export const SHOP_TIME_ZONE = "Europe/Madrid";

export interface ShopDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Offset from UTC in minutes (60 in winter, 120 in summer). */
  offsetMinutes: number;
}

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The wall clock in the shop at a moment; a RangeError for an invalid date. */
export function shopDateParts(date: Date): ShopDateParts {
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError("Invalid date");
  const p: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) p[part.type] = part.value;
  const [year, month, day, hour, minute, second] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The wall clock has whole seconds; compare it with the instant truncated to the second.
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(t / 1000) * 1000) / 60_000);
  return { year, month, day, hour, minute, second, offsetMinutes };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A moment's date in the shop, yyyy-mm-dd. */
export function shopIsoDate(date: Date): string {
  const p = shopDateParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date in the shop, yyyy-mm-dd. */
export function shopToday(now: Date = new Date()): string {
  return shopIsoDate(now);
}

/** The instant a wall-clock time in the shop names; two passes settle the offset either side of a clock change. */
function fromWallClock(asUtc: number): Date {
  const offset = (at: number) => shopDateParts(new Date(at)).offsetMinutes * 60_000;
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

/** The instant the shop's clock reads `time` (HH:MM) on `date` (yyyy-mm-dd). */
export function shopInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return fromWallClock(Date.UTC(y, m - 1, d, hh, mm));
}

/** The instant a day begins in the shop: "2026-03-29" -> 2026-03-28T23:00:00Z. */
export function shopMidnight(ymd: string): Date {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return fromWallClock(Date.UTC(y, m - 1, d));
}

/**
 * The moment a date and time typed in the shop's time zone names ("2026-12-01T09:30", the value of
 * an <input type="datetime-local">), or null when the text is not such a date. A time skipped when
 * the clocks go forward is read as the hour after.
 */
export function shopLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return fromWallClock(asUtc);
}

/** A moment as the shop's local "yyyy-mm-ddThh:mm", the value an <input type="datetime-local"> takes. */
export function dateToShopLocal(date: Date | string): string {
  const p = shopDateParts(new Date(date));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const zoned = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });

/** "09:30": a moment's time on the shop's 24-hour clock. */
export const shopHourMinute = zoned("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * A calendar day (yyyy-mm-dd) written in a page's language: "mié 2 dic" / "Wed 2 Dec" with
 * { weekday: "short", day: "numeric", month: "short" }. The day is read at its noon, the same day
 * in the shop whatever the season.
 */
export function formatShopDay(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = DAY_FORMATS.get(key);
  if (!format) DAY_FORMATS.set(key, (format = zoned(INTL_LOCALE[locale], options)));
  return format.format(new Date(`${day}T12:00:00Z`));
}
/** formatShopDay's formats, made once per language and options (the pages ask for a handful). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Audit summaries and other records kept in English: "24 Nov 2026, 10:58" (screens use staffFormats). */
export const staffDateTime = zoned("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function makeStaffFormats(locale: Locale) {
  const tag = INTL_LOCALE[locale];
  return {
    dateTime: zoned(tag, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }),
    date: zoned(tag, { day: "numeric", month: "short", year: "numeric" }),
    dateTimeSeconds: zoned(tag, { dateStyle: "medium", timeStyle: "medium" }),
    number: new Intl.NumberFormat(tag),
  };
}
const STAFF_FORMATS: Record<Locale, ReturnType<typeof makeStaffFormats>> = { es: makeStaffFormats("es"), en: makeStaffFormats("en") };

/**
 * The staff formatters above in the back-office's language: "24 nov 2026, 10:58" in Spanish;
 * `dateTimeSeconds` (the audit log) "24 Nov 2026, 10:58:03".
 */
export function staffFormats(locale: Locale) {
  return STAFF_FORMATS[locale];
}

/** Invoices and the accountant's register: "05/03/2026, 14:07" and "05/03/2026". */
export const invoiceDateTime = zoned("es-ES", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
export const invoiceDay = zoned("es-ES", { day: "2-digit", month: "2-digit", year: "numeric" });

/** E-mails to customers: "jueves, 26 de noviembre de 2026, 15:04" / "Thursday, 26 November 2026 at 15:04". */
export function mailDateTime(d: Date, locale: Locale): string {
  return zoned(INTL_LOCALE[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(d);
}
