// The data folder is its owner's alone whatever the umask: the server and the command-line tools
// close the folder (0700) and its files (0600) although the process starts with umask 022, and the
// embedded database's own files (which it writes 0666 whatever the umask) are closed at start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/ports";
import { addShopUser, startShopServer, testShopEnv } from "../helpers/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-private-"));
// No AUTH_SECRET: the server writes its key file into the folder.
const env = testShopEnv({ dataDir, origin: "", secret: "" });

/** Every path under `dir` that someone other than its owner could read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) open.push(`${path.relative(dataDir, p) || "."} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return open;
}

/** Runs `fn` with the umask a login shell usually has, so the shop's own umask is what is tested. */
async function withUmask022<T>(fn: () => Promise<T> | T): Promise<T> {
  const before = isMainThread ? process.umask(0o022) : undefined;
  try {
    return await fn();
  } finally {
    if (before !== undefined) process.umask(before);
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the data folder under umask 022", () => {
  it("the server closes the folder and every file in it, its database's files included", async () => {
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    const server = await withUmask022(() => startShopServer(port, env));
    try {
      expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "auth-secret"))).toBe(true);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("a command-line tool closes a folder and a file left open", async () => {
    fs.chmodSync(dataDir, 0o755);
    // A file someone opened by hand (the first test's server wrote the auth secret).
    fs.writeFileSync(path.join(dataDir, "notes.txt"), "opened by hand", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "notes.txt"), 0o644);
    await withUmask022(() => addShopUser(env, { email: "owner@private.test", password: "private-pass-123", admin: true }));
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
