import type { TyreRow } from "~db/schema";
import type { BasketTyre } from "~/domain/basket";
import { tyreDescription, unitsOnSale } from "~/domain/tyre";

/** The tyre fields the inventory screen shows and edits (no timestamps). */
export type InventoryTyre = Omit<TyreRow, "createdAt" | "updatedAt">;

/**
 * A tyre row as the browser gets it. The cost price is the owner's: it is sent only when
 * `withCost` (the caller checked the role's "reprice" permission); otherwise it reads null.
 */
export function toInventoryTyre({ createdAt: _c, updatedAt: _u, costEur, ...rest }: TyreRow, withCost = false): InventoryTyre {
  return { ...rest, costEur: withCost ? costEur : null };
}

export function toBasketTyre(t: InventoryTyre): BasketTyre {
  return {
    id: t.id,
    // The basket may take only the units no reservation holds.
    quantity: unitsOnSale(t),
    ...tyreDescription(t),
    unitPriceEur: t.unitPriceEur,
    disposalFeeEurPerTyre: t.disposalFeeEurPerTyre,
    line_total_eur: t.lineTotalEur ?? undefined,
  };
}
