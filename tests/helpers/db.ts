// Real databases for integration tests: an in-memory PGlite always, and a fresh PostgreSQL
// database per test file when TEST_DATABASE_URL is set (created here with createScratchPostgres,
// as the benchmark and the scripts make theirs, and dropped afterwards).
import fs from "node:fs";
import { and, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createScratchPostgres } from "~db/scratch";
import { type Database, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { setTestDatabase } from "./test-shop";

export type TestBackend = "pglite" | "postgres";

/** The backends this run tests against: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_BACKENDS: TestBackend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  backend: TestBackend;
  /** Connection URL of the per-file PostgreSQL database (undefined on PGlite). */
  url?: string;
}

let migratedPglite: Blob | undefined;

/**
 * A migrated database: a copy of the one the run's global setup migrated once
 * (tests/helpers/db-templates.global.ts), then migrateDatabase as the server runs it at start
 * (nothing left to apply). `migrationsFolder`: migrate an empty database with another folder
 * instead (e.g. older migrations only, to test an upgrade).
 */
export async function createTestDatabase(
  backend: TestBackend,
  opts: { poolSize?: number; migrationsFolder?: string } = {},
): Promise<TestDatabase> {
  const fromTemplate = !opts.migrationsFolder;
  if (backend === "pglite") {
    const templateFile = fromTemplate ? inject("pgliteTemplateFile") : undefined;
    if (templateFile) migratedPglite ??= new Blob([fs.readFileSync(templateFile)]);
    const database = await openDatabase({ memory: true, loadDataDir: templateFile ? migratedPglite : undefined });
    await migrateDatabase(database, opts.migrationsFolder);
    return { ...database, backend };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = fromTemplate ? inject("postgresTemplate") : undefined;
  const scratch = await createScratchPostgres(adminUrl, "tyre_test", { template: template || undefined });
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: opts.poolSize ?? 20 });
  await migrateDatabase(database, opts.migrationsFolder);
  return {
    ...database,
    backend,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * On PostgreSQL, wait until `count` sessions of this database wait on a lock: a race test holds a
 * row (or an uncommitted insert) until every racer is blocked on it, so they really run at once.
 * `what` names them in the failure ("returns are waiting on the invoice lock").
 */
export async function waitForLockWaiters(db: Database["db"], count: number, what: string, tries = 400): Promise<void> {
  for (let i = 0; ; i++) {
    const [{ waiting }] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(and(sql`datname = current_database()`, sql`wait_event_type = 'Lock'`));
    if (waiting >= count) return;
    if (i > tries) throw new Error(`only ${waiting} of ${count} ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Why a race test does not run on PGlite (appended to its name there, so the report says it). */
export const PGLITE_RACE_SKIP =
  "skipped on PGlite: it runs one transaction at a time, so the racers take turns and this would pass without the lock; it runs on PostgreSQL";

/**
 * `it` for a race between transactions. Such a test proves its lock only where transactions really
 * run at once: on PGlite it would stay green with the lock removed, so there it is reported as
 * skipped with the reason rather than passing for a proof it is not. Runs on PostgreSQL
 * (TEST_DATABASE_URL; CI sets it when PostgreSQL answers, and says at the end whether it did).
 */
export function itRace(backend: TestBackend) {
  const pglite = backend === "pglite";
  return (name: string, fn: () => Promise<unknown> | void, timeout?: number) =>
    it.skipIf(pglite)(pglite ? `${name} (${PGLITE_RACE_SKIP})` : name, fn, timeout);
}

/** A race's outcome: exactly one racer won; the others' refusals, for the test to check. */
export function oneWinner(results: PromiseSettledResult<unknown>[]): PromiseRejectedResult["reason"][] {
  const won = results.filter((r) => r.status === "fulfilled");
  const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(results.length - 1);
  return lost.map((r) => r.reason);
}

/**
 * For a describe block of routes called in-process: a new database on `backend` made the app's
 * before all its tests, unset and closed after them. Read `db` inside the tests.
 */
export function appDatabaseSuite(backend: TestBackend) {
  let database: TestDatabase | undefined;
  const suite = { db: undefined as unknown as Database["db"] };
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    suite.db = database.db;
    setTestDatabase(database);
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    await database?.close();
  });
  return suite;
}
