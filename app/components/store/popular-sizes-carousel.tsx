// Popular sizes in a looping carousel (Embla, started by app/enhance/carousel.ts): autoplay every
// 4 s, stops when the visitor interacts; 1 / 3 / 4 slides per view on phone / tablet / desktop.
// Without JavaScript the track is a horizontally scrollable row of links and the arrows stay hidden.
import { CarouselButton } from "~/components/store/carousel-button";
import { listingSearchParams } from "~/domain/listing-filters";
import type { TyreCondition } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export interface PopularSizeCard {
  width: number;
  aspect: number;
  rim: number;
  quantity: number;
  conditions: TyreCondition[];
}

export function PopularSizesCarousel({ sizes, locale }: { sizes: PopularSizeCard[]; locale: Locale }) {
  const m = messages(locale);
  return (
    <div className="relative" aria-roledescription="carousel" aria-label={m.home.popularTitle} {...hook(HOOK.carousel)}>
      {/* Once the script has started Embla, the row becomes its clipped track. */}
      <div
        className="snap-x overflow-x-auto data-live:snap-none data-live:overflow-hidden"
        data-testid="popular-sizes"
        {...hook(HOOK.carouselViewport)}
      >
        <ul className="-ml-4 flex">
          {sizes.map((s) => {
            const label = sizeLabel(s);
            return (
              <li
                key={label}
                aria-roledescription="slide"
                className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/3 lg:basis-1/4"
              >
                <a
                  href={href("listing", locale, {}, listingSearchParams({ width: s.width, aspect: s.aspect, rim: s.rim }, locale))}
                  className="block rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="block text-2xl font-bold text-brand-800">{label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{m.home.units(s.quantity)}</span>
                  <span className="mt-1 block text-xs text-slate-500">{s.conditions.map((c) => m.condition[c]).join(" · ")}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-4 flex justify-center gap-3" {...hook(HOOK.carouselControls)} hidden>
        <CarouselButton go="prev" label={m.home.previous} padding="p-2" />
        <CarouselButton go="next" label={m.home.next} padding="p-2" />
      </div>
    </div>
  );
}
