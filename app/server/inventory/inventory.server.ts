// The staff inventory: search, filter and paginate all tyres (any status), and the tyre writes
// behind the inventory screen's actions (add, edit, duplicate, status change). A change of price
// or disposal fee, a restock and a tyre taken off or put back on sale are written to the audit log
// in the same transaction.
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { tyres, tyreSearchText, type TyreRow } from "~db/schema";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import { eanDigits } from "~/domain/ean";
import { normaliseTyreId } from "~/domain/tyre-id";
import { isTyreCondition, isTyreStatus, type TyreCondition, type TyreStatus } from "~/domain/tyre";
import { type TyreInput, tyrePlainValues } from "~/domain/tyre-form";
import { parseSize, sizeLabel } from "~/domain/tyre-size";
import { formText } from "~/lib/form";
import type { Db, Tx } from "../infra/db.server";
import { recordAudit } from "../audit.server";
import { nextTyreId } from "./tyre-ids.server";

export const INVENTORY_PAGE_SIZE = 24;

export interface InventoryQuery {
  q: string;
  rim: number | null;
  width: number | null;
  aspect: number | null;
  condition: TyreCondition | null;
  status: TyreStatus | null;
  brand: string | null;
  page: number;
}

const int = (v: string | null, max = 1000) => {
  if (!v || !/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= max ? n : null;
};

/**
 * Reads the inventory's GET form from the URL; anything unknown means "all". The search texts
 * follow the form text rule (NUL dropped, trimmed): the database cannot compare a NUL.
 */
export function parseInventoryQuery(params: URLSearchParams): InventoryQuery {
  const pick = <T extends string>(v: string | null, isAllowed: (v: unknown) => v is T) => (isAllowed(v) ? v : null);
  const brand = formText(params.get("brand"));
  return {
    q: formText(params.get("q")).slice(0, 100),
    rim: int(params.get("rim")),
    width: int(params.get("width")),
    aspect: int(params.get("aspect")),
    condition: pick(params.get("condition"), isTyreCondition),
    status: pick(params.get("status"), isTyreStatus),
    brand: brand && brand !== "all" ? brand.slice(0, 60) : null,
    page: int(params.get("page"), 100_000) ?? 1,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One search term (a comma-separated part of the box) -> a condition. */
function termCondition(term: string): SQL | undefined {
  const size = parseSize(term);
  if (size) return and(eq(tyres.width, size.width), eq(tyres.aspect, size.aspect), eq(tyres.rim, size.rim));
  const tokens = term.split(/\s+/).filter(Boolean);
  return and(...tokens.map(tokenCondition));
}

function tokenCondition(token: string): SQL | undefined {
  const t = token.toUpperCase();
  let m = /^(\d{3})\/(\d{2})$/.exec(t); // 205/55
  if (m) return and(eq(tyres.width, Number(m[1])), eq(tyres.aspect, Number(m[2])));
  m = /^Z?R(\d{2})$/.exec(t); // R16
  if (m) return eq(tyres.rim, Number(m[1]));
  m = /^(\d{2,3}(?:\/\d{2,3})?)([A-Z]{1,2})$/.exec(t); // 91V, 104/102R
  if (m) return and(eq(tyres.loadIndex, m[1]!), eq(tyres.speedRating, m[2]!));
  // A scanned or typed barcode: the tyre with that EAN.
  if (/^\d{13}$/.test(t)) return eq(tyres.ean, t);
  const id = /^T[0-9A-Z-]{5,}$/.test(t) ? normaliseTyreId(t) : null;
  // Brand or model contains the word, in any case: on the expression of the trigram index, so a
  // word of 3+ characters is index-backed (decision 022); a shorter one has no trigram and scans.
  const like = `%${escapeLike(token)}%`;
  const text = or(ilike(sql`(${tyreSearchText(tyres)})`, like), id ? eq(tyres.id, id) : undefined);
  if (/^\d{2,3}$/.test(t)) {
    const n = Number(t);
    // A bare number: a width, aspect, rim or load index.
    return or(eq(tyres.width, n), eq(tyres.aspect, n), eq(tyres.rim, n), eq(tyres.loadIndex, t), text);
  }
  return text;
}

export function inventoryWhere(q: InventoryQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  for (const term of q.q
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean))
    conds.push(termCondition(term));
  if (q.rim) conds.push(eq(tyres.rim, q.rim));
  if (q.width) conds.push(eq(tyres.width, q.width));
  if (q.aspect) conds.push(eq(tyres.aspect, q.aspect));
  if (q.condition) conds.push(eq(tyres.condition, q.condition));
  if (q.status) conds.push(eq(tyres.status, q.status));
  if (q.brand) conds.push(sql`lower(${tyres.brand}) = lower(${q.brand})`);
  return and(...conds);
}

export interface InventoryPage {
  tyres: TyreRow[];
  total: number;
  page: number;
  pageCount: number;
  /** Whether the shop has any tyre at all (to tell "no match" from "empty inventory"). */
  hasAny: boolean;
}

export async function listInventory(db: Db, q: InventoryQuery): Promise<InventoryPage> {
  const where = inventoryWhere(q);
  // The total and the page in parallel (a window count would force a full sort of the matches;
  // this way the page streams from the created_at index).
  const fetchPage = (page: number) =>
    db
      .select()
      .from(tyres)
      .where(where)
      .orderBy(desc(tyres.createdAt), desc(tyres.id))
      .limit(INVENTORY_PAGE_SIZE)
      .offset((page - 1) * INVENTORY_PAGE_SIZE);
  const [counted, firstTry] = await Promise.all([db.select({ n: count() }).from(tyres).where(where), fetchPage(q.page)]);
  const total = counted[0]?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INVENTORY_PAGE_SIZE));
  // Past the last page (e.g. a stale link): show the last page.
  const page = Math.min(q.page, pageCount);
  const rows = page === q.page ? firstTry : await fetchPage(page);
  const hasAny = total > 0 || (await db.select({ id: tyres.id }).from(tyres).limit(1)).length > 0;
  return { tyres: rows, total, page, pageCount, hasAny };
}

export interface FilterOptions {
  rims: number[];
  widths: number[];
  aspects: number[];
  brands: string[];
}

/** The values the filter dropdowns offer: those present in stock. */
export async function inventoryFilterOptions(db: Db): Promise<FilterOptions> {
  // One scan with grouping sets instead of four DISTINCT queries.
  const rows = await db
    .select({ rim: tyres.rim, width: tyres.width, aspect: tyres.aspect, brand: tyres.brand })
    .from(tyres)
    .groupBy(sql`grouping sets ((${tyres.rim}), (${tyres.width}), (${tyres.aspect}), (${tyres.brand}))`);
  const pick = <T>(get: (r: (typeof rows)[number]) => T | null) => rows.map(get).filter((v): v is T => v != null);
  return {
    rims: pick((r) => r.rim).sort((a, b) => a - b),
    widths: pick((r) => r.width).sort((a, b) => a - b),
    aspects: pick((r) => r.aspect).sort((a, b) => a - b),
    brands: pick((r) => r.brand).sort((a, b) => a.localeCompare(b)),
  };
}

function columns(input: TyreInput) {
  return {
    ...tyrePlainValues(input),
    unitPriceEur: centsToDecimal(input.unitPriceCents),
    disposalFeeEurPerTyre: centsToDecimal(input.disposalFeeCents),
    costEur: input.costCents === undefined ? undefined : input.costCents === null ? null : centsToDecimal(input.costCents),
  };
}

/** The tyre's columns for a multi-row insert (the CSV import uses it too). */
function tyreValues(id: string, input: TyreInput) {
  return { id, ...columns(input), status: "available" as const };
}

/** A change to a tyre the shop refuses (sold meanwhile, nothing left to take). */
export class TyreActionError extends Refusal {
  constructor(words: Words) {
    super(words, { kind: "conflict" });
  }
}

/** An EAN belongs to one tyre: refused (on the EAN field) when another tyre has it. */
async function checkEanFree(db: Db | Tx, ean: string | null, id: string | null) {
  if (!ean) return;
  const [other] = await db
    .select({ id: tyres.id })
    .from(tyres)
    .where(and(eq(tyres.ean, ean), id ? sql`${tyres.id} <> ${id}` : undefined));
  if (other) throw new Refusal((t) => t.inventory.refusals.eanTaken(ean, other.id), { kind: "conflict", field: "ean" });
}

/** The tyre's row, locked until the change commits; refused when the tyre is gone. */
async function lockTyre(tx: Tx, id: string): Promise<TyreRow> {
  const [row] = await tx.select().from(tyres).where(eq(tyres.id, id)).for("update");
  if (!row) throw new TyreActionError((t) => t.inventory.refusals.notFound);
  return row;
}

export async function addTyre(db: Db | Tx, input: TyreInput): Promise<TyreRow> {
  if (input.quantity < 1) throw new TyreActionError((t) => t.inventory.refusals.quantityAtLeastOne);
  await checkEanFree(db, input.ean, null);
  const id = await nextTyreId(db);
  const [row] = await db.insert(tyres).values(tyreValues(id, input)).returning();
  return row!;
}

const eur = (decimal: string) => formatEur(toCents(decimal), "en");

/**
 * Saves every field of a tyre. Stock drives the status where it must: quantity 0 makes an
 * available tyre sold, restocking a sold tyre makes it available; a reservation is left alone.
 * A new price or fee, and more stock than before, are audited.
 */
export async function updateTyre(db: Db, id: string, input: TyreInput, actor: AuditActor = SYSTEM_ACTOR): Promise<TyreRow> {
  return db.transaction(async (tx) => {
    const before = await lockTyre(tx, id);
    await checkEanFree(tx, input.ean, id);
    // Units held by active reservations stay in stock until their reservation ends.
    if (input.quantity < before.heldQuantity) throw new TyreActionError((t) => t.inventory.refusals.held(before.heldQuantity));
    const [row] = await tx
      .update(tyres)
      .set({
        ...columns(input),
        // Reserved exactly while every unit is held.
        status: sql`case
          when ${input.quantity} = 0 and ${tyres.status} = 'available' then 'sold'::tyre_status
          when ${input.quantity} > 0 and ${tyres.status} = 'sold' then 'available'::tyre_status
          when ${tyres.status} = 'reserved' and ${input.quantity} > ${tyres.heldQuantity} then 'available'::tyre_status
          when ${tyres.status} = 'available' and ${tyres.heldQuantity} > 0 and ${input.quantity} = ${tyres.heldQuantity} then 'reserved'::tyre_status
          else ${tyres.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(tyres.id, id))
      .returning();
    await auditTyreChange(tx, actor, before, row!);
    return row!;
  });
}

/** The audit entries of an edited tyre: its price (unit or disposal fee) and its stock going up. */
async function auditTyreChange(tx: Tx, actor: AuditActor, before: TyreRow, after: TyreRow) {
  const price = (t: TyreRow) => ({ unitPriceEur: t.unitPriceEur, disposalFeeEurPerTyre: t.disposalFeeEurPerTyre });
  const name = `${after.brand} ${sizeLabel(after)}`;
  if (
    toCents(before.unitPriceEur) !== toCents(after.unitPriceEur) ||
    toCents(before.disposalFeeEurPerTyre) !== toCents(after.disposalFeeEurPerTyre)
  ) {
    const parts = [];
    if (toCents(before.unitPriceEur) !== toCents(after.unitPriceEur))
      parts.push(`price ${eur(before.unitPriceEur)} → ${eur(after.unitPriceEur)}`);
    if (toCents(before.disposalFeeEurPerTyre) !== toCents(after.disposalFeeEurPerTyre))
      parts.push(`disposal fee ${eur(before.disposalFeeEurPerTyre)} → ${eur(after.disposalFeeEurPerTyre)}`);
    await recordAudit(tx, {
      actor,
      kind: "price",
      action: "tyre.price",
      subject: after.id,
      summary: `${after.id} (${name}): ${parts.join(", ")}`,
      before: price(before),
      after: { ...price(after), tyre: name },
    });
  }
  if (after.quantity > before.quantity) {
    await recordAudit(tx, {
      actor,
      kind: "stock",
      action: "tyre.restock",
      subject: after.id,
      summary: `${after.id} (${name}) restocked: ${before.quantity} → ${after.quantity}${before.status !== after.status ? `, ${before.status} → ${after.status}` : ""}`,
      before: { quantity: before.quantity, status: before.status },
      after: { quantity: after.quantity, status: after.status, tyre: name },
    });
  }
}

/** A copy with a new id, available, with at least one in stock. */
export async function duplicateTyre(db: Db, id: string): Promise<TyreRow> {
  return db.transaction(async (tx) => {
    const [src] = await tx.select().from(tyres).where(eq(tyres.id, id));
    if (!src) throw new TyreActionError((t) => t.inventory.refusals.notFound);
    const newId = await nextTyreId(tx);
    const { id: _id, createdAt: _c, updatedAt: _u, lineTotalEur: _l, status: _s, ...rest } = src;
    const [row] = await tx
      .insert(tyres)
      // The copy is another tyre: the label's EAN stays with the original.
      .values({ ...rest, id: newId, status: "available", quantity: Math.max(1, src.quantity), heldQuantity: 0, ean: null })
      .returning();
    return row!;
  });
}

/**
 * Sets available or sold (reserved goes through the reservation dialog). A tyre with no stock
 * cannot be made available.
 */
export async function setTyreStatus(db: Db, id: string, status: "available" | "sold", actor: AuditActor = SYSTEM_ACTOR): Promise<TyreRow> {
  return db.transaction(async (tx) => {
    const before = await lockTyre(tx, id);
    const [row] = await tx
      .update(tyres)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(tyres.id, id), status === "available" ? sql`${tyres.quantity} > ${tyres.heldQuantity}` : undefined))
      .returning();
    if (!row)
      throw new TyreActionError((t) => (before.heldQuantity > 0 ? t.inventory.refusals.everyUnitHeld : t.inventory.refusals.noStock));
    if (before.status !== row.status) {
      const name = `${row.brand} ${sizeLabel(row)}`;
      await recordAudit(tx, {
        actor,
        kind: "stock",
        action: status === "sold" ? "tyre.withdraw" : "tyre.restock",
        subject: row.id,
        summary:
          status === "sold"
            ? `${row.id} (${name}) taken off sale (marked sold by hand, ${row.quantity} in stock)`
            : `${row.id} (${name}) back on sale (${before.status} → available, ${row.quantity} in stock)`,
        before: { status: before.status, quantity: before.quantity },
        after: { status: row.status, quantity: row.quantity, tyre: name },
      });
    }
    return row;
  });
}

/** The tyre a scanned or typed code names: an EAN (13 digits) or a stock code; null when none. */
export async function findTyreByCode(db: Db, code: string): Promise<TyreRow | null> {
  const digits = eanDigits(code.trim());
  const id = /^\d{13}$/.test(digits) ? null : normaliseTyreId(code);
  if (!id && !/^\d{13}$/.test(digits)) return null;
  const [row] = await db
    .select()
    .from(tyres)
    .where(id ? eq(tyres.id, id) : eq(tyres.ean, digits))
    .limit(1);
  return row ?? null;
}
