// Writes the valid rows of a CSV import: all of them in ONE transaction (a failure leaves
// nothing half-imported), with ids from one sequence call. Each chunk is one INSERT ... SELECT
// from jsonb_to_recordset with a single bind parameter: building a 1,000-row multi-VALUES insert
// in the ORM took ~0.5 s a chunk here, this takes a few milliseconds.
import crypto from "node:crypto";
import { type AnyColumn, asc, eq, or, sql } from "drizzle-orm";
import { importMappings, importPreviews, tyres } from "~db/schema";
import { CsvReadError, type CsvTable, hasSizeColumns, readCsvTable, storedTyreInput } from "~/domain/csv-import";
import { type ColumnMapping, mappingProblem, type MappingMessages, supplierKey } from "~/domain/import-mapping";
import type { ImportMessages } from "~/domain/import-form";
import { Refusal } from "~/i18n/staff/refusal";
import { type Reason, say } from "~/lib/reason";
import type { DefaultPricing } from "~/domain/pricing";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { centsToDecimal } from "~/domain/money";
import {
  type ImportAuditChange,
  type ImportPlan,
  namedKeys,
  type NewRowMode,
  planImport,
  type PlannedUpdate,
  type TyreField,
  type ImportPreviewData,
} from "~/domain/import-plan";
import type { TyreInput } from "~/domain/tyre-form";
import { sizeLabel } from "~/domain/tyre-size";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { nextTyreIds } from "./tyre-ids.server";

const CHUNK = 2500;

/** `column = any($1)`: one bind parameter for a list of thousands (inArray binds one per value). */
const anyOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} = any(${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[])`;

/** A tyre field's column and its type in jsonb_to_recordset, and its value as stored. */
const COLUMNS: { [F in TyreField]: readonly [column: string, type: string, toDb?: (v: TyreInput[F]) => unknown] } = {
  brand: ["brand", "text"],
  model: ["model", "text"],
  width: ["width", "integer"],
  aspect: ["aspect", "integer"],
  rim: ["rim", "integer"],
  loadIndex: ["load_index", "text"],
  speedRating: ["speed_rating", "text"],
  condition: ["condition", "tyre_condition"],
  pairType: ["pair_type", "pair_type"],
  quantity: ["quantity", "integer"],
  unitPriceCents: ["unit_price_eur", "numeric(10,2)", centsToDecimal],
  disposalFeeCents: ["disposal_fee_eur_per_tyre", "numeric(10,2)", centsToDecimal],
  location: ["location", "text"],
  notes: ["notes", "text"],
  imageUrl: ["image_url", "text"],
  treadDepthMm: ["tread_depth_mm", "numeric(3,1)"],
  dotCode: ["dot_code", "text"],
  ean: ["ean", "text"],
  costCents: ["cost_eur", "numeric(10,2)", (c) => (c == null ? null : centsToDecimal(c))],
  season: ["season", "text"],
  runFlat: ["run_flat", "boolean"],
  reinforced: ["reinforced", "boolean"],
  mudSnow: ["mud_snow", "boolean"],
  threePmsf: ["three_pmsf", "boolean"],
  fuelClass: ["fuel_class", "text"],
  wetGripClass: ["wet_grip_class", "text"],
  noiseDb: ["noise_db", "integer"],
  noiseClass: ["noise_class", "text"],
  eprel: ["eprel", "text"],
  inspectionRef: ["inspection_ref", "text"],
  inspectionBy: ["inspection_by", "text"],
};
const FIELDS = Object.keys(COLUMNS) as TyreField[];
const dbValue = <F extends TyreField>(f: F, v: TyreInput[F]) => {
  const toDb = COLUMNS[f][2] as ((v: TyreInput[F]) => unknown) | undefined;
  return toDb ? toDb(v) : v;
};
const dbRecord = (r: TyreInput) => Object.fromEntries(FIELDS.map((f) => [COLUMNS[f][0], dbValue(f, r[f])]));
const columnList = sql.raw(FIELDS.map((f) => COLUMNS[f][0]).join(", "));
const recordTypes = sql.raw(FIELDS.map((f) => `${COLUMNS[f][0]} ${COLUMNS[f][1]}`).join(", "));

/** Inserts the tyres in chunks inside `tx`; a tyre of quantity 0 is stored as sold (not on sale). */
async function insertTyres(tx: Tx, rows: readonly TyreInput[]): Promise<string[]> {
  const ids = await nextTyreIds(tx, rows.length);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const records = rows.slice(i, i + CHUNK).map((r, j) => ({ id: ids[i + j], ...dbRecord(r) }));
    await tx.execute(sql`
      insert into tyres (id, status, ${columnList})
      select id, case when quantity = 0 then 'sold'::tyre_status else 'available'::tyre_status end, ${columnList}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(id text, ${recordTypes})`);
  }
  return ids;
}

export async function importTyres(
  db: Db,
  rows: TyreInput[],
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<{ imported: number; ids: string[] }> {
  if (rows.length === 0) return { imported: 0, ids: [] };
  return db.transaction(async (tx) => {
    const ids = await insertTyres(tx, rows);
    const units = rows.reduce((n, r) => n + r.quantity, 0);
    await recordAudit(tx, {
      actor,
      kind: "stock",
      action: "tyre.import",
      subject: ids.length === 1 ? ids[0] : `${ids[0]}…${ids[ids.length - 1]}`,
      summary: `CSV import: ${rows.length} ${rows.length === 1 ? "tyre" : "tyres"} added (${units} units)`,
      after: { tyres: rows.length, units, firstId: ids[0], lastId: ids[ids.length - 1] },
    });
    return { imported: rows.length, ids };
  });
}

/** The import as the owner previews it; `id` names the stored plan that "Apply" commits. */
export interface ImportPreview {
  id: string;
  plan: ImportPlan;
}

/** How long a preview can be applied. */
const PREVIEW_TTL = "1 day";

/**
 * Works out what the file would do and stores that plan; writes no tyre. Rows are matched to
 * tyres by stock code, else by EAN; the plan records each changed field as the tyre held it.
 */
export async function previewImport(
  db: Db,
  table: CsvTable,
  options: { pricing: DefaultPricing; newRows: NewRowMode; now?: Date },
): Promise<ImportPreview> {
  const { ids, eans } = namedKeys(table);
  const rows =
    ids.length + eans.length === 0
      ? []
      : await db
          .select()
          .from(tyres)
          .where(or(ids.length ? anyOf(tyres.id, ids) : undefined, eans.length ? anyOf(tyres.ean, eans) : undefined));
  const plan = planImport(
    table,
    rows.map((r) => ({ id: r.id, input: storedTyreInput(r) })),
    { pricing: options.pricing, now: options.now ?? new Date(), newRows: options.newRows },
  );
  const id = crypto.randomUUID();
  await db.delete(importPreviews).where(sql`${importPreviews.createdAt} < now() - ${PREVIEW_TTL}::interval`);
  await db.insert(importPreviews).values({ id, plan: JSON.stringify(plan) });
  return { id, plan };
}

/** The import's messages for a previewed row that was not applied. */
export type ConflictMessages = Pick<ImportMessages, "gone" | "changed" | "held" | "eanTaken" | "eanTakenNew">;
/** Why a previewed row was not applied, as data (worded by the screen with the import's messages). */
export type ImportConflict = Reason<ConflictMessages>;

export interface ImportOutcome {
  added: number;
  updated: number;
  /** Rows not applied because their tyre changed after the preview (one reason each). */
  conflicts: ImportConflict[];
}

const same = (a: unknown, b: unknown) => a === b || (a == null && b == null);

/**
 * Commits a previewed plan in one transaction, once (the stored plan is taken out as it is
 * applied). The tyres it updates are locked in stock-code order; a row whose tyre no longer holds
 * what the preview showed (a sale, an edit or another import meanwhile) is left out with a
 * message, so nothing is overwritten unseen. Only the changed fields are written.
 */
export async function applyImport(db: Db, previewId: string, actor: AuditActor = SYSTEM_ACTOR): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.delete(importPreviews).where(eq(importPreviews.id, previewId)).returning({ plan: importPreviews.plan });
    if (!taken) throw new Refusal((t) => t.importing.messages.alreadyApplied, { kind: "conflict" });
    const plan = JSON.parse(taken.plan) as ImportPlan;
    const conflicts: ImportConflict[] = [];

    const ids = [...new Set(plan.updated.map((u) => u.id))].sort();
    const locked = ids.length ? await tx.select().from(tyres).where(anyOf(tyres.id, ids)).orderBy(asc(tyres.id)).for("update") : [];
    const current = new Map(locked.map((t) => [t.id, t]));
    // An EAN the plan gives a tyre must not have been taken by another tyre meanwhile.
    const wantedEans = [
      ...plan.added.map((a) => a.input.ean),
      ...plan.updated.flatMap((u) => u.changes.filter((c) => c.field === "ean").map((c) => c.to as string | null)),
    ].filter((e): e is string => !!e);
    const eanOwner = new Map(
      wantedEans.length
        ? (await tx.select({ id: tyres.id, ean: tyres.ean }).from(tyres).where(anyOf(tyres.ean, wantedEans))).map((r) => [r.ean!, r.id])
        : [],
    );

    const updates: PlannedUpdate[] = [];
    for (const u of plan.updated) {
      const row = current.get(u.id);
      const now = row ? storedTyreInput(row) : null;
      const moved = now ? u.changes.filter((c) => !same(now[c.field], c.from)) : u.changes;
      const quantity = u.changes.find((c) => c.field === "quantity")?.to as number | undefined;
      const ean = u.changes.find((c) => c.field === "ean")?.to as string | null | undefined;
      if (!row) conflicts.push({ key: "gone", values: [u.row, u.id] });
      else if (moved.length) conflicts.push({ key: "changed", values: [u.row, u.id, moved.map((c) => c.field).join(", ")] });
      else if (quantity != null && quantity < row.heldQuantity) conflicts.push({ key: "held", values: [u.row, u.id, row.heldQuantity] });
      else if (ean && eanOwner.has(ean) && eanOwner.get(ean) !== u.id)
        conflicts.push({ key: "eanTaken", values: [u.row, ean, eanOwner.get(ean)!] });
      else updates.push(u);
    }
    const added = plan.added.filter((a) => {
      const owner = a.input.ean ? eanOwner.get(a.input.ean) : undefined;
      if (owner) conflicts.push({ key: "eanTakenNew", values: [a.row, a.input.ean!, owner] });
      return !owner;
    });

    for (let i = 0; i < updates.length; i += CHUNK) {
      const records = updates.slice(i, i + CHUNK).map((u) => ({
        id: u.id,
        changed: u.changes.map((c) => COLUMNS[c.field][0]),
        ...Object.fromEntries(u.changes.map((c) => [COLUMNS[c.field][0], dbValue(c.field, c.to as never)])),
      }));
      const set = sql.raw(
        FIELDS.map((f) => {
          const c = COLUMNS[f][0];
          return `${c} = case when x.changed ? '${c}' then x.${c} else t.${c} end`;
        }).join(",\n"),
      );
      // Stock drives the status as in the inventory's edit: quantity 0 takes an available tyre
      // off sale, restocking a sold one puts it back, a fully held tyre reads reserved.
      await tx.execute(sql`
        update tyres t set ${set},
          status = case
            when not (x.changed ? 'quantity') then t.status
            when x.quantity = 0 and t.status = 'available' then 'sold'::tyre_status
            when x.quantity > 0 and t.status = 'sold' then 'available'::tyre_status
            when t.status = 'reserved' and x.quantity > t.held_quantity then 'available'::tyre_status
            when t.status = 'available' and t.held_quantity > 0 and x.quantity = t.held_quantity then 'reserved'::tyre_status
            else t.status end,
          updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(id text, changed jsonb, ${recordTypes})
        where t.id = x.id`);
    }
    const addedIds = added.length
      ? await insertTyres(
          tx,
          added.map((a) => a.input),
        )
      : [];
    if (updates.length + addedIds.length > 0)
      await recordAudit(tx, {
        actor,
        kind: "stock",
        action: "tyre.import",
        subject: addedIds.length + updates.length === 1 ? (addedIds[0] ?? updates[0]!.id) : "import",
        summary: `CSV import: ${addedIds.length} added, ${updates.length} updated${conflicts.length ? `, ${conflicts.length} not applied (changed meanwhile)` : ""}`,
        after: {
          added: addedIds.length,
          updated: updates.length,
          ...(addedIds.length ? { firstId: addedIds[0], lastId: addedIds[addedIds.length - 1] } : {}),
          // The list of changes, each as previewed (capped so one entry stays readable): data (the
          // tyre, and each field with its values before and after) that /audit words in the reader's language.
          changes: updates.slice(0, AUDIT_LIST_MAX).map((u): ImportAuditChange => ({ tyreId: u.id, fields: u.changes })),
          ...(updates.length > AUDIT_LIST_MAX ? { moreChanges: updates.length - AUDIT_LIST_MAX } : {}),
        },
      });
    return { added: addedIds.length, updated: updates.length, conflicts };
  });
}

const AUDIT_LIST_MAX = 500;

/**
 * What the screen shows after "Preview": the plan (capped lists), or the mapping form for a
 * supplier's layout, with why (`misfit`: the remembered mapping does not fit the file; null: the
 * columns are not the shop's). The screen words it.
 */
export type UploadAnswer =
  | { kind: "preview"; preview: ImportPreviewData }
  | { kind: "mapping"; headers: string[]; mapping: ColumnMapping; misfit: Reason<MappingMessages> | null }
  /** A header and no data row: nothing to preview. */
  | { kind: "empty" };

/** The file as a table; a file unusable as a whole is refused, in the words of the import's row messages. */
function readTable(text: string, mapping?: ColumnMapping): CsvTable {
  try {
    return readCsvTable(text, { mapping });
  } catch (e) {
    if (e instanceof CsvReadError) throw new Refusal((t) => say(t.importing.messages.rows, e.reason), { kind: "invalid" });
    throw e;
  }
}

const SHOWN = 500;

/**
 * The preview of an uploaded file: read with the mapping the form sent (then remembered under the
 * supplier's name), else the supplier's remembered one, else our own column names. A file none
 * of those can read answers with its headers for the owner to map.
 */
export async function previewUpload(
  db: Db,
  text: string,
  form: { supplier: string | null; newRows: NewRowMode; mapping: ColumnMapping | null; pricing: DefaultPricing },
): Promise<UploadAnswer> {
  const supplier = form.supplier ? supplierKey(form.supplier) : null;
  const saved = supplier ? (await db.select().from(importMappings).where(eq(importMappings.supplier, supplier)))[0]?.mapping : undefined;
  const mapping = form.mapping ?? (saved as ColumnMapping | undefined) ?? null;
  const headers = readTable(text.split(/\r?\n/, 1)[0] ?? "").headers;
  if (mapping) {
    const problem = mappingProblem(mapping, headers);
    if (problem) {
      if (form.mapping) throw new Refusal((t) => say(t.importing.messages.mapping, problem), { kind: "invalid" });
      return { kind: "mapping", headers, mapping, misfit: problem };
    }
  }
  const table = readTable(text, mapping ?? undefined);
  if (table.records.length + table.errors.length === 0) return { kind: "empty" };
  const readable = hasSizeColumns(table.columns) || ["stock_code", "code", "ean"].some((c) => table.columns.has(c));
  if (!readable) return { kind: "mapping", headers, mapping: {}, misfit: null };
  const { id, plan } = await previewImport(db, table, { pricing: form.pricing, newRows: form.newRows });
  if (form.mapping && supplier)
    await db
      .insert(importMappings)
      .values({ supplier, mapping: form.mapping })
      .onConflictDoUpdate({ target: importMappings.supplier, set: { mapping: form.mapping, updatedAt: sql`now()` } });
  return { kind: "preview", preview: previewData(id, plan) };
}

function previewData(id: string, plan: ImportPlan): ImportPreviewData {
  return {
    id,
    total: plan.total,
    added: plan.added.length,
    unchanged: plan.unchanged,
    skipped: plan.skipped,
    updates: plan.updated.slice(0, SHOWN).map((u) => ({ row: u.row, id: u.id, changes: u.changes })),
    newRows: plan.added.slice(0, SHOWN).map((a) => ({
      row: a.row,
      label: `${a.input.brand} ${sizeLabel(a.input)} ${a.input.loadIndex}${a.input.speedRating}, ${a.input.quantity} × ${centsToDecimal(a.input.unitPriceCents)}`,
    })),
    errors: plan.errors.slice(0, SHOWN),
    more: {
      updates: Math.max(0, plan.updated.length - SHOWN),
      newRows: Math.max(0, plan.added.length - SHOWN),
      errors: Math.max(0, plan.errors.length - SHOWN),
    },
  };
}
