// The back-office's language: each account chooses Español or English on /account (stored on the
// user, "es" or "en"). Until it has chosen, and on the sign-in pages, the browser's
// Accept-Language decides: the first of Spanish or English it names, Spanish when it names
// neither (the shop's language). Browser-safe.
import { LOCALES, type Locale } from "../lib/locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first of "es" / "en" an Accept-Language header names, by its weights; null when neither. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0]!, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.lang && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) if (isLocale(r.lang)) return r.lang;
  return null;
}

/** The language of the back-office for an account's choice (null: not chosen) and the browser's header. */
export function staffLocale(language: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(language)) return language;
  return localeFromAcceptLanguage(acceptLanguage) ?? "es";
}
