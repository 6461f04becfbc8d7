// A reservation's life: active while it holds its tyre, then collected (sold through it),
// cancelled (by staff or by the customer) or expired (its hold lapsed). The hold's length and how
// staff read the time left are here. Imports nothing, so the schema and browser bundles share it.

// A PostgreSQL enum (db/schema.ts): changing the list needs a migration.
export const RESERVATION_STATUSES = ["active", "collected", "cancelled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export function isReservationStatus(v: unknown): v is ReservationStatus {
  return typeof v === "string" && (RESERVATION_STATUSES as readonly string[]).includes(v);
}

// How many days a public reservation holds its tyre, and how many one "extend" adds, is a shop
// setting (reservationHoldDays, app/domain/shop-settings.ts): callers pass it.

const DAY_MS = 24 * 60 * 60 * 1000;

// When a hold ends (closing time of its last open day) is app/domain/hold-end.ts.

/** The words of expiresInLabel, in the back-office's language (app/i18n/staff/<locale>/reservations.ts). */
export interface ExpiresWords {
  days: (n: number) => string;
  hours: (n: number) => string;
  minutes: (n: number) => string;
  in: (unit: string) => string;
  ago: (unit: string) => string;
}

const ENGLISH_EXPIRES: ExpiresWords = {
  days: (n) => `${n} days`,
  hours: (n) => `${n} hours`,
  minutes: (n) => `${n} minutes`,
  in: (unit) => `expires in ${unit}`,
  ago: (unit) => `expired ${unit} ago`,
};

/** Staff's reading of the time left: "expires in 2 days", "expires in 5 hours", "expired 3 hours ago". */
export function expiresInLabel(holdUntil: Date, now: Date, words: ExpiresWords = ENGLISH_EXPIRES): string {
  const ms = holdUntil.getTime() - now.getTime();
  const abs = Math.abs(ms);
  // Rounded to the nearest unit: a hold of three days made a minute ago "expires in 3 days".
  const unit =
    abs >= 1.5 * DAY_MS
      ? words.days(Math.round(abs / DAY_MS))
      : abs >= 90 * 60_000
        ? words.hours(Math.round(abs / 3_600_000))
        : words.minutes(Math.max(1, Math.round(abs / 60_000)));
  return ms > 0 ? words.in(unit) : words.ago(unit);
}
