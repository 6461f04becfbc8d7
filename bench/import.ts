// CSV import timing: a generated CSV of stock-like rows through parseTyreCsv, then importTyres into
// a fresh database.
import { sql } from "drizzle-orm";
import { rng } from "~db/seed/demo";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { TEMPLATE_HEADERS, parseTyreCsv } from "~/domain/csv-import";
import type { Database } from "~/server/db.server";
import { importTyres } from "~/server/import.server";
import { log, rows } from "./common";
import { BRANDS, SIZES, pick } from "./seed";

export interface ImportTiming {
  backend: string;
  rows: number;
  parseMs: number;
  importMs: number;
  totalMs: number;
  written: number;
  rejected: number;
}

function importCsv(rowsWanted: number): string {
  const r = rng(99);
  const lines = [TEMPLATE_HEADERS.join(",")];
  for (let i = 0; i < rowsWanted; i++) {
    const [[w, a, rim, li, sr]] = pick(SIZES, 1, r());
    const [brand, models] = pick(BRANDS, 2, r());
    const worn = r() < 0.5;
    lines.push(
      [
        w,
        a,
        rim,
        li,
        sr,
        brand,
        models[0],
        worn ? "part-worn" : "new",
        "single",
        1 + Math.floor(r() * 4),
        worn ? "35.00" : "",
        "2.40",
        `Rack ${1 + (i % 9)}`,
        worn ? '"Even wear, no repairs"' : "",
        worn ? "5.5" : "",
        worn ? "0523" : "",
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

export async function timeImport(database: Database, backend: string, rowsWanted: number): Promise<ImportTiming> {
  const text = importCsv(rowsWanted);
  const t0 = performance.now();
  const parsed = parseTyreCsv(text, DEFAULT_SHOP_SETTINGS);
  const parseMs = performance.now() - t0;
  await importTyres(database.db, parsed.rows);
  const totalMs = performance.now() - t0;
  const [{ n }] = await rows<{ n: string }>(database.db, sql`select count(*)::text as n from tyres`);
  const written = Number(n);
  const rejected = parsed.errors.length;
  log(
    `   ${backend}: ${rowsWanted} rows in ${(totalMs / 1000).toFixed(2)} s (parse ${parseMs.toFixed(0)} ms), ${written} written, ${rejected} rejected`,
  );
  return { backend, rows: rowsWanted, parseMs, importMs: totalMs - parseMs, totalMs, written, rejected };
}
