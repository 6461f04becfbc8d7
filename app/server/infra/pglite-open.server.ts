// Opening an embedded PGlite database, for the server (app/server/infra/db.server.ts) and for the
// build that makes the migrated template (app/server/infra/pglite-template.server.ts, run from
// vite.config.ts): one set of extensions and start parameters for both. No path aliases here: the
// build's configuration loads this file as it is.
import type { PGlite } from "@electric-sql/pglite";

/**
 * The one place this process creates an embedded PGlite (in memory without `dataDir`); the
 * backup's copy runs in a child process that opens its own with the same extension and the
 * settings it is handed (pglite-copy.server.ts). It loads the
 * extensions the migrations create: PGlite cannot run `CREATE EXTENSION pg_trgm` (decision 022)
 * unless the extension was handed to it when it was opened. Imported lazily so a PostgreSQL
 * deployment never loads the WebAssembly build.
 */
export async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const [{ PGlite: Embedded }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return new Embedded({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...Embedded.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * PGlite's Postgres keeps its page cache inside the process (initdb's default is 128 MB, most of
 * an idle server's memory once touched). One process, one connection, a shop-sized database and
 * the operating system's own file cache underneath: a smaller cache serves as fast (decision 057).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";
