// The printable invoice page: the invoice document alone, with Print and Back, the rectifying
// invoices issued for it, and Record a return (issues a rectifying invoice; decision 024). Its
// loader also feeds the invoice dialog on the invoices list (fetcher.load).
import { ArrowLeft, Printer, Undo2 } from "lucide-react";
import { data, Link } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { ReturnForm, type ReturnResult } from "~/components/staff/invoices/return-form";
import { InvoiceDocument } from "~/components/staff/invoice-document";
import { INVOICE_INTENT } from "~/components/staff/intents";
import { isRectifyingType, returnSchema } from "~/domain/returns";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { readFormData } from "~/server/read-form.server";
import { returnableByLine, returnSale } from "~/server/returns.server";
import { getSaleWithItems, invoiceQrSvg } from "~/server/sales.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import { RouteError } from "~/components/route-error";
import { requireParam } from "~/lib/route-params";
import { SubmissionStatusLine } from "~/components/staff/verifactu/submission-status";
import { invoiceSubmissionView } from "~/server/verifactu-screen.server";
import { EmailInvoiceForm } from "~/components/staff/invoices/email-invoice-form";
import { invoiceMailSchema } from "~/domain/invoice-mail";
import { mailDelivery } from "~/server/env.server";
import { emailInvoice, saleCustomerEmail } from "~/server/invoice-mail.server";
import type { Route } from "./+types/invoice";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.invoice ? `Invoice ${data.invoice.invoiceNumber}` : "Invoice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "invoices");
  const invoice = await getSaleWithItems(db(), requireParam("invoiceId", params.id));
  if (!invoice) throw data("Invoice not found", { status: 404 });
  const returnable = isRectifyingType(invoice.invoiceType) ? { items: {}, services: {} } : await returnableByLine(db(), invoice.id);
  return {
    invoice,
    qrSvg: await invoiceQrSvg(invoice),
    returnable,
    submission: await invoiceSubmissionView(db(), invoice.id),
    customerEmail: await saleCustomerEmail(db(), invoice.id),
    mail: mailDelivery(),
  };
}

/** Issued invoices are never edited or deleted; what is posted here is a return, or sending it by e-mail. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "invoices");
  const id = requireParam("invoiceId", params.id);
  const form = await readFormData(request);
  if (form.get("intent") === INVOICE_INTENT.email) {
    const mail = parseForm(invoiceMailSchema, form);
    if (!mail.ok)
      return reply({ ok: false, message: `Failed to e-mail the invoice: ${mail.formError}`, fieldErrors: mail.fieldErrors }, 400);
    try {
      const r = await emailInvoice(db(), staffActor(user), id, mail.data);
      const where = mailDelivery().configured ? "goes out within a minute" : "is saved as a file: e-mail is not set up";
      return reply({ ok: true, message: `Invoice ${r.invoiceNumber} to ${mail.data.to}: the message ${where}` });
    } catch (e) {
      return replyFromError(e, { failed: "Failed to e-mail the invoice", log: `e-mail of invoice ${id}` });
    }
  }
  if (form.get("intent") !== INVOICE_INTENT.return) return reply<ReturnResult>({ ok: false, message: "Unknown action" }, 400);
  const parsed = parseForm(returnSchema, form, { nested: true });
  if (!parsed.ok) return reply<ReturnResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    const r = await returnSale(db(), id, parsed.data, { actor: staffActor(user) });
    return reply<ReturnResult>({
      ok: true,
      message: `Return recorded: rectifying invoice ${r.invoiceNumber} issued`,
      rectifying: { id: r.id, invoiceNumber: r.invoiceNumber },
    });
  } catch (e) {
    return replyFromError<ReturnResult>(e, { failed: "Failed to record the return", log: `return of invoice ${id}` });
  }
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, qrSvg, returnable, submission, customerEmail, mail } = loaderData;
  const canReturn = [...Object.values(returnable.items), ...Object.values(returnable.services)].some((n) => n > 0);
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <Link
          to={staffPath("invoices")}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to invoices
        </Link>
        <div className="flex flex-wrap gap-2">
          {canReturn && (
            <a href="#record-return" className={secondaryButton}>
              <Undo2 aria-hidden className="h-4 w-4" /> Record a return
            </a>
          )}
          <PrintButton />
        </div>
      </div>
      {invoice.rectifiedBy.length > 0 && (
        <p className="no-print rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="rectified-by">
          Rectified by{" "}
          {invoice.rectifiedBy.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ", "}
              <Link to={staffPath("invoice", { id: r.id })} className="font-mono font-semibold text-brand-700 underline">
                {r.invoiceNumber}
              </Link>
            </span>
          ))}
        </p>
      )}
      <SubmissionStatusLine submission={submission} />
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <InvoiceDocument invoice={invoice} qrSvg={qrSvg} />
      </div>
      <EmailInvoiceForm key={`mail-${invoice.id}`} defaultTo={customerEmail} mail={mail} />
      {canReturn && <ReturnForm key={invoice.id} invoice={invoice} returnable={returnable} />}
    </div>
  );
}

function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Printer aria-hidden className="h-4 w-4" /> Print
    </button>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      locale="en"
      notFound={
        <div className="space-y-3">
          <h1 className="text-2xl font-bold">Invoice not found</h1>
          <Link to={staffPath("invoices")} className="text-brand-700 underline">
            Back to invoices
          </Link>
        </div>
      }
    />
  );
}
