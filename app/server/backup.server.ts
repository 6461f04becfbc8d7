// Backups of the shop's data and their restore. The embedded database is dumped with PGlite's own
// data-directory dump (a gzipped tar, taken between queries, so it is consistent even while the
// shop serves); PostgreSQL with pg_dump in its custom format and restored with pg_restore. A
// restore goes only into an empty target unless forced, and refuses a file that is not a backup.
// A backup never holds a way in: the cookie-signing key lives outside the database (AUTH_SECRET or
// DATA_DIR/auth-secret), sessions and pending sign-in challenges are left out, the file is
// readable by its owner only, and a restored database starts with no session at all.
import { Refusal } from "~/lib/refusal";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import os from "node:os";
import { Readable } from "node:stream";
import { recordAudit, staffActor } from "./audit.server";
import { acquireDataDirLock, DatabaseStartError, type Db, getAppDatabase, loadPgliteDump, redactUrl } from "./db.server";
import { readEnv } from "./env.server";
import type { SessionUser } from "./session.server";

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

/** Rows a backup leaves out and a restore empties: sessions and pending sign-in challenges. */
export const SIGN_IN_TABLES = ["session", "verification"] as const;

/**
 * The connection of a PostgreSQL URL for pg_dump / pg_restore without its password (which goes
 * in PGPASSWORD, so no other user of the machine sees it in the process list).
 */
export function pgClientConnection(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Creates (or empties) `file` readable and writable by its owner only. */
export function createPrivateFile(file: string) {
  const fd = fs.openSync(file, "w", 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
  } finally {
    fs.closeSync(fd);
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } });
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

/** pg_dump of `url` into `outFile` (custom format, 0600), without sessions and sign-in challenges. */
export async function backupPostgres(url: string, outFile: string) {
  const { dbname, env } = pgClientConnection(url);
  createPrivateFile(outFile);
  await run(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...SIGN_IN_TABLES.map((t) => `--exclude-table-data=${t}`),
      `--file=${outFile}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/** A restored database starts with no live session: everyone signs in again. */
async function endRestoredSessions(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`delete from ${SIGN_IN_TABLES.map((t) => `"${t}"`).join("; delete from ")}`);
  } finally {
    await client.end();
  }
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
  const { dbname, env } = pgClientConnection(url);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", ...(tables > 0 ? ["--clean", "--if-exists"] : []), `--dbname=${dbname}`, file],
    env,
  );
  await endRestoredSessions(url);
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
      await loadPgliteDump(dir, dump, { emptyTables: SIGN_IN_TABLES });
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

/** A backup file on disk, readable by its owner only, for the back-office download. */
export interface BackupFile {
  file: string;
  filename: string;
  size: number;
  /** Deletes the file (and its private folder). */
  remove(): void;
}

/**
 * A backup of the running shop's own database, for the back-office download: the same file the
 * backup command writes (PGlite's dump between transactions, or pg_dump's custom format), written
 * to a private temporary folder so the answer streams it from disk instead of holding it in memory.
 */
export async function backupRunningShop(today: string): Promise<BackupFile> {
  const database = getAppDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-"));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (database.kind === "pglite") {
      const file = path.join(dir, "shop.pglite.tgz");
      createPrivateFile(file);
      fs.writeFileSync(file, await database.dumpDataDir!({ emptyTables: SIGN_IN_TABLES }));
      return { file, filename: `tyre-shop-${today}.pglite.tgz`, size: fs.statSync(file).size, remove };
    }
    const file = path.join(dir, "shop.pgdump");
    await backupPostgres(readEnv().DATABASE_URL!, file);
    return { file, filename: `tyre-shop-${today}.pgdump`, size: fs.statSync(file).size, remove };
  } catch (e) {
    remove();
    throw e;
  }
}

/**
 * The back-office download, after the admin has confirmed who they are: the backup streamed from
 * its private temporary file (deleted once sent), audited with its size.
 */
export async function downloadBackup(db: Db, user: SessionUser, today: string): Promise<Response> {
  const backup = await backupRunningShop(today);
  try {
    await recordAudit(db, {
      actor: staffActor(user),
      kind: "security",
      action: "backup.download",
      subject: backup.filename,
      summary: `Downloaded a backup of the shop's data (${backup.size} bytes)`,
      after: { bytes: backup.size },
    });
  } catch (e) {
    backup.remove();
    throw e;
  }
  const stream = fs.createReadStream(backup.file);
  stream.on("close", backup.remove);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(backup.size),
      "Content-Disposition": `attachment; filename="${backup.filename}"`,
      // no-transform: the file is compressed already (or binary); the compression middleware leaves it alone.
      "Cache-Control": "private, no-store, no-transform",
    },
  });
}
