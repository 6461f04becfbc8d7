// Micro-cache for anonymous public HTML: the same page asked for again within a second (a burst
// of visitors, a crawler) is served from memory instead of rendered again. A write that was
// accepted (a non-GET request answered below 400) empties it, in every server process
// (cache-bus.server.ts), so stock stays live for the person
// who just changed it, while refused or junk POSTs (404, 405, 400, 403, 413, 429) leave it alone
// and cannot switch the cache off during a flood; a page rendered while a write happened is not
// stored. Otherwise a page
// is at most about PAGE_CACHE_TTL_MS old. When a page expires, one request renders it again while
// the others are still served the expiring copy (no stampede of renders). The CSP nonce is
// replaced per response, never reused. A public page's key (and the URL it is rendered from) keeps
// only the query parameters that page reads, so `?x=<random>` is the same cached page, not a
// render each. See docs/decisions/005-page-micro-cache.md.
import { createHash } from "node:crypto";
import { COMPARE_PARAM } from "~/domain/compare";
import { QUERY_NAMES } from "~/domain/listing-filters";
import { type PageId, publicPageId } from "~/i18n/paths";
import { isStaffPath, staffPath } from "~/staff-paths";

/**
 * Forms that touch only sign-in state (sessions, passwords, two-factor) or read the data (a backup
 * download): whatever they answer, no shown data changed, so they never empty a cache or tell the
 * other server processes. An anonymous POST /logout, repeated, cannot switch the caches off.
 */
const SIGN_IN_ONLY_POSTS: ReadonlySet<string> = new Set((["login", "logout", "account", "backup"] as const).map((id) => staffPath(id)));

/**
 * Whether a form post answered with `status` may have changed data a cache holds. A post to a
 * route's data URL (`/logout.data`, what a form submitted from a hydrated page sends) is the
 * route's own post: the sign-in forms stay sign-in forms under it.
 */
export function mayHaveChangedData(path: string, status: number): boolean {
  const route = path.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return status < 400 && !SIGN_IN_ONLY_POSTS.has(route);
}

export interface CachedPage {
  status: number;
  contentType: string;
  /**
   * The body split at every occurrence of the nonce, and each piece at every occurrence of the
   * response's form key (responseFormKey), so a response only joins it with its own.
   */
  parts: string[][];
  storedAt: number;
}

/** How long past its time to live an expiring page may still be served while it is re-rendered. */
const STALE_GRACE_MS = 5_000;

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private refreshing = new Set<string>();
  private gen = 0;
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    private now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /**
   * A page to serve, or undefined when this request should render (and then call `set` or
   * `abandon`). Only one request at a time re-renders an expired page; the others get the old one
   * for at most STALE_GRACE_MS more.
   */
  get(key: string): CachedPage | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const age = this.now() - e.storedAt;
    if (age < this.ttlMs) return e;
    if (age < this.ttlMs + STALE_GRACE_MS && this.refreshing.has(key)) return e;
    if (age >= this.ttlMs + STALE_GRACE_MS) this.entries.delete(key);
    this.refreshing.add(key);
    return undefined;
  }

  /** Changes on every clear(): a render that began before a write must not be stored after it. */
  get generation() {
    return this.gen;
  }

  /** Stores a rendered page, unless the cache was emptied since `generation` (the render's start). */
  set(key: string, page: { status: number; contentType: string; body: string; nonce: string }, generation = this.gen) {
    this.refreshing.delete(key);
    if (!this.enabled || generation !== this.gen) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const formKey = page.nonce ? responseFormKey(page.nonce) : null;
    const parts = page.nonce ? page.body.split(`nonce="${page.nonce}"`).map((p) => p.split(formKey!)) : [[page.body]];
    this.entries.set(key, { status: page.status, contentType: page.contentType, parts, storedAt: this.now() });
  }

  /** The render that was to refresh `key` produced nothing cacheable. */
  abandon(key: string) {
    this.refreshing.delete(key);
  }

  clear() {
    this.gen++;
    this.entries.clear();
    this.refreshing.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** The cached body with this response's own nonce (and form key). */
export function withNonce(page: CachedPage, nonce: string): string {
  const formKey = responseFormKey(nonce);
  return page.parts.map((p) => p.join(formKey)).join(`nonce="${nonce}"`);
}

/**
 * A key of this response's own, for a public form to carry (the reservation form: a form sent
 * twice finds its first submission by it): derived from the response's CSP nonce, one way, so it
 * reveals nothing of the nonce, and replaced per response like the nonce when the page is served
 * from the cache, so no two visitors are ever given the same one.
 */
export function responseFormKey(nonce: string): string {
  return createHash("sha256").update(`form-key:${nonce}`).digest("base64url").slice(0, 32);
}

const SESSION_OR_FLASH = /(?:^|;\s*)(?:(?:__Secure-)?better-auth\.[\w.]+|flash)=/;

/** Whether the request carries a sign-in session or a flash message (its page is someone's own). */
export function isPersonalRequest(cookie: string | undefined): boolean {
  return SESSION_OR_FLASH.test(cookie ?? "");
}

/**
 * Pages reached by a customer's secret link (cancel a reservation, change an appointment, answer a
 * quote, unsubscribe from reminders): each shows one person's booking or quote and changes with their answer, so none is ever
 * kept or shared.
 */
const SECRET_LINK_PAGES: ReadonlySet<PageId> = new Set<PageId>(["cancelReservation", "changeAppointment", "quote", "unsubscribe"]);

/**
 * Only anonymous GETs of public pages are cacheable: no session, no flash, no staff path, no
 * page of a secret link.
 */
export function isCacheableRequest(method: string, path: string, cookie: string | undefined): boolean {
  if (method !== "GET") return false;
  if (isPersonalRequest(cookie)) return false;
  if (isStaffPath(path) || /^\/healthz(\/|\.|$)/.test(path)) return false;
  const id = publicPageId(path);
  return id == null || !SECRET_LINK_PAGES.has(id);
}

/** The query parameters each public page reads; a page not listed reads none. */
const PAGE_QUERY: Partial<Record<PageId, ReadonlySet<string>>> = {
  listing: new Set([...Object.values(QUERY_NAMES.es), ...Object.values(QUERY_NAMES.en)]),
  compare: new Set([COMPARE_PARAM]),
  stockRequest: new Set(["medida", "size", "ok"]),
  reserve: new Set(["ok", "day", "job"]),
  cancelReservation: new Set(["done"]),
  appointment: new Set(["job", "day"]),
  changeAppointment: new Set(["booked", "moved", "cancel", "day", "job"]),
  quote: new Set(["done"]),
  unsubscribe: new Set(["done", "phone"]),
};

/**
 * The cache key of a request URL (path and query, as Express's originalUrl): a public page's path
 * with only the parameters the page reads, in their order; any other path (a redirect, a 404)
 * as it came, since those keep their whole query and are not stored.
 */
export function pageCacheKey(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  const id = publicPageId(path);
  if (id == null) return url;
  const known = PAGE_QUERY[id];
  if (!known) return path;
  const kept = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(url.slice(q + 1))) if (known.has(k)) kept.append(k, v);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
