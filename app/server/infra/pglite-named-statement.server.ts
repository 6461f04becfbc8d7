// A hot query kept as a named prepared statement on the embedded database (PGlite). PGlite's own
// query() sends every statement unnamed: PostgreSQL parses, analyses and plans it on each call,
// and the plan asks the file system for every relation's size. For the storefront's listing, run
// on every uncached page view, that was about a third of the database's time (demo shop, Node 24,
// WebAssembly baseline code). Kept named, PostgreSQL parses it once and, after five executions,
// keeps a generic plan when it costs no more than the plans made for the values; each call is then
// one round trip (bind, describe, execute, sync) instead of five.
// PostgreSQL (the `pg` driver) is left alone: the server plans an unnamed statement with its values,
// which its partial indexes need, and a pool of connections would need a statement per connection.
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

type PgliteModule = typeof import("@electric-sql/pglite");

/** What Drizzle's PGlite prepared query calls on its client. */
interface QueryClient {
  query(text: string, params: unknown[], options: QueryOptions): Promise<Results>;
}

/** The PGlite instance behind a Drizzle handle, or undefined on PostgreSQL (or inside a transaction). */
function pgliteOf(db: unknown): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client as Partial<PGlite> | undefined;
  return client && typeof client.execProtocol === "function" && typeof client._runExclusiveQuery === "function"
    ? (client as PGlite)
    : undefined;
}

let statementCount = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** invalid_sql_statement_name: the session lost the statement (it was deallocated). */
const NO_SUCH_STATEMENT = "26000";

/**
 * A client for one statement text that runs it as a named prepared statement on `pg`, with the
 * same locks, value serializers, type parsers and result shape as PGlite's query().
 */
function namedStatementClient(pg: PGlite, lib: PgliteModule, text: string): QueryClient {
  const { serialize } = lib.protocol;
  const name = `tyre_shop_${++statementCount}`;
  let paramTypes: number[] | undefined;

  /** Parse once; the statement's parameter types come back with its description. */
  async function prepare() {
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    paramTypes = lib.parse.parseDescribeStatementResults(messages);
  }

  async function run(params: unknown[], options: QueryOptions): Promise<Results> {
    if (!paramTypes) await prepare();
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options.serializers?.[paramTypes![i]!] ?? pg.serializers[paramTypes![i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return lib.parse.parseResults(messages, pg.parsers, options)[0]!;
  }

  return {
    // The same two locks as PGlite's query(): never between another query's messages, never
    // inside another caller's transaction.
    query: (_text, params, options) =>
      pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          try {
            return await run(params, options);
          } catch (e) {
            if ((e as { code?: string }).code !== NO_SUCH_STATEMENT) throw e;
            paramTypes = undefined;
            return await run(params, options);
          }
        }),
      ),
  };
}

/**
 * Makes a Drizzle prepared query on PGlite run as a named prepared statement (once per query: call
 * it where the prepared query is built and cached). On PostgreSQL it returns the query unchanged.
 */
export async function keepNamedOnPglite<Q extends object>(db: unknown, prepared: Q): Promise<Q> {
  const pg = pgliteOf(db);
  const target = prepared as { client?: unknown; queryString?: unknown };
  if (!pg || !target.client || typeof target.queryString !== "string") return prepared;
  // Already loaded: the database handle is one.
  const lib = await import("@electric-sql/pglite");
  target.client = namedStatementClient(pg, lib, target.queryString);
  return prepared;
}
