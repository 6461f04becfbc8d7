// Start time and memory of the production server as `npm start` runs it (node on
// build/server/index.js): the first start on an empty database (migrations, and the demo data on
// PGlite), a restart on the same database, and the resident memory once it has served the home
// page and a listing and sat idle. Decision 057 gives the targets.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { href } from "~/i18n/paths";
import { root, round } from "./common";
import { BENCH_AUTH_SECRET } from "./server";

export interface StartFigures {
  /** Empty database to /healthz answering 200: migrations (and demo data on PGlite) included. */
  firstStartMs: number | null;
  /** Stopped (SIGTERM) and started again on the same database, to /healthz answering 200. */
  restartMs: number | null;
  /** VmRSS after the home page and a listing, then 3 s idle. */
  idleRssMb: number | null;
  /** VmHWM at that moment: the most memory the restarted server held, its start included. */
  peakStartRssMb: number | null;
  /**
   * CPU time (user + system) the server process had used when /healthz first answered: on a shared
   * machine steadier than the wall time, which other work on the same cores stretches.
   */
  firstStartCpuMs: number | null;
  restartCpuMs: number | null;
  /**
   * VmRSS after MIXED_REQUESTS more requests (pages of both languages, filtered listings, tyre
   * pages, the blog, the sign-in page, a 404), 3 s later and once idle for a minute: V8 gives
   * memory back only when its memory reducer runs, some 20-40 s into an idle spell, so a leak is
   * what stays above idle after the minute (target: within 20 % of `idleRssMb`).
   */
  afterLoadRssMb: number | null;
  afterLoadIdleRssMb: number | null;
}

export const MIXED_REQUESTS = 10_000;

/** The paths of the mixed load: every public page kind, varied so the page cache does not answer all. */
async function mixedPaths(origin: string): Promise<string[]> {
  const listing = await (await fetch(origin + href("listing", "es"))).text();
  const tyreIds = [...new Set([...listing.matchAll(/\/neumatico\/([A-Za-z0-9-]+)/g)].map((m) => m[1]!))].slice(0, 10);
  const paths: string[] = ["/healthz", "/login", "/no-such-page", "/sitemap.xml"];
  for (const locale of ["es", "en"] as const) {
    for (const id of ["home", "about", "contact", "faq", "fitting", "blog", "appointment"] as const) paths.push(href(id, locale));
    for (let width = 155; width <= 255; width += 10) paths.push(href("listing", locale, {}, `width=${width}`));
    for (const id of tyreIds) paths.push(href("tyre", locale, { id }));
  }
  return paths;
}

/** How the server is started; the bench uses the build, a comparison may pass an older start. */
export interface StartCommand {
  command: string;
  args: string[];
  cwd: string;
}

export const builtServer = (buildDir: string): StartCommand => ({
  command: process.execPath,
  args: [path.join(root, buildDir, "server", "index.js")],
  cwd: root,
});

/** User + system CPU time of a process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Resident memory now (VmRSS), or the most it has been since the process started (VmHWM). */
export function rssMb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number | null {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1];
  return kb ? round(Number(kb) / 1024, 0) : null;
}

/** Starts the server; resolves with the milliseconds until /healthz answered 200, and its stop. */
export async function timedStart(start: StartCommand, port: number, env: NodeJS.ProcessEnv) {
  const t0 = performance.now();
  const child = spawn(start.command, start.args, { cwd: start.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${out}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`no answer on /healthz within 180 s:\n${out}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ms: round(performance.now() - t0, 0), cpuMs: cpuMs(child.pid!), pid: child.pid!, stop };
}

/** `database`: a fresh DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL, an empty database). */
export async function startFigures(
  start: StartCommand,
  port: number,
  database: { dataDir: string } | { databaseUrl: string },
): Promise<StartFigures> {
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: origin,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    BACKUP_KEEP: "0",
    LOG_LEVEL: "warn",
    // The mixed load comes from one client (this script): no per-client share of the renders.
    MAX_RENDERS_PER_CLIENT: "0",
    ...("dataDir" in database ? { DATA_DIR: database.dataDir, DATABASE_URL: "", SEED_DEMO: "1" } : { DATABASE_URL: database.databaseUrl }),
  };
  const first = await timedStart(start, port, env);
  await first.stop();
  const again = await timedStart(start, port, env);
  try {
    for (const page of ["/", href("listing", "es")]) await (await fetch(origin + page)).text();
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = rssMb(again.pid);
    const peakStartRssMb = rssMb(again.pid, "VmHWM");
    const paths = await mixedPaths(origin);
    let sent = 0;
    let serverErrors = 0;
    const client = async () => {
      while (sent < MIXED_REQUESTS) {
        const page = paths[sent++ % paths.length]!;
        const res = await fetch(origin + page + (sent % 3 === 0 ? `${page.includes("?") ? "&" : "?"}n=${sent}` : ""));
        await res.arrayBuffer();
        if (res.status >= 500) serverErrors++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    if (serverErrors > 0) throw new Error(`${serverErrors} of the ${MIXED_REQUESTS} mixed requests answered 5xx`);
    await new Promise((r) => setTimeout(r, 3000));
    const afterLoadRssMb = rssMb(again.pid);
    await new Promise((r) => setTimeout(r, 57_000));
    return {
      firstStartMs: first.ms,
      restartMs: again.ms,
      idleRssMb,
      peakStartRssMb,
      afterLoadRssMb,
      afterLoadIdleRssMb: rssMb(again.pid),
      firstStartCpuMs: first.cpuMs,
      restartCpuMs: again.cpuMs,
    };
  } finally {
    await again.stop();
  }
}
