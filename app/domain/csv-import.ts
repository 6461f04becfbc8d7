// CSV import of tyres: parsing with papaparse and per-row validation, one problem per failed row
// (the header is row 1), said as data and worded 'Row N: ...' by `rowProblemText` with the staff
// catalogue's row messages. Pure: the route reads the upload, app/server/inventory/import.server.ts
// writes the valid rows. See docs/decisions/021-csv-import.md.
import Papa from "papaparse";
import { type Reason, say } from "~/lib/reason";
import { amountCell, csvFile, textCell } from "./csv-export";
import { centsToDecimal, parseCents, toCents } from "./money";
import { type DefaultPricing, defaultUnitPriceCents } from "./pricing";
import { isPairType, type PairType, type TyreCondition, type TyreDescription } from "./tyre";
import { LIMITS, LOAD_INDEX, SPEED_RATING, TREAD_DEPTH, type TyreInput, tyrePlainValues } from "./tyre-form";
import { eanDigits, eanProblem } from "./ean";
import { dotCodeProblem, readTyreData, type TyreData, type TyreDataField, TYRE_DATA_COLUMNS } from "./tyre-data";

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_IMPORT_ROWS = 50_000;
/** Brand is optional in a CSV row; rows without one are stored under this name. */
export const UNKNOWN_BRAND = "Unknown";

export const TEMPLATE_HEADERS = [
  "width",
  "aspect",
  "rim",
  "load_index",
  "speed_rating",
  "brand",
  "model",
  "condition",
  "pair_type",
  "quantity",
  "unit_price_eur",
  "disposal_fee_eur_per_tyre",
  "location",
  "notes",
  "tread_depth_mm",
  "dot_code",
  "season",
  "run_flat",
  "xl",
  "ms",
  "3pmsf",
  "fuel_class",
  "wet_grip_class",
  "noise_db",
  "noise_class",
  "eprel",
  "inspection_ref",
  "inspection_by",
] as const;

/** The row messages of the import preview: the words are the staff catalogue's (importing.messages.rows). */
export interface CsvRowMessages {
  row: (n: number, message: string) => string;
  unmatchedQuote: string;
  missingSize: string;
  notNumbers: string;
  sizeOutOfRange: (width: string, aspect: string, rim: string) => string;
  quantity: (min: number, max: number) => string;
  missingRating: string;
  loadIndex: (v: string) => string;
  speedRating: (v: string) => string;
  condition: (v: string) => string;
  pairType: (v: string) => string;
  unitPrice: (v: string) => string;
  disposalFee: (v: string) => string;
  costPrice: (v: string) => string;
  ean: (problem: string, v: string) => string;
  eanDigits: string;
  eanCheckDigit: string;
  treadDepth: (v: string) => string;
  dotFuture: (v: string) => string;
  dotFormat: (v: string) => string;
  tyreData: (column: string, v: string, hint: string) => string;
  /** What a refused tyre-data cell should hold, for the row message. */
  hints: Readonly<Record<TyreDataField, string>>;
  tooLong: (column: string, max: number) => string;
  imageUrl: string;
  fileEmpty: string;
  notText: string;
  tooManyRows: (n: number) => string;
  headerRequired: string;
}

/** Why a whole file is refused (empty, not text, too many rows, no header row). */
export type FileReason = Reason<Pick<CsvRowMessages, "fileEmpty" | "notText" | "tooManyRows" | "headerRequired">>;

/** The row messages a reason names by its own key (the others compose several messages). */
type PlainRowMessages = Omit<CsvRowMessages, "row" | "ean" | "eanDigits" | "eanCheckDigit" | "tyreData" | "hints" | FileReason["key"]>;

/** Why a row is refused, as data: a row message, the EAN's problem, or the tyre data field refused. */
export type RowReason =
  | Reason<PlainRowMessages>
  | { key: "ean"; values: [problem: "eanDigits" | "eanCheckDigit", value: string] }
  | { key: "tyreData"; values: [field: TyreDataField, value: string] };

/** A refused row: its number (the header is row 1) and why. Stored as it is (an import preview). */
export interface RowProblem<R = RowReason> {
  row: number;
  reason: R;
}

/** Why a row is refused, in the words of `m`: "Invalid numeric values (w/a/r)". */
export function rowReasonText(m: CsvRowMessages, r: RowReason): string {
  if (r.key === "ean") return m.ean(m[r.values[0]], r.values[1]);
  if (r.key === "tyreData") return m.tyreData(TYRE_DATA_COLUMNS[r.values[0]], r.values[1], m.hints[r.values[0]]);
  return say<PlainRowMessages>(m, r);
}

/** A refused row in the words of `m`: "Row 3: Invalid numeric values (w/a/r)". */
export const rowProblemText = (m: CsvRowMessages, p: RowProblem): string => m.row(p.row, rowReasonText(m, p.reason));

export interface CsvImportResult {
  rows: TyreInput[];
  /** One problem per failed row, in row order (worded 'Row 3: Invalid numeric values (w/a/r)'). */
  errors: RowProblem[];
  /** Data rows read (valid + failed). */
  total: number;
}

/** A file that cannot be read as the shop's CSV (empty, not text, too many rows, no header): why, as data. */
export class CsvReadError extends Error {
  override name = "CsvReadError";
  constructor(readonly reason: FileReason) {
    super(`the CSV file is refused: ${reason.key}`);
  }
}

/**
 * ';' if there is one, else ','. We look in the header row (outside quotes) so a comma file with a
 * semicolon inside a quoted note still parses; with no delimiter in the header we fall back to
 * looking in the whole text.
 */
export function detectDelimiter(text: string): ";" | "," {
  const header = (text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "").replace(/"[^"]*"/g, "");
  if (header.includes(";")) return ";";
  if (header.includes(",")) return ",";
  return text.includes(";") ? ";" : ",";
}

function normaliseHeader(h: string): string {
  return h
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim()
    .toLowerCase();
}

/** What the export's leading apostrophe protects: formula-like text (app/domain/csv-export.ts) and a text starting with a quote. */
const PROTECTED = /^[=+\-@\t\r'"]/;

/**
 * A cell's text as the import reads it: trimmed; a leading apostrophe before a formula character
 * or a quote is the export's neutraliser and is dropped (the rest is kept as it is); otherwise one
 * pair of surrounding quotes ('…' or "…") is taken off. The inverse of `importableCell`.
 */
export function cellText(v: unknown): string {
  if (typeof v !== "string") return "";
  const s = v.trim();
  if (s.startsWith("'") && PROTECTED.test(s.slice(1))) return s.slice(1);
  const pair = /^(["'])([\s\S]*)\1$/.exec(s);
  return pair && s.length >= 2 ? pair[2]!.trim() : s;
}

/**
 * A stored text as a stock export cell the import reads back to the same text: formula-like text
 * neutralised (`textCell`), and a text starting with a quote protected the same way.
 */
export function importableCell(value: string | null | undefined): string {
  const v = value ?? "";
  return /^['"]/.test(v) ? `'${v}` : textCell(v);
}

/** A CSV file read into records keyed by our column names (lower case), before any row rule. */
export interface CsvTable {
  /** The file's own header row (as written, trimmed), for the column mapping. */
  headers: string[];
  /** The columns present, after the mapping: a column absent here is left alone by an update. */
  columns: Set<string>;
  records: { n: number; values: Record<string, unknown> }[];
  /** Rows refused while reading (an unmatched quote). */
  errors: RowProblem[];
  /** Amounts are written 1.234,56 (decided from the file's amount cells). */
  decimalComma: boolean;
}

const AMOUNT_COLUMNS = ["unit_price_eur", "unit_price", "price", "disposal_fee_eur_per_tyre", "disposal_fee", "cost_eur", "cost"];

/**
 * Reads the text as a table. `mapping` (our column -> the file's header) names the columns of a
 * supplier's layout; the file's other columns are then ignored. Throws CsvReadError when the file
 * as a whole is unusable.
 */
export function readCsvTable(input: string, { mapping }: { mapping?: Readonly<Record<string, string>> } = {}): CsvTable {
  const text = input.replace(/^\uFEFF/, "");
  if (text.trim() === "") throw new CsvReadError({ key: "fileEmpty" });
  // A NUL byte means a binary file (or one PostgreSQL could not store): refuse it whole.
  if (text.includes("\u0000")) throw new CsvReadError({ key: "notText" });
  const theirs = mapping ? new Map(Object.entries(mapping).map(([ours, header]) => [normaliseHeader(header), ours])) : null;
  const headers: string[] = [];
  const parsed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    delimiter: detectDelimiter(text),
    skipEmptyLines: "greedy",
    transformHeader: (h) => {
      headers.push(h.replace(/^\uFEFF/, "").trim());
      const name = normaliseHeader(h);
      return theirs ? (theirs.get(name) ?? `~${name}`) : name;
    },
    // Parsing stops one row past the limit: a file of a million short rows is refused after
    // reading MAX_IMPORT_ROWS + 1 of them, not after building them all.
    preview: MAX_IMPORT_ROWS + 1,
  });
  if (parsed.data.length > MAX_IMPORT_ROWS) throw new CsvReadError({ key: "tooManyRows", values: [MAX_IMPORT_ROWS] });
  const columns = new Set((parsed.meta.fields ?? []).filter((f) => !f.startsWith("~")));
  const quoteErrors = new Set(parsed.errors.filter((e) => e.type === "Quotes" && e.row != null).map((e) => e.row!));
  const records: CsvTable["records"] = [];
  const errors: RowProblem[] = [];
  parsed.data.forEach((values, index) => {
    const n = index + 2;
    if (quoteErrors.has(index)) errors.push({ row: n, reason: { key: "unmatchedQuote" } });
    else records.push({ n, values });
  });
  const amountColumns = AMOUNT_COLUMNS.filter((c) => columns.has(c));
  const decimalComma = records.some((r) => amountColumns.some((c) => /,\d{1,2}$/.test(cellText(r.values[c]))));
  return { headers, columns, records, errors, decimalComma };
}

/** Whether the table names the size columns a new tyre needs. */
export function hasSizeColumns(columns: ReadonlySet<string>): boolean {
  return ["width", "aspect", "rim"].every((c) => columns.has(c));
}

/**
 * Reads the CSV text into valid new tyres and per-row errors; a row without a price or fee gets
 * the shop's (`pricing`). Throws CsvReadError when the file as a whole is unusable.
 */
export function parseTyreCsv(input: string, pricing: DefaultPricing, now: Date = new Date()): CsvImportResult {
  const table = readCsvTable(input);
  if (!["width", "aspect", "rim"].some((f) => table.columns.has(f))) throw new CsvReadError({ key: "headerRequired" });
  const rows: TyreInput[] = [];
  const errors = [...table.errors];
  for (const { n, values } of table.records) {
    const result = validateRow(values, n, pricing, now, { decimalComma: table.decimalComma });
    if (isRowProblem(result)) errors.push(result);
    else rows.push(result);
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, total: table.records.length + table.errors.length };
}

/** Whether `validateRow` refused the row. */
export const isRowProblem = (result: TyreInput | RowProblem): result is RowProblem => "reason" in result;

export interface RowOptions {
  decimalComma: boolean;
  /** 1 for a new tyre; 0 for a row that updates one (a sold-out tyre keeps quantity 0). */
  minQuantity?: number;
}

/** One CSV record (lower-cased headers) -> a tyre, or why the row is refused. */
export function validateRow(
  record: Record<string, unknown>,
  n: number,
  pricing: DefaultPricing,
  now: Date,
  options: RowOptions,
): TyreInput | RowProblem {
  const minQuantity = options.minQuantity ?? 1;
  const fail = (reason: RowReason): RowProblem => ({ row: n, reason });
  const cents = (s: string) => parseCents(options.decimalComma ? s.replace(/\./g, "").replace(",", ".") : s);
  const get = (...names: string[]) => {
    for (const name of names) {
      const v = cellText(record[name]);
      if (v !== "") return v;
    }
    return "";
  };
  const width = get("width");
  const aspect = get("aspect");
  const rim = get("rim");
  if (!width || !aspect || !rim) return fail({ key: "missingSize" });
  const quantityText = get("quantity", "qty");
  const isWhole = (s: string) => /^\d+$/.test(s);
  if (![width, aspect, rim].every(isWhole) || (quantityText !== "" && !isWhole(quantityText))) return fail({ key: "notNumbers" });
  const w = Number(width);
  const a = Number(aspect);
  const r = Number(rim);
  if (w < LIMITS.width[0] || w > LIMITS.width[1] || a < LIMITS.aspect[0] || a > LIMITS.aspect[1] || r < LIMITS.rim[0] || r > LIMITS.rim[1])
    return fail({ key: "sizeOutOfRange", values: [LIMITS.width.join("-"), LIMITS.aspect.join("-"), LIMITS.rim.join("-")] });
  const quantity = quantityText === "" ? 1 : Number(quantityText);
  if (quantity < minQuantity || quantity > LIMITS.quantity) return fail({ key: "quantity", values: [minQuantity, LIMITS.quantity] });

  const loadIndex = get("load_index", "load");
  const speedRating = get("speed_rating", "speed").toUpperCase();
  if (!loadIndex || !speedRating) return fail({ key: "missingRating" });
  if (!LOAD_INDEX.test(loadIndex)) return fail({ key: "loadIndex", values: [clip(loadIndex)] });
  if (!SPEED_RATING.test(speedRating)) return fail({ key: "speedRating", values: [clip(speedRating)] });

  const conditionText = get("condition")
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const condition: TyreCondition | null =
    conditionText === "" || conditionText === "new"
      ? "new"
      : ["part-worn", "partworn", "used"].includes(conditionText)
        ? "part-worn"
        : null;
  if (!condition) return fail({ key: "condition", values: [clip(get("condition"))] });
  const pairText = get("pair_type", "pair").toLowerCase();
  const pairType: PairType | null = pairText === "" ? "single" : isPairType(pairText) ? pairText : null;
  if (!pairType) return fail({ key: "pairType", values: [clip(pairText)] });

  const priceText = get("unit_price_eur", "unit_price", "price");
  const unitPriceCents = priceText === "" ? defaultUnitPriceCents(pricing.priceTable, r, speedRating) : cents(priceText);
  const feeText = get("disposal_fee_eur_per_tyre", "disposal_fee");
  const disposalFeeCents = feeText === "" ? pricing.disposalFeeCents : cents(feeText);
  if (unitPriceCents == null || unitPriceCents < 0 || unitPriceCents > LIMITS.maxPriceCents)
    return fail({ key: "unitPrice", values: [clip(priceText)] });
  if (disposalFeeCents == null || disposalFeeCents < 0 || disposalFeeCents > LIMITS.maxPriceCents)
    return fail({ key: "disposalFee", values: [clip(feeText)] });
  const costText = get("cost_eur", "cost");
  const costCents = costText === "" ? null : cents(costText);
  if (costText !== "" && (costCents == null || costCents < 0 || costCents > LIMITS.maxPriceCents))
    return fail({ key: "costPrice", values: [clip(costText)] });
  const ean = eanDigits(get("ean", "ean13", "gtin", "barcode"));
  const eanRefusal = ean === "" ? null : eanProblem(ean);
  if (eanRefusal) return fail({ key: "ean", values: [eanRefusal.key === "digits" ? "eanDigits" : "eanCheckDigit", clip(ean)] });

  const treadText = get("tread_depth_mm", "tread_depth");
  let treadDepthMm: string | null = null;
  if (treadText !== "") {
    const t = Number(treadText.replace(",", "."));
    if (!TREAD_DEPTH.test(treadText) || t < LIMITS.treadDepth[0] || t > LIMITS.treadDepth[1])
      return fail({ key: "treadDepth", values: [clip(treadText)] });
    treadDepthMm = t.toFixed(1);
  }
  const dotText = get("dot_code", "dot");
  const dotProblem = dotText === "" ? null : dotCodeProblem(dotText, now);
  if (dotProblem) return fail({ key: dotProblem.key === "future" ? "dotFuture" : "dotFormat", values: [clip(dotText)] });

  const dataText = Object.fromEntries(
    (Object.keys(TYRE_DATA_COLUMNS) as TyreDataField[]).map((f) => [f, get(TYRE_DATA_COLUMNS[f])]),
  ) as Record<TyreDataField, string>;
  const data = readTyreData(dataText, condition);
  if (!data.ok) {
    const field = data.refused[0]!;
    return fail({ key: "tyreData", values: [field, clip(dataText[field])] });
  }

  const brand = get("brand") || UNKNOWN_BRAND;
  const optional = (name: string) => {
    const v = get(name);
    return v === "" ? null : v;
  };
  const model = optional("model");
  const location = optional("location");
  const notes = optional("notes");
  const imageUrl = optional("image_url");
  for (const [label, value, max] of [
    ["brand", brand, 60],
    ["model", model, 100],
    ["location", location, 60],
    ["notes", notes, 1000],
    ["image_url", imageUrl, 500],
  ] as const) {
    if (value && value.length > max) return fail({ key: "tooLong", values: [label, max] });
  }
  if (imageUrl && !/^(https?:\/\/|\/)[^\s"'<>]+$/.test(imageUrl)) return fail({ key: "imageUrl" });

  const partWorn = condition === "part-worn";
  return {
    brand,
    model,
    width: w,
    aspect: a,
    rim: r,
    loadIndex,
    speedRating,
    condition,
    pairType,
    quantity,
    unitPriceCents,
    disposalFeeCents,
    location,
    notes,
    imageUrl,
    // Tread depth describes a used tyre; the DOT date (when it was made) is kept for every tyre.
    treadDepthMm: partWorn ? treadDepthMm : null,
    dotCode: dotText === "" ? null : dotText,
    ean: ean === "" ? null : ean,
    costCents,
    ...data.data,
  };
}

/** Values are echoed in messages shortened, never raw and long. */
function clip(s: string): string {
  return s.length > 20 ? `${s.slice(0, 20)}…` : s;
}

/** The downloadable template: the header and two example rows. */
export function templateCsv(): string {
  return (
    [
      TEMPLATE_HEADERS.join(","),
      "205,55,16,91,V,Michelin,Primacy 4,new,single,4,,2.40,Rack A1,,,,summer,no,no,no,no,A,B,71,B,1234567,,",
      "195,65,15,91,H,Continental,EcoContact 6,part-worn,pair,2,30.00,2.40,Rack B3,Even wear,5.5,0523,all-season,no,no,yes,yes,,,,,,UNE-2026-0042,Gestor NFU Almería",
    ].join("\r\n") + "\r\n"
  );
}

/**
 * The stock export's columns: the stock code (an import matches a row to its tyre by it), the
 * template's, then the EAN, the cost price and the image URL the import also reads.
 */
export const EXPORT_HEADERS = ["stock_code", ...TEMPLATE_HEADERS, "ean", "cost_eur", "image_url"] as const;

/** A stored tyre as the export needs it (amounts as PostgreSQL numeric text, "89.90"). */
export interface ExportableTyre extends TyreData, TyreDescription {
  id: string;
  pairType: PairType;
  quantity: number;
  unitPriceEur: string;
  disposalFeeEurPerTyre: string;
  location: string | null;
  notes: string | null;
  treadDepthMm: string | null;
  dotCode: string | null;
  imageUrl: string | null;
  ean: string | null;
  costEur: string | null;
}

/** A stored tyre's values in the form (and import) shape. */
export function storedTyreInput(t: ExportableTyre): TyreInput {
  return {
    ...tyrePlainValues(t),
    unitPriceCents: toCents(t.unitPriceEur),
    disposalFeeCents: toCents(t.disposalFeeEurPerTyre),
    costCents: t.costEur == null ? null : toCents(t.costEur),
  };
}

const yesNo = (b: boolean) => (b ? "yes" : "no");

/**
 * A tyre as the cells of an import row (the inverse of the row rules above), keyed by column;
 * amounts with a decimal comma when `decimalComma`.
 */
export function tyreRecord(t: TyreInput, decimalComma: boolean): Record<string, string> {
  const money = (c: number | null) => (c == null ? "" : decimalComma ? amountCell(c) : centsToDecimal(c));
  return {
    width: String(t.width),
    aspect: String(t.aspect),
    rim: String(t.rim),
    load_index: t.loadIndex,
    speed_rating: t.speedRating,
    brand: t.brand,
    model: t.model ?? "",
    condition: t.condition,
    pair_type: t.pairType,
    quantity: String(t.quantity),
    unit_price_eur: money(t.unitPriceCents),
    disposal_fee_eur_per_tyre: money(t.disposalFeeCents),
    location: t.location ?? "",
    notes: t.notes ?? "",
    tread_depth_mm: t.treadDepthMm == null ? "" : decimalComma ? t.treadDepthMm.replace(".", ",") : t.treadDepthMm,
    dot_code: t.dotCode ?? "",
    season: t.season ?? "",
    run_flat: yesNo(t.runFlat),
    xl: yesNo(t.reinforced),
    ms: yesNo(t.mudSnow),
    "3pmsf": yesNo(t.threePmsf),
    fuel_class: t.fuelClass ?? "",
    wet_grip_class: t.wetGripClass ?? "",
    noise_db: t.noiseDb == null ? "" : String(t.noiseDb),
    noise_class: t.noiseClass ?? "",
    eprel: t.eprel ?? "",
    inspection_ref: t.inspectionRef ?? "",
    inspection_by: t.inspectionBy ?? "",
    ean: t.ean ?? "",
    cost_eur: money(t.costCents ?? null),
    image_url: t.imageUrl ?? "",
  };
}

/**
 * The stock as a CSV the import reads back to the same tyres: `;` and decimal commas for Spanish
 * Excel, formula-like text neutralised (the import drops the apostrophe again).
 */
export function stockCsv(rows: readonly ExportableTyre[]): string {
  return csvFile(
    EXPORT_HEADERS,
    rows.map((t) => {
      const record = tyreRecord(storedTyreInput(t), true);
      return EXPORT_HEADERS.map((h) => (h === "stock_code" ? t.id : importableCell(record[h])));
    }),
  );
}
