// Money as integer cents. The database stores numeric(10,2) (Drizzle returns strings like
// "89.90"); these helpers convert at the edge so no float ever carries an amount.
import { INTL_LOCALE } from "~/lib/locale";

export type Cents = number;
export type MoneyLocale = "es" | "en";

const DECIMAL = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** "89.9" / "89,90" / "89" / 89.9 -> 8990. Throws on anything that is not a money amount. */
export function toCents(value: string | number): Cents {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${value}`);
    return Math.round(value * 100);
  }
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new RangeError(`Not a money amount: "${value}"`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** Like toCents but returns null for empty or invalid input (for forms). */
export function parseCents(value: string | null | undefined): Cents | null {
  if (value == null || value.trim() === "") return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

/** 8990 -> "89.90", the form PostgreSQL numeric accepts. */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const formatters: Record<MoneyLocale, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(INTL_LOCALE.es, { style: "currency", currency: "EUR", useGrouping: "always" } as Intl.NumberFormatOptions),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: "currency", currency: "EUR" }),
};

/** es: "1.234,50 €", en: "€1,234.50". */
export function formatEur(cents: Cents, locale: MoneyLocale = "es"): string {
  // Spanish CLDR skips the thousands separator for 4-digit numbers; useGrouping "always" keeps it.
  return formatters[locale].format(cents / 100).replace(/\u00a0/g, " ");
}
