// The public header: the phone drawer (opens from the menu button, closes with Escape, the
// backdrop or its close button, and gives focus back) and, for a signed-in admin, the basket
// count read from localStorage.
import { DRAWER_ID, HOOK, sel } from "./contract";
import { storageGet } from "./dom";

export function enhanceDrawer(doc: Document) {
  const drawer = doc.getElementById(DRAWER_ID);
  const opener = doc.querySelector<HTMLButtonElement>(sel(HOOK.drawerOpen));
  if (!drawer || !opener) return;
  const close = () => {
    if (drawer.hidden) return;
    drawer.hidden = true;
    opener.setAttribute("aria-expanded", "false");
    opener.focus();
  };
  opener.addEventListener("click", () => {
    drawer.hidden = false;
    opener.setAttribute("aria-expanded", "true");
    drawer.querySelector<HTMLElement>(sel(HOOK.autofocus))?.focus();
  });
  drawer.addEventListener("click", (e) => {
    if ((e.target as Element).closest(sel(HOOK.drawerClose))) close();
  });
  doc.addEventListener("keydown", (e) => e.key === "Escape" && close());
}

export async function enhanceCartCount(doc: Document) {
  const link = doc.querySelector<HTMLElement>(sel(HOOK.cartLink));
  if (!link) return;
  // Only signed-in staff have a basket: visitors never download its rules.
  const { BASKET_STORAGE_KEY, itemCount, parseStoredBasket } = await import("~/domain/basket");
  const show = () => {
    const n = itemCount(parseStoredBasket(storageGet(BASKET_STORAGE_KEY)));
    const counter = link.querySelector(sel(HOOK.cartCount));
    if (counter) counter.textContent = String(n);
    const label = link.getAttribute(n === 1 ? HOOK.cartLabelOne : HOOK.cartLabelOther);
    if (label) link.setAttribute("aria-label", label.replace("{n}", String(n)));
  };
  show();
  window.addEventListener("storage", (e) => (e.key === BASKET_STORAGE_KEY || e.key === null) && show());
}
