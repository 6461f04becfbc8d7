// The shop behind a real reverse proxy: Debian's caddy runs deploy/Caddyfile (the one the README
// gives) with `tls internal` on 127.0.0.1, in front of the production server with TRUST_PROXY=1.
// Over https the site answers, sign-in cookies are Secure, canonical links and redirects use
// PUBLIC_URL, the shop's compression and caching headers pass through, a 50 MB body is refused by
// the proxy, and two clients behind the proxy (two source addresses) get separate reservation
// limits from X-Forwarded-For. `.ci/run` installs caddy when it is missing.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { insertTyre } from "../helpers/factories";
import { waitForHttp } from "../../bench/wait-for-http";
import { addShopUser, type ShopServer, startShopServer, testShopEnv } from "../helpers/server-process";
import { freePorts } from "../helpers/ports";

const root = path.resolve(__dirname, "../..");
const ADMIN = { email: "boss@proxy.test", password: "proxy-pass-123" };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An https request through the proxy from `localAddress` (127.0.0.1 or 127.0.0.2: two clients). */
function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      { method: opts.method ?? "GET", headers: opts.headers, localAddress: opts.localAddress ?? "127.0.0.1", rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer from ${url} within 20 s`)));
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

const [shopPort, proxyPort] = await freePorts(2);

describe("behind Caddy (tls internal, TRUST_PROXY=1)", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-caddy-"));
  const origin = `https://127.0.0.1:${proxyPort}`;
  let shop: ShopServer;
  let caddy: ChildProcess;
  let caddyOut = "";
  const tyreIds: string[] = [];

  beforeAll(async () => {
    const dataDir = path.join(work, "data");
    const database = await openDatabase({ dataDir, owner: "caddy test" });
    try {
      await migrateDatabase(database);
      for (let i = 0; i < 3; i++) tyreIds.push((await insertTyre(database.db, { quantity: 1, unitPriceEur: "50.00" })).id);
    } finally {
      await database.close();
    }
    const env = {
      ...testShopEnv({ dataDir, origin, secret: "caddy-test-secret-caddy-test-secret-0123456" }),
      TRUST_PROXY: "1",
      // One online reservation an hour per client address: the second from one client is refused.
      RESERVATION_LIMIT_PER_IP: "1",
      RESERVATION_LIMIT_PER_PHONE: "0",
      RESERVATION_LIMIT_PER_EMAIL: "0",
      RESERVATION_ACTIVE_HOLDS: "0",
      // No proof of work: this test is about the per-address limit behind the proxy.
      PROOF_OF_WORK_FROM: "0",
    };
    addShopUser(env, { ...ADMIN, admin: true });
    shop = await startShopServer(shopPort, env);

    // The README's Caddyfile, pointed at this test's addresses, with a private CA and no admin API.
    const site = fs
      .readFileSync(path.join(root, "deploy/Caddyfile"), "utf8")
      .replace("shop.example {", `${origin} {\n\ttls internal`)
      .replaceAll("127.0.0.1:3000", `127.0.0.1:${shopPort}`)
      .replace(/\tlog \{[^}]*\}\n/, "");
    const config = path.join(work, "Caddyfile");
    fs.writeFileSync(
      config,
      `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\tstorage file_system ${path.join(work, "caddy")}\n}\n${site}`,
    );
    caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    });
    caddy.stdout!.on("data", (d) => (caddyOut += d));
    caddy.stderr!.on("data", (d) => (caddyOut += d));
    caddy.on("error", (err) => (caddyOut += `\n${err.message} (install caddy: apt-get install -y caddy)`));
    const until = Date.now() + 30_000;
    for (let last = ""; ;) {
      try {
        const res = await request(`${origin}/healthz`);
        if (res.status === 200) break;
        last = `${res.status} ${res.body.toString().slice(0, 200)}`;
      } catch (err) {
        last = (err as Error).message;
      }
      if (Date.now() > until || caddy.exitCode !== null) throw new Error(`caddy did not answer: ${last}\n${caddyOut}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitForHttp(`${shop.origin}/healthz`, 5000, 100);
  }, 400_000);

  afterAll(async () => {
    caddy?.kill("SIGTERM");
    await shop?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("answers over https with canonical links on PUBLIC_URL, the shop's compression and caching", async () => {
    const home = await request(`${origin}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("gzip");
    const html = (await import("node:zlib")).gunzipSync(home.body).toString("utf8");
    expect(html).toContain(`<link rel="canonical" href="${origin}/"`);
    expect(html).not.toContain("http://127.0.0.1");
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request(`${origin}${script}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(String(asset.headers["cache-control"])).toMatch(/max-age=31536000.*immutable/);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    // An old address is sent to its page on the same https site.
    const old = await request(`${origin}/neumaticos/`);
    if (old.status >= 300 && old.status < 400)
      expect(String(old.headers.location)).toMatch(new RegExp(`^(/|${origin.replace(/\./g, "\\.")}/)`));
    const sitemap = await request(`${origin}/sitemap.xml`);
    expect(sitemap.body.toString()).toContain(`<loc>${origin}/</loc>`);
  });

  it("marks the sign-in cookie Secure", async () => {
    const res = await request(`${origin}/login`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "" }).toString(),
    });
    expect(res.status).toBe(302);
    const cookies = (res.headers["set-cookie"] as string[] | undefined) ?? [];
    const sessionCookie = cookies.find((c) => c.includes("session_token"));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*Secure/i);
  });

  it("gives two clients behind the proxy their own reservation limits (X-Forwarded-For)", async () => {
    const reserve = (tyreId: string, localAddress: string) =>
      request(`${origin}/reservar/${tyreId}`, {
        method: "POST",
        localAddress,
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.9" },
        body: new URLSearchParams({ name: "Cliente", phone: "600 111 222", email: "c@example.test", vehicleReg: "", notes: "" }).toString(),
      });
    expect((await reserve(tyreIds[0]!, "127.0.0.1")).status).toBe(303);
    // The same client again: its hour's reservation is used, whatever address it claims to forward.
    expect((await reserve(tyreIds[1]!, "127.0.0.1")).status).toBe(429);
    // Another client behind the same proxy is not held back by the first.
    expect((await reserve(tyreIds[1]!, "127.0.0.2")).status).toBe(303);
  });

  it("refuses a 50 MB body sent through the proxy", async () => {
    const res = await request(`${origin}/reservar/${tyreIds[2]}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.alloc(50 * 1024 * 1024, "a"),
    }).catch((err: Error) => ({ status: 0, headers: {}, body: Buffer.from(err.message) }));
    // 413 (from the proxy's limit or the shop's own form limit, whichever reads first), or the
    // upload cut off; never a reservation.
    expect([0, 413]).toContain(res.status);
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.output()).not.toMatch(new RegExp(`"route":"/reservar/${tyreIds[2]}"\\},"res":\\{"status":[23]`));
  });
});
