// The inventory's search box and filter dropdowns: a GET form, so the filter lives in the URL.
// Dropdowns apply at once; the search box waits for Enter or the button.
import { Search } from "lucide-react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { primaryButton } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { TYRE_CONDITIONS, TYRE_STATUSES } from "~/domain/tyre";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import type { loadInventory } from "~/server/inventory-form.server";
import { staffPath } from "~/staff-paths";

type Loaded = Awaited<ReturnType<typeof loadInventory>>;

const selectClass = `${inputClass} !mt-0`;

export function InventoryFilters({ query, options }: Pick<Loaded, "query" | "options">) {
  const t = useStaffText().inventory;
  const submit = useSubmit();
  const [params] = useSearchParams();
  const filtered = [...params.entries()].some(([k, v]) => k !== "page" && v !== "");
  const numbers = (values: number[]) => values.map((v): [string, string] => [String(v), String(v)]);
  const filters: Array<{ name: keyof typeof t.filters; value: string; choices: Array<[string, string]> }> = [
    { name: "rim", value: query.rim ? String(query.rim) : "", choices: options.rims.map((v) => [String(v), `${v}"`]) },
    { name: "width", value: query.width ? String(query.width) : "", choices: numbers(options.widths) },
    { name: "aspect", value: query.aspect ? String(query.aspect) : "", choices: numbers(options.aspects) },
    { name: "condition", value: query.condition ?? "", choices: TYRE_CONDITIONS.map((c) => [c, t.conditions[c]]) },
    { name: "status", value: query.status ?? "", choices: TYRE_STATUSES.map((s) => [s, t.statuses[s]]) },
    { name: "brand", value: query.brand ?? "", choices: options.brands.map((v) => [v, v]) },
  ];
  return (
    <Form
      method="get"
      role="search"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      onChange={(e) => {
        if ((e.target as HTMLElement).tagName === "SELECT") submit(e.currentTarget, { replace: true });
      }}
    >
      <div className="flex gap-2">
        <label htmlFor="inv-q" className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id="inv-q"
          name="q"
          type="search"
          defaultValue={query.q}
          key={query.q}
          placeholder={t.searchPlaceholder}
          className={`${inputClass} !mt-0`}
        />
        <button type="submit" className={primaryButton}>
          <Search aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">{t.search}</span>
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {filters.map((f) => (
          <div key={f.name}>
            <label htmlFor={`inv-${f.name}`} className="mb-1 block text-xs font-medium text-slate-600">
              {t.filters[f.name]}
            </label>
            <select id={`inv-${f.name}`} name={f.name} defaultValue={f.value} key={`${f.name}-${f.value}`} className={selectClass}>
              <option value="">{t.all}</option>
              {f.choices.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {filtered && (
        <Link to={staffPath("inventory")} className="mt-2 inline-block text-sm text-brand-700 underline">
          {t.clearFilters}
        </Link>
      )}
    </Form>
  );
}
