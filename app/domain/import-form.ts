// The import screen's form fields (besides the file): what to do with unknown tyres, the supplier
// whose column mapping to use or remember, and the mapping itself (`map.<our column>`).
import { z } from "zod";
import { optionalText, textField } from "~/lib/form";
import { type ColumnMapping, MAPPABLE_COLUMNS } from "./import-mapping";
import { NEW_ROW_MODES } from "./import-plan";

export const importPreviewSchema = z.object({
  newRows: z.preprocess((v) => (typeof v === "string" && v !== "" ? v : "add"), z.enum(NEW_ROW_MODES, "Choose what to do with new tyres")),
  supplier: optionalText(80, "The supplier's name must be at most 80 characters"),
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

export const importApplySchema = z.object({
  previewId: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().uuid("Preview the file again")),
});

/** The mapping the form sent (columns left on "—" dropped), or null when it sent none. */
export function sentMapping(map: Partial<Record<string, string>> | undefined): ColumnMapping | null {
  const entries = Object.entries(map ?? {}).filter((e): e is [string, string] => !!e[1]);
  return entries.length ? (Object.fromEntries(entries) as ColumnMapping) : null;
}
