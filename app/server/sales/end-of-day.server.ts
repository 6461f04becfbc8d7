// The till's end of day: the day's figures from its invoices and deposits (app/domain/end-of-day.ts),
// closing a day once and the owner reopening it. Closing reads the figures and writes the closing
// row in one transaction: the day's row is locked first (or inserted, the primary key refusing a
// second insert), so two tills closing the same day at once give one closing and one refusal.
// A first closing takes the day's Z number from the shop's numbered series (series "Z" of
// invoice_counters, through nextInSeries) in the same transaction (the counter's row stays locked
// until it commits; a refused or failed closing gives its number back), so the series has no gaps.
// Every closing is frozen as a revision (day_closing_revisions): a Z is reprinted from there, never
// recomputed (docs/decisions/104-numbered-z.md).
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { demoReservationIds } from "../demo-data.server";
import { dayClosingRevisions, dayClosings, invoiceCancellations, reservations, saleItems, sales, saleServiceLines } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import {
  type CloseDayInput,
  type DayFigures,
  type DayInvoice,
  dayFigures,
  differenceNeedsNote,
  expectedCashCents,
  formatZNumber,
  type ReopenDayInput,
  withNewerFields,
  zYearOf,
} from "~/domain/end-of-day";
import { addDays } from "~/domain/hold-end";
import type { PaymentMethod } from "~/domain/invoice";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import { Refusal } from "~/i18n/staff/refusal";
import { shopMidnight } from "~/lib/shop-clock";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { nextInSeries } from "../infra/series-counter.server";

/** The day's bounds in the shop's time zone: [from, to). */
function dayBounds(day: string): { from: Date; to: Date } {
  return { from: shopMidnight(day), to: shopMidnight(addDays(day, 1)) };
}

/** The figures of a shop day, read now. */
export async function readDayFigures(db: Db | Tx, day: string): Promise<DayFigures> {
  const { from, to } = dayBounds(day);
  const rows = await db
    .select({
      id: sales.id,
      invoiceType: sales.invoiceType,
      paymentMethod: sales.paymentMethod,
      grandTotalEur: sales.grandTotalEur,
      depositEur: sales.depositEur,
      soldBy: sales.soldBy,
      // Cancelled (anulación): counted as such on the day it was issued, its money not.
      cancelled: sql<boolean>`${invoiceCancellations.saleId} is not null`,
    })
    .from(sales)
    .leftJoin(invoiceCancellations, eq(invoiceCancellations.saleId, sales.id))
    .where(and(gte(sales.invoiceDate, from), lt(sales.invoiceDate, to)));
  const saleIds = rows.map((r) => r.id);
  // Per invoice: what its service lines come to, and the discounts on its tyre and service lines.
  const serviceSums = saleIds.length
    ? await db
        .select({
          saleId: saleServiceLines.saleId,
          total: sql<string>`sum(${saleServiceLines.lineTotalEur})::text`,
          discount: sql<string>`sum(${saleServiceLines.discountEur})::text`,
        })
        .from(saleServiceLines)
        .where(inArray(saleServiceLines.saleId, saleIds))
        .groupBy(saleServiceLines.saleId)
    : [];
  const tyreDiscounts = saleIds.length
    ? await db
        .select({ saleId: saleItems.saleId, discount: sql<string>`sum(${saleItems.discountEur})::text` })
        .from(saleItems)
        .where(inArray(saleItems.saleId, saleIds))
        .groupBy(saleItems.saleId)
    : [];
  const services = new Map(serviceSums.map((s) => [s.saleId, toCents(s.total)]));
  const discounts = new Map<number, number>();
  for (const d of [...serviceSums, ...tyreDiscounts]) discounts.set(d.saleId, (discounts.get(d.saleId) ?? 0) + toCents(d.discount));
  const invoices: DayInvoice[] = rows.map((r) => ({
    invoiceType: r.invoiceType,
    paymentMethod: r.paymentMethod as PaymentMethod,
    grandTotalCents: toCents(r.grandTotalEur),
    depositCents: toCents(r.depositEur),
    servicesCents: services.get(r.id) ?? 0,
    discountCents: discounts.get(r.id) ?? 0,
    seller: r.soldBy,
    cancelled: r.cancelled === true,
  }));
  // The demo shop's reservations are no real money: their deposits never reach a day's close.
  const demo = await demoReservationIds(db);
  const real = demo.length ? notInArray(reservations.id, demo) : undefined;
  const method = sql<PaymentMethod>`coalesce(${reservations.depositMethod}, 'cash')`;
  const byMethod = async (where: SQL | undefined) => {
    const rows = await db
      .select({ method, total: sql<string>`coalesce(sum(${reservations.depositAmountEur}), 0)::text` })
      .from(reservations)
      .where(where)
      .groupBy(method);
    const out: Record<PaymentMethod, number> = { cash: 0, card: 0, transfer: 0 };
    for (const r of rows) out[r.method] = toCents(r.total);
    return out;
  };
  const endedAt = sql`coalesce(${reservations.cancelledAt}, ${reservations.expiredAt})`;
  const taken = await byMethod(and(gte(reservations.reservationDate, from), lt(reservations.reservationDate, to), real));
  const returned = await byMethod(
    and(
      eq(reservations.depositOutcome, "return"),
      real,
      sql`${endedAt} >= ${from.toISOString()}::timestamptz`,
      sql`${endedAt} < ${to.toISOString()}::timestamptz`,
    ),
  );
  return dayFigures(invoices, { taken, returned });
}

/** One closing of a day as it was frozen: what its Z prints, for ever. */
export interface ZRevisionView {
  day: string;
  zNumber: string;
  revision: number;
  openingFloatCents: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  /** The card terminal's total typed at closing (null: none typed, or closed before the numbered Z). */
  cardTerminalCents: number | null;
  figures: DayFigures;
  notes: string | null;
  closedAt: Date;
  closedBy: string;
  /** Set when the owner reopened the day after this closing. */
  reopenedAt: Date | null;
  reopenedBy: string | null;
  reopenReason: string | null;
}

/** A closed day as it stands now: its latest revision, and whether it is reopened. */
export type DayClosingView = ZRevisionView;

function toView(r: typeof dayClosings.$inferSelect | typeof dayClosingRevisions.$inferSelect): ZRevisionView {
  return {
    day: r.day,
    zNumber: r.zNumber,
    revision: r.revision,
    openingFloatCents: toCents(r.openingFloatEur),
    expectedCashCents: toCents(r.expectedCashEur),
    countedCashCents: toCents(r.countedCashEur),
    differenceCents: toCents(r.differenceEur),
    cardTerminalCents: r.cardTerminalEur == null ? null : toCents(r.cardTerminalEur),
    figures: withNewerFields(r.figures),
    notes: r.notes,
    closedAt: r.closedAt,
    closedBy: r.closedBy,
    reopenedAt: r.reopenedAt,
    reopenedBy: r.reopenedBy,
    reopenReason: r.reopenReason,
  };
}

/** The day's closing, if it was ever closed (a reopened day keeps its last closing, marked reopened). */
export async function getDayClosing(db: Db | Tx, day: string): Promise<DayClosingView | null> {
  const [row] = await db.select().from(dayClosings).where(eq(dayClosings.day, day));
  return row ? toView(row) : null;
}

/** One frozen closing of a day (its Z as printed then), or null. */
export async function getZRevision(db: Db | Tx, day: string, revision: number): Promise<ZRevisionView | null> {
  const [row] = await db
    .select()
    .from(dayClosingRevisions)
    .where(and(eq(dayClosingRevisions.day, day), eq(dayClosingRevisions.revision, revision)));
  return row ? toView(row) : null;
}

/** A closed day in the list of Z reports: its number and every revision, newest day first. */
export interface ZListEntry {
  day: string;
  zNumber: string;
  /** Reopened now: its last revision is no longer the day's count. */
  reopened: boolean;
  revisions: { revision: number; closedAt: Date; closedBy: string; differenceCents: number; reopenedAt: Date | null }[];
}

/** The most recent closed days (by day), each with its revisions in order. */
export async function listZReports(db: Db | Tx, limit = 10): Promise<ZListEntry[]> {
  const days = await db
    .select({ day: dayClosings.day, zNumber: dayClosings.zNumber, reopenedAt: dayClosings.reopenedAt })
    .from(dayClosings)
    .orderBy(desc(dayClosings.day))
    .limit(limit);
  if (!days.length) return [];
  const revisions = await db
    .select({
      day: dayClosingRevisions.day,
      revision: dayClosingRevisions.revision,
      closedAt: dayClosingRevisions.closedAt,
      closedBy: dayClosingRevisions.closedBy,
      differenceEur: dayClosingRevisions.differenceEur,
      reopenedAt: dayClosingRevisions.reopenedAt,
    })
    .from(dayClosingRevisions)
    .where(
      inArray(
        dayClosingRevisions.day,
        days.map((d) => d.day),
      ),
    )
    .orderBy(asc(dayClosingRevisions.day), asc(dayClosingRevisions.revision));
  return days.map((d) => ({
    day: d.day,
    zNumber: d.zNumber,
    reopened: d.reopenedAt != null,
    revisions: revisions
      .filter((r) => r.day === d.day)
      .map((r) => ({
        revision: r.revision,
        closedAt: r.closedAt,
        closedBy: r.closedBy,
        differenceCents: toCents(r.differenceEur),
        reopenedAt: r.reopenedAt,
      })),
  }));
}

/** The next Z number of `year`, its counter row locked until the closing commits (as invoice numbers). */
async function takeZNumber(tx: Tx, year: number): Promise<{ seq: number; zNumber: string }> {
  const seq = await nextInSeries(tx, "Z", year);
  return { seq, zNumber: formatZNumber(year, seq) };
}
/** The last float counted into the drawer: the default opening float of the next day. */
export async function lastOpeningFloatCents(db: Db | Tx, before: string): Promise<number> {
  const [row] = await db
    .select({ counted: dayClosings.countedCashEur })
    .from(dayClosings)
    .where(and(lt(dayClosings.day, before), isNull(dayClosings.reopenedAt)))
    .orderBy(sql`${dayClosings.day} desc`)
    .limit(1);
  return row ? toCents(row.counted) : 0;
}

export const alreadyClosed = (day: string) => new Refusal((t) => t.endOfDay.refusals.alreadyClosed(day), { kind: "conflict" });

/**
 * Closes a day: its figures as they are now, the expected cash from the opening float, the cash
 * counted and the difference, the card terminal's total, saved as the day's next revision and
 * audited. A first closing takes the day's Z number; closing a reopened day keeps it (revision 2,
 * 3...). A day already closed (and not reopened) is refused, also when another till closes it at
 * the same moment.
 */
export async function closeDay(db: Db, actor: AuditActor, input: CloseDayInput, now: Date = new Date()): Promise<DayClosingView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(dayClosings).where(eq(dayClosings.day, input.day)).for("update");
    if (existing && existing.reopenedAt == null) throw alreadyClosed(input.day);
    if (shopMidnight(input.day) > now) throw new Refusal((t) => t.endOfDay.refusals.notStarted, { kind: "invalid", field: "day" });

    const figures = await readDayFigures(tx, input.day);
    const expected = expectedCashCents(figures, input.openingFloat);
    if (differenceNeedsNote(input.countedCash - expected, input.notes))
      throw new Refusal((t) => t.endOfDay.refusals.differenceNeedsNote(Math.abs(input.countedCash - expected)), {
        kind: "invalid",
        field: "notes",
      });
    const values = {
      openingFloatEur: centsToDecimal(input.openingFloat),
      expectedCashEur: centsToDecimal(expected),
      countedCashEur: centsToDecimal(input.countedCash),
      differenceEur: centsToDecimal(input.countedCash - expected),
      cardTerminalEur: input.cardTerminal == null ? null : centsToDecimal(input.cardTerminal),
      figures,
      notes: input.notes,
      closedAt: now,
      closedBy: actor.label,
      reopenedAt: null,
      reopenedBy: null,
      reopenReason: null,
    };
    let row: typeof dayClosings.$inferSelect | undefined;
    if (existing) {
      [row] = await tx
        .update(dayClosings)
        .set({ ...values, revision: existing.revision + 1 })
        .where(and(eq(dayClosings.day, input.day), isNotNull(dayClosings.reopenedAt)))
        .returning();
    } else {
      // A till closing the same day at this moment inserts first: this insert then waits for its
      // commit and does nothing, and the refusal below gives the Z number taken back.
      const year = zYearOf(input.day);
      const { seq, zNumber } = await takeZNumber(tx, year);
      [row] = await tx
        .insert(dayClosings)
        .values({ day: input.day, zYear: year, zSeq: seq, zNumber, revision: 1, ...values })
        .onConflictDoNothing({ target: dayClosings.day })
        .returning();
    }
    if (!row) throw alreadyClosed(input.day);
    const { reopenedAt: _a, reopenedBy: _b, reopenReason: _c, ...frozen } = values;
    await tx.insert(dayClosingRevisions).values({ day: row.day, revision: row.revision, zNumber: row.zNumber, ...frozen });
    const diff = input.countedCash - expected;
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "day.close",
      subject: input.day,
      summary: `Closed ${input.day} (${row.zNumber}${row.revision > 1 ? `, revision ${row.revision}` : ""}): expected cash ${formatEur(expected, "en")}, counted ${formatEur(input.countedCash, "en")}, difference ${formatEur(diff, "en")}`,
      after: {
        z: row.zNumber,
        revision: row.revision,
        openingFloat: values.openingFloatEur,
        expected: values.expectedCashEur,
        counted: values.countedCashEur,
        difference: values.differenceEur,
        ...(values.cardTerminalEur != null ? { cardTerminal: values.cardTerminalEur } : {}),
      },
    });
    return toView(row);
  });
}

/**
 * The owner reopens a closed day, with the reason, so it can be counted and closed again (its next
 * revision); the closing reopened stays printable as it was. Audited. The route checks the owner's
 * right (endOfDay.reopen) before calling.
 */
export async function reopenDay(db: Db, actor: AuditActor, input: ReopenDayInput, now: Date = new Date()): Promise<void> {
  const { day, reason } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dayClosings).where(eq(dayClosings.day, day)).for("update");
    if (!row) throw new Refusal((t) => t.endOfDay.refusals.notClosed(day), { kind: "conflict" });
    if (row.reopenedAt) throw new Refusal((t) => t.endOfDay.refusals.alreadyReopened(day), { kind: "conflict" });
    const reopened = { reopenedAt: now, reopenedBy: actor.label, reopenReason: reason };
    await tx.update(dayClosings).set(reopened).where(eq(dayClosings.day, day));
    await tx
      .update(dayClosingRevisions)
      .set(reopened)
      .where(and(eq(dayClosingRevisions.day, day), eq(dayClosingRevisions.revision, row.revision)));
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "day.reopen",
      subject: day,
      summary: `Reopened ${day} (${row.zNumber}, revision ${row.revision}, closed by ${row.closedBy}, counted ${formatEur(toCents(row.countedCashEur), "en")}). Reason: ${reason}`,
      before: { z: row.zNumber, revision: row.revision, counted: row.countedCashEur, difference: row.differenceEur },
      after: { reason },
    });
  });
}
