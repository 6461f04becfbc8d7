// The run contract with real processes: the server holds the embedded database, so a CLI or a
// second server on the same DATA_DIR is refused (exit 1, clear message); user:add validates its
// input; SIGTERM closes the database and releases the lock; an unreachable DATABASE_URL is one line.
// The server and the CLI run from the build (node build/server/index.js and cli.js), as production
// runs them; the first user is added the npm script's way (tsx on the sources).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, twoFactor, user } from "~db/schema";
import { type Db, openDatabase } from "~/server/infra/db.server";
import { waitForHttp } from "../../bench/wait-for-http";
import { freePort } from "../helpers/ports";
import { builtServerFile, testShopEnv } from "../helpers/server-process";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-cli-"));
const port = await freePort();
const baseEnv = { ...process.env, ...testShopEnv({ dataDir, origin: "", secret: "cli-test-secret-cli-test-secret-0123456789" }) };

function run(args: string[], env: Record<string, string | undefined> = {}, input?: string) {
  const r = spawnSync(tsx, args, { cwd: root, env: { ...baseEnv, ...env }, encoding: "utf8", timeout: 180_000, input });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The built server (`index.js`) or CLI (`cli.js`), as production runs them: plain node. */
function runBuilt(file: "index.js" | "cli.js", args: string[], env: Record<string, string | undefined> = {}, input?: string) {
  const r = spawnSync(process.execPath, [builtServerFile(file), ...args], {
    cwd: root,
    env: { ...baseEnv, ...env },
    encoding: "utf8",
    timeout: 180_000,
    input,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("command line and server process contract", () => {
  let server: ChildProcess;
  let serverOut = "";

  beforeAll(async () => {
    // The npm script's way (tsx on the sources, a development checkout); the rest runs the built CLI.
    expect(run(["scripts/user-add.ts", "--email", "Boss@Shop.test", "--admin"], {}, "long-enough-1\n").code).toBe(0);
    server = spawn(process.execPath, [builtServerFile("index.js")], {
      cwd: root,
      env: { ...baseEnv, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    });
    server.stdout!.on("data", (d) => (serverOut += d));
    server.stderr!.on("data", (d) => (serverOut += d));
    await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  });

  afterAll(() => {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says once that production belongs on PostgreSQL when started on PGlite in production", () => {
    expect(serverOut.match(/production belongs on PostgreSQL/g)).toHaveLength(1);
  });

  it("refuses a CLI while the server holds the embedded database", () => {
    const r = runBuilt("cli.js", ["user:add", "--email", "x@shop.test"], {}, "long-enough-1\n");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/is in use by the tyre shop server \(pid \d+\)/);
  });

  it("refuses a second server on the same data directory", () => {
    const r = runBuilt("index.js", [], { PORT: String(port + 1), HOST: "127.0.0.1" });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/in use by the tyre shop server/);
  });

  it("closes the database on SIGTERM and releases the lock", async () => {
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "tyre-shop.lock"))).toBe(false);
    const r = runBuilt("cli.js", ["user:add", "--email", "clerk@shop.test"], {}, "long-enough-1\n");
    expect(r.out).toContain("Created user clerk@shop.test");
    expect(r.code).toBe(0);
  });

  it("the built CLI names its commands when given none it knows", () => {
    const unknown = runBuilt("cli.js", ["no-such-command"]);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("Commands: user:add, db:migrate");
  });

  it("user:add rejects bad input with a clear message and writes nothing", () => {
    const bad = runBuilt("cli.js", ["user:add", "--email", "not-an-email"], {}, "long-enough-1\n");
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("Invalid e-mail address");
    const short = runBuilt("cli.js", ["user:add", "--email", "short@shop.test"], {}, "1234567\n");
    expect(short.code).toBe(1);
    expect(short.out).toContain("at least 8 characters");
    const dup = runBuilt("cli.js", ["user:add", "--email", "boss@shop.test"], {}, "long-enough-1\n");
    expect(dup.code).toBe(1);
    expect(dup.out).toContain("already exists");
    // The short-password user was never created: adding it properly now works.
    expect(runBuilt("cli.js", ["user:add", "--email", "short@shop.test"], {}, "12345678\n").code).toBe(0);
    // A role is owner or counter, nothing else; --role counter makes a counter employee.
    const role = runBuilt("cli.js", ["user:add", "--email", "role@shop.test", "--role", "boss"], {}, "long-enough-1\n");
    expect(role.code).toBe(1);
    expect(role.out).toContain('Unknown role "boss"');
    const counter = runBuilt("cli.js", ["user:add", "--email", "counter@shop.test", "--role", "counter"], {}, "long-enough-1\n");
    expect(counter.out).toContain("Created counter counter@shop.test.");
    expect(counter.code).toBe(0);
  });

  it("user:add reads the password from standard input or USER_PASSWORD, so it stays out of ps and the shell history", () => {
    // Each source is really read: a 7-character password from it is refused, an 8-character one accepted.
    const piped = (pw: string) => runBuilt("cli.js", ["user:add", "--email", "piped@shop.test"], {}, `${pw}\nignored second line\n`);
    expect(piped("1234567").out).toContain("at least 8 characters");
    const ok = piped("piped-pass");
    expect(ok.out).toContain("Created user piped@shop.test.");
    expect(ok.code).toBe(0);
    const fromEnv = (pw: string) => runBuilt("cli.js", ["user:add", "--email", "env@shop.test"], { USER_PASSWORD: pw });
    expect(fromEnv("7654321").out).toContain("at least 8 characters");
    expect(fromEnv("env-password").code).toBe(0);
    // Never from the command line, where `ps` and the shell history would show it.
    for (const flag of [["--password", "argv-password"], ["--password=argv-password"]]) {
      const refused = runBuilt("cli.js", ["user:add", "--email", "argv@shop.test", ...flag]);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/--password is not accepted[\s\S]*USER_PASSWORD/);
    }
  });

  it("user:add --reset sets a new password for an existing user and refuses an unknown one; both audited as system", async () => {
    const ok = runBuilt("cli.js", ["user:add", "--email", "boss@shop.test", "--reset"], {}, "brand-new-pass\n");
    expect(ok.out).toContain("New password set for boss@shop.test; their sessions were signed out.");
    expect(ok.code).toBe(0);
    const database = await openDatabase({ dataDir, owner: "cli.test.ts" });
    try {
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.subject, "boss@shop.test"));
      expect(entries.map((a) => [a.actor, a.action])).toEqual([
        ["system", "staff.create"],
        ["system", "staff.reset-password"],
      ]);
    } finally {
      await database.close();
    }
    const unknown = runBuilt("cli.js", ["user:add", "--email", "ghost@shop.test", "--reset"], {}, "brand-new-pass\n");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("there is no user with the e-mail ghost@shop.test");
  });

  it("user:add --two-factor-off lets an admin who lost the phone sign in with the password alone", async () => {
    const boss = async <T>(fn: (db: Db, id: string) => Promise<T>): Promise<T> => {
      const database = await openDatabase({ dataDir, owner: "cli.test.ts" });
      try {
        const [u] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "boss@shop.test"));
        return await fn(database.db, u!.id);
      } finally {
        await database.close();
      }
    };
    await boss(async (db, id) => {
      await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id));
      await db.insert(twoFactor).values({ id: "tf-boss", secret: "s", backupCodes: "c", userId: id });
    });

    const off = runBuilt("cli.js", ["user:add", "--email", "Boss@Shop.test", "--two-factor-off"]);
    expect(off.out).toContain("Two-factor sign-in turned off for boss@shop.test; their sessions were signed out.");
    expect(off.code).toBe(0);
    await boss(async (db, id) => {
      expect((await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, id)))[0]?.on).toBe(false);
      expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, id))).toHaveLength(0);
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, "staff.two-factor-off"));
      expect(audit.map((a) => [a.actor, a.subject])).toEqual([["system", "boss@shop.test"]]);
    });

    expect(runBuilt("cli.js", ["user:add", "--email", "boss@shop.test", "--two-factor-off"]).out).toContain(
      "Two-factor sign-in was not on for boss@shop.test: nothing changed.",
    );
    const unknown = runBuilt("cli.js", ["user:add", "--email", "ghost@shop.test", "--two-factor-off"]);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("there is no user with the e-mail ghost@shop.test");
    const mixed = runBuilt("cli.js", ["user:add", "--email", "boss@shop.test", "--two-factor-off", "--admin"]);
    expect(mixed.code).toBe(1);
    expect(mixed.out).toContain("add --reset to set a new password as well");
  });

  it("an unreachable DATABASE_URL is a one-line error and exit 1", () => {
    const r = runBuilt("index.js", [], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", PORT: String(port + 2) });
    expect(r.code).toBe(1);
    expect(
      r.out
        .trim()
        .split("\n")
        .filter((l) => !/npm warn/i.test(l)),
    ).toHaveLength(1);
    expect(r.out).toMatch(/Cannot connect to PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/none/);
  });
});
