// Promotions: the bottom banner rotating its messages every 5 s (paused while the pointer or focus
// is on it, closable; the WhatsApp button drops down when it closes), the one-time popup 8 s after
// the first visit (remembered under `ecoPopupSeen`), and the map that loads only on request.
import { storageGet, storageSet } from "./dom";

export const BANNER_ROTATE_MS = 5000;
export const POPUP_DELAY_MS = 8000;
export const POPUP_SEEN_KEY = "ecoPopupSeen";

export function enhanceBanner(doc: Document) {
  const banner = doc.querySelector<HTMLElement>("[data-promo-banner]");
  if (!banner) return;
  const messages = JSON.parse(banner.dataset.messages ?? "[]") as string[];
  let index = 0;
  let paused = false;
  const timer = window.setInterval(() => {
    if (paused || messages.length < 2) return;
    index = (index + 1) % messages.length;
    const current = banner.querySelector("[data-promo-message]")!;
    // A new node restarts the fade-in animation.
    const next = current.cloneNode() as HTMLElement;
    next.textContent = messages[index]!;
    current.replaceWith(next);
  }, BANNER_ROTATE_MS);
  banner.addEventListener("mouseenter", () => (paused = true));
  banner.addEventListener("mouseleave", () => (paused = false));
  banner.addEventListener("focusin", () => (paused = true));
  banner.addEventListener("focusout", () => (paused = false));
  banner.querySelector("[data-promo-close]")?.addEventListener("click", () => {
    window.clearInterval(timer);
    banner.remove();
    const wa = doc.querySelector<HTMLElement>("[data-whatsapp]");
    wa?.classList.replace("bottom-20", "bottom-4");
  });
  banner.dataset.live = "true"; // tests wait for this before timing the rotation
}

export function enhancePopup(doc: Document) {
  const popup = doc.querySelector<HTMLElement>("[data-promo-popup]");
  if (!popup || storageGet(POPUP_SEEN_KEY) != null) return;
  const close = () => (popup.hidden = true);
  popup.addEventListener("click", (e) => {
    if ((e.target as Element).closest("[data-popup-close], a")) close();
  });
  doc.addEventListener("keydown", (e) => e.key === "Escape" && close());
  window.setTimeout(() => {
    if (storageGet(POPUP_SEEN_KEY) != null) return; // another tab showed it meanwhile
    // Storage blocked: never nag someone we cannot remember.
    if (!storageSet(POPUP_SEEN_KEY, "true")) return;
    popup.hidden = false;
  }, POPUP_DELAY_MS);
}

export function enhanceMap(doc: Document) {
  for (const box of doc.querySelectorAll<HTMLElement>("[data-map]")) {
    box.querySelector("[data-map-show]")?.addEventListener("click", () => {
      const frame = doc.createElement("iframe");
      frame.src = box.dataset.src!;
      frame.title = box.dataset.title!;
      frame.loading = "lazy";
      frame.referrerPolicy = "no-referrer-when-downgrade";
      frame.className = "absolute inset-0 h-full w-full border-0";
      box.replaceChildren(frame);
    });
  }
}
