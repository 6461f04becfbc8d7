// The contract between the public pages' server-rendered markup and their enhancement script: every
// data-* attribute that one side writes and the other reads. Components mark elements with
// `hook()`, the script finds them with `sel()`, so an attribute is named once for both sides.
// Behaviour never hangs on a CSS class: where the look changes with the script's state, the script
// sets a state attribute or `hidden` and the component's classes react to it (`data-live:...`).
// Browser-safe and framework-free: it is part of the enhancement script.

export const HOOK = {
  // Header: the phone drawer and, for a signed-in admin, the basket count.
  drawerOpen: "data-drawer-open",
  drawerClose: "data-drawer-close",
  autofocus: "data-autofocus",
  cartLink: "data-cart-link",
  cartCount: "data-cart-count",
  /** The cart link's accessible name for one item / for `{n}` items. */
  cartLabelOne: "data-label-one",
  cartLabelOther: "data-label-other",

  // Forms: filled-field search, instant listing filters with skeletons, pending reservation.
  searchForm: "data-search-form",
  listingFilters: "data-listing-filters",
  results: "data-results",
  skeletons: "data-skeletons",
  pagination: "data-pagination",
  /** On a form: the submit button's label while the form is on its way. */
  pendingLabel: "data-pending-label",
  submitting: "data-submitting",
  /** A GET form sent as soon as one of its choices changes (the appointment day); its button is then
   * hidden, as is the listing order's button (it sends the filters form, which applies on change). */
  autoSubmit: "data-auto-submit",
  autoSubmitButton: "data-auto-submit-button",
  /** On a public form (reservation, stock request): where the script asks for a proof-of-work challenge. */
  proofChallenge: "data-proof-challenge",

  // The listing's compare bar (`data-compare-bar="<the compare form's id>"`): hidden until a tyre is
  // ticked, then the count and the link to the compare page, in place of the form at the list's end.
  compareBar: "data-compare-bar",
  compareCount: "data-compare-count",
  /** The count's text for one tyre / for `{n}` tyres. */
  countOne: "data-count-one",
  countOther: "data-count-other",
  /** Shown when more tyres are ticked than are compared. */
  compareMax: "data-compare-max",
  compareLink: "data-compare-link",

  // Home page carousel (`data-carousel`), and the tyre page's photo gallery (`data-carousel="gallery"`).
  carousel: "data-carousel",
  carouselViewport: "data-carousel-viewport",
  carouselControls: "data-carousel-controls",
  carouselPrev: "data-carousel-prev",
  carouselNext: "data-carousel-next",
  /** The gallery's "Photo 2 of 4": its template text with the numbers replaced as it moves. */
  carouselStatus: "data-carousel-status",

  // Promotions and the contact page's map.
  promoBanner: "data-promo-banner",
  /** The banner's messages, as a JSON array. */
  promoMessages: "data-messages",
  promoMessage: "data-promo-message",
  promoClose: "data-promo-close",
  whatsapp: "data-whatsapp",
  promoPopup: "data-promo-popup",
  popupClose: "data-popup-close",
  map: "data-map",
  mapSrc: "data-src",
  mapTitle: "data-title",
  mapShow: "data-map-show",

  // States the script sets, for CSS and tests to react to.
  /** "true" once the script has taken over an element (the carousel's viewport, the banner). */
  live: "data-live",
  /** On the WhatsApp button once the banner beside it is closed. */
  bannerClosed: "data-banner-closed",
} as const;

export type Hook = (typeof HOOK)[keyof typeof HOOK];

/** The uncached endpoint that answers 204 (no proof needed) or an ALTCHA challenge (JSON). */
export const PROOF_CHALLENGE_PATH = "/api/proof-challenge";
/** The form field the script fills with the solved challenge (the name the ALTCHA widget uses). */
export const PROOF_FIELD = "altcha";

/** The phone drawer's id (the menu button's aria-controls). */
export const DRAWER_ID = "site-drawer";

/** JSX props marking an element: `<form {...hook(HOOK.searchForm)}>`, `{...hook(HOOK.mapSrc, url)}`. */
export function hook(name: Hook, value = ""): Record<string, string> {
  return { [name]: value };
}

/** Attribute selector: `sel(HOOK.results)` -> `[data-results]`; `sel(HOOK.live, "true")` -> `[data-live="true"]`. */
export function sel(name: Hook, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}=${JSON.stringify(value)}]`;
}
