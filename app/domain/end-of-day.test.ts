import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { closeDaySchema, dayFigures, type DayInvoice, expectedCashCents, netByMethod, sameFigures } from "./end-of-day";

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
    { takenCents: 2000, returnedCents: 1000 },
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
    expect(ok).toEqual({ ok: true, data: { day: "2026-11-25", openingFloat: 15050, countedCash: 0, notes: null } });
    const bad = parseForm(closeDaySchema, form({ day: "x", openingFloat: "abc", countedCash: "200000", notes: "n".repeat(501) }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["countedCash", "day", "notes", "openingFloat"]);
  });
});
