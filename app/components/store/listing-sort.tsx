// The listing's order, beside the result count (on a phone the label sits above a select as wide
// as the row, so the longest order's name is read whole). Its select belongs to the filters form
// (form="listing-filters"), so the order travels with the filters and a filter change keeps it;
// without JavaScript the small button sends the form, with it (app/enhance/forms.ts) a change
// applies at once.
import { buttonClasses } from "~/components/ui/button";
import { LISTING_SORTS, type ListingSort, QUERY_NAMES, SORT_VALUES } from "~/domain/listing-filters";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export const LISTING_FILTERS_FORM_ID = "listing-filters";

export function ListingSortControl({ locale, sort }: { locale: Locale; sort: ListingSort | undefined }) {
  const m = messages(locale).listing;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:flex sm:flex-wrap">
      <label htmlFor="listing-sort" className="col-span-2 whitespace-nowrap text-sm text-slate-700">
        {m.sortBy}
      </label>
      <select
        id="listing-sort"
        form={LISTING_FILTERS_FORM_ID}
        name={QUERY_NAMES[locale].sort}
        defaultValue={sort ? SORT_VALUES[locale][sort] : ""}
        key={sort ?? ""}
        autoComplete="off"
        className="min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:w-auto"
        data-testid="listing-sort"
      >
        <option value="">{m.sorts.default}</option>
        {LISTING_SORTS.map((s) => (
          <option key={s} value={SORT_VALUES[locale][s]}>
            {m.sorts[s]}
          </option>
        ))}
      </select>
      <button type="submit" form={LISTING_FILTERS_FORM_ID} className={buttonClasses("outline", "sm", "min-h-11")}>
        {m.sortApply}
      </button>
    </div>
  );
}
