import { describe, expect, it } from "vitest";
import {
  MAX_REPLACED_INVOICES,
  type ReplaceableInvoice,
  replacedInOrder,
  replacementRefusal as reasonOf,
  replacementSchemaIn,
  replacementTotals,
} from "./invoice-replacement";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { say } from "~/lib/reason";

const m = staffMessages("en").invoices.replace.refusals;
const CHECKOUT_MESSAGES = staffMessages("en").checkout.form;
/** The rule's reason in the catalogue's English words, as the clerk reads it. */
const replacementRefusal = (invoices: readonly ReplaceableInvoice[]) => {
  const r = reasonOf(invoices);
  return r && say(m, r);
};

const inv = (over: Partial<ReplaceableInvoice> = {}): ReplaceableInvoice => ({
  id: 1,
  invoiceNumber: "2026-000001",
  invoiceType: "F2",
  customerId: 7,
  vatRatePercent: 21,
  sellerNif: "B04123451",
  replacedBy: null,
  rectified: false,
  cancelled: false,
  ...over,
});

describe("which simplified invoices can be replaced together by one full invoice (F3)", () => {
  it("takes simplified invoices of one customer record, open, at one IVA rate", () => {
    expect(replacementRefusal([inv(), inv({ id: 2, invoiceNumber: "2026-000002" })])).toBeNull();
  });

  it("takes invoices without a customer record together (the clerk picked them by hand)", () => {
    expect(replacementRefusal([inv({ customerId: null }), inv({ id: 2, invoiceNumber: "2026-000002", customerId: null })])).toBeNull();
  });

  it("refuses nothing, too many, and an invoice that is not simplified", () => {
    expect(replacementRefusal([])).toBe(m.nothing);
    expect(replacementRefusal(Array.from({ length: MAX_REPLACED_INVOICES + 1 }, (_, i) => inv({ id: i + 1 })))).toBe(m.tooMany);
    for (const type of ["F1", "F3", "R1", "R5"]) {
      expect(replacementRefusal([inv({ invoiceType: type, invoiceNumber: "X" })])).toBe(m.notSimplified("X"));
    }
  });

  it("refuses an invoice already replaced, rectified by a return or cancelled, naming it", () => {
    expect(replacementRefusal([inv(), inv({ id: 2, invoiceNumber: "2026-000002", replacedBy: "F2026-000003" })])).toBe(
      m.alreadyReplaced("2026-000002", "F2026-000003"),
    );
    expect(replacementRefusal([inv({ rectified: true })])).toBe(m.rectified("2026-000001"));
    expect(replacementRefusal([inv({ cancelled: true })])).toBe(m.cancelled("2026-000001"));
  });

  it("refuses invoices of two customers, and a record's invoice with one without a record", () => {
    expect(replacementRefusal([inv(), inv({ id: 2, invoiceNumber: "2026-000002", customerId: 8 })])).toBe(m.otherCustomer("2026-000002"));
    expect(replacementRefusal([inv(), inv({ id: 2, invoiceNumber: "2026-000002", customerId: null })])).toBe(
      m.otherCustomer("2026-000002"),
    );
  });

  it("refuses invoices issued at different IVA rates or under different shop NIFs", () => {
    expect(replacementRefusal([inv(), inv({ id: 2, vatRatePercent: 10 })])).toBe(m.mixedRates);
    expect(replacementRefusal([inv(), inv({ id: 2, sellerNif: "A04000000" })])).toBe(m.mixedSeller);
  });
});

describe("the F3's totals and its list of replaced invoices", () => {
  it("adds up the replaced invoices' totals: the same money, once", () => {
    expect(
      replacementTotals([
        { subtotalCents: 10000, totalDisposalCents: 500, grandTotalCents: 10500 },
        { subtotalCents: 2000, totalDisposalCents: 0, grandTotalCents: 2000 },
      ]),
    ).toEqual({ subtotalCents: 12000, totalDisposalCents: 500, grandTotalCents: 12500 });
  });

  it("lists them by date, then number", () => {
    const list = replacedInOrder([
      { invoiceNumber: "2026-000009", invoiceDate: "2026-03-05T10:00:00Z" },
      { invoiceNumber: "2026-000002", invoiceDate: "2026-03-04T10:00:00Z" },
      { invoiceNumber: "2026-000008", invoiceDate: "2026-03-05T10:00:00Z" },
    ]);
    expect(list.map((i) => i.invoiceNumber)).toEqual(["2026-000002", "2026-000008", "2026-000009"]);
  });
});

describe("the replacement form", () => {
  const schema = replacementSchemaIn(m, CHECKOUT_MESSAGES);
  const form = (over: Record<string, string> = {}) => ({
    invoices: "4,2,4",
    otherNumbers: "",
    customerName: "Ana García",
    customerTaxId: " 12345678-z ",
    customerAddress: "Calle Real 1, Almería",
    ...over,
  });

  it("reads the ticked ids (once each), typed numbers, and the recipient with the tax id normalised", () => {
    expect(parseForm(schema, form({ otherNumbers: "2026-000012, 2026-000015" }))).toEqual({
      ok: true,
      data: {
        invoices: [4, 2],
        otherNumbers: ["2026-000012", "2026-000015"],
        customerName: "Ana García",
        customerTaxId: "12345678Z",
        customerAddress: "Calle Real 1, Almería",
      },
    });
  });

  it("refuses a wrong tax id, a missing tax id or address, no invoice, and a bad list or number", () => {
    const errors = (over: Record<string, string>) => {
      const r = parseForm(schema, form(over));
      return r.ok ? {} : r.fieldErrors;
    };
    expect(errors({ customerTaxId: "12345678A" })).toEqual({ customerTaxId: CHECKOUT_MESSAGES.taxIdCheck });
    expect(errors({ customerTaxId: "" })).toEqual({ customerTaxId: m.taxIdMissing });
    expect(errors({ customerAddress: "" })).toEqual({ customerAddress: m.addressMissing });
    expect(errors({ invoices: "" })).toEqual({ invoices: m.nothing });
    expect(errors({ invoices: "1,x" })).toEqual({ invoices: m.badList });
    expect(errors({ otherNumbers: "2026-12" })).toEqual({ otherNumbers: m.badNumber("2026-12") });
  });
});
