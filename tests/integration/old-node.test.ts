// An older Node than the shop needs is told so in one line, before anything loads or is written:
// the built server, the built CLI and the npm scripts' check, with the version reported as 20.x
// (a preload rewrites process.versions.node), and with the machine's own node when it is older.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const buildDir = process.env.BUILD_DIR ?? "build";
const pretend20 = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})`;
const NEEDS = /^This shop needs Node 24 or newer; you have 20\.\d+\.\d+\. See README/;

beforeAll(() => {
  // `npm test` builds before the tests; a lone `vitest run` on a fresh clone builds here.
  if (!fs.existsSync(path.join(root, buildDir, "server", "index.js"))) {
    const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error("react-router build failed");
  }
});

function run(node: string, args: string[]) {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tyre-old-node-")), "data");
  const r = spawnSync(node, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "production" },
    timeout: 60_000,
  });
  return { ...r, dataDirExists: fs.existsSync(dataDir) };
}

describe("an older Node", () => {
  const cases = [
    ["the built server", [path.join(buildDir, "server", "index.js")]],
    ["the built command-line tools", [path.join(buildDir, "server", "cli.js"), "doctor"]],
    ["the npm scripts' check", ["scripts/require-node.mjs"]],
  ] as const;

  it.each(cases)("%s: one line naming the version needed, exit 1, no data folder", (_name, args) => {
    const r = run(process.execPath, ["--import", pretend20, ...args]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(NEEDS);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
    expect(r.dataDirExists).toBe(false);
  });

  it("the current node passes the check", () => {
    const r = run(process.execPath, ["scripts/require-node.mjs"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
  });

  const machineNode = "/usr/bin/node";
  const machineMajor = fs.existsSync(machineNode)
    ? Number(spawnSync(machineNode, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout)
    : NaN;
  it.skipIf(!(machineMajor < 24))(`the machine's own ${machineNode} (older than 24) starting the built server says the same`, () => {
    const r = run(machineNode, [path.join(buildDir, "server", "index.js")]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/^This shop needs Node 24 or newer; you have \d+\.\d+\.\d+\. See README/);
    expect(r.dataDirExists).toBe(false);
  });
});
