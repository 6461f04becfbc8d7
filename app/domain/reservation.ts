// The public reservation form: one zod schema, used by the route's action (the check that counts)
// and safe to import in the browser. Errors are message keys (reserve.errors.*), translated when
// rendered, so both languages apply the same rules. Read it with parseForm (app/lib/form.ts).
import { z } from "zod";

import { formText, optionalText } from "~/lib/form";
import { CONTACT_ERROR_KEYS, type ContactErrorKey, contactFields, isCalendarDate, isPlate, unitsField } from "./field-rules";
import { MAX_RESERVATION_QUANTITY, RESERVATION_LIMITS } from "./reservation-rules";

export { RESERVATION_LIMITS } from "./reservation-rules";

export type ReservationErrorKey =
  | ContactErrorKey
  | "vehicleRegTooLong"
  | "vehicleRegInvalid"
  | "notesTooLong"
  | "quantityInvalid"
  | "quantityTooMany"
  | "fitTimeInvalid"
  | "fitTimeTaken";

const tooLong = (key: ReservationErrorKey) => key;

export const reservationFormSchema = z.object({
  ...contactFields(RESERVATION_LIMITS, CONTACT_ERROR_KEYS),
  vehicleReg: z.preprocess(
    formText,
    z
      .string()
      .max(RESERVATION_LIMITS.vehicleReg, { message: "vehicleRegTooLong" })
      .refine((s) => s === "" || isPlate(s), { message: "vehicleRegInvalid" })
      .transform((s) => (s === "" ? null : s.toUpperCase())),
  ),
  notes: optionalText(RESERVATION_LIMITS.notes, tooLong("notesTooLong")),
  /** How many units to hold: 1 when left out; whether that many are on sale is the server's check. */
  quantity: unitsField(1, MAX_RESERVATION_QUANTITY, "quantityInvalid"),
  /** The optional fitting time: a day and a time of it (both, or neither). */
  fitDay: z.preprocess(
    formText,
    z
      .string()
      .refine((s) => s === "" || isCalendarDate(s), { message: "fitTimeInvalid" })
      .transform((s) => s || null),
  ),
  fitTime: z.preprocess(
    formText,
    z
      .string()
      .refine((s) => s === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(s), { message: "fitTimeInvalid" })
      .transform((s) => s || null),
  ),
});

/**
 * The hidden field with the form's own key: a random value each page the browser is shown
 * carries (never shared, even from the page cache). A form sent twice from that browser carries the
 * same key, which is how its second submission finds the first one's reservation.
 */
export const FORM_KEY_FIELD = "formKey";

/** The form key a submission carries, or null when it carries none or not one the shop gives. */
export function formKeyOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value) ? value : null;
}

type ReservationForm = z.output<typeof reservationFormSchema>;
export type ReservationFormField = keyof ReservationForm;
export type ReservationFormValues = Record<ReservationFormField, string>;

/** Why a submitted reservation form was refused (keys of reserve.errors, "invalid" for the summary). */
export type ReservationFormError =
  "invalid" | "notAvailable" | "failed" | "tooMany" | "holdsFull" | "bookingsFull" | "refused" | "proofMissing" | "proofInvalid";

/** A refused submission: the page re-renders the form with the visitor's input and the messages. */
export type ReservationRefusal = {
  formError: ReservationFormError;
  fieldErrors: Partial<Record<ReservationFormField, ReservationErrorKey>>;
  values: ReservationFormValues;
};
