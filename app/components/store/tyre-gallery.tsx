// The tyre page's photos (docs/decisions/026-tyre-photos.md). Without JavaScript it is a plain
// list: a row of photos that scrolls and snaps sideways (a swipe on a phone). The enhancement
// (app/enhance/carousel.ts, `data-carousel="gallery"`) turns it into an Embla track with previous
// and next buttons, no autoplay. The first photo (the cover) is loaded at once with high
// priority, the others lazily. With no photo the tyre's image (or the default drawing) is shown.
import { CarouselButton } from "~/components/store/carousel-button";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import type { StoredImage } from "~/lib/stored-image";
import { TyreImage } from "./tyre-image";

/** The detail column's width: full width on a phone, half of the 72rem page from `md`. */
const SIZES = "(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 56px), calc(100vw - 64px)";

export function TyreGallery({
  photos,
  imageUrl,
  alt,
  locale,
}: {
  photos: readonly StoredImage[];
  imageUrl: string | null;
  alt: string;
  locale: Locale;
}) {
  const m = messages(locale).tyreDetail;
  if (photos.length === 0) return <TyreImage imageUrl={imageUrl} alt={alt} size={600} highPriority />;
  return (
    <div aria-roledescription="carousel" aria-label={m.gallery} {...hook(HOOK.carousel, "gallery")} data-testid="tyre-gallery">
      <div className="snap-x snap-mandatory overflow-x-auto data-live:snap-none data-live:overflow-hidden" {...hook(HOOK.carouselViewport)}>
        <ul className="flex">
          {photos.map((photo, i) => (
            <li
              key={photo.key}
              aria-roledescription="slide"
              aria-label={m.photo(i + 1, photos.length)}
              className={`min-w-0 shrink-0 grow-0 snap-start ${photos.length > 1 ? "basis-[92%] pr-2 md:basis-full md:pr-0" : "basis-full"}`}
            >
              <TyreImage
                imageUrl={null}
                photo={photo}
                alt={i === 0 ? alt : `${alt} (${i + 1}/${photos.length})`}
                size={640}
                sizes={SIZES}
                highPriority={i === 0}
                frame="aspect-[4/3] object-contain"
              />
            </li>
          ))}
        </ul>
      </div>
      {photos.length > 1 && (
        <div className="mt-3 flex items-center justify-center gap-3" {...hook(HOOK.carouselControls)} hidden>
          <CarouselButton go="prev" label={m.previousPhoto} padding="p-3" />
          <span className="text-sm text-slate-600" aria-live="polite" {...hook(HOOK.carouselStatus)}>
            {m.photo(1, photos.length)}
          </span>
          <CarouselButton go="next" label={m.nextPhoto} padding="p-3" />
        </div>
      )}
    </div>
  );
}
