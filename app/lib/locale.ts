// Languages: Spanish at the root, English under /en.
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const HTML_LANG: Record<Locale, string> = { es: "es", en: "en" };
export const OG_LOCALE: Record<Locale, string> = { es: "es_ES", en: "en_GB" };

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}
