// The listing's order, beside the result count (on a phone the label sits above a select as wide
// as the row, so the longest order's name is read whole). Its select belongs to the filters form
// (form="listing-filters"), so the order travels with the filters and a filter change keeps it;
// without JavaScript the small button sends the form (on a phone it goes under the select rather
// than cut the select's text), with it (app/enhance/forms.ts) a change applies at once and the
// button is hidden.
import { buttonClasses } from "~/components/ui/button";
import { LISTING_SORTS, type ListingSort, QUERY_NAMES, SORT_VALUES } from "~/domain/listing-filters";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export const LISTING_FILTERS_FORM_ID = "listing-filters";

export function ListingSortControl({ locale, sort }: { locale: Locale; sort: ListingSort | undefined }) {
  const m = messages(locale).listing;
  return (
    <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 sm:w-auto">
      <label htmlFor="listing-sort" className="basis-full whitespace-nowrap text-sm text-slate-700 sm:basis-auto">
        {m.sortBy}
      </label>
      <select
        id="listing-sort"
        form={LISTING_FILTERS_FORM_ID}
        name={QUERY_NAMES[locale].sort}
        defaultValue={sort ? SORT_VALUES[locale][sort] : ""}
        key={sort ?? ""}
        autoComplete="off"
        className="min-h-11 min-w-68 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:w-auto sm:min-w-0 sm:flex-none"
        data-testid="listing-sort"
      >
        <option value="">{m.sorts.default}</option>
        {LISTING_SORTS.map((s) => (
          <option key={s} value={SORT_VALUES[locale][s]}>
            {m.sorts[s]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        form={LISTING_FILTERS_FORM_ID}
        className={buttonClasses("outline", "sm", "min-h-11")}
        {...hook(HOOK.autoSubmitButton)}
      >
        {m.sortApply}
      </button>
    </div>
  );
}
