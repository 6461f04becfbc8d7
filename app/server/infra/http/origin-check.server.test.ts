import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { originCheck } from "./origin-check.server";

let served: Served;
let origin = "";

beforeAll(async () => {
  const app = express();
  // One proxy trusted: the forwarded host and scheme make the request's origin.
  app.set("trust proxy", 1);
  app.use(originCheck());
  app.all("/{*any}", (req, res) => {
    res.type("text/plain").send(`reached ${req.method}`);
  });
  served = await serve(app);
  origin = served.origin;
});
afterAll(() => served.close());

const post = (headers: Record<string, string>) => fetch(`${origin}/login`, { method: "POST", headers, body: "a=1" });

describe("cross-site check", () => {
  it("refuses a POST from another site with 403", async () => {
    const res = await post({ Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Cross-origin request refused");
  });

  it("refuses a POST from an opaque origin, one the browser marks cross-site, and a malformed Origin", async () => {
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "not a url" })).status).toBe(403);
  });

  it("lets a same-origin POST through", async () => {
    const res = await post({ Origin: origin, "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("reached POST");
  });

  it("takes the request's origin from a trusted proxy's forwarded host and scheme, as React Router does", async () => {
    // (React Router's adapter takes the port from X-Forwarded-Host, else from Host: a proxy names it.)
    const proxied = { "X-Forwarded-Host": "shop.example:443", "X-Forwarded-Proto": "https" };
    expect((await post({ ...proxied, Origin: "https://shop.example" })).status).toBe(200);
    // The Host the proxy connected with is not the page's origin then, nor is the other scheme.
    expect((await post({ ...proxied, Origin: origin })).status).toBe(403);
    expect((await post({ ...proxied, Origin: "http://shop.example" })).status).toBe(403);
    // A forwarded host the page was not served from: refused here, before React Router's own check.
    expect((await post({ "X-Forwarded-Host": "evil.example", Origin: origin })).status).toBe(403);
  });

  it("lets a POST without Origin or Sec-Fetch-Site through (not a browser: scripts, curl)", async () => {
    expect((await post({})).status).toBe(200);
  });

  it("never blocks reads", async () => {
    const res = await fetch(`${origin}/neumaticos`, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});
