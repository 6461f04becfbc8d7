// The stock listing's search filters: parsing them from a URL query and writing them back, with
// the query names of each language (ancho/perfil/llanta/marca/condicion in Spanish,
// width/aspect/rim/brand/condition in English). Only filled fields go into a query; values that
// are not what a filter expects are reported, never silently turned into a different search.
import type { Locale } from "~/lib/locale";
import type { TyreCondition } from "./tyre";
import { parseFlag, parseSeason, type Season } from "./tyre-data";

export interface ListingFilters {
  width?: number;
  aspect?: number;
  rim?: number;
  brand?: string;
  condition?: TyreCondition;
  season?: Season;
  /** Only run-flat tyres (there is no "only tyres that are not run-flat"). */
  runFlat?: true;
}

/** The choices the listing's filters offer: what the available tyres have. */
export interface ListingFilterOptions {
  widths: number[];
  aspects: number[];
  rims: number[];
  brands: string[];
  /** Seasons some available tyre has, in the order of SEASONS. */
  seasons: Season[];
  /** Whether some available tyre is run-flat (the filter is offered only then). */
  runFlat: boolean;
}

export type FilterField = keyof ListingFilters;
export const FILTER_FIELDS: readonly FilterField[] = ["width", "aspect", "rim", "brand", "condition", "season", "runFlat"];

/**
 * The listing's orders besides the default (brand, then id): price low to high and high to low,
 * price fitted low to high and high to low (tyre + end-of-life fee + the fitting package for its rim;
 * either way, tyres whose rim has no package price after every fitted one, by price), deepest tread first (part-worn tyres; tyres
 * without a measured depth last), newest in stock first.
 */
export const LISTING_SORTS = ["price-asc", "price-desc", "fitted-asc", "fitted-desc", "tread", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Each order's value in each language's query (`?orden=precio-asc`, `?sort=price-asc`). */
export const SORT_VALUES: Record<Locale, Record<ListingSort, string>> = {
  es: {
    "price-asc": "precio-asc",
    "price-desc": "precio-desc",
    "fitted-asc": "montado-asc",
    "fitted-desc": "montado-desc",
    tread: "dibujo",
    newest: "recientes",
  },
  en: {
    "price-asc": "price-asc",
    "price-desc": "price-desc",
    "fitted-asc": "fitted-asc",
    "fitted-desc": "fitted-desc",
    tread: "tread",
    newest: "newest",
  },
};

/** A sort value of either language, or undefined (an unknown value means the default order). */
export function parseSort(raw: string | null | undefined): ListingSort | undefined {
  const v = raw?.trim().toLowerCase();
  if (!v) return undefined;
  return LISTING_SORTS.find((s) => SORT_VALUES.es[s] === v || SORT_VALUES.en[s] === v);
}

/** Query-string names per language. Pagination and order names too (cursor = a tyre id). */
export const QUERY_NAMES: Record<Locale, Record<FilterField | "sort" | "after" | "before", string>> = {
  es: {
    width: "ancho",
    aspect: "perfil",
    rim: "llanta",
    brand: "marca",
    condition: "condicion",
    season: "temporada",
    runFlat: "antipinchazo",
    sort: "orden",
    after: "despues",
    before: "antes",
  },
  en: {
    width: "width",
    aspect: "aspect",
    rim: "rim",
    brand: "brand",
    condition: "condition",
    season: "season",
    runFlat: "run-flat",
    sort: "sort",
    after: "after",
    before: "before",
  },
};

/** The run-flat filter's value in each language's query (any yes-word is read). */
export const RUN_FLAT_VALUE: Record<Locale, string> = { es: "si", en: "yes" };

const BRAND_MAX_LENGTH = 40;
const NUMERIC_LIMITS: Record<"width" | "aspect" | "rim", [number, number]> = {
  width: [100, 400],
  aspect: [20, 100],
  rim: [10, 24],
};

export interface ParsedListingQuery {
  filters: ListingFilters;
  /** Fields whose value was present but not acceptable (e.g. ancho=abc); they are ignored. */
  invalid: FilterField[];
  /** The order asked for; absent (or unknown in the URL) is the default order. */
  sort?: ListingSort;
  /** Keyset cursors: the tyre id to continue after / before. */
  after?: string;
  before?: string;
}

function read(search: URLSearchParams, locale: Locale, key: FilterField | "sort" | "after" | "before"): string | null {
  // Accept the other language's names too, so a shared link in either language still works.
  const other: Locale = locale === "es" ? "en" : "es";
  const v = search.get(QUERY_NAMES[locale][key]) ?? search.get(QUERY_NAMES[other][key]);
  if (v == null) return null;
  const t = v.trim();
  return t === "" || t.toLowerCase() === "all" || t.toLowerCase() === "todos" ? null : t;
}

/** Strict integer in range: "205" -> 205; "205abc", "2.5", "1e3" -> null. */
function parseSizeNumber(field: "width" | "aspect" | "rim", raw: string): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  const [min, max] = NUMERIC_LIMITS[field];
  return n >= min && n <= max ? n : null;
}

function parseCondition(raw: string): TyreCondition | null {
  const v = raw.toLowerCase();
  if (v === "new" || v === "nuevo") return "new";
  if (v === "part-worn" || v === "seminuevo" || v === "used") return "part-worn";
  return null;
}

export function parseListingQuery(
  search: URLSearchParams,
  locale: Locale,
  isCursor: (v: string) => string | null = (v) => v,
): ParsedListingQuery {
  const filters: ListingFilters = {};
  const invalid: FilterField[] = [];
  for (const field of ["width", "aspect", "rim"] as const) {
    const raw = read(search, locale, field);
    if (raw == null) continue;
    const n = parseSizeNumber(field, raw);
    if (n == null) invalid.push(field);
    else filters[field] = n;
  }
  const brand = read(search, locale, "brand");
  if (brand != null) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a brand may not contain
    if (brand.length > BRAND_MAX_LENGTH || /[\u0000-\u001f]/.test(brand)) invalid.push("brand");
    else filters.brand = brand;
  }
  const condition = read(search, locale, "condition");
  if (condition != null) {
    const c = parseCondition(condition);
    if (c == null) invalid.push("condition");
    else filters.condition = c;
  }
  const season = read(search, locale, "season");
  if (season != null) {
    const v = parseSeason(season);
    if (v == null) invalid.push("season");
    else filters.season = v;
  }
  const runFlat = read(search, locale, "runFlat");
  if (runFlat != null) {
    const v = parseFlag(runFlat);
    if (v == null) invalid.push("runFlat");
    else if (v) filters.runFlat = true;
  }
  const out: ParsedListingQuery = { filters, invalid };
  const sort = parseSort(read(search, locale, "sort"));
  if (sort) out.sort = sort;
  const after = read(search, locale, "after");
  const before = read(search, locale, "before");
  if (after) {
    const c = isCursor(after);
    if (c) out.after = c;
  } else if (before) {
    const c = isCursor(before);
    if (c) out.before = c;
  }
  return out;
}

/** Filters (and the order) -> query string params with the language's names, filled fields only, fixed order. */
export function listingSearchParams(
  filters: ListingFilters,
  locale: Locale,
  cursor?: { after?: string; before?: string },
  sort?: ListingSort,
): URLSearchParams {
  const q = new URLSearchParams();
  const names = QUERY_NAMES[locale];
  for (const field of FILTER_FIELDS) {
    const v = filters[field];
    if (v == null || v === "") continue;
    q.set(names[field], v === true ? RUN_FLAT_VALUE[locale] : String(v));
  }
  if (sort) q.set(names.sort, SORT_VALUES[locale][sort]);
  if (cursor?.after) q.set(names.after, cursor.after);
  else if (cursor?.before) q.set(names.before, cursor.before);
  return q;
}

/**
 * A search or filter form's fields (strings as typed) -> query params: only filled fields, trimmed,
 * with the language's names. The public pages' script sends the size search and the listing
 * filters through it (app/enhance/forms.ts).
 */
export function formToSearchParams(
  form: Partial<Record<FilterField | "sort", string | null | undefined>>,
  locale: Locale,
): URLSearchParams {
  const q = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const v = form[field]?.trim();
    if (v) q.set(QUERY_NAMES[locale][field], v);
  }
  const sort = parseSort(form.sort);
  if (sort) q.set(QUERY_NAMES[locale].sort, SORT_VALUES[locale][sort]);
  return q;
}

/**
 * Translates a query string's names to the other language, for the ES/EN switcher
 * (counterpartPath's translateSearch): ?ancho=205&marca=Michelin <-> ?width=205&brand=Michelin,
 * and the order's value (?orden=precio-asc <-> ?sort=price-asc). Unknown names pass through
 * unchanged; empty values are dropped.
 */
export function translateSearch(search: URLSearchParams, to: Locale): URLSearchParams {
  const from: Locale = to === "es" ? "en" : "es";
  const map = new Map<string, string>();
  for (const key of Object.keys(QUERY_NAMES[from]) as (keyof (typeof QUERY_NAMES)["es"])[]) {
    map.set(QUERY_NAMES[from][key], QUERY_NAMES[to][key]);
  }
  const out = new URLSearchParams();
  for (const [k, v] of search) {
    if (v.trim() === "") continue;
    const name = map.get(k) ?? k;
    const sort = name === QUERY_NAMES[to].sort ? parseSort(v) : undefined;
    out.append(name, sort ? SORT_VALUES[to][sort] : v);
  }
  return out;
}

export function hasFilters(f: ListingFilters): boolean {
  return FILTER_FIELDS.some((k) => f[k] != null);
}

/** How many filters are set (the "Filters (n)" button). */
export function filterCount(f: ListingFilters): number {
  return FILTER_FIELDS.filter((k) => f[k] != null).length;
}
