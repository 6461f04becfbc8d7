// Test data builders that write through the same code paths as the app.
import { tyres, type NewTyreRow, user } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { sellerSnapshot } from "~/domain/sale-snapshot";
import type { ShopSettings } from "~/domain/shop-settings";
import { EMPTY_TYRE_DATA } from "~/domain/tyre-data";
import type { TyreInput } from "~/domain/tyre-form";
import type { Db } from "~/server/infra/db.server";
import { nextTyreId } from "~/server/inventory/tyre-ids.server";

/**
 * The test tyre, the one every test starts from and changes what it is about: a new Michelin
 * Primacy 4 205/55 R16 91V, four singles in stock.
 */
export const TEST_TYRE = {
  brand: "Michelin",
  model: "Primacy 4",
  width: 205,
  aspect: 55,
  rim: 16,
  loadIndex: "91",
  speedRating: "V",
  condition: "new",
  pairType: "single",
  quantity: 4,
} as const satisfies Partial<NewTyreRow> & Partial<TyreInput>;

/** The test tyre as a stored row (no id): available, 40.00 a tyre and 2.40 disposal. */
export function tyreRow(overrides: Partial<NewTyreRow> = {}): Omit<NewTyreRow, "id"> {
  return { ...TEST_TYRE, status: "available", unitPriceEur: "40.00", disposalFeeEurPerTyre: "2.40", ...overrides };
}

/** The test tyre as the staff form gives it to the inventory (the same prices in cents, every optional field empty). */
export function tyreInput(overrides: Partial<TyreInput> = {}): TyreInput {
  return {
    ...TEST_TYRE,
    unitPriceCents: 4000,
    disposalFeeCents: 240,
    location: null,
    notes: null,
    imageUrl: null,
    treadDepthMm: null,
    dotCode: null,
    ean: null,
    costCents: null,
    ...EMPTY_TYRE_DATA,
    ...overrides,
  };
}

export async function insertTyre(db: Db, overrides: Partial<NewTyreRow> = {}) {
  const id = overrides.id ?? (await nextTyreId(db));
  const [row] = await db
    .insert(tyres)
    .values({ id, ...tyreRow(overrides) })
    .returning();
  return row!;
}

/** The seller columns a sale written directly (not through createSale) must carry: the first settings'. */
export function sellerColumns(shop: ShopSettings = DEFAULT_SHOP_SETTINGS) {
  return { ...sellerSnapshot(shop), vatRatePercent: shop.vatRatePercent };
}

/** A staff account row (no password: it never signs in) with a role and a chosen back-office language, or none. */
export async function insertStaffUser(
  db: Db,
  { role = "owner", language = null as string | null, email = "owner@shop.test", createdAt = new Date() } = {},
) {
  const id = `user-${email}`;
  await db.insert(user).values({ id, email, name: email, emailVerified: false, role, language, createdAt, updatedAt: createdAt });
  return id;
}
