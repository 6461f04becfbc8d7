// Everything promotional around the public pages: the floating WhatsApp button, the rotating
// bottom banner and the one-time popup (their behaviour: app/enhance/promotions.ts). The top strip
// is rendered by the layout above the header.
import type { Locale } from "~/i18n/locale";
import { PromoBanner } from "./promo-banner";
import { PromoPopup } from "./promo-popup";
import { WhatsAppButton } from "./whatsapp-button";

export function Promotions({ locale }: { locale: Locale }) {
  return (
    <>
      <WhatsAppButton locale={locale} />
      <PromoBanner locale={locale} />
      <PromoPopup locale={locale} />
    </>
  );
}
