import { describe, expect, it } from "vitest";
import { PageCache, isCacheableRequest, withNonce } from "./page-cache.server";

describe("page micro-cache", () => {
  it("serves a page until the time to live runs out", () => {
    let t = 0;
    const c = new PageCache(1000, 10, () => t);
    c.set("/neumaticos", { status: 200, contentType: "text/html", body: "<p>x</p>", nonce: "" });
    t = 999;
    expect(c.get("/neumaticos")?.body).toBe("<p>x</p>");
    t = 1000;
    expect(c.get("/neumaticos")).toBeUndefined();
  });
  it("is empty after a write clears it, and off with a zero time to live", () => {
    const c = new PageCache(1000);
    c.set("/", { status: 200, contentType: "text/html", body: "a", nonce: "" });
    c.clear();
    expect(c.get("/")).toBeUndefined();
    const off = new PageCache(0);
    off.set("/", { status: 200, contentType: "text/html", body: "a", nonce: "" });
    expect(off.get("/")).toBeUndefined();
  });
  it("keeps at most maxEntries pages, dropping the oldest", () => {
    const c = new PageCache(1000, 2);
    for (const k of ["/a", "/b", "/c"]) c.set(k, { status: 200, contentType: "text/html", body: k, nonce: "" });
    expect(c.get("/a")).toBeUndefined();
    expect(c.size).toBe(2);
  });
  it("gives every response its own CSP nonce", () => {
    const page = { status: 200, contentType: "text/html", body: '<script nonce="OLD">1</script><link nonce="OLD">', nonce: "OLD", storedAt: 0 };
    expect(withNonce(page, "NEW")).toBe('<script nonce="NEW">1</script><link nonce="NEW">');
  });
  it("caches only anonymous GETs of public pages", () => {
    expect(isCacheableRequest("GET", "/neumaticos", "")).toBe(true);
    expect(isCacheableRequest("GET", "/en/tyre/T00001", "ecoPopupSeen=1")).toBe(true);
    expect(isCacheableRequest("POST", "/reservar/T00001", "")).toBe(false);
    expect(isCacheableRequest("GET", "/", "better-auth.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "__Secure-better-auth.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "flash=xyz")).toBe(false);
    expect(isCacheableRequest("GET", "/dashboard", "")).toBe(false);
    expect(isCacheableRequest("GET", "/healthz", "")).toBe(false);
  });
});
