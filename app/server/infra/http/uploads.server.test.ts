import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { uploads } from "./uploads.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-uploads-"));
let served: Served;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "blog"));
  fs.writeFileSync(path.join(dir, "blog", "AbC_12-d-800.webp"), "RIFF....WEBP");
  fs.writeFileSync(path.join(dir, "blog", "notes.txt"), "secret");
  fs.writeFileSync(path.join(dir, "blog", ".hidden.webp"), "x");
  const app = express();
  app.use(uploads(dir));
  app.use((_req, res) => {
    res.status(404).send("rendered by the app");
  });
  served = await serve(app);
});
afterAll(async () => {
  await served.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("uploaded images", () => {
  it("are served as images with a year of immutable caching", async () => {
    const res = await fetch(`${served.origin}/uploads/blog/AbC_12-d-800.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a short 404 for anything else under /uploads, without rendering a page", async () => {
    for (const p of [
      "/uploads/blog/missing-1.webp",
      "/uploads/blog/notes.txt",
      "/uploads/blog/.hidden.webp",
      "/uploads/",
      "/uploads/blog/%2e%2e/x.webp",
    ]) {
      const res = await fetch(`${served.origin}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe("Not found");
    }
    const post = await fetch(`${served.origin}/uploads/blog/AbC_12-d-800.webp`, { method: "POST" });
    expect(post.status).toBe(404);
  });

  it("leaves other paths to the app", async () => {
    expect(await (await fetch(`${served.origin}/uploadsx`)).text()).toBe("rendered by the app");
  });
});
