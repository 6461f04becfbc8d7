import { describe, expect, it } from "vitest";
import { computeDashboard, conditionSlices, dashboardCards, rimBars, type StockTyre } from "./dashboard-stats";

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
