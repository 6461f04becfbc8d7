// The agenda's rows as the loader sends them (times as ISO strings, lift 0 = ended, no column).
import { shopHourMinute } from "~/lib/shop-clock";
import type { AppointmentJob, AppointmentStatus } from "~/domain/appointments";

export interface AgendaItem {
  id: number;
  day: string;
  start: string;
  end: string;
  job: AppointmentJob;
  status: AppointmentStatus;
  customerName: string;
  phone: string;
  email: string | null;
  /** The customer's language (the ready message speaks it). */
  locale: "es" | "en";
  plate: string | null;
  tyreSize: string | null;
  reservationId: number | null;
  source: "online" | "staff";
  lift: number;
}

/** "09:30" in the shop. */
export function shopTime(iso: string): string {
  return shopHourMinute.format(new Date(iso));
}

/** Minutes since the shop's midnight. */
export function shopMinutes(iso: string): number {
  const [h, m] = shopTime(iso).split(":").map(Number) as [number, number];
  return h * 60 + m;
}

export const STATUS_STYLE: Record<AppointmentStatus, string> = {
  booked: "border-brand-300 bg-brand-50",
  done: "border-green-300 bg-green-50 opacity-80",
  "no-show": "border-amber-300 bg-amber-50 opacity-80",
  cancelled: "border-slate-300 bg-slate-100 line-through opacity-70",
};
