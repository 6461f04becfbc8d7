// The price of a tyre fitted (tyre + the fitting package for its rim + the end-of-life fee), per
// tyre and for 2 and 4 tyres where the stock allows, with what "fitted" includes. Nothing is shown
// when the package has no price for the rim.
import { formatEur } from "~/domain/money";
import { fittedPriceCents } from "~/domain/services";
import { INTL_LOCALE, type Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export function FittedPrice({
  unitCents,
  disposalCents,
  packageCents,
  quantity,
  parts,
  locale,
  compact = false,
}: {
  unitCents: number;
  disposalCents: number;
  packageCents: number | null;
  quantity: number;
  /** The package's services in the page's language ("montaje, equilibrado y válvula nueva"). */
  parts: string;
  locale: Locale;
  compact?: boolean;
}) {
  const fitted = fittedPriceCents({ unitCents, disposalCents }, packageCents);
  if (fitted == null) return null;
  const m = messages(locale).fitted;
  const sets = [2, 4].filter((n) => quantity >= n);
  return (
    <div data-testid="fitted-price" className={compact ? "text-sm" : ""}>
      <p className={compact ? "font-semibold text-slate-800" : "text-xl font-bold text-slate-900"}>
        {m.perTyre(formatEur(fitted, locale))}
      </p>
      {!compact && sets.length > 0 && (
        <p className="text-sm text-slate-700">{sets.map((n) => m.forN(n, formatEur(fitted * n, locale))).join(" · ")}</p>
      )}
      {/* A card leaves what "fitted" includes to one line under the listing (a phone's first screen). */}
      {!compact && <p className="text-xs text-slate-600">{m.includes(parts)}</p>}
    </div>
  );
}

/** "montaje, equilibrado y válvula nueva" / "fitting, balancing and new valve". */
export function packageParts(names: string[], locale: Locale): string {
  return LIST_FORMATS[locale].format(names.map((n) => n.toLowerCase()));
}

// Made once: building a list format costs about as much as a listing card's render.
const LIST_FORMATS: Record<Locale, Intl.ListFormat> = {
  es: new Intl.ListFormat(INTL_LOCALE.es, { type: "conjunction" }),
  en: new Intl.ListFormat(INTL_LOCALE.en, { type: "conjunction" }),
};
