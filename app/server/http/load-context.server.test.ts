import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../tests/helpers/express";
import { getLoadContext } from "./load-context.server";

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function contextSeenBy(trustProxy: boolean, headers: Record<string, string>) {
  const app = express();
  if (trustProxy) app.set("trust proxy", true);
  app.use((req, res) => {
    res.locals.cspNonce = "n0nce";
    res.json(getLoadContext(req, res));
  });
  served = await serve(app);
  return (await fetch(served.origin, { headers })).json();
}

describe("load context", () => {
  it("takes the client IP from the socket: a client-sent x-client-ip header is ignored", async () => {
    const ctx = await contextSeenBy(false, { "x-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.7" });
    expect(ctx.clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(ctx.cspNonce).toBe("n0nce");
  });

  it("takes it from the proxy chain when trust proxy is on, still never from x-client-ip", async () => {
    const ctx = await contextSeenBy(true, { "x-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.7" });
    expect(ctx.clientIp).toBe("198.51.100.7");
  });
});
