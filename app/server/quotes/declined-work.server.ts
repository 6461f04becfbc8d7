// Declined work on the vehicle: noted at the till or the customer page ("rear tyres 2.5 mm,
// declined"), or written when a customer declines a quote (one per tyre of it). The follow-ups
// list shows the open ones oldest first; making a quote from one marks it quoted, closing it ends
// it. Each change is audited.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { customers, declinedWork, type quotes, quoteRevisions, vehicles } from "~db/schema";
import { type AuditActor, forCustomer } from "~/domain/audit";
import { plateKey } from "~/domain/customer";
import type { DeclinedFormInput } from "~/domain/declined-work";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";

/** A follow-up refusal, worded from the staff catalogue's `followUps.refusals`. */
export class FollowUpRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

/** The vehicle and its customer for a plate (both null when the shop does not know it). */
async function vehicleOf(tx: Db | Tx, plate: string | null) {
  const key = plate ? plateKey(plate) : null;
  if (!key) return { vehicleId: null, customerId: null };
  const [v] = await tx.select({ id: vehicles.id, customerId: vehicles.customerId }).from(vehicles).where(eq(vehicles.plateKey, key));
  return { vehicleId: v?.id ?? null, customerId: v?.customerId ?? null };
}

/** Declined work noted by staff (the till, the customer page) on a plate. */
export async function noteDeclinedWork(db: Db, actor: AuditActor, input: DeclinedFormInput, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { vehicleId, customerId } = await vehicleOf(tx, input.plate);
    const [row] = await tx
      .insert(declinedWork)
      .values({
        customerId,
        vehicleId,
        plate: input.plate.toUpperCase(),
        description: input.description,
        treadMm: input.tread == null ? null : input.tread.toFixed(1),
        reason: input.reason,
        source: "till",
        declinedAt: now,
        recordedBy: actor.label,
      })
      .returning({ id: declinedWork.id });
    await recordAudit(tx, {
      kind: "quote",
      action: "declined.note",
      actor,
      subject: `declined #${row!.id}`,
      summary: `Declined work noted${forCustomer(customerId)}: ${input.description}`,
      after: { customerId, description: input.description },
    });
    return row!.id;
  });
}

/** A declined quote's tyres (in stock or to order), kept on the vehicle, in the answer's transaction. */
export async function declineQuoteLines(
  tx: Tx,
  q: typeof quotes.$inferSelect,
  rev: typeof quoteRevisions.$inferSelect,
  reason: string | null,
  recordedBy: string | null,
  now: Date,
): Promise<void> {
  const lines = rev.lines.filter((l) => l.kind !== "service");
  if (lines.length === 0) return;
  const { vehicleId, customerId } = await vehicleOf(tx, q.plate);
  await tx.insert(declinedWork).values(
    lines.map((l) => ({
      customerId: customerId ?? q.customerId,
      vehicleId,
      plate: q.plate,
      description: `${l.quantity} × ${l.description}`,
      reason,
      source: "quote" as const,
      quoteId: q.id,
      declinedAt: now,
      recordedBy,
    })),
  );
}

export interface FollowUp {
  id: number;
  plate: string | null;
  description: string;
  treadMm: string | null;
  reason: string | null;
  source: "quote" | "till";
  quoteId: number | null;
  declinedAt: Date;
  customerId: number | null;
  customerName: string | null;
  phone: string | null;
  email: string | null;
}

const followUpColumns = {
  id: declinedWork.id,
  plate: declinedWork.plate,
  description: declinedWork.description,
  treadMm: declinedWork.treadMm,
  reason: declinedWork.reason,
  source: declinedWork.source,
  quoteId: declinedWork.quoteId,
  declinedAt: declinedWork.declinedAt,
  customerId: declinedWork.customerId,
  customerName: customers.name,
  phone: customers.phone,
  email: customers.email,
};

/** The open follow-ups, oldest first (they have waited longest). */
export async function listFollowUps(db: Db, limit = 200): Promise<FollowUp[]> {
  return db
    .select(followUpColumns)
    .from(declinedWork)
    .leftJoin(customers, eq(customers.id, declinedWork.customerId))
    .where(eq(declinedWork.status, "open"))
    .orderBy(asc(declinedWork.declinedAt), asc(declinedWork.id))
    .limit(limit);
}

export async function countOpenFollowUps(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(declinedWork)
    .where(eq(declinedWork.status, "open"));
  return r?.n ?? 0;
}

/** The open declined work of a plate (the till shows it when the plate is typed). */
export async function openDeclinedForPlate(db: Db, plate: string): Promise<FollowUp[]> {
  const key = plateKey(plate);
  if (!key) return [];
  return db
    .select(followUpColumns)
    .from(declinedWork)
    .innerJoin(vehicles, eq(vehicles.id, declinedWork.vehicleId))
    .leftJoin(customers, eq(customers.id, declinedWork.customerId))
    .where(and(eq(vehicles.plateKey, key), eq(declinedWork.status, "open")))
    .orderBy(desc(declinedWork.declinedAt), asc(declinedWork.id));
}

/** A customer's declined work, newest first (the customer page). */
export async function declinedOfCustomer(db: Db, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(declinedWork)
    .where(inArray(declinedWork.customerId, [...customerIds]))
    .orderBy(desc(declinedWork.declinedAt), asc(declinedWork.id));
}

async function endFollowUp(tx: Tx, id: number, set: Partial<typeof declinedWork.$inferInsert>) {
  const [row] = await tx.select().from(declinedWork).where(eq(declinedWork.id, id)).for("update");
  if (!row) throw new FollowUpRefusal((t) => t.followUps.refusals.notFound, { kind: "not-found" });
  if (row.status !== "open") throw new FollowUpRefusal((t) => t.followUps.refusals.ended, { kind: "conflict" });
  await tx.update(declinedWork).set(set).where(eq(declinedWork.id, id));
  return row;
}

/** Nothing more to do (the customer bought elsewhere, the car was sold). */
export async function closeFollowUp(db: Db, actor: AuditActor, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await endFollowUp(tx, id, { status: "closed", endedAt: now, endedBy: actor.label });
    await recordAudit(tx, {
      kind: "quote",
      action: "declined.close",
      actor,
      subject: `declined #${id}`,
      summary: `Follow-up closed${forCustomer(row.customerId)}: ${row.description}`,
      after: { customerId: row.customerId, description: row.description },
    });
  });
}

/** A quote was made from it (in the quote's transaction). */
export async function followUpQuoted(tx: Tx, actor: AuditActor, id: number, quoteId: number, now: Date): Promise<void> {
  await endFollowUp(tx, id, { status: "quoted", followUpQuoteId: quoteId, endedAt: now, endedBy: actor.label });
}
