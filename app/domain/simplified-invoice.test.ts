import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";
import { type SaleAmounts, fullInvoiceReason } from "./simplified-invoice";

/** The reason in the catalogue's English words, as the clerk reads it. */
const worded = (a: SaleAmounts) => {
  const r = fullInvoiceReason(a);
  return r && say(staffMessages("en").checkout.form, r);
};

describe("the simplified-invoice limit", () => {
  it("goods with their fitting up to 3,000.00; one cent more needs a full invoice", () => {
    expect(fullInvoiceReason({ goodsCents: 280_000, fittingOfGoodsCents: 19_999, otherServicesCents: 0 })).toBeNull();
    expect(fullInvoiceReason({ goodsCents: 280_000, fittingOfGoodsCents: 20_000, otherServicesCents: 0 })).toBeNull();
    expect(worded({ goodsCents: 280_000, fittingOfGoodsCents: 20_001, otherServicesCents: 0 })).toMatch(/^Sales over €3,000.00/);
  });

  it("services alone up to 400.00; 400.01 needs a full invoice", () => {
    expect(fullInvoiceReason({ goodsCents: 0, fittingOfGoodsCents: 0, otherServicesCents: 40_000 })).toBeNull();
    expect(worded({ goodsCents: 0, fittingOfGoodsCents: 0, otherServicesCents: 40_001 })).toMatch(/^Services over €400.00/);
  });

  it("fitting of the tyres sold counts with the goods, not with the services", () => {
    expect(fullInvoiceReason({ goodsCents: 100_000, fittingOfGoodsCents: 60_000, otherServicesCents: 0 })).toBeNull();
    expect(fullInvoiceReason({ goodsCents: 100_000, fittingOfGoodsCents: 0, otherServicesCents: 60_000 })).not.toBeNull();
  });
});
