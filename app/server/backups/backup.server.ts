// Backups of the shop's data and their restore. A backup is one file holding the database and the
// uploaded images (app/server/backups/backup-bundle.server.ts). The embedded database is dumped with
// PGlite's own data-directory dump (a gzipped tar, taken between queries, so it is consistent even
// while the shop serves); PostgreSQL with pg_dump in its custom format and restored with
// pg_restore. A restore goes only into an empty target (database and uploads folder) unless
// forced, and refuses a file that is not a backup of this shop. Plain database dumps made by
// earlier versions still restore (the database only).
// A backup never holds a way in: the cookie-signing key lives outside the database (AUTH_SECRET or
// DATA_DIR/auth-secret), sessions and pending sign-in challenges are left out, the file is
// readable by its owner only, and a restored database starts with no session at all.
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { Readable } from "node:stream";
import { recordAudit, staffActor } from "../audit.server";
import { BUNDLE_MAGIC, extractBundle, listFiles, writeBundle } from "./backup-bundle.server";
import { acquireDataDirLock, type Database, DatabaseStartError, type Db, loadPgliteDump, redactUrl } from "../infra/db.server";
import { type Env, readEnv, uploadsDir } from "../infra/env.server";
import { closeToOthers } from "../infra/private-files.server";
import type { SessionUser } from "../auth/session.server";

export type BackupKind = "pglite" | "postgres" | "bundle";

/** The file name ending of the shop's backups (database and uploads). */
export const BACKUP_EXTENSION = ".tyrebackup";

/**
 * A backup that cannot be made now (the database is held by another process, the tool is missing)
 * or a restore refused; its words are the staff catalogue's `settings.backup.errors` (the commands
 * print `message`, the English).
 */
export class BackupError extends Refusal {
  constructor(words: Words) {
    super(words, { kind: "unavailable" });
  }
}

/** What a backup file holds, from its first bytes, or null when it is not one of ours. */
export function backupKind(head: Uint8Array): BackupKind | null {
  if (Buffer.from(head.subarray(0, 8)).toString("latin1") === BUNDLE_MAGIC.slice(0, 8)) return "bundle";
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
        new BackupError((t) =>
          e.code === "ENOENT" ? t.settings.backup.errors.toolMissing(command) : t.settings.backup.errors.toolFailed(command, e.message),
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError((t) => t.settings.backup.errors.toolExit(command, code, stderr.trim()))),
    );
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

/** A client of the PostgreSQL database at `url` (pg is loaded here, not at start: PGlite shops never need it). */
async function postgresClient(url: string) {
  const { default: pg } = await import("pg");
  return new pg.Client({ connectionString: url });
}

/** A restored database starts with no live session: everyone signs in again. */
async function endRestoredSessions(url: string) {
  const client = await postgresClient(url);
  await client.connect();
  try {
    await client.query(`delete from ${SIGN_IN_TABLES.map((t) => `"${t}"`).join("; delete from ")}`);
  } finally {
    await client.end();
  }
}

async function postgresTableCount(url: string): Promise<number> {
  const client = await postgresClient(url);
  try {
    await client.connect();
  } catch (e) {
    throw new BackupError((t) => t.settings.backup.errors.cannotConnect(redactUrl(url), (e as Error).message));
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
    throw new BackupError((t) => t.settings.backup.errors.cannotRead(file, (e as Error).message));
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
  if (!kind) throw new BackupError((t) => t.settings.backup.errors.notOurs(file));
  return kind;
}

/** pg_restore of a pg_dump file into `url`, which must be empty unless `force`. */
export async function restorePostgres(url: string, file: string, { force = false } = {}) {
  if (checkBackupFile(file) !== "postgres") throw new BackupError((t) => t.settings.backup.errors.embeddedBackup(file));
  const tables = await postgresTableCount(url);
  if (tables > 0 && !force) {
    throw new BackupError((t) => t.settings.backup.errors.databaseNotEmpty(redactUrl(url), tables));
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
  if (checkBackupFile(file) !== "pglite") throw new BackupError((t) => t.settings.backup.errors.postgresBackup(file));
  const dir = path.resolve(dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(dir, "the restore command");
  } catch (e) {
    throw e instanceof DatabaseStartError ? new BackupError((t) => t.settings.backup.errors.dataDirLocked(e.message)) : e;
  }
  try {
    const pgdata = path.join(dir, "pgdata");
    const exists = fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
    if (exists && !force) throw new BackupError((t) => t.settings.backup.errors.dataDirNotEmpty(dir));
    const dump = fs.readFileSync(file);
    // The database being replaced is kept aside, not deleted, until the restored one has opened.
    const aside = `${pgdata}.before-restore-${Date.now()}`;
    if (exists) fs.renameSync(pgdata, aside);
    try {
      await loadPgliteDump(dir, dump, { emptyTables: SIGN_IN_TABLES });
    } catch (e) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (exists) fs.renameSync(aside, pgdata);
      throw new BackupError((t) => t.settings.backup.errors.notRestored(file, (e as Error).message));
    }
    if (exists) fs.rmSync(aside, { recursive: true, force: true });
    closeToOthers(pgdata);
  } finally {
    release();
  }
}

/** Where a backup's database comes from: the open embedded database, or a PostgreSQL URL for pg_dump. */
export type BackupSource = { kind: "pglite"; database: Database } | { kind: "postgres"; url: string };

/** The running shop's database as a backup source. */
export function backupSource(database: Database, e: Env): BackupSource {
  return database.kind === "pglite" ? { kind: "pglite", database } : { kind: "postgres", url: e.DATABASE_URL! };
}

/**
 * Writes one backup file (0600) holding the database, without sessions and sign-in challenges,
 * and every uploaded image of `uploads`.
 */
export async function writeShopBackup(source: BackupSource, uploads: string, outFile: string): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-"));
  try {
    const databaseFile = path.join(dir, "database");
    if (source.kind === "pglite") {
      createPrivateFile(databaseFile);
      fs.writeFileSync(databaseFile, await source.database.dumpDataDir!({ emptyTables: SIGN_IN_TABLES }));
    } else {
      await backupPostgres(source.url, databaseFile);
    }
    createPrivateFile(outFile);
    await writeBundle(outFile, { kind: source.kind, databaseFile, uploadsDir: uploads });
    return fs.statSync(outFile).size;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Restores a backup file into the shop `e` describes: the database (DATA_DIR's embedded one, or
 * DATABASE_URL) and the uploads folder, both of which must be empty unless `force`. A plain
 * database dump of an earlier version restores the database only.
 */
export async function restoreShopBackup(e: Env, file: string, { force = false } = {}): Promise<{ uploads: number }> {
  const kind = checkBackupFile(file);
  const restoreDatabase = (dump: string) =>
    e.DATABASE_URL ? restorePostgres(e.DATABASE_URL, dump, { force }) : restorePglite(e.DATA_DIR, dump, { force });
  if (kind !== "bundle") {
    await restoreDatabase(file);
    return { uploads: 0 };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-restore-"));
  try {
    let manifest;
    try {
      manifest = extractBundle(file, dir);
    } catch (err) {
      throw new BackupError((t) => t.settings.backup.errors.notOursBecause(file, (err as Error).message));
    }
    if (manifest.database === "pglite" && e.DATABASE_URL) throw new BackupError((t) => t.settings.backup.errors.embeddedBackup(file));
    if (manifest.database === "postgres" && !e.DATABASE_URL) throw new BackupError((t) => t.settings.backup.errors.postgresBackup(file));
    const uploads = uploadsDir(e);
    const present = listFiles(uploads).length;
    if (present > 0 && !force) throw new BackupError((t) => t.settings.backup.errors.uploadsNotEmpty(uploads, present));
    await restoreDatabase(path.join(dir, "database"));
    // The uploads folder is replaced as a whole: the old one is kept aside until the new one is in place.
    const restored = path.join(dir, "uploads");
    const aside = `${uploads}.before-restore-${Date.now()}`;
    if (fs.existsSync(uploads)) fs.renameSync(uploads, aside);
    fs.mkdirSync(path.dirname(uploads), { recursive: true });
    if (fs.existsSync(restored)) fs.cpSync(restored, uploads, { recursive: true });
    else fs.mkdirSync(uploads, { recursive: true });
    fs.rmSync(aside, { recursive: true, force: true });
    return { uploads: manifest.uploads };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
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
 * A backup of the running shop, for the back-office download: the same file the backup command
 * and the nightly backup write (database and uploads), written to a private temporary folder so
 * the answer streams it from disk instead of holding it in memory.
 */
export async function backupRunningShop(database: Database, today: string): Promise<BackupFile> {
  const e = readEnv();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-download-"));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, `shop${BACKUP_EXTENSION}`);
    const size = await writeShopBackup(backupSource(database, e), uploadsDir(e), file);
    return { file, filename: `tyre-shop-${today}${BACKUP_EXTENSION}`, size, remove };
  } catch (err) {
    remove();
    throw err instanceof BackupError ? new BackupError((t) => t.settings.backup.notMade(err.words(t))) : err;
  }
}

/**
 * The back-office download, after the admin has confirmed who they are: the backup streamed from
 * its private temporary file (deleted once sent), audited with its size.
 */
export async function downloadBackup(db: Db, user: SessionUser, backup: BackupFile): Promise<Response> {
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
