// Test data builders that write through the same code paths as the app.
import { tyres, type NewTyreRow, user } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { sellerSnapshot } from "~/domain/sale-snapshot";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Db } from "~/server/db.server";
import { nextTyreId } from "~/server/tyre-ids.server";

export async function insertTyre(db: Db, overrides: Partial<NewTyreRow> = {}) {
  const id = overrides.id ?? (await nextTyreId(db));
  const [row] = await db
    .insert(tyres)
    .values({
      id,
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
      status: "available",
      unitPriceEur: "40.00",
      disposalFeeEurPerTyre: "2.40",
      ...overrides,
    })
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
