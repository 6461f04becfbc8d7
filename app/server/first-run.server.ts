// A database's first run, by the start-up and the command-line tools (never by the opener,
// db.server.ts, which only opens): the migrations, then what a new database starts from that SQL
// cannot know, the shop's first settings (app/config/shop.ts).
import { sql } from "drizzle-orm";
import { APPEND_ONLY_TABLES, type Database, defaultMigrationsFolder, openDatabase } from "./infra/db.server";
import { rowsOf } from "./infra/db-result.server";
import { ensureShopSettings } from "./settings/settings.server";

/**
 * Applies the migrations, then writes what a new database starts from that SQL cannot know: the
 * shop's first settings (app/config/shop.ts), when there are none yet (and the migrations applied
 * have created their table: a test may stop at an older one).
 */
export async function migrateDatabase(database: Database, migrationsFolder = defaultMigrationsFolder()) {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
  const found = await database.db.execute(sql`select to_regclass('shop_settings') is not null as present`);
  const rows = rowsOf<{ present: boolean }>(found);
  if (rows[0]?.present) await ensureShopSettings(database.db);
}

/**
 * Runs the migrations through `ownerUrl`, a role that owns the tables, then grants the role of
 * `database` (the one the shop serves with) what it needs and nothing more: rows in, out and
 * changed, sequences, but only SELECT and INSERT on the append-only tables. A role that does not
 * own a table cannot switch its triggers off, drop it or truncate it.
 */
export async function migrateAsOwner(database: Database, ownerUrl: string, migrationsFolder = defaultMigrationsFolder()) {
  if (database.kind !== "postgres") throw new Error("MIGRATION_DATABASE_URL is for PostgreSQL (set DATABASE_URL too)");
  const owner = await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
  try {
    await migrateDatabase(owner, migrationsFolder);
    const appName = rowsOf<{ name: string }>(await database.db.execute(sql`select current_user as name`))[0]!.name;
    const appRole = sql.identifier(appName);
    const ownerName = rowsOf<{ name: string }>(await owner.db.execute(sql`select current_user as name`))[0]!.name;
    if (ownerName === appName) return;
    await owner.db.execute(sql`GRANT USAGE ON SCHEMA public TO ${appRole}`);
    await owner.db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${appRole}`);
    await owner.db.execute(sql`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${appRole}`);
    for (const table of APPEND_ONLY_TABLES) {
      await owner.db.execute(sql`REVOKE UPDATE, DELETE, TRUNCATE ON ${sql.identifier(table)} FROM ${appRole}`);
    }
  } finally {
    await owner.close();
  }
}
