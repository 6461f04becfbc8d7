// The owner's VERI*FACTU readiness before the shop's start date (docs/decisions/110-verifactu-readiness.md):
// four steps, each done or not from what the shop has stored (the certificate, the sending settings,
// the agency's answers), the next one to do, and the whole days left until the date. Pure: the
// caller passes the facts and the time.
import { shopIsoDate } from "~/lib/shop-clock";
import { certificateExpired } from "./verifactu-certificate";
import { type AgencyEnvironment, type TaxpayerKind, VERIFACTU_DEADLINES } from "./verifactu-sending";

/** In the order the owner does them. */
export const READINESS_STEPS = ["certificate", "testSending", "testAccepted", "production"] as const;
export type ReadinessStep = (typeof READINESS_STEPS)[number];

export interface ReadinessFacts {
  taxpayerKind: TaxpayerKind;
  /** The kept certificate's expiry; null while none is uploaded. */
  certificateExpiresAt: Date | null;
  environment: AgencyEnvironment;
  sendingEnabled: boolean;
  /** The agency has accepted at least one record (accepted or accepted with errors). */
  anyAccepted: boolean;
}

export interface Readiness {
  /** The shop's start date, yyyy-mm-dd (Madrid). */
  deadline: string;
  /** Whole days from the shop's today to the start date: 0 on the day, negative after it. */
  daysLeft: number;
  steps: { step: ReadinessStep; done: boolean }[];
  /** The first step not done, or null once every step is. */
  next: ReadinessStep | null;
}

const DAY_MS = 86_400_000;
const utcDay = (ymd: string) => {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** Whole days from the shop's today to a calendar day (yyyy-mm-dd): 1 the day before, 0 on it. */
export function daysUntil(day: string, now: Date): number {
  return Math.round((utcDay(day) - utcDay(shopIsoDate(now))) / DAY_MS);
}

/**
 * The checklist: (a) a certificate uploaded and still valid; (b) sending on, to the agency's test
 * environment (still counted once a record has been accepted and the shop has moved on to
 * production); (c) a record accepted by the agency: the test sale (an acceptance in production
 * proves the same); (d) sending on, to production.
 */
export function verifactuReadiness(f: ReadinessFacts, now: Date): Readiness {
  const deadline = VERIFACTU_DEADLINES[f.taxpayerKind];
  const done: Record<ReadinessStep, boolean> = {
    certificate: f.certificateExpiresAt != null && !certificateExpired(f.certificateExpiresAt, now),
    testSending: f.sendingEnabled && (f.environment === "test" || f.anyAccepted),
    testAccepted: f.anyAccepted,
    production: f.sendingEnabled && f.environment === "production",
  };
  const steps = READINESS_STEPS.map((step) => ({ step, done: done[step] }));
  return { deadline, daysLeft: daysUntil(deadline, now), steps, next: steps.find((s) => !s.done)?.step ?? null };
}

/** The checklist as the screens get it: with the start date written in the account's language ("1 de enero de 2027"). */
export interface ReadinessView extends Readiness {
  date: string;
}
