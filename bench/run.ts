// The benchmark (`npm run bench`, not part of `npm test`): seeds N tyres, starts the production
// server and measures it under load beside nginx serving the same HTML, explains the listing query,
// weighs the public pages, runs Lighthouse and times a 10,000-row CSV import. Every section fails
// soft (prints its error and the run goes on). Results: bench/results/latest.{json,md}.
// See bench/README.md and docs/decisions/050-benchmarks.md.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { href } from "~/i18n/paths";
import { type Database, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { createScratchPostgres } from "~db/scratch";
import { cleanups, errors, log, recordError, root, round, section } from "./common";
import { explainListing } from "./explain";
import { timeAppointmentSlots } from "./appointment-slots";
import { timeImport } from "./import";
import { timeInventorySearch } from "./inventory-search";
import { lighthousePages } from "./lighthouse";
import { benchAdminCookie, goodput } from "./goodput";
import { overload } from "./overload";
import { benchPages, contentCheck, load, oneAtATime, startNginx, warmUp } from "./load";
import { weighPublicPages } from "./page-weight";
import { type BackendResult, type Results, markdown } from "./report";
import { seed } from "./seed";
import { BENCH_AUTH_SECRET, ensureBuild, startServer } from "./server";
import { builtServer, startFigures } from "./start-figures";

process.chdir(root);

function opt(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}
const flag = (name: string) => process.argv.includes(`--${name}`);
if (flag("help")) {
  console.log(`npm run bench -- [--n 100000] [--duration 10] [--warmup 3] [--connections 50] [--overload-connections 200] [--goodput-connections 100] [--lighthouse-runs 3] [--skip-lighthouse]
  [--skip-load] [--skip-nginx] [--rebuild] [--port 3399] [--nginx-port 8089] [--import-rows 10000] [--out bench/results]
Env: BENCH_DATABASE_URL=postgres://... (also bench on PostgreSQL), BUILD_DIR (default build), CHROME_PATH.`);
  process.exit(0);
}
const N = Number(opt("n") ?? 100_000);
const OVERLOAD_CONNECTIONS = Number(opt("overload-connections") ?? 200);
const GOODPUT_CONNECTIONS = Number(opt("goodput-connections") ?? 100);
const LOAD = {
  durationSeconds: Number(opt("duration") ?? 10),
  connections: Number(opt("connections") ?? 50),
  warmupSeconds: Number(opt("warmup") ?? 3),
};
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

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-bench-"));

type Backend = "pglite" | "postgres";

/** A fresh PostgreSQL database (dropped at exit) for the PostgreSQL backend. */
async function scratchPostgresUrl(): Promise<string> {
  const scratch = await createScratchPostgres(PG_URL!, "tyre_bench");
  cleanups.push(scratch.drop);
  return scratch.url;
}

async function main() {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const results: Results = {
    meta: {
      date: new Date().toISOString(),
      commit,
      n: N,
      durationSeconds: LOAD.durationSeconds,
      warmupSeconds: LOAD.warmupSeconds,
      connections: LOAD.connections,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageAtStart: os.loadavg().map((x) => round(x, 2)),
      buildDir: BUILD_DIR,
    },
    backends: {},
    pageWeight: [],
    lighthouse: {},
    errors,
  };
  log(
    `Tyre shop benchmark: ${N} tyres, ${LOAD.connections} connections x ${LOAD.durationSeconds} s, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );

  await section("appointment slot list for a busy month (30 days x 3 lifts, full)", async () => {
    results.appointmentSlots = timeAppointmentSlots();
  });

  await section("build", async () => ensureBuild(BUILD_DIR, flag("rebuild")));

  // How long a start and a restart take, and what the idle server holds in memory.
  await section("start time and idle memory", async () => {
    results.startup = { pglite: await startFigures(builtServer(BUILD_DIR), PORT, { dataDir: path.join(tmpRoot, "start") }) };
    if (PG_URL) results.startup.postgres = await startFigures(builtServer(BUILD_DIR), PORT, { databaseUrl: await scratchPostgresUrl() });
    log(`   ${JSON.stringify(results.startup)}`);
  });

  // What one visitor waits on an idle server: the shop as `npm start` runs it (PGlite, demo data),
  // every page rendered (no micro-cache), one request at a time.
  if (!SKIP_LOAD) {
    await section("one request at a time: idle server, demo data, every page rendered", async () => {
      const demo = await startServer(PORT, BUILD_DIR, {
        DATA_DIR: path.join(tmpRoot, "demo"),
        DATABASE_URL: "",
        UPLOADS_DIR: path.join(tmpRoot, "demo-uploads"),
        SEED_DEMO: "1",
        PAGE_CACHE_TTL_MS: "0",
      });
      try {
        const listing = await (await fetch(demo.origin + href("listing", "es"))).text();
        const demoId = /href="\/neumatico\/([^"/?]+)"/.exec(listing)?.[1];
        if (!demoId) throw new Error("the demo listing shows no tyre");
        const { healthz: _, ...demoPages } = benchPages(demoId);
        results.oneAtATime = {};
        for (const [name, p] of Object.entries(demoPages))
          results.oneAtATime[name] = await oneAtATime(demo.origin + p, { warmupSeconds: LOAD.warmupSeconds });
      } finally {
        await demo.stop();
      }
    });
  }

  const backends: Backend[] = PG_URL ? ["pglite", "postgres"] : ["pglite"];
  // Page weight and Lighthouse measure the pages, not the database: once, on the first backend.
  let pagesMeasured = false;

  for (const backend of backends) {
    const out: BackendResult = {};
    results.backends[backend] = out;
    let serverEnv: Record<string, string> | undefined;
    let staffCookie: string | undefined;

    await section(`${backend}: seed ${N} tyres, explain the listing query, time the inventory search`, async () => {
      let database: Database;
      if (backend === "pglite") {
        const dataDir = path.join(tmpRoot, "data");
        database = await openDatabase({ dataDir, owner: "bench/run.ts (seeding)" });
        serverEnv = { DATA_DIR: dataDir, DATABASE_URL: "", UPLOADS_DIR: path.join(tmpRoot, "uploads") };
      } else {
        const url = await scratchPostgresUrl();
        database = await openDatabase({ databaseUrl: url });
        serverEnv = { DATABASE_URL: url, DATA_DIR: path.join(tmpRoot, "unused"), UPLOADS_DIR: path.join(tmpRoot, "uploads") };
      }
      try {
        await migrateDatabase(database);
        // The measured detail page has photos (its gallery, the listing's cover).
        out.seed = await seed(database.db, N, serverEnv.UPLOADS_DIR);
        out.explain = await explainListing(database, backend);
        out.inventorySearch = await timeInventorySearch(database.db, backend);
        staffCookie = await benchAdminCookie(database.db, { secret: BENCH_AUTH_SECRET, origin: `http://127.0.0.1:${PORT}` });
      } finally {
        await database.close(); // releases the PGlite lock for the server
      }
    });
    if (!serverEnv || !out.seed) continue;
    const sampleId = out.seed.sampleId;
    const pages = benchPages(sampleId);

    if (!SKIP_LOAD) {
      // The same listing rendered on every request (page micro-cache off), for an honest view of
      // what server rendering alone costs; the main run below uses the default 1 s micro-cache.
      // Load shedding is off here, so every request counted is a rendered page (with it on, the
      // quick 503s beyond MAX_RENDERS_IN_FLIGHT would count as requests); the overload run below
      // measures shedding.
      await section(`${backend}: filtered listing rendered every time (PAGE_CACHE_TTL_MS=0)`, async () => {
        const cold = await startServer(PORT, BUILD_DIR, { ...serverEnv!, PAGE_CACHE_TTL_MS: "0", MAX_RENDERS_IN_FLIGHT: "0" });
        try {
          out.listingUncached = await load(cold.origin + pages.listingFiltered, LOAD);
        } finally {
          await cold.stop();
        }
      });
      // PostgreSQL only (PGlite is one process): the same uncached listing served by two server
      // processes (WEB_CONCURRENCY=2, node:cluster), against the one process above.
      if (backend === "postgres") {
        await section(`${backend}: filtered listing rendered every time by two processes (WEB_CONCURRENCY=2)`, async () => {
          const two = await startServer(PORT, BUILD_DIR, {
            ...serverEnv!,
            PAGE_CACHE_TTL_MS: "0",
            MAX_RENDERS_IN_FLIGHT: "0",
            WEB_CONCURRENCY: "2",
          });
          try {
            out.listingUncachedTwoProcesses = await load(two.origin + pages.listingFiltered, LOAD);
          } finally {
            await two.stop();
          }
        });
      }
      // Four times the connections, still rendered every time: the server sheds what it cannot
      // render at once (MAX_RENDERS_IN_FLIGHT) and the requests it serves stay fast.
      await section(`${backend}: overload, ${OVERLOAD_CONNECTIONS} connections on the uncached listing`, async () => {
        const cold = await startServer(PORT, BUILD_DIR, { ...serverEnv!, PAGE_CACHE_TTL_MS: "0" });
        try {
          // Warmed at the normal load, so the overload meets a warm server, not a cold start.
          await warmUp(cold.origin + pages.listingFiltered, LOAD.connections, LOAD.warmupSeconds);
          out.overload = await overload(cold.origin + pages.listingFiltered, {
            connections: OVERLOAD_CONNECTIONS,
            durationSeconds: LOAD.durationSeconds,
          });
        } finally {
          await cold.stop();
        }
      });
    }

    if (!SKIP_LOAD && staffCookie) {
      // One address floods (100 connections) with cache misses, then with empty reservation forms;
      // meanwhile a second visitor browses and an admin works from the flooder's address.
      await section(`${backend}: goodput while one address floods with ${GOODPUT_CONNECTIONS} connections`, async () => {
        const s = await startServer(PORT, BUILD_DIR, { ...serverEnv!, TRUST_PROXY: "1", MAX_RENDERS_PER_CLIENT: "" });
        try {
          out.goodput = [];
          for (const flood of ["random-query", "empty-reservations"] as const)
            out.goodput.push(
              await goodput(s.origin, {
                flood,
                connections: GOODPUT_CONNECTIONS,
                durationSeconds: LOAD.durationSeconds,
                sampleId,
                staffCookie: staffCookie!,
              }),
            );
        } finally {
          await s.stop();
        }
      });
    }

    const server = await section(`${backend}: start the production server`, async () => {
      const s = await startServer(PORT, BUILD_DIR, serverEnv!);
      log(`   ${s.output().trim().split("\n").pop()}`);
      return s;
    });
    if (!server) continue;
    const content = await section(`${backend}: content check`, () => contentCheck(server.origin, pages, sampleId));
    if (content)
      out.content = {
        listingShowsTyres: content.listingShowsTyres,
        detailShowsTyre: content.detailShowsTyre,
        listingHtmlBytes: content.listingHtmlBytes,
      };

    if (!SKIP_LOAD) {
      await section(`${backend}: load (${LOAD.connections} connections, ${LOAD.durationSeconds} s each)`, async () => {
        out.http = {};
        for (const [name, p] of Object.entries(pages)) {
          try {
            out.http[name] = await load(server.origin + p, LOAD);
          } catch (e) {
            log(`   ${name} failed: ${(e as Error).message}`);
            recordError(`${backend}: load ${name}`, e);
          }
        }
      });
      if (!SKIP_NGINX && content) {
        await section(`${backend}: nginx serving the same listing HTML as a static file`, async () => {
          const nginx = await startNginx(content.listingHtml, NGINX_PORT, tmpRoot);
          try {
            const r = await load(nginx.url, LOAD);
            const ours = out.http?.listingFiltered?.reqPerSec ?? NaN;
            out.nginx = { ...r, ratio: ours / r.reqPerSec };
            log(
              `   ours/nginx = ${((ours / r.reqPerSec) * 100).toFixed(1)} % (filtered listing ${ours.toFixed(0)} req/s vs nginx ${r.reqPerSec.toFixed(0)} req/s)`,
            );
          } finally {
            await nginx.stop();
          }
        });
      }
    }

    if (!pagesMeasured) {
      pagesMeasured = true;
      await section(`page weight (${backend} server)`, async () => {
        results.pageWeight = await weighPublicPages(server.origin, sampleId);
      });
      if (!SKIP_LH) {
        await section(`Lighthouse, mobile, ${LH_RUNS} runs per page (${backend} server)`, async () => {
          const lhPages = {
            home: pages.home,
            listing: pages.listingFiltered,
            detail: pages.detail,
            reservation: href("reserve", "es", { id: sampleId }),
          };
          results.lighthouse = lighthousePages(server.origin, lhPages, { runs: LH_RUNS, chromePath: CHROME_PATH, tmpRoot });
        });
      }
    }
    await server.stop();

    await section(`${backend}: ${IMPORT_ROWS}-row CSV import: preview and apply, new tyres then updates`, async () => {
      const database =
        backend === "pglite" ? await openDatabase({ memory: true }) : await openDatabase({ databaseUrl: await scratchPostgresUrl() });
      try {
        await migrateDatabase(database);
        out.import = await timeImport(database, backend, IMPORT_ROWS);
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

try {
  await main();
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  fs.rmSync(tmpRoot, { recursive: true, force: true });
}
process.exit(0);
