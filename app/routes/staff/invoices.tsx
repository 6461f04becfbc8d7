// Invoices: every sale, newest first, a page at a time, found by number, customer, phone, plate,
// tax id, dates and amount; View opens the invoice dialog (loaded
// from /invoices/:id) or, without JavaScript or with a modifier key, the printable page.
import { useState } from "react";
import { data, Link, useFetcher, useNavigation } from "react-router";
import { Download } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { InvoiceDialog } from "~/components/staff/invoice-dialog";
import { InvoiceListItem } from "~/components/staff/invoice-list-item";
import type { InvoiceSummary, InvoiceView } from "~/domain/invoice";
import { invoiceSearchQuery, parseInvoiceSearch } from "~/domain/invoice-search";
import { InvoiceSearchForm } from "~/components/staff/invoices/invoice-search-form";
import { shopToday } from "~/lib/shop-clock";
import { db } from "~/server/db.server";
import { listSales } from "~/server/sales.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/invoices";

const INVOICES_PAGE_SIZE = 24;

export function meta() {
  return [{ title: "Invoices" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "invoices");
  const params = new URL(request.url).searchParams;
  const raw = params.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const { search, errors, active } = parseInvoiceSearch(params);
  return { ...(await listSales(db(), { page, pageSize: INVOICES_PAGE_SIZE, search })), today: shopToday(), search, errors, active };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "invoices");
  // Issued invoices are never edited or deleted: nothing to post here.
  throw data("Method not allowed", { status: 405 });
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { sales, total, page, pageCount, today, search, errors, active } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === staffPath("invoices");
  const fetcher = useFetcher<{ invoice: InvoiceView; qrSvg: string | null }>();
  const [viewing, setViewing] = useState<InvoiceSummary | null>(null);
  const [open, setOpen] = useState(false);

  function view(sale: InvoiceSummary) {
    setViewing(sale);
    setOpen(true);
    fetcher.load(staffPath("invoice", { id: sale.id }));
  }

  const loaded = fetcher.data && viewing && fetcher.data.invoice?.id === viewing.id ? fetcher.data : null;
  const loadError = fetcher.state === "idle" && open && viewing && !loaded ? "Could not load the invoice." : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Invoices</h1>
        <p className="text-slate-600">View all sales and invoices</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={staffPath("endOfDay")} className="text-brand-700 underline">
            End of day
          </Link>
          <Link to={staffPath("declaration")} className="text-brand-700 underline">
            Software responsible declaration (VERI*FACTU)
          </Link>
        </div>
      </div>

      <InvoiceSearchForm search={search} errors={errors} active={active} today={today} />

      {/* A plain GET form: the browser downloads the register of the chosen days. */}
      <form
        method="get"
        action={staffPath("invoicesExport")}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <label className="text-sm font-medium">
          From
          <input
            type="date"
            name="from"
            required
            defaultValue={`${today.slice(0, 4)}-01-01`}
            max={today}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className="text-sm font-medium">
          To
          <input type="date" name="to" required defaultValue={today} className={`${inputClass} mt-1`} />
        </label>
        <button type="submit" className={secondaryButton}>
          <Download aria-hidden className="h-4 w-4" /> Download register (CSV)
        </button>
      </form>

      {loading ? (
        <p role="status" className="text-slate-600">
          Loading invoices...
        </p>
      ) : sales.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-lg font-semibold"
          data-testid="invoices-empty"
        >
          {active ? "No invoice matches the search" : "No invoices yet"}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="invoices-count">
            {total} {total === 1 ? "invoice" : "invoices"}
            {active ? " found" : ""}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {sales.map((s) => (
              <InvoiceListItem key={s.id} sale={s} onView={view} />
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
              {page > 1 ? (
                <Link
                  to={invoiceSearchQuery(search, page - 1) || "?"}
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
                >
                  Previous
                </Link>
              ) : null}
              <span className="text-sm text-slate-600">
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link
                  to={invoiceSearchQuery(search, page + 1)}
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
                >
                  Next
                </Link>
              ) : null}
            </nav>
          )}
        </>
      )}

      <InvoiceDialog
        open={open}
        onOpenChange={setOpen}
        invoice={loaded?.invoice ?? null}
        qrSvg={loaded?.qrSvg}
        loading={fetcher.state !== "idle"}
        error={loadError}
      />
    </div>
  );
}
