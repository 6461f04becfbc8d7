// Everything promotional around the public pages: the bottom dock (the rotating banner with the
// WhatsApp button beside it), and the one-time popup (their behaviour: app/enhance/promotions.ts).
// The top strip is rendered by the layout above the header.
//
// The dock is one opaque strip of fixed height that the layout keeps free at the bottom of every
// page, so the WhatsApp button never floats over a card's link or a form control; closing the
// banner leaves the button alone in the strip, in the same place.
import { useMatches } from "react-router";
import type { Locale } from "~/lib/locale";
import { pageAllowsPopup } from "~/lib/hydration";
import { PromoBanner } from "./promo-banner";
import { PromoPopup } from "./promo-popup";
import { WhatsAppButton } from "./whatsapp-button";

export function Promotions({ locale }: { locale: Locale }) {
  const popup = pageAllowsPopup(useMatches().map((m) => m.handle));
  return (
    <>
      <div
        data-testid="bottom-dock"
        className="fixed inset-x-0 bottom-0 z-20 flex h-14 items-center justify-end gap-2 border-t border-slate-200 bg-white pr-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] print:hidden"
      >
        <PromoBanner locale={locale} />
        <WhatsAppButton locale={locale} />
      </div>
      {popup && <PromoPopup locale={locale} />}
    </>
  );
}
