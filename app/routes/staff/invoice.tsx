// The printable invoice page: the invoice document alone, with Print and Back, the rectifying
// invoices issued for it, and Record a return (issues a rectifying invoice; decision 024). Its
// loader also feeds the invoice dialog on the invoices list (fetcher.load).
import { ArrowLeft, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { inputClass, primaryButton, secondaryButton } from "~/components/staff/dialog-shell";
import { InvoiceDocument } from "~/components/staff/invoice-document";
import { INVOICE_INTENT } from "~/components/staff/intents";
import { type InvoiceView, PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { isRectifyingType, REFUND_METHODS, returnSchema } from "~/domain/returns";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
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
  const returnable = isRectifyingType(invoice.invoiceType) ? {} : await returnableByLine(db(), invoice.id);
  return {
    invoice,
    qrSvg: await invoiceQrSvg(invoice),
    returnable,
    submission: await invoiceSubmissionView(db(), invoice.id),
    customerEmail: await saleCustomerEmail(db(), invoice.id),
    mail: mailDelivery(),
  };
}

type ReturnResult = ActionResult<{ rectifying: { id: number; invoiceNumber: string } }>;

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
  const canReturn = Object.values(returnable).some((n) => n > 0);
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

/**
 * Record a return: how many of each line come back, the reason and how the money went back. The
 * server checks again (under the invoice's lock) and answers with field messages.
 */
function ReturnForm({ invoice, returnable }: { invoice: InvoiceView; returnable: Record<number, number> }) {
  const fetcher = useFetcher<ReturnResult>();
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  useActionToast(fetcher, {
    onSuccess: (r) => {
      setFormKey((k) => k + 1);
      navigate(staffPath("invoice", { id: r.rectifying.id }));
    },
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const lines = invoice.items.filter((i) => i.quantity > 0);
  return (
    <section
      id="record-return"
      aria-labelledby="return-heading"
      className="no-print scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="return-heading" className="text-lg font-semibold">
        Record a return
      </h2>
      <p className="text-sm text-slate-600">
        Issues a rectifying invoice (series R) for the returned tyres, with negative amounts, and puts them back in stock. This invoice
        stays as it is.
      </p>
      <fetcher.Form method="post" key={formKey} className="mt-3 space-y-4" noValidate>
        <input type="hidden" name="intent" value={INVOICE_INTENT.return} />
        <fieldset>
          <legend className="text-sm font-medium">Tyres returned</legend>
          <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200">
            {lines.map((item, n) => {
              const left = returnable[item.id] ?? 0;
              const name = `lines.${n}.quantity`;
              const error = errors[name];
              return (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                  <input type="hidden" name={`lines.${n}.itemId`} value={item.id} />
                  <label htmlFor={`return-${item.id}`} className="min-w-0 flex-1 text-sm">
                    <span className="font-semibold">{sizeLabel(item)}</span> {tyreName(item)}{" "}
                    <span className="block text-xs text-slate-600">
                      {item.tyreId} · sold {item.quantity} at {formatEur(item.unitPriceCents + item.disposalFeeCents, "en")} ·{" "}
                      {left === 0 ? "all returned" : `${left} can be returned`}
                    </span>
                  </label>
                  <div className="w-24 shrink-0">
                    <input
                      id={`return-${item.id}`}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={left}
                      step={1}
                      defaultValue={0}
                      disabled={left === 0}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `return-${item.id}-error` : undefined}
                      className={`${inputClass} mt-0`}
                    />
                  </div>
                  {error && (
                    <p id={`return-${item.id}-error`} className="w-full text-xs text-red-700" role="alert">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {errors["lines.form"] || errors.lines ? (
            <p className="mt-1 text-xs text-red-700" role="alert">
              {errors["lines.form"] ?? errors.lines}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="return-reason" className="text-sm font-medium">
              Reason{" "}
              <span aria-hidden className="text-red-700">
                *
              </span>
            </label>
            <textarea
              id="return-reason"
              name="reason"
              rows={2}
              maxLength={500}
              required
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "return-reason-error" : undefined}
              className={inputClass}
            />
            {errors.reason && (
              <p id="return-reason-error" className="mt-1 text-xs text-red-700" role="alert">
                {errors.reason}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="return-refund" className="text-sm font-medium">
              Money returned by
            </label>
            <select
              id="return-refund"
              name="refundMethod"
              defaultValue={invoice.paymentMethod}
              aria-invalid={errors.refundMethod ? true : undefined}
              className={inputClass}
            >
              {REFUND_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m].en}
                </option>
              ))}
            </select>
            {errors.refundMethod && <p className="mt-1 text-xs text-red-700">{errors.refundMethod}</p>}
          </div>
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          <Undo2 aria-hidden className="h-4 w-4" /> {busy ? "Recording return..." : "Record return and issue rectifying invoice"}
        </button>
      </fetcher.Form>
    </section>
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
