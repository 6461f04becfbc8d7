// The printable invoice page: the invoice document alone, with Print and Back, the rectifying
// invoices issued for it, Record a return (issues a rectifying invoice; decision 024), a full
// invoice in place of simplified ones and, for the owner, Cancel the invoice (decision 106). Its
// loader also feeds the invoice dialog on the invoices list (fetcher.load). With ?ticket=1 it shows
// the same invoice laid out for an 80 mm thermal roll (InvoiceTicket), with Print and the way back.
import { ReceiptText, Undo2 } from "lucide-react";
import { data, Link } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { BackLink } from "~/components/ui/back-link";
import { PrintButton } from "~/components/ui/print-button";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { ReturnForm, type ReturnResult } from "~/components/staff/invoices/return-form";
import { InvoiceDocument } from "~/components/staff/invoices/invoice-document";
import { InvoiceTicket } from "~/components/staff/invoices/invoice-ticket";
import { INVOICE_INTENT } from "~/components/staff/shared/intents";
import { returnSchemaIn } from "~/domain/returns";
import { InvoiceNotices } from "~/components/staff/invoices/invoice-notices";
import { ReplaceDialog } from "~/components/staff/invoices/replace-dialog";
import { CancelInvoiceForm } from "~/components/staff/invoices/cancel-invoice-form";
import { cancelForm, invoicePageExtras, replaceForm } from "./invoice.server";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { readFormData } from "~/server/forms/read-form.server";
import { returnSale } from "~/server/sales/returns.server";
import { getSaleWithItems, invoiceQrSvg } from "~/server/sales/sales.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import { RouteError } from "~/components/route-error";
import { requireParam } from "~/lib-ui/route-params";
import { SubmissionStatusLine } from "~/components/staff/verifactu/submission-status";
import { EmailInvoiceForm } from "~/components/staff/invoices/email-invoice-form";
import { invoiceMailSchemaIn } from "~/domain/invoice-mail-form";
import { mailDelivery } from "~/server/infra/env.server";
import { emailInvoice, saleCustomerEmail } from "~/server/sales/invoice-mail.server";
import type { Route } from "./+types/invoice";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).invoices;
  return [
    {
      title: loaderData?.invoice
        ? (loaderData.ticket ? t.page.ticketTitle : t.page.metaTitle)(loaderData.invoice.invoiceNumber)
        : t.dialog.untitled,
    },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "invoices");
  const invoice = await getSaleWithItems(db, requireParam("invoiceId", params.id));
  if (!invoice) throw data(null, { status: 404 });
  return {
    invoice,
    ticket: new URL(request.url).searchParams.get("ticket") === "1",
    qrSvg: await invoiceQrSvg(invoice),
    ...(await invoicePageExtras(db, invoice, user.role, requestStaffLocale(request, user))),
    customerEmail: await saleCustomerEmail(db, invoice.id),
    mail: mailDelivery(),
  };
}

/** Issued invoices are never edited or deleted; what is posted here is a return, an e-mail, a full invoice in its place or its cancellation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "invoices");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.invoices;
  const id = requireParam("invoiceId", params.id);
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case INVOICE_INTENT.email: {
      const mail = parseForm(invoiceMailSchemaIn(t.email.form), form);
      if (!mail.ok) return reply({ ok: false, message: `${t.email.failed}: ${mail.formError}`, fieldErrors: mail.fieldErrors }, 400);
      try {
        const r = await emailInvoice(db, staffActor(user), id, mail.data);
        return reply({ ok: true, message: t.email.sent(r.invoiceNumber, mail.data.to, mailDelivery().configured) });
      } catch (e) {
        return replyFromError(e, { failed: t.email.failed, log: `e-mail of invoice ${id}`, t: texts });
      }
    }
    case INVOICE_INTENT.return: {
      const parsed = parseForm(returnSchemaIn(t.returns.form), form, { nested: true });
      if (!parsed.ok) return reply<ReturnResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      try {
        const r = await returnSale(db, id, parsed.data, { actor: staffActor(user) });
        return reply<ReturnResult>({
          ok: true,
          message: t.returns.recorded(r.invoiceNumber),
          rectifying: { id: r.id, invoiceNumber: r.invoiceNumber },
        });
      } catch (e) {
        return replyFromError<ReturnResult>(e, { failed: t.returns.failed, log: `return of invoice ${id}`, t: texts });
      }
    }
    case INVOICE_INTENT.replace:
      return replaceForm(db, form, staffActor(user), locale);
    case INVOICE_INTENT.cancel:
      return cancelForm(db, form, id, user, staffActor(user), locale);
    default:
      return reply<ReturnResult>({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().invoices.page;
  const { invoice, qrSvg, returnable, replacement, cancel, submission, cancellationSubmission, customerEmail, mail } = loaderData;
  if (loaderData.ticket) return <TicketPage invoice={invoice} qrSvg={qrSvg} />;
  const canReturn = [...Object.values(returnable.items), ...Object.values(returnable.services)].some((n) => n > 0);
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <BackLink to={staffPath("invoices")}>{t.back}</BackLink>
        <div className="flex flex-wrap gap-2">
          {canReturn && (
            <a href="#record-return" className={secondaryButton}>
              <Undo2 aria-hidden className="h-4 w-4" /> {t.recordReturn}
            </a>
          )}
          {invoice.invoiceType === "F2" && <ReplaceDialog key={invoice.id} start={replacement} />}
          <Link to="?ticket=1" className={secondaryButton} data-testid="print-ticket">
            <ReceiptText aria-hidden className="h-4 w-4" /> {t.printTicket}
          </Link>
          <PrintButton />
        </div>
      </div>
      <InvoiceNotices invoice={invoice} />
      <SubmissionStatusLine submission={submission} />
      <SubmissionStatusLine submission={cancellationSubmission} cancellation />
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <InvoiceDocument invoice={invoice} qrSvg={qrSvg} />
      </div>
      <EmailInvoiceForm key={`mail-${invoice.id}`} defaultTo={customerEmail} mail={mail} />
      {canReturn && <ReturnForm key={invoice.id} invoice={invoice} returnable={returnable} />}
      {cancel && (
        <CancelInvoiceForm
          key={`cancel-${invoice.id}`}
          invoiceNumber={invoice.invoiceNumber}
          grandTotalCents={invoice.grandTotalCents}
          refusal={cancel.refusal}
        />
      )}
    </div>
  );
}

/** The 80 mm ticket of the invoice, as it prints, with the way back to the invoice. */
function TicketPage({ invoice, qrSvg }: Pick<Route.ComponentProps["loaderData"], "invoice" | "qrSvg">) {
  const t = useStaffText().invoices.page;
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <BackLink to={staffPath("invoice", { id: invoice.id })}>{t.backToInvoice}</BackLink>
        <PrintButton />
      </div>
      <p className="no-print text-sm text-slate-600">{t.ticketIntro}</p>
      <div className="overflow-x-auto rounded-lg bg-slate-100 py-4">
        <InvoiceTicket invoice={invoice} qrSvg={qrSvg} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().invoices.page;
  return <RouteError error={error} notFound={<StaffNotFound title={t.notFound} back={staffPath("invoices")} backLabel={t.back} />} />;
}
