// Opens the database for the server process: lock (PGlite), migrations, demo data on an empty
// embedded database, the auth instance. Used by the server (app.server.ts), which hands both to
// every loader and action through the router context; the CLIs use openForCli.
import { count } from "drizzle-orm";
import { tyres } from "~db/schema";
import { type Auth, createAuth, resolveAuthSecret } from "./auth/auth.server";
import { type Database, openDatabase } from "./infra/db.server";
import { migrateAsOwner, migrateDatabase } from "./first-run.server";
import { type Env, publicUrl } from "./infra/env.server";
import { closeToOthers } from "./infra/private-files.server";
import { addStartNotice, demoAdminNotice } from "./infra/start-notice.server";

/**
 * `migrate: false`: a cluster worker, whose primary has already migrated the database (the
 * migrations run once, never by several processes at the same moment).
 */
export interface OpenShop {
  database: Database;
  /** The sign-in library's instance on that database. */
  auth: Auth;
}

export async function bootstrap(e: Env, log: (line: string) => void = console.log, opts: { migrate?: boolean } = {}): Promise<OpenShop> {
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, owner: "the tyre shop server" });
  try {
    if (database.kind === "pglite" && e.NODE_ENV === "production") {
      log(
        `Using the embedded PGlite database in ${database.location}: fine for trying the shop; production belongs on PostgreSQL (set DATABASE_URL).`,
      );
    }
    if (opts.migrate === false) {
      /* migrated by the cluster's primary */
    } else if (e.MIGRATION_DATABASE_URL) await migrateAsOwner(database, e.MIGRATION_DATABASE_URL);
    else await migrateDatabase(database);
    const secret = await resolveAuthSecret(
      database.db,
      { fromEnv: e.AUTH_SECRET, dataDir: e.DATA_DIR, postgres: database.kind === "postgres" },
      log,
    );
    const auth = createAuth(database.db, { secret, baseURL: publicUrl(e) });
    if (database.kind === "pglite" && e.SEED_DEMO) {
      const [{ n }] = await database.db.select({ n: count() }).from(tyres);
      if (n === 0) {
        const { seedDemo } = await import("~db/seed/demo");
        const result = await seedDemo(database.db, auth);
        log(`Loaded demo data: ${result.tyres} tyres, ${result.posts} blog posts.`);
        if (result.admin) {
          log("Demo admin created: its one-time password is shown once the server listens.");
          addStartNotice(demoAdminNotice(result.admin));
        }
      }
    }
    if (database.kind === "pglite") closeToOthers(database.location);
    return { database, auth };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
