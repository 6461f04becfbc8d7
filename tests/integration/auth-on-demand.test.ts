// The sign-in library (better-auth, with its database layer and schemas) loads the first time the
// server asks it, not at start: a server that has only answered public pages, the sign-in page
// included, holds none of it in memory; the first sign-in loads it and works. The same holds for
// the libraries only some pages use (the blog's Markdown parser and HTML sanitiser, the QR code
// drawer of invoices and rack labels). The server runs with a module hook (Node's
// module.registerHooks, through NODE_OPTIONS) that writes down every module of the build it
// loads, and every package from node_modules as "package:<name>".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/ports";
import { addShopUser, type ShopServer, signIn, startShopServer, testShopEnv } from "../helpers/server-process";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-auth-on-demand-"));
const loadedList = path.join(work, "loaded.txt");
const hook = path.join(work, "hook.mjs");
const OWNER = { email: "owner@on-demand.test", password: "on-demand-pass-123" };
let shop: ShopServer;

/** The build's modules the server has loaded so far (file names). */
const loaded = () => fs.readFileSync(loadedList, "utf8").split("\n").filter(Boolean);

beforeAll(async () => {
  fs.writeFileSync(
    hook,
    `import fs from "node:fs";
import { registerHooks } from "node:module";
registerHooks({
  load(url, context, next) {
    if (url.includes("/build/server/")) fs.appendFileSync(${JSON.stringify(loadedList)}, url.split("/").pop() + "\\n");
    const pkg = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
    if (pkg) fs.appendFileSync(${JSON.stringify(loadedList)}, "package:" + pkg[1] + "\\n");
    return next(url, context);
  },
});
`,
  );
  fs.writeFileSync(loadedList, "");
  const port = await freePort();
  const env = testShopEnv({
    dataDir: path.join(work, "data"),
    origin: `http://127.0.0.1:${port}`,
    secret: "on-demand-secret-on-demand-secret-0123456",
  });
  addShopUser(env, { ...OWNER, admin: true });
  shop = await startShopServer(port, { ...env, NODE_OPTIONS: `--import=${hook}` });
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("libraries on demand", () => {
  it("are not loaded by the public pages nor the sign-in page; the sign-in library loads at the first sign-in", async () => {
    for (const page of ["/", "/neumaticos", "/en/find-tyres", "/login"]) {
      const res = await fetch(shop.origin + page, { headers: { Accept: "text/html" } });
      expect(res.status, page).toBe(200);
    }
    const before = loaded();
    // The hook sees the build's modules (a list without them would prove nothing).
    expect(before.some((f) => f.startsWith("server-build-"))).toBe(true);
    expect(before.some((f) => f.startsWith("auth.server-"))).toBe(true);
    expect(before.filter((f) => f.startsWith("auth-instance.server-"))).toEqual([]);
    // Packages are seen too (express serves every page), but not those only some pages use.
    expect(before).toContain("package:express");
    const onDemand = ["better-auth", "sanitize-html", "marked", "qrcode"];
    expect(before.filter((f) => onDemand.includes(f.replace("package:", "")))).toEqual([]);

    const cookie = await signIn(shop.origin, OWNER);
    expect(loaded().filter((f) => f.startsWith("auth-instance.server-"))).toHaveLength(1);
    const dashboard = await fetch(`${shop.origin}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
  });
});
