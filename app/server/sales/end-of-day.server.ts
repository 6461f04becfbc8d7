// The till's end of day: the day's figures from its invoices and deposits (app/domain/end-of-day.ts),
// closing a day once and the owner reopening it. Closing reads the figures and writes the closing
// row in one transaction: the day's row is locked first (or inserted, the primary key refusing a
// second insert), so two tills closing the same day at once give one closing and one refusal.
import { type StaffMessages, staffMessages } from "~/i18n/staff";
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { dayClosings, reservations, sales, saleServiceLines } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { type CloseDayInput, type DayFigures, type DayInvoice, dayFigures, expectedCashCents } from "~/domain/end-of-day";
import { addDays } from "~/domain/hold-end";
import type { PaymentMethod } from "~/domain/invoice";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import { Refusal } from "~/lib/refusal";
import { shopMidnight } from "~/lib/shop-clock";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";

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
    })
    .from(sales)
    .where(and(gte(sales.invoiceDate, from), lt(sales.invoiceDate, to)));
  const serviceSums = rows.length
    ? await db
        .select({ saleId: saleServiceLines.saleId, total: sql<string>`sum(${saleServiceLines.lineTotalEur})::text` })
        .from(saleServiceLines)
        .where(
          inArray(
            saleServiceLines.saleId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(saleServiceLines.saleId)
    : [];
  const services = new Map(serviceSums.map((s) => [s.saleId, toCents(s.total)]));
  const invoices: DayInvoice[] = rows.map((r) => ({
    invoiceType: r.invoiceType,
    paymentMethod: r.paymentMethod as PaymentMethod,
    grandTotalCents: toCents(r.grandTotalEur),
    depositCents: toCents(r.depositEur),
    servicesCents: services.get(r.id) ?? 0,
  }));
  const [taken] = await db
    .select({ total: sql<string>`coalesce(sum(${reservations.depositAmountEur}), 0)::text` })
    .from(reservations)
    .where(and(gte(reservations.reservationDate, from), lt(reservations.reservationDate, to)));
  const endedAt = sql`coalesce(${reservations.cancelledAt}, ${reservations.expiredAt})`;
  const [returned] = await db
    .select({ total: sql<string>`coalesce(sum(${reservations.depositAmountEur}), 0)::text` })
    .from(reservations)
    .where(
      and(
        eq(reservations.depositOutcome, "return"),
        sql`${endedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${endedAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return dayFigures(invoices, { takenCents: toCents(taken?.total ?? "0"), returnedCents: toCents(returned?.total ?? "0") });
}

export interface DayClosingView {
  day: string;
  openingFloatCents: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  figures: DayFigures;
  notes: string | null;
  closedAt: Date;
  closedBy: string;
  reopenedAt: Date | null;
  reopenedBy: string | null;
}

function toView(r: typeof dayClosings.$inferSelect): DayClosingView {
  return {
    day: r.day,
    openingFloatCents: toCents(r.openingFloatEur),
    expectedCashCents: toCents(r.expectedCashEur),
    countedCashCents: toCents(r.countedCashEur),
    differenceCents: toCents(r.differenceEur),
    figures: r.figures,
    notes: r.notes,
    closedAt: r.closedAt,
    closedBy: r.closedBy,
    reopenedAt: r.reopenedAt,
    reopenedBy: r.reopenedBy,
  };
}

/** The day's closing, if it was ever closed (a reopened day keeps its last closing, marked reopened). */
export async function getDayClosing(db: Db | Tx, day: string): Promise<DayClosingView | null> {
  const [row] = await db.select().from(dayClosings).where(eq(dayClosings.day, day));
  return row ? toView(row) : null;
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

type Refusals = StaffMessages["endOfDay"]["refusals"];
const ENGLISH: Refusals = staffMessages("en").endOfDay.refusals;

export const alreadyClosed = (day: string, t: Refusals = ENGLISH) => new Refusal(t.alreadyClosed(day), { kind: "conflict" });

/**
 * Closes a day: its figures as they are now, the expected cash from the opening float, the cash
 * counted and the difference, saved and audited. A day already closed (and not reopened) is refused,
 * also when another till closes it at the same moment.
 */
export async function closeDay(
  db: Db,
  actor: AuditActor,
  input: CloseDayInput,
  now: Date = new Date(),
  t: Refusals = ENGLISH,
): Promise<DayClosingView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(dayClosings).where(eq(dayClosings.day, input.day)).for("update");
    if (existing && existing.reopenedAt == null) throw alreadyClosed(input.day, t);
    if (shopMidnight(input.day) > now) throw new Refusal(t.notStarted, { kind: "invalid", field: "day" });

    const figures = await readDayFigures(tx, input.day);
    const expected = expectedCashCents(figures, input.openingFloat);
    const values = {
      openingFloatEur: centsToDecimal(input.openingFloat),
      expectedCashEur: centsToDecimal(expected),
      countedCashEur: centsToDecimal(input.countedCash),
      differenceEur: centsToDecimal(input.countedCash - expected),
      figures,
      notes: input.notes,
      closedAt: now,
      closedBy: actor.label,
      reopenedAt: null,
      reopenedBy: null,
    };
    let row: typeof dayClosings.$inferSelect | undefined;
    if (existing) {
      [row] = await tx
        .update(dayClosings)
        .set(values)
        .where(and(eq(dayClosings.day, input.day), isNotNull(dayClosings.reopenedAt)))
        .returning();
    } else {
      // A till closing the same day at this moment inserts first: this insert then waits for its
      // commit and does nothing.
      [row] = await tx
        .insert(dayClosings)
        .values({ day: input.day, ...values })
        .onConflictDoNothing({ target: dayClosings.day })
        .returning();
    }
    if (!row) throw alreadyClosed(input.day, t);
    const diff = input.countedCash - expected;
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "day.close",
      subject: input.day,
      summary: `Closed ${input.day}: expected cash ${formatEur(expected, "en")}, counted ${formatEur(input.countedCash, "en")}, difference ${formatEur(diff, "en")}`,
      after: {
        openingFloat: values.openingFloatEur,
        expected: values.expectedCashEur,
        counted: values.countedCashEur,
        difference: values.differenceEur,
      },
    });
    return toView(row);
  });
}

/** The owner reopens a closed day, so it can be counted and closed again; audited. */
export async function reopenDay(db: Db, actor: AuditActor, day: string, now: Date = new Date(), t: Refusals = ENGLISH): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dayClosings).where(eq(dayClosings.day, day)).for("update");
    if (!row) throw new Refusal(t.notClosed(day), { kind: "conflict" });
    if (row.reopenedAt) throw new Refusal(t.alreadyReopened(day), { kind: "conflict" });
    await tx.update(dayClosings).set({ reopenedAt: now, reopenedBy: actor.label }).where(eq(dayClosings.day, day));
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "day.reopen",
      subject: day,
      summary: `Reopened ${day} (it was closed by ${row.closedBy}, counted ${formatEur(toCents(row.countedCashEur), "en")})`,
      before: { counted: row.countedCashEur, difference: row.differenceEur },
    });
  });
}
