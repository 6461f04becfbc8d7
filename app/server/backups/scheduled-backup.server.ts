// The nightly backup inside the server: once a minute each server process looks whether today's
// backup is due (the shop's clock has reached the backup time of the settings, 03:00 by default).
// The first process to insert today's row in backup_runs takes the run (the unique day makes any
// other skip it, so several processes back up once), writes one file (database and uploads, 0600)
// into BACKUP_DIR (DATA_DIR/backups by default, 0700), keeps the newest BACKUP_KEEP (14) and
// records the outcome, which the dashboard warns about when it failed or is too old.
import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { backupRuns } from "~db/schema";
import {
  backupDue,
  backupFileName,
  BACKUP_FILE_PATTERN,
  backupsToDelete,
  backupWarning,
  type BackupWarningMessages,
} from "~/domain/backup-schedule";
import type { Reason } from "~/lib/reason";
import { shopDateParts, shopToday } from "~/lib/shop-clock";
import { Refusal } from "~/i18n/staff/refusal";
import { type BackupFile, backupSource, writeShopBackup } from "./backup.server";
import { type Database, dbErrorMessage, type Db } from "../infra/db.server";
import { backupDir, type Env, uploadsDir } from "../infra/env.server";
import { partLogger } from "../infra/logger.server";
import { readSettings } from "../settings/settings.server";

const log = partLogger("backup");
const pad = (n: number) => String(n).padStart(2, "0");

export type BackupRunOutcome = "off" | "not-due" | "taken-elsewhere" | "ok" | "failed";

/** Runs today's backup if it is due and no process has taken it yet; the outcome, for tests and the log. */
export async function runDueBackup(database: Database, e: Env, now: Date = new Date()): Promise<BackupRunOutcome> {
  if (e.BACKUP_KEEP === 0) return "off";
  const settings = await readSettings(database.db);
  const p = shopDateParts(now);
  const wallClock = `${pad(p.hour)}:${pad(p.minute)}`;
  if (!backupDue(wallClock, settings.backupTime)) return "not-due";
  const day = shopToday(now);
  const claimed = await database.db
    .insert(backupRuns)
    .values({ day, status: "running", startedAt: now })
    .onConflictDoNothing({ target: backupRuns.day })
    .returning({ id: backupRuns.id });
  if (!claimed.length) return "taken-elsewhere";
  const id = claimed[0]!.id;
  // Times on the caller's clock (a test's), advanced by what the run took.
  const t0 = Date.now();
  const finishedAt = () => new Date(now.getTime() + (Date.now() - t0));
  const dir = backupDir(e);
  const file = path.join(dir, backupFileName(day, wallClock));
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const bytes = await writeShopBackup(backupSource(database, e), uploadsDir(e), file);
    await database.db
      .update(backupRuns)
      .set({ status: "ok", finishedAt: finishedAt(), file: path.basename(file), bytes })
      .where(eq(backupRuns.id, id));
    for (const old of backupsToDelete(fs.readdirSync(dir), e.BACKUP_KEEP)) fs.rmSync(path.join(dir, old), { force: true });
    log.info(`[backup] ${path.basename(file)} written (${bytes} bytes); ${e.BACKUP_KEEP} kept in ${dir}`);
    return "ok";
  } catch (err) {
    try {
      fs.rmSync(file, { force: true });
    } catch {
      // the folder itself is what failed
    }
    const error = dbErrorMessage(err).slice(0, 500);
    await database.db
      .update(backupRuns)
      .set({ status: "failed", finishedAt: finishedAt(), error })
      .where(eq(backupRuns.id, id))
      .catch(() => {});
    log.error(`[backup] the backup of ${day} failed: ${error}`);
    return "failed";
  }
}

/** Checks every minute (`everyMs`) whether the backup is due; stop() waits for a run in progress. */
export function startScheduledBackups(database: Database, e: Env, opts: { everyMs?: number } = {}): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runDueBackup(database, e)
      .catch((err) => log.error(`[backup] ${dbErrorMessage(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.everyMs ?? 60_000);
      });
  };
  // The first look a little after start, so a restart at the backup time does not slow the start.
  timer = setTimeout(tick, Math.min(opts.everyMs ?? 60_000, 15_000));
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export interface StoredBackup {
  name: string;
  bytes: number;
  modifiedAt: string;
}

/** The backup files in BACKUP_DIR, newest first (the settings screen's list). */
export function listStoredBackups(e: Env): StoredBackup[] {
  const dir = backupDir(e);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => BACKUP_FILE_PATTERN.test(n))
    .sort()
    .reverse()
    .map((name) => {
      const st = fs.statSync(path.join(dir, name));
      return { name, bytes: st.size, modifiedAt: st.mtime.toISOString() };
    });
}

/** A stored backup named `name`, for the download (kept after it is sent); a name is never a path. */
export function storedBackup(e: Env, name: string): BackupFile {
  const file = path.join(backupDir(e), name);
  if (!BACKUP_FILE_PATTERN.test(name) || !fs.existsSync(file))
    throw new Refusal((t) => t.settings.backup.noSuchBackup(name.slice(0, 60)), { kind: "not-found" });
  return { file, filename: name, size: fs.statSync(file).size, remove: () => {} };
}

/** The dashboard's backup warning, from the latest run and the latest good one. */
export async function scheduledBackupWarning(db: Db, now: Date = new Date()): Promise<Reason<BackupWarningMessages> | null> {
  const [latest] = await db.select().from(backupRuns).orderBy(desc(backupRuns.day)).limit(1);
  const [lastOk] = await db.select().from(backupRuns).where(eq(backupRuns.status, "ok")).orderBy(desc(backupRuns.day)).limit(1);
  return backupWarning(latest ?? null, lastOk ?? null, now);
}
