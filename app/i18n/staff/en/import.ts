import { MAPPABLE_COLUMNS } from "~/domain/import-mapping";
import { NOISE_DB } from "~/domain/tyre-data";
import type importing from "../es/import";

/** What a refused tyre-data cell should hold, for the row message. */
const TYRE_DATA_HINTS = {
  season: "summer, winter or all-season",
  runFlat: "yes or no",
  reinforced: "yes or no",
  mudSnow: "yes or no",
  threePmsf: "yes or no",
  fuelClass: "A to E",
  wetGripClass: "A to E",
  noiseDb: `${NOISE_DB[0]}-${NOISE_DB[1]} dB`,
  noiseClass: "A, B or C",
  eprel: "digits only",
  inspectionRef: "at most 60 characters",
  inspectionBy: "at most 120 characters",
};

/** The row messages of the import preview. */
const CSV_ROW_MESSAGES = {
  row: (n: number, message: string) => `Row ${n}: ${message}`,
  unmatchedQuote: "Unmatched quote",
  missingSize: "Missing required fields (width, aspect, rim)",
  notNumbers: "Invalid numeric values (w/a/r)",
  sizeOutOfRange: (width: string, aspect: string, rim: string) => `Size out of range (width ${width}, aspect ${aspect}, rim ${rim})`,
  quantity: (min: number, max: number) => `Quantity must be from ${min} to ${max}`,
  missingRating: "Missing required fields (load_index, speed_rating)",
  loadIndex: (v: string) => `Invalid load index '${v}'`,
  speedRating: (v: string) => `Invalid speed rating '${v}'`,
  condition: (v: string) => `Invalid condition '${v}' (use new or part-worn)`,
  pairType: (v: string) => `Invalid pair type '${v}' (use single or pair)`,
  unitPrice: (v: string) => `Invalid unit price '${v}'`,
  disposalFee: (v: string) => `Invalid disposal fee '${v}'`,
  costPrice: (v: string) => `Invalid cost price '${v}'`,
  ean: (problem: string, v: string) => `${problem} ('${v}')`,
  eanDigits: "EAN must be 13 digits",
  eanCheckDigit: "EAN check digit is wrong",
  treadDepth: (v: string) => `Invalid tread depth '${v}' (0-30 mm, one decimal)`,
  dotFuture: (v: string) => `Invalid DOT code '${v}' (a date in the future)`,
  dotFormat: (v: string) => `Invalid DOT code '${v}' (week 01-53 then year, e.g. 0524)`,
  tyreData: (column: string, v: string, hint: string) => `Invalid ${column} '${v}' (${hint})`,
  hints: TYRE_DATA_HINTS,
  tooLong: (column: string, max: number) => `${column} is longer than ${max} characters`,
  imageUrl: "Invalid image_url (must start with https:// or /)",
  fileEmpty: "the file is empty",
  notText: "the file is not plain text (it contains NUL bytes)",
  tooManyRows: (n: number) => `at most ${n} rows per file`,
  headerRequired: "a header row naming the columns (width, aspect, rim, ...) is required",
};

/** The plan's own messages and words. */
const PLAN_MESSAGES = {
  stockCodeKey: (id: string) => `stock code ${id}`,
  eanKey: (ean: string) => `EAN ${ean}`,
  duplicate: (key: string, rows: string) => `${key} appears more than once in the file (rows ${rows})`,
  notInInventory: (code: string) => `stock code '${code}' is not in the inventory`,
  twoTyres: (id: string, ean: string, otherId: string) => `matches two tyres (stock code ${id}, EAN ${ean} of ${otherId})`,
  fields: {
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
  },
  yes: "yes",
  no: "no",
};

/** Why a supplier's column mapping does not fit a file. */
const MAPPING_MESSAGES = {
  noColumn: (header: string, column: string) => `The file has no column '${header}' (mapped to ${column})`,
  twice: "A column of the file is mapped twice",
  matchOrDescribe:
    "Map the stock code or EAN column (to update tyres), or all of width, aspect, rim, load index and speed rating (to add them)",
  something: "Map at least the price, the cost price or the quantity column",
};

/** The import's form and service messages. */
const IMPORT_MESSAGES = {
  rows: CSV_ROW_MESSAGES,
  plan: PLAN_MESSAGES,
  mapping: MAPPING_MESSAGES,
  chooseNewRows: "Choose what to do with new tyres",
  supplierTooLong: "The supplier's name must be at most 80 characters",
  previewAgain: "Preview the file again",
  rememberedMisfit: (problem: string) => `The remembered mapping does not fit this file: ${problem}`,
  notShopColumns: "These columns are not the shop's: say which column holds what",
  alreadyApplied: "This preview was already applied or has expired: preview the file again",
  /** A file with its header row and no data row (the original specification's words). */
  noValidData: "No valid data found in CSV file",
  gone: (row: number, id: string) => `Row ${row}: ${id} no longer exists; not applied`,
  changed: (row: number, id: string, fields: string) => `Row ${row}: ${id} changed since the preview (${fields}); not applied`,
  held: (row: number, id: string, held: number) =>
    `Row ${row}: ${id} has ${held} units held by reservations; the quantity cannot go below that`,
  eanTaken: (row: number, ean: string, owner: string) => `Row ${row}: EAN ${ean} is now used by ${owner}; not applied`,
  eanTakenNew: (row: number, ean: string, owner: string) => `Row ${row}: EAN ${ean} is now used by ${owner}; not added`,
};

const en = {
  title: "Import Tyre Data",
  intro:
    "Upload a CSV file to add tyres or update them. Rows with a stock code (or an EAN) update that tyre; you see every change before it is made.",
  selectCsv: "Please select a CSV file",
  tooLarge: (mb: number) => `The file is too large (at most ${mb} MB)`,
  imported: (added: number, updated: number, leftOut: number) =>
    `Imported: ${added} added, ${updated} updated${leftOut ? `, ${leftOut} left out (changed since the preview)` : ""}`,
  importFailed: "Import failed, nothing was imported",
  previewed: (added: number, updated: number, unchanged: number, errors: number) =>
    `Preview: ${added} new, ${updated} updated, ${unchanged} unchanged, ${errors} errors`,
  readFailed: "Failed to read CSV file",
  conflicts: (n: number) => `${n} rows changed since the preview - see below`,
  applied: (added: number, updated: number) => `Applied: ${added} added, ${updated} updated`,
  // The original specification's words, kept as written (plural included).
  successfullyImported: (n: number) => `Successfully imported ${n} tyres`,
  rowsFailed: (n: number) => `${n} rows failed to import - check details below`,
  split: (added: number, updated: number) => `(${added} added, ${updated} updated)`,
  upload: {
    file: "CSV file",
    hint: (mb: number) => `Header row required; commas or semicolons; decimal comma or point; up to ${mb} MB.`,
    supplier: "Supplier (optional)",
    supplierPlaceholder: "e.g. Neumáticos Andalucía",
    supplierHint: "A supplier's column mapping is remembered under its name.",
    newRows: "Tyres the shop does not hold",
    add: "Add them",
    notInStock: "Add as not in stock (quantity 0, not shown)",
    skip: "Skip them",
    reading: "Reading...",
    preview: "Preview",
    template: "Download template",
    mapping: "Column mapping",
    mappingThen: (message: string) => `${message}, then preview again.`,
    columns: Object.fromEntries(MAPPABLE_COLUMNS) as Record<(typeof MAPPABLE_COLUMNS)[number][0], string>,
  },
  preview: {
    title: (n: number) => `Preview (${n} ${n === 1 ? "row" : "rows"}): nothing is changed until you apply`,
    new: "New",
    updated: "Updated",
    unchanged: "Unchanged",
    skipped: (n: number) => `${n} skipped`,
    errors: "Errors",
    updates: "Updates",
    row: (n: number) => `(row ${n})`,
    moreUpdates: (n: number) => `…and ${n} more updates.`,
    newTyres: "New tyres",
    newRow: (n: number) => `Row ${n}:`,
    moreNew: (n: number) => `…and ${n} more new tyres.`,
    errorRows: "Rows with errors (not imported)",
    moreErrors: (n: number) => `…and ${n} more rows with errors.`,
    nothing: "Nothing to apply",
    applying: "Applying...",
    apply: (n: number) => `Apply ${n} ${n === 1 ? "change" : "changes"}`,
  },
  help: {
    title: "Columns",
    match: [
      "A row with a ",
      " updates that tyre; without one, a row whose ",
      " belongs to a tyre updates it; otherwise it is a new tyre (never matched by its description). An update changes only the columns the file has: leave a column out to keep its values; an empty cell keeps the value too. To clear an optional field (model, location, notes, DOT code, EAN, cost...), write a single - in its cell; a size, brand, condition, type, quantity or price cannot be cleared. Export the inventory, edit it and import it back to update in place.",
    ],
    needs: "A new tyre needs ",
    or: (column: string) => ` (or ${column})`,
    optional: ". Optional: ",
    defaults:
      "Defaults: quantity 1, condition new, type single, unit price by rim and speed rating, the shop's disposal fee, brand “Unknown”. The DOT code (e.g. 4525, week 45 of 2025) is kept for every tyre, tread depth for part-worn tyres.",
  },
  messages: IMPORT_MESSAGES,
} satisfies typeof importing;

export default en;
