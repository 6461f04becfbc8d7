// Whether a page is hydrated: routes whose handle says { hydrate: false } (the store layout, so
// every public page) ship no React to the browser (docs/decisions/060-public-pages-without-hydration.md).
// Read by the root layout (scripts or the enhancement script) and by the server entry (how to render).

/** False when any matched route's handle has `hydrate: false`. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((h) => (h as { hydrate?: boolean } | undefined)?.hydrate === false);
}

/**
 * Whether the one-time promo popup may be rendered on a page: not when a route's handle says
 * `{ promoPopup: false }` (the reservation pages, where the visitor is giving their details).
 */
export function pageAllowsPopup(handles: readonly unknown[]): boolean {
  return !handles.some((h) => (h as { promoPopup?: boolean } | undefined)?.promoPopup === false);
}
