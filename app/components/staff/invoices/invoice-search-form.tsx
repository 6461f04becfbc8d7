// The invoice search: a plain GET form (works without JavaScript, and the address can be shared):
// number, customer, phone, plate or tax id in one box, a date range and an amount range.
import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { fieldsOf, TextField } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import type { InvoiceSearch } from "~/domain/invoice-search";
import { staffPath } from "~/staff-paths";
import { useStaffText } from "~/lib-ui/use-staff-text";

const amount = (c: number | null) => (c == null ? "" : (c / 100).toFixed(2));

export function InvoiceSearchForm({
  search,
  errors,
  active,
  today,
}: {
  search: InvoiceSearch;
  errors: Record<string, string>;
  active: boolean;
  today: string;
}) {
  const t = useStaffText().invoices.search;
  const field = fieldsOf("inv-", errors);
  return (
    <Form method="get" role="search" aria-label={t.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <TextField {...field("q")} label={t.q} className="col-span-2 lg:col-span-1" type="search" defaultValue={search.q} maxLength={80} />
        <TextField {...field("from")} label={t.from} type="date" max={today} defaultValue={search.from ?? ""} />
        <TextField {...field("to")} label={t.to} type="date" max={today} defaultValue={search.to ?? ""} />
        <TextField {...field("min")} label={t.min} inputMode="decimal" defaultValue={amount(search.minCents)} />
        <TextField {...field("max")} label={t.max} inputMode="decimal" defaultValue={amount(search.maxCents)} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={`${primaryButton} min-h-11`}>
          <Search aria-hidden className="h-4 w-4" /> {t.submit}
        </button>
        {active && (
          <Link to={staffPath("invoices")} className={`${secondaryButton} min-h-11`}>
            <X aria-hidden className="h-4 w-4" /> {t.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
