// The checkout form: one zod schema for the browser's early feedback and the action's check.
// Only tyre ids and quantities come from the browser; every amount is computed on the server.
import { z } from "zod";
import type { PaymentMethod } from "./invoice";

export const PAYMENT_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];
/** More lines than any counter sale needs; keeps a hostile request from locking the whole stock. */
export const MAX_CHECKOUT_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

export const CHECKOUT_MESSAGES = {
  customerName: "Please enter customer name",
  emptyCart: "Please add items to cart",
  tooManyLines: `A sale can have at most ${MAX_CHECKOUT_LINES} lines`,
  duplicateLine: "Each tyre can appear only once in a sale",
  badLine: "Invalid basket line",
  badPayment: "Please choose a payment method",
} as const;

/** Trimmed optional text; empty becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !s.includes("\u0000"), `${label} contains characters that are not allowed`)
    .nullish()
    .transform((v) => (v ? v : null));

export const checkoutLineSchema = z.object({
  tyreId: z.string({ error: CHECKOUT_MESSAGES.badLine }).trim().min(1, CHECKOUT_MESSAGES.badLine).max(40, CHECKOUT_MESSAGES.badLine),
  quantity: z
    .number({ error: CHECKOUT_MESSAGES.badLine })
    .int(CHECKOUT_MESSAGES.badLine)
    .min(1, CHECKOUT_MESSAGES.badLine)
    .max(MAX_LINE_QUANTITY, CHECKOUT_MESSAGES.badLine),
});

export const checkoutSchema = z.object({
  customerName: z
    .string({ error: CHECKOUT_MESSAGES.customerName })
    .trim()
    .min(1, CHECKOUT_MESSAGES.customerName)
    .max(120, "Customer name must be at most 120 characters")
    .refine((s) => !s.includes("\u0000"), "Customer name contains characters that are not allowed"),
  vehicleReg: optionalText(20, "Vehicle registration"),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.badPayment }).default("cash"),
  notes: optionalText(1000, "Notes"),
  lines: z
    .array(checkoutLineSchema, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(MAX_CHECKOUT_LINES, CHECKOUT_MESSAGES.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.tyreId)).size === lines.length, CHECKOUT_MESSAGES.duplicateLine),
});

export type CheckoutInput = z.output<typeof checkoutSchema>;
export type CheckoutLine = z.output<typeof checkoutLineSchema>;

export type CheckoutParse = { ok: true; data: CheckoutInput } | { ok: false; error: string };

/** Validates a plain object; the first problem is the message the user sees. */
export function parseCheckout(input: unknown): CheckoutParse {
  const r = checkoutSchema.safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, error: r.error.issues[0]?.message ?? "Invalid checkout" };
}

/** The checkout form as posted: text fields plus `lines` as a JSON array of {tyreId, quantity}. */
export function parseCheckoutForm(form: FormData): CheckoutParse {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  let lines: unknown = [];
  const rawLines = text("lines");
  if (rawLines && rawLines.trim() !== "") {
    if (rawLines.length > 20_000) return { ok: false, error: CHECKOUT_MESSAGES.tooManyLines };
    try {
      lines = JSON.parse(rawLines);
    } catch {
      return { ok: false, error: CHECKOUT_MESSAGES.badLine };
    }
  }
  return parseCheckout({
    customerName: text("customerName") ?? "",
    vehicleReg: text("vehicleReg"),
    paymentMethod: text("paymentMethod") || undefined,
    notes: text("notes"),
    lines,
  });
}
