// Languages: Spanish at the root, English under /en.
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const HTML_LANG: Record<Locale, string> = { es: "es", en: "en" };
export const OG_LOCALE: Record<Locale, string> = { es: "es_ES", en: "en_GB" };

/** The Intl tag of each page language, the one map from a locale to the tag its dates and numbers are
 * written in: "es" pages write "24/12/2026" and "1.234,50 €", "en" pages "24 Dec 2026" and "€1,234.50". */
export const INTL_LOCALE: Record<Locale, string> = { es: "es-ES", en: "en-GB" };

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}
