import { describe, expect, it } from "vitest";
import { PageCache, isCacheableRequest, mayHaveChangedData, pageCacheKey, responseFormKey, withNonce } from "./page-cache.server";

const page = (body: string, nonce = "") => ({ status: 200, contentType: "text/html", body, nonce });

describe("page micro-cache", () => {
  it("serves a page until the time to live runs out, then lets one request render it again", () => {
    let t = 0;
    const c = new PageCache(1000, 10, () => t);
    c.set("/neumaticos", page("<p>x</p>"));
    t = 999;
    expect(c.get("/neumaticos") && withNonce(c.get("/neumaticos")!, "n")).toBe("<p>x</p>");
    t = 1000;
    expect(c.get("/neumaticos")).toBeUndefined(); // this request re-renders
    // Meanwhile the others still get the expiring copy instead of all rendering at once.
    expect(c.get("/neumaticos")).toBeDefined();
    expect(c.get("/neumaticos")).toBeDefined();
    c.set("/neumaticos", page("<p>y</p>"));
    expect(withNonce(c.get("/neumaticos")!, "n")).toBe("<p>y</p>");
  });
  it("stops serving an expiring copy after the grace period, and when the render is abandoned", () => {
    let t = 0;
    const c = new PageCache(1000, 10, () => t);
    c.set("/", page("a"));
    t = 1500;
    expect(c.get("/")).toBeUndefined();
    c.abandon("/");
    expect(c.get("/")).toBeUndefined(); // nobody is rendering it now: this request does
    t = 7000;
    expect(c.get("/")).toBeUndefined();
    expect(c.get("/")).toBeUndefined(); // too old to serve even while another renders
  });
  it("is empty after a write clears it, and off with a zero time to live", () => {
    const c = new PageCache(1000);
    c.set("/", page("a"));
    c.clear();
    expect(c.get("/")).toBeUndefined();
    const off = new PageCache(0);
    off.set("/", page("a"));
    expect(off.get("/")).toBeUndefined();
  });
  it("keeps at most maxEntries pages, dropping the oldest", () => {
    const c = new PageCache(1000, 2);
    for (const k of ["/a", "/b", "/c"]) c.set(k, page(k));
    expect(c.get("/a")).toBeUndefined();
    expect(c.size).toBe(2);
  });

  it("gives every response its own form key, derived from its nonce without revealing it", () => {
    const c = new PageCache(1000, 10, () => 0);
    const old = responseFormKey("OLD");
    c.set("/", page(`<script nonce="OLD">1</script><input name="formKey" value="${old}">`, "OLD"));
    expect(withNonce(c.get("/")!, "NEW")).toBe(`<script nonce="NEW">1</script><input name="formKey" value="${responseFormKey("NEW")}">`);
    expect(responseFormKey("NEW")).not.toBe(old);
    expect(responseFormKey("NEW")).not.toContain("NEW");
  });

  it("gives every response its own CSP nonce", () => {
    const c = new PageCache(1000);
    c.set("/", page('<script nonce="OLD">1</script><link nonce="OLD">', "OLD"));
    expect(withNonce(c.get("/")!, "NEW")).toBe('<script nonce="NEW">1</script><link nonce="NEW">');
  });
  it("caches only anonymous GETs of public pages", () => {
    expect(isCacheableRequest("GET", "/neumaticos", "")).toBe(true);
    expect(isCacheableRequest("GET", "/en/tyre/T00001", "ecoPopupSeen=1")).toBe(true);
    expect(isCacheableRequest("POST", "/reservar/T00001", "")).toBe(false);
    expect(isCacheableRequest("GET", "/", "better-auth.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "__Secure-better-auth.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "flash=xyz")).toBe(false);
    expect(isCacheableRequest("GET", "/dashboard", "")).toBe(false);
    expect(isCacheableRequest("GET", "/dashboard.data", "")).toBe(false);
    expect(isCacheableRequest("GET", "/invoices/12", "")).toBe(false);
    expect(isCacheableRequest("GET", "/login", "")).toBe(false);
    expect(isCacheableRequest("GET", "/en/blog", "")).toBe(true);
    expect(isCacheableRequest("GET", "/healthz", "")).toBe(false);
    // A customer's secret link shows their own booking: never kept.
    expect(isCacheableRequest("GET", "/cita/12.abcdefghijklmnopqrstuvwxyz012345", "")).toBe(false);
    expect(isCacheableRequest("GET", "/en/book-a-fitting/12.abcdefghijklmnopqrstuvwxyz012345", "")).toBe(false);
    expect(isCacheableRequest("GET", "/cita", "")).toBe(true);
    expect(isCacheableRequest("GET", "/presupuesto/12.abcdefghijklmnopqrstuvwxyz012345", "")).toBe(false);
    expect(isCacheableRequest("GET", "/en/quote/12.abcdefghijklmnopqrstuvwxyz012345?done=1", "")).toBe(false);
    expect(isCacheableRequest("GET", "/baja/12.abcdefghijklmnopqrstuvwxyz012345", "")).toBe(false);
    expect(isCacheableRequest("GET", "/en/unsubscribe/12.abcdefghijklmnopqrstuvwxyz012345?done=1", "")).toBe(false);
  });
});

describe("page cache key", () => {
  it("keeps only the query parameters the page reads, in their order", () => {
    expect(pageCacheKey("/neumaticos?x=1&ancho=205&perfil=55")).toBe("/neumaticos?ancho=205&perfil=55");
    expect(pageCacheKey("/en/find-tyres?width=205&fbclid=abc&before=T1")).toBe("/en/find-tyres?width=205&before=T1");
    expect(pageCacheKey("/reservar/T00001?ok=R1&x=2")).toBe("/reservar/T00001?ok=R1");
    expect(pageCacheKey("/anular-reserva/tok?done=1&x=2")).toBe("/anular-reserva/tok?done=1");
    expect(pageCacheKey("/?x=123")).toBe("/");
    expect(pageCacheKey("/en/tyre/T00001?x=1")).toBe("/en/tyre/T00001");
    expect(pageCacheKey("/neumaticos")).toBe("/neumaticos");
  });

  it("leaves any other path as it came (its redirects keep the query)", () => {
    expect(pageCacheKey("/old-page?ref=1")).toBe("/old-page?ref=1");
  });

  it("empties the caches only after an accepted write: sign-in forms, also as data requests, and refusals never", () => {
    for (const path of ["/logout", "/logout/", "/logout.data", "/login.data", "/account.data", "/backup.data"])
      expect(mayHaveChangedData(path, 302), path).toBe(false);
    for (const status of [400, 404, 405, 413, 429]) expect(mayHaveChangedData("/inventory.data", status)).toBe(false);
    for (const path of ["/inventory", "/inventory.data", "/cita", "/_root.data", "/logout-x.data"])
      expect(mayHaveChangedData(path, 200), path).toBe(true);
  });
});
