import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { cspNonce, type SecurityHeadersOptions, securityHeaders } from "./security-headers.server";

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** An app whose only page echoes the nonce the middleware gave this response. */
async function start(opts: SecurityHeadersOptions) {
  const app = express();
  app.use(securityHeaders(opts));
  app.get("/", (_req, res) => {
    res.type("text/plain").send(res.locals.cspNonce);
  });
  served = await serve(app);
  return served.origin;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("security headers", () => {
  it("sets the policy headers, with the nonce this response renders with", async () => {
    const origin = await start({ dev: false, publicUrl: "http://shop.test" });
    const res = await fetch(origin);
    const csp = res.headers.get("content-security-policy");
    expect(nonceOf(csp)).toBe(await res.text());
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every response a fresh nonce", async () => {
    const origin = await start({ dev: false, publicUrl: undefined });
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(origin);
      const nonce = nonceOf(res.headers.get("content-security-policy"))!;
      expect(nonce).toBe(await res.text());
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("never gives a nonce twice, across the refills of its pool of random bytes", () => {
    const nonces = Array.from({ length: 1000 }, () => cspNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("asks for HTTPS (HSTS) when the public origin is https", async () => {
    const origin = await start({ dev: false, publicUrl: "https://shop.test" });
    const res = await fetch(origin);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets Vite's hot reload run in development", async () => {
    const origin = await start({ dev: true, publicUrl: undefined });
    const csp = (await fetch(origin)).headers.get("content-security-policy");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'unsafe-inline' 'unsafe-eval'/);
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });
});
