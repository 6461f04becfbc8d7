// The inventory's search box and filter dropdowns: a GET form, so the filter lives in the URL.
// Dropdowns apply at once; the search box waits for Enter or the button.
import { Search } from "lucide-react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { primaryButton } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { TYRE_CONDITIONS, TYRE_STATUSES } from "~/domain/tyre";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { loadInventory } from "~/server/inventory/inventory-form.server";
import { staffPath } from "~/staff-paths";

type Loaded = Awaited<ReturnType<typeof loadInventory>>;

export function InventoryFilters({ query, options }: Pick<Loaded, "query" | "options">) {
  const t = useStaffText().inventory;
  const submit = useSubmit();
  const [params] = useSearchParams();
  const filtered = [...params.entries()].some(([k, v]) => k !== "page" && v !== "");
  const choice = (value: string | number, label = String(value)) => ({ value: String(value), label });
  const filters: Array<{ name: keyof typeof t.filters; value: string; choices: Array<{ value: string; label: string }> }> = [
    { name: "rim", value: query.rim ? String(query.rim) : "", choices: options.rims.map((v) => choice(v, `${v}"`)) },
    { name: "width", value: query.width ? String(query.width) : "", choices: options.widths.map((v) => choice(v)) },
    { name: "aspect", value: query.aspect ? String(query.aspect) : "", choices: options.aspects.map((v) => choice(v)) },
    { name: "condition", value: query.condition ?? "", choices: TYRE_CONDITIONS.map((c) => choice(c, t.conditions[c])) },
    { name: "status", value: query.status ?? "", choices: TYRE_STATUSES.map((s) => choice(s, t.statuses[s])) },
    { name: "brand", value: query.brand ?? "", choices: options.brands.map((v) => choice(v)) },
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
        <TextField
          id="inv-q"
          name="q"
          type="search"
          label={t.searchLabel}
          hideLabel
          defaultValue={query.q}
          key={query.q}
          placeholder={t.searchPlaceholder}
          className="min-w-0 flex-1"
          controlClass="!mt-0"
        />
        <button type="submit" className={primaryButton}>
          <Search aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">{t.search}</span>
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {filters.map((f) => (
          <SelectField
            key={`${f.name}-${f.value}`}
            id={`inv-${f.name}`}
            name={f.name}
            label={t.filters[f.name]}
            defaultValue={f.value}
            options={[choice("", t.all), ...f.choices]}
          />
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
