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

export const CUSTOMER_MESSAGES = {
  name: "Enter the customer's name",
  phone: "Enter a phone number: 9 digits starting 6-9, or + and the country code",
  email: "Enter a valid e-mail address",
  taxId: "Enter a valid NIF/NIE/CIF",
  plate: "Enter the plate as letters and digits (e.g. 1234 ABC)",
  mergeSelf: "Choose another customer: a record cannot be merged into itself",
  badId: "Unknown customer",
} as const;

const optionalPhone = z.preprocess(
  (v) => formText(v) || undefined,
  z
    .string()
    .max(30, CUSTOMER_MESSAGES.phone)
    .refine((p) => phoneDigits(p) != null, CUSTOMER_MESSAGES.phone)
    .optional(),
);
const optionalEmail = z.preprocess(
  (v) => formText(v) || undefined,
  z.string().max(254, CUSTOMER_MESSAGES.email).refine(isEmail, CUSTOMER_MESSAGES.email).optional(),
);
const optionalTaxId = z.preprocess(
  (v) => (formText(v) ? normaliseTaxId(formText(v)) : undefined),
  z
    .string()
    .max(30, CUSTOMER_MESSAGES.taxId)
    .refine((t) => checkTaxId(t) === "ok", CUSTOMER_MESSAGES.taxId)
    .optional(),
);

/** The customer's own details, edited on the customer page. */
export const customerForm = z.object({
  id: rowIdField(CUSTOMER_MESSAGES.badId),
  name: requiredText(120, CUSTOMER_MESSAGES.name, "The name can have at most 120 characters"),
  phone: optionalPhone,
  email: optionalEmail,
  taxId: optionalTaxId,
  address: optionalText(300, "The address can have at most 300 characters"),
  notes: optionalText(2000, "Notes can have at most 2000 characters"),
  contactConsent: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
export type CustomerFormInput = z.infer<typeof customerForm>;

/** A vehicle added or edited on the customer page. */
export const vehicleForm = z.object({
  id: rowIdField(CUSTOMER_MESSAGES.badId),
  plate: requiredText(20, CUSTOMER_MESSAGES.plate, CUSTOMER_MESSAGES.plate).refine((p) => plateKey(p) != null, CUSTOMER_MESSAGES.plate),
  make: optionalText(60, "The make can have at most 60 characters"),
  model: optionalText(60, "The model can have at most 60 characters"),
});

/** Merging: this record (`id`) is folded into another (`into`). */
export const mergeForm = z
  .object({ id: rowIdField(CUSTOMER_MESSAGES.badId), into: rowIdField("Choose the customer to keep") })
  .refine((v) => v.id !== v.into, { path: ["into"], message: CUSTOMER_MESSAGES.mergeSelf });

export const customerIdForm = idFormOf(CUSTOMER_MESSAGES.badId);

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
