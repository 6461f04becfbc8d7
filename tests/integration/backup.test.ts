// Backup and restore through the shop's own commands, on both backends: backup -> restore into an
// empty target -> the same counts and an intact invoice chain; a target with data, a file that is
// not a backup and (embedded) a database held by another process are refused and change nothing.
// A backup is no way in: it is written 0600, holds no session or sign-in challenge, and the
// back-office download is a POST that asks for the password again and is audited with its size.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoiceRecords, sales, saleItems, session, tyres, user, verification } from "~db/schema";
import { type Database, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { createSale } from "~/server/sales/sales.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { createScratchPostgres } from "~db/scratch";
import { TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { addShopUser, signIn, startShopServer, testShopEnv } from "../helpers/server-process";
import { freePort } from "../helpers/ports";

const root = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-"));

function cli(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(path.join(root, "node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, SEED_DEMO: "0", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A signed-in user's session and a pending sign-in challenge: what a backup must not carry. */
async function signInRows(database: Database) {
  const now = new Date();
  const later = new Date(Date.now() + 3_600_000);
  await database.db
    .insert(user)
    .values({ id: "u-backup", name: "Boss", email: "boss@fill.test", emailVerified: true, createdAt: now, updatedAt: now, role: "admin" });
  await database.db
    .insert(session)
    .values({ id: "s-backup", token: "live-session-token-in-clear", userId: "u-backup", expiresAt: later, createdAt: now, updatedAt: now });
  await database.db.insert(verification).values({ id: "v-backup", identifier: "2fa-challenge", value: "u-backup", expiresAt: later });
}

async function signInRowCounts(database: Database) {
  return {
    sessions: (await database.db.select({ n: count() }).from(session))[0]!.n,
    challenges: (await database.db.select({ n: count() }).from(verification))[0]!.n,
  };
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

async function fill(database: Database, { withSignIns = true } = {}) {
  await migrateDatabase(database);
  if (withSignIns) await signInRows(database);
  const ids = [];
  for (let i = 0; i < 5; i++) ids.push((await insertTyre(database.db, { quantity: 6, brand: `Brand${i}` })).id);
  for (let i = 0; i < 4; i++) {
    await createSale(database.db, {
      customerName: `Cliente ${i}`,
      vehicleReg: null,
      paymentMethod: "card",
      notes: null,
      lines: [
        { tyreId: ids[i]!, quantity: 1 + (i % 2) },
        { tyreId: ids[4]!, quantity: 1 },
      ],
    });
  }
}

async function snapshot(database: Database) {
  const n = async (table: typeof tyres | typeof sales | typeof saleItems | typeof invoiceRecords) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  return {
    tyres: await n(tyres),
    sales: await n(sales),
    items: await n(saleItems),
    records: await n(invoiceRecords),
    chain: await verifyChain(database.db),
  };
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("backup and restore of the embedded database (pglite)", () => {
  const source = path.join(work, "source");
  const target = path.join(work, "target");
  const file = path.join(work, "shop-embedded.tyrebackup");
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    const db = await openDatabase({ dataDir: source, owner: "backup test" });
    await fill(db);
    before = await snapshot(db);
    await db.close();
  }, 240_000);

  it("refuses to back up while another process holds the database, and says what to do", async () => {
    const held = await openDatabase({ dataDir: source, owner: "the running shop" });
    try {
      const r = cli("backup", ["--out", file], { DATA_DIR: source, DATABASE_URL: "" });
      expect(r.status).toBe(1);
      expect(r.out).toMatch(/the running shop/);
      expect(r.out).toMatch(/Download backup/);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await held.close();
    }
  });

  it("restores into an empty directory with the same counts and an intact chain", async () => {
    expect(cli("backup", ["--out", file], { DATA_DIR: source, DATABASE_URL: "" }).status).toBe(0);
    expect(modeOf(file)).toBe(0o600);
    const r = cli("restore", [file], { DATA_DIR: target, DATABASE_URL: "" });
    expect(r.status, r.out).toBe(0);
    const verify = cli("invoices-verify", [], { DATA_DIR: target, DATABASE_URL: "" });
    expect(verify.out).toContain(`chain intact: ${before.records} records`);
    const db = await openDatabase({ dataDir: target, owner: "backup test" });
    try {
      expect(await snapshot(db)).toEqual(before);
      // The session and the pending challenge stayed behind; the signing key was never in the database.
      expect(await signInRowCounts(db)).toEqual({ sessions: 0, challenges: 0 });
    } finally {
      await db.close();
    }
  });

  it("refuses a directory that holds a database, and a file that is not a backup", async () => {
    const again = cli("restore", [file], { DATA_DIR: target, DATABASE_URL: "" });
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/already holds a database/);
    const junk = path.join(work, "notes.txt");
    fs.writeFileSync(junk, "width;aspect;rim\n205;55;16\n");
    const bad = cli("restore", [junk], { DATA_DIR: path.join(work, "empty"), DATABASE_URL: "" });
    expect(bad.status).toBe(1);
    expect(bad.out).toMatch(/is not a backup of this shop/);
    const db = await openDatabase({ dataDir: target, owner: "backup test" });
    try {
      expect(await snapshot(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});

describe("Download backup from the running shop (pglite)", () => {
  it("asks for the password again, streams the same kind of file while the shop serves, audits it, and it restores with the same data", async () => {
    const dataDir = path.join(work, "live");
    const db = await openDatabase({ dataDir, owner: "backup test" });
    await fill(db, { withSignIns: false });
    const before = await snapshot(db);
    await db.close();
    // No AUTH_SECRET: the embedded database's own key file is used (made by the first command).
    const env = testShopEnv({ dataDir, origin: "", secret: "" });
    const admin = { email: "boss@backup.test", password: "boss-pass-123" };
    addShopUser(env, { ...admin, admin: true });
    const shop = await startShopServer(await freePort(), env);
    const file = path.join(work, "live.tyrebackup");
    let auditedBytes = 0;
    const post = (cookie: string, fields: Record<string, string>) =>
      fetch(`${shop.origin}/backup`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    try {
      expect((await fetch(`${shop.origin}/backup`, { redirect: "manual" })).status).toBe(302);
      const cookie = await signIn(shop.origin, admin);
      // A link (a GET, which another site can start) downloads nothing: it shows the settings screen.
      const link = await fetch(`${shop.origin}/backup`, { redirect: "manual", headers: { cookie } });
      expect(link.status).toBe(302);
      expect(link.headers.get("location")).toBe("/settings");
      // The session alone is not enough: no password, or a wrong one, and nothing is sent.
      for (const fields of [{}, { confirmPassword: "not-the-password" }] as Record<string, string>[]) {
        const refused = await post(cookie, fields);
        expect(refused.status).toBe(303);
        expect(refused.headers.get("location")).toBe("/settings");
        expect(refused.headers.get("content-disposition")).toBeNull();
      }
      const res = await post(cookie, { confirmPassword: admin.password });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="tyre-shop-\d{4}-\d{2}-\d{2}\.tyrebackup"/);
      const bytes = Buffer.from(await res.arrayBuffer());
      fs.writeFileSync(file, bytes);
      // The key that signs the cookies stays beside the database, readable by the shop's user only.
      expect(modeOf(path.join(dataDir, "auth-secret"))).toBe(0o600);
      auditedBytes = bytes.length;
    } finally {
      await shop.stop();
    }
    const live = await openDatabase({ dataDir, owner: "backup test" });
    try {
      const entries = await live.db.select().from(auditLog).where(eq(auditLog.action, "backup.download"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: "security", actor: admin.email, after: { bytes: auditedBytes } });
    } finally {
      await live.close();
    }
    const restored = path.join(work, "live-restored");
    expect(cli("restore", [file], { DATA_DIR: restored, DATABASE_URL: "" }).status).toBe(0);
    const back = await openDatabase({ dataDir: restored, owner: "backup test" });
    try {
      const after = await snapshot(back);
      // The staff user is in the file too; the stock and invoices match.
      expect(after).toEqual(before);
      // The admin was signed in while the backup was taken: the restored shop has no live session.
      expect(await signInRowCounts(back)).toEqual({ sessions: 0, challenges: 0 });
    } finally {
      await back.close();
    }
  }, 180_000);
});

describe.skipIf(!TEST_BACKENDS.includes("postgres"))("backup and restore on PostgreSQL (pg_dump)", () => {
  let source: Awaited<ReturnType<typeof createScratchPostgres>>;
  let target: Awaited<ReturnType<typeof createScratchPostgres>>;
  const file = path.join(work, "shop-postgres.tyrebackup");
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    source = await createScratchPostgres(process.env.TEST_DATABASE_URL!, "tyre_backup_src");
    target = await createScratchPostgres(process.env.TEST_DATABASE_URL!, "tyre_backup_dst");
    const db = await openDatabase({ databaseUrl: source.url });
    await fill(db);
    before = await snapshot(db);
    await db.close();
  }, 240_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it("restores into an empty database with the same counts and an intact chain, and refuses it the second time", async () => {
    const b = cli("backup", ["--out", file], { DATABASE_URL: source.url });
    expect(b.status, b.out).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 19).toString()).toBe("TYRE-SHOP-BACKUP 1\n");
    expect(modeOf(file)).toBe(0o600);
    const r = cli("restore", [file], { DATABASE_URL: target.url });
    expect(r.status, r.out).toBe(0);
    const db = await openDatabase({ databaseUrl: target.url });
    try {
      expect(await snapshot(db)).toEqual(before);
      expect(await signInRowCounts(db)).toEqual({ sessions: 0, challenges: 0 });
    } finally {
      await db.close();
    }
    const again = cli("restore", [file], { DATABASE_URL: target.url });
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/already holds \d+ tables/);
  });
});
