// The checkout form: one zod schema for the browser's early feedback and the action's check.
// Only tyre ids and quantities come from the browser; every amount is computed on the server.
// Read it with parseForm (app/lib/form.ts), from the posted FormData or a plain object.
import { isEmail, isPlate, phoneDigits, rowIdField } from "./field-rules";
import { z } from "zod";
import { formText, jsonListField, optionalText, requiredText } from "~/lib/form";
import type { PaymentMethod } from "./invoice";
import { MAX_SERVICE_LINES, type ServiceLineMessages, type ServiceLineRequest, serviceLineSchemaIn } from "./services";
import { checkTaxId, normaliseTaxId } from "./tax-id";
import { isTyreId } from "./tyre-id";
import {
  DISCOUNT_KINDS,
  DISCOUNT_REASON_MAX,
  type DiscountMessages,
  discountedLineCents,
  type LineDiscount,
  WHOLE_PERCENT,
} from "./discount";

export const PAYMENT_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];
/** More lines than any counter sale needs; keeps a hostile request from locking the whole stock. */
export const MAX_CHECKOUT_LINES = 50;
const MAX_LINE_QUANTITY = 999;
/** A longer `lines` field cannot be a basket of MAX_CHECKOUT_LINES lines: refused before JSON.parse. */
const MAX_LINES_JSON = 20_000;
/** Free lines (a part not in stock, typed at the till) a sale may carry. */
export const MAX_FREE_LINES = 10;
export const FREE_LINE_LIMITS = { description: 80, maxPriceCents: 999_999, maxQuantity: 99 } as const;

/** The form field that carries the sale's key, and the keys' shape: letters, digits and dashes. */
export const SALE_KEY_FIELD = "saleKey";
export const SALE_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/**
 * The checkout form's messages, in the back-office's language: the staff catalogue gives them
 * (app/i18n/staff/{es,en}/checkout.ts).
 */
export interface CheckoutMessages {
  readonly customerName: string;
  readonly plate: string;
  readonly phone: string;
  readonly email: string;
  readonly emptyCart: string;
  readonly tooManyLines: string;
  readonly duplicateLine: string;
  readonly badLine: string;
  readonly badPayment: string;
  readonly badReservation: string;
  readonly taxIdFormat: string;
  readonly taxIdCheck: string;
  readonly taxIdWithoutAddress: string;
  readonly addressWithoutTaxId: string;
  readonly overSimplifiedLimit: string;
  readonly overServicesLimit: string;
  readonly nameTooLong: string;
  readonly addressTooLong: string;
  readonly plateTooLong: string;
  readonly notesTooLong: string;
  readonly badDiscount: string;
  readonly discountReason: string;
  readonly discountReasonTooLong: string;
  readonly discountPercent: string;
  readonly discountAmount: string;
  readonly freeDescription: string;
  readonly freeDescriptionTooLong: string;
  readonly freePrice: string;
  readonly freeQuantity: string;
  readonly tooManyFreeLines: string;
  readonly approverEmail: string;
  readonly approverPassword: string;
  readonly badSaleKey: string;
}

type RecipientMessages = Pick<
  CheckoutMessages,
  "taxIdFormat" | "taxIdCheck" | "taxIdWithoutAddress" | "addressWithoutTaxId" | "addressTooLong"
>;

/**
 * The customer's NIF/NIE/CIF of a full invoice (factura completa, F1): optional, stored normalised
 * ("B04123451"), refused when its format or its check letter is wrong.
 */
export function taxIdField(m: RecipientMessages) {
  return z
    .preprocess((v) => formText(v) || undefined, z.string().max(30, m.taxIdFormat).optional())
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const id = normaliseTaxId(v);
      const check = checkTaxId(id);
      if (check !== "ok") {
        ctx.addIssue({ code: "custom", message: check === "format" ? m.taxIdFormat : m.taxIdCheck });
        return z.NEVER;
      }
      return id;
    });
}

/** A full invoice's address: optional, at most 300 characters. */
export const addressField = (m: RecipientMessages) =>
  z.preprocess((v) => formText(v) || undefined, z.string().max(300, m.addressTooLong).optional());

/** A full invoice needs both the tax id and the address: one without the other is refused beside the missing one. */
export function refineRecipient(v: { customerTaxId?: string; customerAddress?: string }, ctx: z.RefinementCtx, m: RecipientMessages) {
  if (v.customerTaxId && !v.customerAddress) ctx.addIssue({ code: "custom", path: ["customerAddress"], message: m.taxIdWithoutAddress });
  if (v.customerAddress && !v.customerTaxId) ctx.addIssue({ code: "custom", path: ["customerTaxId"], message: m.addressWithoutTaxId });
}

/** A posted discount (inside a line of the basket's JSON): its kind, value and reason. */
export function lineDiscountSchemaIn(m: DiscountMessages) {
  return z
    .object({
      kind: z.enum(DISCOUNT_KINDS, { error: m.badDiscount }),
      value: z.number({ error: m.badDiscount }).int(m.badDiscount).min(0, m.badDiscount).max(99_999_999, m.badDiscount),
      reason: z.string({ error: m.discountReason }).trim().min(1, m.discountReason).max(DISCOUNT_REASON_MAX, m.discountReasonTooLong),
    })
    .superRefine((d, ctx) => {
      if (d.kind === "percent" && (d.value < 1 || d.value >= WHOLE_PERCENT))
        ctx.addIssue({ code: "custom", path: ["value"], message: m.discountPercent });
      if (d.kind === "amount" && d.value < 1) ctx.addIssue({ code: "custom", path: ["value"], message: m.discountAmount });
    });
}

/** The checkout form with its messages in a language (`m`: the form's, `lm`: the service lines'). */
export function checkoutSchemaIn(m: CheckoutMessages, lm: ServiceLineMessages) {
  /** A line's discount (none when absent): app/domain/discount.ts. */
  const discountField = lineDiscountSchemaIn(m).optional();
  const checkoutLineSchema = z.object({
    // A stock code, as the basket holds it: anything else (a NUL, which the database cannot even
    // compare, or any other text) is a bad line, never a query.
    tyreId: z.string({ error: m.badLine }).trim().max(40, m.badLine).refine(isTyreId, m.badLine),
    quantity: z.number({ error: m.badLine }).int(m.badLine).min(1, m.badLine).max(MAX_LINE_QUANTITY, m.badLine),
    discount: discountField,
  });
  // A part or a job not in stock nor in the catalogue, at the price the clerk types (IVA included).
  const freeLineSchema = z.object({
    description: z
      .string({ error: m.freeDescription })
      .trim()
      .min(1, m.freeDescription)
      .max(FREE_LINE_LIMITS.description, m.freeDescriptionTooLong),
    unitPriceCents: z.number({ error: m.freePrice }).int(m.freePrice).min(1, m.freePrice).max(FREE_LINE_LIMITS.maxPriceCents, m.freePrice),
    quantity: z
      .number({ error: m.freeQuantity })
      .int(m.freeQuantity)
      .min(1, m.freeQuantity)
      .max(FREE_LINE_LIMITS.maxQuantity, m.freeQuantity),
    discount: discountField,
  });

  // Posted as a JSON array of service lines (app/domain/services.ts): ids, rims and quantities only.
  const serviceLinesField = jsonListField(
    MAX_LINES_JSON,
    lm.tooMany,
    lm.badLine,
    z.array(serviceLineSchemaIn(lm).extend({ discount: discountField }), { error: lm.badLine }).max(MAX_SERVICE_LINES, lm.tooMany),
  );
  const freeLinesField = jsonListField(
    MAX_LINES_JSON,
    m.tooManyFreeLines,
    m.badLine,
    z.array(freeLineSchema, { error: m.badLine }).max(MAX_FREE_LINES, m.tooManyFreeLines),
  );

  return z
    .object({
      customerName: requiredText(120, m.customerName, m.nameTooLong),
      /**
       * The customer's NIF/NIE/CIF: with it (and the address) the sale is issued as a full invoice
       * (factura completa, F1); without, as a simplified one. Stored normalised ("B04123451").
       */
      customerTaxId: taxIdField(m),
      customerAddress: addressField(m),
      vehicleReg: optionalText(20, m.plateTooLong).refine((v) => v == null || isPlate(v), m.plate),
      /** The customer's phone and e-mail: not on the invoice, kept on the customer's record. */
      customerPhone: z.preprocess(
        (v) => formText(v) || undefined,
        z
          .string()
          .max(30, m.phone)
          .refine((p) => phoneDigits(p) != null, m.phone)
          .optional(),
      ),
      customerEmail: z.preprocess((v) => formText(v) || undefined, z.string().max(254, m.email).refine(isEmail, m.email).optional()),
      paymentMethod: z.preprocess((v) => formText(v) || undefined, z.enum(PAYMENT_METHODS, { error: m.badPayment }).default("cash")),
      notes: optionalText(1000, m.notesTooLong),
      /** The reservation this sale collects (Sell on /reservations); its tyre must be in the sale. */
      reservationId: z.preprocess((v) => formText(v) || undefined, rowIdField(m.badReservation).optional()),
      // Posted as a JSON array of {tyreId, quantity} (the basket lives in the browser).
      lines: jsonListField(
        MAX_LINES_JSON,
        m.tooManyLines,
        m.badLine,
        z
          .array(checkoutLineSchema, { error: m.emptyCart })
          .max(MAX_CHECKOUT_LINES, m.tooManyLines)
          .refine((lines) => new Set(lines.map((l) => l.tyreId)).size === lines.length, m.duplicateLine),
      ),
    })
    .extend({
      services: serviceLinesField,
      freeLines: freeLinesField,
      /** An owner's approval of discounts above the counter's limit: their e-mail and password. */
      approverEmail: z.preprocess(
        (v) => formText(v) || undefined,
        z.string().max(254, m.approverEmail).refine(isEmail, m.approverEmail).optional(),
      ),
      approverPassword: z.preprocess(
        (v) => (typeof v === "string" && v !== "" ? v : undefined),
        z.string().max(200, m.approverPassword).optional(),
      ),
      /** The key the till gave this sending of the basket (saleKeyFor): a second sending of it sells nothing twice. */
      saleKey: z.preprocess((v) => formText(v) || undefined, z.string().regex(SALE_KEY_PATTERN, m.badSaleKey).optional()),
    })
    .superRefine((v, ctx) => {
      // A sale of tyres, of services, of free lines, or any mix.
      if (v.lines.length === 0 && v.services.length === 0 && v.freeLines.length === 0)
        ctx.addIssue({ code: "custom", path: ["lines"], message: m.emptyCart });
      if (v.approverEmail && !v.approverPassword) ctx.addIssue({ code: "custom", path: ["approverPassword"], message: m.approverPassword });
      refineRecipient(v, ctx, m);
    });
}

/**
 * The key a till sends with a sale. The same basket sent again (its answer lost on the shop's
 * Wi-Fi, then Complete Sale pressed again) carries the key it was sent with, so the server finds
 * the sale the first sending made; once anything sent changed (a line, the customer, the payment)
 * it is another sale and gets a new key. `stored` is what the browser kept from its last sending
 * (`keep`, JSON of what was sent and its key); `content` is what is being sent now.
 */
export function saleKeyFor(stored: string | null, content: string, newKey: () => string): { key: string; keep: string } {
  let last: unknown = null;
  try {
    last = stored ? JSON.parse(stored) : null;
  } catch {
    last = null;
  }
  const same =
    last != null &&
    typeof last === "object" &&
    (last as { content?: unknown }).content === content &&
    typeof (last as { key?: unknown }).key === "string" &&
    SALE_KEY_PATTERN.test((last as { key: string }).key);
  const key = same ? (last as { key: string }).key : newKey();
  return { key, keep: JSON.stringify({ content, key }) };
}

/** The parsed form; the recipient's fields are optional (a simplified invoice has none). */
export type CheckoutInput = Omit<z.output<ReturnType<typeof checkoutSchemaIn>>, "customerTaxId" | "services" | "freeLines" | "lines"> & {
  customerTaxId?: string;
  /** The tyres: ids and quantities, each with the discount given on it, if any. */
  lines: { tyreId: string; quantity: number; discount?: LineDiscount }[];
  /** Service lines (none when absent), each with its discount, if any. */
  services?: (ServiceLineRequest & { discount?: LineDiscount })[];
  /** Free lines (none when absent). */
  freeLines?: FreeLineRequest[];
};

/** A part or job typed at the till: description, price (IVA included) and quantity. */
export interface FreeLineRequest {
  description: string;
  unitPriceCents: number;
  quantity: number;
  discount?: LineDiscount;
}

/** What free lines come to, less their discounts (the till's display; the server prices the sale). */
export function freeLinesTotalCents(lines: readonly FreeLineRequest[]): number {
  return lines.reduce((a, l) => a + discountedLineCents(l.unitPriceCents, l.quantity, l.discount), 0);
}
