// What every section of the benchmark shares: the project root, logging, fail-soft sections,
// clean-up at exit, child processes that serve HTTP, and small statistics.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { Db } from "~/server/infra/db.server";
import { waitForHttp } from "./wait-for-http";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function log(line = "") {
  console.log(line);
}

/** Every section that failed, with its error; written to the results under `errors`. */
export const errors: { section: string; error: string }[] = [];

export function recordError(section: string, e: unknown) {
  errors.push({ section, error: (e as Error)?.message ?? String(e) });
}

/** Run at exit, newest first: stop servers, drop databases. */
export const cleanups: (() => Promise<void> | void)[] = [];

/** Runs one section, timed; a failure is printed and recorded and the run goes on. */
export async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    const r = await fn();
    log(`   (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  } catch (e) {
    const msg = (e as Error)?.stack ?? String(e);
    log(`   FAILED: ${msg.split("\n").slice(0, 4).join("\n   ")}`);
    recordError(name, e);
    return undefined;
  }
}

export const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const round = (x: number, d = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);
export const kb = (bytes: number) => round(bytes / 1024, 1);

/** The rows of a raw query, in whichever shape the driver returns them. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (Array.isArray(res) ? res : (res as unknown as { rows: T[] }).rows) as T[];
}

export interface RunningProcess {
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts a process that serves HTTP and resolves once `readyUrl` answers; stopped at exit if not
 * before. A process that exits during start fails with `exitMessage` of what it printed.
 */
export async function startHttpProcess(opts: {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  readyUrl: string;
  readyWithinMs: number;
  pollMs?: number;
  /** The signal that asks for a clean stop; SIGKILL follows after `killAfterMs`. */
  stopSignal: NodeJS.Signals;
  killAfterMs: number;
  exitMessage: (output: string) => string;
}): Promise<RunningProcess> {
  const child = spawn(opts.command, opts.args, { cwd: root, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(opts.stopSignal);
    const t = setTimeout(() => child.kill("SIGKILL"), opts.killAfterMs);
    await exited;
    clearTimeout(t);
  };
  cleanups.push(stop);
  try {
    await Promise.race([
      waitForHttp(opts.readyUrl, opts.readyWithinMs, opts.pollMs),
      exited.then(() => {
        throw new Error(opts.exitMessage(out));
      }),
    ]);
  } catch (e) {
    await stop();
    throw e;
  }
  return { stop, output: () => out };
}
