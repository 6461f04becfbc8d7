// What an import will do, worked out before anything is written (the preview): each row matches
// an existing tyre by its stock code, else by its EAN, never by its description; a matched row
// changes only the columns the file has, and only where they differ. Pure: the server looks up
// the tyres the file names and stores the plan; applying it re-checks every changed field.
import { type Reason, say } from "~/lib/reason";
import {
  cellText,
  importableCell,
  isRowProblem,
  type CsvRowMessages,
  type CsvTable,
  type RowProblem,
  type RowReason,
  rowReasonText,
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
  /** The refused rows, in row order, as data (the preview is stored; it is worded when shown). */
  errors: PlanProblem[];
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
 * one of: new, an update (with its changes), unchanged, skipped or an error with why.
 */
export function planImport(
  table: CsvTable,
  known: readonly KnownTyre[],
  options: { pricing: DefaultPricing; now: Date; newRows: NewRowMode },
): ImportPlan {
  const byId = new Map(known.map((t) => [t.id, t]));
  const byEan = new Map(known.filter((t) => t.input.ean).map((t) => [t.input.ean!, t]));
  const present = (f: TyreField) => FIELD_COLUMNS[f].some((c) => table.columns.has(c));

  // Two rows for one stock code or one EAN: both are refused (which one is meant is unknown).
  const rowsOf = new Map<string, { by: DuplicateKey; value: string; rows: number[] }>();
  for (const { n, values } of table.records) {
    const code = cell(values, STOCK_CODE_COLUMNS);
    const id = code === "" ? null : (normaliseTyreId(code) ?? code);
    const ean = eanDigits(cell(values, EAN_COLUMNS));
    for (const [by, value] of [
      ["stockCodeKey", id],
      ["eanKey", ean],
    ] as const) {
      if (!value) continue;
      const named = rowsOf.get(`${by} ${value}`) ?? { by, value, rows: [] };
      named.rows.push(n);
      rowsOf.set(`${by} ${value}`, named);
    }
  }
  const duplicate = new Map<number, PlanProblem>();
  for (const { by, value, rows } of rowsOf.values())
    if (rows.length > 1)
      for (const n of rows)
        if (!duplicate.has(n)) duplicate.set(n, { row: n, reason: { key: "duplicate", values: [by, value, rows.join(", ")] } });

  const plan: ImportPlan = {
    added: [],
    updated: [],
    unchanged: 0,
    skipped: 0,
    errors: [...table.errors],
    total: table.records.length + table.errors.length,
  };
  const rowOptions = { decimalComma: table.decimalComma };
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
        plan.errors.push({ row: n, reason: { key: "notInInventory", values: [code.slice(0, 20)] } });
        continue;
      }
      const other = ean ? byEan.get(ean) : undefined;
      if (other && other.id !== match.id) {
        plan.errors.push({ row: n, reason: { key: "twoTyres", values: [match.id, ean, other.id] } });
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
      if (isRowProblem(input)) plan.errors.push(input);
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
    if (isRowProblem(after)) {
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
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}

/** The preview the screen shows, before it is worded: the counts and the first rows of each list. */
export interface ImportPreviewData {
  id: string;
  total: number;
  added: number;
  unchanged: number;
  skipped: number;
  updates: { row: number; id: string; changes: FieldChange[] }[];
  newRows: { row: number; label: string }[];
  errors: PlanProblem[];
  /** Rows left out of the lists above (they are in the plan all the same). */
  more: { updates: number; newRows: number; errors: number };
}

/** The preview as the screen shows it, in the reader's words. */
export interface ImportPreviewView extends Omit<ImportPreviewData, "updates" | "errors"> {
  updates: { row: number; id: string; changes: string[] }[];
  errors: string[];
}

const CENT_FIELDS = new Set<TyreField>(["unitPriceCents", "disposalFeeCents", "costCents"]);

/** The plan's own messages and words: the words are the staff catalogue's (importing.messages.plan). */
export interface PlanMessages {
  stockCodeKey: (id: string) => string;
  eanKey: (ean: string) => string;
  duplicate: (key: string, rows: string) => string;
  notInInventory: (code: string) => string;
  twoTyres: (id: string, ean: string, otherId: string) => string;
  /** Each field's name in a change ("price 89.00 → 84.00"). */
  fields: Readonly<Record<TyreField, string>>;
  yes: string;
  no: string;
}

/** How a duplicate row names its tyre: by stock code or by EAN. */
type DuplicateKey = "stockCodeKey" | "eanKey";

/** Why the plan refuses a row, as data: named twice in the file, an unknown stock code, two tyres at once. */
export type PlanReason =
  { key: "duplicate"; values: [by: DuplicateKey, value: string, rows: string] } | Reason<Pick<PlanMessages, "notInInventory" | "twoTyres">>;

/** A row the plan refuses: a row rule's reason or the plan's own. */
export type PlanProblem = RowProblem<RowReason | PlanReason>;

/** The words of both the row rules and the plan. */
export interface PlanWords {
  rows: CsvRowMessages;
  plan: PlanMessages;
}

/** A refused row in the words of `m`: "Row 5: stock code 'T9ZZZZ' is not in the inventory". */
export function planProblemText(m: PlanWords, p: PlanProblem): string {
  const r = p.reason;
  const words =
    r.key === "duplicate"
      ? m.plan.duplicate(m.plan[r.values[0]](r.values[1]), r.values[2])
      : r.key === "notInInventory" || r.key === "twoTyres"
        ? say<Pick<PlanMessages, "notInInventory" | "twoTyres">>(m.plan, r)
        : rowReasonText(m.rows, r);
  return m.rows.row(p.row, words);
}

/** The preview in the words of `m`. */
export function previewViewIn(m: PlanWords, preview: ImportPreviewData): ImportPreviewView {
  const describe = describeChangeIn(m.plan);
  return {
    ...preview,
    updates: preview.updates.map((u) => ({ ...u, changes: u.changes.map(describe) })),
    errors: preview.errors.map((p) => planProblemText(m, p)),
  };
}

/** An applied update as the audit log keeps it: the tyre and its changed fields, as previewed. */
export interface ImportAuditChange {
  tyreId: string;
  fields: FieldChange[];
}

/** Whether a stored value reads as an {@link ImportAuditChange} (entries written before kept sentences). */
export function isImportAuditChange(v: unknown): v is ImportAuditChange {
  if (!v || typeof v !== "object") return false;
  const { tyreId, fields } = v as Record<string, unknown>;
  return (
    typeof tyreId === "string" &&
    Array.isArray(fields) &&
    fields.every(
      (f: unknown) =>
        !!f && typeof f === "object" && TYRE_FIELDS.includes((f as Record<string, unknown>).field as TyreField) && "from" in f && "to" in f,
    )
  );
}

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
