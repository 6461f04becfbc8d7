// Micro-cache for anonymous public HTML: the same page asked for again within a second (a burst
// of visitors, a crawler) is served from memory instead of rendered again. Any write (a non-GET
// request) empties it, so stock stays live for the person who just changed it; otherwise a page
// is at most PAGE_CACHE_TTL_MS old. The CSP nonce is replaced per response, never reused.
// See docs/decisions/005-page-micro-cache.md.

export interface CachedPage {
  status: number;
  contentType: string;
  body: string;
  nonce: string;
  storedAt: number;
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    private now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  set(key: string, page: Omit<CachedPage, "storedAt">) {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...page, storedAt: this.now() });
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** The cached body with the old nonce replaced by this response's own. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(`nonce="${page.nonce}"`).join(`nonce="${nonce}"`) : page.body;
}

const SESSION_OR_FLASH = /(?:^|;\s*)(?:(?:__Secure-)?better-auth\.[\w.]+|flash)=/;

/** Only anonymous GETs of public pages are cacheable: no session, no flash, no staff path. */
export function isCacheableRequest(method: string, path: string, cookie: string | undefined): boolean {
  if (method !== "GET") return false;
  if (SESSION_OR_FLASH.test(cookie ?? "")) return false;
  if (/^\/(login|logout|dashboard|inventory|checkout|invoices|reservations|import|healthz)(\/|\.|$)/.test(path)) return false;
  return true;
}
