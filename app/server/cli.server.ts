// Shared start-up for command-line tools: opens the database like the server does (taking the
// PGlite lock, so a running server makes the CLI refuse), runs migrations, builds the auth.
import { AuthSecretError, createAuth, resolveAuthSecret } from "./auth/auth.server";
import { type Database, DatabaseStartError, openDatabase } from "./infra/db.server";
import { migrateAsOwner, migrateDatabase } from "./first-run.server";
import { publicUrl, readEnv } from "./infra/env.server";
import { closeToOthers, keepDataPrivate } from "./infra/private-files.server";

export async function openForCli(name: string) {
  let e;
  try {
    e = readEnv();
  } catch (err) {
    fail((err as Error).message);
  }
  keepDataPrivate(e.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, owner: `the ${name} command` });
  } catch (err) {
    if (err instanceof DatabaseStartError) fail(err.message);
    throw err;
  }
  if (e.MIGRATION_DATABASE_URL) await migrateAsOwner(database, e.MIGRATION_DATABASE_URL);
  else await migrateDatabase(database);
  if (database.kind === "pglite") closeToOthers(database.location);
  let secret: string;
  try {
    secret = await resolveAuthSecret(database.db, { fromEnv: e.AUTH_SECRET, dataDir: e.DATA_DIR, postgres: database.kind === "postgres" });
  } catch (err) {
    await database.close().catch(() => {});
    if (err instanceof AuthSecretError) fail(err.message);
    throw err;
  }
  const auth = createAuth(database.db, { secret, baseURL: publicUrl(e) });
  return { env: e, database, auth };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
