// One-time popup about the free tyre, brake and disc inspection. Rendered hidden; the page's
// enhancement script (app/enhance/promotions.ts) shows it 8 s after the first visit and remembers
// it in localStorage under `ecoPopupSeen`. Fixed position (no layout shift), non-modal: focus is
// not moved or trapped, Escape or the close button hide it.
import { CloseButton } from "~/components/store/close-button";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useShop } from "~/lib-ui/use-shop";

export function PromoPopup({ locale }: { locale: Locale }) {
  const m = messages(locale).promo;
  const texts = useShop().promo[locale];
  return (
    <div
      hidden
      role="dialog"
      aria-modal="false"
      aria-labelledby="promo-popup-title"
      aria-describedby="promo-popup-text"
      data-testid="promo-popup"
      {...hook(HOOK.promoPopup)}
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-sm rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 animate-[promo-pop_300ms_ease-out] motion-reduce:animate-none sm:inset-x-auto sm:right-6 print:hidden"
    >
      <CloseButton {...hook(HOOK.popupClose)} label={m.popupClose} className="absolute right-2 top-2 text-slate-600 hover:bg-slate-100" />
      <p id="promo-popup-title" className="pr-10 text-lg font-bold text-brand-900">
        {texts.popupTitle}
      </p>
      <p id="promo-popup-text" className="mt-2 text-slate-700">
        {texts.popupText}
      </p>
      <a
        href={href("contact", locale)}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-600"
      >
        {m.popupBook}
      </a>
    </div>
  );
}
