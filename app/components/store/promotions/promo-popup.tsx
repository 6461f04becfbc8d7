// One-time popup about the free tyre, brake and disc inspection: shown 8 s after the first visit,
// then remembered in localStorage under `ecoPopupSeen` so it never shows again. Fixed position
// (no layout shift), non-modal: focus is not moved or trapped, Escape or the close button hide it.
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export const POPUP_DELAY_MS = 8000;
export const POPUP_SEEN_KEY = "ecoPopupSeen";

function seen(): boolean {
  try {
    return window.localStorage.getItem(POPUP_SEEN_KEY) != null;
  } catch {
    return true; // storage blocked: never nag someone we cannot remember
  }
}

function markSeen() {
  try {
    window.localStorage.setItem(POPUP_SEEN_KEY, "true");
  } catch {
    /* storage blocked */
  }
}

export function PromoPopup({ locale }: { locale: Locale }) {
  const m = messages(locale).promo;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (seen()) return;
    const t = window.setTimeout(() => {
      if (seen()) return; // another tab showed it meanwhile
      markSeen();
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(t);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="promo-popup-title"
      aria-describedby="promo-popup-text"
      data-testid="promo-popup"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-sm rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 animate-[promo-pop_300ms_ease-out] motion-reduce:animate-none sm:inset-x-auto sm:right-6 print:hidden"
    >
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={m.popupClose}
        className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
      <p id="promo-popup-title" className="pr-10 text-lg font-bold text-brand-900">{m.popupTitle}</p>
      <p id="promo-popup-text" className="mt-2 text-slate-700">{m.popupText}</p>
      <Link
        to={href("contact", locale)}
        onClick={() => setOpen(false)}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-600"
      >
        {m.popupBook}
      </Link>
      <style>{"@keyframes promo-pop{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}"}</style>
    </div>
  );
}
