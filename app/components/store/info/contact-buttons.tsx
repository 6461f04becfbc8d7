// Call and WhatsApp buttons (plain links, so they work without JavaScript).
import { MessageCircle, Phone } from "~/components/store/icons";
import { phoneHref, whatsappLink } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export function ContactButtons({ locale, whatsappText, className = "" }: { locale: Locale; whatsappText?: string; className?: string }) {
  const shop = useShop();
  const m = messages(locale);
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a
        href={phoneHref(shop.phone)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Phone aria-hidden className="h-5 w-5" />
        {m.info.callUs} <span className="sr-only">{shop.phone}</span>
      </a>
      <a
        href={whatsappLink(shop, whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <MessageCircle aria-hidden className="h-5 w-5" />
        {m.info.whatsappUs}
      </a>
    </div>
  );
}
