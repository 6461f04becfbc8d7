// The shop's production server as the benchmark runs it: built when the build is missing or older
// than app/, started as `npm start` runs it (node on build/server/index.js) on the bench port without demo data.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { log, type RunningProcess, root, startHttpProcess } from "./common";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export function ensureBuild(buildDir: string, rebuild: boolean) {
  const serverBuild = path.join(root, buildDir, "server", "index.js");
  const stale = fs.existsSync(serverBuild) && newestMtime(path.join(root, "app")) > fs.statSync(serverBuild).mtimeMs;
  if (!rebuild && fs.existsSync(serverBuild) && !stale) {
    log(`   using the existing build in ${buildDir}`);
    return;
  }
  log(`   building into ${buildDir}${stale ? " (app/ changed since the last build)" : ""}...`);
  const r = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
}

export interface RunningServer extends RunningProcess {
  origin: string;
}

/** The server's AUTH_SECRET: the goodput run signs its admin in with it beforehand. */
export const BENCH_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

/** `env` names the database (DATA_DIR or DATABASE_URL) and may override the rest. */
export async function startServer(port: number, buildDir: string, env: Record<string, string>): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  // node itself on the build, so the signal reaches the process that holds the database.
  const server = await startHttpProcess({
    command: process.execPath,
    args: [path.join(root, buildDir, "server", "index.js")],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      SEED_DEMO: "0",
      BUILD_DIR: buildDir,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      // The load generator stands for many visitors from one address: no per-client share, except
      // in the goodput run, which measures it.
      MAX_RENDERS_PER_CLIENT: "0",
      // No nightly backup in the middle of a measure: run after 03:00 in Spain it started at once and,
      // on PGlite, held the one connection for seconds while it dumped 100,000 tyres.
      BACKUP_KEEP: "0",
      ...env,
    },
    readyUrl: `${origin}/healthz`,
    readyWithinMs: 120_000,
    pollMs: 300,
    stopSignal: "SIGTERM",
    killAfterMs: 15_000,
    exitMessage: (out) => `the server exited during start:\n${out}`,
  });
  return { ...server, origin };
}
