// A thin strip above the header linking to the service areas page. Server-rendered in the normal
// flow from the first byte, so it never pushes the page down later.
import { MapPin } from "~/components/store/icons";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useShop } from "~/lib-ui/use-shop";

export function TopStrip({ locale }: { locale: Locale }) {
  const m = messages(locale).promo;
  const strip = useShop().promo[locale].strip;
  return (
    <div className="bg-brand-900 text-white">
      <p className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs sm:text-sm">
        <MapPin aria-hidden className="hidden h-4 w-4 shrink-0 sm:block" />
        <span>{strip}</span>
        <a href={href("serviceAreas", locale)} className="shrink-0 font-semibold underline underline-offset-2">
          {m.stripLink}
        </a>
      </p>
    </div>
  );
}
