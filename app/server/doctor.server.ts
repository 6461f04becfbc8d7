// `npm run doctor`: checks a configuration before going live and says what to fix, in plain words.
// Each check answers ok, a warning (works, but look at it) or a blocker (do not go live like this);
// the command exits non-zero when any check blocks. It reads the same environment as the server.
import fs from "node:fs";
import path from "node:path";
import { smtpError, smtpTransport } from "./mail/mailer.server";
import { desc, eq, sql } from "drizzle-orm";
import { backupRuns } from "~db/schema";
import { BACKUP_WARN_AFTER_MS } from "~/domain/backup-schedule";
import { DatabaseStartError, openDatabase, redactUrl } from "./infra/db.server";
import { backupDir, type Env, readEnv } from "./infra/env.server";
import { rowsOf } from "./infra/db-result.server";

export type CheckLevel = "ok" | "warn" | "block";

export interface CheckResult {
  level: CheckLevel;
  title: string;
  /** What was found and, when it is not ok, what to do. */
  detail: string;
}

const ok = (title: string, detail: string): CheckResult => ({ level: "ok", title, detail });
const warn = (title: string, detail: string): CheckResult => ({ level: "warn", title, detail });
const block = (title: string, detail: string): CheckResult => ({ level: "block", title, detail });

/** The checks that need nothing but the environment. */
export function configChecks(e: Env): CheckResult[] {
  const out: CheckResult[] = [];
  if (!e.PUBLIC_URL)
    out.push(block("Public address", "PUBLIC_URL is not set. Set it to the shop's https address, e.g. PUBLIC_URL=https://shop.example"));
  else if (!e.PUBLIC_URL.startsWith("https://"))
    out.push(
      block("Public address", `PUBLIC_URL is ${e.PUBLIC_URL}: it must start with https:// (sign-in cookies are only Secure with https).`),
    );
  else out.push(ok("Public address", `${e.PUBLIC_URL}`));

  if (e.AUTH_SECRET) out.push(ok("Sign-in key", "AUTH_SECRET is set"));
  else if (e.DATABASE_URL)
    out.push(
      block("Sign-in key", "AUTH_SECRET is not set; the server refuses to start without it. Make one with: openssl rand -base64 48"),
    );
  else
    out.push(
      warn(
        "Sign-in key",
        `AUTH_SECRET is not set: the key in ${path.resolve(e.DATA_DIR, "auth-secret")} is used. Keep that file apart from the backups.`,
      ),
    );

  const behindProxy = e.TRUST_PROXY !== 0 && !(Array.isArray(e.TRUST_PROXY) && e.TRUST_PROXY.length === 0);
  const localOnly = e.HOST === "127.0.0.1" || e.HOST === "::1" || e.HOST === "localhost";
  if (localOnly && !behindProxy)
    out.push(
      block(
        "Reverse proxy",
        `The server listens on ${e.HOST} only, so a proxy (Caddy, nginx) must stand in front of it, but TRUST_PROXY is 0: every visitor would count as one client for the limits. Set TRUST_PROXY=1.`,
      ),
    );
  else if (!localOnly && behindProxy)
    out.push(
      block(
        "Reverse proxy",
        `TRUST_PROXY is set but the server listens on ${e.HOST}, where anyone can reach it without the proxy and forge X-Forwarded-For. Set HOST=127.0.0.1 (the proxy on the same machine), or close the port in the firewall and set TRUST_PROXY to the proxy's address.`,
      ),
    );
  else if (!behindProxy)
    out.push(
      warn(
        "Reverse proxy",
        "No proxy in front (TRUST_PROXY=0): the shop must then serve https itself, which it does not. Put Caddy or nginx in front.",
      ),
    );
  else out.push(ok("Reverse proxy", `TRUST_PROXY=${String(e.TRUST_PROXY)}, listening on ${e.HOST}:${e.PORT}`));

  if (!e.DATABASE_URL)
    out.push(
      warn(
        "Database",
        "The embedded database (PGlite) runs without fsync: fine to try the shop, but a live shop should use PostgreSQL (DATABASE_URL).",
      ),
    );
  return out;
}

/** The mail server answers and accepts the login of SMTP_URL (a real SMTP connection). */
export async function mailCheck(e: Env): Promise<CheckResult> {
  if (!e.SMTP_URL)
    return warn(
      "Mail server",
      `SMTP_URL is not set: customers' e-mails are written to ${path.resolve(e.DATA_DIR, "outbox")} and never sent.`,
    );
  const transport = await smtpTransport(e.SMTP_URL, { connect: 8000, socket: 10_000 }, e.SMTP_ALLOW_PLAIN);
  try {
    await transport.verify();
    return ok("Mail server", `${redactUrl(e.SMTP_URL, "SMTP_URL")} answers and accepts the login`);
  } catch (err) {
    return block(
      "Mail server",
      `${redactUrl(e.SMTP_URL, "SMTP_URL")} did not work: ${(smtpError(err) as Error).message}. Check the host, port, user and password.`,
    );
  } finally {
    transport.close();
  }
}

/** The backup folder can be written, and there is free disk space. */
export function diskChecks(e: Env): CheckResult[] {
  const out: CheckResult[] = [];
  const dir = backupDir(e);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.doctor-${process.pid}`);
    fs.writeFileSync(probe, "ok", { mode: 0o600 });
    fs.rmSync(probe);
    out.push(ok("Backup folder", `${dir} is writable`));
  } catch (err) {
    out.push(
      block("Backup folder", `${dir} cannot be written (${(err as Error).message}). Create it for the shop's user, or set BACKUP_DIR.`),
    );
  }
  try {
    const target = fs.existsSync(dir) ? dir : path.resolve(e.DATA_DIR);
    const st = fs.statfsSync(fs.existsSync(target) ? target : process.cwd());
    const freeGb = (st.bavail * st.bsize) / 1e9;
    const text = `${freeGb.toFixed(1)} GB free`;
    if (freeGb < 0.5) out.push(block("Disk space", `${text}: backups and the database need room. Free some space first.`));
    else if (freeGb < 2) out.push(warn("Disk space", `${text}: fourteen backups and the photos may need more.`));
    else out.push(ok("Disk space", text));
  } catch (err) {
    out.push(warn("Disk space", `could not be measured: ${(err as Error).message}`));
  }
  return out;
}

/** Migrations applied, the database's version and the last backup's age. */
export async function databaseChecks(
  e: Env,
  migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations"),
): Promise<CheckResult[]> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, owner: "the doctor command" });
  } catch (err) {
    if (err instanceof DatabaseStartError && !e.DATABASE_URL)
      return [ok("Database", "the running shop holds the embedded database (it applies the migrations at its start)")];
    return [block("Database", `cannot be opened: ${(err as Error).message}`)];
  }
  const out: CheckResult[] = [];
  const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
    const r = await database.db.execute(q);
    return rowsOf<T>(r);
  };
  try {
    const [{ version }] = await rows<{ version: string }>(sql`select current_setting('server_version') as version`);
    const major = Number(/^(\d+)/.exec(version)?.[1] ?? 0);
    out.push(
      major >= 15
        ? ok("Database version", `PostgreSQL ${version}`)
        : block("Database version", `PostgreSQL ${version}: the shop needs 15 or newer.`),
    );
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where to_regclass('drizzle.__drizzle_migrations') is not null`,
    ).catch(() => [{ n: 0 }]);
    const n = applied[0]?.n ?? 0;
    if (n >= journal.entries.length) out.push(ok("Migrations", `all ${journal.entries.length} applied`));
    else
      out.push(
        block(
          "Migrations",
          `${n} of ${journal.entries.length} applied. Run npm run db:migrate (the server also applies them when it starts).`,
        ),
      );
    if (n > 0) {
      const [last] = await database.db.select().from(backupRuns).orderBy(desc(backupRuns.day)).limit(1);
      const [lastOk] = await database.db
        .select()
        .from(backupRuns)
        .where(eq(backupRuns.status, "ok"))
        .orderBy(desc(backupRuns.day))
        .limit(1);
      if (last?.status === "failed") out.push(warn("Last backup", `the backup of ${last.day} failed: ${last.error ?? "unknown error"}`));
      else if (!lastOk) out.push(warn("Last backup", "none yet: the server takes one every night at the backup time of the settings."));
      else {
        const at = lastOk.finishedAt ?? lastOk.startedAt;
        const hours = Math.round((Date.now() - at.getTime()) / 3_600_000);
        const text = `${lastOk.file ?? lastOk.day}, ${hours} hours ago`;
        out.push(
          Date.now() - at.getTime() > BACKUP_WARN_AFTER_MS ? warn("Last backup", `${text}: older than two days.`) : ok("Last backup", text),
        );
      }
    }
  } catch (err) {
    out.push(block("Database", `could not be checked: ${(err as Error).message}`));
  } finally {
    await database.close();
  }
  return out;
}

/** Every check, in the order the report prints them; a configuration that does not parse is the one blocker. */
export async function runDoctor(source: NodeJS.ProcessEnv = process.env): Promise<CheckResult[]> {
  let e: Env;
  try {
    e = readEnv(source);
  } catch (err) {
    return [block("Configuration", (err as Error).message)];
  }
  return [...configChecks(e), await mailCheck(e), ...diskChecks(e), ...(await databaseChecks(e))];
}

const MARK: Record<CheckLevel, string> = { ok: "ok     ", warn: "WARNING", block: "BLOCKER" };

/** The report as text, one line per check, and a last line that says whether the shop can go live. */
export function formatReport(results: CheckResult[]): string {
  const lines = results.map((r) => `${MARK[r.level]}  ${r.title}: ${r.detail}`);
  const blockers = results.filter((r) => r.level === "block").length;
  const warnings = results.filter((r) => r.level === "warn").length;
  lines.push(
    blockers
      ? `\n${blockers} ${blockers === 1 ? "thing blocks" : "things block"} going live: fix ${blockers === 1 ? "it" : "them"} and run npm run doctor again.`
      : `\nReady to go live${warnings ? ` (${warnings} ${warnings === 1 ? "warning" : "warnings"} to read)` : ""}.`,
  );
  return lines.join("\n");
}
