// Each field rule of the shop, written once: a row id, a phone number, a calendar date, an
// e-mail and a number plate (an amount of money is `parseCents` in money.ts, a tax id
// `checkTaxId` in tax-id.ts), and the contact fields of the public forms built from them. Forms
// build their schemas from these; the rate limiter and the links (tel:, wa.me) use the same phone
// normalisation. Pure, browser-safe.
import { z } from "zod";
import { formText, textField } from "~/lib/form";

/** The largest PostgreSQL `integer`: a larger id is no row (and must not reach a query). */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Whether a number can be a row id (1 to PG_INTEGER_MAX). */
export function isRowId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= PG_INTEGER_MAX;
}

/** A row id written plainly (no sign, exponent or leading zero), or null. */
export function parseRowId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= PG_INTEGER_MAX ? Number(raw) : null;
}

/** A form field holding a row id; every failure says `message`. */
export const rowIdField = (message: string) => z.coerce.number(message).int(message).positive(message).max(PG_INTEGER_MAX, message);

/** A form that names one row by its `id`. */
export const idFormOf = (message: string) => z.object({ id: rowIdField(message) });

/**
 * The phone rule and its one normalisation: a number's digits with the country code. "+34 950 000
 * 000", "0034950000000" and "950 000 000" all give "34950000000". Null when it cannot be a phone
 * number: a Spanish number is 9 digits starting 6-9; a foreign one (written with + or 00) 8 to 15
 * digits.
 */
export function phoneDigits(s: string): string | null {
  const t = s.trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return null;
  const d = t.replace(/\D/g, "");
  const international = t.startsWith("+") ? d : d.startsWith("00") ? d.slice(2) : d.length === 9 ? `34${d}` : null;
  if (!international || international.length < 8 || international.length > 15) return null;
  if (international.startsWith("34") && !/^34[6-9]\d{8}$/.test(international)) return null;
  return international;
}

export const isPhone = (s: string): boolean => phoneDigits(s) != null;

/** What counts a number for the rate limits: its normalised digits, or its bare digits when it is no phone number. */
export function phoneKey(s: string): string {
  return phoneDigits(s) ?? s.replace(/\D/g, "");
}

/** "2026-02-28" yes, "2026-02-30" no (Date.parse would roll it over to March). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const isEmail = (s: string): boolean => z.email().safeParse(s).success;

/** An e-mail as the shop compares it: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A number plate as people write it: letters and digits, with spaces or hyphens between. */
export const isPlate = (s: string): boolean => /^[\p{L}\d][\p{L}\d\s-]*$/u.test(s);

/**
 * Whether a name is plain text a person types: no control characters (line breaks, tabs, escape
 * sequences) and no marks that reorder the text around them (bidirectional overrides and
 * isolates), which would let a name rewrite the line it is shown or mailed in.
 */
export const isPlainName = (s: string): boolean => !/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(s);

/** The messages of the contact fields (a public form's are message keys, translated when rendered). */
export interface ContactMessages {
  /** The name or the phone is missing. */
  required: string;
  /** The phone is missing, when the form says it apart from the name. */
  phoneRequired?: string;
  nameTooLong: string;
  /** The name holds control characters (isPlainName). */
  nameInvalid: string;
  phoneTooLong: string;
  phoneInvalid: string;
  emailTooLong: string;
  emailInvalid: string;
}

/** The message keys the reservation and stock request forms share (their errors.* in the catalogue). */
export const CONTACT_ERROR_KEYS = {
  required: "nameAndPhoneRequired",
  nameTooLong: "nameTooLong",
  nameInvalid: "nameInvalid",
  phoneTooLong: "phoneTooLong",
  phoneInvalid: "phoneInvalid",
  emailTooLong: "emailTooLong",
  emailInvalid: "emailInvalid",
} as const satisfies ContactMessages;
/** A contact field's message key in a public form's errors (the form's own keys are added to it). */
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[keyof typeof CONTACT_ERROR_KEYS];

/**
 * Who a public form comes from, as the shop calls them back: a name and a phone (both required,
 * trimmed) and an e-mail (optional: null when empty, lower case). Spread into the form's z.object.
 */
export function contactFields(limits: { name: number; phone: number; email: number }, m: ContactMessages) {
  return {
    name: textField().pipe(
      z
        .string()
        .min(1, { message: m.required })
        .max(limits.name, { message: m.nameTooLong })
        .refine(isPlainName, { message: m.nameInvalid }),
    ),
    phone: textField().pipe(
      z
        .string()
        .min(1, { message: m.phoneRequired ?? m.required })
        .max(limits.phone, { message: m.phoneTooLong })
        .refine(isPhone, { message: m.phoneInvalid }),
    ),
    email: z.preprocess(
      formText,
      z
        .string()
        .max(limits.email, { message: m.emailTooLong })
        .refine((s) => s === "" || isEmail(s), { message: m.emailInvalid })
        .transform((s) => (s === "" ? null : s.toLowerCase())),
    ),
  };
}

/** A number of units a public form asks for: `fallback` when left out, else 1 to `max` (`message` otherwise). */
export function unitsField(fallback: number, max: number, message: string) {
  return z.preprocess(
    (v) => {
      const s = formText(v);
      return s === "" ? fallback : /^\d{1,2}$/.test(s) ? Number(s) : Number.NaN;
    },
    z.number({ message }).int({ message }).min(1, { message }).max(max, { message }),
  );
}
