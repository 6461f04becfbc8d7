// A built tree runs on another machine with the production dependencies only (README, "Build on
// one machine, run on another"; decision 057): build/, package.json and package-lock.json copied to
// an empty directory whose node_modules holds the packages `npm ci --omit=dev` installs, and no
// development tool (no tsx, Vite, TypeScript or React Router's build tools). The server starts
// there with plain node on the embedded database and answers, and the built CLI runs.
//
// node_modules is made of hard links to this checkout's packages that the lockfile marks neither
// `dev` nor `devOptional`, rather than by running `npm ci --omit=dev`: that takes one to two
// minutes from the registry on a busy machine, and it installs a few development tools anyway
// (tsx, Vite, TypeScript: optional peers of production packages, which npm marks devOptional),
// so it would not show that the server runs without them. This tree is stricter than what npm
// installs.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForHttp } from "../../bench/wait-for-http";
import { freePort } from "../helpers/ports";
import { builtServerFile } from "../helpers/server-process";
import { WASM_BASELINE_FLAGS } from "~/server/infra/wasm-baseline.server";

const root = path.resolve(__dirname, "../..");
const tree = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-production-tree-"));
const port = await freePort();

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
}
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The lockfile's paths (node_modules/a, node_modules/a/node_modules/b) of the production packages. */
const productionPackages = Object.entries(lock.packages)
  .filter(([p, entry]) => p.startsWith("node_modules/") && !entry.dev && !entry.devOptional)
  .map(([p]) => p);

/** Hard-links the files of `src` into `dst`; nested node_modules are linked as packages of their own. */
function linkTree(src: string, dst: string) {
  fs.mkdirSync(dst, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const from = path.join(src, entry.name);
    const to = path.join(dst, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else fs.linkSync(from, to);
  }
}

/**
 * The packages the build imports from node_modules, as the bundler resolved them: the build writes
 * them to build/server/externals.json (vite.config.ts), static imports and dynamic ones apart.
 */
const externals = () =>
  JSON.parse(fs.readFileSync(path.join(tree, "build", "server", "externals.json"), "utf8")) as { static: string[]; dynamic: string[] };

/**
 * Imported only by code of bundled libraries that the shop never runs, so not installed: better-auth's
 * optional tracing (it loads it in a try and goes on without it).
 */
const OPTIONAL_DYNAMIC = new Set(["@opentelemetry/api"]);

beforeAll(() => {
  builtServerFile("index.js");
  fs.cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), path.join(tree, "build"), { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(root, file), path.join(tree, file));
  for (const p of productionPackages) {
    if (fs.existsSync(path.join(root, p))) linkTree(path.join(root, p), path.join(tree, p));
  }
});

afterAll(() => {
  fs.rmSync(tree, { recursive: true, force: true });
});

describe("a built tree with the production dependencies only", () => {
  it("holds no development tool, and the build imports only packages it holds", () => {
    for (const tool of ["tsx", "vite", "typescript", "@react-router/dev", "vitest", "esbuild"]) {
      expect(fs.existsSync(path.join(tree, "node_modules", tool)), tool).toBe(false);
    }
    const { static: loaded, dynamic } = externals();
    // The list is the server's own imports (a list without them would prove nothing).
    for (const name of ["express", "pino", "pg", "react-dom"]) expect(loaded).toContain(name);
    expect(dynamic).toContain("@electric-sql/pglite");
    // React Router and the auth library are inside the bundle.
    for (const name of ["react-router", "better-auth", "drizzle-orm"]) expect([...loaded, ...dynamic]).not.toContain(name);
    const imported = new Set([...loaded, ...dynamic.filter((name) => !OPTIONAL_DYNAMIC.has(name))]);
    const missing = [...imported].filter((name) => !fs.existsSync(path.join(tree, "node_modules", name)));
    expect(missing).toEqual([]);
    const devOnly = [...imported].filter((name) => name in pkg.devDependencies && !(name in pkg.dependencies));
    expect(devOnly).toEqual([]);
  });

  it("holds server JavaScript in ASCII only, so V8 keeps each module's source at one byte a character", () => {
    const serverDir = path.join(tree, "build", "server");
    const files = fs.readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(20);
    const notAscii = files.filter((f) => fs.readFileSync(path.join(serverDir, f)).some((byte) => byte > 0x7f));
    expect(notAscii).toEqual([]);
    // The texts are still the shop's own: the Spanish ones are written with escapes.
    const bundle = files.map((f) => fs.readFileSync(path.join(serverDir, f), "utf8")).join("\n");
    expect(bundle).toContain("Neum\\u00E1ticos");
  });

  it("starts with plain node on the embedded database, answers, stops cleanly, and its CLI runs", async () => {
    // No NODE_ENV (the test runner's is "test"): the built entry sets production itself.
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV")),
      NODE_OPTIONS: "",
      DATABASE_URL: "",
      DATA_DIR: path.join(tree, "data"),
      HOST: "127.0.0.1",
      PORT: String(port),
      BACKUP_KEEP: "0",
    };
    const server = spawn(process.execPath, ["build/server/index.js"], { cwd: tree, env });
    let out = "";
    server.stdout.on("data", (d) => (out += d));
    server.stderr.on("data", (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await Promise.race([
        waitForHttp(`${origin}/healthz`, 120_000, 200),
        exited.then((code) => {
          throw new Error(`the server exited (${code}):\n${out}`);
        }),
      ]);
      expect(out).toContain(`listening on http://127.0.0.1:${port}`);
      // On the embedded database the entry runs again with WebAssembly's baseline code only (the
      // optimizing compiler would take ~600 MB at start): same process, its command line has the flags.
      const commandLine = fs.readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0");
      expect(commandLine.slice(1, 4)).toEqual([...WASM_BASELINE_FLAGS, path.join(tree, "build/server/index.js")]);
      // Migrated from the copy inside the build, with the demo stock a new embedded database gets.
      expect(out).toMatch(/Loaded demo data: \d+ tyres/);
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain("<!DOCTYPE html>");
      // The browser files of the build are served from the tree.
      const asset = html.match(/\/assets\/[^"']+\.css/)?.[0];
      expect(asset).toBeTruthy();
      expect((await fetch(`${origin}${asset}`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited).toBe(0);

    const migrate = spawnSync(process.execPath, ["build/server/cli.js", "db:migrate"], {
      cwd: tree,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(`${migrate.stdout}${migrate.stderr}`).toContain("Migrations applied (pglite");
    expect(migrate.status).toBe(0);
  });
});
