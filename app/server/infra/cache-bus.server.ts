// The one way an in-memory cache learns that the data under it changed (decision 052). A cache
// registers how to empty itself with onDataChanged; dataChanged() is called once a write has
// committed (the page cache middleware after an accepted write, the expiry job after it freed
// tyres). It empties every registered cache of this process at once and, on PostgreSQL, sends a
// NOTIFY that every other server process hears on its own LISTEN connection and answers by
// emptying its caches too. With PGlite there is only one process: emptying its caches suffices.
//
// The registry is this module's own: the server and the routes are one build (decision 057), so
// the page cache, the storefront and the settings caches all register here.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Client } from "pg";
import type { Db } from "./db.server";
import { partLogger } from "./logger.server";

const CACHE_CHANNEL = "tyre_shop_caches";
/** How the LISTEN connections show in pg_stat_activity. */
export const CACHE_BUS_APPLICATION_NAME = "tyre-shop cache bus";

interface Bus {
  /** This process's name in the notifications, so it ignores its own. */
  id: string;
  listeners: Set<() => void>;
  /** Sends the NOTIFY (set while the bus is started on PostgreSQL). */
  notify?: (payload: string) => Promise<unknown>;
}

const theBus: Bus = { id: `${process.pid}-${crypto.randomBytes(4).toString("hex")}`, listeners: new Set() };

/** Registers how a cache empties itself; returns the function that unregisters it. */
export function onDataChanged(empty: () => void): () => void {
  const listeners = theBus.listeners;
  listeners.add(empty);
  return () => listeners.delete(empty);
}

/** Empties every registered cache of this process. */
function emptyLocalCaches() {
  for (const empty of theBus.listeners) {
    try {
      empty();
    } catch (err) {
      partLogger("cache-bus").error(`[cache-bus] a cache failed to empty itself: ${(err as Error).message}`);
    }
  }
}

/**
 * A write has committed: empties this process's caches now and tells the other processes
 * (PostgreSQL). Resolves once the NOTIFY was sent; never rejects (a lost notification leaves the
 * others' caches to their time to live, which is logged).
 */
export async function dataChanged(): Promise<void> {
  emptyLocalCaches();
  const b = theBus;
  if (!b.notify) return;
  try {
    await b.notify(b.id);
  } catch (err) {
    partLogger("cache-bus").error(`[cache-bus] NOTIFY failed: ${(err as Error).message}`);
  }
}

export interface CacheBusConnection {
  /** Resolves once LISTEN is in place (the first time). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the bus on PostgreSQL: one dedicated connection LISTENs (reconnected with a backoff
 * when it breaks; the caches are emptied on every reconnection, as notifications may have been
 * missed meanwhile); the NOTIFY goes through `db`'s pool, after the write's transaction.
 */
export function startCacheBus(opts: { databaseUrl: string; db: Db; log?: (line: string) => void }): CacheBusConnection {
  const log = opts.log ?? ((line: string) => partLogger("cache-bus").warn(line));
  const b = theBus;
  b.notify = (payload) => opts.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
  let client: Client | undefined;
  let stopped = false;
  let retryMs = 100;
  let reconnecting = false;
  let timer: NodeJS.Timeout | undefined;
  let firstReady: () => void;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  const connect = async () => {
    if (stopped) return;
    const { default: pg } = await import("pg");
    const c = new pg.Client({
      connectionString: opts.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: CACHE_BUS_APPLICATION_NAME,
    });
    let broken = false;
    const reconnect = (why: string) => {
      if (broken || stopped) return;
      broken = true;
      reconnecting = true;
      log(`[cache-bus] LISTEN connection lost (${why}); reconnecting in ${retryMs} ms`);
      c.end().catch(() => {});
      if (client === c) client = undefined;
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, 5000);
    };
    c.on("error", (err) => reconnect(err.message));
    c.on("end", () => reconnect("closed"));
    c.on("notification", (n) => {
      if (n.channel === CACHE_CHANNEL && n.payload !== b.id) emptyLocalCaches();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      reconnect((err as Error).message);
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    if (reconnecting) log("[cache-bus] LISTEN connection restored");
    reconnecting = false;
    client = c;
    retryMs = 100;
    // Whatever was written while nobody listened is not in these caches any more.
    emptyLocalCaches();
    firstReady();
  };
  void connect();

  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      if (b.notify) b.notify = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
