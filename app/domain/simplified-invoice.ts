// When a sale may be issued as a simplified invoice (factura simplificada) and when it needs a
// full one with the customer's tax id and address. The one rule, used by the checkout's server
// check and its messages (docs/decisions/029-simplified-invoice-limit.md):
// - goods (tyres), with the fitting of those tyres in the same sale, up to 3,000.00 EUR;
// - services that are not the fitting of tyres sold in the sale (a puncture repair, an alignment,
//   fitting the customer's own tyres) up to 400.00 EUR.
// A sale over either limit needs a full invoice. Amounts are IVA included, in cents.
import type { Reason } from "~/lib/reason";
import type { CheckoutMessages } from "./checkout";
import { SERVICES_LIMIT_CENTS, SIMPLIFIED_INVOICE_LIMIT_CENTS } from "./invoice";
import type { Cents } from "./money";

const GOODS_WITH_FITTING_LIMIT_CENTS = SIMPLIFIED_INVOICE_LIMIT_CENTS;

export interface SaleAmounts {
  /** Tyres with their end-of-life fees. */
  goodsCents: Cents;
  /** Service lines fitting tyres sold in this sale. */
  fittingOfGoodsCents: Cents;
  /** Every other service line. */
  otherServicesCents: Cents;
}

/** Why a sale needs a full invoice, as the checkout form's messages say it. */
export type FullInvoiceReason = Reason<Pick<CheckoutMessages, "overSimplifiedLimit" | "overServicesLimit">>;

/** Why this sale cannot be a simplified invoice (the caller words it for the clerk), or null when it can. */
export function fullInvoiceReason(a: SaleAmounts): FullInvoiceReason | null {
  if (a.goodsCents + a.fittingOfGoodsCents > GOODS_WITH_FITTING_LIMIT_CENTS) return { key: "overSimplifiedLimit" };
  if (a.otherServicesCents > SERVICES_LIMIT_CENTS) return { key: "overServicesLimit" };
  return null;
}
