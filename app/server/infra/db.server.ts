// Database access: one Drizzle schema over two drivers. DATABASE_URL -> PostgreSQL through `pg`;
// otherwise embedded PGlite under DATA_DIR, guarded by an exclusive lock file because PGlite
// silently loses writes when two processes open the same directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "~db/schema";
import { logger } from "./logger.server";
import { dumpWithTablesEmptied } from "./pglite-copy.server";
import { createPGlite, PGLITE_SHARED_BUFFERS } from "./pglite-open.server";
import { unpackNewDatabaseTemplate } from "./pglite-template.server";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every function that takes a `Db` also accepts one of these. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type DatabaseKind = "postgres" | "pglite";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives: the PGlite directory, or the PostgreSQL URL without its password. */
  location: string;
  close(): Promise<void>;
  /**
   * PGlite only: a gzipped tar of the data directory (PGlite's own dump), taken between
   * transactions; `emptyTables` are emptied in a copy made by a child process (pglite-copy.server.ts).
   */
  dumpDataDir?: (opts?: { emptyTables?: readonly string[] }) => Promise<Uint8Array>;
}

export class DatabaseStartError extends Error {}

const LOCK_FILE_NAME = "tyre-shop.lock";

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the exclusive lock on a PGlite directory. A lock left by a process that no longer runs is
 * taken over; a live holder makes this throw a DatabaseStartError naming it.
 */
export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const held = JSON.parse(fs.readFileSync(lockPath, "utf8"));
          if (held.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let holder: { pid?: number; owner?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, "utf8"));
      } catch {
        /* unreadable or half-written lock: treat as stale below only if no pid */
      }
      if (holder.pid && isProcessAlive(holder.pid)) {
        throw new DatabaseStartError(
          `The embedded database in ${dataDir} is in use by ${holder.owner ?? "another process"} (pid ${holder.pid}). ` +
            `Stop it first, or point DATA_DIR elsewhere.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new DatabaseStartError(`Could not take the lock on ${dataDir}.`);
}

/** A connection URL with its password hidden, for logs; `name` says which setting could not be read. */
export function redactUrl(url: string, name = "DATABASE_URL"): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return `(unparseable ${name})`;
  }
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Who holds the lock, for the message another process sees. */
  owner?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * In-memory PGlite only: start from this data-directory dump (dumpDataDir) instead of an empty
   * cluster (the integration tests' migrated database, made once per run: tests/helpers/db.ts).
   */
  loadDataDir?: Blob;
  /** Skip the PGlite lock (only for in-memory databases). */
  poolSize?: number;
}

/**
 * Writes a PGlite data-directory dump (dumpDataDir) into `dataDir`, which must hold no database
 * yet; the caller holds the directory's lock.
 */
export async function loadPgliteDump(dataDir: string, dump: Uint8Array, opts: { emptyTables?: readonly string[] } = {}) {
  const client = await createPGlite(path.join(path.resolve(dataDir), "pgdata"), new Blob([dump as BlobPart]));
  await client.waitReady;
  try {
    await emptyTables(client, opts.emptyTables);
  } finally {
    await client.close();
  }
}

async function emptyTables(client: PGlite, tables: readonly string[] = []) {
  if (tables.length) await client.exec(`truncate ${tables.map((t) => `"${t}"`).join(", ")}; checkpoint;`);
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    pool.on("error", (err) => logger.error({ part: "db" }, `[db] idle client error: ${err.message}`));
    try {
      const client = await pool.connect();
      client.release();
    } catch (e) {
      await pool.end().catch(() => {});
      throw new DatabaseStartError(
        `Cannot connect to PostgreSQL at ${redactUrl(opts.databaseUrl)}: ${(e as Error).message || (e as NodeJS.ErrnoException).code}`,
      );
    }
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return { db, kind: "postgres", location: redactUrl(opts.databaseUrl), close: () => pool.end() };
  }

  const { drizzle } = await import("drizzle-orm/pglite");
  let release = () => {};
  let client: PGlite;
  let location = "memory";
  let pgdata: string | undefined;
  if (opts.memory) {
    client = await createPGlite(undefined, opts.loadDataDir);
  } else {
    const dir = path.resolve(opts.dataDir ?? "./data");
    location = dir;
    release = acquireDataDirLock(dir, opts.owner ?? `process ${process.argv[1] ?? ""}`);
    try {
      fs.mkdirSync(dir, { recursive: true });
      pgdata = path.join(dir, "pgdata");
      unpackNewDatabaseTemplate(pgdata, defaultMigrationsFolder());
      client = await createPGlite(pgdata);
      await client.waitReady;
    } catch (e) {
      release();
      throw new DatabaseStartError(`Cannot open the embedded database in ${dir}: ${(e as Error).message}`);
    }
  }
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location,
    dumpDataDir: async ({ emptyTables: tables = [] } = {}) => {
      // dumpDataDir waits for the query in progress; holding the transaction lock as well makes
      // it wait for a transaction in progress too, so the dump is taken between transactions.
      const settings = [["shared_buffers", PGLITE_SHARED_BUFFERS]] as const;
      if (!tables.length || !pgdata) {
        const dump = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
        return tables.length ? dumpWithTablesEmptied({ dump }, tables, settings) : new Uint8Array(await dump.arrayBuffer());
      }
      // The files PGlite's own dump would read, copied between transactions by the file system:
      // the server never holds a tar of the whole database. A child process empties the tables
      // in the copy and dumps it, without holding the database.
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-copy-"));
      try {
        const files = pgdata;
        await client._runExclusiveTransaction(() => client._runExclusiveQuery(async () => fs.cpSync(files, copy, { recursive: true })));
        return await dumpWithTablesEmptied({ dataDir: copy }, tables, settings);
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The tables the application may only add to: never updated, deleted or truncated. */
export const APPEND_ONLY_TABLES = ["sales", "sale_items", "sale_service_lines", "invoice_records", "audit_log"] as const;

export function defaultMigrationsFolder() {
  return path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The database's own message for a failed query (Drizzle wraps it as `cause`). */
export function dbErrorMessage(e: unknown): string {
  const err = e as { cause?: { message?: string }; message?: string };
  return err?.cause?.message ?? err?.message ?? String(e);
}
