// A supplier's price list in its own layout: the owner names, once per supplier, which of the
// file's headers holds each of our columns; the mapping is remembered under the supplier's name.
import type { Reason } from "~/lib/reason";

/** Our columns a supplier's file can fill, with their labels on the mapping form. */
export const MAPPABLE_COLUMNS = [
  ["stock_code", "Stock code"],
  ["ean", "EAN"],
  ["width", "Width"],
  ["aspect", "Aspect"],
  ["rim", "Rim"],
  ["load_index", "Load index"],
  ["speed_rating", "Speed rating"],
  ["brand", "Brand"],
  ["model", "Model"],
  ["condition", "Condition"],
  ["season", "Season"],
  ["quantity", "Quantity"],
  ["unit_price_eur", "Unit price (EUR)"],
  ["cost_eur", "Cost price (EUR)"],
] as const;

export type MappableColumn = (typeof MAPPABLE_COLUMNS)[number][0];
export type ColumnMapping = Partial<Record<MappableColumn, string>>;

const SIZE = ["width", "aspect", "rim", "load_index", "speed_rating"] as const;

/** The supplier's name as the mapping's key: trimmed, spaces collapsed, lower case. */
export function supplierKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Why a mapping does not fit a file: the words are the staff catalogue's (importing.messages.mapping). */
export interface MappingMessages {
  noColumn: (header: string, column: string) => string;
  twice: string;
  matchOrDescribe: string;
  something: string;
}

/**
 * Why a mapping cannot be used with a file of `headers`, or null: each mapped header must be in
 * the file, no header may fill two columns, and a row must be matched (stock code or EAN) or
 * described (width, aspect, rim, load index and speed rating).
 */
export function mappingProblem(mapping: ColumnMapping, headers: readonly string[]): Reason<MappingMessages> | null {
  const inFile = new Set(headers.map((h) => h.trim().toLowerCase()));
  const used = Object.entries(mapping).filter((e): e is [string, string] => !!e[1]);
  const missing = used.find(([, h]) => !inFile.has(h.trim().toLowerCase()));
  if (missing) return { key: "noColumn", values: [missing[1].slice(0, 40), missing[0]] };
  const headersUsed = used.map(([, h]) => h.trim().toLowerCase());
  if (new Set(headersUsed).size !== headersUsed.length) return { key: "twice" };
  const has = (c: MappableColumn) => !!mapping[c];
  if (!has("stock_code") && !has("ean") && !SIZE.every(has)) return { key: "matchOrDescribe" };
  if (!has("unit_price_eur") && !has("quantity") && !has("cost_eur") && !SIZE.every(has)) return { key: "something" };
  return null;
}
