// Cancelling an invoice issued in error (anulación, VERI*FACTU RegistroAnulacion): which invoices
// may be cancelled and the owner's form (the reason). Pure and browser-safe; the transaction is
// cancelInvoice in app/server/sales/cancellation.server.ts. The owner's right is
// "invoices.cancel" (app/domain/permissions.ts). See docs/decisions/106-invoice-replacement-and-cancellation.md.
import { z } from "zod";
import { requiredText } from "~/lib/form";
import type { Reason } from "~/lib/reason";

/** The longest reason a cancellation may give. */
export const MAX_CANCELLATION_REASON = 500;

export interface CancellationMessages {
  reason: string;
  reasonTooLong: string;
  alreadyCancelled: (number: string) => string;
  rectifying: (number: string) => string;
  replacement: (number: string) => string;
  replaced: (number: string, by: string) => string;
  returned: (number: string) => string;
  dayClosed: (number: string, z: string) => string;
}

/** Why a cancellation is refused, as one of its messages and the values they show. */
export type CancellationReason = Reason<CancellationMessages>;

/** An invoice as the cancellation rules see it, read under its row lock. */
export interface CancellableInvoice {
  invoiceNumber: string;
  invoiceType: string;
  cancelled: boolean;
  /** The F3 that replaced it, or null. */
  replacedBy: string | null;
  /** How many rectifying invoices (returns) name it. */
  returns: number;
  /** The Z of its issue day when that day is closed (and not reopened), else null. */
  closedBy: string | null;
}

/**
 * Why this invoice cannot be cancelled, or null when it can. Only a simplified or full invoice
 * (F2, F1) issued in error, with nothing built on it: no return, not replaced, not itself a
 * replacement (F3), and its day still open (a closed day's Z counted its money: the owner reopens it).
 */
export function cancellationRefusal(inv: CancellableInvoice): CancellationReason | null {
  const number = inv.invoiceNumber;
  if (inv.cancelled) return { key: "alreadyCancelled", values: [number] };
  if (inv.invoiceType === "R1" || inv.invoiceType === "R5") return { key: "rectifying", values: [number] };
  if (inv.invoiceType === "F3") return { key: "replacement", values: [number] };
  if (inv.replacedBy) return { key: "replaced", values: [number, inv.replacedBy] };
  if (inv.returns > 0) return { key: "returned", values: [number] };
  if (inv.closedBy) return { key: "dayClosed", values: [number, inv.closedBy] };
  return null;
}

/** The owner's cancellation form: the reason, required. */
export const cancellationSchemaIn = (m: CancellationMessages) =>
  z.object({ reason: requiredText(MAX_CANCELLATION_REASON, m.reason, m.reasonTooLong) });
export type CancellationInput = z.output<ReturnType<typeof cancellationSchemaIn>>;
