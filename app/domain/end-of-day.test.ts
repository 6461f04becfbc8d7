import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import {
  CASH_TOLERANCE_CENTS,
  cardCheck,
  closeDaySchemaIn,
  dayFigures,
  differenceNeedsNote,
  type DayInvoice,
  expectedCashCents,
  formatZNumber,
  netByMethod,
  reopenDaySchemaIn,
  sameFigures,
  withNewerFields,
  zYearOf,
} from "./end-of-day";
import { staffMessages } from "~/i18n/staff";

const closeDaySchema = closeDaySchemaIn(staffMessages("en").endOfDay.form);
const reopenDaySchema = reopenDaySchemaIn(staffMessages("en").endOfDay.form);

/** Deposits all paid in cash, as before methods were kept. */
const cashDeposits = (taken: number, returned: number) => ({
  taken: { cash: taken, card: 0, transfer: 0 },
  returned: { cash: returned, card: 0, transfer: 0 },
});

const inv = (o: Partial<DayInvoice>): DayInvoice => ({
  invoiceType: "F2",
  paymentMethod: "cash",
  grandTotalCents: 0,
  depositCents: 0,
  servicesCents: 0,
  ...o,
});

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

describe("end of day figures", () => {
  const f = dayFigures(
    [
      inv({ grandTotalCents: 19480, depositCents: 3000, servicesCents: 3920 }),
      inv({ paymentMethod: "card", grandTotalCents: 10000 }),
      inv({ invoiceType: "F1", paymentMethod: "transfer", grandTotalCents: 4500, servicesCents: 4500 }),
      inv({ invoiceType: "R5", paymentMethod: "cash", grandTotalCents: -5000 }),
      inv({ invoiceType: "R1", paymentMethod: "card", grandTotalCents: -1000 }),
    ],
    cashDeposits(2000, 1000),
  );

  it("counts invoices and returns apart, splits tyres and services, takes the deposit off what the till took", () => {
    expect(f).toMatchObject({
      invoiceCount: 3,
      returnCount: 2,
      salesCents: 33980,
      servicesCents: 8420,
      tyresCents: 25560,
      depositsUsedCents: 3000,
      takenByMethod: { cash: 16480, card: 10000, transfer: 4500 },
      refundedByMethod: { cash: 5000, card: 1000, transfer: 0 },
    });
    expect(netByMethod(f)).toEqual({ cash: 11480, card: 9000, transfer: 4500 });
  });

  it("counts a full invoice in place of simplified ones (F3) and a cancelled invoice without their money", () => {
    const g = dayFigures(
      [
        inv({ grandTotalCents: 10000, seller: "ana@shop.test" }),
        inv({ invoiceType: "F3", paymentMethod: "cash", grandTotalCents: 10000, seller: "ana@shop.test" }),
        inv({ paymentMethod: "card", grandTotalCents: 5000, depositCents: 1000, servicesCents: 2000, cancelled: true }),
      ],
      cashDeposits(0, 0),
    );
    expect(g).toMatchObject({
      invoiceCount: 1,
      replacementCount: 1,
      cancelledCount: 1,
      salesCents: 10000,
      servicesCents: 0,
      depositsUsedCents: 0,
      takenByMethod: { cash: 10000, card: 0, transfer: 0 },
    });
    expect(g.bySeller).toEqual([expect.objectContaining({ seller: "ana@shop.test", invoiceCount: 1 })]);
    expect(sameFigures(g, { ...g, cancelledCount: 2 })).toBe(false);
  });

  it("adds up the discounts given on the day's sales and counts their invoices, not those of returns, F3 or cancelled ones", () => {
    const g = dayFigures(
      [
        inv({ grandTotalCents: 18000, discountCents: 1798 }),
        inv({ grandTotalCents: 5000, discountCents: 300 }),
        inv({ grandTotalCents: 9000 }),
        inv({ invoiceType: "R5", grandTotalCents: -8331, discountCents: -899 }),
        inv({ invoiceType: "F3", grandTotalCents: 18000, discountCents: 1798 }),
        inv({ grandTotalCents: 4000, discountCents: 500, cancelled: true }),
      ],
      cashDeposits(0, 0),
    );
    expect(g).toMatchObject({ discountsCents: 2098, discountedInvoiceCount: 2, salesCents: 32000 });
    // Money the totals already reflect: two readings differing only in it are the same day.
    expect(sameFigures(g, { ...g, discountsCents: 0, discountedInvoiceCount: 0 })).toBe(true);
  });

  it("expects float + cash taken + deposits taken - cash refunded - deposits returned", () => {
    expect(expectedCashCents(f, 15000)).toBe(15000 + 16480 + 2000 - 5000 - 1000);
  });

  it("compares two readings of a day whatever the key order", () => {
    const copy = JSON.parse(JSON.stringify({ ...f, takenByMethod: { transfer: 4500, card: 10000, cash: 16480 } }));
    expect(sameFigures(f, copy)).toBe(true);
    expect(sameFigures(f, { ...f, refundedByMethod: { ...f.refundedByMethod, transfer: 1 } })).toBe(false);
  });

  it("the closing form takes euros with a comma or a point and refuses what cannot be in a drawer", () => {
    const ok = parseForm(closeDaySchema, form({ day: "2026-11-25", openingFloat: "150,50", countedCash: "0", notes: " " }));
    expect(ok).toEqual({ ok: true, data: { day: "2026-11-25", openingFloat: 15050, countedCash: 0, cardTerminal: null, notes: null } });
    const bad = parseForm(closeDaySchema, form({ day: "x", openingFloat: "abc", countedCash: "200000", notes: "n".repeat(501) }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["countedCash", "day", "notes", "openingFloat"]);
  });
});

describe("the numbered Z", () => {
  it("numbers a day's Z in its own year's series, four digits at least, never cut", () => {
    expect(formatZNumber(2026, 1)).toBe("Z-2026-0001");
    expect(formatZNumber(2026, 367)).toBe("Z-2026-0367");
    expect(formatZNumber(2026, 12345)).toBe("Z-2026-12345");
    expect(zYearOf("2025-12-31")).toBe(2025);
    expect(zYearOf("2026-01-01")).toBe(2026);
  });

  it("splits the day by seller: their invoices, returns and money by method, sellers in order, the unrecorded last", () => {
    const f = dayFigures(
      [
        inv({ seller: "luis@shop.test", paymentMethod: "card", grandTotalCents: 10000 }),
        inv({ seller: "ana@shop.test", grandTotalCents: 8000, depositCents: 2000 }),
        inv({ seller: null, paymentMethod: "transfer", grandTotalCents: 500 }),
        inv({ seller: "ana@shop.test", invoiceType: "R5", paymentMethod: "card", grandTotalCents: -3000 }),
        inv({ seller: "ana@shop.test", paymentMethod: "card", grandTotalCents: 4000 }),
      ],
      cashDeposits(0, 0),
    );
    expect(f.bySeller).toEqual([
      {
        seller: "ana@shop.test",
        invoiceCount: 2,
        returnCount: 1,
        takenByMethod: { cash: 6000, card: 4000, transfer: 0 },
        refundedByMethod: { cash: 0, card: 3000, transfer: 0 },
      },
      {
        seller: "luis@shop.test",
        invoiceCount: 1,
        returnCount: 0,
        takenByMethod: { cash: 0, card: 10000, transfer: 0 },
        refundedByMethod: { cash: 0, card: 0, transfer: 0 },
      },
      {
        seller: null,
        invoiceCount: 1,
        returnCount: 0,
        takenByMethod: { cash: 0, card: 0, transfer: 500 },
        refundedByMethod: { cash: 0, card: 0, transfer: 0 },
      },
    ]);
    // The sellers add up to the day.
    const sum = (m: "cash" | "card" | "transfer") => f.bySeller.reduce((a, s) => a + s.takenByMethod[m], 0);
    expect({ cash: sum("cash"), card: sum("card"), transfer: sum("transfer") }).toEqual(f.takenByMethod);
    expect(f).toMatchObject({ replacementCount: 0, cancelledCount: 0 });
  });

  it("reads a closing stored before the numbered Z with no replacements, no cancellations and no sellers", () => {
    const {
      replacementCount: _r,
      cancelledCount: _c,
      bySeller: _s,
      ...old
    } = dayFigures([inv({ grandTotalCents: 100 })], cashDeposits(0, 0));
    expect(withNewerFields(old)).toMatchObject({ invoiceCount: 1, replacementCount: 0, cancelledCount: 0, bySeller: [] });
  });

  describe("the card terminal against the till", () => {
    const f = dayFigures(
      [inv({ paymentMethod: "card", grandTotalCents: 15000 }), inv({ invoiceType: "R5", paymentMethod: "card", grandTotalCents: -2000 })],
      cashDeposits(0, 0),
    );
    it("compares with the card money taken less refunded; equal is not flagged", () => {
      expect(cardCheck(f, 13000)).toEqual({
        tillCardCents: 13000,
        terminalCents: 13000,
        differenceCents: 0,
        flagged: false,
        keyedAsCashHint: false,
      });
    });
    it("flags any difference; more on the terminal than in the till hints at a card payment keyed as cash", () => {
      expect(cardCheck(f, 13001)).toMatchObject({ differenceCents: 1, flagged: true, keyedAsCashHint: true });
      expect(cardCheck(f, 12000)).toMatchObject({ differenceCents: -1000, flagged: true, keyedAsCashHint: false });
    });
    it("checks nothing when no total was typed", () => {
      expect(cardCheck(f, null)).toBeNull();
    });
  });

  it("the closing form takes the card terminal's total or nothing, and refuses letters", () => {
    const ok = parseForm(
      closeDaySchema,
      form({ day: "2026-11-25", openingFloat: "0", countedCash: "0", cardTerminal: "1250,40", notes: "" }),
    );
    expect(ok.ok && ok.data.cardTerminal).toBe(125040);
    const bad = parseForm(closeDaySchema, form({ day: "2026-11-25", openingFloat: "0", countedCash: "0", cardTerminal: "12O,50" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fieldErrors).toEqual({ cardTerminal: expect.stringContaining("card terminal's total") });
  });

  it("reopening needs a reason", () => {
    const none = parseForm(reopenDaySchema, form({ day: "2026-11-25", reason: "   " }));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.fieldErrors).toEqual({ reason: "Say why the day is reopened" });
    expect(parseForm(reopenDaySchema, form({ day: "2026-11-25", reason: " Recount " }))).toEqual({
      ok: true,
      data: { day: "2026-11-25", reason: "Recount" },
    });
  });
});

describe("a cash difference beyond the tolerance needs a note", () => {
  it("closes within a euro either way without a word; beyond it only with a note", () => {
    expect(differenceNeedsNote(0, null)).toBe(false);
    expect(differenceNeedsNote(CASH_TOLERANCE_CENTS, null)).toBe(false);
    expect(differenceNeedsNote(-CASH_TOLERANCE_CENTS, "")).toBe(false);
    expect(differenceNeedsNote(-450, null)).toBe(true);
    expect(differenceNeedsNote(101, "  ")).toBe(true);
    expect(differenceNeedsNote(-450, "Change given twice to a customer")).toBe(false);
  });
});

describe("deposits by the method they were paid with", () => {
  it("the drawer expects only the cash ones; the card terminal's check counts the card ones", () => {
    const f = dayFigures([inv({ paymentMethod: "card", grandTotalCents: 10000 })], {
      taken: { cash: 2000, card: 3000, transfer: 500 },
      returned: { cash: 0, card: 1000, transfer: 0 },
    });
    expect(f.depositsTakenCents).toBe(2000);
    expect(f.depositsOtherMethods).toEqual({ taken: { card: 3000, transfer: 500 }, returned: { card: 1000, transfer: 0 } });
    expect(expectedCashCents(f, 5000)).toBe(5000 + 2000);
    // The terminal: 100.00 of the sale + 30.00 of deposits - 10.00 given back by card.
    expect(cardCheck(f, 12000)).toMatchObject({ tillCardCents: 12000, differenceCents: 0, flagged: false });
  });

  it("a closing stored before methods were kept reads as all cash", () => {
    const { depositsOtherMethods: _, ...old } = dayFigures([], cashDeposits(1500, 0));
    expect(withNewerFields(old).depositsOtherMethods).toEqual({ taken: { card: 0, transfer: 0 }, returned: { card: 0, transfer: 0 } });
  });
});
