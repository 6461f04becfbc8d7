// Cancelling an invoice issued in error (anulación, VERI*FACTU RegistroAnulacion): which invoices
// may be cancelled and the owner's form (the reason). Pure and browser-safe; the transaction is
// cancelInvoice in app/server/sales/cancellation.server.ts. The owner's right is
// "invoices.cancel" (app/domain/permissions.ts). See docs/decisions/106-invoice-replacement-and-cancellation.md.
import { z } from "zod";
import { requiredText } from "~/lib/form";

const MAX_REASON = 500;

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

export const CANCELLATION_MESSAGES: CancellationMessages = {
  reason: "Say why the invoice is cancelled",
  reasonTooLong: `The reason must be at most ${MAX_REASON} characters`,
  alreadyCancelled: (number) => `${number} is already cancelled`,
  rectifying: (number) => `${number} is a rectifying invoice: a return is not cancelled`,
  replacement: (number) => `${number} replaces simplified invoices: it cannot be cancelled`,
  replaced: (number, by) => `${number} was replaced by ${by}: it cannot be cancelled`,
  returned: (number) => `${number} has a return (a rectifying invoice): it cannot be cancelled`,
  dayClosed: (number, z) => `The day of ${number} is closed (${z}): the owner reopens that day first`,
};

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
export function cancellationRefusal(inv: CancellableInvoice, m: CancellationMessages = CANCELLATION_MESSAGES): string | null {
  if (inv.cancelled) return m.alreadyCancelled(inv.invoiceNumber);
  if (inv.invoiceType === "R1" || inv.invoiceType === "R5") return m.rectifying(inv.invoiceNumber);
  if (inv.invoiceType === "F3") return m.replacement(inv.invoiceNumber);
  if (inv.replacedBy) return m.replaced(inv.invoiceNumber, inv.replacedBy);
  if (inv.returns > 0) return m.returned(inv.invoiceNumber);
  if (inv.closedBy) return m.dayClosed(inv.invoiceNumber, inv.closedBy);
  return null;
}

/** The owner's cancellation form: the reason, required. */
export const cancellationSchemaIn = (m: CancellationMessages) => z.object({ reason: requiredText(MAX_REASON, m.reason, m.reasonTooLong) });
export type CancellationInput = z.output<ReturnType<typeof cancellationSchemaIn>>;
