// Invoices: every sale, newest first, a page at a time, found by number, customer, phone, plate,
// tax id, dates and amount; View opens the invoice dialog (loaded
// from /invoices/:id) or, without JavaScript or with a modifier key, the printable page. Under
// them, the returned tyres kept off sale as defective (for the supplier's claim).
import { useState } from "react";
import { Link, useFetcher, useNavigation } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { PageHeader } from "~/components/ui/page-header";
import { RegisterExportForm } from "~/components/staff/invoices/register-export-form";
import { InvoiceDialog } from "~/components/staff/invoices/invoice-dialog";
import { InvoiceListItem } from "~/components/staff/invoices/invoice-list-item";
import type { InvoiceSummary, InvoiceView } from "~/domain/invoice";
import { invoiceSearchQuery, parseInvoiceSearch } from "~/domain/invoice-search";
import { InvoiceSearchForm } from "~/components/staff/invoices/invoice-search-form";
import { shopToday } from "~/lib/shop-clock";
import { listSales } from "~/server/sales/sales.server";
import { defectiveReturns } from "~/server/sales/returns.server";
import { DefectiveReturns } from "~/components/staff/invoices/defective-returns";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/invoices";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

const INVOICES_PAGE_SIZE = 24;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).invoices.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "invoices");
  const params = new URL(request.url).searchParams;
  const raw = params.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const { search, errors, active } = parseInvoiceSearch(params, staffMessages(requestStaffLocale(request, user)).invoices.search.errors);
  const [list, defective] = await Promise.all([listSales(db, { page, pageSize: INVOICES_PAGE_SIZE, search }), defectiveReturns(db)]);
  return { ...list, defective, today: shopToday(), search, errors, active };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "invoices");
  // Issued invoices are never edited or deleted: nothing to post here.
  throw methodNotAllowed();
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().invoices;
  const { sales, total, page, pageCount, today, search, errors, active, defective } = loaderData;
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
  const loadError = fetcher.state === "idle" && open && viewing && !loaded ? t.loadFailed : null;

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle}>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={staffPath("endOfDay")} className="text-brand-700 underline">
            {t.endOfDay}
          </Link>
          <Link to={staffPath("declaration")} className="text-brand-700 underline">
            {t.declaration}
          </Link>
        </div>
      </PageHeader>

      <InvoiceSearchForm search={search} errors={errors} active={active} today={today} />

      <RegisterExportForm today={today} />

      {loading ? (
        <p role="status" className="text-slate-600">
          {t.loading}
        </p>
      ) : sales.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-lg font-semibold"
          data-testid="invoices-empty"
        >
          {active ? t.noMatch : t.none}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="invoices-count">
            {t.count(total, active)}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {sales.map((s) => (
              <InvoiceListItem key={s.id} sale={s} onView={view} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} href={(p) => invoiceSearchQuery(search, p) || "?"} />
        </>
      )}

      <DefectiveReturns rows={defective} />

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
