// CSV import timing, as the import screen runs it: a generated CSV of stock-like rows previewed
// (read, matched, planned and stored) then applied into a fresh database; then the stock's own
// export with every price changed, previewed and applied as 10,000 updates.
import { sql } from "drizzle-orm";
import { rng } from "~db/seed/demo";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { TEMPLATE_HEADERS, readCsvTable } from "~/domain/csv-import";
import type { Database } from "~/server/infra/db.server";
import { stockExportCsv } from "~/server/inventory/exports.server";
import { applyImport, previewImport } from "~/server/inventory/import.server";
import { parseInventoryQuery } from "~/server/inventory/inventory.server";
import { log, rows } from "./common";
import { BRANDS, SIZES, pick } from "./seed";

export interface ImportTiming {
  backend: string;
  rows: number;
  /** New tyres: preview (parse, match, plan, store) and apply. */
  previewMs: number;
  applyMs: number;
  /** The export with every price changed: preview and apply of as many updates. */
  updatePreviewMs: number;
  updateApplyMs: number;
  updated: number;
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
  const options = { pricing: DEFAULT_SHOP_SETTINGS, newRows: "add" as const };
  const text = importCsv(rowsWanted);
  const t0 = performance.now();
  const preview = await previewImport(database.db, readCsvTable(text), options);
  const t1 = performance.now();
  await applyImport(database.db, preview.id);
  const t2 = performance.now();
  const [{ n }] = await rows<{ n: string }>(database.db, sql`select count(*)::text as n from tyres`);
  const written = Number(n);
  const rejected = preview.plan.errors.length;

  // Every unit price up by one euro (the 11th column of the export: stock_code first).
  const exported = (await stockExportCsv(database.db, parseInventoryQuery(new URLSearchParams()))).split("\r\n");
  const edited = [
    exported[0],
    ...exported.slice(1).map((line) => {
      const cells = line.split(";");
      if (cells.length > 11) cells[11] = (Number(cells[11]!.replace(",", ".")) + 1).toFixed(2).replace(".", ",");
      return cells.join(";");
    }),
  ].join("\r\n");
  const t3 = performance.now();
  const update = await previewImport(database.db, readCsvTable(edited), options);
  const t4 = performance.now();
  const applied = await applyImport(database.db, update.id);
  const t5 = performance.now();
  const timing = {
    backend,
    rows: rowsWanted,
    previewMs: t1 - t0,
    applyMs: t2 - t1,
    updatePreviewMs: t4 - t3,
    updateApplyMs: t5 - t4,
    updated: applied.updated,
    totalMs: t2 - t0,
    written,
    rejected,
  };
  log(
    `   ${backend}: ${rowsWanted} new rows: preview ${timing.previewMs.toFixed(0)} ms, apply ${timing.applyMs.toFixed(0)} ms (${written} written, ${rejected} rejected); ` +
      `${applied.updated} price updates: preview ${timing.updatePreviewMs.toFixed(0)} ms, apply ${timing.updateApplyMs.toFixed(0)} ms`,
  );
  return timing;
}
