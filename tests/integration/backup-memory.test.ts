// Backups of a running shop on the embedded database give their memory back: the built server,
// on PGlite with the demo data, is asked for five backups in a row while an admin is signed in.
// Its resident memory after the fifth stays near what it was after the first (the copy that
// leaves the sign-in rows out runs in a child process, decision 096), every file is one of the
// shop's, the signed-in admin's session token is nowhere in the database dump (not even in its
// write-ahead log), and the last file restores with the shop's data and no session.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { session, tyres, user } from "~db/schema";
import { href } from "~/i18n/paths";
import { extractBundle } from "~/server/backups/backup-bundle.server";
import { restoreShopBackup } from "~/server/backups/backup.server";
import { openDatabase } from "~/server/infra/db.server";
import { readEnv } from "~/server/infra/env.server";
import { addShopUser, signIn, startShopServer } from "../helpers/server-process";
import { freePort } from "../helpers/ports";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-backup-memory-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The resident memory of process `pid`, in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}

/**
 * What process `pid` keeps: the least of its resident memory over two seconds (the garbage of
 * the last request, not collected yet, comes and goes; memory it holds on to stays).
 */
async function keptMb(pid: number): Promise<number> {
  const samples = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 500));
    samples.push(rssMb(pid));
  }
  return Math.min(...samples);
}

/** The session token of a signed cookie header (`...session_token=<token>.<signature>`). */
function sessionToken(cookie: string): string {
  const value = cookie
    .split("; ")
    .find((c) => c.includes("session_token="))!
    .split("=")[1]!;
  return decodeURIComponent(value).split(".")[0]!;
}

/** The uncompressed data directory (a tar) inside a backup file. */
function databaseTar(file: string): Buffer {
  const dir = fs.mkdtempSync(path.join(work, "extract-"));
  expect(extractBundle(file, dir).database).toBe("pglite");
  return gunzipSync(fs.readFileSync(path.join(dir, "database")));
}

describe.skipIf(process.platform !== "linux")("backups of the running shop on the embedded database", () => {
  it("leave the server's memory where it was after the first, hold no session, and restore", async () => {
    const dataDir = path.join(work, "live");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "1", PUBLIC_URL: "", AUTH_SECRET: "" };
    const admin = { email: "boss@memory.test", password: "boss-pass-123" };
    addShopUser(env, { ...admin, admin: true });
    const shop = await startShopServer(await freePort(), env);
    // The process that holds the database is the one that makes the backups.
    const pid = (JSON.parse(fs.readFileSync(path.join(dataDir, "tyre-shop.lock"), "utf8")) as { pid: number }).pid;
    const files: string[] = [];
    const rss: number[] = [];
    let token = "";
    try {
      const cookie = await signIn(shop.origin, admin);
      token = sessionToken(cookie);
      for (const page of ["/", href("listing", "es")]) await (await fetch(shop.origin + page)).text();
      rss.push(await keptMb(pid));
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${shop.origin}/backup`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie, Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ confirmPassword: admin.password }),
        });
        expect(res.status).toBe(200);
        const file = path.join(work, `backup-${i + 1}.tyrebackup`);
        fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        files.push(file);
        rss.push(await keptMb(pid));
      }
    } finally {
      await shop.stop();
    }
    const [before, afterOne, afterFive] = [rss[0]!, rss[1]!, rss[5]!];
    console.log(`server RSS (MB) before and after each backup: ${rss.join(" -> ")}`);
    // A copy made inside the server added 150 MB or more to the first figure and grew from there.
    expect(afterOne - before, rss.join(" -> ")).toBeLessThan(120);
    expect(afterFive - afterOne, rss.join(" -> ")).toBeLessThan(60);

    // The admin was signed in during every backup: the session is in the live database, not in the files.
    const live = await openDatabase({ dataDir, owner: "backup memory test" });
    try {
      expect(await live.db.select({ id: session.id }).from(session).where(eq(session.token, token))).toHaveLength(1);
    } finally {
      await live.close();
    }
    for (const file of files) {
      const tar = databaseTar(file);
      expect(tar.includes(admin.email), "the dump holds the accounts").toBe(true);
      expect(tar.includes(token), `${path.basename(file)} holds the session token`).toBe(false);
    }

    const restored = path.join(work, "restored");
    await restoreShopBackup(readEnv({ DATA_DIR: restored, DATABASE_URL: "" }), files.at(-1)!);
    const back = await openDatabase({ dataDir: restored, owner: "backup memory test" });
    try {
      expect((await back.db.select({ n: count() }).from(tyres))[0]!.n).toBeGreaterThan(0);
      expect(await back.db.select({ email: user.email }).from(user).where(eq(user.email, admin.email))).toHaveLength(1);
      expect((await back.db.select({ n: count() }).from(session))[0]!.n).toBe(0);
    } finally {
      await back.close();
    }
  }, 300_000);
});
