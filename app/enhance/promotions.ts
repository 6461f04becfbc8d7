// Promotions: the bottom banner rotating its messages every 5 s (paused while the pointer or focus
// is on it, closable), the one-time popup (remembered under `ecoPopupSeen`), and the map that
// loads only on request. The popup waits for the visitor: it opens 8 s after their first
// interaction with the page (a tap, a key, a scroll), never on a page they have not touched, and
// not at all on a page where they are filling a form (it tries again on the next page). The
// reservation pages do not render it.
import { HOOK, sel } from "./contract";
import { storageGet, storageSet } from "./dom";

const BANNER_ROTATE_MS = 5000;
const POPUP_DELAY_MS = 8000;
const POPUP_SEEN_KEY = "ecoPopupSeen";
const INTERACTIONS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

export function enhanceBanner(doc: Document) {
  const banner = doc.querySelector<HTMLElement>(sel(HOOK.promoBanner));
  if (!banner) return;
  const messages = JSON.parse(banner.getAttribute(HOOK.promoMessages) ?? "[]") as string[];
  let index = 0;
  let paused = false;
  const timer = window.setInterval(() => {
    if (paused || messages.length < 2) return;
    index = (index + 1) % messages.length;
    const current = banner.querySelector(sel(HOOK.promoMessage))!;
    // A new node restarts the fade-in animation.
    const next = current.cloneNode() as HTMLElement;
    next.textContent = messages[index]!;
    current.replaceWith(next);
  }, BANNER_ROTATE_MS);
  banner.addEventListener("mouseenter", () => (paused = true));
  banner.addEventListener("mouseleave", () => (paused = false));
  banner.addEventListener("focusin", () => (paused = true));
  banner.addEventListener("focusout", () => (paused = false));
  banner.querySelector(sel(HOOK.promoClose))?.addEventListener("click", () => {
    window.clearInterval(timer);
    banner.remove();
    doc.querySelector(sel(HOOK.whatsapp))?.setAttribute(HOOK.bannerClosed, "");
  });
  banner.setAttribute(HOOK.live, "true"); // tests wait for this before timing the rotation
}

export function enhancePopup(doc: Document) {
  const popup = doc.querySelector<HTMLElement>(sel(HOOK.promoPopup));
  if (!popup || storageGet(POPUP_SEEN_KEY) != null) return;
  const close = () => (popup.hidden = true);
  popup.addEventListener("click", (e) => {
    if ((e.target as Element).closest(`${sel(HOOK.popupClose)}, a`)) close();
  });
  doc.addEventListener("keydown", (e) => e.key === "Escape" && close());
  // A form the visitor has typed into or changed on this page: the popup would cover it.
  let filling = false;
  doc.addEventListener("input", (e) => (filling ||= (e.target as Element).closest("form") != null), true);
  // Open, it steps aside as soon as the visitor turns to a form.
  doc.addEventListener("focusin", (e) => {
    const t = e.target as Element;
    if (t.closest("form") && !popup.contains(t)) close();
  });
  const inForm = () => doc.activeElement?.matches("input, select, textarea") === true && doc.activeElement.closest("form") != null;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    window.setTimeout(() => {
      if (filling || inForm()) return;
      if (storageGet(POPUP_SEEN_KEY) != null) return; // another tab showed it meanwhile
      // Storage blocked: never nag someone we cannot remember.
      if (!storageSet(POPUP_SEEN_KEY, "true")) return;
      popup.hidden = false;
    }, POPUP_DELAY_MS);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

export function enhanceMap(doc: Document) {
  for (const box of doc.querySelectorAll<HTMLElement>(sel(HOOK.map))) {
    box.querySelector(sel(HOOK.mapShow))?.addEventListener("click", () => {
      const frame = doc.createElement("iframe");
      frame.src = box.getAttribute(HOOK.mapSrc)!;
      frame.title = box.getAttribute(HOOK.mapTitle)!;
      frame.loading = "lazy";
      frame.referrerPolicy = "no-referrer-when-downgrade";
      // Sized and placed by the box's classes.
      box.replaceChildren(frame);
    });
  }
}
