// The dashboard's figures, aggregated in SQL (definitions in app/domain/dashboard-stats.ts and
// docs/decisions/020-dashboard-figures.md).
import { asc, eq, sql } from "drizzle-orm";
import { sales, saleServiceLines, tyres } from "~db/schema";
import { conditionSlices, dashboardCards, rimBars, type DashboardData } from "~/domain/dashboard-stats";
import { toCents } from "~/domain/money";
import type { Db } from "./infra/db.server";

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
    db.select({ value: sql<string>`coalesce(sum(${sales.grandTotalEur}), 0)::numeric(14,2)::text` }).from(sales),
    // Service lines of every invoice (returned ones are negative on rectifying invoices).
    db.select({ value: sql<string>`coalesce(sum(${saleServiceLines.lineTotalEur}), 0)::numeric(14,2)::text` }).from(saleServiceLines),
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
