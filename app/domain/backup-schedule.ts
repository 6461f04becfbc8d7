// The nightly backup's rules: when it is due, which old files go, and when the dashboard warns.
// Plain functions of the clock and the records, tested next to this file.
import type { Reason } from "~/lib/reason";

/** The backup files the shop writes and keeps: tyre-shop-2026-11-25-0300.tyrebackup. */
export const BACKUP_FILE_PATTERN = /^tyre-shop-\d{4}-\d{2}-\d{2}-\d{4}\.tyrebackup$/;

/** A backup older than this (or a failed last one) puts a warning on the dashboard. */
export const BACKUP_WARN_AFTER_MS = 2 * 24 * 3_600_000;

/** The file name of the backup taken on `day` (yyyy-mm-dd) at the shop's `time` (HH:MM). */
export function backupFileName(day: string, time: string): string {
  return `tyre-shop-${day}-${time.replace(":", "")}.tyrebackup`;
}

/** Whether today's backup is due: the shop's wall clock (HH:MM) has reached the backup time. */
export function backupDue(wallClock: string, backupTime: string): boolean {
  return wallClock >= backupTime;
}

/** Of the backup files in the folder, those beyond the newest `keep` (oldest first); other files are never touched. */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  const ours = names.filter((n) => BACKUP_FILE_PATTERN.test(n)).sort();
  return ours.slice(0, Math.max(0, ours.length - keep));
}

export interface BackupRunSummary {
  day: string;
  status: "running" | "ok" | "failed";
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

/** The words of the dashboard's backup warning (the staff catalogue's `dashboard.backupWarning`). */
export interface BackupWarningMessages {
  /** The last run failed; `error` is null when it left no message. */
  failed: (day: string, error: string | null) => string;
  /** Runs were started but none finished well. */
  none: string;
  /** The last good backup is `days` days old. */
  old: (days: number, day: string) => string;
}

/**
 * The dashboard's warning from the latest run and the latest good one: the last run failed, or
 * the last good backup is more than two days old. No run at all (a new install) is no warning:
 * the first backup is taken at the next backup time. A reason, worded in the reader's language
 * by the dashboard.
 */
export function backupWarning(
  latest: BackupRunSummary | null,
  lastOk: BackupRunSummary | null,
  now: Date,
): Reason<BackupWarningMessages> | null {
  if (!latest) return null;
  if (latest.status === "failed") return { key: "failed", values: [latest.day, latest.error] };
  const at = lastOk ? (lastOk.finishedAt ?? lastOk.startedAt) : null;
  if (!at) return latest.status === "running" && now.getTime() - latest.startedAt.getTime() < BACKUP_WARN_AFTER_MS ? null : { key: "none" };
  const days = Math.floor((now.getTime() - at.getTime()) / (24 * 3_600_000));
  return now.getTime() - at.getTime() > BACKUP_WARN_AFTER_MS ? { key: "old", values: [days, lastOk!.day] } : null;
}
