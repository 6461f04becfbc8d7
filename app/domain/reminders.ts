// Reminders that bring customers back (decision 108): which are due on a day, and how each goes
// out, only with the customer's consent. Four kinds: declined work N weeks after it was declined
// (a shop setting), tyres that turn five years old by their DOT week and year, the ITV (the
// vehicle's roadworthiness test) a month before its date, and the season change in October and
// March for customers who bought winter or all-season tyres. Pure: dates are yyyy-mm-dd shop days.
import { z } from "zod";
import { formText } from "~/lib/form";
import { isCalendarDate, rowIdField } from "./field-rules";

export const REMINDER_KINDS = ["declined-work", "tyre-age", "itv", "season"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How a reminder reaches the customer: an e-mail the shop sends, or a phone item staff contact. */
export const REMINDER_CHANNELS = ["email", "phone"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export type ReminderSeason = "autumn" | "spring";

/** What a reminder's message names: the DOT, the ITV date, the season. */
export type ReminderFacts = {
  dot?: string;
  itvDueOn?: string;
  season?: ReminderSeason;
};

/** Weeks after declined work is declined that its reminder goes (the setting's first value, and its range). */
export const DEFAULT_DECLINED_WEEKS = 4;
export const MAX_DECLINED_WEEKS = 52;
/** Tyres this old by their DOT are worth a check, whatever their tread. */
export const TYRE_AGE_YEARS = 5;
/** A reminder found late (the server was off, the setting changed) still goes within these days of its day. */
export const CATCH_UP_DAYS = 30;
/** The ITV dates staff may enter: from today to this many years ahead. */
export const MAX_ITV_YEARS_AHEAD = 5;
/** The shop hour from which the day's reminders are built (e-mails do not go out at night). */
export const REMINDER_BUILD_HOUR = 9;

// ---- Dates ----

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y!, m!, d!];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** yyyy-mm-dd plus n calendar days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = parts(date);
  return iso(new Date(Date.UTC(y, m - 1, d + n)));
}

/** yyyy-mm-dd plus n months; a day the month lacks is its last day (31 Mar - 1 month = 28/29 Feb). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return iso(first);
}

/**
 * The Monday of a DOT date code's week: "2319" is week 23 of 2019 (the four digits on the
 * sidewall since 2000, ISO weeks). Null for anything that is not such a code.
 */
export function dotWeekStart(dot: string | null | undefined): string | null {
  const m = /^(\d{2})(\d{2})$/.exec(dot?.trim() ?? "");
  if (!m) return null;
  const week = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (week < 1 || week > 53) return null;
  // ISO week 1 holds 4 January; its Monday is that day minus its weekday (Monday 0).
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4);
  monday.setUTCDate(4 - ((jan4.getUTCDay() + 6) % 7) + (week - 1) * 7);
  return iso(monday);
}

/** The day tyres of this DOT turn TYRE_AGE_YEARS old (null without a readable DOT). */
export function tyreAgeDay(dot: string | null | undefined): string | null {
  const start = dotWeekStart(dot);
  return start ? addMonths(start, 12 * TYRE_AGE_YEARS) : null;
}

// ---- Which reminders are due ----

/** Declined work's reminder: from `weeks` weeks after the day it was declined, for CATCH_UP_DAYS. */
export function declinedWorkDue(declinedOn: string, weeks: number, today: string): boolean {
  const due = addDays(declinedOn, weeks * 7);
  return today >= due && today <= addDays(due, CATCH_UP_DAYS);
}

/**
 * The tyres last fitted on a vehicle that turn TYRE_AGE_YEARS old: the oldest DOT among them
 * whose age day has come and fell after the fitting (tyres already that old when fitted were
 * fitted knowingly, and are not reminded of). Tyres without a DOT are left out; null when none is due.
 */
export function tyreAgeDue(dots: readonly (string | null)[], fittedOn: string, today: string): { dot: string; day: string } | null {
  let oldest: { dot: string; day: string } | null = null;
  for (const dot of dots) {
    const day = tyreAgeDay(dot);
    if (day && (!oldest || day < oldest.day)) oldest = { dot: dot!.trim(), day };
  }
  return oldest && oldest.day <= today && oldest.day > fittedOn ? oldest : null;
}

/** The ITV's reminder: from a month before its date to the date itself. */
export function itvDue(itvDueOn: string, today: string): boolean {
  return today >= addMonths(itvDueOn, -1) && today <= itvDueOn;
}

/** The season change: October (winter tyres on) and March (winter tyres off); its period is the month. */
export function seasonDue(today: string): { season: ReminderSeason; period: string } | null {
  const month = today.slice(5, 7);
  if (month === "10") return { season: "autumn", period: today.slice(0, 7) };
  if (month === "03") return { season: "spring", period: today.slice(0, 7) };
  return null;
}

/** The seasons of tyres a season reminder is for. */
export const SEASON_REMINDER_TYRES = ["winter", "all-season"] as const;

// ---- Consent and channel ----

export interface ContactOptions {
  emailConsent: boolean;
  email: string | null;
  phoneConsent: boolean;
  phone: string | null;
}

/**
 * How a reminder goes: by e-mail when the customer agreed to e-mail and has an address; otherwise
 * to the staff list (call or WhatsApp) when they agreed to be phoned and have a phone; otherwise
 * not at all (null): nothing is built without consent.
 */
export function reminderChannel(c: ContactOptions): ReminderChannel | null {
  if (c.emailConsent && c.email) return "email";
  if (c.phoneConsent && c.phone) return "phone";
  return null;
}

/** A reminder is contacted through `channel` only while the customer's consent to it stands. */
export function mayContact(channel: ReminderChannel, consent: { email: boolean; phone: boolean }): boolean {
  return consent[channel];
}

// ---- The ITV date staff enter ----

/** The ITV form's messages (app/i18n/staff/<locale>/customers.ts `refusals.itv` gives them in each language). */
export interface ItvMessages {
  readonly date: string;
  readonly past: string;
  readonly tooFar: string;
  readonly badVehicle: string;
}

/** Why an ITV date is refused on `today` (null: accepted). An empty date clears it. */
export function itvDateRefusal(date: string, today: string): "date" | "past" | "tooFar" | null {
  if (!isCalendarDate(date)) return "date";
  if (date < today) return "past";
  if (date > addMonths(today, 12 * MAX_ITV_YEARS_AHEAD)) return "tooFar";
  return null;
}

/** The vehicle's ITV form: the customer, the vehicle and the date (empty: no date known). */
export function itvFormSchemaIn(m: ItvMessages) {
  return z.object({
    id: rowIdField(m.badVehicle),
    vehicleId: rowIdField(m.badVehicle),
    itvDueOn: z.preprocess(
      formText,
      z.string().refine((s) => s === "" || isCalendarDate(s), m.date),
    ),
  });
}
