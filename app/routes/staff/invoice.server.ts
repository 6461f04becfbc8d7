// The invoice page's server half: what the page shows beyond the invoice (its returns, its
// replacement dialog, the owner's cancellation, the sending of its records), and the forms that
// issue a full invoice in place of simplified ones and cancel it (decision 106).
import { cancellationRefusal, cancellationSchemaIn } from "~/domain/invoice-cancellation";
import type { InvoiceView } from "~/domain/invoice";
import { replacementSchemaIn } from "~/domain/invoice-replacement";
import { can, type StaffRole } from "~/domain/permissions";
import { isRectifyingType } from "~/domain/returns";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { say } from "~/lib/reason";
import type { Locale } from "~/lib/locale";
import { shopIsoDate } from "~/lib/shop-clock";
import type { AuditActor } from "~/domain/audit";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import type { Db } from "~/server/infra/db.server";
import { cancelInvoice } from "~/server/sales/cancellation.server";
import { getDayClosing } from "~/server/sales/end-of-day.server";
import { replaceInvoices, replacementStart } from "~/server/sales/replacement.server";
import { returnableByLine } from "~/server/sales/returns.server";
import { invoiceSubmissionView } from "./verifactu.server";

/** The owner's cancellation section: whether it may be used now, else why not (null: not the owner's to see). */
async function cancelView(db: Db, invoice: InvoiceView, role: StaffRole | null, locale: Locale) {
  if (!can(role, "invoices.cancel") || invoice.cancellation) return null;
  const closing = await getDayClosing(db, shopIsoDate(new Date(invoice.invoiceDate)));
  const reason = cancellationRefusal({
    invoiceNumber: invoice.invoiceNumber,
    invoiceType: invoice.invoiceType,
    cancelled: false,
    replacedBy: invoice.replacedBy?.invoiceNumber ?? null,
    returns: invoice.rectifiedBy.length,
    closedBy: closing && !closing.reopenedAt ? closing.zNumber : null,
  });
  // An invoice with a return, a replacement or a replaced one: nothing to offer. A closed day: say so.
  if (reason && !(closing && !closing.reopenedAt)) return null;
  return { refusal: reason && say(staffMessages(locale).invoices.cancel.refusals, reason) };
}

/** What the invoice page shows beside the invoice itself. */
export async function invoicePageExtras(db: Db, invoice: InvoiceView, role: StaffRole | null, locale: Locale) {
  const open = !invoice.cancellation && !invoice.replacedBy;
  const [returnable, replacement, cancel, submission, cancellationSubmission] = await Promise.all([
    isRectifyingType(invoice.invoiceType) || !open ? { items: {}, services: {} } : returnableByLine(db, invoice.id),
    open && invoice.invoiceType === "F2" && invoice.rectifiedBy.length === 0 ? replacementStart(db, invoice.id) : null,
    cancelView(db, invoice, role, locale),
    invoiceSubmissionView(db, invoice.id),
    invoice.cancellation ? invoiceSubmissionView(db, invoice.id, "anulacion") : null,
  ]);
  return { returnable, replacement, cancel, submission, cancellationSubmission };
}

export type ReplaceResult = { replacement: { id: number; invoiceNumber: string } };

/** The replacement form: a full invoice (F3) in place of the simplified invoices chosen. */
export async function replaceForm(db: Db, form: FormData, actor: AuditActor, locale: Locale) {
  const texts = staffMessages(locale);
  const t = texts.invoices.replace;
  const parsed = parseForm(replacementSchemaIn(t.refusals, texts.checkout.form), form);
  if (!parsed.ok) return reply<ReplaceResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    const f3 = await replaceInvoices(db, parsed.data, { actor });
    return reply<ReplaceResult>({
      ok: true,
      message: t.issued(f3.invoiceNumber),
      replacement: { id: f3.id, invoiceNumber: f3.invoiceNumber },
    });
  } catch (e) {
    return replyFromError<ReplaceResult>(e, { failed: t.failed, log: "replacement of simplified invoices", t: texts });
  }
}

/** The owner's cancellation form; a member of staff without the right is answered 403. */
export async function cancelForm(db: Db, form: FormData, id: number, user: { role: StaffRole | null }, actor: AuditActor, locale: Locale) {
  const texts = staffMessages(locale);
  const t = texts.invoices.cancel;
  if (!can(user.role, "invoices.cancel")) return reply({ ok: false, message: t.askTheOwner }, 403);
  const parsed = parseForm(cancellationSchemaIn(t.refusals), form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    const cancelled = await cancelInvoice(db, id, parsed.data, { actor });
    return reply({ ok: true, message: t.done(cancelled.invoiceNumber) });
  } catch (e) {
    return replyFromError(e, { failed: t.failed, log: `cancellation of invoice ${id}`, t: texts });
  }
}
