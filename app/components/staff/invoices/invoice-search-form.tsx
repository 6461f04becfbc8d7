// The invoice search: a plain GET form (works without JavaScript, and the address can be shared):
// number, customer, phone, plate or tax id in one box, a date range and an amount range.
import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import type { InvoiceSearch } from "~/domain/invoice-search";
import { staffPath } from "~/staff-paths";
import { useStaffText } from "~/i18n/staff/use-staff-text";

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
  const invalid = (k: string) => (errors[k] ? true : undefined);
  return (
    <Form method="get" role="search" aria-label={t.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <Field id="inv-q" label={t.q} error={errors.q} className="col-span-2 lg:col-span-1">
          <input id="inv-q" name="q" type="search" defaultValue={search.q} maxLength={80} className={inputClass} />
        </Field>
        <Field id="inv-from" label={t.from} error={errors.from}>
          <input
            id="inv-from"
            name="from"
            type="date"
            max={today}
            defaultValue={search.from ?? ""}
            aria-invalid={invalid("from")}
            className={inputClass}
          />
        </Field>
        <Field id="inv-to" label={t.to} error={errors.to}>
          <input
            id="inv-to"
            name="to"
            type="date"
            max={today}
            defaultValue={search.to ?? ""}
            aria-invalid={invalid("to")}
            className={inputClass}
          />
        </Field>
        <Field id="inv-min" label={t.min} error={errors.min}>
          <input
            id="inv-min"
            name="min"
            inputMode="decimal"
            defaultValue={amount(search.minCents)}
            aria-invalid={invalid("min")}
            className={inputClass}
          />
        </Field>
        <Field id="inv-max" label={t.max} error={errors.max}>
          <input
            id="inv-max"
            name="max"
            inputMode="decimal"
            defaultValue={amount(search.maxCents)}
            aria-invalid={invalid("max")}
            className={inputClass}
          />
        </Field>
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
