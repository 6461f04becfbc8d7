// The shop's Google map, loaded only when the visitor asks for it: Google may set its own cookies
// once the map loads, and the site promises technical cookies only
// (docs/decisions/011-cookies-and-consent.md). The button is wired by app/enhance/promotions.ts
// (enhanceMap); without JavaScript the link to Google Maps is there instead.
import { MapPin } from "~/components/store/icons";
import { useShop } from "~/lib-ui/use-shop";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export function MapEmbed({ locale }: { locale: Locale }) {
  const shop = useShop();
  const m = messages(locale);
  return (
    // Fixed aspect ratio: the box has its final size before and after the map loads (no layout shift).
    <div
      {...hook(HOOK.map)}
      {...hook(HOOK.mapSrc, shop.mapEmbedUrl)}
      {...hook(HOOK.mapTitle, m.info.contact.mapTitle)}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:aspect-[16/9] [&>iframe]:absolute [&>iframe]:inset-0 [&>iframe]:h-full [&>iframe]:w-full [&>iframe]:border-0"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
        <MapPin aria-hidden className="h-10 w-10 text-brand-700" />
        <button
          type="button"
          {...hook(HOOK.mapShow)}
          className="min-h-11 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow ring-1 ring-slate-300 hover:bg-brand-50"
        >
          {m.info.contact.showMap}
        </button>
        <p className="max-w-sm text-xs text-slate-600">{m.info.contact.mapNotice}</p>
        <a href={shop.mapsUrl} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
          {m.info.openInMaps}
        </a>
      </div>
    </div>
  );
}
