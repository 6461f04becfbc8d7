import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { loadContext, shopRequest, trustProxies, UNTRUSTED_PROXY_WARNING, untrustedProxyWarning } from "./load-context.server";

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function contextSeenBy(proxies: number | string[], headers: Record<string, string>) {
  const app = express();
  trustProxies(app, proxies);
  app.use((req, res) => {
    res.locals.cspNonce = "n0nce";
    const {
      db,
      database: _database,
      auth: _auth,
      ...seen
    } = shopRequest(loadContext("https://shop.example", { db: { kind: "test" } } as never, {} as never)(req, res));
    res.json({ ...seen, db });
  });
  served = await serve(app);
  return (await fetch(served.origin, { headers })).json();
}

describe("load context", () => {
  it("gives the configured origin whatever Host the client sends", async () => {
    const ctx = await contextSeenBy(0, { Host: "evil.example", "X-Forwarded-Host": "evil.example" });
    expect(ctx.origin).toBe("https://shop.example");
  });

  it("takes the client IP from the socket: a client-sent x-client-ip header is ignored", async () => {
    const ctx = await contextSeenBy(0, { "x-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.7" });
    expect(ctx.clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(ctx.cspNonce).toBe("n0nce");
    expect(ctx.origin).toBe("https://shop.example");
  });

  it("behind one proxy takes the address that proxy appended, still never from x-client-ip", async () => {
    const ctx = await contextSeenBy(1, { "x-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.7" });
    expect(ctx.clientIp).toBe("198.51.100.7");
  });

  it("behind one proxy a client cannot choose its IP by sending X-Forwarded-For itself", async () => {
    // The client wrote 1.2.3.4; the proxy appended the address it really connected from.
    const ctx = await contextSeenBy(1, { "x-forwarded-for": "1.2.3.4, 198.51.100.7" });
    expect(ctx.clientIp).toBe("198.51.100.7");
  });

  it("behind two proxies reads the second entry from the end", async () => {
    const ctx = await contextSeenBy(2, { "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.0.0.2" });
    expect(ctx.clientIp).toBe("198.51.100.7");
  });

  it("trusts a list of proxy addresses: the loopback proxy's entry is skipped, a client's own entry is not trusted", async () => {
    const ctx = await contextSeenBy(["loopback"], { "x-forwarded-for": "1.2.3.4, 198.51.100.7" });
    expect(ctx.clientIp).toBe("198.51.100.7");
    const other = await contextSeenBy(["10.9.9.9"], { "x-forwarded-for": "198.51.100.7" });
    expect(other.clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});

describe("a proxy the shop was not told about", () => {
  async function warningsFor(proxies: number | string[], requests: Record<string, string>[]) {
    const lines: string[] = [];
    const app = express();
    app.use(untrustedProxyWarning(proxies, (l) => lines.push(l)));
    app.use((_req, res) => res.end("ok"));
    served = await serve(app);
    for (const headers of requests) await (await fetch(served.origin, { headers })).text();
    return lines;
  }

  it("with TRUST_PROXY=0, says once, naming TRUST_PROXY, when X-Forwarded-For arrives", async () => {
    const lines = await warningsFor(0, [{}, { "x-forwarded-for": "198.51.100.7" }, { "x-forwarded-for": "198.51.100.8" }]);
    expect(lines).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(lines[0]).toMatch(/TRUST_PROXY/);
  });

  it("says nothing without the header, or when proxies are configured", async () => {
    expect(await warningsFor(0, [{}, {}])).toEqual([]);
    await served!.close();
    expect(await warningsFor(1, [{ "x-forwarded-for": "198.51.100.7" }])).toEqual([]);
  });
});
