// Bulk repricing of the tyres under the inventory's filter: a preview (old -> new per tyre and
// the totals) and the change itself, in one transaction with the tyres locked, audited as one
// entry listing every change. Refused when the filter matches nothing or a price would be 0 or less.
import { asc, sql } from "drizzle-orm";
import { tyres } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { centsToDecimal, toCents } from "~/domain/money";
import { describeRule, type RepriceRule, repricedCents } from "~/domain/reprice";
import { sizeLabel } from "~/domain/tyre-size";
import { Refusal } from "~/i18n/staff/refusal";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { type InventoryQuery, inventoryWhere } from "./inventory.server";

export interface RepriceLine {
  id: string;
  name: string;
  oldCents: number;
  newCents: number;
}

export interface RepricePreview {
  lines: RepriceLine[];
  /** Matching tyres the rule cannot price (margin rule, no cost price). */
  withoutCost: number;
  /** Sums of one unit of each changed tyre, before and after. */
  oldTotalCents: number;
  newTotalCents: number;
  rule: string;
}

async function plan(db: Db | Tx, q: InventoryQuery, rule: RepriceRule, lock: boolean): Promise<RepricePreview> {
  const query = db
    .select({
      id: tyres.id,
      brand: tyres.brand,
      width: tyres.width,
      aspect: tyres.aspect,
      rim: tyres.rim,
      price: tyres.unitPriceEur,
      cost: tyres.costEur,
    })
    .from(tyres)
    .where(inventoryWhere(q))
    .orderBy(asc(tyres.id));
  const rows = lock ? await query.for("update") : await query;
  if (rows.length === 0) throw new Refusal((t) => t.reprice.messages.noMatch, { kind: "refused" });
  const lines: RepriceLine[] = [];
  let withoutCost = 0;
  for (const r of rows) {
    const oldCents = toCents(r.price);
    const newCents = repricedCents(oldCents, r.cost == null ? null : toCents(r.cost), rule);
    if (newCents == null) {
      withoutCost++;
      continue;
    }
    if (newCents <= 0) throw new Refusal((t) => t.reprice.messages.notAboveZero(r.id, centsToDecimal(newCents)), { kind: "invalid" });
    if (newCents !== oldCents) lines.push({ id: r.id, name: `${r.brand} ${sizeLabel(r)}`, oldCents, newCents });
  }
  return {
    lines,
    withoutCost,
    oldTotalCents: lines.reduce((n, l) => n + l.oldCents, 0),
    newTotalCents: lines.reduce((n, l) => n + l.newCents, 0),
    rule: describeRule(rule),
  };
}

/** What the rule would do to the filter's tyres; writes nothing. */
export function previewReprice(db: Db, q: InventoryQuery, rule: RepriceRule): Promise<RepricePreview> {
  return plan(db, q, rule, false);
}

/** Applies the rule to the filter's tyres as they are now (locked), audited as one entry. */
export async function applyReprice(db: Db, q: InventoryQuery, rule: RepriceRule, actor: AuditActor): Promise<RepricePreview> {
  return db.transaction(async (tx) => {
    const p = await plan(tx, q, rule, true);
    if (p.lines.length === 0) return p;
    const records = p.lines.map((l) => ({ id: l.id, price: centsToDecimal(l.newCents) }));
    await tx.execute(sql`
      update tyres t set unit_price_eur = x.price, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(id text, price numeric(10,2))
      where t.id = x.id`);
    await recordAudit(tx, {
      actor,
      kind: "price",
      action: "tyre.reprice",
      subject: p.lines.length === 1 ? p.lines[0]!.id : "reprice",
      summary: `Bulk reprice (${p.rule}): ${p.lines.length} ${p.lines.length === 1 ? "tyre" : "tyres"}`,
      after: {
        rule: p.rule,
        repriceRule: rule,
        changes: p.lines.map((l) => `${l.id}: ${centsToDecimal(l.oldCents)} → ${centsToDecimal(l.newCents)}`),
      },
    });
    return p;
  });
}
