// The dashboard's figures (docs/decisions/020-dashboard-figures.md). The server computes the same
// sums in SQL (app/server/dashboard.server.ts); `computeDashboard` and `computeQuoteFigures` are
// the reference definitions over plain rows, and the integration tests check that both agree.
import type { Cents } from "./money";
import { type QuoteAnswer, quoteStatus } from "./quote";
import { CONDITION_LABELS, type TyreCondition, type TyreStatus } from "./tyre";

export interface StockTyre {
  status: TyreStatus;
  condition: TyreCondition;
  rim: number;
  quantity: number;
  unitPriceCents: Cents;
  disposalFeeCents: Cents;
}

export interface DashboardCards {
  /** Sum of quantity over available tyres. */
  totalTyresInStock: number;
  /** Remaining Stock Value + Value Sold: everything the shop has sold or still has on sale. */
  totalStockValueCents: Cents;
  /** Sum of the grand totals of all invoices (sales). */
  valueSoldCents: Cents;
  /** Of the value sold, the service lines (fitting, balancing...) and the rest (tyres with their disposal fee). */
  servicesSoldCents: Cents;
  tyresSoldCents: Cents;
  /** Sum of (unit price + disposal fee) x quantity over available tyres. */
  remainingStockValueCents: Cents;
}

export interface ConditionSlice {
  condition: TyreCondition;
  name: string;
  quantity: number;
  /** Whole percent of available tyres; the slices add up to 100 when there is stock. */
  percent: number;
}

export interface RimBar {
  rim: number;
  label: string;
  quantity: number;
}

export interface DashboardData {
  cards: DashboardCards;
  byCondition: ConditionSlice[];
  byRim: RimBar[];
}

/** The four cards from the available-stock aggregates and the sum of sales. */
export function dashboardCards(
  available: { quantity: number; valueCents: Cents },
  valueSoldCents: Cents,
  servicesSoldCents: Cents = 0,
): DashboardCards {
  return {
    totalTyresInStock: available.quantity,
    totalStockValueCents: available.valueCents + valueSoldCents,
    valueSoldCents,
    servicesSoldCents,
    tyresSoldCents: valueSoldCents - servicesSoldCents,
    remainingStockValueCents: available.valueCents,
  };
}

/** Pie slices (New first, then Part-Worn), leaving out a condition with no stock. */
export function conditionSlices(quantities: Partial<Record<TyreCondition, number>>): ConditionSlice[] {
  const newQ = quantities.new ?? 0;
  const usedQ = quantities["part-worn"] ?? 0;
  const total = newQ + usedQ;
  if (total === 0) return [];
  const newPct = Math.round((newQ / total) * 100);
  const slices: ConditionSlice[] = [
    { condition: "new", name: CONDITION_LABELS.new, quantity: newQ, percent: newPct },
    { condition: "part-worn", name: CONDITION_LABELS["part-worn"], quantity: usedQ, percent: 100 - newPct },
  ];
  return slices.filter((s) => s.quantity > 0);
}

/** Bars per rim size, ascending, labelled 16". */
export function rimBars(quantities: Array<{ rim: number; quantity: number }>): RimBar[] {
  return quantities
    .filter((r) => r.quantity > 0)
    .sort((a, b) => a.rim - b.rim)
    .map((r) => ({ rim: r.rim, label: `${r.rim}"`, quantity: r.quantity }));
}

/** The reference definition over tyre rows and sale grand totals. */
export function computeDashboard(tyres: StockTyre[], saleGrandTotalsCents: Cents[]): DashboardData {
  const available = tyres.filter((t) => t.status === "available");
  const quantity = available.reduce((n, t) => n + t.quantity, 0);
  const valueCents = available.reduce((n, t) => n + (t.unitPriceCents + t.disposalFeeCents) * t.quantity, 0);
  const sold = saleGrandTotalsCents.reduce((n, c) => n + c, 0);
  const byCondition: Partial<Record<TyreCondition, number>> = {};
  const byRim = new Map<number, number>();
  for (const t of available) {
    byCondition[t.condition] = (byCondition[t.condition] ?? 0) + t.quantity;
    byRim.set(t.rim, (byRim.get(t.rim) ?? 0) + t.quantity);
  }
  return {
    cards: dashboardCards({ quantity, valueCents }, sold),
    byCondition: conditionSlices(byCondition),
    byRim: rimBars([...byRim].map(([rim, q]) => ({ rim, quantity: q }))),
  };
}

// ---- Quotes (for a role with the "quotes" permission) ------------------------------------------

/**
 * The quote figures: the quotes open today (unanswered and still valid, as the quote list's "open"),
 * and of the quotes answered this month (the shop's calendar month, by their newest answer) the
 * accepted ones, their value and their share of the answered.
 */
export interface QuoteFigures {
  open: { count: number; valueCents: Cents };
  accepted: { count: number; valueCents: Cents };
  answered: number;
  /** Accepted / answered this month in whole percent; null when none was answered. */
  acceptedPercent: number | null;
}

/**
 * A share in whole percent, null of nothing. Rounded to the nearest, but never 0 % when some were
 * accepted nor 100 % when some were not (1 of 300 is 1 %, 299 of 300 is 99 %).
 */
export function acceptedPercent(accepted: number, answered: number): number | null {
  if (answered <= 0) return null;
  const p = Math.round((accepted / answered) * 100);
  if (accepted > 0 && p === 0) return 1;
  if (accepted < answered && p === 100) return 99;
  return p;
}

/** The first day of the month of `today` (yyyy-mm-dd) and the first day of the next. */
export function monthBounds(today: string): { first: string; next: string } {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  return { first: `${y}-${pad(m)}-01`, next: m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01` };
}

export function quoteFigures(
  open: { count: number; valueCents: Cents },
  accepted: { count: number; valueCents: Cents },
  answered: number,
): QuoteFigures {
  return { open, accepted, answered, acceptedPercent: acceptedPercent(accepted.count, answered) };
}

/** A quote as the reference definition reads it: its newest answer and the shop's day it was given. */
export interface QuoteFigureRow {
  answer: QuoteAnswer | null;
  answeredDay: string | null;
  validUntil: string;
  totalCents: Cents;
}

/** The reference definition of the quote figures on `today` (the shop's yyyy-mm-dd). */
export function computeQuoteFigures(rows: readonly QuoteFigureRow[], today: string): QuoteFigures {
  const { first, next } = monthBounds(today);
  const open = rows.filter((q) => quoteStatus(q, today) === "open");
  const answered = rows.filter((q) => q.answer && q.answeredDay && q.answeredDay >= first && q.answeredDay < next);
  const accepted = answered.filter((q) => q.answer === "accepted");
  const sum = (qs: QuoteFigureRow[]) => qs.reduce((n, q) => n + q.totalCents, 0);
  return quoteFigures(
    { count: open.length, valueCents: sum(open) },
    { count: accepted.length, valueCents: sum(accepted) },
    answered.length,
  );
}
