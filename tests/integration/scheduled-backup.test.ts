// The nightly backup inside the server, on both backends: not before the backup time; two server
// processes at the same minute make one file (0600) and one record; the newest N are kept; the file
// holds the uploads, and a restore into a new shop brings back the database and the photos (served
// again by the uploads middleware); a file cut short or not the shop's is refused and changes
// nothing; a failed run is recorded and the dashboard warns about it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupRuns, tyres } from "~db/schema";
import { restoreShopBackup } from "~/server/backups/backup.server";
import { type Database, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { type Env, readEnv } from "~/server/infra/env.server";
import { uploads } from "~/server/infra/http/uploads.server";
import { listStoredBackups, runDueBackup, scheduledBackupWarning as backupReason } from "~/server/backups/scheduled-backup.server";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";
import { createScratchPostgres } from "~db/scratch";
import { TEST_BACKENDS } from "../helpers/db";
import { serve } from "../helpers/express";
import { insertTyre } from "../helpers/factories";

/** The dashboard's backup warning as an English reader sees it. */
async function scheduledBackupWarning(...args: Parameters<typeof backupReason>): Promise<string | null> {
  const reason = await backupReason(...args);
  return reason && say(staffMessages("en").dashboard.backupWarning, reason);
}

/** A moment at the shop's wall clock `time` on `day` (Europe/Madrid is UTC+1 in November). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const PHOTO = Buffer.from("RIFF....WEBPVP8 not-a-real-image-but-bytes-to-compare");

describe.each(TEST_BACKENDS)("the nightly backup on %s", (backend) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `tyre-nightly-${backend}-`));
  const scratches: { url: string; drop(): Promise<void> }[] = [];
  let first: Database;
  let second: Database;
  let env: Env;

  const newShop = async (name: string): Promise<Env> => {
    const scratch = backend === "postgres" ? await createScratchPostgres(process.env.TEST_DATABASE_URL!, "tyre_nightly") : undefined;
    if (scratch) scratches.push(scratch);
    return readEnv({
      DATA_DIR: path.join(work, name),
      DATABASE_URL: scratch?.url ?? "",
      BACKUP_KEEP: "3",
      AUTH_SECRET: "nightly-backup-test-secret-0123456789abcdef",
    });
  };

  beforeAll(async () => {
    env = await newShop("shop");
    first = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR, owner: "nightly test" });
    await migrateDatabase(first);
    // Two server processes on PostgreSQL; the embedded database lives in one process, where two ticks may still meet.
    second = env.DATABASE_URL ? await openDatabase({ databaseUrl: env.DATABASE_URL }) : first;
    for (let i = 0; i < 3; i++) await insertTyre(first.db, { brand: `Nightly${i}` });
    fs.mkdirSync(path.join(env.DATA_DIR, "uploads", "tyres"), { recursive: true });
    fs.writeFileSync(path.join(env.DATA_DIR, "uploads", "tyres", "t0001-400.webp"), PHOTO);
  }, 120_000);

  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
    for (const s of scratches) await s.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("waits for the backup time, then runs once with two processes, in a private file", async () => {
    expect(await runDueBackup(first, env, at("2026-11-20", "02:59"))).toBe("not-due");
    const outcomes = await Promise.all([
      runDueBackup(first, env, at("2026-11-20", "03:00")),
      runDueBackup(second, env, at("2026-11-20", "03:00")),
    ]);
    expect(outcomes.sort()).toEqual(["ok", "taken-elsewhere"]);
    const files = listStoredBackups(env);
    expect(files.map((f) => f.name)).toEqual(["tyre-shop-2026-11-20-0300.tyrebackup"]);
    expect(fs.statSync(path.join(env.DATA_DIR, "backups", files[0]!.name)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(env.DATA_DIR, "backups")).mode & 0o777).toBe(0o700);
    const runs = await first.db.select().from(backupRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ day: "2026-11-20", status: "ok", bytes: files[0]!.bytes });
    // Later the same day: nothing more.
    expect(await runDueBackup(second, env, at("2026-11-20", "18:00"))).toBe("taken-elsewhere");
    expect(await scheduledBackupWarning(first.db, at("2026-11-21", "10:00"))).toBeNull();
  }, 120_000);

  it("keeps the newest N backups", async () => {
    for (const day of ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"])
      expect(await runDueBackup(first, env, at(day, "03:01"))).toBe("ok");
    expect(listStoredBackups(env).map((f) => f.name)).toEqual([
      "tyre-shop-2026-11-24-0301.tyrebackup",
      "tyre-shop-2026-11-23-0301.tyrebackup",
      "tyre-shop-2026-11-22-0301.tyrebackup",
    ]);
    // Two days without a good backup: the dashboard says so.
    expect(await scheduledBackupWarning(first.db, at("2026-11-27", "10:00"))).toBe("The last backup is 3 days old (2026-11-24)");
  }, 180_000);

  it("restores the database and the photos into a new shop, and the photo is served again", async () => {
    const file = path.join(env.DATA_DIR, "backups", listStoredBackups(env)[0]!.name);
    const target = await newShop("restored");
    expect(await restoreShopBackup(target, file)).toEqual({ uploads: 1 });
    const restored = await openDatabase(
      target.DATABASE_URL ? { databaseUrl: target.DATABASE_URL } : { dataDir: target.DATA_DIR, owner: "nightly test" },
    );
    try {
      expect((await restored.db.select({ n: count() }).from(tyres))[0]!.n).toBe(3);
    } finally {
      await restored.close();
    }
    const app = express();
    app.use(uploads(path.join(target.DATA_DIR, "uploads")));
    const served = await serve(app);
    try {
      const res = await fetch(`${served.origin}/uploads/tyres/t0001-400.webp`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PHOTO);
    } finally {
      await served.close();
    }
    // A second restore over it is refused: the uploads (and the database) are there already.
    await expect(restoreShopBackup(target, file)).rejects.toThrow(/already holds/);
  }, 180_000);

  it("refuses a file cut short or not the shop's, and changes nothing", async () => {
    const file = path.join(env.DATA_DIR, "backups", listStoredBackups(env)[0]!.name);
    const cut = path.join(work, "cut.tyrebackup");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, fs.statSync(file).size - 40));
    const junk = path.join(work, "junk.tyrebackup");
    fs.writeFileSync(junk, "TYRE-SHOP-BACKUP 1\n" + JSON.stringify({ name: "manifest.json", size: 2 }) + "\n{}");
    const target = await newShop("refused");
    await expect(restoreShopBackup(target, cut)).rejects.toThrow(/is not a backup of this shop: the file ends/);
    await expect(restoreShopBackup(target, junk)).rejects.toThrow(/is not a backup of this shop: its manifest is not a tyre shop's/);
    expect(fs.existsSync(path.join(target.DATA_DIR, "uploads"))).toBe(false);
    expect(fs.existsSync(path.join(target.DATA_DIR, "pgdata"))).toBe(false);
  }, 60_000);

  it("records a failed run, and the dashboard warns until a backup succeeds", async () => {
    const blocked = { ...env, BACKUP_DIR: path.join(work, "not-a-folder") };
    fs.writeFileSync(blocked.BACKUP_DIR, "a file where the folder should be");
    expect(await runDueBackup(first, blocked, at("2026-11-25", "03:00"))).toBe("failed");
    expect(await scheduledBackupWarning(first.db, at("2026-11-25", "09:00"))).toMatch(
      /^The last backup \(2026-11-25\) failed: .*(EEXIST|ENOTDIR)/,
    );
    expect(await runDueBackup(first, env, at("2026-11-26", "03:00"))).toBe("ok");
    expect(await scheduledBackupWarning(first.db, at("2026-11-26", "09:00"))).toBeNull();
  }, 120_000);
});
