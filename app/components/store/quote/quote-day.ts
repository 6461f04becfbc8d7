// A quote's calendar day as the customer's page writes it: "15 de julio de 2026" / "15 July 2026".
import type { Locale } from "~/lib/locale";
import { formatShopDay } from "~/lib/shop-clock";

export function quoteDay(day: string, locale: Locale): string {
  return formatShopDay(day, locale, { day: "numeric", month: "long", year: "numeric" });
}
