// The key that signs sign-in cookies never travels with the data: PostgreSQL needs AUTH_SECRET
// (the server refuses to start without it and says how to make one); the embedded database keeps
// a generated key in DATA_DIR/auth-secret (0600), and moves there a key an older version stored
// in the database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appSettings } from "~db/schema";
import { AuthSecretError, authSecretFile, resolveAuthSecret } from "~/server/auth/auth.server";
import { createTestDatabase, TEST_BACKENDS } from "../helpers/db";
import { builtServerFile } from "../helpers/server-process";

const root = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-auth-secret-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const storedKey = async (db: Awaited<ReturnType<typeof createTestDatabase>>["db"]) =>
  (await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret")))[0]?.value;

describe.each(TEST_BACKENDS)("the sign-in key (%s)", (backend) => {
  it("on the embedded database: generated once into a 0600 file outside the database, said at start", async () => {
    const database = await createTestDatabase(backend);
    const dataDir = fs.mkdtempSync(path.join(work, "gen-"));
    try {
      const lines: string[] = [];
      const first = await resolveAuthSecret(database.db, { dataDir, postgres: false }, (l) => lines.push(l));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(authSecretFile(dataDir)).mode & 0o777).toBe(0o600);
      expect(lines.join("\n")).toContain(authSecretFile(dataDir));
      expect(await resolveAuthSecret(database.db, { dataDir, postgres: false })).toBe(first);
      expect(await storedKey(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it("a key an older version kept in the database moves to the file (same key, row gone)", async () => {
    const database = await createTestDatabase(backend);
    const dataDir = fs.mkdtempSync(path.join(work, "legacy-"));
    try {
      const legacy = "legacy-key-legacy-key-legacy-key-0123456789";
      await database.db.insert(appSettings).values({ key: "auth_secret", value: legacy });
      const lines: string[] = [];
      expect(await resolveAuthSecret(database.db, { dataDir, postgres: false }, (l) => lines.push(l))).toBe(legacy);
      expect(fs.readFileSync(authSecretFile(dataDir), "utf8").trim()).toBe(legacy);
      expect(await storedKey(database.db)).toBeUndefined();
      expect(lines.join("\n")).toMatch(/moved from the database/);
    } finally {
      await database.close();
    }
  });

  it("without AUTH_SECRET on PostgreSQL: refused with how to make one; with it, a stored key is deleted", async () => {
    const database = await createTestDatabase(backend);
    try {
      await database.db.insert(appSettings).values({ key: "auth_secret", value: "stored-key-stored-key-stored-key-0123" });
      await expect(resolveAuthSecret(database.db, { postgres: true })).rejects.toThrow(AuthSecretError);
      await expect(resolveAuthSecret(database.db, { postgres: true })).rejects.toThrow(/openssl rand/);
      const fromEnv = "env-secret-env-secret-env-secret-env-secret";
      expect(await resolveAuthSecret(database.db, { fromEnv, postgres: true })).toBe(fromEnv);
      expect(await storedKey(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

it("the server refuses to start on PostgreSQL without AUTH_SECRET, before touching the database", () => {
  const r = spawnSync(process.execPath, [builtServerFile("index.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", AUTH_SECRET: "", PORT: "1" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(r.status).toBe(1);
  expect(`${r.stdout}${r.stderr}`).toMatch(/AUTH_SECRET is not set[\s\S]*openssl rand -base64 48/);
}, 60_000);
