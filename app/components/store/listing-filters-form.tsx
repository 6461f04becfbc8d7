// The listing's filters as a GET form: works without JavaScript (Apply button); with JavaScript
// (app/enhance/forms.ts) a change applies at once. Only filled fields go into the URL then, so
// links stay short and shareable. autoComplete=off: after Back the selects show the filters of the
// page shown, not the choice the browser would restore from before leaving it.
import { buttonClasses } from "~/components/ui/button";
import { type FilterField, type ListingFilterOptions, type ListingFilters, QUERY_NAMES, RUN_FLAT_VALUE } from "~/domain/listing-filters";
import { TYRE_CONDITIONS } from "~/domain/tyre";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { CHOICE_LABEL, ChoiceSelect, plainChoices } from "./choice-select";
import { LISTING_FILTERS_FORM_ID } from "./listing-sort";

export function ListingFiltersForm({
  locale,
  filters,
  options,
}: {
  locale: Locale;
  filters: ListingFilters;
  options: ListingFilterOptions;
}) {
  const m = messages(locale);
  const names = QUERY_NAMES[locale];
  const action = href("listing", locale);
  // A value in the URL that no available tyre has any more still shows as selected.
  const withCurrent = <T,>(xs: T[], v: T | undefined) => (v != null && !xs.includes(v) ? [...xs, v] : xs);
  const brandOptions =
    filters.brand && !options.brands.some((b) => b.toLowerCase() === filters.brand!.toLowerCase())
      ? [...options.brands, filters.brand]
      : options.brands;
  const currentBrand = options.brands.find((b) => b.toLowerCase() === filters.brand?.toLowerCase()) ?? filters.brand ?? "";
  const selects: { field: FilterField; value: string | number; any?: string; choices: { value: string | number; label: string }[] }[] = [
    { field: "width", value: filters.width ?? "", choices: plainChoices(withCurrent(options.widths, filters.width)) },
    { field: "aspect", value: filters.aspect ?? "", choices: plainChoices(withCurrent(options.aspects, filters.aspect)) },
    { field: "rim", value: filters.rim ?? "", choices: plainChoices(withCurrent(options.rims, filters.rim), (v) => `${v}"`) },
    { field: "brand", value: currentBrand, choices: plainChoices(brandOptions) },
    {
      field: "condition",
      value: filters.condition ?? "",
      any: m.condition.all,
      choices: TYRE_CONDITIONS.map((c) => ({ value: c, label: m.condition[c] })),
    },
  ];
  // Run-flat is offered only when some tyre is (or the page is filtered by it).
  if (options.runFlat || filters.runFlat)
    selects.push({
      field: "runFlat",
      value: filters.runFlat ? RUN_FLAT_VALUE[locale] : "",
      any: m.listing.runFlatAll,
      choices: [{ value: RUN_FLAT_VALUE[locale], label: m.listing.runFlatOnly }],
    });
  // The season last: on a phone its "Todo tiempo (4 estaciones)" needs a whole row (half a row would
  // cut it), and the condition, when no run-flat select pairs with it, takes its row too.
  selects.push({
    field: "season",
    value: filters.season ?? "",
    choices: withCurrent(options.seasons, filters.season).map((v) => ({ value: v, label: m.tyreData.seasons[v] })),
  });
  const wholeRowOnPhone = (field: FilterField) => field === "season" || (field === "condition" && !options.runFlat && !filters.runFlat);
  return (
    <form
      id={LISTING_FILTERS_FORM_ID}
      method="get"
      action={action}
      aria-label={m.listing.filtersTitle}
      {...hook(HOOK.listingFilters)}
      autoComplete="off"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:items-end 2xl:grid-cols-[repeat(7,minmax(0,1fr))_auto]"
    >
      {selects.map((f) => (
        <ChoiceSelect
          key={f.field}
          className={wholeRowOnPhone(f.field) ? `${CHOICE_LABEL} col-span-2 sm:col-span-1` : CHOICE_LABEL}
          label={m.listing[f.field]}
          name={names[f.field]}
          value={f.value}
          any={f.any ?? m.listing.all}
          choices={f.choices}
        />
      ))}
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:max-2xl:flex-col 2xl:col-start-8">
        <button type="submit" className={buttonClasses("primary", "md", "flex-1 whitespace-nowrap")}>
          {m.listing.apply}
        </button>
        <a href={action} className={buttonClasses("outline", "md", "flex-1 whitespace-nowrap")}>
          {m.listing.clear}
        </a>
      </div>
    </form>
  );
}
