// Declined work: what a customer said no to today (a quote's tyres, or what the counter noted at
// the till: "rear tyres 2.5 mm"), kept on the vehicle so the shop can follow it up. Browser-safe.
import { z } from "zod";
import { isPlate, rowIdField } from "./field-rules";
import { formText, optionalText, requiredText } from "~/lib/form";

export const DECLINED_SOURCES = ["quote", "till"] as const;
export type DeclinedSource = (typeof DECLINED_SOURCES)[number];
export const DECLINED_STATUSES = ["open", "quoted", "closed"] as const;
export type DeclinedStatus = (typeof DECLINED_STATUSES)[number];

/** Tread depths a gauge gives, in millimetres: 0 to 20 with one decimal ("2,5" or "2.5"). */
export function parseTread(text: string): number | null {
  const m = /^(\d{1,2})(?:[.,](\d))?$/.exec(text.trim());
  if (!m) return null;
  const mm = Number(m[1]) + Number(m[2] ?? 0) / 10;
  return mm <= 20 ? mm : null;
}

/** A stored tread ("2.5") as the language writes it: "2,5" in Spanish, "2.5" in English. */
export function formatTread(mm: string | number, locale: "es" | "en"): string {
  return new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number(mm),
  );
}

/** Days since it was declined (whole shop days), for the follow-ups list's "3 weeks ago". */
export function daysSince(declined: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${declined}T00:00:00Z`)) / 86_400_000);
}

/** The declined work form's messages (app/i18n/staff/<locale>/followups.ts `form` gives them in each language). */
export interface DeclinedFormMessages {
  readonly description: string;
  readonly descriptionTooLong: string;
  readonly tread: string;
  readonly reasonTooLong: string;
  readonly plate: string;
  readonly plateOrCustomer: string;
  readonly badId: string;
}

/** Noting declined work at the till or on the customer page: the plate, what, the tread, why. */
export function declinedFormSchemaIn(m: DeclinedFormMessages) {
  return z.object({
    plate: z.preprocess(formText, z.string().min(1, m.plateOrCustomer).max(20, m.plate).refine(isPlate, m.plate)),
    description: requiredText(200, m.description, m.descriptionTooLong),
    tread: z.preprocess(formText, z.string()).transform((v, ctx) => {
      if (v === "") return null;
      const mm = parseTread(v);
      if (mm == null) {
        ctx.addIssue({ code: "custom", message: m.tread });
        return z.NEVER;
      }
      return mm;
    }),
    reason: optionalText(500, m.reasonTooLong),
  });
}
export type DeclinedFormInput = z.output<ReturnType<typeof declinedFormSchemaIn>>;

export const declinedIdSchemaIn = (m: DeclinedFormMessages) => z.object({ id: rowIdField(m.badId) });
