// The import screen's form fields (besides the file): what to do with unknown tyres, the supplier
// whose column mapping to use or remember, and the mapping itself (`map.<our column>`).
import { z } from "zod";
import { optionalText, textField } from "~/lib/form";
import { CSV_ROW_MESSAGES } from "./csv-import";
import { type ColumnMapping, MAPPABLE_COLUMNS, MAPPING_MESSAGES } from "./import-mapping";
import { NEW_ROW_MODES, PLAN_MESSAGES } from "./import-plan";

/** The import's form and service messages (English here; Spanish in the staff catalogue). */
export const IMPORT_MESSAGES = {
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
export type ImportMessages = typeof IMPORT_MESSAGES;

export const importPreviewSchemaIn = (m: ImportMessages) =>
  z.object({
    newRows: z.preprocess((v) => (typeof v === "string" && v !== "" ? v : "add"), z.enum(NEW_ROW_MODES, m.chooseNewRows)),
    supplier: optionalText(80, m.supplierTooLong),
    map: z
      .object(
        Object.fromEntries(MAPPABLE_COLUMNS.map(([c]) => [c, textField()])) as Record<
          (typeof MAPPABLE_COLUMNS)[number][0],
          ReturnType<typeof textField>
        >,
      )
      .partial()
      .optional(),
  });

export const importApplySchemaIn = (m: ImportMessages) =>
  z.object({ previewId: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().uuid(m.previewAgain)) });

/** The mapping the form sent (columns left on "—" dropped), or null when it sent none. */
export function sentMapping(map: Partial<Record<string, string>> | undefined): ColumnMapping | null {
  const entries = Object.entries(map ?? {}).filter((e): e is [string, string] => !!e[1]);
  return entries.length ? (Object.fromEntries(entries) as ColumnMapping) : null;
}
