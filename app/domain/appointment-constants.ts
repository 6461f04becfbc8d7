// The appointment jobs and the settings the owner chooses for them: constants and types only, no
// import, so the settings (shop-settings.ts) and the booking rules (appointments.ts) both read them
// without reading each other.
export const APPOINTMENT_JOBS = ["fit2", "fit4", "puncture", "balancing", "alignment"] as const;
export type AppointmentJob = (typeof APPOINTMENT_JOBS)[number];

export const STEP_CHOICES = [10, 15, 20, 30, 60] as const;

/** What the owner sets: lifts, slot step, each job's minutes (0 = not booked online), earliest booking, horizon, reminder hour. */
export interface AppointmentSettings {
  lifts: number;
  stepMinutes: number;
  durations: Record<AppointmentJob, number>;
  earliestHours: number;
  horizonDays: number;
  reminderHour: number;
}
