// `npm run doctor` as an operator runs it: a configuration that must not go live (http address, no
// sign-in key on PostgreSQL, a proxy setting anyone could bypass, a mail server that does not
// answer, a backup folder that cannot be written, a database that cannot be opened) gets each
// message and exit code 1; a good one (https, key, proxy on 127.0.0.1, a real SMTP server that
// answers, a migrated database, a recent backup) gets exit code 0.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupRuns } from "~db/schema";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { startTestSmtp } from "../helpers/smtp";

const root = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-doctor-"));

/** Runs the command without blocking this process (the test's SMTP server must answer meanwhile). */
function doctor(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/doctor.ts"],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: "",
          AUTH_SECRET: "",
          SMTP_URL: "",
          BACKUP_DIR: "",
          UPLOADS_DIR: "",
          HOST: "",
          TRUST_PROXY: "",
          ...env,
        },
        encoding: "utf8",
        timeout: 120_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("npm run doctor", () => {
  it("names every blocker of a bad configuration in plain words and exits 1", async () => {
    const notAFolder = path.join(work, "file");
    fs.writeFileSync(notAFolder, "x");
    const r = await doctor({
      DATA_DIR: path.join(work, "bad"),
      DATABASE_URL: "postgres://shop@127.0.0.1:1/shop",
      PUBLIC_URL: "http://shop.example",
      HOST: "0.0.0.0",
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://user:mail-pass-123@127.0.0.1:1",
      BACKUP_DIR: notAFolder,
    });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/BLOCKER {2}Public address: PUBLIC_URL is http:\/\/shop\.example: it must start with https:\/\//);
    expect(r.out).toMatch(/BLOCKER {2}Sign-in key: AUTH_SECRET is not set.*openssl rand -base64 48/);
    expect(r.out).toMatch(/BLOCKER {2}Reverse proxy: TRUST_PROXY is set but the server listens on 0\.0\.0\.0/);
    expect(r.out).toMatch(/BLOCKER {2}Mail server: smtp:\/\/user:\*\*\*@127\.0\.0\.1:1 did not work/);
    expect(r.out).toMatch(/BLOCKER {2}Backup folder: .*file cannot be written/);
    expect(r.out).toMatch(/BLOCKER {2}Database: cannot be opened/);
    expect(r.out).toMatch(/6 things block going live/);
    // The mail password is never printed.
    expect(r.out).not.toContain("mail-pass-123");
  }, 120_000);

  it("says a proxy is needed when the server listens on 127.0.0.1 without TRUST_PROXY", async () => {
    const r = await doctor({ DATA_DIR: path.join(work, "local"), PUBLIC_URL: "https://shop.example", HOST: "127.0.0.1", TRUST_PROXY: "0" });
    expect(r.out).toMatch(/BLOCKER {2}Reverse proxy: The server listens on 127\.0\.0\.1 only.*Set TRUST_PROXY=1/);
    expect(r.out).toMatch(/BLOCKER {2}Migrations: 0 of \d+ applied/);
    expect(r.code).toBe(1);
  }, 120_000);

  it("passes a good configuration with exit code 0", async () => {
    const dataDir = path.join(work, "good");
    const database = await openDatabase({ dataDir, owner: "doctor test" });
    try {
      await migrateDatabase(database);
      await database.db.insert(backupRuns).values({
        day: "2026-01-01",
        status: "ok",
        startedAt: new Date(Date.now() - 3_600_000),
        finishedAt: new Date(),
        file: "tyre-shop-2026-01-01-0300.tyrebackup",
        bytes: 1000,
      });
    } finally {
      await database.close();
    }
    const smtp = await startTestSmtp();
    try {
      const r = await doctor({
        DATA_DIR: dataDir,
        PUBLIC_URL: "https://shop.example",
        AUTH_SECRET: "doctor-test-secret-doctor-test-secret-0123",
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        SMTP_URL: smtp.url,
        SMTP_ALLOW_PLAIN: "1",
      });
      expect(r.code, r.out).toBe(0);
      expect(r.out).toMatch(/ok {7}Mail server: .* answers/);
      expect(r.out).toMatch(/ok {7}Migrations: all \d+ applied/);
      expect(r.out).toMatch(/ok {7}Last backup: tyre-shop-2026-01-01-0300\.tyrebackup, 0 hours ago/);
      expect(r.out).toMatch(/Ready to go live \(1 warning to read\)/);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
