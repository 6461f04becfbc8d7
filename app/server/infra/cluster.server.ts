// WEB_CONCURRENCY > 1 (decision 052): the server's (app.server.ts) primary process only supervises. It prepares
// the database once (migrations, the auth secret) before any worker exists, then forks the
// workers, each of which runs the whole server on the shared port (node:cluster hands the
// connections round). A worker that dies unexpectedly is replaced, after a delay that doubles
// while workers keep dying young (a crash loop must not spin); SIGTERM or SIGINT stops them all,
// each finishing its requests in flight as a single server does.
import cluster, { type Worker } from "node:cluster";
import { partLogger } from "./logger.server";

/** A worker that ran at least this long died of something else than a crash at start. */
const HEALTHY_AFTER_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 200;
const MAX_RESTART_DELAY_MS = 30_000;
/** After SIGTERM, how long the workers get to finish before they are killed. */
const STOP_TIMEOUT_MS = 15_000;

/** Set in a worker's environment: the primary has already prepared the database. */
export const PREPARED_BY_PRIMARY = "TYRE_SHOP_PREPARED_BY_PRIMARY";

/** The delay before restarting a worker, given how many died young in a row (0 for the first). */
export function restartDelay(youngDeathsInARow: number): number {
  if (youngDeathsInARow <= 0) return 0;
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** (youngDeathsInARow - 1), MAX_RESTART_DELAY_MS);
}

/**
 * Runs the primary: `prepare` once, then `workers` workers until a signal stops them; the process
 * then exits (this never resolves).
 */
export async function runPrimary(opts: { workers: number; prepare: () => Promise<void>; log?: (line: string) => void }): Promise<never> {
  const log = opts.log ?? ((line: string) => partLogger("cluster").info(line));
  try {
    await opts.prepare();
  } catch (err) {
    partLogger("cluster").fatal((err as Error).message);
    process.exit(1);
  }

  let stopping = false;
  let youngDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const w = cluster.fork({ [PREPARED_BY_PRIMARY]: "1" });
    startedAt.set(w, Date.now());
    log(`[cluster] worker ${w.id} started (pid ${w.process.pid})`);
  };

  cluster.on("exit", (w, code, signal) => {
    const lived = Date.now() - (startedAt.get(w) ?? Date.now());
    startedAt.delete(w);
    if (stopping) return;
    youngDeaths = lived < HEALTHY_AFTER_MS ? youngDeaths + 1 : 0;
    const delay = restartDelay(youngDeaths || 1);
    log(
      `[cluster] worker ${w.id} (pid ${w.process.pid}) died (${signal ?? `exit code ${code}`}) after ${Math.round(lived / 1000)} s; ` +
        `replacing it in ${delay} ms`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  log(`[cluster] primary (pid ${process.pid}) starting ${opts.workers} server processes`);
  for (let i = 0; i < opts.workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`[cluster] ${signal} received: stopping ${startedAt.size} worker(s)`);
    const force = setTimeout(() => {
      log(`[cluster] workers still running after ${STOP_TIMEOUT_MS / 1000} s: killing them`);
      for (const w of startedAt.keys()) w.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    const done = () => {
      if (startedAt.size === 0) {
        log("[cluster] all workers stopped");
        process.exit(0);
      }
    };
    cluster.on("exit", done);
    // Each worker's own shutdown lets its requests in flight finish, then closes its database.
    for (const w of startedAt.keys()) w.process.kill("SIGTERM");
    done();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The workers keep this process alive; it ends through process.exit above.
  return new Promise<never>(() => {});
}
