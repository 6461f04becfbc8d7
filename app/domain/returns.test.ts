import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { formatInvoiceNumber, parseInvoiceNumber, signedTaxFromInclusiveTotal, needsFullInvoice } from "./invoice";
import {
  checkReturn as reasonsOf,
  rectifyingInvoiceType,
  rectifyingLines,
  rectifyingTotals,
  returnableQuantities,
  returnSchemaIn,
  looksDefective,
  returnPreview,
  type ReturnMessages,
  type SoldLine,
} from "./returns";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";

const RETURN_MESSAGES = staffMessages("en").invoices.returns.form;
const returnSchema = returnSchemaIn(RETURN_MESSAGES);

/** The check with its reasons in a language's words (English unless given), as the clerk reads them. */
function checkReturn(
  sold: readonly SoldLine[],
  wanted: Parameters<typeof reasonsOf>[1],
  soldServices: Parameters<typeof reasonsOf>[2] = [],
  wantedServices: Parameters<typeof reasonsOf>[3] = [],
  m: ReturnMessages = RETURN_MESSAGES,
) {
  const r = reasonsOf(sold, wanted, soldServices, wantedServices);
  if (r.ok) return r;
  const fieldErrors = Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [k, say(m, v)]));
  return { ok: false, fieldErrors, message: say(m, r.reason) };
}

const sold: SoldLine[] = [
  { id: 10, quantity: 2, unitPriceCents: 5000, disposalFeeCents: 250, returned: 0 },
  { id: 11, quantity: 4, unitPriceCents: 8000, disposalFeeCents: 250, returned: 3 },
];

describe("returns", () => {
  it("returnable = sold - returned so far", () => {
    expect(returnableQuantities(sold)).toEqual(
      new Map([
        [10, 2],
        [11, 1],
      ]),
    );
  });

  it("accepts up to what is left of each line, skipping lines with 0", () => {
    const r = checkReturn(sold, [
      { itemId: 10, quantity: 2 },
      { itemId: 11, quantity: 0 },
    ]);
    expect(r).toEqual({ ok: true, lines: [{ line: sold[0], quantity: 2 }], services: [] });
  });

  it("refuses more than sold, counting earlier returns, with the message on the line's input", () => {
    expect(checkReturn(sold, [{ itemId: 10, quantity: 3 }])).toMatchObject({
      ok: false,
      fieldErrors: { "lines.0.quantity": "Only 2 of this line can be returned (2 sold)" },
    });
    expect(
      checkReturn(sold, [
        { itemId: 10, quantity: 0 },
        { itemId: 11, quantity: 2 },
      ]),
    ).toMatchObject({
      ok: false,
      fieldErrors: { "lines.1.quantity": "Only 1 of this line can be returned (4 sold, 3 already returned)" },
    });
    const all = [{ ...sold[0], returned: 2 }];
    expect(checkReturn(all, [{ itemId: 10, quantity: 1 }])).toMatchObject({
      fieldErrors: { "lines.0.quantity": "All 2 of this line were already returned" },
    });
  });

  it("speaks the staff account's language when given its messages (Spanish here), English by default", () => {
    const es = staffMessages("es").invoices.returns.form;
    expect(checkReturn(sold, [{ itemId: 11, quantity: 2 }], [], [], es)).toMatchObject({
      ok: false,
      fieldErrors: { "lines.0.quantity": "Solo se puede devolver 1 de esta línea (4 vendidas, 3 ya devueltas)" },
    });
    expect(checkReturn([{ ...sold[0]!, returned: 2 }], [{ itemId: 10, quantity: 1 }], [], [], es)).toMatchObject({
      fieldErrors: { "lines.0.quantity": "Ya se devolvieron las 2 unidades de esta línea" },
    });
    expect(parseForm(returnSchemaIn(es), { "lines.0.itemId": "10", "lines.0.quantity": "1" }, { nested: true })).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Indica el motivo de la devolución", refundMethod: "Elige cómo se devolvió el dinero" },
    });
    expect(checkReturn(sold, [{ itemId: 11, quantity: 2 }])).toMatchObject({
      fieldErrors: { "lines.0.quantity": "Only 1 of this line can be returned (4 sold, 3 already returned)" },
    });
  });

  it("service lines (no end-of-life fee) are checked like tyre lines, keyed by their own inputs", () => {
    const services: SoldLine[] = [{ id: 20, quantity: 2, unitPriceCents: 1200, disposalFeeCents: 0, returned: 1 }];
    expect(checkReturn(sold, [], services, [{ lineId: 20, quantity: 1 }])).toEqual({
      ok: true,
      lines: [],
      services: [{ line: services[0], quantity: 1 }],
    });
    expect(checkReturn(sold, [{ itemId: 10, quantity: 1 }], services, [{ lineId: 20, quantity: 2 }])).toMatchObject({
      ok: false,
      fieldErrors: { "services.0.quantity": "Only 1 of this line can be returned (2 sold, 1 already returned)" },
    });
    // A tyre line id is not a service line.
    expect(checkReturn(sold, [], services, [{ lineId: 10, quantity: 1 }])).toMatchObject({
      fieldErrors: { "services.0.quantity": RETURN_MESSAGES.badLine },
    });
    const back = rectifyingLines([{ line: services[0], quantity: 1 }]);
    expect(back).toEqual([
      { rectifiesItemId: 20, quantity: -1, unitPriceCents: 1200, disposalFeeCents: 0, discountCents: 0, lineTotalCents: -1200 },
    ]);
    expect(rectifyingTotals(back)).toEqual({ subtotalCents: -1200, totalDisposalCents: 0, grandTotalCents: -1200 });
  });

  it("refuses a line not on the invoice, a line twice and a return of nothing", () => {
    expect(checkReturn(sold, [{ itemId: 99, quantity: 1 }])).toMatchObject({
      ok: false,
      fieldErrors: { "lines.0.quantity": RETURN_MESSAGES.badLine },
    });
    expect(
      checkReturn(sold, [
        { itemId: 10, quantity: 1 },
        { itemId: 10, quantity: 1 },
      ]),
    ).toMatchObject({ ok: false, fieldErrors: { "lines.1.quantity": RETURN_MESSAGES.badLine } });
    expect(checkReturn(sold, [{ itemId: 10, quantity: 0 }])).toMatchObject({ ok: false, message: RETURN_MESSAGES.nothing });
  });

  it("the rectifying invoice carries the returned units at their sold prices, negated (by differences)", () => {
    const lines = rectifyingLines([
      { line: sold[0], quantity: 1 },
      { line: sold[1], quantity: 1 },
    ]);
    expect(lines).toEqual([
      { rectifiesItemId: 10, quantity: -1, unitPriceCents: 5000, disposalFeeCents: 250, discountCents: 0, lineTotalCents: -5250 },
      { rectifiesItemId: 11, quantity: -1, unitPriceCents: 8000, disposalFeeCents: 250, discountCents: 0, lineTotalCents: -8250 },
    ]);
    expect(rectifyingTotals(lines)).toEqual({ subtotalCents: -13000, totalDisposalCents: -500, grandTotalCents: -13500 });
    expect(() => rectifyingLines([{ line: sold[0], quantity: 0 }])).toThrow(RangeError);
  });

  it("a discounted line gives back what was paid: its share of the discount, the shares adding up to the discount", () => {
    // 3 tyres at 60,00 + 2,50 fee, 10,00 off the line: paid 177,50.
    const line = { id: 30, quantity: 3, unitPriceCents: 6000, disposalFeeCents: 250, discountCents: 1000, returned: 0 };
    const first = rectifyingLines([{ line, quantity: 1 }]);
    expect(first).toEqual([
      { rectifiesItemId: 30, quantity: -1, unitPriceCents: 6000, disposalFeeCents: 250, discountCents: -333, lineTotalCents: -5917 },
    ]);
    expect(rectifyingTotals(first)).toEqual({ subtotalCents: -5667, totalDisposalCents: -250, grandTotalCents: -5917 });
    const rest = rectifyingLines([{ line: { ...line, returned: 1 }, quantity: 2 }]);
    expect(rest[0]!.lineTotalCents).toBe(-11833);
    expect(first[0]!.lineTotalCents + rest[0]!.lineTotalCents).toBe(-(3 * 6250 - 1000));
  });

  it("R5 rectifies a simplified invoice, R1 a full one; a rectifying invoice is not rectified by a return", () => {
    expect(rectifyingInvoiceType("F2")).toBe("R5");
    expect(rectifyingInvoiceType("F1")).toBe("R1");
    expect(() => rectifyingInvoiceType("R5")).toThrow(RangeError);
  });

  it("the tax line of a negative total is the positive split with its sign", () => {
    expect(signedTaxFromInclusiveTotal(-5250, 21)).toEqual({ baseCents: -4339, vatCents: -911, ratePercent: 21 });
    expect(signedTaxFromInclusiveTotal(5250, 21)).toEqual({ baseCents: 4339, vatCents: 911, ratePercent: 21 });
  });

  it("the series: simplified without prefix, full F, rectifying R, each parsed back", () => {
    expect(formatInvoiceNumber(2026, 1, "R")).toBe("R2026-000001");
    expect(formatInvoiceNumber(2026, 12, "F")).toBe("F2026-000012");
    expect(parseInvoiceNumber("R2026-000001")).toEqual({ series: "R", year: 2026, seq: 1 });
    expect(parseInvoiceNumber("X2026-000001")).toBeNull();
    expect(() => formatInvoiceNumber(2026, 1, "X" as "R")).toThrow(RangeError);
  });

  it("a simplified invoice is allowed up to 3,000.00 EUR, IVA included", () => {
    expect(needsFullInvoice(300_000)).toBe(false);
    expect(needsFullInvoice(300_001)).toBe(true);
  });

  it("the form: reason and refund method required, quantities whole numbers, something to return", () => {
    const ok = parseForm(
      returnSchema,
      {
        reason: " Wrong size ",
        refundMethod: "card",
        "lines.0.itemId": "10",
        "lines.0.quantity": "1",
        "lines.1.itemId": "11",
        "lines.1.quantity": "",
      },
      { nested: true },
    );
    expect(ok).toEqual({
      ok: true,
      data: {
        reason: "Wrong size",
        refundMethod: "card",
        // No choice posted: back on sale, as returns always were.
        backOnSale: true,
        lines: [
          { itemId: 10, quantity: 1 },
          { itemId: 11, quantity: 0 },
        ],
        services: [],
      },
    });
    const bad = parseForm(
      returnSchema,
      { reason: "", refundMethod: "cheque", "lines.0.itemId": "10", "lines.0.quantity": "1.5" },
      { nested: true },
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        reason: RETURN_MESSAGES.reason,
        refundMethod: RETURN_MESSAGES.refundMethod,
        "lines.0.quantity": RETURN_MESSAGES.badQuantity,
      },
    });
    const nothing = parseForm(
      returnSchema,
      { reason: "x", refundMethod: "cash", "lines.0.itemId": "10", "lines.0.quantity": "0" },
      { nested: true },
    );
    expect(nothing).toMatchObject({ ok: false, fieldErrors: { "lines.form": RETURN_MESSAGES.nothing } });
  });

  it("proposes keeping the tyres off sale when the reason speaks of a defect, in either language", () => {
    for (const reason of [
      "Burbuja en el flanco",
      "Defecto de fabricación",
      "hernia lateral",
      "Sidewall bulge",
      "Manufacturing defect",
      "Grieta en la banda",
    ])
      expect(looksDefective(reason), reason).toBe(true);
    for (const reason of ["Wrong size fitted", "El cliente cambió de idea", "Medida equivocada", ""])
      expect(looksDefective(reason), reason).toBe(false);
  });

  it("previews the refund the rectifying invoice will total, or null when the return would be refused", () => {
    const invoice = {
      items: [{ id: 1, quantity: 2, unitPriceCents: 6000, disposalFeeCents: 240 }],
      services: [{ id: 7, quantity: 2, unitPriceCents: 1200 }],
    };
    const left = { items: { 1: 2 }, services: { 7: 2 } };
    expect(returnPreview(invoice, left, { lines: [{ itemId: 1, quantity: 1 }], services: [{ lineId: 7, quantity: 1 }] })).toEqual({
      refundCents: 6240 + 1200,
      tyres: 1,
    });
    // One unit already returned: two more is refused, and so is nothing at all.
    expect(
      returnPreview(invoice, { items: { 1: 1 }, services: { 7: 2 } }, { lines: [{ itemId: 1, quantity: 2 }], services: [] }),
    ).toBeNull();
    expect(returnPreview(invoice, left, { lines: [{ itemId: 1, quantity: 0 }], services: [] })).toBeNull();
  });
});
