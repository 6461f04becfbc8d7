import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, MAX_CHECKOUT_LINES, parseCheckout, parseCheckoutForm } from "./checkout";

const valid = { customerName: "  Ana García ", lines: [{ tyreId: "T0001A", quantity: 2 }] };

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("checkout form", () => {
  it("accepts a name and a line; payment defaults to cash; empty optionals become null", () => {
    const r = parseCheckout({ ...valid, vehicleReg: "  ", notes: "" });
    expect(r).toEqual({
      ok: true,
      data: { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId: "T0001A", quantity: 2 }] },
    });
  });

  it("keeps the optional fields when given, trimmed", () => {
    const r = parseCheckout({ ...valid, vehicleReg: " 1234 ABC ", notes: " fitted ", paymentMethod: "transfer" });
    expect(r.ok && r.data).toMatchObject({ vehicleReg: "1234 ABC", notes: "fitted", paymentMethod: "transfer" });
  });

  it("requires the customer name", () => {
    expect(parseCheckout({ ...valid, customerName: "   " })).toEqual({ ok: false, error: CHECKOUT_MESSAGES.customerName });
    expect(parseCheckout({ lines: valid.lines })).toEqual({ ok: false, error: "Please enter customer name" });
  });

  it("requires at least one line", () => {
    expect(parseCheckout({ ...valid, lines: [] })).toEqual({ ok: false, error: "Please add items to cart" });
  });

  it("refuses bad quantities, unknown payment methods, duplicates and too many lines", () => {
    for (const quantity of [0, -1, 1.5, "2", 1000]) {
      expect(parseCheckout({ ...valid, lines: [{ tyreId: "T0001A", quantity }] }).ok).toBe(false);
    }
    expect(parseCheckout({ ...valid, paymentMethod: "bitcoin" }).ok).toBe(false);
    expect(parseCheckout({ ...valid, lines: [valid.lines[0], valid.lines[0]] })).toEqual({ ok: false, error: CHECKOUT_MESSAGES.duplicateLine });
    const many = Array.from({ length: MAX_CHECKOUT_LINES + 1 }, (_, i) => ({ tyreId: `T${i}`, quantity: 1 }));
    expect(parseCheckout({ ...valid, lines: many })).toEqual({ ok: false, error: CHECKOUT_MESSAGES.tooManyLines });
  });

  it("ignores prices sent by the browser (they are not part of the parsed input)", () => {
    const r = parseCheckout({ ...valid, lines: [{ tyreId: "T0001A", quantity: 1, unitPriceEur: "0.01" }], grandTotalEur: "0.01" });
    expect(r.ok && r.data.lines).toEqual([{ tyreId: "T0001A", quantity: 1 }]);
    expect(r.ok && "grandTotalEur" in r.data).toBe(false);
  });

  it("reads the posted form with lines as JSON", () => {
    const r = parseCheckoutForm(form({ customerName: "Ana", paymentMethod: "card", vehicleReg: "", notes: "", lines: JSON.stringify(valid.lines) }));
    expect(r).toEqual({ ok: true, data: { customerName: "Ana", vehicleReg: null, paymentMethod: "card", notes: null, lines: valid.lines } });
    expect(parseCheckoutForm(form({ customerName: "Ana" }))).toEqual({ ok: false, error: "Please add items to cart" });
    expect(parseCheckoutForm(form({ customerName: "Ana", lines: "{not json" }))).toEqual({ ok: false, error: CHECKOUT_MESSAGES.badLine });
    expect(parseCheckoutForm(form({ customerName: "", lines: JSON.stringify(valid.lines) }))).toEqual({ ok: false, error: "Please enter customer name" });
  });
});
