// Fitting appointments: the jobs a customer can book, how long each takes, the start times a day
// offers and the capacity rule. A day's times come from the opening hours and closed dates of the
// settings, every `stepMinutes` from each opening; a job must end by the close of the range it
// starts in (it never crosses a closed break or runs past closing time), must start no sooner than
// the earliest booking and no later than the horizon, and at no moment may more appointments
// overlap than the shop has lifts. Times are the shop's wall clock (Europe/Madrid): a slot's
// instant comes from `shopInstant`, so the days the clocks change are right. Pure and browser-safe.
import { isTyreId } from "./tyre-id";
import { z } from "zod";
import { formText, optionalText, textField } from "~/lib/form";
import { contactFields, isCalendarDate, isPlate } from "./field-rules";
import { addDays, closingTime, shopDate, shopInstant, type ShopCalendar } from "./hold-end";
import type { ShopSettings } from "./shop-settings";
import { APPOINTMENT_JOBS, type AppointmentJob, type AppointmentSettings } from "./appointment-constants";

export { APPOINTMENT_JOBS, type AppointmentJob, type AppointmentSettings, STEP_CHOICES } from "./appointment-constants";

export const APPOINTMENT_STATUSES = ["booked", "done", "no-show", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Staff names of the jobs (the public pages name them from the message files). */
export const JOB_LABELS: Readonly<Record<AppointmentJob, string>> = {
  fit2: "Fitting 1-2 tyres",
  fit4: "Fitting 3-4 tyres",
  puncture: "Puncture repair",
  balancing: "Balancing",
  alignment: "Alignment",
};

export type AppointmentCalendar = ShopCalendar & Pick<ShopSettings, "appointments">;

export function isAppointmentJob(s: string): s is AppointmentJob {
  return (APPOINTMENT_JOBS as readonly string[]).includes(s);
}

/** The fitting job for a number of tyres: up to two, the short fitting; three or four, the long one. */
export function fittingJobFor(units: number): "fit2" | "fit4" {
  return units <= 2 ? "fit2" : "fit4";
}

/** The jobs the shop books online: those with a duration. */
export function onlineJobs(a: AppointmentSettings): AppointmentJob[] {
  return APPOINTMENT_JOBS.filter((j) => a.durations[j] > 0);
}

/** A booked interval (appointments that still take a lift: booked ones). */
export interface Interval {
  start: Date;
  end: Date;
}

type Span = readonly [start: number, end: number];
const spansOf = (intervals: readonly Interval[]): Span[] => intervals.map((i) => [i.start.getTime(), i.end.getTime()] as const);

function maxOverlapSpans(spans: readonly Span[], a: number, b: number): number {
  let inside: Span[] | null = null;
  for (const sp of spans) if (sp[0] < b && sp[1] > a) (inside ??= []).push(sp);
  if (!inside || inside.length <= 1) return inside?.length ?? 0;
  // The count only rises at a start: check at the window's start and at every start inside it.
  let best = 0;
  for (const p of [a, ...inside.map((sp) => sp[0]).filter((t) => t > a)]) {
    let n = 0;
    for (const sp of inside) if (sp[0] <= p && sp[1] > p) n++;
    if (n > best) best = n;
  }
  return best;
}

/** The most intervals that overlap at any one moment within [from, to). */
export function maxOverlap(intervals: readonly Interval[], from: Date, to: Date): number {
  return maxOverlapSpans(spansOf(intervals), from.getTime(), to.getTime());
}

/** Whether one more appointment over [start, end) keeps every moment within the lifts. */
export function fitsCapacity(booked: readonly Interval[], start: Date, end: Date, lifts: number): boolean {
  return maxOverlap(booked, start, end) < lifts;
}

// A wall-clock time's instant, remembered: the zone's rules do not change while the process runs.
const instants = new Map<string, number>();
function instantOf(date: string, time: string): number {
  const key = `${date} ${time}`;
  let t = instants.get(key);
  if (t === undefined) {
    if (instants.size > 20_000) instants.clear();
    t = shopInstant(date, time).getTime();
    instants.set(key, t);
  }
  return t;
}

const toMinutes = (t: string) => {
  const [h, m] = t.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * A day's opening as the agenda draws it, in minutes from midnight: the first opening, the last
 * closing (null on a closed day) and the breaks between its ranges (a split day's lunch).
 */
export function dayOpening(ranges: readonly { opens: string; closes: string }[]): {
  opens: number | null;
  closes: number | null;
  breaks: { from: number; to: number }[];
} {
  if (ranges.length === 0) return { opens: null, closes: null, breaks: [] };
  return {
    opens: toMinutes(ranges[0]!.opens),
    closes: toMinutes(ranges.at(-1)!.closes),
    breaks: ranges.slice(1).map((r, i) => ({ from: toMinutes(ranges[i]!.closes), to: toMinutes(r.opens) })),
  };
}
const toTime = (min: number) => `${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

/** One start time of a day: its wall-clock time, its instant and the instant the job ends. */
export interface Slot {
  time: string;
  start: Date;
  end: Date;
}

/** Every start a job of `minutes` can take on `date` (opening hours, breaks and closing respected), ignoring bookings. */
export function daySlots(cal: AppointmentCalendar, date: string, minutes: number): Slot[] {
  if (minutes <= 0 || !closingTime(cal, date)) return [];
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const step = cal.appointments.stepMinutes;
  const out: Slot[] = [];
  for (const range of cal.hours[weekday] ?? []) {
    const opens = toMinutes(range.opens);
    const opensAt = instantOf(date, range.opens);
    const closes = instantOf(date, range.closes);
    // Same offset at both ends (every day but a clock change inside the range): plain arithmetic.
    const steady = closes - opensAt === (toMinutes(range.closes) - opens) * 60_000;
    for (let m = opens; m < toMinutes(range.closes); m += step) {
      const time = toTime(m);
      const start = new Date(steady ? opensAt + (m - opens) * 60_000 : instantOf(date, time));
      const end = new Date(start.getTime() + minutes * 60_000);
      if (end.getTime() > closes) break;
      out.push({ time, start, end });
    }
  }
  return out;
}

/** The window a booking may start in at `now`: not sooner than the earliest booking, not past the horizon's last day. */
export function bookingWindow(a: AppointmentSettings, now: Date): { earliest: Date; firstDay: string; lastDay: string } {
  const earliest = new Date(now.getTime() + a.earliestHours * 3_600_000);
  return { earliest, firstDay: shopDate(now), lastDay: addDays(shopDate(now), a.horizonDays) };
}

/** The free starts of a day for a job: within the window and the capacity rule. */
export function freeSlots(
  cal: AppointmentCalendar,
  date: string,
  job: AppointmentJob,
  booked: readonly Interval[],
  now: Date,
  ignoreWindow = false,
): Slot[] {
  const a = cal.appointments;
  const win = bookingWindow(a, now);
  if (!ignoreWindow && (date < win.firstDay || date > win.lastDay)) return [];
  const spans = spansOf(booked);
  return daySlots(cal, date, a.durations[job]).filter(
    (s) => (ignoreWindow || s.start >= win.earliest) && maxOverlapSpans(spans, s.start.getTime(), s.end.getTime()) < a.lifts,
  );
}

export type SlotProblem = "closed" | "not-a-start" | "past" | "too-soon" | "too-far" | "full" | "job";

/**
 * Why a start cannot be booked, or null when it can: the job must be booked online (staff may book
 * any job with a duration), the day open, the time one of the day's starts for the job, within the
 * window (staff may book sooner than the earliest booking but not in the past), and a lift free.
 */
export function slotProblem(
  cal: AppointmentCalendar,
  input: { date: string; time: string; job: AppointmentJob },
  booked: readonly Interval[],
  now: Date,
  opts: { staff?: boolean } = {},
): SlotProblem | null {
  const a = cal.appointments;
  const minutes = a.durations[input.job];
  if (!(minutes > 0)) return "job";
  if (!closingTime(cal, input.date)) return "closed";
  const slot = daySlots(cal, input.date, minutes).find((s) => s.time === input.time);
  if (!slot) return "not-a-start";
  if (slot.start <= now) return "past";
  const win = bookingWindow(a, now);
  if (!opts.staff && slot.start < win.earliest) return "too-soon";
  if (!opts.staff && input.date > win.lastDay) return "too-far";
  if (!fitsCapacity(booked, slot.start, slot.end, a.lifts)) return "full";
  return null;
}

/** The next free starts from a day on (at most `limit`, over at most `days` days): what a refused customer is offered. */
export function nextFreeSlots(
  cal: AppointmentCalendar,
  from: string,
  job: AppointmentJob,
  bookedOn: (date: string) => readonly Interval[],
  now: Date,
  limit = 5,
  days = 14,
): (Slot & { date: string })[] {
  const out: (Slot & { date: string })[] = [];
  for (let i = 0; i < days && out.length < limit; i++) {
    const date = addDays(from, i);
    for (const s of freeSlots(cal, date, job, bookedOn(date), now)) {
      out.push({ ...s, date });
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** The days a customer may pick: from today to the horizon, open days only. */
export function bookableDays(cal: AppointmentCalendar, now: Date): string[] {
  const win = bookingWindow(cal.appointments, now);
  const out: string[] = [];
  for (let d = win.firstDay; d <= win.lastDay; d = addDays(d, 1)) if (closingTime(cal, d)) out.push(d);
  return out;
}

/**
 * A lift for each appointment (its column in the day view): in start order, the lowest lift free
 * at its start. For intervals this uses no more lifts than the most that overlap, so a day the
 * capacity rule accepted always fits its lifts.
 */
export function assignLifts<T extends Interval>(items: readonly T[]): (T & { lift: number })[] {
  const sorted = [...items].sort((x, y) => x.start.getTime() - y.start.getTime() || x.end.getTime() - y.end.getTime());
  const busyUntil: number[] = [];
  return sorted.map((it) => {
    let lift = busyUntil.findIndex((t) => t <= it.start.getTime());
    if (lift < 0) lift = busyUntil.length;
    busyUntil[lift] = it.end.getTime();
    return { ...it, lift: lift + 1 };
  });
}

// ---- The public booking form (errors are message keys: appointment.errors.*) ----

export const APPOINTMENT_LIMITS = { name: 100, phone: 30, email: 254, plate: 15, tyreSize: 30 } as const;

export type AppointmentErrorKey = "required" | "name" | "phone" | "email" | "plate" | "tooLong" | "job" | "day" | "time";

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayField = (message: string) => z.preprocess(formText, z.string().refine(isCalendarDate, { message }));
const timeField = (message: string) => z.preprocess(formText, z.string().regex(TIME_OF_DAY, { message }));

export const appointmentFormSchema = z.object({
  job: z.preprocess(formText, z.enum(APPOINTMENT_JOBS, { message: "job" })),
  day: dayField("day"),
  time: timeField("time"),
  ...contactFields(APPOINTMENT_LIMITS, {
    required: "required",
    nameTooLong: "tooLong",
    nameInvalid: "name",
    phoneTooLong: "tooLong",
    phoneInvalid: "phone",
    emailTooLong: "tooLong",
    emailInvalid: "email",
  }),
  plate: textField().pipe(
    z
      .string()
      .min(1, { message: "required" })
      .max(APPOINTMENT_LIMITS.plate, { message: "tooLong" })
      .refine(isPlate, { message: "plate" })
      .transform((s) => s.toUpperCase()),
  ),
  tyreSize: optionalText(APPOINTMENT_LIMITS.tyreSize, "tooLong"),
});
export type AppointmentFormField = keyof z.output<typeof appointmentFormSchema>;

/** A move: the new day and time (staff and the customer's link). */
export const moveFormSchema = z.object({ day: dayField("day"), time: timeField("time") });

/** The agenda's messages for staff: its forms' fields and its refusals (app/i18n/staff/<locale>/agenda.ts `messages`). */
export interface StaffAppointmentMessages {
  readonly tyre: string;
  readonly units: string;
  readonly job: string;
  readonly day: string;
  readonly time: string;
  readonly required: string;
  readonly phoneRequired: string;
  readonly nameTooLong: string;
  readonly nameInvalid: string;
  readonly phoneTooLong: string;
  readonly phoneInvalid: string;
  readonly emailTooLong: string;
  readonly emailInvalid: string;
  readonly plateTooLong: string;
  readonly plateInvalid: string;
  readonly invalidAppointment: string;
  readonly notFound: string;
  readonly ended: (status: Exclude<AppointmentStatus, "booked">) => string;
  /** Why a time was refused (app/server/appointments/appointments.server.ts `SlotRefusal`). */
  readonly problems: Readonly<Record<SlotProblem, string>>;
  readonly fullNext: (full: string, next: string) => string;
}

/** Staff book for a customer on the phone: plate and e-mail optional, any job with a duration. */
export function staffBookSchemaIn(m: StaffAppointmentMessages) {
  return z.object({
    job: z.preprocess(formText, z.enum(APPOINTMENT_JOBS, { message: m.job })),
    day: dayField(m.day),
    time: timeField(m.time),
    ...contactFields(APPOINTMENT_LIMITS, m),
    plate: z.preprocess(
      formText,
      z
        .string()
        .max(APPOINTMENT_LIMITS.plate, { message: m.plateTooLong })
        .refine((s) => s === "" || isPlate(s), { message: m.plateInvalid })
        .transform((s) => (s === "" ? null : s.toUpperCase())),
    ),
    /** A stock tyre to hold with the booking (its reservation is made with it), or none. */
    tyreId: z.preprocess((v) => formText(v).toUpperCase() || null, z.string().max(40, m.tyre).refine(isTyreId, m.tyre).nullable()),
    units: z.preprocess(
      (v) => (formText(v) === "" ? 1 : /^\d{1,2}$/.test(formText(v)) ? Number(formText(v)) : Number.NaN),
      z.number({ message: m.units }).int(m.units).min(1, m.units).max(8, m.units),
    ),
  });
}

/** Staff move an appointment: its id, the new day and time. */
export function staffMoveSchemaIn(m: StaffAppointmentMessages) {
  return z.object({
    id: z.coerce.number({ message: m.invalidAppointment }).int().positive(),
    day: dayField(m.day),
    time: timeField(m.time),
  });
}

export function appointmentIdSchemaIn(m: StaffAppointmentMessages) {
  return z.object({ id: z.coerce.number({ message: m.invalidAppointment }).int().positive() });
}
