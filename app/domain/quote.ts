// Quotes (presupuestos): what the counter offers a customer for a job, before any sale. Pure and
// browser-safe: the staff editor, the customer's page and the server read the same rules.
//
// Rules:
// - A quote is numbered in its own yearly series without gaps (P-2026-0001); it is not an invoice
//   and makes no tax record.
// - Its lines are priced when the revision is made and frozen with it: a stock tyre at its price
//   plus its end-of-life fee, a service at the catalogue's price for the rim, a "to order" line at
//   the price the counter gives. Prices include IVA, as every price in the shop does.
// - Changing a sent quote makes a new revision; the link always shows the newest, and an answer
//   belongs to the revision it was given on (one answer per revision).
// - A quote is open until answered or until its validity date has passed (the whole day counts).
import { z } from "zod";
import { isEmail, isPlate, phoneDigits, rowIdField } from "./field-rules";
import { signedTaxFromInclusiveTotal, type TaxLine } from "./invoice";
import { type Cents, parseCents } from "./money";
import { isTyreId } from "./tyre-id";
import { sizeInText } from "./stock-request";
import { addressField, type CheckoutMessages, PAYMENT_METHODS, refineRecipient, taxIdField } from "./checkout";
import { formText, jsonListField, optionalText, requiredText } from "~/lib/form";

/** The series letter in invoice_counters; numbers read P-2026-0001. */
export const QUOTE_SERIES = "P";
const QUOTE_SEQ_DIGITS = 4;
export const MAX_QUOTE_SEQ = 999_999;
export const MAX_QUOTE_LINES = 30;
const MAX_LINE_QUANTITY = 99;
const MAX_LINE_PRICE_CENTS = 999_999;
const MAX_LINES_JSON = 20_000;
/** A quote is valid this many days unless the shop's setting says otherwise. */
export const DEFAULT_QUOTE_VALID_DAYS = 15;
export const MAX_QUOTE_VALID_DAYS = 120;

export function formatQuoteNumber(year: number, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || seq > MAX_QUOTE_SEQ) throw new RangeError(`Bad quote sequence: ${seq}`);
  return `${QUOTE_SERIES}-${year}-${String(seq).padStart(QUOTE_SEQ_DIGITS, "0")}`;
}

/** A priced line as a revision keeps it (frozen). `unitCents` includes IVA and, for a tyre, its end-of-life fee. */
export type QuoteLine =
  | { kind: "tyre"; tyreId: string; description: string; size: string; quantity: number; unitCents: Cents; disposalCents: Cents }
  | { kind: "order"; description: string; quantity: number; unitCents: Cents; supplierCents: Cents | null; days: number | null }
  | {
      kind: "service";
      serviceId: number;
      code: string;
      nameEs: string;
      nameEn: string;
      rim: number | null;
      quantity: number;
      unitCents: Cents;
    };

/** What the editor posts for a line: ids and quantities; only a "to order" line carries prices. */
export type QuoteLineRequest =
  | { kind: "tyre"; tyreId: string; quantity: number }
  | { kind: "order"; description: string; quantity: number; unitCents: Cents; supplierCents: Cents | null; days: number | null }
  | { kind: "service"; serviceId: number; rim: number | null; quantity: number };

export function quoteLineTotalCents(l: QuoteLine): Cents {
  return l.unitCents * l.quantity;
}

export interface QuoteTotals extends TaxLine {
  totalCents: Cents;
}

/** The quote's total with IVA and its split into base and IVA at the shop's rate. */
export function quoteTotals(lines: readonly QuoteLine[], vatRatePercent: number): QuoteTotals {
  const totalCents = lines.reduce((a, l) => a + quoteLineTotalCents(l), 0);
  return { totalCents, ...signedTaxFromInclusiveTotal(totalCents, vatRatePercent) };
}

/** The line's name in a language (a service has one per language). */
export function quoteLineName(l: QuoteLine, locale: "es" | "en"): string {
  if (l.kind === "service") return locale === "es" ? l.nameEs : l.nameEn;
  return l.description;
}

// ---- Status and answers ----------------------------------------------------------------------

export const QUOTE_ANSWERS = ["accepted", "declined"] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
/** How an answer reached the shop: the customer's link, or staff recording it. */
export const QUOTE_CHANNELS = ["link", "in_person", "phone"] as const;
export type QuoteChannel = (typeof QUOTE_CHANNELS)[number];

export type QuoteStatus = "open" | "accepted" | "declined" | "expired";

/** The status of a quote's newest revision on `today` (the shop's yyyy-mm-dd). */
export function quoteStatus(q: { answer: QuoteAnswer | null; validUntil: string }, today: string): QuoteStatus {
  if (q.answer) return q.answer;
  return today > q.validUntil ? "expired" : "open";
}

/** Why an answer cannot be given now, or null when it can. */
export type AnswerProblem = "answered" | "expired" | "superseded";
export function answerProblem(
  q: { revision: number; answer: QuoteAnswer | null; validUntil: string },
  revisionAnswered: number,
  today: string,
): AnswerProblem | null {
  if (revisionAnswered !== q.revision) return "superseded";
  if (q.answer) return "answered";
  if (today > q.validUntil) return "expired";
  return null;
}

/** Which revision a change of the quote makes: a quote already accepted is not changed (make a new one). */
export function canRevise(q: { answer: QuoteAnswer | null }): boolean {
  return q.answer !== "accepted";
}

/** The short WhatsApp text with the quote's link, in the customer's language. */
export function quoteShareText(q: { number: string; shopName: string; link: string }, locale: "es" | "en"): string {
  return locale === "es"
    ? `Hola, te enviamos el presupuesto ${q.number} de ${q.shopName}: ${q.link}`
    : `Hello, here is quote ${q.number} from ${q.shopName}: ${q.link}`;
}

/** A one-to-one click-to-chat link to the customer's phone with a first message (null without a usable phone). */
export function customerWhatsappLink(phone: string | null | undefined, text: string): string | null {
  const digits = phone ? phoneDigits(phone) : null;
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

// ---- The staff form --------------------------------------------------------------------------

/** The quote form's messages (app/i18n/staff/<locale>/quotes.ts `form` gives them in each language). */
export interface QuoteFormMessages {
  readonly customerName: string;
  readonly nameTooLong: string;
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
  readonly plate: string;
  readonly plateTooLong: string;
  readonly noteTooLong: string;
  readonly validDays: string;
  readonly language: string;
  readonly noLines: string;
  readonly tooManyLines: string;
  readonly badLine: string;
  readonly tyreCode: string;
  readonly duplicateTyre: string;
  readonly orderDescription: string;
  readonly orderPrice: string;
}

const quantity = (m: QuoteFormMessages) =>
  z.number({ error: m.badLine }).int(m.badLine).min(1, m.badLine).max(MAX_LINE_QUANTITY, m.badLine);
const price = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const c = typeof v === "number" ? (Number.isInteger(v) ? v : null) : parseCents(v);
    if (c == null || c <= 0 || c > MAX_LINE_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return c;
  });

function lineSchemaIn(m: QuoteFormMessages) {
  return z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("tyre"),
        tyreId: z.string({ error: m.tyreCode }).trim().max(40, m.tyreCode).refine(isTyreId, m.tyreCode),
        quantity: quantity(m),
      }),
      z.object({
        kind: z.literal("order"),
        description: z.preprocess(
          formText,
          z
            .string()
            .min(1, m.orderDescription)
            .max(160, m.orderDescription)
            .refine((d) => sizeInText(d) != null, m.orderDescription),
        ),
        quantity: quantity(m),
        /** Euros as typed ("89,90") or cents as a whole number. */
        unitCents: price(m.orderPrice),
        supplierCents: z.preprocess((v) => (v === "" || v == null ? null : v), price(m.badLine).nullable()),
        days: z.preprocess((v) => (v === "" || v == null ? null : Number(v)), z.number().int().min(0).max(120).nullable()),
      }),
      z.object({
        kind: z.literal("service"),
        serviceId: rowIdField(m.badLine),
        rim: z.number({ error: m.badLine }).int(m.badLine).min(10, m.badLine).max(30, m.badLine).nullable(),
        quantity: quantity(m),
      }),
    ],
    { error: m.badLine },
  );
}

/**
 * A quote's form: the customer (name, and a phone or an e-mail to send it to), the plate, the
 * customer's language, how many days it is valid (left empty: `defaultValidDays`, the shop's
 * setting), a note, and its lines as JSON.
 */
export function quoteFormSchemaIn(m: QuoteFormMessages, defaultValidDays: number = DEFAULT_QUOTE_VALID_DAYS) {
  return z
    .object({
      customerName: requiredText(120, m.customerName, m.nameTooLong),
      phone: z.preprocess(
        (v) => formText(v) || undefined,
        z
          .string()
          .max(30, m.phone)
          .refine((p) => phoneDigits(p) != null, m.phone)
          .optional(),
      ),
      email: z.preprocess((v) => formText(v) || undefined, z.string().max(254, m.email).refine(isEmail, m.email).optional()),
      plate: optionalText(20, m.plateTooLong).refine((v) => v == null || isPlate(v), m.plate),
      locale: z.preprocess((v) => formText(v) || "es", z.enum(["es", "en"], { error: m.language })),
      validDays: z.preprocess(
        (v) => (formText(v) === "" ? defaultValidDays : Number(formText(v))),
        z.number({ error: m.validDays }).int(m.validDays).min(1, m.validDays).max(MAX_QUOTE_VALID_DAYS, m.validDays),
      ),
      note: optionalText(1000, m.noteTooLong),
      /** The follow-up (declined work) the quote was made from: it is then marked quoted. */
      fromFollowUp: z.preprocess((v) => formText(v) || undefined, rowIdField(m.badLine).optional()),
      lines: jsonListField(
        MAX_LINES_JSON,
        m.tooManyLines,
        m.badLine,
        z
          .array(lineSchemaIn(m), { error: m.badLine })
          .min(1, m.noLines)
          .max(MAX_QUOTE_LINES, m.tooManyLines)
          .refine((lines) => {
            const ids = lines.flatMap((l) => (l.kind === "tyre" ? [l.tyreId] : []));
            return new Set(ids).size === ids.length;
          }, m.duplicateTyre),
      ),
    })
    .superRefine((v, ctx) => {
      if (!v.phone && !v.email) ctx.addIssue({ code: "custom", path: ["phone"], message: m.contact });
    });
}

export type QuoteFormInput = z.output<ReturnType<typeof quoteFormSchemaIn>>;

/**
 * The customer's answer from the link: accept (optionally with a fitting time) or decline with a
 * reason. Its messages: the public catalogue's `quote.errors` (app/i18n/messages/<locale>/quote.ts).
 */
export interface QuoteAnswerMessages {
  readonly choose: string;
  readonly reasonTooLong: string;
  readonly badRevision: string;
  readonly badSlot: string;
}

export function quoteAnswerSchemaIn(m: QuoteAnswerMessages) {
  return z.object({
    answer: z.preprocess(formText, z.enum(QUOTE_ANSWERS, { error: m.choose })),
    revision: z.preprocess(
      (v) => Number(formText(v)),
      z.number({ error: m.badRevision }).int(m.badRevision).min(1, m.badRevision).max(999, m.badRevision),
    ),
    reason: optionalText(500, m.reasonTooLong),
    /** A free fitting time "yyyy-mm-ddTHH:MM" from the agenda, or empty. */
    slot: z.preprocess(
      (v) => formText(v) || null,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, m.badSlot)
        .nullable(),
    ),
  });
}

/** An answer staff record (given in person or by phone): the customer's answer and how it came (staff catalogue `quotes.record`). */
export interface QuoteRecordMessages extends QuoteAnswerMessages {
  readonly channel: string;
}

export function quoteRecordSchemaIn(m: QuoteRecordMessages) {
  return quoteAnswerSchemaIn(m).extend({
    channel: z.preprocess(formText, z.enum(["in_person", "phone"], { error: m.channel })),
  });
}

/**
 * Selling a quote at the till: the payment method and, for a full invoice, the recipient's tax id
 * and address (both or neither), with the checkout's own messages.
 */
export function quoteSaleSchemaIn(
  m: Pick<CheckoutMessages, "badPayment" | "taxIdFormat" | "taxIdCheck" | "taxIdWithoutAddress" | "addressWithoutTaxId" | "addressTooLong">,
) {
  return z
    .object({
      paymentMethod: z.preprocess(formText, z.enum(PAYMENT_METHODS, { error: m.badPayment })),
      customerTaxId: taxIdField(m),
      customerAddress: addressField(m),
    })
    .superRefine((v, ctx) => refineRecipient(v, ctx, m));
}

// ---- Photos ----------------------------------------------------------------------------------

/** At most this many photos on a quote (the worn tread, the sidewall cut, the DOT). */
export const QUOTE_PHOTO_LIMIT = 6;
/** The photo forms' messages (app/i18n/staff/<locale>/quotes.ts `photos.messages`). */
export interface QuotePhotoMessages {
  readonly empty: string;
  readonly notAnImage: string;
  readonly noFile: string;
  readonly limit: string;
  readonly tooLarge: string;
  readonly photoNotFound: string;
}
