// What a sale copies when it is made, written once for sales, returns and test data: the seller
// as the settings say at that moment, and each line's tyre and prices. An issued invoice shows
// these copies for ever, whatever later happens to the settings or the tyre.
import type { InvoiceItemView } from "./invoice";
import { centsToDecimal } from "./money";
import { fullAddress, type ShopSettings } from "./shop-settings";
import { tyreDescription } from "./tyre";

/** The seller columns of a sale (the IVA rate is the caller's: a return keeps the original's). */
export function sellerSnapshot(shop: ShopSettings) {
  return {
    sellerName: shop.name,
    sellerLegalName: shop.legalName,
    sellerNif: shop.nif,
    sellerAddress: fullAddress(shop),
    sellerPhone: shop.phone,
    sellerEmail: shop.email,
  };
}

type SnapshotTyre = Pick<
  InvoiceItemView,
  "width" | "aspect" | "rim" | "loadIndex" | "speedRating" | "brand" | "model" | "condition" | "inspectionRef" | "inspectionBy"
>;
type SnapshotPrices = Pick<InvoiceItemView, "quantity" | "unitPriceCents" | "disposalFeeCents" | "lineTotalCents"> &
  Partial<Pick<InvoiceItemView, "discountCents" | "discountReason">>;

/** A sale line's columns: the tyre as sold (its inspection only when part-worn) and its prices. */
export function saleItemSnapshot(tyreId: string, t: SnapshotTyre, p: SnapshotPrices) {
  const partWorn = t.condition === "part-worn";
  return {
    tyreId,
    ...tyreDescription(t),
    inspectionRef: partWorn ? t.inspectionRef : null,
    inspectionBy: partWorn ? t.inspectionBy : null,
    quantity: p.quantity,
    unitPriceEur: centsToDecimal(p.unitPriceCents),
    disposalFeeEurPerTyre: centsToDecimal(p.disposalFeeCents),
    discountEur: centsToDecimal(p.discountCents ?? 0),
    discountReason: p.discountReason ?? null,
    lineTotalEur: centsToDecimal(p.lineTotalCents),
  };
}
