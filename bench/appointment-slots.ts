// The appointment slot list for a busy month: 30 days of a shop with 3 lifts, every lift booked
// all day (half-hour jobs back to back), and the free times of each day computed for every job, as
// the booking page and the agenda do. Pure domain work (app/domain/appointments.ts), no database:
// the budget is the rule's own cost, 20 ms for the month.
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { APPOINTMENT_JOBS, type AppointmentCalendar, daySlots, freeSlots, type Interval } from "~/domain/appointments";
import { addDays } from "~/domain/hold-end";
import { log } from "./common";

export interface SlotTiming {
  days: number;
  lifts: number;
  appointments: number;
  /** Median and best of the runs, for the whole month (every day, every job). */
  medianMs: number;
  minMs: number;
  runs: number;
}

export function timeAppointmentSlots(runs = 15): SlotTiming {
  const cal: AppointmentCalendar = {
    ...DEFAULT_SHOP_SETTINGS,
    hours: Array.from({ length: 7 }, () => [
      { opens: "09:00", closes: "13:30" },
      { opens: "16:00", closes: "20:00" },
    ]),
    closedDates: [],
    appointments: { ...DEFAULT_SHOP_SETTINGS.appointments, lifts: 3, stepMinutes: 15 },
  };
  const first = "2026-03-16"; // the month crosses the spring clock change
  const now = new Date("2026-03-15T08:00:00Z");
  const days = Array.from({ length: 30 }, (_, i) => addDays(first, i));
  const booked = new Map<string, Interval[]>();
  let count = 0;
  for (const d of days) {
    const list: Interval[] = [];
    for (const s of daySlots(cal, d, 30).filter((_, i) => i % 2 === 0))
      for (let l = 0; l < 3; l++) list.push({ start: s.start, end: s.end });
    count += list.length;
    booked.set(d, list);
  }
  const times: number[] = [];
  let free = 0;
  // Warm-up runs (not counted): the first pass fills the wall-clock cache and compiles the code.
  for (let r = -3; r < runs; r++) {
    const t0 = performance.now();
    for (const d of days) for (const job of APPOINTMENT_JOBS) free += freeSlots(cal, d, job, booked.get(d)!, now, true).length;
    if (r >= 0) times.push(performance.now() - t0);
  }
  if (free !== 0) throw new Error(`a full month should have no free time, found ${free}`);
  times.sort((a, b) => a - b);
  const result = { days: 30, lifts: 3, appointments: count, medianMs: times[Math.floor(runs / 2)]!, minMs: times[0]!, runs };
  log(`appointment slots: ${count} appointments over 30 days, median ${result.medianMs.toFixed(2)} ms for the month`);
  return result;
}
