import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { privateResponses } from "./private-responses.server";

let served: Served;
beforeEach(async () => {
  const app = express();
  app.use(privateResponses());
  // A route that sets its own public caching, as the sitemap and robots.txt do.
  app.get("/{*any}", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=600");
    res.type("html").send("<p>page</p>");
  });
  served = await serve(app);
});
afterEach(() => served.close());

const cacheControl = async (path: string, cookie?: string) =>
  (await fetch(served.origin + path, { headers: cookie ? { cookie } : {} })).headers.get("cache-control");

describe("private responses", () => {
  it("marks staff pages and their data requests no-store, private, whoever asks", async () => {
    for (const path of ["/dashboard", "/invoices/3", "/reservations.data", "/login", "/import/template.csv"]) {
      expect(await cacheControl(path), path).toBe("no-store, private");
    }
  });

  it("marks every response to a signed-in user, public pages included", async () => {
    expect(await cacheControl("/neumaticos", "better-auth.session_token=abc")).toBe("no-store, private");
    expect(await cacheControl("/en", "__Secure-better-auth.session_token=abc")).toBe("no-store, private");
    expect(await cacheControl("/sitemap.xml", "flash=x")).toBe("no-store, private");
  });

  it("leaves an anonymous public page's own caching alone", async () => {
    expect(await cacheControl("/neumaticos")).toBe("public, max-age=600");
    expect(await cacheControl("/neumaticos", "cookie-consent=1")).toBe("public, max-age=600");
  });
});
