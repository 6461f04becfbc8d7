// The import screen's form fields (besides the file): what to do with unknown tyres, the supplier
// whose column mapping to use or remember, and the mapping itself (`map.<our column>`).
import { z } from "zod";
import { optionalText, textField } from "~/lib/form";
import type { CsvRowMessages } from "./csv-import";
import { type ColumnMapping, MAPPABLE_COLUMNS, type MappingMessages } from "./import-mapping";
import { NEW_ROW_MODES, type PlanMessages } from "./import-plan";

/** The import's form and service messages: the words are the staff catalogue's (importing.messages). */
export interface ImportMessages {
  rows: CsvRowMessages;
  plan: PlanMessages;
  mapping: MappingMessages;
  chooseNewRows: string;
  supplierTooLong: string;
  previewAgain: string;
  rememberedMisfit: (problem: string) => string;
  notShopColumns: string;
  alreadyApplied: string;
  /** A file with its header row and no data row. */
  noValidData: string;
  gone: (row: number, id: string) => string;
  changed: (row: number, id: string, fields: string) => string;
  held: (row: number, id: string, held: number) => string;
  eanTaken: (row: number, ean: string, owner: string) => string;
  eanTakenNew: (row: number, ean: string, owner: string) => string;
}

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
