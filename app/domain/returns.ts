// Returns and rectifying invoices (factura rectificativa por diferencias): the return form, how
// many of each line can still be returned, the negative lines and totals of the rectifying
// invoice, and its VERI*FACTU type. Pure and browser-safe; the transaction is returnSale in
// app/server/sales/returns.server.ts. See docs/decisions/024-returns-and-rectifying-invoices.md.
import { returnedDiscountShare } from "./discount";
import { rowIdField } from "./field-rules";
import { z } from "zod";
import { formText, requiredText } from "~/lib/form";
import { type PaymentMethod, type PricedLine, invoiceTotals, type InvoiceTotals } from "./invoice";
import type { Cents } from "./money";
import type { Reason } from "~/lib/reason";

export const REFUND_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];
const MAX_RETURN_LINES = 50;
/** The longest reason a return may give. */
export const MAX_RETURN_REASON = 500;

/** The return form's and check's messages; the staff catalogue gives them in the account's language. */
export interface ReturnMessages {
  reason: string;
  reasonTooLong: string;
  refundMethod: string;
  badQuantity: string;
  badServiceQuantity: string;
  nothing: string;
  badLine: string;
  allReturned: (sold: number) => string;
  onlySome: (can: number, sold: number, returned: number) => string;
  backOnSale: string;
}

/** Whether the returned tyres go back on sale: "yes", or "no" (defective, kept off sale for the supplier's claim). */
export const BACK_ON_SALE = ["yes", "no"] as const;

/**
 * Whether a return's reason speaks of a defect (a bubble or bulge in the sidewall, a crack, a
 * deformation, a warranty claim): the return form then proposes keeping the tyres off sale.
 * Only a proposal: the counter chooses.
 */
export function looksDefective(reason: string): boolean {
  return /defect|burbuja|bulto|hernia|grieta|deform|garant|bubble|bulge|crack|warrant/i.test(reason);
}

const quantityField = (message: string) =>
  z.preprocess(
    (v) => {
      const t = formText(v);
      return t === "" ? 0 : /^\d{1,4}$/.test(t) ? Number(t) : Number.NaN;
    },
    z.number({ error: message }).int(message).min(0, message).max(9999),
  );

/**
 * The return form, read with parseForm(returnSchema, form, { nested: true }): the tyre lines are
 * posted as `lines.<n>.itemId` and `lines.<n>.quantity` (how many of that invoice line come back),
 * the service lines (a fitting refunded) as `services.<n>.lineId` and `services.<n>.quantity`, so
 * the message of a line's quantity is keyed by the name of its input.
 */
export function returnSchemaIn(m: ReturnMessages) {
  return z
    .object({
      reason: requiredText(MAX_RETURN_REASON, m.reason, m.reasonTooLong),
      refundMethod: z.preprocess((v) => formText(v) || undefined, z.enum(REFUND_METHODS, { error: m.refundMethod })),
      // Absent (a form from before the choice, a service line alone): back on sale, as returns always were.
      backOnSale: z.preprocess((v) => formText(v) || "yes", z.enum(BACK_ON_SALE, { error: m.backOnSale })).transform((v) => v === "yes"),
      lines: z
        .array(
          z.object({
            itemId: rowIdField(m.badLine),
            quantity: quantityField(m.badQuantity),
          }),
          { error: m.nothing },
        )
        .max(MAX_RETURN_LINES, m.nothing)
        .optional()
        .transform((lines) => (lines ?? []).filter(Boolean)),
      services: z
        .array(
          z.object({
            lineId: rowIdField(m.badLine),
            quantity: quantityField(m.badServiceQuantity),
          }),
          { error: m.nothing },
        )
        .max(MAX_RETURN_LINES, m.nothing)
        .optional()
        .transform((lines) => (lines ?? []).filter(Boolean)),
    })
    .refine((r) => r.lines.some((l) => l.quantity > 0) || r.services.some((l) => l.quantity > 0), {
      message: m.nothing,
      path: ["lines", "form"],
    });
}

export type ReturnInput = z.output<ReturnType<typeof returnSchemaIn>>;

/** A line of the invoice being rectified, and how many of it earlier returns already took back. */
export interface SoldLine extends PricedLine {
  id: number;
  /** Units returned so far by earlier rectifying invoices (a positive count). */
  returned: number;
}

/** How many of each line can still be returned: sold minus returned so far, never below 0. */
export function returnableQuantities(lines: readonly SoldLine[]): Map<number, number> {
  return new Map(lines.map((l) => [l.id, Math.max(0, l.quantity - l.returned)]));
}

/** Why a return is refused, as one of the return's messages and its values. */
export type ReturnReason = Reason<ReturnMessages>;

export type ReturnCheck =
  | { ok: true; lines: { line: SoldLine; quantity: number }[]; services: { line: SoldLine; quantity: number }[] }
  | { ok: false; fieldErrors: Record<string, ReturnReason>; reason: ReturnReason };

function checkLines(
  sold: readonly SoldLine[],
  wanted: readonly { id: number; quantity: number }[],
  key: string,
  fieldErrors: Record<string, ReturnReason>,
): { line: SoldLine; quantity: number }[] {
  const byId = new Map(sold.map((l) => [l.id, l]));
  const left = returnableQuantities(sold);
  const seen = new Set<number>();
  const lines: { line: SoldLine; quantity: number }[] = [];
  wanted.forEach((w, i) => {
    const line = byId.get(w.id);
    if (!line || seen.has(w.id)) {
      fieldErrors[`${key}.${i}.quantity`] = { key: "badLine" };
      return;
    }
    seen.add(w.id);
    if (w.quantity === 0) return;
    const can = left.get(line.id)!;
    if (w.quantity > can) {
      fieldErrors[`${key}.${i}.quantity`] =
        can === 0 ? { key: "allReturned", values: [line.quantity] } : { key: "onlySome", values: [can, line.quantity, line.returned] };
      return;
    }
    lines.push({ line, quantity: w.quantity });
  });
  return lines;
}

/**
 * Checks a return against the invoice's lines, tyres and services alike: every line must be on
 * the invoice, no line may come back more times than it was sold (over all returns), and at least
 * one unit must come back. The reasons are keyed like the form's inputs (`lines.<n>.quantity`,
 * `services.<n>.quantity`); the caller words them. A service line is priced without an
 * end-of-life fee (0).
 */
export function checkReturn(
  sold: readonly SoldLine[],
  wanted: ReturnInput["lines"],
  soldServices: readonly SoldLine[] = [],
  wantedServices: ReturnInput["services"] = [],
): ReturnCheck {
  const fieldErrors: Record<string, ReturnReason> = {};
  const lines = checkLines(
    sold,
    wanted.map((w) => ({ id: w.itemId, quantity: w.quantity })),
    "lines",
    fieldErrors,
  );
  const services = checkLines(
    soldServices,
    wantedServices.map((w) => ({ id: w.lineId, quantity: w.quantity })),
    "services",
    fieldErrors,
  );
  const first = Object.values(fieldErrors)[0];
  if (first) return { ok: false, fieldErrors, reason: first };
  if (lines.length === 0 && services.length === 0)
    return { ok: false, fieldErrors: { form: { key: "nothing" } }, reason: { key: "nothing" } };
  return { ok: true, lines, services };
}

/** One line of a rectifying invoice: the returned line's prices, a negative quantity and total. */
export interface RectifyingLine {
  rectifiesItemId: number;
  /** Negative: the units that came back. */
  quantity: number;
  unitPriceCents: Cents;
  disposalFeeCents: Cents;
  /** The returned units' share of the sold line's discount, negative (0: none). */
  discountCents: Cents;
  lineTotalCents: Cents;
}

/** The rectifying invoice's lines: the returned units at the prices they were sold for, negated. */
export function rectifyingLines(returned: readonly { line: SoldLine; quantity: number }[]): RectifyingLine[] {
  return returned.map(({ line, quantity }) => {
    if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Bad returned quantity: ${quantity}`);
    // A discounted line gives back what was paid: its share of the discount comes off the refund.
    const share = returnedDiscountShare(line.discountCents ?? 0, line.quantity, line.returned, quantity);
    return {
      rectifiesItemId: line.id,
      quantity: -quantity,
      unitPriceCents: line.unitPriceCents,
      disposalFeeCents: line.disposalFeeCents,
      discountCents: 0 - share,
      lineTotalCents: share - (line.unitPriceCents + line.disposalFeeCents) * quantity,
    };
  });
}

/** The negative totals of a rectifying invoice: the invoice totals of the returned units, negated. */
export function rectifyingTotals(lines: readonly RectifyingLine[]): InvoiceTotals {
  const positive = invoiceTotals(lines.map((l) => ({ ...l, quantity: -l.quantity, discountCents: -l.discountCents })));
  return {
    // 0 - x, not -x: a return without tyres has a disposal total of 0, never -0.
    subtotalCents: 0 - positive.subtotalCents,
    totalDisposalCents: 0 - positive.totalDisposalCents,
    grandTotalCents: 0 - positive.grandTotalCents,
  };
}

/**
 * What a return comes to before it is issued (the amount the confirmation shows): the refund, as
 * the rectifying invoice will total it, and the tyres it takes back; null when the return would
 * be refused (the server then says why, beside the lines). `left` is what each line can still
 * return (the invoice page's `returnable`).
 */
export function returnPreview(
  invoice: {
    items: readonly { id: number; quantity: number; unitPriceCents: Cents; disposalFeeCents: Cents; discountCents?: Cents }[];
    services: readonly { id: number; quantity: number; unitPriceCents: Cents; discountCents?: Cents }[];
  },
  left: { items: Record<number, number>; services: Record<number, number> },
  input: Pick<ReturnInput, "lines" | "services">,
): { refundCents: Cents; tyres: number } | null {
  const sold = (
    lines: readonly { id: number; quantity: number; unitPriceCents: Cents; disposalFeeCents?: Cents; discountCents?: Cents }[],
    can: Record<number, number>,
  ) => lines.map((l) => ({ ...l, disposalFeeCents: l.disposalFeeCents ?? 0, returned: l.quantity - (can[l.id] ?? 0) }));
  const check = checkReturn(sold(invoice.items, left.items), input.lines, sold(invoice.services, left.services), input.services);
  if (!check.ok) return null;
  const totals = rectifyingTotals([...rectifyingLines(check.lines), ...rectifyingLines(check.services)]);
  return { refundCents: 0 - totals.grandTotalCents, tyres: check.lines.reduce((n, l) => n + l.quantity, 0) };
}

/** VERI*FACTU type of the rectifying invoice: R5 for a simplified invoice (F2), R1 for a full one (F1, or F3 in place of simplified ones). */
export function rectifyingInvoiceType(rectifiedType: string): "R1" | "R5" {
  if (rectifiedType === "F2") return "R5";
  if (rectifiedType === "F1" || rectifiedType === "F3") return "R1";
  throw new RangeError(`An invoice of type ${rectifiedType} cannot be rectified by a return`);
}

export function isRectifyingType(type: string): boolean {
  return type === "R1" || type === "R5";
}

/** Rectification by differences: the rectifying invoice carries only the change (negative amounts). */
export const RECTIFICATION_BY_DIFFERENCES = "I";
