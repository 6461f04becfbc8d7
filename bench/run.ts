// The benchmark (`npm run bench`, not part of `npm test`): seeds N tyres, starts the production
// server and measures it under load beside nginx serving the same HTML, explains the listing query,
// weighs the public pages, runs Lighthouse and times a 10,000-row CSV import. Every section fails
// soft (prints its error and the run goes on). Results: bench/results/latest.{json,md}.
// See bench/README.md and docs/decisions/050-benchmarks.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { tyres, type NewTyreRow } from "~db/schema";
import { centsToDecimal } from "~/domain/money";
import { defaultUnitPriceCents } from "~/domain/pricing";
import { PUBLIC_PAGES, href, type PageId } from "~/i18n/paths";
import { type Database, type Db, migrateDatabase, openDatabase } from "~/server/db.server";
import { nextTyreIds } from "~/server/tyre-ids.server";
import { waitForHttp } from "../tests/helpers/http";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

// ---------- options ----------
function opt(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}
const flag = (name: string) => process.argv.includes(`--${name}`);
if (flag("help")) {
  console.log(`npm run bench -- [--n 100000] [--duration 10] [--connections 50] [--lighthouse-runs 3] [--skip-lighthouse]
  [--skip-load] [--skip-nginx] [--rebuild] [--port 3399] [--nginx-port 8089] [--out bench/results]
Env: BENCH_DATABASE_URL=postgres://... (also bench on PostgreSQL), BUILD_DIR (default build), CHROME_PATH.`);
  process.exit(0);
}
const N = Number(opt("n") ?? 100_000);
const DURATION = Number(opt("duration") ?? 10);
const CONNECTIONS = Number(opt("connections") ?? 50);
const LH_RUNS = Number(opt("lighthouse-runs") ?? 3);
const SKIP_LH = flag("skip-lighthouse") || LH_RUNS <= 0;
const SKIP_LOAD = flag("skip-load");
const SKIP_NGINX = flag("skip-nginx");
const PORT = Number(opt("port") ?? process.env.BENCH_PORT ?? 3399);
const NGINX_PORT = Number(opt("nginx-port") ?? process.env.BENCH_NGINX_PORT ?? 8089);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OUT_DIR = path.resolve(opt("out") ?? "bench/results");
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const IMPORT_ROWS = Number(opt("import-rows") ?? 10_000);
/** The common size the filtered listing is measured with (the most frequent size in the seed). */
const COMMON = { width: 205, aspect: 55, rim: 16 };

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-bench-"));
const errors: { section: string; error: string }[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function log(line = "") {
  console.log(line);
}

async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    const r = await fn();
    log(`   (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  } catch (e) {
    const msg = (e as Error)?.stack ?? String(e);
    log(`   FAILED: ${msg.split("\n").slice(0, 4).join("\n   ")}`);
    errors.push({ section: name, error: (e as Error)?.message ?? String(e) });
    return undefined;
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, d = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);
const kb = (bytes: number) => round(bytes / 1024, 1);

// ---------- 1. seed ----------
/** Deterministic pseudo-random numbers: every run seeds the same stock. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// [width, aspect, rim, load, speed, weight]: common European car sizes, weighted by how often a
// shop sees them; 205/55 R16 is the most common.
const SIZES: [number, number, number, string, string, number][] = [
  [205, 55, 16, "91", "V", 12],
  [195, 65, 15, "91", "H", 9],
  [225, 45, 17, "94", "W", 8],
  [215, 55, 16, "93", "V", 6],
  [185, 65, 15, "88", "H", 6],
  [225, 40, 18, "92", "Y", 5],
  [205, 60, 16, "92", "H", 5],
  [215, 60, 16, "99", "H", 4],
  [235, 45, 18, "98", "Y", 4],
  [175, 65, 14, "82", "T", 4],
  [225, 50, 17, "98", "Y", 4],
  [245, 40, 18, "97", "Y", 3],
  [195, 55, 16, "87", "V", 3],
  [185, 60, 15, "84", "H", 3],
  [165, 70, 14, "81", "T", 3],
  [215, 65, 16, "109", "C", 3],
  [235, 55, 17, "103", "V", 2],
  [255, 35, 19, "96", "Y", 2],
  [245, 45, 19, "102", "Y", 2],
  [195, 75, 16, "107", "C", 2],
  [155, 70, 13, "75", "T", 1],
  [265, 35, 20, "99", "Y", 1],
  [275, 40, 21, "107", "Y", 1],
  [285, 35, 22, "106", "Y", 1],
];
const SIZE_WEIGHT = SIZES.reduce((a, s) => a + s[5], 0);
const BRANDS: [string, string[], number][] = [
  ["Michelin", ["Primacy 4", "Pilot Sport 5", "CrossClimate 2", "e.Primacy"], 10],
  ["Continental", ["PremiumContact 7", "EcoContact 6", "AllSeasonContact"], 9],
  ["Pirelli", ["Cinturato P7", "P Zero", "Powergy"], 8],
  ["Bridgestone", ["Turanza T005", "Potenza Sport", "Weather Control A005"], 8],
  ["Goodyear", ["EfficientGrip Performance 2", "Vector 4Seasons", "Eagle F1"], 8],
  ["Dunlop", ["Sport BluResponse", "Sport Maxx RT2"], 5],
  ["Hankook", ["Ventus Prime 4", "Kinergy 4S2"], 6],
  ["Kumho", ["Ecsta HS52", "Solus 4S"], 4],
  ["Yokohama", ["BluEarth-GT", "Advan Sport"], 4],
  ["Falken", ["Ziex ZE310", "Azenis FK520"], 4],
  ["Nexen", ["N'blue HD Plus"], 3],
  ["Firestone", ["Roadhawk 2"], 3],
  ["Toyo", ["Proxes Sport"], 2],
  ["Vredestein", ["Ultrac", "Quatrac"], 3],
  ["Nankang", ["AS-2+"], 3],
  ["Linglong", ["Green-Max HP010"], 3],
  ["Barum", ["Bravuris 5HM"], 2],
  ["General Tire", ["Altimax One S"], 2],
];
const BRAND_WEIGHT = BRANDS.reduce((a, b) => a + b[2], 0);

function pick<T extends unknown[]>(list: T[], total: number, weightIndex: number, r: number): T {
  let x = r * total;
  for (const item of list) {
    x -= item[weightIndex] as number;
    if (x < 0) return item;
  }
  return list[list.length - 1]!;
}

export function benchTyres(ids: string[], offset: number): NewTyreRow[] {
  const r = rng(1234 + offset);
  return ids.map((id, i) => {
    const [width, aspect, rim, loadIndex, speedRating] = pick(SIZES, SIZE_WEIGHT, 5, r());
    const [brand, models] = pick(BRANDS, BRAND_WEIGHT, 2, r());
    const partWorn = r() < 0.55;
    const s = r();
    // Most stock is on sale; some is reserved, and sold tyres stay in the table at quantity 0.
    const status = s < 0.8 ? "available" : s < 0.87 ? "reserved" : "sold";
    const quantity = status === "sold" ? 0 : partWorn ? 1 + Math.floor(r() * 4) : 2 + Math.floor(r() * 7);
    let unit = defaultUnitPriceCents(rim, speedRating);
    if (!partWorn) unit = unit * 2 + Math.floor(r() * 6) * 500;
    const week = String(1 + Math.floor(r() * 52)).padStart(2, "0");
    return {
      id,
      brand,
      model: models[Math.floor(r() * models.length)]!,
      width,
      aspect,
      rim,
      loadIndex,
      speedRating,
      condition: partWorn ? "part-worn" : "new",
      pairType: quantity >= 2 && r() < 0.4 ? "pair" : "single",
      quantity,
      status,
      unitPriceEur: centsToDecimal(unit),
      disposalFeeEurPerTyre: "2.40",
      location: `Rack ${String.fromCharCode(65 + ((offset + i) % 12))}${1 + ((offset + i) % 8)}`,
      notes: partWorn && r() < 0.3 ? "Even wear, no repairs." : null,
      imageUrl: null,
      treadDepthMm: partWorn ? (3 + Math.floor(r() * 50) / 10).toFixed(1) : null,
      dotCode: partWorn ? `${week}${String(18 + Math.floor(r() * 7))}` : null,
    } satisfies NewTyreRow;
  });
}

async function seed(db: Db, n: number): Promise<{ seconds: number; sampleId: string; counts: Record<string, number> }> {
  const t0 = performance.now();
  const CHUNK = 2000; // ~19 columns x 2000 rows stays well under PostgreSQL's 65,535 parameters
  for (let done = 0; done < n; done += CHUNK) {
    const size = Math.min(CHUNK, n - done);
    const ids = await nextTyreIds(db, size);
    await db.insert(tyres).values(benchTyres(ids, done));
    if (done % 20_000 === 0) process.stdout.write(`   ${done + size}/${n}\r`);
  }
  // What autovacuum does on its own shortly after a bulk insert (PostgreSQL 13+ vacuums after
  // inserts too): statistics for the planner and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze tyres`);
  // The demo blog posts, so the blog post page is weighed too (fail-soft: the bench is about tyres).
  try {
    const { DEMO_POSTS } = await import("~db/seed/posts");
    const { blogPosts } = await import("~db/schema");
    await db.insert(blogPosts).values(DEMO_POSTS).onConflictDoNothing();
  } catch (e) {
    log(`   (no demo blog posts: ${(e as Error).message})`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const sample = await rows<{ id: string }>(
    db,
    sql`select id from tyres where status = 'available' and quantity > 1 and width = ${COMMON.width} and aspect = ${COMMON.aspect} and rim = ${COMMON.rim} order by id limit 1`,
  );
  const byStatus = await rows<{ status: string; n: string }>(db, sql`select status::text, count(*)::text as n from tyres group by status`);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  log(`   seeded ${n} tyres in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}; sample available tyre ${sample[0]?.id}`);
  return { seconds, sampleId: sample[0]!.id, counts };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await db.execute(query);
  return (Array.isArray(res) ? res : (res as unknown as { rows: T[] }).rows) as T[];
}

// ---------- 4. EXPLAIN of the listing query ----------
interface ExplainResult {
  source: string;
  sql: string;
  executionMs: number;
  planningMs: number;
  nodeTypes: string[];
  indexes: string[];
  indexBacked: boolean;
}

/**
 * The storefront's listing queries, exactly as the listing page runs them: listTyres from
 * app/server/storefront.server.ts is called on a Drizzle instance over the same client whose
 * logger records the SQL and parameters (the page query and the capped count). When that module
 * is missing, the same SQL is reproduced here and the result says so.
 */
async function listingSqls(database: Database): Promise<{ source: string; filtered: string[]; unfiltered: string[] }> {
  const modPath = path.join(root, "app/server/storefront.server.ts");
  try {
    if (!fs.existsSync(modPath)) throw new Error("app/server/storefront.server.ts does not exist yet");
    const mod = (await import(pathToFileURL(modPath).href)) as { listTyres?: (db: Db, filters: Record<string, unknown>) => Promise<unknown> };
    if (typeof mod.listTyres !== "function") throw new Error("storefront.server.ts exports no listTyres");
    const schema = await import("~db/schema");
    const captured: string[] = [];
    const logger = {
      logQuery(query: string, params: unknown[]) {
        captured.push(
          query.replace(/\$(\d+)/g, (_, i: string) => {
            const v = params[Number(i) - 1];
            return typeof v === "number" || typeof v === "boolean" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
          }),
        );
      },
    };
    const client = (database.db as unknown as { $client: unknown }).$client;
    const spy = (
      database.kind === "pglite"
        ? (await import("drizzle-orm/pglite")).drizzle({ client: client as never, schema, logger })
        : (await import("drizzle-orm/node-postgres")).drizzle({ client: client as never, schema, logger })
    ) as unknown as Db;
    await mod.listTyres(spy, { ...COMMON });
    const filtered = captured.splice(0);
    await mod.listTyres(spy, {});
    const unfiltered = captured.splice(0);
    if (!filtered.length) throw new Error("listTyres ran no query");
    return { source: "app/server/storefront.server.ts listTyres (SQL captured from a Drizzle logger)", filtered, unfiltered };
  } catch (e) {
    log(`   cannot capture the storefront's own listing SQL (${(e as Error).message}); using SQL reproduced here`);
  }
  const base = `select * from tyres where status = 'available' and quantity > 0`;
  return {
    source: "reproduced in bench/run.ts (storefront.server.ts listTyres was not usable)",
    filtered: [`${base} and width = ${COMMON.width} and aspect = ${COMMON.aspect} and rim = ${COMMON.rim} order by brand, id limit 25`],
    unfiltered: [`${base} order by brand, id limit 25`],
  };
}

async function explain(db: Db, text: string, source: string): Promise<ExplainResult> {
  const runs: { exec: number; plan: number; json: Record<string, unknown> }[] = [];
  for (let i = 0; i < 7; i++) {
    const out = await rows<Record<string, unknown>>(db, sql.raw(`explain (analyze, buffers, format json) ${text}`));
    const cell = Object.values(out[0]!)[0];
    const json = (typeof cell === "string" ? JSON.parse(cell) : cell)[0] as Record<string, unknown>;
    runs.push({ exec: json["Execution Time"] as number, plan: json["Planning Time"] as number, json });
  }
  const nodeTypes: string[] = [];
  const indexes: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    nodeTypes.push(node["Node Type"] as string);
    if (node["Index Name"]) indexes.push(node["Index Name"] as string);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(runs[runs.length - 1]!.json.Plan as Record<string, unknown>);
  const indexBacked = nodeTypes.some((t) => /Index/.test(t)) && !nodeTypes.includes("Seq Scan");
  return {
    source,
    sql: text.replace(/\s+/g, " ").trim(),
    executionMs: median(runs.slice(2).map((r) => r.exec)), // first runs warm the cache
    planningMs: median(runs.slice(2).map((r) => r.plan)),
    nodeTypes,
    indexes,
    indexBacked,
  };
}

// ---------- 2. server ----------
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const serverBuild = path.join(root, BUILD_DIR, "server", "index.js");
  const stale = fs.existsSync(serverBuild) && newestMtime(path.join(root, "app")) > fs.statSync(serverBuild).mtimeMs;
  if (!flag("rebuild") && fs.existsSync(serverBuild) && !stale) {
    log(`   using the existing build in ${BUILD_DIR}`);
    return;
  }
  log(`   building into ${BUILD_DIR}${stale ? " (app/ changed since the last build)" : ""}...`);
  const r = spawnSync("npx", ["react-router", "build"], { cwd: root, env: { ...process.env, BUILD_DIR, NODE_ENV: "production" }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
}

interface RunningServer {
  origin: string;
  stop(): Promise<void>;
  output(): string;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // node with tsx as a loader, not the tsx CLI (which runs the server in a grandchild process).
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SEED_DEMO: "0",
      BUILD_DIR,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const t = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(t);
  };
  cleanups.push(stop);
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${PORT}/healthz`, 120_000, 300),
      exited.then(() => {
        throw new Error(`the server exited during start:\n${out}`);
      }),
    ]);
  } catch (e) {
    await stop();
    throw e;
  }
  return { origin: `http://127.0.0.1:${PORT}`, stop, output: () => out };
}

// ---------- load ----------
interface LoadResult {
  url: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerReq: number;
}

async function load(url: string): Promise<LoadResult> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const res: LoadResult = {
    url,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
  log(
    `   ${url.padEnd(60)} ${res.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms` +
      `${res.non2xx ? `  non-2xx ${res.non2xx}` : ""}${res.errors ? `  errors ${res.errors}` : ""}`,
  );
  return res;
}

function benchPages(sampleId: string) {
  const q = new URLSearchParams({ ancho: String(COMMON.width), perfil: String(COMMON.aspect), llanta: String(COMMON.rim) });
  return {
    home: href("home", "es"),
    listingFiltered: href("listing", "es", {}, q),
    listingAll: href("listing", "es"),
    detail: href("tyre", "es", { id: sampleId }),
    healthz: "/healthz",
  } as const;
}

/** Does the page look built (not a placeholder)? Numbers of a placeholder page mean little. */
async function contentCheck(origin: string, pages: ReturnType<typeof benchPages>, sampleId: string) {
  const get = async (p: string) => {
    const res = await fetch(origin + p);
    return { status: res.status, html: await res.text() };
  };
  const listing = await get(pages.listingFiltered);
  const detail = await get(pages.detail);
  const out = {
    listingShowsTyres:
      listing.status === 200 && /205\/55 R16/.test(listing.html.replace(/<!--.*?-->/g, "")) && /href="\/neumatico\/T[0-9A-Z]+"/.test(listing.html),
    detailShowsTyre: detail.status === 200 && detail.html.includes(sampleId),
    listingHtmlBytes: Buffer.byteLength(listing.html),
  };
  log(`   content check: ${JSON.stringify(out)}`);
  return { ...out, listingHtml: listing.html };
}

// ---------- 3. nginx ----------
function ensureNginx(): string {
  const candidates = ["/usr/sbin/nginx", "/usr/bin/nginx"];
  let bin = candidates.find((c) => fs.existsSync(c));
  if (!bin && process.getuid?.() === 0) {
    log("   nginx is missing: installing Debian's nginx-light...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    bin = candidates.find((c) => fs.existsSync(c));
  }
  if (!bin) throw new Error("nginx is not installed (run as root to let the script install nginx-light, or apt-get install nginx-light)");
  return bin;
}

async function startNginx(html: string): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = ensureNginx();
  const dir = fs.mkdtempSync(path.join(tmpRoot, "nginx-"));
  fs.mkdirSync(path.join(dir, "www"));
  fs.mkdirSync(path.join(dir, "tmp"));
  fs.writeFileSync(path.join(dir, "www", "listing.html"), html);
  // Worker processes may run as another user when started as root: let them read the files.
  for (const p of [tmpRoot, dir, path.join(dir, "www")]) fs.chmodSync(p, 0o755);
  fs.chmodSync(path.join(dir, "www", "listing.html"), 0o644);
  const conf = `# written by bench/run.ts
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/www;
    location / { try_files /listing.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGQUIT");
    const t = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(t);
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${NGINX_PORT}/listing.html`;
  try {
    await Promise.race([
      waitForHttp(url, 15_000),
      exited.then(() => {
        throw new Error(`nginx exited: ${out}${fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""}`);
      }),
    ]);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

// ---------- 5. page weight ----------
interface PageWeight {
  path: string;
  status: number;
  requests: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  otherBytes: number;
  totalGzipBytes: number;
}

const JS_IMPORT = /(?:^|[;}\s)])import\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

async function pageWeight(origin: string, pagePath: string): Promise<PageWeight> {
  const res = await fetch(origin + pagePath);
  const html = await res.text();
  const gz = (b: Buffer | string) => zlib.gzipSync(b).length;
  const assets = new Set<string>();
  // Everything the HTML loads on its own: module preloads, scripts (also those imported from the
  // inline module script), stylesheets, eager images and icons. Lazy imports are not counted.
  for (const m of html.matchAll(/<(?:link|script|img)\b[^>]*>/g)) {
    const tag = m[0];
    const attr = (n: string) => new RegExp(`\\s${n}="([^"]+)"`).exec(tag)?.[1];
    const rel = attr("rel") ?? "";
    const url = tag.startsWith("<link") ? attr("href") : attr("src");
    if (!url || url.startsWith("data:") || /^https?:\/\//.test(url)) continue;
    if (tag.startsWith("<link") && !/modulepreload|stylesheet|icon|preload/.test(rel)) continue;
    if (tag.startsWith("<img") && /loading="lazy"/.test(tag)) continue;
    assets.add(url);
  }
  for (const m of html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) assets.add(m[1]!);
  // Static imports between chunks (a module's static imports always load).
  const queue = [...assets].filter((a) => a.endsWith(".js"));
  const bodies = new Map<string, Buffer>();
  while (queue.length) {
    const a = queue.shift()!;
    const r = await fetch(new URL(a, origin));
    const body = Buffer.from(await r.arrayBuffer());
    bodies.set(a, body);
    for (const m of body.toString("utf8").matchAll(JS_IMPORT)) {
      const dep = new URL(m[1]!, new URL(a, origin)).pathname;
      if (!assets.has(dep)) {
        assets.add(dep);
        queue.push(dep);
      }
    }
  }
  let js = 0;
  let css = 0;
  let other = 0;
  for (const a of assets) {
    let body = bodies.get(a);
    if (!body) {
      const r = await fetch(new URL(a, origin));
      body = Buffer.from(await r.arrayBuffer());
    }
    if (a.endsWith(".js")) js += gz(body);
    else if (a.endsWith(".css")) css += gz(body);
    else other += body.length; // images and icons are already compressed formats
  }
  const htmlGz = gz(html);
  return {
    path: pagePath,
    status: res.status,
    requests: 1 + assets.size,
    jsGzipBytes: js,
    cssGzipBytes: css,
    htmlGzipBytes: htmlGz,
    otherBytes: other,
    totalGzipBytes: js + css + htmlGz + other,
  };
}

async function findBlogSlug(origin: string): Promise<string | undefined> {
  try {
    const html = await (await fetch(origin + href("blog", "es"))).text();
    return /href="\/blog\/([^"/?#]+)"/.exec(html)?.[1];
  } catch {
    return undefined;
  }
}

// ---------- 6. Lighthouse ----------
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance (e.g. "seo: is-crawlable"), to say why a score is not 100. */
  failing?: string[];
}

function lighthouseOnce(url: string): LighthouseRun {
  const outFile = path.join(tmpRoot, `lh-${crypto.randomBytes(4).toString("hex")}.json`);
  const r = spawnSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outFile}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: "utf8", timeout: 120_000 },
  );
  if (!fs.existsSync(outFile)) throw new Error(`lighthouse failed (${r.status}): ${(r.stderr || r.stdout || "").slice(-600)}`);
  const report = JSON.parse(fs.readFileSync(outFile, "utf8"));
  fs.rmSync(outFile, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (k: string) => Math.round((report.categories[k]?.score ?? NaN) * 100);
  const failing: string[] = [];
  for (const k of ["accessibility", "best-practices", "seo"]) {
    for (const ref of (report.categories[k]?.auditRefs ?? []) as { id: string; weight: number }[]) {
      const a = report.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${k}: ${ref.id}`);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: report.audits["total-blocking-time"]?.numericValue,
    cls: report.audits["cumulative-layout-shift"]?.numericValue,
    failing,
  };
}

// ---------- 7. CSV import ----------
function importCsv(rowsWanted: number): string {
  const r = rng(99);
  const lines = ["width,aspect,rim,load_index,speed_rating,brand,model,condition,pair_type,quantity,unit_price_eur,disposal_fee_eur_per_tyre,location,notes,tread_depth_mm,dot_code"];
  for (let i = 0; i < rowsWanted; i++) {
    const [w, a, rim, li, sr] = pick(SIZES, SIZE_WEIGHT, 5, r());
    const [brand, models] = pick(BRANDS, BRAND_WEIGHT, 2, r());
    const worn = r() < 0.5;
    lines.push(
      [w, a, rim, li, sr, brand, models[0], worn ? "part-worn" : "new", "single", 1 + Math.floor(r() * 4), worn ? "35.00" : "", "2.40",
        `Rack ${1 + (i % 9)}`, worn ? "\"Even wear, no repairs\"" : "", worn ? "5.5" : "", worn ? "0523" : ""].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

interface ImportTiming {
  backend: string;
  rows: number;
  parseMs: number;
  importMs: number;
  totalMs: number;
  written: number;
  rejected: number;
}

async function timeImport(database: Database, backend: string): Promise<ImportTiming> {
  const csvPath = path.join(root, "app/domain/csv-import.ts");
  const serverPath = path.join(root, "app/server/import.server.ts");
  if (!fs.existsSync(csvPath)) throw new Error("not measurable yet: app/domain/csv-import.ts does not exist");
  if (!fs.existsSync(serverPath)) throw new Error("not measurable yet: app/server/import.server.ts does not exist");
  const csv = (await import(pathToFileURL(csvPath).href)) as { parseTyreCsv?: (text: string) => { rows: unknown[]; errors: string[] } };
  const server = (await import(pathToFileURL(serverPath).href)) as { importTyres?: (...args: unknown[]) => Promise<unknown> };
  if (typeof server.importTyres !== "function") throw new Error("not measurable yet: import.server.ts exports no importTyres");
  const text = importCsv(IMPORT_ROWS);
  const t0 = performance.now();
  // importTyres takes either the CSV text or the parsed rows; its own arity says which.
  let written = 0;
  let rejected = 0;
  let parseMs = 0;
  let result: unknown;
  if (typeof csv.parseTyreCsv === "function" && !/text|csv/i.test(importTyresFirstArg(server.importTyres))) {
    const parsed = csv.parseTyreCsv(text);
    parseMs = performance.now() - t0;
    rejected = parsed.errors.length;
    result = await server.importTyres(database.db, parsed.rows);
  } else {
    result = await server.importTyres(database.db, text);
  }
  const totalMs = performance.now() - t0;
  const [{ n }] = await rows<{ n: string }>(database.db, sql`select count(*)::text as n from tyres`);
  written = Number(n);
  const r = result as { errors?: unknown[] } | undefined;
  if (Array.isArray(r?.errors)) rejected = r.errors.length;
  const out = { backend, rows: IMPORT_ROWS, parseMs, importMs: totalMs - parseMs, totalMs, written, rejected };
  log(`   ${backend}: ${IMPORT_ROWS} rows in ${(totalMs / 1000).toFixed(2)} s (parse ${parseMs.toFixed(0)} ms), ${written} written, ${rejected} rejected`);
  return out;
}

/** The source text of importTyres' second parameter name, to tell text from parsed rows. */
function importTyresFirstArg(fn: (...args: unknown[]) => unknown): string {
  const m = /^[^(]*\(([^)]*)\)/.exec(fn.toString());
  return (m?.[1] ?? "").split(",")[1]?.trim() ?? "";
}

// ---------- PostgreSQL helper ----------
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tyre_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  cleanups.push(drop);
  return { url: u.toString(), drop };
}

// ---------- main ----------
interface BackendResult {
  seed?: { seconds: number; counts: Record<string, number>; sampleId: string };
  /** Every query the listing page runs for one request (the page of rows, the capped count). */
  explain?: { filtered?: ExplainResult[]; unfiltered?: ExplainResult[] };
  http?: Record<string, LoadResult>;
  content?: { listingShowsTyres: boolean; detailShowsTyre: boolean; listingHtmlBytes: number };
  nginx?: LoadResult & { ratio: number };
  /** Filtered listing with the page micro-cache off (every request rendered). */
  listingUncached?: LoadResult;
  import?: ImportTiming;
}

async function main() {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const results = {
    meta: {
      date: new Date().toISOString(),
      commit,
      n: N,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageAtStart: os.loadavg().map((x) => round(x, 2)),
      buildDir: BUILD_DIR,
    },
    backends: {} as Record<string, BackendResult>,
    pageWeight: [] as PageWeight[],
    lighthouse: {} as Record<string, { url: string; runs: LighthouseRun[]; median: LighthouseRun }>,
    errors,
  };
  log(`Tyre shop benchmark: ${N} tyres, ${CONNECTIONS} connections x ${DURATION} s, ${os.cpus().length} CPUs, load ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);

  await section("build", async () => ensureBuild());

  const backends: ("pglite" | "postgres")[] = PG_URL ? ["pglite", "postgres"] : ["pglite"];
  let firstOrigin: { server: RunningServer; sampleId: string } | undefined;

  for (const backend of backends) {
    const out: BackendResult = {};
    results.backends[backend] = out;
    let serverEnv: Record<string, string> | undefined;

    await section(`${backend}: seed ${N} tyres and explain the listing query`, async () => {
      let database: Database;
      if (backend === "pglite") {
        const dataDir = path.join(tmpRoot, "data");
        database = await openDatabase({ dataDir, owner: "bench/run.ts (seeding)" });
        serverEnv = { DATA_DIR: dataDir, DATABASE_URL: "" };
      } else {
        const fresh = await freshPostgres(PG_URL!);
        database = await openDatabase({ databaseUrl: fresh.url });
        serverEnv = { DATABASE_URL: fresh.url, DATA_DIR: path.join(tmpRoot, "unused") };
      }
      try {
        await migrateDatabase(database);
        out.seed = await seed(database.db, N);
        const q = await listingSqls(database);
        out.explain = {};
        for (const [k, queries] of [["filtered", q.filtered], ["unfiltered", q.unfiltered]] as const) {
          const list: ExplainResult[] = [];
          for (const text of queries) {
            try {
              const e = await explain(database.db, text, q.source);
              list.push(e);
              log(`   listing ${k}: ${e.executionMs.toFixed(3)} ms execution (planning ${e.planningMs.toFixed(3)} ms), plan ${e.nodeTypes.join(" > ")}${e.indexes.length ? ` [${e.indexes.join(", ")}]` : ""}`);
              log(`      ${e.sql.slice(0, 160)}${e.sql.length > 160 ? "…" : ""}`);
            } catch (err) {
              log(`   EXPLAIN ${k} failed: ${(err as Error).message}`);
              errors.push({ section: `${backend}: explain ${k}`, error: (err as Error).message });
            }
          }
          out.explain[k] = list;
        }
        log(`   query source: ${q.source}`);
      } finally {
        await database.close(); // releases the PGlite lock for the server
      }
    });
    if (!serverEnv || !out.seed) continue;

    if (!SKIP_LOAD) {
      // The same listing rendered on every request (page micro-cache off), for an honest view of
      // what server rendering alone costs; the main run below uses the default 1 s micro-cache.
      await section(`${backend}: filtered listing rendered every time (PAGE_CACHE_TTL_MS=0)`, async () => {
        const cold = await startServer({ ...serverEnv!, PAGE_CACHE_TTL_MS: "0" });
        try {
          out.listingUncached = await load(cold.origin + benchPages(out.seed!.sampleId).listingFiltered);
        } finally {
          await cold.stop();
        }
      });
    }

    const server = await section(`${backend}: start the production server`, async () => {
      const s = await startServer(serverEnv!);
      log(`   ${s.output().trim().split("\n").pop()}`);
      return s;
    });
    if (!server) continue;
    const pages = benchPages(out.seed.sampleId);
    const content = await section(`${backend}: content check`, () => contentCheck(server.origin, pages, out.seed!.sampleId));
    if (content) out.content = { listingShowsTyres: content.listingShowsTyres, detailShowsTyre: content.detailShowsTyre, listingHtmlBytes: content.listingHtmlBytes };

    if (!SKIP_LOAD) {
      await section(`${backend}: load (${CONNECTIONS} connections, ${DURATION} s each)`, async () => {
        out.http = {};
        for (const [name, p] of Object.entries(pages)) {
          try {
            out.http[name] = await load(server.origin + p);
          } catch (e) {
            log(`   ${name} failed: ${(e as Error).message}`);
            errors.push({ section: `${backend}: load ${name}`, error: (e as Error).message });
          }
        }
      });
      if (!SKIP_NGINX && content) {
        await section(`${backend}: nginx serving the same listing HTML as a static file`, async () => {
          const nginx = await startNginx(content.listingHtml);
          try {
            const r = await load(nginx.url);
            const ours = out.http?.listingFiltered?.reqPerSec ?? NaN;
            out.nginx = { ...r, ratio: ours / r.reqPerSec };
            log(`   ours/nginx = ${(ours / r.reqPerSec * 100).toFixed(1)} % (filtered listing ${ours.toFixed(0)} req/s vs nginx ${r.reqPerSec.toFixed(0)} req/s)`);
          } finally {
            await nginx.stop();
          }
        });
      }
    }

    if (!firstOrigin) {
      firstOrigin = { server, sampleId: out.seed.sampleId };
      await section(`page weight (${backend} server)`, async () => {
        const slug = await findBlogSlug(server.origin);
        for (const p of PUBLIC_PAGES) {
          const params: Record<string, string> = {};
          if (p.es.includes(":id")) params.id = out.seed!.sampleId;
          if (p.es.includes(":slug")) {
            if (!slug) {
              log(`   ${p.id}: skipped (no blog post found)`);
              continue;
            }
            params.slug = slug;
          }
          const pagePath = href(p.id as PageId, "es", params);
          try {
            const w = await pageWeight(server.origin, pagePath);
            results.pageWeight.push(w);
            log(`   ${pagePath.padEnd(28)} ${String(w.status)}  JS ${kb(w.jsGzipBytes)} KB gz, total ${kb(w.totalGzipBytes)} KB, ${w.requests} requests`);
          } catch (e) {
            log(`   ${pagePath} failed: ${(e as Error).message}`);
            errors.push({ section: `page weight ${pagePath}`, error: (e as Error).message });
          }
        }
      });

      if (!SKIP_LH) {
        await section(`Lighthouse, mobile, ${LH_RUNS} runs per page (${backend} server)`, async () => {
          const lhPages = { home: pages.home, listing: pages.listingFiltered, detail: pages.detail, reservation: href("reserve", "es", { id: out.seed!.sampleId }) };
          for (const [name, p] of Object.entries(lhPages)) {
            const runs: LighthouseRun[] = [];
            for (let i = 0; i < LH_RUNS; i++) {
              try {
                try {
                  runs.push(lighthouseOnce(server.origin + p));
                } catch (first) {
                  // Trace recording fails now and then on a busy machine (NO_NAVSTART): one retry.
                  if (!/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test((first as Error).message)) throw first;
                  log(`   ${name} run ${i + 1}: ${(first as Error).message.slice(0, 60)}… retrying once`);
                  runs.push(lighthouseOnce(server.origin + p));
                }
              } catch (e) {
                log(`   ${name} run ${i + 1} failed: ${(e as Error).message}`);
                errors.push({ section: `lighthouse ${name}`, error: (e as Error).message });
              }
            }
            if (!runs.length) continue;
            const med = Object.fromEntries(
              (["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls"] as const).map((k) => [k, median(runs.map((r) => r[k]))]),
            ) as unknown as LighthouseRun;
            med.failing = [...new Set(runs.flatMap((r) => r.failing ?? []))];
            results.lighthouse[name] = { url: p, runs, median: med };
            log(`   ${name.padEnd(12)} perf ${med.performance}  a11y ${med.accessibility}  bp ${med.bestPractices}  seo ${med.seo}  LCP ${med.lcpMs?.toFixed(0)} ms  TBT ${med.tbtMs?.toFixed(0)} ms  CLS ${med.cls?.toFixed(3)}${med.failing.length ? `  (losing points: ${med.failing.join(", ")})` : ""}`);
          }
        });
      }
    }
    await server.stop();

    await section(`${backend}: ${IMPORT_ROWS}-row CSV import through importTyres`, async () => {
      let database: Database;
      if (backend === "pglite") {
        database = await openDatabase({ memory: true });
      } else {
        const fresh = await freshPostgres(PG_URL!);
        database = await openDatabase({ databaseUrl: fresh.url });
      }
      try {
        await migrateDatabase(database);
        out.import = await timeImport(database, backend);
      } finally {
        await database.close();
      }
    });
  }

  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "latest.json"), JSON.stringify(results, null, 2) + "\n");
  const md = markdown(results);
  fs.writeFileSync(path.join(OUT_DIR, "latest.md"), md);
  log(`\n${md}`);
  log(`Wrote ${path.relative(root, path.join(OUT_DIR, "latest.json"))} and latest.md`);
}

type Results = {
  meta: Record<string, unknown>;
  backends: Record<string, BackendResult>;
  pageWeight: PageWeight[];
  lighthouse: Record<string, { url: string; median: LighthouseRun }>;
  errors: { section: string; error: string }[];
};

function markdown(r: Results): string {
  const f = (x: number | null | undefined, d = 0) => (x == null || !Number.isFinite(x) ? "–" : x.toFixed(d));
  const ok = (pass: boolean | undefined) => (pass == null ? "" : pass ? " ✅" : " ❌");
  const lines: string[] = [];
  const m = r.meta as { date: string; commit: string; n: number; connections: number; durationSeconds: number; cpus: number; node: string; loadAverageAtStart: number[] };
  lines.push(`# Benchmark results`, "");
  lines.push(`${m.date}, commit ${m.commit}, ${m.n} tyres, ${m.connections} connections x ${m.durationSeconds} s, ${m.cpus} CPUs (load ${m.loadAverageAtStart.join(" ")} at start), Node ${m.node}.`, "");
  for (const [backend, b] of Object.entries(r.backends)) {
    lines.push(`## ${backend}`, "");
    if (b.seed) lines.push(`Seeded in ${f(b.seed.seconds, 1)} s: ${Object.entries(b.seed.counts).map(([k, v]) => `${v} ${k}`).join(", ")}.`, "");
    if (b.content && (!b.content.listingShowsTyres || !b.content.detailShowsTyre))
      lines.push(`Note: the listing/detail pages did not show the seeded tyres (placeholder pages?): listing ${b.content.listingShowsTyres}, detail ${b.content.detailShowsTyre}.`, "");
    if (b.http) {
      lines.push("| page | req/s | p50 ms | p99 ms | non-2xx |", "|---|---:|---:|---:|---:|");
      for (const [name, l] of Object.entries(b.http)) lines.push(`| ${name} (${l.url.replace(/^https?:\/\/[^/]+/, "")}) | ${f(l.reqPerSec)} | ${l.p50} | ${l.p99} | ${l.non2xx} |`);
      if (b.listingUncached) lines.push(`| listingFiltered rendered every time (PAGE_CACHE_TTL_MS=0) | ${f(b.listingUncached.reqPerSec)} | ${b.listingUncached.p50} | ${b.listingUncached.p99} | ${b.listingUncached.non2xx} |`);
      if (b.nginx) lines.push(`| nginx, same listing HTML as a static file | ${f(b.nginx.reqPerSec)} | ${b.nginx.p50} | ${b.nginx.p99} | ${b.nginx.non2xx} |`);
      lines.push("");
    }
    if (b.nginx) lines.push(`SSR filtered listing (1 s micro-cache) / nginx static: **${f(b.nginx.ratio * 100, 1)} %** (target >= 25 %)${ok(b.nginx.ratio >= 0.25)}`, "");
    if (b.nginx && b.listingUncached) lines.push(`Rendered every time / nginx static: ${f((b.listingUncached.reqPerSec / b.nginx.reqPerSec) * 100, 1)} %`, "");
    for (const [k, list] of Object.entries(b.explain ?? {})) {
      if (!list?.length) continue;
      const total = list.reduce((a, e) => a + e.executionMs, 0);
      const allIndexed = list.every((e) => e.indexBacked);
      const target = k === "filtered" && backend === "postgres" ? ` (target <= 3 ms, index-backed)${ok(allIndexed && total <= 3)}` : "";
      lines.push(`Listing ${k}, ${list.length} quer${list.length === 1 ? "y" : "ies"}: **${f(total, 3)} ms** execution in all; index-backed: ${allIndexed}${target}`);
      for (const e of list) lines.push(`- ${f(e.executionMs, 3)} ms (+${f(e.planningMs, 3)} ms planning): ${e.nodeTypes.join(" > ")}${e.indexes.length ? ` on ${e.indexes.join(", ")}` : ""}`);
      lines.push("");
    }
    if (b.explain) lines.push(`Query source: ${Object.values(b.explain)[0]?.[0]?.source ?? "–"}`, "");
    if (b.import)
      lines.push(`CSV import, ${b.import.rows} rows: **${f(b.import.totalMs / 1000, 2)} s** (parse ${f(b.import.parseMs)} ms), ${b.import.written} written, ${b.import.rejected} rejected (target <= 3 s)${ok(b.import.totalMs <= 3000)}`, "");
  }
  if (r.pageWeight.length) {
    lines.push("## Page weight (built assets each page loads, gzip)", "", "| page | status | JS KB gz | CSS KB gz | HTML KB gz | total KB | requests |", "|---|---:|---:|---:|---:|---:|---:|");
    for (const w of r.pageWeight)
      lines.push(`| ${w.path} | ${w.status} | ${f(w.jsGzipBytes / 1024, 1)}${ok(w.jsGzipBytes <= 60 * 1024)} | ${f(w.cssGzipBytes / 1024, 1)} | ${f(w.htmlGzipBytes / 1024, 1)} | ${f(w.totalGzipBytes / 1024, 1)} | ${w.requests} |`);
    lines.push("", "Target: <= 60 KB gzip JavaScript per public page.", "");
  }
  if (Object.keys(r.lighthouse).length) {
    lines.push("## Lighthouse (mobile, median)", "", "| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |", "|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const [name, l] of Object.entries(r.lighthouse)) {
      const x = l.median;
      lines.push(`| ${name} | ${x.performance}${ok(x.performance >= 95)} | ${x.accessibility}${ok(x.accessibility === 100)} | ${x.bestPractices} | ${x.seo}${ok(x.seo === 100)} | ${f(x.lcpMs)} | ${f(x.tbtMs)} | ${f(x.cls, 3)} |`);
    }
    lines.push("", "Targets: performance >= 95, accessibility and SEO 100.", "");
    for (const [name, l] of Object.entries(r.lighthouse)) if (l.median.failing?.length) lines.push(`- ${name} loses points on: ${l.median.failing.join(", ")}`);
    lines.push("");
  }
  if (r.errors.length) {
    lines.push("## Sections that failed", "");
    for (const e of r.errors) lines.push(`- ${e.section}: ${e.error.split("\n")[0]}`);
    lines.push("");
  }
  return lines.join("\n");
}

try {
  await main();
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  fs.rmSync(tmpRoot, { recursive: true, force: true });
}
process.exit(0);
