// A customer's consent to be contacted, one per channel (decision 108): e-mail (the shop's
// reminders by e-mail) and phone (staff calling or writing on WhatsApp). Off until the customer
// says yes; recorded with when and how it was given; withdrawn by the customer's link or by staff.
// Browser-safe.
import { z } from "zod";
import { formText } from "~/lib/form";
import { rowIdField } from "./field-rules";

export const CONSENT_CHANNELS = ["email", "phone"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** How the customer gave it. "migrated": the single consent kept before consent per channel. */
export const CONSENT_SOURCES = ["counter", "phone", "written", "reservation-form", "migrated"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The sources staff choose from when they record a consent on the customer page. */
export const STAFF_CONSENT_SOURCES = ["counter", "phone", "written"] as const satisfies readonly ConsentSource[];

/** How it was withdrawn: the customer's signed link, or staff on the customer page. */
export const WITHDRAWN_VIA = ["link", "staff"] as const;
export type WithdrawnVia = (typeof WITHDRAWN_VIA)[number];

/** A customer's consent on one channel, as stored (no row: never given). */
export interface ConsentRecord {
  channel: ConsentChannel;
  givenAt: Date;
  source: ConsentSource;
  withdrawnAt: Date | null;
  withdrawnVia: WithdrawnVia | null;
}

/** Whether the customer may be contacted on each channel now: given and not withdrawn. */
export function consentState(records: readonly Pick<ConsentRecord, "channel" | "withdrawnAt">[]): Record<ConsentChannel, boolean> {
  const on = (c: ConsentChannel) => records.some((r) => r.channel === c && r.withdrawnAt == null);
  return { email: on("email"), phone: on("phone") };
}

/**
 * What changes when staff save the consent boxes: a channel ticked that was not on is given (with
 * the source staff chose), a channel unticked that was on is withdrawn; the others stay as they are,
 * so saving again does not rewrite when or how a consent was given.
 */
export function consentChanges(
  current: Record<ConsentChannel, boolean>,
  wanted: Record<ConsentChannel, boolean>,
): { give: ConsentChannel[]; withdraw: ConsentChannel[] } {
  return {
    give: CONSENT_CHANNELS.filter((c) => wanted[c] && !current[c]),
    withdraw: CONSENT_CHANNELS.filter((c) => !wanted[c] && current[c]),
  };
}

const box = z.preprocess((v) => v === "on" || v === "true", z.boolean());

/** The consent form on the customer page: the two boxes and how the customer agreed. */
export function consentFormSchemaIn(badId = "Unknown customer", badSource = "Choose how the customer agreed") {
  return z.object({
    id: rowIdField(badId),
    email: box,
    phone: box,
    source: z.preprocess((v) => formText(v) || "counter", z.enum(STAFF_CONSENT_SOURCES, { error: badSource })),
  });
}

/** The customer's own page (the unsubscribe link): which channels to withdraw. E-mail always; phone when ticked. */
export const unsubscribeFormSchema = z.object({ phone: box });

/** The words a consent's line is written with (the staff catalogue's customers.consent). */
export interface ConsentWords {
  given: (date: string, source: string) => string;
  withdrawn: (date: string, via: string) => string;
  never: string;
  sources: Record<ConsentSource, string>;
  via: Record<WithdrawnVia, string>;
}

/** Each channel's consent as the customer page shows it: on or off, and when and how. */
export function consentViews(records: readonly ConsentRecord[], w: ConsentWords, date: (d: Date) => string) {
  return CONSENT_CHANNELS.map((channel) => {
    const r = records.find((x) => x.channel === channel);
    const on = r != null && r.withdrawnAt == null;
    const line = !r
      ? w.never
      : r.withdrawnAt
        ? w.withdrawn(date(r.withdrawnAt), w.via[r.withdrawnVia ?? "staff"])
        : w.given(date(r.givenAt), w.sources[r.source]);
    return { channel, on, line };
  });
}
