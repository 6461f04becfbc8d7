// Closable bottom banner rotating the promo messages (shop settings) every 5 s. It fills the bottom
// dock (promotions.tsx, fixed to the viewport; the layout reserves its height), so it causes no
// layout shift. The rotation, its pause
// while the pointer or focus is on it, and closing (WCAG 2.2.2) are done by the enhancement script
// (app/enhance/promotions.ts), which reads the messages from data-messages. Under
// prefers-reduced-motion the text changes without a fade.
import { CloseButton } from "~/components/store/close-button";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { useShop } from "~/lib-ui/use-shop";

export function PromoBanner({ locale }: { locale: Locale }) {
  const m = messages(locale).promo;
  const banner = useShop().promo[locale].banner;
  return (
    <section
      aria-label={m.bannerLabel}
      data-testid="promo-banner"
      {...hook(HOOK.promoBanner)}
      {...hook(HOOK.promoMessages, JSON.stringify(banner))}
      className="h-full min-w-0 flex-1 bg-amber-100 text-slate-900"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 pl-4 pr-2 sm:pr-4">
        <p
          data-testid="promo-message"
          {...hook(HOOK.promoMessage)}
          className="line-clamp-2 flex-1 text-center text-sm font-semibold animate-[promo-fade_400ms_ease-out] motion-reduce:animate-none sm:text-base"
        >
          {banner[0]}
        </p>
        <CloseButton
          {...hook(HOOK.promoClose)}
          label={m.closeBanner}
          className="hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
        />
      </div>
    </section>
  );
}
