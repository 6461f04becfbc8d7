// E-mailing an issued invoice to its customer: the message (app/mail/invoice-mail.ts, with the
// shop's reviews link when it has one) is queued in the outbox and the mail worker sends it after
// commit, like every other e-mail; the audit log records who sent which invoice where. The same
// invoice to the same address within the same minute is one message (a double click queues nothing
// more).
import { and, eq, isNotNull } from "drizzle-orm";
import { reservations } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import type { InvoiceMailInput } from "~/domain/invoice-mail-form";
import { invoiceMail } from "~/mail/invoice-mail";
import { Refusal } from "~/i18n/staff/refusal";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { getSettings } from "../settings/settings.server";
import { getSaleWithItems, invoiceQrSvg } from "./sales.server";

export async function emailInvoice(
  db: Db,
  actor: AuditActor,
  saleId: number,
  input: InvoiceMailInput,
  now: Date = new Date(),
): Promise<{ invoiceNumber: string }> {
  const invoice = await getSaleWithItems(db, saleId);
  if (!invoice) throw new Refusal((t) => t.invoices.refusals.notFound, { kind: "not-found" });
  const qr = await invoiceQrSvg(invoice);
  // The reviews link is the shop's as it is now, the same for every customer ("" when it has none).
  const { reviewUrl } = await getSettings(db);
  const message = invoiceMail(invoice, input.to, input.locale, qr, now.toISOString().slice(0, 16), reviewUrl);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, message, now);
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "invoice.email",
      subject: invoice.invoiceNumber,
      // Not the address: the log outlives an erasure of the customer (the outbox holds it until sent or erased).
      summary: `E-mailed invoice ${invoice.invoiceNumber} to the customer (${input.locale === "es" ? "Spanish" : "English"})`,
      after: { locale: input.locale },
    });
  });
  return { invoiceNumber: invoice.invoiceNumber };
}

/** The customer's e-mail when the sale collected a reservation that has one (to pre-fill the form). */
export async function saleCustomerEmail(db: Db, saleId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: reservations.email })
    .from(reservations)
    .where(and(eq(reservations.saleId, saleId), isNotNull(reservations.email)))
    .limit(1);
  return row?.email ?? null;
}
