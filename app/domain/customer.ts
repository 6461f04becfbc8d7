// Customers and their vehicles: the keys a record is matched by (the phone's international
// digits, the e-mail lower-cased, the tax id normalised, the plate without spaces or hyphens in
// capitals), which record a set of keys points at, and the forms of the customer screens.
// Pure, browser-safe.
import { z } from "zod";
import { formText, optionalText, requiredText } from "~/lib/form";
import { idFormOf, isEmail, isPlate, normaliseEmail, phoneDigits, rowIdField } from "./field-rules";
import { checkTaxId, normaliseTaxId } from "./tax-id";

/** A plate as the shop compares it: "1234 abc", "1234-ABC" and "1234ABC" are one car. Null when it is no plate. */
export function plateKey(plate: string): string | null {
  const t = plate.trim();
  if (!t || !isPlate(t)) return null;
  const key = t.replace(/[\s-]/g, "").toUpperCase();
  return key.length >= 2 && key.length <= 12 ? key : null;
}

/** The keys of what someone gave: each present only when it is valid. */
export interface CustomerKeys {
  phoneKey: string | null;
  emailKey: string | null;
  taxKey: string | null;
  plateKey: string | null;
}

export interface CustomerContact {
  name: string;
  phone?: string | null;
  email?: string | null;
  taxId?: string | null;
  address?: string | null;
  plate?: string | null;
}

export function customerKeys(c: Omit<CustomerContact, "name">): CustomerKeys {
  const tax = c.taxId ? normaliseTaxId(c.taxId) : "";
  return {
    phoneKey: c.phone ? phoneDigits(c.phone) : null,
    emailKey: c.email && isEmail(c.email.trim()) ? normaliseEmail(c.email) : null,
    taxKey: tax && checkTaxId(tax) === "ok" ? tax : null,
    plateKey: c.plate ? plateKey(c.plate) : null,
  };
}

export const hasAnyKey = (k: CustomerKeys) => !!(k.phoneKey || k.emailKey || k.taxKey || k.plateKey);

/** The lock names of a set of keys, sorted: taken in this order, parallel matchers never deadlock. */
export function keyLockNames(k: CustomerKeys): string[] {
  return [
    k.phoneKey && `phone:${k.phoneKey}`,
    k.emailKey && `email:${k.emailKey}`,
    k.taxKey && `tax:${k.taxKey}`,
    k.plateKey && `plate:${k.plateKey}`,
  ]
    .filter((x): x is string => !!x)
    .sort();
}

/**
 * Which known record the keys point at: the tax id first (it names one person or company), then
 * the phone, the e-mail, the plate (a car may be driven by someone else). Null: a new customer.
 */
export function pickMatch(found: { byTax?: number; byPhone?: number; byEmail?: number; byPlate?: number }): number | null {
  return found.byTax ?? found.byPhone ?? found.byEmail ?? found.byPlate ?? null;
}

/** The record that holds a public form's phone, with the e-mail it holds. */
export interface PhoneHolder {
  id: number;
  emailKey: string | null;
}

/** What a public form's keys found among the records, inside the matching's locks. */
export interface PublicFormFound {
  /** The record holding the form's phone key. */
  byPhone?: PhoneHolder;
  /** The record holding the form's e-mail key. */
  byEmail?: number;
  /** The record whose vehicle has the form's plate. */
  byPlate?: number;
}

/** What an anonymous public form does with the customer records (see publicFormMatch). */
export interface PublicFormPlan {
  /** The known record the form is attached to (read, never written), or null: a new record. */
  attachTo: number | null;
  /** The keys a new record carries: those of the form no other record holds (each key is one record's). */
  newKeys: { phoneKey: string | null; emailKey: string | null };
  /**
   * The plate: `add` a vehicle to the customer (nobody has it), `own` the customer's own vehicle
   * (its tyre size is recorded), `leave` another record's vehicle untouched, `none` no plate given.
   */
  vehicle: "add" | "own" | "leave" | "none";
}

/**
 * The rule for an anonymous public form (an online reservation, a booking on "Pedir cita"): whoever
 * sends it proves nothing about the details typed, so it may only find a record, never change one.
 *
 * - **Exact match:** the record that holds the form's normalised phone (its international digits),
 *   when the record has no e-mail, the form gave none, or both e-mails are the same (trimmed,
 *   lower-cased). The name, the plate and the e-mail alone never match: a plate or an e-mail is
 *   easy to know, and a name is not unique.
 * - The matched record is read only: no phone, e-mail, name or address of it is filled in or
 *   replaced.
 * - Otherwise the form makes a new record, carrying the keys of the form that no other record
 *   holds; staff merge it into the other one when they are one person.
 * - A vehicle never moves: a plate on another record's vehicle stays there (the plate is still kept
 *   on the reservation or appointment); a plate nobody has becomes the customer's vehicle.
 *
 * Staff forms keep the wider matching of `pickMatch`, which fills in and moves.
 */
export function publicFormMatch(keys: Pick<CustomerKeys, "phoneKey" | "emailKey" | "plateKey">, found: PublicFormFound): PublicFormPlan {
  const phone = found.byPhone;
  const exact = phone && (!phone.emailKey || !keys.emailKey || phone.emailKey === keys.emailKey) ? phone.id : null;
  const newKeys = {
    phoneKey: phone ? null : keys.phoneKey,
    emailKey: found.byEmail !== undefined ? null : keys.emailKey,
  };
  const owner = found.byPlate;
  const vehicle = !keys.plateKey ? "none" : owner === undefined ? "add" : exact != null && owner === exact ? "own" : "leave";
  return { attachTo: exact, newKeys, vehicle };
}

/** The messages of the customer forms, in the back-office's language (app/i18n/staff/<locale>/customers.ts `form`). */
export interface CustomerMessages {
  readonly name: string;
  readonly nameTooLong: string;
  readonly phone: string;
  readonly email: string;
  readonly taxId: string;
  readonly addressTooLong: string;
  readonly notesTooLong: string;
  readonly plate: string;
  readonly makeTooLong: string;
  readonly modelTooLong: string;
  readonly chooseKeep: string;
  readonly mergeSelf: string;
  readonly badId: string;
}

/** The forms of the customer page with their messages in the back-office's language. */
export function customerForms(m: CustomerMessages) {
  const optionalPhone = z.preprocess(
    (v) => formText(v) || undefined,
    z
      .string()
      .max(30, m.phone)
      .refine((p) => phoneDigits(p) != null, m.phone)
      .optional(),
  );
  const optionalEmail = z.preprocess((v) => formText(v) || undefined, z.string().max(254, m.email).refine(isEmail, m.email).optional());
  const optionalTaxId = z.preprocess(
    (v) => (formText(v) ? normaliseTaxId(formText(v)) : undefined),
    z
      .string()
      .max(30, m.taxId)
      .refine((t) => checkTaxId(t) === "ok", m.taxId)
      .optional(),
  );
  return {
    /** The customer's own details, edited on the customer page. */
    customer: z.object({
      id: rowIdField(m.badId),
      name: requiredText(120, m.name, m.nameTooLong),
      phone: optionalPhone,
      email: optionalEmail,
      taxId: optionalTaxId,
      address: optionalText(300, m.addressTooLong),
      notes: optionalText(2000, m.notesTooLong),
    }),
    /** A vehicle added or edited on the customer page. */
    vehicle: z.object({
      id: rowIdField(m.badId),
      plate: requiredText(20, m.plate, m.plate).refine((p) => plateKey(p) != null, m.plate),
      make: optionalText(60, m.makeTooLong),
      model: optionalText(60, m.modelTooLong),
    }),
    /** Merging: this record (`id`) is folded into another (`into`). */
    merge: z
      .object({ id: rowIdField(m.badId), into: rowIdField(m.chooseKeep) })
      .refine((v) => v.id !== v.into, { path: ["into"], message: m.mergeSelf }),
    id: idFormOf(m.badId),
  };
}

export type CustomerFormInput = z.infer<ReturnType<typeof customerForms>["customer"]>;

/** What an erased record's name becomes. */
export const ERASED_NAME = "Erased customer";

/** The checkout's lookup: a plate or a phone (at most 30 characters each), or null when neither is given. */
export function customerLookupQuery(params: URLSearchParams): { plate?: string; phone?: string } | null {
  const plate = params.get("plate")?.trim().slice(0, 30) || undefined;
  const phone = params.get("phone")?.trim().slice(0, 30) || undefined;
  return plate || phone ? { plate, phone } : null;
}

/** A customer offered at the checkout: the fields it fills. */
export interface KnownCustomer {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  taxId: string | null;
  address: string | null;
}
