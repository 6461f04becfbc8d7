// The dashboard's quote figures on both databases: the SQL agrees with the reference definition
// (app/domain/dashboard-stats.ts), open counts a quote through its last valid day, and "this month"
// is the shop's calendar month (an answer at 00:30 on the 1st in Almería is this month's though it
// is still the previous day in UTC; 23:30 on the last day of the previous month is not).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "~db/schema";
import { computeQuoteFigures } from "~/domain/dashboard-stats";
import { toCents } from "~/domain/money";
import { type QuoteAnswer } from "~/domain/quote";
import { shopInstant, shopToday } from "~/lib/shop-clock";
import { dashboardQuotes } from "~/server/dashboard.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

const NOW = shopInstant("2026-03-15", "12:00");

describe.each(TEST_BACKENDS)("the dashboard's quote figures on %s", (backend) => {
  let t: TestDatabase;
  let seq = 0;
  const quote = async (o: { validUntil?: string; totalEur?: string; answer?: QuoteAnswer; answeredAt?: Date }) => {
    seq += 1;
    await t.db.insert(quotes).values({
      number: `P-2026-${String(seq).padStart(4, "0")}`,
      year: 2026,
      seq,
      customerName: `Cliente ${seq}`,
      validUntil: o.validUntil ?? "2026-03-20",
      totalEur: o.totalEur ?? "100.00",
      answer: o.answer ?? null,
      answeredAt: o.answeredAt ?? null,
      createdBy: "counter@shop.test",
    });
  };

  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is all zero, with no share, before any quote", async () => {
    expect(await dashboardQuotes(t.db, NOW)).toEqual({
      open: { count: 0, valueCents: 0 },
      accepted: { count: 0, valueCents: 0 },
      answered: 0,
      acceptedPercent: null,
    });
  });

  it("counts the open quotes and this month's answers as the reference definition does", async () => {
    await quote({ validUntil: "2026-03-15", totalEur: "50.00" }); // open: its last day is today
    await quote({ validUntil: "2026-04-30", totalEur: "70.10" }); // open
    await quote({ validUntil: "2026-03-14", totalEur: "80.00" }); // expired yesterday
    await quote({ answer: "accepted", answeredAt: shopInstant("2026-03-01", "00:30"), totalEur: "200.00" }); // 2026-02-28 23:30 UTC
    await quote({ answer: "accepted", answeredAt: shopInstant("2026-03-15", "11:00"), totalEur: "123.45" });
    await quote({ answer: "declined", answeredAt: shopInstant("2026-03-10", "09:00") });
    await quote({ answer: "accepted", answeredAt: shopInstant("2026-02-28", "23:30"), totalEur: "999.99" }); // last month
    await quote({ answer: "declined", answeredAt: shopInstant("2026-02-27", "10:00") }); // last month
    // An answered quote is neither open nor expired, whatever its validity says.
    await quote({ answer: "declined", answeredAt: shopInstant("2026-03-02", "10:00"), validUntil: "2026-03-01" });

    const got = await dashboardQuotes(t.db, NOW);
    expect(got).toEqual({
      open: { count: 2, valueCents: 12010 },
      accepted: { count: 2, valueCents: 32345 },
      answered: 4,
      acceptedPercent: 50,
    });
    const rows = await t.db.select().from(quotes);
    const expected = computeQuoteFigures(
      rows.map((q) => ({
        answer: q.answer,
        answeredDay: q.answeredAt ? shopToday(q.answeredAt) : null,
        validUntil: q.validUntil,
        totalCents: toCents(q.totalEur),
      })),
      shopToday(NOW),
    );
    expect(got).toEqual(expected);
  });

  it("a new month starts again: last month's answers no longer count, the open ones still do", async () => {
    const april = shopInstant("2026-04-01", "09:00");
    expect(await dashboardQuotes(t.db, april)).toEqual({
      open: { count: 1, valueCents: 7010 },
      accepted: { count: 0, valueCents: 0 },
      answered: 0,
      acceptedPercent: null,
    });
  });
});
