// A full invoice in place of simplified ones (VERI*FACTU type F3, "factura emitida en sustitución
// de facturas simplificadas"): which simplified invoices may be replaced together, the form that
// names the recipient, and the F3's totals and the list of replaced invoices its record carries
// (FacturasSustituidas). Pure and browser-safe; the transaction is replaceInvoices in
// app/server/sales/replacement.server.ts. See docs/decisions/106-invoice-replacement-and-cancellation.md.
import { z } from "zod";
import { requiredText, textField } from "~/lib/form";
import { addressField, type CheckoutMessages, taxIdField } from "./checkout";
import { parseInvoiceNumber, type InvoiceTotals } from "./invoice";
import type { Reason } from "~/lib/reason";

/** At most this many simplified invoices in one replacement (the agency's schema takes 1000). */
export const MAX_REPLACED_INVOICES = 50;

/** A replaced simplified invoice as an F3 record names it: its number and issue date (dd-mm-yyyy). */
export interface ReplacedInvoiceRef {
  invoiceNumber: string;
  issueDate: string;
}

/** The refusals and the form's messages; the staff catalogue gives them in the account's language. */
export interface ReplacementMessages {
  nothing: string;
  tooMany: string;
  badList: string;
  badNumber: (text: string) => string;
  unknownNumber: (number: string) => string;
  notSimplified: (number: string) => string;
  alreadyReplaced: (number: string, by: string) => string;
  rectified: (number: string) => string;
  cancelled: (number: string) => string;
  otherCustomer: (number: string) => string;
  mixedRates: string;
  mixedSeller: string;
  customerName: string;
  nameTooLong: string;
  taxIdMissing: string;
  addressMissing: string;
}

/** A simplified invoice as the replacement rules see it, read under its row lock. */
export interface ReplaceableInvoice {
  id: number;
  invoiceNumber: string;
  invoiceType: string;
  /** The customer record (null: a walk-in sale without one). */
  customerId: number | null;
  vatRatePercent: number;
  sellerNif: string;
  /** The F3 that already replaced it, or null. */
  replacedBy: string | null;
  /** It has a return (a rectifying invoice names it). */
  rectified: boolean;
  cancelled: boolean;
}

/** Why a replacement is refused, as one of its messages and the values they show. */
export type ReplacementReason = Reason<ReplacementMessages>;

/** Why this one invoice cannot be replaced, or null when it can (alone or with others of its customer). */
export function invoiceReplacementRefusal(inv: ReplaceableInvoice): ReplacementReason | null {
  if (inv.invoiceType !== "F2") return { key: "notSimplified", values: [inv.invoiceNumber] };
  if (inv.cancelled) return { key: "cancelled", values: [inv.invoiceNumber] };
  if (inv.replacedBy) return { key: "alreadyReplaced", values: [inv.invoiceNumber, inv.replacedBy] };
  if (inv.rectified) return { key: "rectified", values: [inv.invoiceNumber] };
  return null;
}

/**
 * Why these invoices cannot be replaced together by one full invoice, or null when they can: each
 * must be a simplified invoice not replaced, not rectified by a return and not cancelled; all of
 * one customer record, or all without one (the clerk picked them by hand on one invoice page);
 * issued at one IVA rate under one shop NIF (the F3 carries one of each).
 */
export function replacementRefusal(invoices: readonly ReplaceableInvoice[]): ReplacementReason | null {
  if (invoices.length === 0) return { key: "nothing" };
  if (invoices.length > MAX_REPLACED_INVOICES) return { key: "tooMany" };
  for (const inv of invoices) {
    const refusal = invoiceReplacementRefusal(inv);
    if (refusal) return refusal;
  }
  const [first] = invoices;
  const other = invoices.find((inv) => inv.customerId !== first!.customerId);
  if (other) return { key: "otherCustomer", values: [other.invoiceNumber] };
  if (invoices.some((inv) => inv.vatRatePercent !== first!.vatRatePercent)) return { key: "mixedRates" };
  if (invoices.some((inv) => inv.sellerNif !== first!.sellerNif)) return { key: "mixedSeller" };
  return null;
}

/** The F3's totals: the replaced invoices' totals added up (the same lines, the same money). */
export function replacementTotals(invoices: readonly InvoiceTotals[]): InvoiceTotals {
  return invoices.reduce<InvoiceTotals>(
    (sum, i) => ({
      subtotalCents: sum.subtotalCents + i.subtotalCents,
      totalDisposalCents: sum.totalDisposalCents + i.totalDisposalCents,
      grandTotalCents: sum.grandTotalCents + i.grandTotalCents,
    }),
    { subtotalCents: 0, totalDisposalCents: 0, grandTotalCents: 0 },
  );
}

/** The replaced invoices in the order the F3 lists them: by date, then number. */
export function replacedInOrder<T extends { invoiceNumber: string; invoiceDate: Date | string }>(invoices: readonly T[]): T[] {
  const at = (d: Date | string) => new Date(d).getTime();
  return [...invoices].sort((a, b) => at(a.invoiceDate) - at(b.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
}

/** Posted as "12,15,18": the ids of the invoices the clerk ticked (the page's own invoice among them). */
const idList = (m: ReplacementMessages) =>
  textField().transform((v, ctx) => {
    const parts = v === "" ? [] : v.split(",").map((p) => p.trim());
    if (parts.length > MAX_REPLACED_INVOICES) {
      ctx.addIssue({ code: "custom", message: m.tooMany });
      return z.NEVER;
    }
    if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)) {
      ctx.addIssue({ code: "custom", message: m.badList });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

/** Other invoices named by their numbers ("2026-000012, 2026-000015"): how invoices without a customer record are added. */
const numberList = (m: ReplacementMessages) =>
  textField().transform((v, ctx) => {
    const parts = v.split(/[\s,;]+/).filter(Boolean);
    if (parts.length > MAX_REPLACED_INVOICES) {
      ctx.addIssue({ code: "custom", message: m.tooMany });
      return z.NEVER;
    }
    const bad = parts.find((p) => !parseInvoiceNumber(p.toUpperCase()));
    if (bad) {
      ctx.addIssue({ code: "custom", message: m.badNumber(bad.slice(0, 20)) });
      return z.NEVER;
    }
    return [...new Set(parts.map((p) => p.toUpperCase()))];
  });

type RecipientMessages = Pick<
  CheckoutMessages,
  "taxIdFormat" | "taxIdCheck" | "taxIdWithoutAddress" | "addressWithoutTaxId" | "addressTooLong"
>;

/**
 * The replacement form: the invoices ticked (`invoices`, ids) and typed (`otherNumbers`), and the
 * recipient the full invoice names: name, NIF/NIE/CIF (checked and normalised as at the checkout)
 * and address, all three required.
 */
export function replacementSchemaIn(m: ReplacementMessages, rm: RecipientMessages) {
  return z
    .object({
      invoices: idList(m),
      otherNumbers: numberList(m),
      customerName: requiredText(120, m.customerName, m.nameTooLong),
      customerTaxId: taxIdField(rm),
      customerAddress: addressField(rm),
    })
    .superRefine((v, ctx) => {
      if (!v.customerTaxId) ctx.addIssue({ code: "custom", path: ["customerTaxId"], message: m.taxIdMissing });
      if (!v.customerAddress) ctx.addIssue({ code: "custom", path: ["customerAddress"], message: m.addressMissing });
      if (v.invoices.length + v.otherNumbers.length === 0) ctx.addIssue({ code: "custom", path: ["invoices"], message: m.nothing });
      if (v.invoices.length + v.otherNumbers.length > MAX_REPLACED_INVOICES)
        ctx.addIssue({ code: "custom", path: ["invoices"], message: m.tooMany });
    })
    .transform((v) => ({ ...v, customerTaxId: v.customerTaxId!, customerAddress: v.customerAddress! }));
}

export type ReplacementInput = z.output<ReturnType<typeof replacementSchemaIn>>;
