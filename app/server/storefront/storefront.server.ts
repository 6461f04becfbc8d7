// Public storefront queries: the stock listing (available tyres with quantity > 0, keyset
// pagination on (brand, id) so deep pages cost the same as the first, every filter backed by the
// partial listing indexes), the filter options and popular sizes from available stock, one tyre;
// tyres leave here only in their public shape (PublicTyre).
import { and, asc, count, desc, eq, gt, lt, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { tyres, type TyreRow } from "~db/schema";
import { FILTER_FIELDS, type ListingFilterOptions, type ListingFilters, type ListingSort } from "~/domain/listing-filters";
import { isTyreCondition, type TyreCondition } from "~/domain/tyre";
import { SEASONS } from "~/domain/tyre-data";
import type { StoredImage } from "~/lib/stored-image";
import { onDataChanged } from "../infra/cache-bus.server";
import { keepNamedOnPglite } from "../infra/pglite-named-statement.server";
import type { Db, Tx } from "../infra/db.server";
import { logger } from "../infra/logger.server";

const LISTING_PAGE_SIZE = 24;
const POPULAR_SIZES_LIMIT = 12;

/**
 * The one rule for what the public sees as in stock, used by every public query (listing, filter
 * options, popular sizes, sitemap, online reservation). It is the SQL twin of isReservable in
 * app/domain/tyre.ts, and the partial listing indexes in db/schema.ts are built on the same
 * condition, so the two must say the same.
 */
export const inStock = sql`${tyres.status} = 'available' and ${tyres.quantity} > 0`;
// Written as constants, not parameters: a plan made once for a kept statement
// (pglite-named-statement.server.ts) can then still use the partial indexes built on it.
// A tyre is 'available' only while some of its units are not held (reserveTyre and freeTyres keep
// status and heldQuantity together), so inStock also means "at least one unit on sale".

/** How many tyres the storefront shows (the sitemap's size). */
export async function countAvailableTyres(database: Db | Tx): Promise<number> {
  const [row] = await database.select({ n: count() }).from(tyres).where(inStock);
  return Number(row?.n ?? 0);
}

/** Available tyres' ids and last changes in id order, one page at a time (the listing's partial indexes cover the filter). */
export function availableTyreIds(database: Db | Tx, offset: number, limit: number) {
  return database
    .select({ id: tyres.id, updatedAt: tyres.updatedAt })
    .from(tyres)
    .where(inStock)
    .orderBy(asc(tyres.id))
    .limit(limit)
    .offset(offset);
}

/**
 * What a visitor may see of a tyre: the columns the public pages show, and nothing staff keep for
 * themselves (the shelf location, timestamps). An allow-list, so a column added later stays
 * private until it is added here. Public loaders return only this shape, which is also what their
 * data requests (`/neumatico/T0001A.data`) answer.
 */
const PUBLIC_TYRE_COLUMNS = {
  id: tyres.id,
  brand: tyres.brand,
  model: tyres.model,
  width: tyres.width,
  aspect: tyres.aspect,
  rim: tyres.rim,
  loadIndex: tyres.loadIndex,
  speedRating: tyres.speedRating,
  condition: tyres.condition,
  pairType: tyres.pairType,
  // What remains on sale: the units active reservations hold are not offered again.
  quantity: sql<number>`${tyres.quantity} - ${tyres.heldQuantity}`.mapWith(Number).as("quantity"),
  status: tyres.status,
  unitPriceEur: tyres.unitPriceEur,
  disposalFeeEurPerTyre: tyres.disposalFeeEurPerTyre,
  lineTotalEur: tyres.lineTotalEur,
  notes: tyres.notes,
  imageUrl: tyres.imageUrl,
  treadDepthMm: tyres.treadDepthMm,
  dotCode: tyres.dotCode,
  season: tyres.season,
  runFlat: tyres.runFlat,
  reinforced: tyres.reinforced,
  mudSnow: tyres.mudSnow,
  threePmsf: tyres.threePmsf,
  fuelClass: tyres.fuelClass,
  wetGripClass: tyres.wetGripClass,
  noiseDb: tyres.noiseDb,
  noiseClass: tyres.noiseClass,
  eprel: tyres.eprel,
  inspectionRef: tyres.inspectionRef,
  inspectionBy: tyres.inspectionBy,
  /** The label's EAN-13 (product data: gtin13). */
  ean: tyres.ean,
};

export type PublicTyre = Pick<TyreRow, keyof typeof PUBLIC_TYRE_COLUMNS>;

/**
 * What a listing card shows of a tyre (a subset of the public columns). The listing asks for no
 * more: every column of its 25 rows is decoded by the driver, mapped by Drizzle and encoded into
 * the page's loader data, and the other 17 public columns cost about a tenth of a listing render.
 */
const LISTING_KEYS = [
  "id",
  "brand",
  "model",
  "width",
  "aspect",
  "rim",
  "loadIndex",
  "speedRating",
  "condition",
  "pairType",
  "quantity",
  "unitPriceEur",
  "disposalFeeEurPerTyre",
  "imageUrl",
  // The data a card shows to compare tyres: season and marks, a part-worn tyre's tread and age,
  // a new tyre's EU label letters.
  "season",
  "runFlat",
  "reinforced",
  "treadDepthMm",
  "dotCode",
  "fuelClass",
  "wetGripClass",
  "noiseDb",
] as const satisfies readonly (keyof typeof PUBLIC_TYRE_COLUMNS)[];
const LISTING_TYRE_COLUMNS = Object.fromEntries(LISTING_KEYS.map((k) => [k, PUBLIC_TYRE_COLUMNS[k]])) as Pick<
  typeof PUBLIC_TYRE_COLUMNS,
  (typeof LISTING_KEYS)[number]
>;

/** A value in a listing statement, bound at each execution (the `params` of listTyres). */
const param = (name: keyof ListingFilters | "cursorKey" | "cursorId" | "limit" | "packageByRim") => sql.placeholder(name);

/** The conditions of the present filters, with placeholders for their values. */
function filterConditions(f: ListingFilters): SQL[] {
  const c: SQL[] = [inStock];
  if (f.width != null) c.push(eq(tyres.width, param("width")));
  if (f.aspect != null) c.push(eq(tyres.aspect, param("aspect")));
  if (f.rim != null) c.push(eq(tyres.rim, param("rim")));
  // Case-insensitive equality: served by tyres_listing_brand_idx on lower(brand).
  if (f.brand != null) c.push(sql`lower(${tyres.brand}) = lower(${param("brand")})`);
  if (f.condition != null) c.push(eq(tyres.condition, param("condition")));
  if (f.season != null) c.push(eq(tyres.season, param("season")));
  if (f.runFlat) c.push(eq(tyres.runFlat, true));
  return c;
}

/** A listing card's tyre: with its cover photo (position 0), or null for the default image. */
export type ListingTyre = Pick<PublicTyre, keyof typeof LISTING_TYRE_COLUMNS> & { cover: StoredImage | null };

export interface ListingPage {
  tyres: ListingTyre[];
  /** Cursor for the next page (id of the last row shown), when there is one. */
  nextAfter: string | null;
  /** Cursor for the previous page (id of the first row shown), when there is one. */
  prevBefore: string | null;
  /** Matching tyres, counted up to TOTAL_CAP (counting 90,000 rows on every page is not worth it). */
  total: number;
  totalIsCapped: boolean;
}

const TOTAL_CAP = 1000;

/**
 * One page of the listing, ordered by brand then id, or by `sort` (then id). `after`/`before` are
 * tyre ids from a previous page; an id that no longer exists starts from the first page.
 */
export async function listTyres(
  db: Db | Tx,
  filters: ListingFilters,
  opts: {
    after?: string;
    before?: string;
    limit?: number;
    sort?: ListingSort;
    /** The fitting package's price by rim (fittingQuote): the fitted-price order needs it. */
    packageByRim?: Readonly<Record<number, number | null>>;
  } = {},
): Promise<ListingPage> {
  const limit = Math.min(Math.max(opts.limit ?? LISTING_PAGE_SIZE, 1), 100);
  const packageJson = packageByRimJson(opts.packageByRim);
  const cursorId = opts.after ?? opts.before;
  let direction: Direction | null = null;
  let cursor: { key: string; id: string } | undefined;
  if (cursorId) {
    const key = sql<string>`(${orderOf(opts.sort, sql`${packageJson}`).key})::text`;
    [cursor] = await db.select({ key, id: tyres.id }).from(tyres).where(eq(tyres.id, cursorId)).limit(1);
    if (cursor) direction = opts.after ? "after" : "before";
  }
  const params = { ...filters, cursorKey: cursor?.key, cursorId: cursor?.id, limit: limit + 1, packageByRim: packageJson };
  const counted = await (await listingStatement(db, filters, direction, opts.sort)).execute(params);
  // A page past the end has no row to carry the count; only then is it asked for on its own.
  const total =
    counted[0]?.matching ??
    (cursorId
      ? ((
          await db
            .select({ n: matching(filters) })
            .from(tyres)
            .limit(1)
            .execute(params)
        )[0]?.n ?? 0)
      : 0);
  const rows: ListingTyre[] = counted.map(({ matching: _, ...row }) => row);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (direction === "before") page.reverse();
  const first = page[0]?.id ?? null;
  const last = page[page.length - 1]?.id ?? null;
  return {
    tyres: page,
    total: Math.min(Number(total), TOTAL_CAP),
    totalIsCapped: Number(total) > TOTAL_CAP,
    nextAfter: direction === "before" ? (page.length ? last : null) : more ? last : null,
    prevBefore: direction === "after" ? first : direction === "before" ? (more ? first : null) : null,
  };
}

type Direction = "after" | "before";

/** The matching tyres, counted up to one past TOTAL_CAP. */
const matching = (filters: ListingFilters) =>
  sql<number>`(select count(*)::int from (select 1 from ${tyres} where ${and(...filterConditions(filters))} limit ${TOTAL_CAP + 1}) matching)`;

function buildListingStatement(db: Db | Tx, filters: ListingFilters, direction: Direction | null, sort: ListingSort | undefined) {
  const where = filterConditions(filters);
  const { key, type, dir } = orderOf(sort, param("packageByRim"));
  // Read backwards for the page before the cursor, then reversed by listTyres.
  const forward = (dir === "asc") === (direction !== "before");
  if (direction) {
    // Keyset: rows after (or before) the cursor in (key, id) order.
    const past = forward ? gt : lt;
    const cursorKey = sql`cast(${param("cursorKey")} as ${sql.raw(type)})`;
    where.push(or(past(key, cursorKey), and(eq(key, cursorKey), past(tyres.id, param("cursorId"))))!);
  }
  const order = forward ? [asc(key), asc(tyres.id)] : [desc(key), desc(tyres.id)];
  // One round trip: the capped count rides along as an uncorrelated scalar subquery (PostgreSQL
  // computes it once per statement, not per row), and each card's cover photo (position 0) as a
  // correlated one on the (tyre, position) index. On PGlite every statement costs about as much
  // as the page query itself, so separate statements made the listing's data twice as slow.
  return (
    db
      .select({
        ...LISTING_TYRE_COLUMNS,
        // Spelled out: Drizzle leaves columns unqualified in a one-table select, and a bare "id" in
        // the subquery would be the photo's own.
        cover: sql<StoredImage | null>`(select tp.image from tyre_photos tp where tp.tyre_id = ${tyres}.id and tp.position = 0)`,
        matching: matching(filters),
      })
      .from(tyres)
      .where(and(...where))
      .orderBy(...order)
      .limit(param("limit"))
      // Without a name: Drizzle builds the SQL once per shape, and PostgreSQL still plans every
      // execution with its values (an unnamed statement). On PGlite listingStatement keeps it named.
      .prepare("")
  );
}

type ListingStatement = ReturnType<typeof buildListingStatement>;

/**
 * Each order of the listing: its key, the key's SQL type (the cursor's key is read as text and cast
 * back), and its direction; the id breaks ties in the same direction, so (key, id) is a keyset.
 * The default order (brand, id) is the one the partial listing indexes serve; the others sort the
 * matching rows.
 */
const ORDERS: Record<Exclude<ListingSort, "fitted-asc" | "fitted-desc"> | "default", { key: SQL; type: string; dir: "asc" | "desc" }> = {
  default: { key: sql`${tyres.brand}`, type: "text", dir: "asc" },
  "price-asc": { key: sql`${tyres.unitPriceEur}`, type: "numeric", dir: "asc" },
  "price-desc": { key: sql`${tyres.unitPriceEur}`, type: "numeric", dir: "desc" },
  // Tyres without a measured depth (new ones) after every part-worn one.
  tread: { key: sql`coalesce(${tyres.treadDepthMm}, -1)`, type: "numeric", dir: "desc" },
  newest: { key: sql`${tyres.createdAt}`, type: "timestamptz", dir: "desc" },
};

/**
 * Above any price a tyre can have: added (low to high) or taken off (high to low), it puts a tyre
 * whose rim has no fitting package after every fitted one, its bare price still ordering them.
 */
const NOT_FITTED_EUR = 1_000_000;

/**
 * The order's key. The price fitted is the tyre + its end-of-life fee + the package's price for its
 * rim, read from `packageByRim` (a JSON object of euros by rim: a statement parameter, or the value
 * itself for the cursor's key), the same rule as the fitted price the cards show.
 */
function orderOf(sort: ListingSort | undefined, packageByRim: SQL | Placeholder): { key: SQL; type: string; dir: "asc" | "desc" } {
  if (sort !== "fitted-asc" && sort !== "fitted-desc") return ORDERS[sort ?? "default"];
  const dir = sort === "fitted-asc" ? "asc" : "desc";
  const notFitted = sql.raw(String(dir === "asc" ? NOT_FITTED_EUR : -NOT_FITTED_EUR));
  return {
    key: sql`(${tyres.unitPriceEur} + ${tyres.disposalFeeEurPerTyre} + coalesce((cast(${packageByRim} as jsonb) ->> cast(${tyres.rim} as text))::numeric, ${notFitted}))`,
    type: "numeric",
    dir,
  };
}

/** {"16": "19.60"}: the package's price by rim in euros, rims without a price left out. */
function packageByRimJson(byRim: Readonly<Record<number, number | null>> | undefined): string {
  const out: Record<string, string> = {};
  for (const [rim, cents] of Object.entries(byRim ?? {})) if (cents != null) out[rim] = (cents / 100).toFixed(2);
  return JSON.stringify(out);
}

/**
 * Building a listing query's SQL cost about as much as rendering a few cards, so each shape of
 * query (which filters are present, which way the cursor goes, which order: at most 2^7 x 3 x 6)
 * is built once per database handle and then executed with its values.
 */
const listingStatements = new WeakMap<Db | Tx, Map<string, Promise<ListingStatement>>>();

function listingStatement(
  db: Db | Tx,
  filters: ListingFilters,
  direction: Direction | null,
  sort: ListingSort | undefined,
): Promise<ListingStatement> {
  let byShape = listingStatements.get(db);
  if (!byShape) listingStatements.set(db, (byShape = new Map()));
  const shape = `${FILTER_FIELDS.filter((f) => filters[f] != null).join(",")}|${direction ?? ""}|${sort ?? ""}`;
  let statement = byShape.get(shape);
  // On the embedded database each shape is also kept as a named statement, parsed and planned once.
  if (!statement) byShape.set(shape, (statement = keepNamedOnPglite(db, buildListingStatement(db, filters, direction, sort))));
  return statement;
}

export interface PopularSize {
  width: number;
  aspect: number;
  rim: number;
  quantity: number;
  conditions: TyreCondition[];
}

// Options and popular sizes summarise all available stock, which is costly with 100,000 tyres, so
// they are cached between writes: every accepted write empties them in this process and, on
// PostgreSQL, in every other server process (cache-bus.server.ts, decision 052). The time to live
// only bounds what a write made outside the server (a CLI import) leaves behind: past it, the old
// value is still served while one query refreshes it. Concurrent misses share one query, so an
// emptied cache under load costs one summary, not one per request in flight.
const CACHE_MS = 10_000;
interface Entry {
  at: number;
  value?: unknown;
  loading?: Promise<unknown>;
}
let cache = new WeakMap<object, Map<string, Entry>>();
/** Changes whenever the cache is emptied: a query that began before a write is not kept after it. */
let generation = 0;

onDataChanged(() => clearStorefrontCache());

function cached<T>(db: Db | Tx, key: string, load: () => Promise<T>): Promise<T> {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  const map = m;
  const entry = map.get(key);
  const stale = entry !== undefined && "value" in entry;
  if (stale && Date.now() - entry.at < CACHE_MS) return Promise.resolve(entry.value as T);
  if (!entry?.loading) {
    const started = generation;
    const loading = load().then(
      (value) => {
        if (started === generation) map.set(key, { at: Date.now(), value });
        return value;
      },
      (err: unknown) => {
        // Back to what was there before (a stale value, or nothing), so the next request retries.
        if (map.get(key)?.loading === loading) {
          if (entry) map.set(key, entry);
          else map.delete(key);
        }
        throw err;
      },
    );
    map.set(key, { ...entry, at: entry?.at ?? 0, loading });
    if (stale) loading.catch((err: unknown) => logger.error({ part: "storefront", err }, `[storefront] refreshing ${key} failed`));
  }
  // A stale value is served while it refreshes; without one, every caller waits for the same query.
  return stale ? Promise.resolve(entry.value as T) : (map.get(key)!.loading as Promise<T>);
}

/** Forgets cached options and popular sizes: of `db` (tests), or all of them (after a write). */
export function clearStorefrontCache(db?: Db | Tx) {
  generation++;
  if (db) cache.delete(db);
  else cache = new WeakMap();
}

/** Widths, aspects, rims, brands, seasons and run-flat that currently have available stock. */
export function filterOptions(db: Db | Tx): Promise<ListingFilterOptions> {
  return cached(db, "options", async () => {
    const rows = await db
      .selectDistinct({
        width: tyres.width,
        aspect: tyres.aspect,
        rim: tyres.rim,
        brand: tyres.brand,
        season: tyres.season,
        runFlat: tyres.runFlat,
      })
      .from(tyres)
      .where(inStock);
    const num = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);
    // Brands differing only in case are one brand for the filter.
    const brands = new Map<string, string>();
    for (const r of rows) if (!brands.has(r.brand.toLowerCase())) brands.set(r.brand.toLowerCase(), r.brand);
    return {
      widths: num(rows.map((r) => r.width)),
      aspects: num(rows.map((r) => r.aspect)),
      rims: num(rows.map((r) => r.rim)),
      brands: [...brands.values()].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" })),
      seasons: SEASONS.filter((s) => rows.some((r) => r.season === s)),
      runFlat: rows.some((r) => r.runFlat),
    };
  });
}

/** The top 12 sizes by available quantity (ties: smaller rim, then width, first). */
export function popularSizes(db: Db | Tx, limit = POPULAR_SIZES_LIMIT): Promise<PopularSize[]> {
  return cached(db, `popular:${limit}`, async () => {
    const rows = await db
      .select({
        width: tyres.width,
        aspect: tyres.aspect,
        rim: tyres.rim,
        quantity: sql<number>`sum(${tyres.quantity} - ${tyres.heldQuantity})::int`,
        conditions: sql<string[]>`array_agg(distinct ${tyres.condition}::text order by ${tyres.condition}::text)`,
      })
      .from(tyres)
      .where(inStock)
      .groupBy(tyres.width, tyres.aspect, tyres.rim)
      .orderBy(sql`sum(${tyres.quantity} - ${tyres.heldQuantity}) desc`, asc(tyres.rim), asc(tyres.width), asc(tyres.aspect))
      .limit(limit);
    return rows.map((r) => ({ ...r, quantity: Number(r.quantity), conditions: r.conditions.filter(isTyreCondition) }));
  });
}

/**
 * One tyre for the public pages by its (normalised) id: available or reserved (its page says so);
 * null when there is none, or when it was sold unless `sold` is asked for (the detail page shows a
 * sold tyre as unavailable, with tyres of the same size; the reservation form treats it as gone).
 */
export async function getPublicTyre(db: Db | Tx, id: string, opts: { sold?: boolean } = {}): Promise<PublicTyre | null> {
  const [row] = await db
    .select(PUBLIC_TYRE_COLUMNS)
    .from(tyres)
    .where(opts.sold ? eq(tyres.id, id) : and(eq(tyres.id, id), ne(tyres.status, "sold")))
    .limit(1);
  return row ?? null;
}

/** Up to `limit` tyres in stock of a size, in listing order (offered on a sold tyre's page). */
export async function sameSizeInStock(
  db: Db | Tx,
  size: { width: number; aspect: number; rim: number },
  limit = 4,
): Promise<ListingTyre[]> {
  return (await listTyres(db, { width: size.width, aspect: size.aspect, rim: size.rim }, { limit })).tyres;
}
