import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { say } from "~/lib/reason";
import { type CancellableInvoice, cancellationRefusal as reasonOf, cancellationSchemaIn } from "./invoice-cancellation";

const m = staffMessages("en").invoices.cancel.refusals;
/** The rule's reason in the catalogue's English words, as the owner reads it. */
const cancellationRefusal = (invoice: CancellableInvoice) => {
  const r = reasonOf(invoice);
  return r && say(m, r);
};

const inv = (over: Partial<CancellableInvoice> = {}): CancellableInvoice => ({
  invoiceNumber: "2026-000001",
  invoiceType: "F2",
  cancelled: false,
  replacedBy: null,
  returns: 0,
  closedBy: null,
  ...over,
});

describe("which invoices can be cancelled as issued in error", () => {
  it("a simplified or full invoice with nothing built on it, its day open", () => {
    expect(cancellationRefusal(inv())).toBeNull();
    expect(cancellationRefusal(inv({ invoiceType: "F1" }))).toBeNull();
  });

  it("refuses one already cancelled, a rectifying invoice, a replacement (F3) and a replaced invoice", () => {
    expect(cancellationRefusal(inv({ cancelled: true }))).toBe(m.alreadyCancelled("2026-000001"));
    expect(cancellationRefusal(inv({ invoiceType: "R5" }))).toBe(m.rectifying("2026-000001"));
    expect(cancellationRefusal(inv({ invoiceType: "R1" }))).toBe(m.rectifying("2026-000001"));
    expect(cancellationRefusal(inv({ invoiceType: "F3" }))).toBe(m.replacement("2026-000001"));
    expect(cancellationRefusal(inv({ replacedBy: "F2026-000002" }))).toBe(m.replaced("2026-000001", "F2026-000002"));
  });

  it("refuses an invoice with a return, and one whose day's Z is closed", () => {
    expect(cancellationRefusal(inv({ returns: 1 }))).toBe(m.returned("2026-000001"));
    expect(cancellationRefusal(inv({ closedBy: "Z-2026-0004" }))).toBe(m.dayClosed("2026-000001", "Z-2026-0004"));
  });

  it("needs a reason of at most 500 characters", () => {
    const schema = cancellationSchemaIn(m);
    expect(parseForm(schema, { reason: "  Wrong customer  " })).toEqual({ ok: true, data: { reason: "Wrong customer" } });
    expect(parseForm(schema, { reason: " " })).toMatchObject({ ok: false, fieldErrors: { reason: m.reason } });
    expect(parseForm(schema, { reason: "x".repeat(501) })).toMatchObject({ ok: false, fieldErrors: { reason: m.reasonTooLong } });
  });
});
