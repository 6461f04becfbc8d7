import { describe, expect, it } from "vitest";
import {
  acceptedPercent,
  computeDashboard,
  computeQuoteFigures,
  conditionSlices,
  dashboardCards,
  monthBounds,
  type QuoteFigureRow,
  rimBars,
  type StockTyre,
} from "./dashboard-stats";

const tyre = (o: Partial<StockTyre>): StockTyre => ({
  status: "available",
  condition: "new",
  rim: 16,
  quantity: 1,
  unitPriceCents: 4000,
  disposalFeeCents: 240,
  ...o,
});

describe("dashboard cards", () => {
  it("counts only available tyres in the stock figures and adds sales to the total", () => {
    const d = computeDashboard(
      [
        tyre({ quantity: 4 }), // 4 x 42.40 = 169.60
        tyre({ quantity: 2, rim: 17, unitPriceCents: 4500, condition: "part-worn" }), // 2 x 47.40 = 94.80
        tyre({ quantity: 3, status: "reserved" }), // not counted
        tyre({ quantity: 0, status: "sold" }), // not counted
      ],
      [10000, 8480],
    );
    expect(d.cards).toEqual({
      totalTyresInStock: 6,
      remainingStockValueCents: 26440,
      valueSoldCents: 18480,
      servicesSoldCents: 0,
      tyresSoldCents: 18480,
      totalStockValueCents: 26440 + 18480,
    });
  });

  it("splits the value sold into tyres and services", () => {
    expect(dashboardCards({ quantity: 0, valueCents: 0 }, 18480, 3920)).toMatchObject({
      valueSoldCents: 18480,
      servicesSoldCents: 3920,
      tyresSoldCents: 14560,
    });
  });

  it("is all zero with no stock and no sales", () => {
    expect(computeDashboard([], [])).toEqual({
      cards: {
        totalTyresInStock: 0,
        totalStockValueCents: 0,
        valueSoldCents: 0,
        servicesSoldCents: 0,
        tyresSoldCents: 0,
        remainingStockValueCents: 0,
      },
      byCondition: [],
      byRim: [],
    });
  });
});

describe("dashboard charts", () => {
  it("gives condition slices with names and percents adding up to 100", () => {
    expect(conditionSlices({ new: 2, "part-worn": 1 })).toEqual([
      { condition: "new", name: "New", quantity: 2, percent: 67 },
      { condition: "part-worn", name: "Part-Worn", quantity: 1, percent: 33 },
    ]);
    expect(conditionSlices({ new: 5 })).toEqual([{ condition: "new", name: "New", quantity: 5, percent: 100 }]);
  });

  it("sorts rim bars ascending and labels them with the inch mark", () => {
    expect(
      rimBars([
        { rim: 17, quantity: 2 },
        { rim: 13, quantity: 5 },
        { rim: 15, quantity: 0 },
      ]),
    ).toEqual([
      { rim: 13, label: '13"', quantity: 5 },
      { rim: 17, label: '17"', quantity: 2 },
    ]);
  });
});

describe("quote figures", () => {
  const q = (o: Partial<QuoteFigureRow>): QuoteFigureRow => ({
    answer: null,
    answeredDay: null,
    validUntil: "2026-03-20",
    totalCents: 10000,
    ...o,
  });

  it("the acceptance share is whole percent, null of nothing, never 0 with one accepted nor 100 with one declined", () => {
    expect(acceptedPercent(0, 0)).toBeNull();
    expect(acceptedPercent(3, 5)).toBe(60);
    expect(acceptedPercent(2, 3)).toBe(67);
    expect(acceptedPercent(1, 3)).toBe(33);
    expect(acceptedPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(acceptedPercent(0, 4)).toBe(0);
    expect(acceptedPercent(4, 4)).toBe(100);
    expect(acceptedPercent(1, 300)).toBe(1);
    expect(acceptedPercent(299, 300)).toBe(99);
  });

  it("a month runs from its first day to the next month's, December into January", () => {
    expect(monthBounds("2026-03-15")).toEqual({ first: "2026-03-01", next: "2026-04-01" });
    expect(monthBounds("2026-12-31")).toEqual({ first: "2026-12-01", next: "2027-01-01" });
    expect(monthBounds("2026-01-01")).toEqual({ first: "2026-01-01", next: "2026-02-01" });
  });

  it("open is unanswered and valid through today; accepted and answered count this month's answers only", () => {
    const f = computeQuoteFigures(
      [
        q({ validUntil: "2026-03-15", totalCents: 5000 }), // open: its last day is today
        q({ validUntil: "2026-04-30", totalCents: 7000 }), // open
        q({ validUntil: "2026-03-14" }), // expired yesterday
        q({ answer: "accepted", answeredDay: "2026-03-01", totalCents: 20000 }),
        q({ answer: "accepted", answeredDay: "2026-03-15", totalCents: 12345 }),
        q({ answer: "declined", answeredDay: "2026-03-10" }),
        q({ answer: "accepted", answeredDay: "2026-02-28", totalCents: 99999 }), // last month
        q({ answer: "declined", answeredDay: "2026-02-28" }), // last month
      ],
      "2026-03-15",
    );
    expect(f).toEqual({
      open: { count: 2, valueCents: 12000 },
      accepted: { count: 2, valueCents: 32345 },
      answered: 3,
      acceptedPercent: 67,
    });
  });

  it("is all zero, with no share, without quotes", () => {
    expect(computeQuoteFigures([], "2026-03-15")).toEqual({
      open: { count: 0, valueCents: 0 },
      accepted: { count: 0, valueCents: 0 },
      answered: 0,
      acceptedPercent: null,
    });
  });
});
