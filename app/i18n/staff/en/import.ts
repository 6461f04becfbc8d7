import { IMPORT_MESSAGES } from "~/domain/import-form";
import { MAPPABLE_COLUMNS } from "~/domain/import-mapping";
import type importing from "../es/import";

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
