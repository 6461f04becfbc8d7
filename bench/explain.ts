// EXPLAIN of the storefront's listing queries: the SQL listTyres really runs for one page view
// (the page of rows and the capped count), captured through a Drizzle logger over the same client,
// then EXPLAIN (ANALYZE, BUFFERS) 7 times, median of the last 5.
import { sql } from "drizzle-orm";
import * as schema from "~db/schema";
import type { ListingFilters } from "~/domain/listing-filters";
import type { Database, Db } from "~/server/infra/db.server";
import { listTyres } from "~/server/storefront/storefront.server";
import { log, median, recordError, rows } from "./common";
import { COMMON } from "./seed";

interface ExplainResult {
  source: string;
  sql: string;
  executionMs: number;
  planningMs: number;
  nodeTypes: string[];
  indexes: string[];
  indexBacked: boolean;
}

export type ListingExplain = { filtered?: ExplainResult[]; unfiltered?: ExplainResult[] };

const SOURCE = "app/server/storefront/storefront.server.ts listTyres (SQL captured from a Drizzle logger)";

/** The SQL (parameters inlined) of every query listTyres runs for these filters. */
async function listingSql(database: Database, filters: ListingFilters): Promise<string[]> {
  const captured: string[] = [];
  const logger = {
    logQuery(query: string, params: unknown[]) {
      captured.push(
        query.replace(/\$(\d+)/g, (_, i: string) => {
          const v = params[Number(i) - 1];
          return typeof v === "number" || typeof v === "boolean" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
        }),
      );
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const spy = (database.kind === "pglite"
    ? (await import("drizzle-orm/pglite")).drizzle({ client: client as never, schema, logger })
    : (await import("drizzle-orm/node-postgres")).drizzle({ client: client as never, schema, logger })) as unknown as Db;
  await listTyres(spy, filters);
  if (!captured.length) throw new Error("listTyres ran no query");
  return captured;
}

async function explain(db: Db, text: string): Promise<ExplainResult> {
  const runs: { exec: number; plan: number; json: Record<string, unknown> }[] = [];
  for (let i = 0; i < 7; i++) {
    const out = await rows<Record<string, unknown>>(db, sql.raw(`explain (analyze, buffers, format json) ${text}`));
    const cell = Object.values(out[0]!)[0];
    const json = (typeof cell === "string" ? JSON.parse(cell) : cell)[0] as Record<string, unknown>;
    runs.push({ exec: json["Execution Time"] as number, plan: json["Planning Time"] as number, json });
  }
  const nodeTypes: string[] = [];
  const indexes: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    nodeTypes.push(node["Node Type"] as string);
    if (node["Index Name"]) indexes.push(node["Index Name"] as string);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(runs[runs.length - 1]!.json.Plan as Record<string, unknown>);
  const indexBacked = nodeTypes.some((t) => /Index/.test(t)) && !nodeTypes.includes("Seq Scan");
  return {
    source: SOURCE,
    sql: text.replace(/\s+/g, " ").trim(),
    executionMs: median(runs.slice(2).map((r) => r.exec)), // first runs warm the cache
    planningMs: median(runs.slice(2).map((r) => r.plan)),
    nodeTypes,
    indexes,
    indexBacked,
  };
}

/** The listing filtered by the common size and unfiltered; a query that fails is recorded and skipped. */
export async function explainListing(database: Database, backend: string): Promise<ListingExplain> {
  const out: ListingExplain = {};
  for (const [k, filters] of [
    ["filtered", { ...COMMON }],
    ["unfiltered", {}],
  ] as const) {
    const list: ExplainResult[] = [];
    for (const text of await listingSql(database, filters)) {
      try {
        const e = await explain(database.db, text);
        list.push(e);
        log(
          `   listing ${k}: ${e.executionMs.toFixed(3)} ms execution (planning ${e.planningMs.toFixed(3)} ms), plan ${e.nodeTypes.join(" > ")}${e.indexes.length ? ` [${e.indexes.join(", ")}]` : ""}`,
        );
        log(`      ${e.sql.slice(0, 160)}${e.sql.length > 160 ? "…" : ""}`);
      } catch (err) {
        log(`   EXPLAIN ${k} failed: ${(err as Error).message}`);
        recordError(`${backend}: explain ${k}`, err);
      }
    }
    out[k] = list;
  }
  log(`   query source: ${SOURCE}`);
  return out;
}
