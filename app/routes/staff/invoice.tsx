// The printable invoice page: the invoice document alone, with Print and Back. Its loader also
// feeds the invoice dialog on the invoices list (fetcher.load).
import { ArrowLeft, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { InvoiceDocument } from "~/components/staff/invoice-document";
import { db } from "~/server/db.server";
import { getSaleWithItems, invoiceQrSvg } from "~/server/sales.server";
import { requireAdmin } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import { RouteError } from "~/components/route-error";
import { requireParam } from "~/lib/route-params";
import type { Route } from "./+types/invoice";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.invoice ? `Invoice ${data.invoice.invoiceNumber}` : "Invoice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const invoice = await getSaleWithItems(db(), requireParam("invoiceId", params.id));
  if (!invoice) throw data("Invoice not found", { status: 404 });
  return { invoice, qrSvg: await invoiceQrSvg(invoice) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  // Issued invoices are never edited or deleted: nothing to post here.
  throw data("Method not allowed", { status: 405 });
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, qrSvg } = loaderData;
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <Link
          to={staffPath("invoices")}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to invoices
        </Link>
        <PrintButton />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <InvoiceDocument invoice={invoice} qrSvg={qrSvg} />
      </div>
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
