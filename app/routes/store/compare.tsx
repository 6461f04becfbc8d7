// Compare up to three tyres side by side: price, fitted price, condition, tread, age, season,
// marks, EU label and stock. The tyres come from the query string (`?ids=T0001A&ids=T0001B`, what
// the listing's "Compare" boxes send as a plain GET form), so it works without JavaScript and can
// be shared. On a phone the table scrolls sideways with two tyres in view and the row names fixed
// (the scrolling box is `relative`, so its screen-reader-only texts, absolutely placed, scroll with
// it instead of widening the page). Each tyre that can be reserved has its Reserve link.
import type { ReactNode } from "react";
import { ArrowLeft } from "~/components/store/icons";
import type { Route } from "./+types/compare";
import { FittedPrice, packageParts } from "~/components/store/fitted-price";
import { CompareActions, EuLabelLetters } from "~/components/store/compare-parts";
import { compareSearch, parseCompareQuery } from "~/domain/compare";
import { formatEur, toCents } from "~/domain/money";
import { tyreName } from "~/domain/tyre";
import { tyreAgeYears } from "~/domain/tyre-data";
import { sizeLabel } from "~/domain/tyre-size";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { INTL_LOCALE } from "~/lib/locale";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { fittingQuote } from "~/server/sales/services.server";
import { getPublicTyre } from "~/server/storefront/storefront.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.compare.metaTitle }];
  const search = compareSearch(loaderData.tyres.map((t) => t.id));
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "compare",
    title: m.compare.metaTitle,
    description: m.compare.metaDescription,
    search: { es: search, en: search },
    // One visitor's choice of tyres: worth sharing, not worth indexing.
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = parseCompareQuery(url.searchParams);
  const [found, quote] = await Promise.all([Promise.all(query.ids.map((id) => getPublicTyre(db, id))), fittingQuote(db)]);
  const tyres = found.filter((t) => t != null);
  return {
    origin,
    tyres,
    tooMany: query.tooMany,
    unknown: query.ids.length - tyres.length,
    invalid: query.invalid,
    fitting: { byRim: quote.byRim, parts: packageParts(quote.parts[locale], locale) },
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale);
  const c = m.compare;
  const { tyres, fitting } = loaderData;
  const dash = c.none_;
  const notes = [
    loaderData.tooMany && c.tooMany,
    loaderData.unknown > 0 && c.unknown(loaderData.unknown),
    loaderData.invalid.length > 0 && c.invalid(loaderData.invalid.join(", ")),
    tyres.length === 0 ? c.none : tyres.length === 1 ? c.one : null,
  ].filter((x): x is string => Boolean(x));
  const number = (n: number) => n.toLocaleString(INTL_LOCALE[locale]);
  const rows: { label: string; cell: (t: (typeof tyres)[number]) => ReactNode }[] = [
    { label: c.rows.price, cell: (t) => <strong className="text-lg text-brand-800">{formatEur(toCents(t.unitPriceEur), locale)}</strong> },
    {
      label: c.rows.fitted,
      cell: (t) =>
        (t.disposalFeeEurPerTyre != null && fitting.byRim[t.rim] != null && (
          <FittedPrice
            compact
            unitCents={toCents(t.unitPriceEur)}
            disposalCents={toCents(t.disposalFeeEurPerTyre)}
            packageCents={fitting.byRim[t.rim] ?? null}
            quantity={t.quantity}
            parts={fitting.parts}
            locale={locale}
          />
        )) ||
        dash,
    },
    { label: c.rows.condition, cell: (t) => m.condition[t.condition] },
    { label: c.rows.tread, cell: (t) => (t.treadDepthMm ? `${number(Number(t.treadDepthMm))} mm` : dash) },
    {
      label: c.rows.age,
      cell: (t) => {
        const age = tyreAgeYears(t.dotCode);
        return age == null ? dash : m.tyreData.years(age);
      },
    },
    { label: c.rows.season, cell: (t) => (t.season ? m.tyreData.seasons[t.season] : dash) },
    {
      label: c.rows.marks,
      cell: (t) => [t.runFlat && m.tyreCard.runFlat, t.reinforced && m.tyreCard.reinforced].filter(Boolean).join(" · ") || dash,
    },
    { label: c.rows.euLabel, cell: (t) => <EuLabelLetters tyre={t} locale={locale} /> },
    { label: c.rows.stock, cell: (t) => m.tyreCard.inStock(t.quantity) },
  ];
  const without = (id: string) => href("compare", locale, {}, compareSearch(tyres.filter((t) => t.id !== id).map((t) => t.id)));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <a href={href("listing", locale)} className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {c.backToListing}
      </a>
      <h1 className="mt-2 text-2xl font-bold md:text-3xl">{c.title}</h1>
      <p className="mt-1 text-slate-600">{c.intro}</p>
      {notes.length > 0 && (
        <div
          role="alert"
          className="mt-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="compare-notes"
        >
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      {tyres.length > 0 && (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-slate-200" data-testid="compare-scroll">
          <table className="w-full border-collapse text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">{c.title}</caption>
            <thead>
              <tr>
                <td className="sticky left-0 z-10 w-24 min-w-24 bg-white p-2 sm:w-44 sm:p-3" />
                {tyres.map((t) => (
                  <th
                    key={t.id}
                    scope="col"
                    className="min-w-[calc((100vw-8.5rem)/2)] border-l border-slate-200 bg-slate-50 p-3 align-top sm:min-w-56"
                    data-testid="compare-tyre"
                  >
                    <a href={href("tyre", locale, { id: t.id })} className="font-bold text-brand-800 hover:underline">
                      {tyreName(t)}
                    </a>
                    <span className="block font-normal text-slate-700">
                      {sizeLabel(t)} {t.loadIndex}
                      {t.speedRating}
                    </span>
                    <a
                      href={without(t.id)}
                      className="mt-1 inline-flex min-h-11 items-center text-xs font-normal text-slate-600 underline"
                      aria-label={c.removeLabel(tyreName(t))}
                    >
                      {c.remove}
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label} className="border-t border-slate-200">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 w-24 min-w-24 bg-white p-2 align-top text-xs font-semibold text-slate-700 sm:w-44 sm:p-3 sm:text-sm"
                  >
                    {r.label}
                  </th>
                  {tyres.map((t) => (
                    <td key={t.id} className="border-l border-slate-200 p-3 align-top">
                      {r.cell(t)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-200">
                <td className="sticky left-0 z-10 bg-white p-3" />
                {tyres.map((t) => (
                  <td key={t.id} className="border-l border-slate-200 p-3 align-top">
                    <CompareActions tyre={t} locale={locale} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
