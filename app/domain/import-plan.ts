// What an import will do, worked out before anything is written (the preview): each row matches
// an existing tyre by its stock code, else by its EAN, never by its description; a matched row
// changes only the columns the file has, and only where they differ. Pure: the server looks up
// the tyres the file names and stores the plan; applying it re-checks every changed field.
import {
  cellText,
  CSV_ROW_MESSAGES,
  importableCell,
  type CsvRowMessages,
  type CsvTable,
  rowNumber,
  tyreRecord,
  validateRow,
} from "./csv-import";
import { eanDigits } from "./ean";
import { centsToDecimal } from "./money";
import type { DefaultPricing } from "./pricing";
import { normaliseTyreId } from "./tyre-id";
import type { TyreInput } from "./tyre-form";

/** What to do with a row that matches no tyre the shop holds. */
export const NEW_ROW_MODES = ["add", "not-in-stock", "skip"] as const;
export type NewRowMode = (typeof NEW_ROW_MODES)[number];

/** A tyre the file names (by stock code or EAN), as stored. */
export interface KnownTyre {
  id: string;
  input: TyreInput;
}

export type TyreField = keyof TyreInput;

/** One field an update changes: the value previewed as stored and the value it becomes. */
export interface FieldChange {
  field: TyreField;
  from: TyreInput[TyreField];
  to: TyreInput[TyreField];
}

export interface PlannedUpdate {
  row: number;
  id: string;
  changes: FieldChange[];
}

export interface PlannedNew {
  row: number;
  input: TyreInput;
}

export interface ImportPlan {
  added: PlannedNew[];
  updated: PlannedUpdate[];
  unchanged: number;
  /** Rows for tyres the shop does not hold, left out (mode "skip"). */
  skipped: number;
  errors: string[];
  total: number;
}

/** The columns of the file that set each field (any alias counts). */
const FIELD_COLUMNS: Readonly<Record<TyreField, readonly string[]>> = {
  width: ["width"],
  aspect: ["aspect"],
  rim: ["rim"],
  loadIndex: ["load_index", "load"],
  speedRating: ["speed_rating", "speed"],
  brand: ["brand"],
  model: ["model"],
  condition: ["condition"],
  pairType: ["pair_type", "pair"],
  quantity: ["quantity", "qty"],
  unitPriceCents: ["unit_price_eur", "unit_price", "price"],
  disposalFeeCents: ["disposal_fee_eur_per_tyre", "disposal_fee"],
  location: ["location"],
  notes: ["notes"],
  imageUrl: ["image_url"],
  treadDepthMm: ["tread_depth_mm", "tread_depth"],
  dotCode: ["dot_code", "dot"],
  ean: ["ean", "ean13", "gtin", "barcode"],
  costCents: ["cost_eur", "cost"],
  season: ["season"],
  runFlat: ["run_flat"],
  reinforced: ["xl"],
  mudSnow: ["ms"],
  threePmsf: ["3pmsf"],
  fuelClass: ["fuel_class"],
  wetGripClass: ["wet_grip_class"],
  noiseDb: ["noise_db"],
  noiseClass: ["noise_class"],
  eprel: ["eprel"],
  inspectionRef: ["inspection_ref"],
  inspectionBy: ["inspection_by"],
};
export const TYRE_FIELDS = Object.keys(FIELD_COLUMNS) as TyreField[];

/**
 * How an update empties a field on purpose: a cell holding only this mark. An empty cell keeps the
 * stored value (a supplier's file with an empty column wipes nothing), and the export writes a
 * stored "-" behind its apostrophe, so the export still imports back unchanged.
 */
export const CLEAR_MARK = "-";
const isClearMark = (v: unknown) => typeof v === "string" && v.trim() === CLEAR_MARK;

/** Fields that cannot be empty: the clear mark leaves them as they are (an empty price does not mean "the price table"). */
const KEEP_WHEN_EMPTY = new Set<TyreField>([
  "width",
  "aspect",
  "rim",
  "loadIndex",
  "speedRating",
  "brand",
  "condition",
  "pairType",
  "quantity",
  "unitPriceCents",
  "disposalFeeCents",
]);

/**
 * Fields one condition cannot hold (tread depth and the inspection document on a new tyre, the EU
 * label on a part-worn one): a row that changes the condition drops them even when the file lacks
 * their columns, and the preview lists that change.
 */
const CONDITION_BOUND = new Set<TyreField>([
  "treadDepthMm",
  "inspectionRef",
  "inspectionBy",
  "fuelClass",
  "wetGripClass",
  "noiseDb",
  "noiseClass",
  "eprel",
]);

export const STOCK_CODE_COLUMNS = ["stock_code", "code"] as const;
const EAN_COLUMNS = FIELD_COLUMNS.ean;

const cell = (values: Record<string, unknown>, names: readonly string[]) => {
  for (const name of names) {
    const v = cellText(values[name]);
    if (v !== "") return v;
  }
  return "";
};

/** The stock codes and EANs the file names (what the server looks up). */
export function namedKeys(table: CsvTable): { ids: string[]; eans: string[] } {
  const ids = new Set<string>();
  const eans = new Set<string>();
  for (const { values } of table.records) {
    const id = normaliseTyreId(cell(values, STOCK_CODE_COLUMNS));
    if (id) ids.add(id);
    const ean = eanDigits(cell(values, EAN_COLUMNS));
    if (/^\d{13}$/.test(ean)) eans.add(ean);
  }
  return { ids: [...ids], eans: [...eans] };
}

const same = (a: unknown, b: unknown) => a === b || (a == null && b == null);

/**
 * The plan for `table` given the tyres it names (`known`, by stock code and by EAN). Every row is
 * one of: new, an update (with its changes), unchanged, skipped or an error with its message.
 */
export function planImport(
  table: CsvTable,
  known: readonly KnownTyre[],
  options: { pricing: DefaultPricing; now: Date; newRows: NewRowMode; rows?: CsvRowMessages; plan?: PlanMessages },
): ImportPlan {
  const m = options.plan ?? PLAN_MESSAGES;
  const rowMessages = options.rows ?? CSV_ROW_MESSAGES;
  const byId = new Map(known.map((t) => [t.id, t]));
  const byEan = new Map(known.filter((t) => t.input.ean).map((t) => [t.input.ean!, t]));
  const present = (f: TyreField) => FIELD_COLUMNS[f].some((c) => table.columns.has(c));

  // Two rows for one stock code or one EAN: both are refused (which one is meant is unknown).
  const rowsOf = new Map<string, number[]>();
  for (const { n, values } of table.records) {
    const code = cell(values, STOCK_CODE_COLUMNS);
    const id = code === "" ? null : (normaliseTyreId(code) ?? code);
    const ean = eanDigits(cell(values, EAN_COLUMNS));
    for (const key of [id ? m.stockCodeKey(id) : null, ean ? m.eanKey(ean) : null])
      if (key) rowsOf.set(key, [...(rowsOf.get(key) ?? []), n]);
  }
  const duplicate = new Map<number, string>();
  for (const [key, rows] of rowsOf)
    if (rows.length > 1)
      for (const n of rows) if (!duplicate.has(n)) duplicate.set(n, rowMessages.row(n, m.duplicate(key, rows.join(", "))));

  const plan: ImportPlan = {
    added: [],
    updated: [],
    unchanged: 0,
    skipped: 0,
    errors: [...table.errors],
    total: table.records.length + table.errors.length,
  };
  const rowOptions = { decimalComma: table.decimalComma, messages: rowMessages };
  for (const { n, values } of table.records) {
    const dup = duplicate.get(n);
    if (dup) {
      plan.errors.push(dup);
      continue;
    }
    const code = cell(values, STOCK_CODE_COLUMNS);
    const ean = eanDigits(cell(values, EAN_COLUMNS));
    let match: KnownTyre | undefined;
    if (code !== "") {
      const id = normaliseTyreId(code);
      match = id ? byId.get(id) : undefined;
      if (!match) {
        plan.errors.push(rowMessages.row(n, m.notInInventory(code.slice(0, 20))));
        continue;
      }
      const other = ean ? byEan.get(ean) : undefined;
      if (other && other.id !== match.id) {
        plan.errors.push(rowMessages.row(n, m.twoTyres(match.id, ean, other.id)));
        continue;
      }
    } else if (ean) match = byEan.get(ean);

    if (!match) {
      if (options.newRows === "skip") {
        plan.skipped++;
        continue;
      }
      // A new tyre has nothing to clear: its clear marks read as empty cells.
      const cells = Object.fromEntries(Object.entries(values).map(([c, v]) => [c, isClearMark(v) ? "" : v]));
      const input = validateRow(cells, n, options.pricing, options.now, rowOptions);
      if (typeof input === "string") plan.errors.push(input);
      else plan.added.push({ row: n, input: options.newRows === "not-in-stock" ? { ...input, quantity: 0 } : input });
      continue;
    }

    // The stored tyre's cells, overlaid with the file's: a column the file lacks stays as stored.
    // Both as cells the row rules read once: the stored text written as the export writes it,
    // the file's cell as it came.
    const merged: Record<string, unknown> = Object.fromEntries(
      Object.entries(tyreRecord(match.input, table.decimalComma)).map(([c, v]) => [c, importableCell(v)]),
    );
    for (const f of TYRE_FIELDS) {
      if (!present(f)) continue;
      const column = FIELD_COLUMNS[f].find((c) => cellText(values[c]) !== "");
      if (column == null) continue;
      const clear = isClearMark(values[column]);
      if (clear && KEEP_WHEN_EMPTY.has(f)) continue;
      for (const c of FIELD_COLUMNS[f]) delete merged[c];
      merged[FIELD_COLUMNS[f][0]!] = clear ? "" : values[column];
    }
    const after = validateRow(merged, n, options.pricing, options.now, { ...rowOptions, minQuantity: 0 });
    if (typeof after === "string") {
      plan.errors.push(after);
      continue;
    }
    // Exactly the file's columns change (and what a new condition cannot hold): a field the file
    // does not name keeps its stored value whatever the row rules would make of it.
    const conditionChanged = match.input.condition !== after.condition;
    const touched = (f: TyreField) => present(f) || (conditionChanged && CONDITION_BOUND.has(f));
    const changes = TYRE_FIELDS.filter((f) => touched(f) && !same(match.input[f], after[f])).map((field) => ({
      field,
      from: match.input[field],
      to: after[field],
    }));
    if (changes.length === 0) plan.unchanged++;
    else plan.updated.push({ row: n, id: match.id, changes });
  }
  plan.errors.sort((a, b) => rowNumber(a) - rowNumber(b));
  return plan;
}

/** The preview as the screen shows it: the counts and the first rows of each list. */
export interface ImportPreviewView {
  id: string;
  total: number;
  added: number;
  unchanged: number;
  skipped: number;
  updates: { row: number; id: string; changes: string[] }[];
  newRows: { row: number; label: string }[];
  errors: string[];
  /** Rows left out of the lists above (they are in the plan all the same). */
  more: { updates: number; newRows: number; errors: number };
}

const FIELD_LABELS: Record<TyreField, string> = {
  width: "width",
  aspect: "aspect",
  rim: "rim",
  loadIndex: "load index",
  speedRating: "speed rating",
  brand: "brand",
  model: "model",
  condition: "condition",
  pairType: "type",
  quantity: "quantity",
  unitPriceCents: "price",
  disposalFeeCents: "disposal fee",
  location: "location",
  notes: "notes",
  imageUrl: "image URL",
  treadDepthMm: "tread depth",
  dotCode: "DOT code",
  ean: "EAN",
  costCents: "cost price",
  season: "season",
  runFlat: "run flat",
  reinforced: "XL",
  mudSnow: "M+S",
  threePmsf: "3PMSF",
  fuelClass: "fuel class",
  wetGripClass: "wet grip class",
  noiseDb: "noise dB",
  noiseClass: "noise class",
  eprel: "EPREL",
  inspectionRef: "inspection ref",
  inspectionBy: "inspected by",
};

const CENT_FIELDS = new Set<TyreField>(["unitPriceCents", "disposalFeeCents", "costCents"]);

/** The plan's own messages and words (English here; Spanish in the staff catalogue). */
export const PLAN_MESSAGES = {
  stockCodeKey: (id: string) => `stock code ${id}`,
  eanKey: (ean: string) => `EAN ${ean}`,
  duplicate: (key: string, rows: string) => `${key} appears more than once in the file (rows ${rows})`,
  notInInventory: (code: string) => `stock code '${code}' is not in the inventory`,
  twoTyres: (id: string, ean: string, otherId: string) => `matches two tyres (stock code ${id}, EAN ${ean} of ${otherId})`,
  fields: FIELD_LABELS,
  yes: "yes",
  no: "no",
};
export type PlanMessages = typeof PLAN_MESSAGES;

/** "price 89.00 → 84.00", in the language of `m`. */
export const describeChangeIn =
  (m: PlanMessages) =>
  (c: FieldChange): string => {
    const show = (v: unknown) =>
      v == null || v === ""
        ? "—"
        : CENT_FIELDS.has(c.field)
          ? centsToDecimal(v as number)
          : typeof v === "boolean"
            ? v
              ? m.yes
              : m.no
            : String(v);
    const text = (v: unknown) => {
      const s = show(v);
      return s.length > 30 ? `${s.slice(0, 30)}…` : s;
    };
    return `${m.fields[c.field]} ${text(c.from)} → ${text(c.to)}`;
  };

/** "price 89.00 → 84.00" (the audit log's words). */
export const describeChange = describeChangeIn(PLAN_MESSAGES);
