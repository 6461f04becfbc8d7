import { describe, expect, it } from "vitest";
import { type BackupRunSummary, backupDue, backupFileName, backupsToDelete, backupWarning as backupReason } from "./backup-schedule";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";

const run = (over: Partial<BackupRunSummary>): BackupRunSummary => ({
  day: "2026-11-24",
  status: "ok",
  startedAt: new Date("2026-11-24T02:00:00Z"),
  finishedAt: new Date("2026-11-24T02:00:05Z"),
  error: null,
  ...over,
});

describe("the nightly backup", () => {
  it("is due once the shop's clock reaches the backup time", () => {
    expect(backupDue("02:59", "03:00")).toBe(false);
    expect(backupDue("03:00", "03:00")).toBe(true);
    expect(backupDue("23:10", "03:00")).toBe(true);
  });

  it("keeps the newest N of its own files and never touches others", () => {
    const names = ["notes.txt", ...[1, 2, 3, 4, 5].map((d) => backupFileName(`2026-11-0${d}`, "03:00")), "tyre-shop-manual.tyrebackup"];
    expect(backupsToDelete(names, 3)).toEqual([backupFileName("2026-11-01", "03:00"), backupFileName("2026-11-02", "03:00")]);
    expect(backupsToDelete(names, 14)).toEqual([]);
    expect(backupFileName("2026-11-25", "03:00")).toBe("tyre-shop-2026-11-25-0300.tyrebackup");
  });

  it("warns when the last run failed or the last good backup is older than two days", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const en = staffMessages("en").dashboard.backupWarning;
    const backupWarning = (...args: Parameters<typeof backupReason>) => {
      const reason = backupReason(...args);
      return reason && say(en, reason);
    };
    expect(backupWarning(null, null, now)).toBeNull();
    expect(backupWarning(run({}), run({}), now)).toBeNull();
    expect(backupWarning(run({ day: "2026-11-25", status: "failed", error: "disk full" }), run({}), now)).toBe(
      "The last backup (2026-11-25) failed: disk full",
    );
    const old = run({ day: "2026-11-22", finishedAt: new Date("2026-11-22T02:00:00Z") });
    expect(backupWarning(old, old, now)).toBe("The last backup is 3 days old (2026-11-22)");
    expect(backupWarning(run({ status: "running", startedAt: new Date("2026-11-25T09:59:00Z"), finishedAt: null }), null, now)).toBeNull();
    expect(backupWarning(run({ status: "running", finishedAt: null }), null, new Date("2026-11-28T00:00:00Z"))).toBe(
      "No backup has been completed yet",
    );
  });

  it("words the warning in Spanish too", () => {
    const es = staffMessages("es").dashboard.backupWarning;
    const now = new Date("2026-11-25T10:00:00Z");
    expect(say(es, backupReason(run({ day: "2026-11-25", status: "failed", error: null }), null, now)!)).toBe(
      "La última copia de seguridad (2026-11-25) falló: error desconocido",
    );
    const old = run({ day: "2026-11-22", finishedAt: new Date("2026-11-22T02:00:00Z") });
    expect(say(es, backupReason(old, old, now)!)).toBe("La última copia de seguridad tiene 3 días (2026-11-22)");
  });
});
