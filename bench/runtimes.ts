// Two builds of the shop side by side, each on its own Node: an older checkout's build on its Node
// (the "before") against this checkout's build on the Node running this script (the "after"),
// in one run on the same machine, alternating the two so that the machine's noise falls on both:
//   npm run bench:runtimes -- --before-dir ../before --before-node /usr/bin/node [--rounds 2]
// Per side: first start on an empty embedded database (migrations and demo data) and restarts to
// /healthz (median), idle memory after the home page and a listing, and the uncached listing and
// home page under load (page cache off, no per-client share); with BENCH_DATABASE_URL, also the idle
// memory on PostgreSQL (an empty scratch database per measurement, migrated by a first start, then
// a restart, the home page and a listing). Results: bench/results/runtimes.{json,md}.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchPostgres } from "~db/scratch";
import { href } from "~/i18n/paths";
import { log, median, root, round } from "./common";
import { load, type LoadResult } from "./load";
import { BENCH_AUTH_SECRET } from "./server";
import { rssMb, type StartCommand, timedStart } from "./start-figures";

function opt(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

interface Side {
  label: string;
  node: string;
  dir: string;
}

interface SideFigures {
  nodeVersion: string;
  firstStartMs: number[];
  restartMs: number[];
  idleRssMb: number[];
  /** With BENCH_DATABASE_URL: idle RSS on PostgreSQL. */
  postgresIdleRssMb: number[];
  peakStartRssMb: number[];
  listing: number[];
  home: number[];
}

const before: Side = { label: "before", node: opt("before-node") ?? "/usr/bin/node", dir: path.resolve(opt("before-dir") ?? "") };
const after: Side = { label: "after", node: process.execPath, dir: root };
const ROUNDS = Number(opt("rounds") ?? 2);
const RESTARTS = Number(opt("restarts") ?? 3);
const LOAD = { connections: Number(opt("connections") ?? 10), durationSeconds: Number(opt("duration") ?? 10), warmupSeconds: 3 };
const PORT = Number(opt("port") ?? 3398);
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;

if (!opt("before-dir") || !fs.existsSync(path.join(before.dir, "build", "server", "index.js"))) {
  console.error("usage: npm run bench:runtimes -- --before-dir <a built checkout> [--before-node /usr/bin/node] [--rounds 2]");
  process.exit(2);
}
if (!fs.existsSync(path.join(root, "build", "server", "index.js")))
  spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });

const nodeVersion = (node: string) => spawnSync(node, ["-v"], { encoding: "utf8" }).stdout.trim();

async function measure(side: Side, figures: SideFigures) {
  const origin = `http://127.0.0.1:${PORT}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tyre-runtimes-${side.label}-`));
  const start: StartCommand = { command: side.node, args: [path.join(side.dir, "build", "server", "index.js")], cwd: side.dir };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    PUBLIC_URL: origin,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    BACKUP_KEEP: "0",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "1",
    PAGE_CACHE_TTL_MS: "0",
    // Raw render throughput: no share per client (one load generator) and no shedding (a busy
    // machine would otherwise answer part of the load with 503s and count them as served).
    MAX_RENDERS_PER_CLIENT: "0",
    MAX_RENDERS_IN_FLIGHT: "0",
  };
  try {
    const first = await timedStart(start, PORT, env);
    figures.firstStartMs.push(first.ms ?? NaN);
    await first.stop();
    for (let i = 0; i < RESTARTS - 1; i++) {
      const again = await timedStart(start, PORT, env);
      figures.restartMs.push(again.ms ?? NaN);
      await again.stop();
    }
    const running = await timedStart(start, PORT, env);
    figures.restartMs.push(running.ms ?? NaN);
    try {
      for (const page of ["/", href("listing", "es")]) await (await fetch(origin + page)).text();
      await new Promise((r) => setTimeout(r, 3000));
      figures.idleRssMb.push(rssMb(running.pid) ?? NaN);
      figures.peakStartRssMb.push(rssMb(running.pid, "VmHWM") ?? NaN);
      const listing: LoadResult = await load(origin + href("listing", "es"), LOAD);
      const home: LoadResult = await load(origin + "/", LOAD);
      if (listing.non2xx || home.non2xx) throw new Error(`${side.label}: non-2xx answers under load`);
      figures.listing.push(listing.reqPerSec);
      figures.home.push(home.reqPerSec);
    } finally {
      await running.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (PG_URL) figures.postgresIdleRssMb.push(await postgresIdleRss(start, env));
}

/** Idle RSS on a new PostgreSQL database: a first start migrates it, a restart serves two pages, 3 s idle. */
async function postgresIdleRss(start: StartCommand, pgliteEnv: NodeJS.ProcessEnv): Promise<number> {
  const scratch = await createScratchPostgres(PG_URL!, "tyre_runtimes");
  // The data folder holds what is not in the database (the outbox, the backups' folder).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-runtimes-postgres-"));
  const env = { ...pgliteEnv, DATABASE_URL: scratch.url, DATA_DIR: dataDir, SEED_DEMO: "0" };
  try {
    await (await timedStart(start, PORT, env)).stop();
    const running = await timedStart(start, PORT, env);
    try {
      for (const page of ["/", href("listing", "es")]) await (await fetch(`http://127.0.0.1:${PORT}${page}`)).text();
      await new Promise((r) => setTimeout(r, 3000));
      return rssMb(running.pid) ?? NaN;
    } finally {
      await running.stop();
    }
  } finally {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const empty = (side: Side): SideFigures => ({
  nodeVersion: nodeVersion(side.node),
  firstStartMs: [],
  restartMs: [],
  idleRssMb: [],
  postgresIdleRssMb: [],
  peakStartRssMb: [],
  listing: [],
  home: [],
});
const results = { before: empty(before), after: empty(after) };
log(`before: ${before.dir} on Node ${results.before.nodeVersion}; after: ${after.dir} on Node ${results.after.nodeVersion}`);
log(
  `${ROUNDS} rounds, alternating; load ${LOAD.connections} connections x ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up; load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
for (let r = 0; r < ROUNDS; r++) {
  for (const side of r % 2 === 0 ? [before, after] : [after, before]) {
    log(`round ${r + 1}: ${side.label}`);
    await measure(side, results[side.label as "before" | "after"]);
  }
}

const m = (xs: number[]) => round(median(xs), 0);
const all = (xs: number[]) => xs.map((x) => round(x, 0)).join(" / ");
const ratio = (b: number[], a: number[]) => `${(median(a) / median(b)).toFixed(2)}x`;
const rows = [
  [
    "uncached listing /neumaticos, req/s",
    all(results.before.listing),
    all(results.after.listing),
    ratio(results.before.listing, results.after.listing),
  ],
  ["uncached home /, req/s", all(results.before.home), all(results.after.home), ratio(results.before.home, results.after.home)],
  ["restart to /healthz, median ms", `${m(results.before.restartMs)}`, `${m(results.after.restartMs)}`, ""],
  ["first start (migrations + demo data), median ms", `${m(results.before.firstStartMs)}`, `${m(results.after.firstStartMs)}`, ""],
  ["idle RSS, MB (median)", `${m(results.before.idleRssMb)}`, `${m(results.after.idleRssMb)}`, ""],
  ...(PG_URL
    ? [
        [
          "idle RSS on PostgreSQL, MB (median; all)",
          `${m(results.before.postgresIdleRssMb)} (${all(results.before.postgresIdleRssMb)})`,
          `${m(results.after.postgresIdleRssMb)} (${all(results.after.postgresIdleRssMb)})`,
          "",
        ],
      ]
    : []),
  ["peak RSS of a restart up to idle, MB (median)", `${m(results.before.peakStartRssMb)}`, `${m(results.after.peakStartRssMb)}`, ""],
];
const md = [
  `# Runtimes side by side`,
  "",
  `- before: ${before.dir} on Node ${results.before.nodeVersion}`,
  `- after: ${after.dir} on Node ${results.after.nodeVersion}`,
  `- ${ROUNDS} rounds alternating, ${LOAD.connections} connections x ${LOAD.durationSeconds} s, page cache off, embedded database with demo data`,
  "",
  "| figure | before | after | ratio |",
  "|---|---:|---:|---:|",
  ...rows.map((r) => `| ${r.join(" | ")} |`),
  "",
].join("\n");
const out = path.join(root, "bench", "results");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "runtimes.json"), JSON.stringify(results, null, 2) + "\n");
fs.writeFileSync(path.join(out, "runtimes.md"), md);
log("");
log(md);
