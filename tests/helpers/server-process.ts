// The shop's production server as a real child process, for tests that need the whole HTTP stack
// (Express middlewares, React Router, the database): the crash test kills it, the HTTP hardening
// test attacks it. The process is node itself on the build (build/server/index.js, as `npm start`
// runs it), so the pid signalled holds the database.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitForHttp } from "../../bench/wait-for-http";

// import.meta, not __dirname: the helpers also run as ES modules under tsx (scripts/fuzz.ts).
const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A file of the server build (BUILD_DIR, default build): `index.js` starts the server, `cli.js`
 * runs the command-line tools. Built first when there is no build, as `npm start` does.
 */
export function builtServerFile(name: "index.js" | "cli.js"): string {
  const file = path.join(root, process.env.BUILD_DIR ?? "build", "server", name);
  if (!fs.existsSync(file)) {
    const r = spawnSync("npx", ["react-router", "build"], { cwd: root, env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`the build failed:\n${r.stdout}${r.stderr}`);
  }
  return file;
}

/** The environment of a test shop in `dataDir` (or on PostgreSQL at `databaseUrl`, an empty database) answering at `origin`, without demo data. */
export function testShopEnv(o: { dataDir: string; databaseUrl?: string; origin: string; secret: string }) {
  return { DATA_DIR: o.dataDir, DATABASE_URL: o.databaseUrl ?? "", SEED_DEMO: "0", PUBLIC_URL: o.origin, AUTH_SECRET: o.secret };
}

/** No public limit refuses a test's reservations (all from 127.0.0.1, often with one phone number), nor asks for a proof of work. */
export const NO_PUBLIC_LIMITS = {
  RESERVATION_LIMIT_PER_IP: "0",
  RESERVATION_LIMIT_PER_PHONE: "0",
  RESERVATION_LIMIT_PER_EMAIL: "0",
  RESERVATION_ACTIVE_HOLDS: "0",
  PROOF_OF_WORK_FROM: "0",
};

export interface ShopServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The process's exit code once it has exited (null while it runs or when a signal ended it). */
  exitCode(): number | null;
}

/**
 * Starts the built server on 127.0.0.1:`port` with `env` over the test's environment; resolves once it
 * answers. `timeoutMs` (120 s): how long a start may take; a cluster starts three processes.
 */
export async function startShopServer(port: number, env: Record<string, string>, opts: { timeoutMs?: number } = {}): Promise<ShopServer> {
  let out = "";
  const child = spawn(process.execPath, [builtServerFile("index.js")], {
    cwd: root,
    // No nightly backup in the middle of a test unless the test asks for one (BACKUP_KEEP).
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), BACKUP_KEEP: "0", ...env },
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const failed = exited.then(() => {
    throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${out}`);
  });
  failed.catch(() => {});
  const origin = `http://127.0.0.1:${port}`;
  // Up means this process answers: a stale server on the port must not pass for it.
  try {
    await Promise.race([waitForHttp(`${origin}/healthz`, opts.timeoutMs ?? 120_000, 150), failed]);
  } catch (err) {
    if (child.exitCode !== null || child.signalCode !== null) throw err; // its output is in the message
    child.kill("SIGKILL");
    throw new Error(`${(err as Error).message}; the server printed:\n${out}`);
  }
  const banner = `listening on http://127.0.0.1:${port}`;
  if (!out.includes(banner)) await Promise.race([failed, new Promise((r) => setTimeout(r, 2000))]);
  if (!out.includes(banner)) throw new Error(`another process answers on port ${port}:\n${out}`);
  return {
    origin,
    output: () => out,
    exitCode: () => child.exitCode,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Adds an account through the CLI: an owner (`admin`), a counter (`role`), or one without a role. */
export function addShopUser(
  env: Record<string, string>,
  user: { email: string; password: string; admin?: boolean; role?: "counter"; language?: "es" | "en" },
) {
  const args = [
    builtServerFile("cli.js"),
    "user:add",
    "--email",
    user.email,
    ...(user.admin ? ["--admin"] : []),
    ...(user.role ? ["--role", user.role] : []),
    ...(user.language ? ["--language", user.language] : []),
  ];
  const add = spawnSync(process.execPath, args, {
    cwd: root,
    input: `${user.password}\n`,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (add.status !== 0) throw new Error(`user:add failed:\n${add.stdout}${add.stderr}`);
}

/** Signs in through the login form like a browser; returns the Cookie header to send afterwards. */
export async function signIn(origin: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: "" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || !cookies.some((c) => c.includes("session_token"))) {
    throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }
  return cookies.join("; ");
}
