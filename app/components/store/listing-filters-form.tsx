// The listing's filters as a GET form: works without JavaScript (Apply button); with JavaScript
// (app/enhance/forms.ts) a change applies at once. Only filled fields go into the URL then, so
// links stay short and shareable. autoComplete=off: after Back the selects show the filters of the
// page shown, not the choice the browser would restore from before leaving it.
import { buttonClasses } from "~/components/ui/button";
import { type ListingFilters, QUERY_NAMES, RUN_FLAT_VALUE } from "~/domain/listing-filters";
import { TYRE_CONDITIONS } from "~/domain/tyre";
import type { Season } from "~/domain/tyre-data";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { LISTING_FILTERS_FORM_ID } from "./listing-sort";

export interface ListingFilterOptions {
  widths: number[];
  aspects: number[];
  rims: number[];
  brands: string[];
  seasons: Season[];
  runFlat: boolean;
}

const select = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900";

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
  return (
    <form
      id={LISTING_FILTERS_FORM_ID}
      method="get"
      action={action}
      aria-label={m.listing.filtersTitle}
      {...hook(HOOK.listingFilters)}
      autoComplete="off"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:items-end xl:grid-cols-[repeat(7,minmax(0,1fr))_auto]"
    >
      <label className="text-sm font-medium text-slate-800">
        {m.listing.width}
        <select name={names.width} defaultValue={filters.width ?? ""} className={select} key={`w${filters.width ?? ""}`}>
          <option value="">{m.listing.all}</option>
          {withCurrent(options.widths, filters.width).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.listing.aspect}
        <select name={names.aspect} defaultValue={filters.aspect ?? ""} className={select} key={`a${filters.aspect ?? ""}`}>
          <option value="">{m.listing.all}</option>
          {withCurrent(options.aspects, filters.aspect).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.listing.rim}
        <select name={names.rim} defaultValue={filters.rim ?? ""} className={select} key={`r${filters.rim ?? ""}`}>
          <option value="">{m.listing.all}</option>
          {withCurrent(options.rims, filters.rim).map((v) => (
            <option key={v} value={v}>{`${v}"`}</option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.listing.brand}
        <select name={names.brand} defaultValue={currentBrand} className={select} key={`b${currentBrand}`}>
          <option value="">{m.listing.all}</option>
          {brandOptions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.listing.condition}
        <select name={names.condition} defaultValue={filters.condition ?? ""} className={select} key={`c${filters.condition ?? ""}`}>
          <option value="">{m.condition.all}</option>
          {TYRE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {m.condition[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.listing.season}
        <select name={names.season} defaultValue={filters.season ?? ""} className={select} key={`s${filters.season ?? ""}`}>
          <option value="">{m.listing.all}</option>
          {withCurrent(options.seasons, filters.season).map((v) => (
            <option key={v} value={v}>
              {m.tyreData.seasons[v]}
            </option>
          ))}
        </select>
      </label>
      {(options.runFlat || filters.runFlat) && (
        <label className="text-sm font-medium text-slate-800">
          {m.listing.runFlat}
          <select
            name={names.runFlat}
            defaultValue={filters.runFlat ? RUN_FLAT_VALUE[locale] : ""}
            className={select}
            key={`rf${filters.runFlat ? 1 : 0}`}
          >
            <option value="">{m.listing.runFlatAll}</option>
            <option value={RUN_FLAT_VALUE[locale]}>{m.listing.runFlatOnly}</option>
          </select>
        </label>
      )}
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:max-xl:flex-col xl:col-start-8">
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
