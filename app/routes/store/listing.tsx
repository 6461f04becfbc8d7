// Stock listing: filters in the URL (GET form), available tyres with quantity > 0, keyset pages.
import { ChevronDown, ChevronLeft, ChevronRight } from "~/components/store/icons";
import type { Route } from "./+types/listing";
import { ListingFiltersForm } from "~/components/store/listing-filters-form";
import { ListingSortControl } from "~/components/store/listing-sort";
import { packageParts } from "~/components/store/fitted-price";
import { CompareBar, CompareForm } from "~/components/store/compare-parts";
import { StockRequestForm } from "~/components/store/stock-request-form";
import { TyreCard, TyreCardSkeleton } from "~/components/store/tyre-card";
import { buttonClasses } from "~/components/ui/button";
import { filterCount, hasFilters, listingSearchParams, parseListingQuery } from "~/domain/listing-filters";
import { HOOK, hook } from "~/enhance/contract";
import { sizeLabel } from "~/domain/tyre-size";
import { normaliseTyreId } from "~/domain/tyre-id";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { fittingQuote } from "~/server/sales/services.server";
import { filterOptions, listTyres } from "~/server/storefront/storefront.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.listing.metaTitle }];
  const f = loaderData.filters;
  const sort = loaderData.page.nextAfter ? loaderData.sort : undefined;
  const sizeTitle = f.width && f.aspect && f.rim ? sizeLabel({ width: f.width, aspect: f.aspect, rim: f.rim }) : null;
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "listing",
    title: sizeTitle ? `${m.listing.metaTitle} ${sizeTitle}` : m.listing.metaTitle,
    description: m.listing.metaDescription,
    // A size/brand/condition page is a landing page people search for ("205/55 R16"): indexable,
    // with its filters in the canonical URL. Pages further down a result list are not. An order is
    // in it only when it changes what the page shows: when the results fill more than one page.
    search:
      hasFilters(loaderData.filters) || sort
        ? {
            es: listingSearchParams(loaderData.filters, "es", undefined, sort).toString(),
            en: listingSearchParams(loaderData.filters, "en", undefined, sort).toString(),
          }
        : undefined,
    noindex: loaderData.paged,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const parsed = parseListingQuery(url.searchParams, locale, normaliseTyreId);
  // The fitting package by rim first (cached per process): the fitted-price order needs it.
  const quote = await fittingQuote(db);
  const [page, options] = await Promise.all([
    listTyres(db, parsed.filters, { after: parsed.after, before: parsed.before, sort: parsed.sort, packageByRim: quote.byRim }),
    filterOptions(db),
  ]);
  return {
    origin,
    filters: parsed.filters,
    sort: parsed.sort,
    invalid: parsed.invalid,
    paged: Boolean(parsed.after || parsed.before),
    options,
    page,
    fitting: { byRim: quote.byRim, parts: packageParts(quote.parts[locale], locale) },
  };
}

const COMPARE_FORM_ID = "compare-form";

export default function Listing({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale);
  const { filters, sort, invalid, options, page } = loaderData;
  const fieldLabel = {
    width: m.listing.width,
    aspect: m.listing.aspect,
    rim: m.listing.rim,
    brand: m.listing.brand,
    condition: m.listing.condition,
    season: m.listing.season,
    runFlat: m.listing.runFlat,
  };
  const pageLink = (cursor: { after?: string; before?: string }) =>
    href("listing", locale, {}, listingSearchParams(filters, locale, cursor, sort));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{m.listing.title}</h1>
      {/* On a phone the filters wait behind "Filters (n)" (a plain <details>) so the count and the
          first card are in the first screen; from md they are always open (app.css). */}
      <details className="listing-filters group mt-4 rounded-lg border border-slate-200 bg-slate-50" data-testid="filters-panel">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-semibold md:hidden [&::-webkit-details-marker]:hidden">
          {m.listing.filtersButton(filterCount(filters))}
          <ChevronDown aria-hidden className="h-5 w-5 transition-transform group-open:rotate-180" />
        </summary>
        <section className="p-4 pt-2 md:pt-4" aria-labelledby="filters-title">
          <h2 id="filters-title" className="sr-only">
            {m.listing.filtersTitle}
          </h2>
          <ListingFiltersForm locale={locale} filters={filters} options={options} />
        </section>
      </details>
      {invalid.length > 0 && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {m.listing.invalid(invalid.map((f) => fieldLabel[f]).join(", "))}
        </p>
      )}
      {/* While a filter change loads the next page, app/enhance/forms.ts swaps these results for
          the six skeleton cards of the template below. */}
      <template {...hook(HOOK.skeletons)}>
        <p className="sr-only">{m.listing.loading}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <TyreCardSkeleton />
            </li>
          ))}
        </ul>
      </template>
      <div aria-live="polite" className="mt-6" {...hook(HOOK.results)}>
        {page.tyres.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold">{m.listing.emptyTitle}</p>
            <p className="mt-1 text-slate-600">{m.listing.emptyText}</p>
            <a href={href("listing", locale)} className={buttonClasses("outline", "md", "mt-4")}>
              {m.listing.clear}
            </a>
            <div className="mt-6">
              <StockRequestForm
                locale={locale}
                size={
                  filters.width && filters.aspect && filters.rim
                    ? sizeLabel({ width: filters.width, aspect: filters.aspect, rim: filters.rim })
                    : ""
                }
              />
            </div>
          </div>
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" data-testid="result-count">
                {m.listing.results(page.total, page.totalIsCapped)}
              </p>
              <ListingSortControl locale={locale} sort={sort} />
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {page.tyres.map((t, i) => (
                <li key={t.id}>
                  <TyreCard
                    tyre={t}
                    locale={locale}
                    priority={i < 3}
                    fitting={{ packageCents: loaderData.fitting.byRim[t.rim] ?? null, parts: loaderData.fitting.parts }}
                    compareForm={COMPARE_FORM_ID}
                  />
                </li>
              ))}
            </ul>
            {page.tyres.some((t) => loaderData.fitting.byRim[t.rim] != null) && (
              <p className="mt-3 text-xs text-slate-600">{m.fitted.includes(loaderData.fitting.parts)}</p>
            )}
            <CompareBar locale={locale} form={COMPARE_FORM_ID} />
            <CompareForm locale={locale} id={COMPARE_FORM_ID} />
          </>
        )}
      </div>
      {(page.prevBefore || page.nextAfter) && (
        <nav aria-label={m.listing.pagination} className="mt-8 flex justify-between gap-3" {...hook(HOOK.pagination)}>
          {page.prevBefore ? (
            <a href={pageLink({ before: page.prevBefore })} rel="prev" className={buttonClasses("outline")}>
              <ChevronLeft aria-hidden className="h-4 w-4" /> {m.listing.previous}
            </a>
          ) : (
            <span />
          )}
          {page.nextAfter && (
            <a href={pageLink({ after: page.nextAfter })} rel="next" className={buttonClasses("outline")}>
              {m.listing.next} <ChevronRight aria-hidden className="h-4 w-4" />
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
