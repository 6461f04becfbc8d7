import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { staticAssets } from "./static-assets.server";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-static-"));
let served: Served;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "root-AbC123.js"), "export {};");
  fs.writeFileSync(path.join(clientDir, "favicon.ico"), "icon");
  fs.writeFileSync(path.join(clientDir, "index.html"), "<p>not a page</p>");
  fs.mkdirSync(path.join(clientDir, "images", "brands"), { recursive: true });
  fs.writeFileSync(path.join(clientDir, "images", "brands", "mé.svg"), "<svg/>");
  const app = express();
  app.use(staticAssets(clientDir));
  app.use((_req, res) => {
    res.status(404).send("rendered by the app");
  });
  served = await serve(app);
});
afterAll(async () => {
  await served.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("static assets", () => {
  it("caches hashed assets for a year as immutable", async () => {
    const res = await fetch(`${served.origin}/assets/root-AbC123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("caches the other public files for an hour", async () => {
    const res = await fetch(`${served.origin}/favicon.ico`);
    expect(await res.text()).toBe("icon");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("serves no directory index: / and unknown paths reach the app", async () => {
    expect(await (await fetch(`${served.origin}/`)).text()).toBe("rendered by the app");
    expect(await (await fetch(`${served.origin}/assets/`)).text()).toBe("rendered by the app");
    expect(await (await fetch(`${served.origin}/assets/missing.js`)).text()).toBe("rendered by the app");
  });

  it("serves files in sub-folders, also under an encoded name", async () => {
    const res = await fetch(`${served.origin}/images/brands/m%C3%A9.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<svg/>");
  });

  it("never looks a page path up on disk (the public files are listed once at start)", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      expect(await (await fetch(`${served.origin}/neumaticos?ancho=205`)).text()).toBe("rendered by the app");
      expect(await (await fetch(`${served.origin}/favicon.ico`)).text()).toBe("icon");
      const looked = stat.mock.calls.map(([p]) => String(p));
      expect(looked.some((p) => p.includes("neumaticos"))).toBe(false);
      expect(looked.some((p) => p.endsWith("favicon.ico"))).toBe(true);
    } finally {
      stat.mockRestore();
    }
  });
});
