// Closable bottom banner rotating the five promo messages every 5 s. Fixed to the viewport (the
// layout reserves its height at the bottom), so it causes no layout shift. Rotation pauses while
// the pointer or focus is on it; closing hides it (WCAG 2.2.2). Under prefers-reduced-motion the
// text changes without a fade.
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";

export const BANNER_ROTATE_MS = 5000;
/** Height the layout keeps free at the bottom for the banner (Tailwind h-14). */
export const BANNER_HEIGHT_CLASS = "h-14";

export function PromoBanner({ locale, open, onClose }: { locale: Locale; open: boolean; onClose: () => void }) {
  const m = messages(locale).promo;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Set once the browser has taken over (timers run from then on); tests wait for it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useEffect(() => {
    if (!open || paused) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % m.messages.length), BANNER_ROTATE_MS);
    return () => window.clearInterval(t);
  }, [open, paused, m.messages.length]);
  if (!open) return null;
  return (
    <section
      aria-label={m.bannerLabel}
      data-testid="promo-banner"
      data-live={live ? "true" : undefined}
      className={`fixed inset-x-0 bottom-0 z-20 ${BANNER_HEIGHT_CLASS} border-t border-amber-300 bg-amber-100 text-slate-900 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] print:hidden`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 pl-4 pr-2 sm:pr-4">
        <p
          key={index}
          data-testid="promo-message"
          className="line-clamp-2 flex-1 text-center text-sm font-semibold animate-[promo-fade_400ms_ease-out] motion-reduce:animate-none sm:text-base"
        >
          {m.messages[index]}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={m.closeBanner}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <style>{"@keyframes promo-fade{from{opacity:0}to{opacity:1}}"}</style>
    </section>
  );
}
