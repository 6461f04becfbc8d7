// What the root loader (app/root.tsx) hands every screen, written out so that the hooks reading it
// (useShop, useStaffText) need not import the root route: the root imports them, not the reverse.
import type { StaffRole } from "~/domain/permissions";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";

export interface RootData {
  /** The signed-in user, or null. */
  user: { email: string; name: string; isAdmin: boolean; role: StaffRole | null } | null;
  /** The shop's settings, read once per request. */
  shop: ShopSettings;
  /** The back-office's language: the account's choice, else the browser's. */
  staffLocale: Locale;
}
