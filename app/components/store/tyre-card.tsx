// One tyre in the public listing: image, brand, model, size, condition, stock and price
// (plus the pair price when it is sold as a pair and two or more are in stock).
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { COMPARE_PARAM } from "~/domain/compare";
import { formatEur, toCents } from "~/domain/money";
import { pairPriceCents } from "~/domain/pricing";
import type { PairType, TyreDescription } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import type { StoredImage } from "~/lib/stored-image";
import { TyreCardFacts, type TyreCardFactsData } from "./tyre-card-facts";
import { FittedPrice } from "./fitted-price";
import { TyreImage } from "./tyre-image";

export interface TyreCardData extends TyreDescription, Omit<TyreCardFactsData, "condition"> {
  id: string;
  pairType: PairType;
  quantity: number;
  unitPriceEur: string;
  disposalFeeEurPerTyre?: string;
  imageUrl: string | null;
  /** The cover photo (docs/decisions/026-tyre-photos.md); the default image without one. */
  cover?: StoredImage | null;
}

/** `priority`: a card of the first row, whose image is loaded at once (the others when scrolled to). */
export function TyreCard({
  tyre,
  locale,
  priority = false,
  fitting,
  compareForm,
}: {
  tyre: TyreCardData;
  locale: Locale;
  priority?: boolean;
  /** The id of the listing's compare form: the card gets a "Compare" box that belongs to it. */
  compareForm?: string;
  /** The fitting package for the tyre's rim and its parts' names: the card quotes the tyre fitted. */
  fitting?: { packageCents: number | null; parts: string };
}) {
  const m = messages(locale);
  const unit = toCents(tyre.unitPriceEur);
  const pair = pairPriceCents({ unitPriceCents: unit, quantity: tyre.quantity, pairType: tyre.pairType });
  const size = sizeLabel(tyre);
  const to = href("tyre", locale, { id: tyre.id });
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden">
      {/* The "Compare" box sits beside the picture, so the card is no taller for it. */}
      <div className="flex items-start bg-slate-50">
        <a href={to} tabIndex={-1} aria-hidden className="block min-w-0 flex-1 p-3 sm:p-4">
          <TyreImage
            imageUrl={tyre.imageUrl}
            photo={tyre.cover}
            alt=""
            size={240}
            sizes="(min-width: 640px) 192px, 112px"
            eager={priority}
            className="mx-auto max-w-28 sm:max-w-48"
          />
        </a>
        {compareForm && (
          <label className="m-2 inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md bg-white px-2 text-sm font-medium text-slate-800 shadow-sm">
            <input
              type="checkbox"
              name={COMPARE_PARAM}
              value={tyre.id}
              form={compareForm}
              className="h-5 w-5 accent-brand-700"
              aria-label={m.compare.tickLabel(`${tyre.brand} ${size}`)}
              data-testid="compare-tick"
            />
            {m.compare.tick}
          </label>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="text-lg font-bold leading-tight">
              <a href={to} className="hover:underline">
                {tyre.brand}
              </a>
            </h2>
            {tyre.model && <p className="text-sm text-slate-600">{tyre.model}</p>}
          </div>
          <Badge tone={tyre.condition === "new" ? "sky" : "amber"}>{m.condition[tyre.condition]}</Badge>
        </div>
        <p className="text-xl font-semibold tracking-tight" data-testid="tyre-size">
          {size}{" "}
          <span className="text-base font-normal text-slate-600">
            {tyre.loadIndex}
            {tyre.speedRating}
          </span>
        </p>
        <p className="text-sm text-slate-600">{m.tyreCard.inStock(tyre.quantity)}</p>
        <TyreCardFacts tyre={tyre} locale={locale} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div>
            <p className="text-2xl font-bold text-brand-800">
              {formatEur(unit, locale)} <span className="text-sm font-normal text-slate-600">{m.tyreCard.perUnit}</span>
            </p>
            {pair != null && <p className="text-sm font-semibold text-green-800">{m.tyreCard.pair(formatEur(pair, locale))}</p>}
            {fitting && tyre.disposalFeeEurPerTyre != null && (
              <FittedPrice
                compact
                unitCents={unit}
                disposalCents={toCents(tyre.disposalFeeEurPerTyre)}
                packageCents={fitting.packageCents}
                quantity={tyre.quantity}
                parts={fitting.parts}
                locale={locale}
              />
            )}
          </div>
          <a href={to} className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {m.tyreCard.view}
            <span className="sr-only">
              : {tyre.brand} {size}
            </span>
          </a>
        </div>
      </div>
    </Card>
  );
}

export function TyreCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="tyre-card-skeleton">
      <div className="bg-slate-50 p-4">
        <Skeleton className="mx-auto aspect-square w-full max-w-48" />
      </div>
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-8 w-1/2" />
      </div>
    </Card>
  );
}
