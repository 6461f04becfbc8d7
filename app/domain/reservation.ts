// The public reservation form: one zod schema, used by the route's action (the check that counts)
// and safe to import in the browser. Errors are message keys (reserve.errors.*), translated when
// rendered, so both languages apply the same rules.
import { z } from "zod";

import { RESERVATION_LIMITS } from "./reservation-rules";

export { isReservable, RESERVATION_LIMITS } from "./reservation-rules";

export type ReservationErrorKey =
  | "nameAndPhoneRequired"
  | "nameTooLong"
  | "phoneInvalid"
  | "phoneTooLong"
  | "emailInvalid"
  | "emailTooLong"
  | "vehicleRegTooLong"
  | "vehicleRegInvalid"
  | "notesTooLong";

// NUL characters are dropped: PostgreSQL text cannot hold them and no one types one on purpose.
const clean = (v: unknown) => (typeof v === "string" ? v.replace(/\u0000/g, "").trim() : v == null ? "" : v);
const trimmed = z.preprocess(clean, z.string());
const optionalText = (max: number, tooLong: ReservationErrorKey) =>
  z.preprocess(
    clean,
    z.string().max(max, { message: tooLong }).transform((s) => (s === "" ? null : s)),
  );

export const reservationFormSchema = z.object({
  name: trimmed.pipe(z.string().min(1, { message: "nameAndPhoneRequired" }).max(RESERVATION_LIMITS.name, { message: "nameTooLong" })),
  phone: trimmed.pipe(
    z
      .string()
      .min(1, { message: "nameAndPhoneRequired" })
      .max(RESERVATION_LIMITS.phone, { message: "phoneTooLong" })
      // Digits with the usual separators, and enough digits to be a phone number.
      .refine((s) => /^\+?[\d\s().-]+$/.test(s) && (s.match(/\d/g)?.length ?? 0) >= 6, { message: "phoneInvalid" }),
  ),
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v == null ? "" : v),
    z
      .string()
      .max(RESERVATION_LIMITS.email, { message: "emailTooLong" })
      .refine((s) => s === "" || z.email().safeParse(s).success, { message: "emailInvalid" })
      .transform((s) => (s === "" ? null : s.toLowerCase())),
  ),
  vehicleReg: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v == null ? "" : v),
    z
      .string()
      .max(RESERVATION_LIMITS.vehicleReg, { message: "vehicleRegTooLong" })
      .refine((s) => s === "" || /^[\p{L}\d][\p{L}\d\s-]*$/u.test(s), { message: "vehicleRegInvalid" })
      .transform((s) => (s === "" ? null : s.toUpperCase())),
  ),
  notes: optionalText(RESERVATION_LIMITS.notes, "notesTooLong"),
});

export type ReservationForm = z.output<typeof reservationFormSchema>;
export type ReservationFormField = keyof ReservationForm;
export type ReservationFormValues = Record<ReservationFormField, string>;

export type ReservationParse =
  | { ok: true; data: ReservationForm }
  | { ok: false; errors: Partial<Record<ReservationFormField, ReservationErrorKey>>; values: ReservationFormValues };

const FIELDS: ReservationFormField[] = ["name", "phone", "email", "vehicleReg", "notes"];

/** Reads the form's fields (FormData or a plain object) and validates them. */
export function parseReservationForm(input: FormData | Record<string, unknown>): ReservationParse {
  const get = (k: string) => (input instanceof FormData ? input.get(k) : input[k]);
  const raw: Record<string, unknown> = {};
  const values = {} as ReservationFormValues;
  for (const f of FIELDS) {
    const v = get(f);
    raw[f] = typeof v === "string" ? v : undefined;
    // Kept for re-rendering the form, capped so a huge post is not echoed back whole.
    values[f] = typeof v === "string" ? v.slice(0, RESERVATION_LIMITS[f === "vehicleReg" ? "vehicleReg" : f] + 50) : "";
  }
  const r = reservationFormSchema.safeParse(raw);
  if (r.success) return { ok: true, data: r.data };
  const errors: Partial<Record<ReservationFormField, ReservationErrorKey>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as ReservationFormField;
    if (!errors[field]) errors[field] = issue.message as ReservationErrorKey;
  }
  return { ok: false, errors, values };
}

/** The one rule for whether the public can reserve a tyre (and whether it shows as in stock). */
