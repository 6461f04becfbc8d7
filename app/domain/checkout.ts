// The checkout form: one zod schema for the browser's early feedback and the action's check.
// Only tyre ids and quantities come from the browser; every amount is computed on the server.
// Read it with parseForm (app/lib/form.ts), from the posted FormData or a plain object.
import { z } from "zod";
import { formText, optionalText, requiredText } from "~/lib/form";
import type { PaymentMethod } from "./invoice";
import { isTyreId } from "./tyre-id";

export const PAYMENT_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];
/** More lines than any counter sale needs; keeps a hostile request from locking the whole stock. */
export const MAX_CHECKOUT_LINES = 50;
const MAX_LINE_QUANTITY = 999;
/** A longer `lines` field cannot be a basket of MAX_CHECKOUT_LINES lines: refused before JSON.parse. */
const MAX_LINES_JSON = 20_000;

export const CHECKOUT_MESSAGES = {
  customerName: "Please enter customer name",
  emptyCart: "Please add items to cart",
  tooManyLines: `A sale can have at most ${MAX_CHECKOUT_LINES} lines`,
  duplicateLine: "Each tyre can appear only once in a sale",
  badLine: "Invalid basket line",
  badPayment: "Please choose a payment method",
  badReservation: "Invalid reservation",
} as const;

const checkoutLineSchema = z.object({
  // A stock code, as the basket holds it: anything else (a NUL, which the database cannot even
  // compare, or any other text) is a bad line, never a query.
  tyreId: z
    .string({ error: CHECKOUT_MESSAGES.badLine })
    .trim()
    .max(40, CHECKOUT_MESSAGES.badLine)
    .refine(isTyreId, CHECKOUT_MESSAGES.badLine),
  quantity: z
    .number({ error: CHECKOUT_MESSAGES.badLine })
    .int(CHECKOUT_MESSAGES.badLine)
    .min(1, CHECKOUT_MESSAGES.badLine)
    .max(MAX_LINE_QUANTITY, CHECKOUT_MESSAGES.badLine),
});

export const checkoutSchema = z.object({
  customerName: requiredText(120, CHECKOUT_MESSAGES.customerName, "Customer name must be at most 120 characters"),
  vehicleReg: optionalText(20, "Vehicle registration must be at most 20 characters"),
  paymentMethod: z.preprocess(
    (v) => formText(v) || undefined,
    z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.badPayment }).default("cash"),
  ),
  notes: optionalText(1000, "Notes must be at most 1000 characters"),
  /** The reservation this sale collects (Sell on /reservations); its tyre must be in the sale. */
  reservationId: z.preprocess(
    (v) => formText(v) || undefined,
    z.coerce
      .number({ error: CHECKOUT_MESSAGES.badReservation })
      .int(CHECKOUT_MESSAGES.badReservation)
      .positive(CHECKOUT_MESSAGES.badReservation)
      .max(2_147_483_647, CHECKOUT_MESSAGES.badReservation)
      .optional(),
  ),
  // Posted as a JSON array of {tyreId, quantity} (the basket lives in the browser).
  lines: z.preprocess(
    (v, ctx) => {
      if (v == null || v === "") return [];
      if (typeof v !== "string") return v;
      if (v.length > MAX_LINES_JSON) {
        ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.tooManyLines });
        return z.NEVER;
      }
      try {
        return v.trim() === "" ? [] : JSON.parse(v);
      } catch {
        ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.badLine });
        return z.NEVER;
      }
    },
    z
      .array(checkoutLineSchema, { error: CHECKOUT_MESSAGES.emptyCart })
      .min(1, CHECKOUT_MESSAGES.emptyCart)
      .max(MAX_CHECKOUT_LINES, CHECKOUT_MESSAGES.tooManyLines)
      .refine((lines) => new Set(lines.map((l) => l.tyreId)).size === lines.length, CHECKOUT_MESSAGES.duplicateLine),
  ),
});

export type CheckoutInput = z.output<typeof checkoutSchema>;
