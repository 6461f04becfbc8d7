// What a buyer decides on, first on the tyre page: the price (per unit, per pair), availability
// and the Reserve button, placed right under the tyre's name so that on a phone they are in the
// first screen. TyreBuyBar repeats the price and Reserve in a slim bar at the bottom of a phone's
// screen once the page is scrolled (plain CSS: `.buy-bar-reveal` in app.css).
import { Badge, STATUS_TONE } from "~/components/ui/badge";
import { FittedPrice, packageParts } from "~/components/store/fitted-price";
import { buttonClasses } from "~/components/ui/button";
import { formatEur, toCents } from "~/domain/money";
import { pairPriceCents } from "~/domain/pricing";
import { isReservable, type PairType, type TyreStatus } from "~/domain/tyre";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export interface BuyBoxTyre {
  id: string;
  status: TyreStatus;
  quantity: number;
  pairType: PairType;
  unitPriceEur: string;
  disposalFeeEurPerTyre: string;
}

function ReserveLink({ tyre, locale, size }: { tyre: BuyBoxTyre; locale: Locale; size: "md" | "lg" }) {
  const m = messages(locale).tyreDetail;
  return isReservable(tyre) ? (
    <a href={href("reserve", locale, { id: tyre.id })} className={buttonClasses("secondary", size, size === "lg" ? "w-full" : "")}>
      {m.reserve}
    </a>
  ) : (
    <button type="button" disabled className={buttonClasses("outline", size, size === "lg" ? "w-full" : "")}>
      {m.unavailable}
    </button>
  );
}

/** The fitting package's price for the tyre's rim (null: not offered) and what it includes. */
export interface BuyBoxFitting {
  packageCents: number | null;
  /** The package's services, in the page's language. */
  parts: string[];
}

export function TyreBuyBox({ tyre: t, locale, fitting }: { tyre: BuyBoxTyre; locale: Locale; fitting?: BuyBoxFitting }) {
  const m = messages(locale);
  const unit = toCents(t.unitPriceEur);
  const pair = pairPriceCents({ unitPriceCents: unit, quantity: t.quantity, pairType: t.pairType });
  return (
    <section
      aria-labelledby="price-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="buy-box"
    >
      <h2 id="price-title" className="sr-only">
        {m.tyreDetail.price}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <p data-testid="unit-price">
          <span className="text-3xl font-extrabold text-brand-800">{formatEur(unit, locale)}</span>{" "}
          <span className="text-sm text-slate-600">{m.tyreCard.perUnit}</span>
        </p>
        {pair != null && (
          <p className="font-semibold text-green-800">
            {m.tyreDetail.perPair}: {formatEur(pair, locale)}
          </p>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="availability">
        <Badge tone={STATUS_TONE[t.status]}>{m.tyreDetail.status[t.status]}</Badge>
        {t.status === "available" && t.quantity > 0 && <span>{m.tyreCard.inStock(t.quantity)}</span>}
      </p>
      {fitting && isReservable(t) && (
        <FittedPrice
          unitCents={unit}
          disposalCents={toCents(t.disposalFeeEurPerTyre)}
          packageCents={fitting.packageCents}
          quantity={t.quantity}
          parts={packageParts(fitting.parts, locale)}
          locale={locale}
        />
      )}
      <ReserveLink tyre={t} locale={locale} size="lg" />
      <p className="text-xs text-slate-600">{m.tyreDetail.disposal(formatEur(toCents(t.disposalFeeEurPerTyre), locale))}</p>
    </section>
  );
}

/** The bottom bar on a phone: the page's last child, sticky above the bottom dock. */
export function TyreBuyBar({ tyre: t, locale }: { tyre: BuyBoxTyre; locale: Locale }) {
  const m = messages(locale);
  return (
    <div
      data-testid="buy-bar"
      className="buy-bar-reveal sticky bottom-14 z-10 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] md:hidden print:hidden"
    >
      <p className="min-w-0">
        <span className="text-xl font-extrabold text-brand-800">{formatEur(toCents(t.unitPriceEur), locale)}</span>{" "}
        <span className="text-xs text-slate-600">{m.tyreCard.perUnit}</span>
      </p>
      <ReserveLink tyre={t} locale={locale} size="md" />
    </div>
  );
}
