// Real databases for integration tests: an in-memory PGlite always, and a fresh PostgreSQL
// database per test file when TEST_DATABASE_URL is set (created here with createScratchPostgres,
// as the benchmark and the scripts make theirs, and dropped afterwards).
import { createScratchPostgres } from "~db/scratch";
import { type Database, migrateDatabase, openDatabase } from "~/server/db.server";

export type TestBackend = "pglite" | "postgres";

/** The backends this run tests against: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_BACKENDS: TestBackend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  backend: TestBackend;
  /** Connection URL of the per-file PostgreSQL database (undefined on PGlite). */
  url?: string;
}

/** `migrationsFolder`: migrate with another folder (e.g. older migrations only, to test an upgrade). */
export async function createTestDatabase(
  backend: TestBackend,
  opts: { poolSize?: number; migrationsFolder?: string } = {},
): Promise<TestDatabase> {
  if (backend === "pglite") {
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database, opts.migrationsFolder);
    return { ...database, backend };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchPostgres(adminUrl, "tyre_test");
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
