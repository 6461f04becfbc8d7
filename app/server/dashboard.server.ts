// The dashboard's figures, aggregated in SQL (definitions in app/domain/dashboard-stats.ts and
// docs/decisions/020-dashboard-figures.md).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { appointments, quotes, sales, saleServiceLines, tyres } from "~db/schema";
import {
  conditionSlices,
  dashboardCards,
  type DashboardData,
  monthBounds,
  type QuoteFigures,
  quoteFigures,
  rimBars,
} from "~/domain/dashboard-stats";
import { toCents } from "~/domain/money";
import { shopMidnight, shopToday } from "~/lib/shop-clock";
import type { Db } from "./infra/db.server";
import { moneyCounted } from "./sales/sales.server";
import { readDayFigures } from "./sales/end-of-day.server";

export async function dashboardData(db: Db): Promise<DashboardData> {
  const available = eq(tyres.status, "available");
  const [stock, sold, services, byCondition, byRim] = await Promise.all([
    db
      .select({
        quantity: sql<string>`coalesce(sum(${tyres.quantity}), 0)::text`,
        value: sql<string>`coalesce(sum((${tyres.unitPriceEur} + ${tyres.disposalFeeEurPerTyre}) * ${tyres.quantity}), 0)::numeric(14,2)::text`,
      })
      .from(tyres)
      .where(available),
    // Once each: without the full invoices in place of simplified ones and the cancelled invoices.
    db
      .select({ value: sql<string>`coalesce(sum(${sales.grandTotalEur}), 0)::numeric(14,2)::text` })
      .from(sales)
      .where(moneyCounted),
    // Service lines of every invoice (returned ones are negative on rectifying invoices).
    db
      .select({ value: sql<string>`coalesce(sum(${saleServiceLines.lineTotalEur}), 0)::numeric(14,2)::text` })
      .from(saleServiceLines)
      .innerJoin(sales, eq(sales.id, saleServiceLines.saleId))
      .where(moneyCounted),
    db
      .select({ condition: tyres.condition, quantity: sql<string>`sum(${tyres.quantity})::text` })
      .from(tyres)
      .where(available)
      .groupBy(tyres.condition),
    db
      .select({ rim: tyres.rim, quantity: sql<string>`sum(${tyres.quantity})::text` })
      .from(tyres)
      .where(available)
      .groupBy(tyres.rim)
      .orderBy(asc(tyres.rim)),
  ]);
  return {
    cards: dashboardCards(
      { quantity: Number(stock[0]?.quantity ?? 0), valueCents: toCents(stock[0]?.value ?? "0") },
      toCents(sold[0]?.value ?? "0"),
      toCents(services[0]?.value ?? "0"),
    ),
    byCondition: conditionSlices(Object.fromEntries(byCondition.map((r) => [r.condition, Number(r.quantity)]))),
    byRim: rimBars(byRim.map((r) => ({ rim: r.rim, quantity: Number(r.quantity) }))),
  };
}

/**
 * The quote figures on the shop's day of `now`: open (unanswered, valid through today) and, of the
 * quotes whose newest answer was given this calendar month in the shop, the accepted and the answered.
 */
export async function dashboardQuotes(db: Db, now: Date = new Date()): Promise<QuoteFigures> {
  const today = shopToday(now);
  const { first, next } = monthBounds(today);
  const open = sql`${quotes.answer} is null and ${quotes.validUntil} >= ${today}`;
  const thisMonth = sql`${quotes.answeredAt} >= ${shopMidnight(first).toISOString()}::timestamptz and ${quotes.answeredAt} < ${shopMidnight(next).toISOString()}::timestamptz`;
  const accepted = sql`${quotes.answer} = 'accepted' and ${thisMonth}`;
  const [row] = await db
    .select({
      openCount: sql<number>`(count(*) filter (where ${open}))::int`,
      openValue: sql<string>`coalesce(sum(${quotes.totalEur}) filter (where ${open}), 0)::numeric(14,2)::text`,
      acceptedCount: sql<number>`(count(*) filter (where ${accepted}))::int`,
      acceptedValue: sql<string>`coalesce(sum(${quotes.totalEur}) filter (where ${accepted}), 0)::numeric(14,2)::text`,
      answered: sql<number>`(count(*) filter (where ${quotes.answer} is not null and ${thisMonth}))::int`,
    })
    .from(quotes);
  return quoteFigures(
    { count: row?.openCount ?? 0, valueCents: toCents(row?.openValue ?? "0") },
    { count: row?.acceptedCount ?? 0, valueCents: toCents(row?.acceptedValue ?? "0") },
    row?.answered ?? 0,
  );
}

/**
 * The shop's day so far, for the counter's first glance: the fitting appointments of today (booked
 * or done) and the invoices issued today with what they add up to (as the end of day counts them).
 */
export async function dashboardToday(
  db: Db,
  now: Date = new Date(),
): Promise<{ appointments: number; invoices: number; salesCents: number }> {
  const today = shopToday(now);
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.day, today), inArray(appointments.status, ["booked", "done"])));
  const figures = await readDayFigures(db, today);
  return { appointments: booked?.n ?? 0, invoices: figures.invoiceCount, salesCents: figures.salesCents };
}
