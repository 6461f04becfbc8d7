// How many online reservations one visitor may make: a fixed one-hour window per client IP, per
// phone number and per e-mail, so a script posting the public form in a loop cannot take the
// shop's stock off the site. Each attempt counts (the counter goes up before it is compared), so
// parallel requests cannot all slip under the limit. Staff reservations are never limited.
// The public fitting bookings count against the same counters, and their active bookings have
// a cap keyed like the holds' (bookingKeys). See docs/decisions/012-reservation-limits.md.
import { normaliseEmail, phoneKey } from "./field-rules";

export const RESERVATION_WINDOW_MS = 60 * 60_000;

/** Reservations allowed per window for each kind of key; 0 turns that limit off. */
export interface ReservationLimits {
  perIp: number;
  perPhone: number;
  perEmail: number;
  /**
   * Online holds active at once per client address, per phone and per e-mail (0 or absent: no
   * cap). A hold lasts days, so an hourly window alone lets one client keep hundreds of tyres off
   * the site.
   */
  activeHolds?: number;
}

export const DEFAULT_RESERVATION_LIMITS: ReservationLimits = { perIp: 10, perPhone: 5, perEmail: 5, activeHolds: 2 };

export type LimitKind = "ip" | "phone" | "email";

export interface LimitKey {
  kind: LimitKind;
  /** The normalised value: the same person written two ways gives the same value. */
  value: string;
  max: number;
}

/**
 * An IPv4 address as is (also when written IPv4-mapped, ::ffff:1.2.3.4); an IPv6 address by its
 * /64 network, because one connection usually owns a whole /64 and could otherwise change
 * address for every request.
 */
export function normaliseIp(ip: string): string {
  const a = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1]!;
  if (!a.includes(":")) return a;
  const [head = "", tail] = a.split("::", 2) as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (tail === undefined && left.length !== 8) return a;
  // An embedded IPv4 tail takes two groups; only the first four groups matter here.
  const rightGroups = right.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - rightGroups)).fill("0"), ...right];
  if (groups.slice(0, 4).some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return a;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The keys one online reservation counts against; a limit of 0 or an empty value adds none. */
export function reservationLimitKeys(who: { ip: string; phone: string; email?: string | null }, limits: ReservationLimits): LimitKey[] {
  const keys: LimitKey[] = [
    { kind: "ip", value: normaliseIp(who.ip) || "unknown", max: limits.perIp },
    { kind: "phone", value: phoneKey(who.phone), max: limits.perPhone },
    { kind: "email", value: who.email ? normaliseEmail(who.email) : "", max: limits.perEmail },
  ];
  return keys.filter((k) => k.max > 0 && k.value !== "");
}

/** A counter whose window began at or before this instant starts again from zero. */
export function windowExpiredBefore(now: Date): Date {
  return new Date(now.getTime() - RESERVATION_WINDOW_MS);
}

/** The kinds whose count (this attempt included) is past their limit; empty means allowed. */
export function exceededLimits(counts: { kind: LimitKind; count: number; max: number }[]): LimitKind[] {
  return counts.filter((c) => c.count > c.max).map((c) => c.kind);
}

/** What an online hold is counted by: its client's address, phone and e-mail, normalised (null: none given). */
export interface HoldKeys {
  client: string;
  phone: string | null;
  email: string | null;
}

export function holdKeys(who: { ip: string; phone?: string | null; email?: string | null }): HoldKeys {
  return {
    client: normaliseIp(who.ip) || "unknown",
    phone: (who.phone && phoneKey(who.phone)) || null,
    email: (who.email && normaliseEmail(who.email)) || null,
  };
}

/**
 * What an online fitting booking is counted by (the cap on booked appointments ahead): its
 * client's address and phone, normalised as a hold's; a booking keeps no e-mail key.
 */
export function bookingKeys(who: { ip: string; phone?: string | null }): HoldKeys {
  return { ...holdKeys({ ip: who.ip, phone: who.phone }), email: null };
}

/** The kinds that already hold `max` active online holds (another one would pass the cap); empty means allowed. */
export function holdsAtCap(active: Record<LimitKind, number>, max: number): LimitKind[] {
  if (max <= 0) return [];
  return (["ip", "phone", "email"] as const).filter((k) => active[k] >= max);
}
