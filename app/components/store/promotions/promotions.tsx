// Everything promotional around the public pages: the floating WhatsApp button, the rotating
// bottom banner and the one-time popup. The top strip is rendered by the layout above the header.
import { useState } from "react";
import type { Locale } from "~/i18n/locale";
import { PromoBanner } from "./promo-banner";
import { PromoPopup } from "./promo-popup";
import { WhatsAppButton } from "./whatsapp-button";

export function Promotions({ locale }: { locale: Locale }) {
  const [bannerOpen, setBannerOpen] = useState(true);
  return (
    <>
      <WhatsAppButton locale={locale} raised={bannerOpen} />
      <PromoBanner locale={locale} open={bannerOpen} onClose={() => setBannerOpen(false)} />
      <PromoPopup locale={locale} />
    </>
  );
}
