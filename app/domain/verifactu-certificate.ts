// The shop's certificate for the tax agency as time passes (decision 105): who it names, how many
// days it has left, the warning staff see from 30 days before it expires, and which reminder to the
// owners is due (30 and 7 days before, each once per certificate). After it expires nothing is sent
// until a new one is uploaded. Pure: the caller passes the time.
import { shopIsoDate } from "~/lib/shop-clock";

/** From this many days before the expiry the dashboard and the records screen warn. */
export const CERTIFICATE_WARN_DAYS = 30;
/** The owners' reminders, in days before the expiry: each goes once per certificate. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;
export type CertificateReminder = (typeof CERTIFICATE_REMINDER_DAYS)[number];

const DAY_MS = 86_400_000;

/** Whether the certificate can no longer be used: from its `validTo` instant on. */
export function certificateExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/**
 * Whole days from the shop's today to the day the certificate expires, in the shop's calendar:
 * 0 when it expires today, 1 tomorrow, negative once that day has passed.
 */
export function certificateDaysLeft(expiresAt: Date, now: Date): number {
  const day = (d: Date) => {
    const [y, m, dd] = shopIsoDate(d).split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, dd);
  };
  return Math.round((day(expiresAt) - day(now)) / DAY_MS);
}

export type CertificateWarningLevel = "soon" | "expired";

export interface CertificateWarning {
  level: CertificateWarningLevel;
  /** Days left (0 today); negative or 0 once expired. */
  daysLeft: number;
}

/** The warning with the expiry date as staff read it ("15 mar 2027"), as the screens get it. */
export interface CertificateExpiryView extends CertificateWarning {
  date: string;
}

/** What staff are warned of: nothing until 30 days before, "soon" until the expiry, then "expired". */
export function certificateWarning(expiresAt: Date | null, now: Date): CertificateWarning | null {
  if (!expiresAt) return null;
  const daysLeft = certificateDaysLeft(expiresAt, now);
  if (certificateExpired(expiresAt, now)) return { level: "expired", daysLeft };
  return daysLeft <= CERTIFICATE_WARN_DAYS ? { level: "soon", daysLeft } : null;
}

/**
 * The reminder whose time has come for a certificate still valid: 7 from 7 days before, 30 from 30
 * days before; none before that nor once it has expired. The nearer one wins: a shop whose server
 * was off at 30 days gets only the 7-day reminder.
 */
export function dueCertificateReminder(expiresAt: Date, now: Date): CertificateReminder | null {
  if (certificateExpired(expiresAt, now)) return null;
  const daysLeft = certificateDaysLeft(expiresAt, now);
  for (const days of [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b)) if (daysLeft <= days) return days;
  return null;
}

/** The last reminder queued: for which certificate (its expiry, ISO) and how many days before. */
export interface SentCertificateReminder {
  expiresAt: string;
  days: number;
}

/**
 * The reminder to queue now, or null: the due one, unless that one or a nearer one was already
 * queued for this same certificate (a new certificate starts again).
 */
export function certificateReminderToQueue(
  expiresAt: Date | null,
  now: Date,
  last: SentCertificateReminder | null,
): CertificateReminder | null {
  if (!expiresAt) return null;
  const due = dueCertificateReminder(expiresAt, now);
  if (due == null) return null;
  if (last && last.expiresAt === expiresAt.toISOString() && last.days <= due) return null;
  return due;
}

/** Reads the stored last reminder; anything unreadable counts as none. */
export function parseSentCertificateReminder(value: string | null | undefined): SentCertificateReminder | null {
  if (!value) return null;
  try {
    const v = JSON.parse(value) as Partial<SentCertificateReminder>;
    return typeof v.expiresAt === "string" && typeof v.days === "number" ? { expiresAt: v.expiresAt, days: v.days } : null;
  } catch {
    return null;
  }
}

/**
 * The holder a certificate's subject names, as people know it: the company (O) of a
 * representative's certificate, else the person's common name (CN). The subject is kept as
 * "key=value" pairs joined by ", ", special characters escaped as Node writes them ("Pérez\, S.L.").
 */
export function certificateHolder(subject: string): string {
  const pairs = new Map<string, string>();
  for (const part of subject.split(/(?<!\\),\s*(?=[A-Za-z0-9][\w.]*=)/)) {
    const at = part.indexOf("=");
    if (at > 0)
      pairs.set(
        part.slice(0, at).trim().toUpperCase(),
        part
          .slice(at + 1)
          .trim()
          .replace(/\\(.)/g, "$1"),
      );
  }
  return pairs.get("O") || pairs.get("CN") || subject;
}
