// The demo data of a new embedded shop, and the owner's clean start. The demo seed records what it
// added (its tyres, reservations and blog posts) under one key of app_settings; "Remove demo data"
// deletes exactly those rows and nothing else: a demo tyre that a real sale has invoiced stays
// (an issued invoice is never changed), with any reservation that sale collected. No demo invoices
// are ever made, so no invoice is removed. One transaction, audited, then every cache is emptied.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { appSettings, blogPosts, reservations, saleItems, tyrePhotos, tyres } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { Refusal } from "~/i18n/staff/refusal";
import { recordAudit } from "./audit.server";
import { dataChanged } from "./infra/cache-bus.server";
import type { Db, Tx } from "./infra/db.server";

export const DEMO_DATA_KEY = "demo_data";

export interface DemoRows {
  tyreIds: string[];
  reservationIds: number[];
  postIds: number[];
}

/** Called by the demo seed inside its transaction: adds what it inserted to the record. */
export async function recordDemoRows(tx: Db | Tx, rows: DemoRows): Promise<void> {
  const [existing] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_DATA_KEY)).for("update");
  const before: DemoRows = existing ? JSON.parse(existing.value) : { tyreIds: [], reservationIds: [], postIds: [] };
  const value = JSON.stringify({
    tyreIds: [...before.tyreIds, ...rows.tyreIds],
    reservationIds: [...before.reservationIds, ...rows.reservationIds],
    postIds: [...before.postIds, ...rows.postIds],
  });
  await tx.insert(appSettings).values({ key: DEMO_DATA_KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** The demo seed's reservations (the end of day leaves their deposits out: they are no real money). */
export async function demoReservationIds(db: Db | Tx): Promise<number[]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_DATA_KEY));
  return row ? (JSON.parse(row.value) as DemoRows).reservationIds : [];
}

/** How many demo rows are still there (the settings screen offers removal while there are any). */
export async function demoDataLeft(db: Db | Tx): Promise<{ tyres: number; reservations: number; posts: number } | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_DATA_KEY));
  if (!row) return null;
  const demo: DemoRows = JSON.parse(row.value);
  const countIn = async (ids: unknown[], q: () => Promise<{ n: number }[]>) => (ids.length ? Number((await q())[0]?.n ?? 0) : 0);
  const n = sql<number>`count(*)::int`;
  return {
    tyres: await countIn(demo.tyreIds, () => db.select({ n }).from(tyres).where(inArray(tyres.id, demo.tyreIds))),
    reservations: await countIn(demo.reservationIds, () =>
      db.select({ n }).from(reservations).where(inArray(reservations.id, demo.reservationIds)),
    ),
    posts: await countIn(demo.postIds, () => db.select({ n }).from(blogPosts).where(inArray(blogPosts.id, demo.postIds))),
  };
}

export interface DemoRemoval {
  tyres: number;
  reservations: number;
  posts: number;
  /** Demo tyres kept because a real invoice names them. */
  keptTyres: number;
}

export async function removeDemoData(db: Db, actor: AuditActor): Promise<DemoRemoval> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_DATA_KEY)).for("update");
    if (!row) throw new Refusal((t) => t.settings.demo.noDemoData, { kind: "conflict" });
    const demo: DemoRows = JSON.parse(row.value);
    // Tyres a real sale invoiced stay, and so does what refers to them through that sale.
    const sold = demo.tyreIds.length
      ? (await tx.selectDistinct({ id: saleItems.tyreId }).from(saleItems).where(inArray(saleItems.tyreId, demo.tyreIds))).map((r) => r.id)
      : [];
    const removable = demo.tyreIds.filter((id) => !sold.includes(id));
    // Reservations: the demo ones not collected by a sale, and any other left on a removable tyre.
    let removedReservations = 0;
    if (demo.reservationIds.length) {
      removedReservations += (
        await tx
          .delete(reservations)
          .where(and(inArray(reservations.id, demo.reservationIds), isNull(reservations.saleId)))
          .returning({ id: reservations.id })
      ).length;
    }
    let removedTyres = 0;
    if (removable.length) {
      removedReservations += (
        await tx
          .delete(reservations)
          .where(and(inArray(reservations.tyreId, removable), isNull(reservations.saleId)))
          .returning({ id: reservations.id })
      ).length;
      await tx.delete(tyrePhotos).where(inArray(tyrePhotos.tyreId, removable));
      removedTyres = (await tx.delete(tyres).where(inArray(tyres.id, removable)).returning({ id: tyres.id })).length;
    }
    const removedPosts = demo.postIds.length
      ? (await tx.delete(blogPosts).where(inArray(blogPosts.id, demo.postIds)).returning({ id: blogPosts.id })).length
      : 0;
    await tx.delete(appSettings).where(eq(appSettings.key, DEMO_DATA_KEY));
    const summary = { tyres: removedTyres, reservations: removedReservations, posts: removedPosts, keptTyres: sold.length };
    await recordAudit(tx, {
      actor,
      kind: "settings",
      action: "demo.remove",
      summary: `Removed the demo data: ${removedTyres} tyres, ${removedReservations} reservations, ${removedPosts} blog posts${sold.length ? ` (${sold.length} demo tyres kept: real invoices name them)` : ""}`,
      before: { tyreIds: demo.tyreIds, reservationIds: demo.reservationIds, postIds: demo.postIds },
      after: summary,
    });
    return summary;
  });
  await dataChanged();
  return result;
}
