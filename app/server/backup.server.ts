// Backups of the shop's data and their restore. The embedded database is dumped with PGlite's own
// data-directory dump (a gzipped tar, taken between queries, so it is consistent even while the
// shop serves); PostgreSQL with pg_dump in its custom format and restored with pg_restore. A
// restore goes only into an empty target unless forced, and refuses a file that is not a backup.
import { Refusal } from "~/lib/refusal";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import os from "node:os";
import { acquireDataDirLock, DatabaseStartError, getAppDatabase, loadPgliteDump, redactUrl } from "./db.server";
import { readEnv } from "./env.server";

export type BackupKind = "pglite" | "postgres";

/** A backup that cannot be made now (the database is held by another process, the tool is missing). */
export class BackupError extends Refusal {
  constructor(message: string) {
    super(message, { kind: "unavailable" });
  }
}

/** What a backup file holds, from its first bytes, or null when it is not one of ours. */
export function backupKind(head: Uint8Array): BackupKind | null {
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (Buffer.from(head.subarray(0, 5)).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          e.code === "ENOENT"
            ? `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`
            : `${command} failed: ${e.message}`,
        ),
      ),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** pg_dump of `url` into `outFile` (custom format). */
export async function backupPostgres(url: string, outFile: string) {
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${outFile}`, `--dbname=${url}`]);
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (e) {
    throw new BackupError(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${(e as Error).message}`);
  }
  try {
    const r = await client.query<{ n: string }>(
      "select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(r.rows[0]!.n);
  } finally {
    await client.end();
  }
}

function readHead(file: string): Uint8Array {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (e) {
    throw new BackupError(`Cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    const head = Buffer.alloc(8);
    const n = fs.readSync(fd, head, 0, 8, 0);
    return head.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

/** Which kind of backup `file` is; a file that is none is refused with a message. */
export function checkBackupFile(file: string): BackupKind {
  const kind = backupKind(readHead(file));
  if (!kind) throw new BackupError(`${file} is not a backup of this shop (neither an embedded-database dump nor a pg_dump file)`);
  return kind;
}

/** pg_restore of a pg_dump file into `url`, which must be empty unless `force`. */
export async function restorePostgres(url: string, file: string, { force = false } = {}) {
  if (checkBackupFile(file) !== "postgres")
    throw new BackupError(`${file} is an embedded-database backup: restore it without DATABASE_URL`);
  const tables = await postgresTableCount(url);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database ${redactUrl(url)} already holds ${tables} tables: restore into an empty database, or add --force to replace them`,
    );
  }
  await run("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    ...(tables > 0 ? ["--clean", "--if-exists"] : []),
    `--dbname=${url}`,
    file,
  ]);
}

/**
 * Restores an embedded-database dump into `dataDir`, which must hold no database unless `force`.
 * It takes the directory's lock: a running shop makes it refuse.
 */
export async function restorePglite(dataDir: string, file: string, { force = false } = {}) {
  if (checkBackupFile(file) !== "pglite") throw new BackupError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set`);
  const dir = path.resolve(dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(dir, "the restore command");
  } catch (e) {
    throw e instanceof DatabaseStartError ? new BackupError(e.message) : e;
  }
  try {
    const pgdata = path.join(dir, "pgdata");
    const exists = fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
    if (exists && !force)
      throw new BackupError(`${dir} already holds a database: restore into an empty directory, or add --force to replace it`);
    const dump = fs.readFileSync(file);
    // The database being replaced is kept aside, not deleted, until the restored one has opened.
    const aside = `${pgdata}.before-restore-${Date.now()}`;
    if (exists) fs.renameSync(pgdata, aside);
    try {
      await loadPgliteDump(dir, dump);
    } catch (e) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (exists) fs.renameSync(aside, pgdata);
      throw new BackupError(`${file} could not be restored: ${(e as Error).message}`);
    }
    if (exists) fs.rmSync(aside, { recursive: true, force: true });
  } finally {
    release();
  }
}

/**
 * A backup of the running shop's own database, for the back-office download: the same file the
 * backup command writes (PGlite's dump between transactions, or pg_dump's custom format).
 */
export async function backupRunningShop(today: string): Promise<{ bytes: Uint8Array; filename: string }> {
  const database = getAppDatabase();
  if (database.kind === "pglite") return { bytes: await database.dumpDataDir!(), filename: `tyre-shop-${today}.pglite.tgz` };
  const url = readEnv().DATABASE_URL!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-"));
  try {
    const file = path.join(dir, "shop.pgdump");
    await backupPostgres(url, file);
    return { bytes: fs.readFileSync(file), filename: `tyre-shop-${today}.pgdump` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
