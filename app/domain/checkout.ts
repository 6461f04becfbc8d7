// The checkout form: one zod schema for the browser's early feedback and the action's check.
// Only tyre ids and quantities come from the browser; every amount is computed on the server.
// Read it with parseForm (app/lib/form.ts), from the posted FormData or a plain object.
import { isEmail, isPlate, phoneDigits, rowIdField } from "./field-rules";
import { z } from "zod";
import { formText, optionalText, requiredText } from "~/lib/form";
import { type PaymentMethod, SIMPLIFIED_INVOICE_LIMIT_CENTS } from "./invoice";
import { formatEur } from "./money";
import { MAX_SERVICE_LINES, SERVICE_LINE_MESSAGES, type ServiceLineRequest, serviceLineSchema } from "./services";
import { checkTaxId, normaliseTaxId } from "./tax-id";
import { isTyreId } from "./tyre-id";

export const PAYMENT_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];
/** More lines than any counter sale needs; keeps a hostile request from locking the whole stock. */
export const MAX_CHECKOUT_LINES = 50;
const MAX_LINE_QUANTITY = 999;
/** A longer `lines` field cannot be a basket of MAX_CHECKOUT_LINES lines: refused before JSON.parse. */
const MAX_LINES_JSON = 20_000;

export const CHECKOUT_MESSAGES = {
  customerName: "Please enter customer name",
  plate: "Enter the plate as letters and digits (e.g. 1234 ABC)",
  phone: "Enter a phone number: 9 digits starting 6-9, or + and the country code",
  email: "Enter a valid e-mail address",
  emptyCart: "Please add items to cart",
  tooManyLines: `A sale can have at most ${MAX_CHECKOUT_LINES} lines`,
  duplicateLine: "Each tyre can appear only once in a sale",
  badLine: "Invalid basket line",
  badPayment: "Please choose a payment method",
  badReservation: "Invalid reservation",
  taxIdFormat: "Enter a Spanish NIF, NIE or CIF (e.g. 12345678Z, X1234567L, B04123451)",
  taxIdCheck: "This NIF/NIE/CIF is not valid: check its letter or last digit",
  taxIdWithoutAddress: "Enter the customer's address for a full invoice",
  addressWithoutTaxId: "Enter the customer's NIF/NIE/CIF for a full invoice, or leave the address empty",
  overSimplifiedLimit: `Sales over ${formatEur(SIMPLIFIED_INVOICE_LIMIT_CENTS, "en")} (IVA included) need a full invoice: enter the customer's NIF/NIE/CIF and address`,
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

// Posted as a JSON array of service lines (app/domain/services.ts): ids, rims and quantities only.
const serviceLinesField = z.preprocess(
  (v, ctx) => {
    if (v == null || v === "") return [];
    if (typeof v !== "string") return v;
    if (v.length > MAX_LINES_JSON) {
      ctx.addIssue({ code: "custom", message: SERVICE_LINE_MESSAGES.tooMany });
      return z.NEVER;
    }
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: SERVICE_LINE_MESSAGES.badLine });
      return z.NEVER;
    }
  },
  z.array(serviceLineSchema, { error: SERVICE_LINE_MESSAGES.badLine }).max(MAX_SERVICE_LINES, SERVICE_LINE_MESSAGES.tooMany),
);

export const checkoutSchema = z
  .object({
    customerName: requiredText(120, CHECKOUT_MESSAGES.customerName, "Customer name must be at most 120 characters"),
    /**
     * The customer's NIF/NIE/CIF: with it (and the address) the sale is issued as a full invoice
     * (factura completa, F1); without, as a simplified one. Stored normalised ("B04123451").
     */
    customerTaxId: z
      .preprocess((v) => formText(v) || undefined, z.string().max(30, CHECKOUT_MESSAGES.taxIdFormat).optional())
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const id = normaliseTaxId(v);
        const check = checkTaxId(id);
        if (check !== "ok") {
          ctx.addIssue({ code: "custom", message: check === "format" ? CHECKOUT_MESSAGES.taxIdFormat : CHECKOUT_MESSAGES.taxIdCheck });
          return z.NEVER;
        }
        return id;
      }),
    customerAddress: z.preprocess(
      (v) => formText(v) || undefined,
      z.string().max(300, "Address must be at most 300 characters").optional(),
    ),
    vehicleReg: optionalText(20, "Vehicle registration must be at most 20 characters").refine(
      (v) => v == null || isPlate(v),
      CHECKOUT_MESSAGES.plate,
    ),
    /** The customer's phone and e-mail: not on the invoice, kept on the customer's record. */
    customerPhone: z.preprocess(
      (v) => formText(v) || undefined,
      z
        .string()
        .max(30, CHECKOUT_MESSAGES.phone)
        .refine((p) => phoneDigits(p) != null, CHECKOUT_MESSAGES.phone)
        .optional(),
    ),
    customerEmail: z.preprocess(
      (v) => formText(v) || undefined,
      z.string().max(254, CHECKOUT_MESSAGES.email).refine(isEmail, CHECKOUT_MESSAGES.email).optional(),
    ),
    paymentMethod: z.preprocess(
      (v) => formText(v) || undefined,
      z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.badPayment }).default("cash"),
    ),
    notes: optionalText(1000, "Notes must be at most 1000 characters"),
    /** The reservation this sale collects (Sell on /reservations); its tyre must be in the sale. */
    reservationId: z.preprocess((v) => formText(v) || undefined, rowIdField(CHECKOUT_MESSAGES.badReservation).optional()),
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
        .max(MAX_CHECKOUT_LINES, CHECKOUT_MESSAGES.tooManyLines)
        .refine((lines) => new Set(lines.map((l) => l.tyreId)).size === lines.length, CHECKOUT_MESSAGES.duplicateLine),
    ),
  })
  .extend({ services: serviceLinesField })
  .superRefine((v, ctx) => {
    // A sale of tyres, of services, or both.
    if (v.lines.length === 0 && v.services.length === 0)
      ctx.addIssue({ code: "custom", path: ["lines"], message: CHECKOUT_MESSAGES.emptyCart });
    if (v.customerTaxId && !v.customerAddress)
      ctx.addIssue({ code: "custom", path: ["customerAddress"], message: CHECKOUT_MESSAGES.taxIdWithoutAddress });
    if (v.customerAddress && !v.customerTaxId)
      ctx.addIssue({ code: "custom", path: ["customerTaxId"], message: CHECKOUT_MESSAGES.addressWithoutTaxId });
  });

/** The parsed form; the recipient's fields are optional (a simplified invoice has none). */
export type CheckoutInput = Omit<z.output<typeof checkoutSchema>, "customerTaxId" | "services"> & {
  customerTaxId?: string;
  /** Service lines (none when absent). */
  services?: ServiceLineRequest[];
};
