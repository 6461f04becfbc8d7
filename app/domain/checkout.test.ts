import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import { checkoutSchemaIn, MAX_CHECKOUT_LINES, saleKeyFor } from "./checkout";

const CHECKOUT_MESSAGES = staffMessages("en").checkout.form;
const checkoutSchema = checkoutSchemaIn(CHECKOUT_MESSAGES, staffMessages("en").services.lines);

const parseCheckout = (input: FormData | Record<string, unknown>) => parseForm(checkoutSchema, input);

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
      data: {
        customerName: "Ana García",
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: "T0001A", quantity: 2 }],
        services: [],
        freeLines: [],
      },
    });
  });

  it("keeps the optional fields when given, trimmed", () => {
    const r = parseCheckout({ ...valid, vehicleReg: " 1234 ABC ", notes: " fitted ", paymentMethod: "transfer" });
    expect(r.ok && r.data).toMatchObject({ vehicleReg: "1234 ABC", notes: "fitted", paymentMethod: "transfer" });
  });

  it("requires the customer name", () => {
    expect(parseCheckout({ ...valid, customerName: "   " })).toMatchObject({ ok: false, formError: CHECKOUT_MESSAGES.customerName });
    expect(parseCheckout({ lines: valid.lines })).toMatchObject({ ok: false, formError: "Please enter customer name" });
  });

  it("requires at least one line", () => {
    expect(parseCheckout({ ...valid, lines: [] })).toMatchObject({ ok: false, formError: "Please add items to cart" });
  });

  it("refuses bad quantities, unknown payment methods, duplicates and too many lines", () => {
    for (const quantity of [0, -1, 1.5, "2", 1000]) {
      expect(parseCheckout({ ...valid, lines: [{ tyreId: "T0001A", quantity }] }).ok).toBe(false);
    }
    expect(parseCheckout({ ...valid, paymentMethod: "bitcoin" }).ok).toBe(false);
    expect(parseCheckout({ ...valid, lines: [valid.lines[0], valid.lines[0]] })).toMatchObject({
      ok: false,
      formError: CHECKOUT_MESSAGES.duplicateLine,
    });
    const many = Array.from({ length: MAX_CHECKOUT_LINES + 1 }, (_, i) => ({ tyreId: `T${i}`, quantity: 1 }));
    expect(parseCheckout({ ...valid, lines: many })).toMatchObject({ ok: false, formError: CHECKOUT_MESSAGES.tooManyLines });
  });

  it("refuses a line whose tyre is not a stock code: a NUL never reaches the database", () => {
    for (const tyreId of ["T0001A\u0000", "\u0000", "T\u00001A", "not a tyre", "", "T0001", 42]) {
      expect(parseCheckout({ ...valid, lines: [{ tyreId, quantity: 1 }] }), JSON.stringify(tyreId)).toMatchObject({
        ok: false,
        formError: CHECKOUT_MESSAGES.badLine,
      });
    }
    expect(parseCheckout({ ...valid, lines: [{ tyreId: " T0001A ", quantity: 1 }] })).toMatchObject({ ok: true });
  });

  it("ignores prices sent by the browser (they are not part of the parsed input)", () => {
    const r = parseCheckout({ ...valid, lines: [{ tyreId: "T0001A", quantity: 1, unitPriceEur: "0.01" }], grandTotalEur: "0.01" });
    expect(r.ok && r.data.lines).toEqual([{ tyreId: "T0001A", quantity: 1 }]);
    expect(r.ok && "grandTotalEur" in r.data).toBe(false);
  });

  it("drops NUL characters like every other form", () => {
    const r = parseCheckout({ ...valid, customerName: "An\u0000a", notes: "\u0000" });
    expect(r.ok && r.data).toMatchObject({ customerName: "Ana", notes: null });
  });

  it("refuses a lines field too long to be a basket before parsing it", () => {
    expect(parseCheckout(form({ customerName: "Ana", lines: " ".repeat(20_001) }))).toMatchObject({
      ok: false,
      formError: CHECKOUT_MESSAGES.tooManyLines,
    });
  });

  it("reads the posted form with lines as JSON", () => {
    const r = parseCheckout(
      form({ customerName: "Ana", paymentMethod: "card", vehicleReg: "", notes: "", lines: JSON.stringify(valid.lines) }),
    );
    expect(r).toEqual({
      ok: true,
      data: { customerName: "Ana", vehicleReg: null, paymentMethod: "card", notes: null, lines: valid.lines, services: [], freeLines: [] },
    });
    expect(parseCheckout(form({ customerName: "Ana" }))).toMatchObject({ ok: false, formError: "Please add items to cart" });
    expect(parseCheckout(form({ customerName: "Ana", lines: "{not json" }))).toMatchObject({
      ok: false,
      formError: CHECKOUT_MESSAGES.badLine,
    });
    expect(parseCheckout(form({ customerName: "", lines: JSON.stringify(valid.lines) }))).toMatchObject({
      ok: false,
      formError: "Please enter customer name",
    });
  });
});

describe("checkout: the customer's tax details (full invoice)", () => {
  const lines = JSON.stringify([{ tyreId: "T0001A", quantity: 1 }]);
  it("normalises a valid NIF/NIE/CIF and keeps the address", () => {
    const r = parseForm(checkoutSchema, {
      customerName: "Talleres SL",
      customerTaxId: " b-04.123 451 ",
      customerAddress: " Calle 1 ",
      lines,
    });
    expect(r).toMatchObject({ ok: true, data: { customerTaxId: "B04123451", customerAddress: "Calle 1" } });
    const none = parseForm(checkoutSchema, { customerName: "Ana", lines });
    expect(none.ok).toBe(true);
    if (none.ok) expect([none.data.customerTaxId, none.data.customerAddress]).toEqual([undefined, undefined]);
  });
  it("refuses a wrong check character, a wrong format, and one field without the other, beside the field", () => {
    expect(parseForm(checkoutSchema, { customerName: "X", customerTaxId: "X1234567A", customerAddress: "C 1", lines })).toMatchObject({
      ok: false,
      fieldErrors: { customerTaxId: CHECKOUT_MESSAGES.taxIdCheck },
    });
    expect(parseForm(checkoutSchema, { customerName: "X", customerTaxId: "1234", customerAddress: "C 1", lines })).toMatchObject({
      ok: false,
      fieldErrors: { customerTaxId: CHECKOUT_MESSAGES.taxIdFormat },
    });
    expect(parseForm(checkoutSchema, { customerName: "X", customerAddress: "C 1", lines })).toMatchObject({
      ok: false,
      fieldErrors: { customerTaxId: CHECKOUT_MESSAGES.addressWithoutTaxId },
    });
  });

  it("carries a line's discount and free lines (a part not in stock, at the typed price); an approver needs a password", () => {
    const discount = { kind: "percent", value: 1000, reason: "Cliente habitual" };
    const r = parseCheckout({
      ...valid,
      lines: [{ tyreId: "T0001A", quantity: 2, discount }],
      freeLines: [{ description: " Sensor TPMS ", unitPriceCents: 4500, quantity: 1 }],
    });
    expect(r.ok && r.data.lines).toEqual([{ tyreId: "T0001A", quantity: 2, discount }]);
    expect(r.ok && r.data.freeLines).toEqual([{ description: "Sensor TPMS", unitPriceCents: 4500, quantity: 1 }]);
    // A sale of free lines alone is a sale.
    expect(parseCheckout({ ...valid, lines: [], freeLines: [{ description: "Sensor", unitPriceCents: 100, quantity: 1 }] }).ok).toBe(true);
    const refused = (extra: Record<string, unknown>) => {
      const p = parseCheckout({ ...valid, ...extra });
      return p.ok ? null : p.formError;
    };
    expect(refused({ freeLines: [{ description: "Sensor", unitPriceCents: -100, quantity: 1 }] })).toBe(CHECKOUT_MESSAGES.freePrice);
    expect(refused({ freeLines: [{ description: "", unitPriceCents: 100, quantity: 1 }] })).toBe(CHECKOUT_MESSAGES.freeDescription);
    expect(refused({ lines: [{ tyreId: "T0001A", quantity: 1, discount: { ...discount, reason: "" } }] })).toBe(
      CHECKOUT_MESSAGES.discountReason,
    );
    expect(refused({ approverEmail: "owner@shop.test" })).toBe(CHECKOUT_MESSAGES.approverPassword);
  });
});

describe("the sale's key", () => {
  const keys = () => {
    let n = 0;
    return () => `key-number-${++n}-0123456789`;
  };

  it("is posted as letters, digits and dashes (16 to 64), or not at all", () => {
    const ok = parseCheckout({ ...valid, saleKey: "0123456789abcdef0123456789abcdef" });
    expect(ok.ok && ok.data.saleKey).toBe("0123456789abcdef0123456789abcdef");
    expect(parseCheckout({ ...valid, saleKey: "" }).ok && parseCheckout({ ...valid }).ok).toBe(true);
    for (const bad of ["short", "x".repeat(65), "0123456789abcdef'; drop", "0123456789abcdef 0123"]) {
      const r = parseCheckout({ ...valid, saleKey: bad });
      expect(r.ok ? null : r.formError, bad).toBe(CHECKOUT_MESSAGES.badSaleKey);
    }
  });

  it("stays while the same sale is sent again, and is new once anything sent changed", () => {
    const next = keys();
    const first = saleKeyFor(null, "basket A", next);
    expect(first.key).toBe("key-number-1-0123456789");
    // Sent again (the answer lost): the same key.
    expect(saleKeyFor(first.keep, "basket A", next).key).toBe(first.key);
    // Another line, another customer or payment: another sale.
    const changed = saleKeyFor(first.keep, "basket B", next);
    expect(changed.key).toBe("key-number-2-0123456789");
    expect(saleKeyFor(changed.keep, "basket A", next).key).toBe("key-number-3-0123456789");
  });

  it("a kept value that is not one of its own (edited, damaged) gives a new key", () => {
    const next = keys();
    for (const stored of ["not json", "null", '{"content":"basket A"}', '{"content":"basket A","key":"bad key!"}'])
      expect(saleKeyFor(stored, "basket A", next).key, stored).toMatch(/^key-number-\d+-0123456789$/);
    expect(saleKeyFor('{"content":"basket A","key":"bad key!"}', "basket A", next).key).not.toBe("bad key!");
  });
});
