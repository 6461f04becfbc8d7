// Several server processes on one database (decision 052): WEB_CONCURRENCY refuses PGlite; on
// PostgreSQL a write through one process empties the page cache and the stock summaries of
// another within 50 ms (LISTEN/NOTIFY), the cluster replaces a killed worker and SIGTERM stops
// every worker, and two mail workers never send one message twice. The PostgreSQL parts need
// TEST_DATABASE_URL and are skipped without it.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~db/schema";
import { openDatabase, migrateDatabase, type Database } from "~/server/db.server";
import type { Mailer, OutgoingMail } from "~/server/mailer.server";
import { deliverDueMail } from "~/server/mail-worker.server";
import { enqueueMail } from "~/server/outbox.server";
import { createScratchPostgres } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { type ShopServer, startShopServer } from "../helpers/server-process";

const root = fileURLToPath(new URL("../..", import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const NOT_ON_PGLITE = "WEB_CONCURRENCY=2 needs PostgreSQL";

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const randomPort = () => 4100 + Math.floor(Math.random() * 800);

describe("WEB_CONCURRENCY on PGlite", () => {
  it("refuses to start several processes and says why", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "",
        DATA_DIR: path.join(os.tmpdir(), `tyre-cluster-${process.pid}`),
        WEB_CONCURRENCY: "2",
        PORT: String(randomPort()),
      },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    expect(code).toBe(1);
    expect(out).toContain(NOT_ON_PGLITE);
    expect(out).toMatch(/PGlite, an embedded database that only one process can open/);
    expect(out).not.toContain("listening on");
  }, 180_000);
});

describe.skipIf(!adminUrl)("several server processes on PostgreSQL", () => {
  let scratch: { url: string; drop(): Promise<void> };
  let tyreId = "";
  const servers: ShopServer[] = [];
  const baseEnv = () => ({
    DATABASE_URL: scratch.url,
    SEED_DEMO: "0",
    AUTH_SECRET: "multi-process-secret-multi-process-secret-0123",
    RESERVATION_LIMIT_PER_IP: "0",
    RESERVATION_LIMIT_PER_PHONE: "0",
    RESERVATION_LIMIT_PER_EMAIL: "0",
  });

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!, "tyre_multi");
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      await migrateDatabase(database);
      // One tyre in a size nobody else has (its reservation takes it off the listing and its
      // width out of the filter options), and one that stays.
      const tyre = await insertTyre(database.db, { brand: "Cachebus", width: 335, aspect: 25, rim: 22, quantity: 1 });
      tyreId = tyre.id;
      await insertTyre(database.db, { brand: "Michelin" });
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await scratch?.drop();
  }, 180_000);

  it("a reservation through one process empties the other's page cache and stock summaries within 50 ms", async () => {
    const [portA, portB] = [randomPort(), randomPort() + 1000];
    // B keeps its pages a minute: without the notification it would serve the old listing for that long.
    const [a, b] = await Promise.all([
      startShopServer(portA, { ...baseEnv(), PUBLIC_URL: `http://127.0.0.1:${portA}` }),
      startShopServer(portB, { ...baseEnv(), PUBLIC_URL: `http://127.0.0.1:${portB}`, PAGE_CACHE_TTL_MS: "60000" }),
    ]);
    servers.push(a, b);
    const listing = `${b.origin}/neumaticos`;
    const tyreLink = `href="/neumatico/${tyreId}"`;
    const widthOption = /<option[^>]*value="335"/;

    // Warm B: the listing rendered once, then served from its cache.
    const first = await fetch(listing);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain(tyreLink);
    expect(firstHtml).toMatch(widthOption);
    const warm = await fetch(listing);
    expect(warm.headers.get("x-page-cache")).toBe("hit");
    expect(await warm.text()).toContain(tyreLink);

    // The write, through A.
    const reserved = await fetch(`${a.origin}/reservar/${tyreId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: a.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Ana Cache", phone: "600 111 222", email: "ana@example.test", vehicleReg: "", notes: "" }),
    });
    const answeredAt = performance.now();
    expect(reserved.status).toBe(303);

    // B, asked again and again: the first answer not from its cache tells when the cache was emptied.
    let emptiedAfterMs = Infinity;
    let freshAfterMs = Infinity;
    let fresh = "";
    let hits = 0;
    while (performance.now() - answeredAt < 5000) {
      const sentAt = performance.now();
      const res = await fetch(listing);
      const html = await res.text();
      if (res.headers.get("x-page-cache") === "hit") {
        hits++;
        continue;
      }
      emptiedAfterMs = sentAt - answeredAt;
      freshAfterMs = performance.now() - answeredAt;
      fresh = html;
      break;
    }
    console.log(
      `multi-process: B's cache emptied <= ${emptiedAfterMs.toFixed(1)} ms after A answered the reservation ` +
        `(${hits} cached answers before), fresh listing received after ${freshAfterMs.toFixed(1)} ms`,
    );
    expect(emptiedAfterMs).toBeLessThan(50);
    // The page rendered afresh, with fresh stock summaries: the tyre and its width are gone.
    expect(fresh).not.toContain(tyreLink);
    expect(fresh).not.toMatch(widthOption);
    expect(fresh).toContain("Michelin");
  }, 360_000);

  it("WEB_CONCURRENCY=2: both workers serve, a killed worker is replaced, SIGTERM stops them all", async () => {
    const port = randomPort() + 2000;
    const server = await startShopServer(port, { ...baseEnv(), PUBLIC_URL: `http://127.0.0.1:${port}`, WEB_CONCURRENCY: "2" });
    servers.push(server);
    const workerPids = () => [...server.output().matchAll(/\[cluster\] worker \d+ started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    const listening = () => server.output().split(`listening on http://127.0.0.1:${port}`).length - 1;
    await until("both workers to listen", () => listening() >= 2);
    expect(server.output()).toContain("[cluster] primary");
    const [first, second] = workerPids();
    expect(workerPids()).toHaveLength(2);

    process.kill(first!, "SIGKILL");
    await until("a replacement worker", () => workerPids().length === 3 && listening() >= 3);
    expect(server.output()).toMatch(/worker \d+ \(pid \d+\) died \(SIGKILL\).*replacing it/);
    const replacement = workerPids()[2]!;
    expect(isAlive(replacement)).toBe(true);
    // /healthz answers whichever worker takes the connection.
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    await server.stop("SIGTERM");
    servers.splice(servers.indexOf(server), 1);
    expect(server.output()).toContain("[cluster] all workers stopped");
    for (const pid of [second!, replacement]) expect(isAlive(pid)).toBe(false);
  }, 360_000);

  it("two mail workers on two connections pools send every message exactly once", async () => {
    const pools: Database[] = [await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url })];
    try {
      const now = new Date();
      for (let i = 0; i < 40; i++) {
        await enqueueMail(pools[0]!.db, { dedupeKey: `multi-${i}`, to: `c${i}@example.test`, subject: `m${i}`, text: "t", html: "h" }, now);
      }
      const sent: OutgoingMail[] = [];
      const mailer: Mailer = {
        describe: "memory",
        // Slow enough that the two workers overlap.
        send: async (m) => {
          await new Promise((r) => setTimeout(r, 5));
          sent.push(m);
        },
        close: () => {},
      };
      const worker = async (database: Database) => {
        for (;;) {
          const r = await deliverDueMail(database.db, mailer, { limit: 3, now: () => new Date(now.getTime() + 1000) });
          if (r.sent + r.retrying + r.failed === 0) return;
        }
      };
      await Promise.all(pools.map(worker));
      const ids = sent.map((m) => m.id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      const rows = await pools[0]!.db.select().from(outbox);
      expect(rows.filter((r) => r.dedupeKey.startsWith("multi-")).every((r) => r.sentAt && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  }, 120_000);
});
