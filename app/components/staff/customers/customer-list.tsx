// The /customers search: one box (name, phone, plate, tax id or e-mail) and the matching records.
import { Car, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { primaryButton } from "~/components/ui/button";
import { staffPath } from "~/staff-paths";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { CustomerListRow } from "~/server/customers/customers.server";
import { EmptyState } from "~/components/ui/empty-state";

export function CustomerSearch({ q }: { q: string }) {
  const t = useStaffText().customers;
  return (
    <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
      <TextField
        id="customer-q"
        name="q"
        label={t.searchLabel}
        className="min-w-0 flex-1 basis-64"
        type="search"
        defaultValue={q}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className={`${primaryButton} min-h-11`}>
        <Search aria-hidden className="h-4 w-4" /> {t.search}
      </button>
    </Form>
  );
}

export function CustomerList({ customers, q }: { customers: CustomerListRow[]; q: string }) {
  const t = useStaffText().customers;
  if (customers.length === 0)
    return (
      <EmptyState className="mt-6" data-testid="no-customers">
        {q ? t.noMatch(q) : t.noneYet}
      </EmptyState>
    );
  return (
    <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
      {customers.map((c) => (
        <li key={c.id}>
          <Link
            to={staffPath("customer", { id: c.id })}
            className="block min-h-11 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            data-testid="customer-card"
          >
            <p className="break-words font-semibold text-brand-800">{c.name}</p>
            <p className="mt-1 break-all text-sm text-slate-600">
              {[c.phone, c.email, c.taxId].filter(Boolean).join(" · ") || t.noContact}
            </p>
            {c.plates.length > 0 && (
              <p className="mt-2 flex flex-wrap gap-1.5">
                {c.plates.map((p) => (
                  <span
                    key={p}
                    className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800"
                  >
                    <Car aria-hidden className="h-3.5 w-3.5" /> {p}
                  </span>
                ))}
              </p>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
