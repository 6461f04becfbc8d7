import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { PageCache } from "../page-cache.server";
import { pageCacheMiddleware } from "./page-cache-middleware.server";
import { securityHeaders } from "./security-headers.server";

// The production order: headers (the nonce), compression, the cache, then the renderer.
let now = 0;
let cache: PageCache;
let served: Served;
let renders: Record<string, number>;
/** What the renderer does for /page: answer at once, or start and never finish (a hung render). */
let pageMode: "ok" | "hang";
let hungClosed: Promise<void>;
/** /slow answers when the test resolves this. */
let slowRelease: Promise<void>;
let releaseSlow: () => void;

// Large enough for compression to compress it, so the cache must capture the body before that.
const padding = "<p>205/55 R16 Michelin Primacy 4</p>".repeat(100);

beforeEach(async () => {
  now = 0;
  cache = new PageCache(1000, 500, () => now);
  renders = {};
  pageMode = "ok";
  slowRelease = new Promise((r) => (releaseSlow = r));
  const app = express();
  app.use(securityHeaders({ dev: false, publicUrl: undefined }));
  app.use(compression());
  app.use(pageCacheMiddleware(cache));
  app.use((req, _res, next) => {
    renders[req.path] = (renders[req.path] ?? 0) + 1;
    next();
  });
  const html = (nonce: string, n: number) => `<!doctype html><script nonce="${nonce}">render ${n}</script>${padding}`;
  app.get("/page", (req, res) => {
    if (pageMode === "hang") {
      hungClosed = new Promise((resolve) => res.on("close", () => resolve()));
      res.type("html").flushHeaders();
      res.write("<!doctype html><p>partial");
      return;
    }
    res.type("html").send(html(res.locals.cspNonce, renders[req.path]!));
  });
  // A public page that echoes its URL (as the language link does): what it renders is what is stored.
  app.get(["/neumaticos", "/en/about"], (req, res) => {
    res.type("html").send(`<!doctype html><a href="${req.originalUrl}">other language</a>${padding}`);
  });
  app.get("/streamed", (_req, res) => {
    res.type("html");
    res.write(`<!doctype html><script nonce="${res.locals.cspNonce}">first</script>`);
    setTimeout(() => {
      res.write(padding);
      setTimeout(() => res.end("<p>last</p>"), 10);
    }, 10);
  });
  app.get("/missing", (_req, res) => {
    res.status(404).type("html").send(`<p>not found</p>${padding}`);
  });
  app.get("/with-cookie", (_req, res) => {
    res.cookie("flash", "x").type("html").send(`<p>flash</p>${padding}`);
  });
  app.get("/data.json", (_req, res) => {
    res.json({ n: 1 });
  });
  app.get("/slow", (_req, res) => {
    void slowRelease.then(() => res.type("html").send(`<!doctype html><p>rendered before the write</p>${padding}`));
  });
  // An action that wrote (204), one that refused (429); any other POST falls to Express's 404.
  app.post("/inventory", (_req, res) => {
    res.status(204).end();
  });
  app.post("/reservar/T00001", (_req, res) => {
    res.status(429).end();
  });
  // Sign-in forms redirect whoever posts (an anonymous sign-out goes home).
  app.post(["/logout", "/login", "/account"], (_req, res) => {
    res.redirect(302, "/");
  });
  served = await serve(app);
});
afterEach(() => served.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(served.origin + path, { headers });
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1]!;

describe("page cache middleware", () => {
  it("caches a 200 anonymous HTML GET and serves the next one from memory, with that response's own nonce", async () => {
    const first = await get("/page");
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(firstBody).toContain(`nonce="${nonceOf(first)}"`);

    const second = await get("/page");
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(renders["/page"]).toBe(1);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondBody).not.toContain(nonceOf(first));
    expect(secondBody).toBe(firstBody.replace(nonceOf(first), nonceOf(second)));
  });

  it("keys a public page by the query parameters it reads, so a random parameter hits the cache", async () => {
    await (await get("/neumaticos?ancho=205&x=first")).text();
    for (const junk of ["?ancho=205&x=8f3a", "?x=1&ancho=205", "?ancho=205&utm_source=z&y"]) {
      const again = await get(`/neumaticos${junk}`);
      expect(again.headers.get("x-page-cache"), junk).toBe("hit");
      // Rendered from the key: no visitor's junk parameter is echoed to the next one.
      expect(await again.text()).toContain('href="/neumaticos?ancho=205"');
    }
    // A parameter the page reads is a different page.
    expect((await get("/neumaticos?ancho=225")).headers.get("x-page-cache")).toBeNull();
    // A page that reads none is one page, whatever the query.
    await (await get("/en/about?q=1")).text();
    expect((await get("/en/about?q=2")).headers.get("x-page-cache")).toBe("hit");
    expect(renders["/neumaticos"]).toBe(2);
    expect(renders["/en/about"]).toBe(1);
  });

  it("stores a response written in several chunks whole", async () => {
    const first = await (await get("/streamed")).text();
    const second = await get("/streamed");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(first.replace(/nonce="[^"]+"/, `nonce="${nonceOf(second)}"`));
    expect(first).toMatch(/first.*last/s);
  });

  it("does not cache a non-200 response, one that sets a cookie, or anything but HTML", async () => {
    for (const path of ["/missing", "/with-cookie", "/data.json"]) {
      await (await get(path)).text();
      const again = await get(path);
      await again.text();
      expect(again.headers.get("x-page-cache"), path).toBeNull();
      expect(renders[path], path).toBe(2);
    }
    expect(cache.size).toBe(0);
  });

  it("renders for a visitor with a session or flash cookie, even when an anonymous copy is cached", async () => {
    await (await get("/page")).text();
    for (const cookie of ["better-auth.session_token=abc", "__Secure-better-auth.session_token=abc", "flash=x"]) {
      const res = await get("/page", { cookie });
      await res.text();
      expect(res.headers.get("x-page-cache"), cookie).toBeNull();
    }
    expect(renders["/page"]).toBe(4);
  });

  it("empties itself on a write", async () => {
    await (await get("/page")).text();
    expect(cache.size).toBe(1);
    const post = await fetch(`${served.origin}/inventory`, { method: "POST" });
    expect(post.status).toBe(204);
    expect(cache.size).toBe(0);
    const after = await get("/page");
    await after.text();
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(renders["/page"]).toBe(2);
  });

  it("stays full after refused or junk POSTs, which wrote nothing", async () => {
    await (await get("/page")).text();
    const refused = await fetch(`${served.origin}/reservar/T00001`, { method: "POST" });
    const junk = await fetch(`${served.origin}/no-such-page`, { method: "POST", body: "x".repeat(1000) });
    expect([refused.status, junk.status]).toEqual([429, 404]);
    expect(cache.size).toBe(1);
    const after = await get("/page");
    await after.text();
    expect(after.headers.get("x-page-cache")).toBe("hit");
    expect(renders["/page"]).toBe(1);
  });

  it("stays full after sign-in forms (an anonymous POST /logout), which change no shown data", async () => {
    await (await get("/page")).text();
    for (const path of ["/logout", "/login", "/account", "/logout/"]) {
      const res = await fetch(`${served.origin}${path}`, { method: "POST", redirect: "manual" });
      expect(res.status, path).toBe(302);
    }
    expect(cache.size).toBe(1);
    expect((await get("/page")).headers.get("x-page-cache")).toBe("hit");
  });

  it("does not store a page whose render began before a write and ended after it", async () => {
    const slow = get("/slow");
    await new Promise((r) => setTimeout(r, 50)); // the render has started
    expect((await fetch(`${served.origin}/inventory`, { method: "POST" })).status).toBe(204);
    releaseSlow();
    await (await slow).text();
    expect(cache.size).toBe(0);
    const again = await get("/slow");
    await again.text();
    expect(again.headers.get("x-page-cache")).toBeNull();
  });

  it("stores nothing from a render the client abandoned, and lets the next request render again", async () => {
    await (await get("/page")).text();
    now = 1500; // expired: the next request re-renders while others could get the expiring copy
    pageMode = "hang";
    const aborter = new AbortController();
    const hung = await fetch(`${served.origin}/page`, { signal: aborter.signal });
    expect(hung.headers.get("x-page-cache")).toBeNull();
    aborter.abort();
    await hungClosed;

    pageMode = "ok";
    // Had the hung render not been abandoned, this request would be served the expiring copy.
    const next = await get("/page");
    const body = await next.text();
    expect(next.headers.get("x-page-cache")).toBeNull();
    expect(body).toContain("render 3");
    expect(body).not.toContain("partial");
    const cached = await get("/page");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).toContain("render 3");
  });
});
