// Forms on the public pages. They all work as plain HTML; with JavaScript:
// - the size search and the listing filters send only their filled fields;
// - a listing filter change applies at once and shows six skeleton cards while the page loads;
// - the reservation form shows its pending label and cannot be sent twice.
import { FILTER_FIELDS, formToSearchParams, QUERY_NAMES } from "~/domain/listing-filters";
import { localeFromPath } from "~/lib/locale";
import { HOOK, sel } from "./contract";
import { all } from "./dom";

export function enhanceSearchForms(doc: Document) {
  for (const form of all<HTMLFormElement>(doc, `form${sel(HOOK.searchForm)}`)) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      window.location.assign(filledSearchUrl(form));
    });
  }
}

/** Where a size search or filter form leads: the listing with only the filled fields (links stay
 * short and shareable), in the language of the form's action. */
function filledSearchUrl(form: HTMLFormElement): string {
  const action = new URL(form.action);
  const locale = localeFromPath(action.pathname);
  const data = new FormData(form);
  const typed = Object.fromEntries(
    [...FILTER_FIELDS, "sort" as const].map((field) => {
      const v = data.get(QUERY_NAMES[locale][field]);
      return [field, typeof v === "string" ? v : null];
    }),
  );
  const q = formToSearchParams(typed, locale).toString();
  return action.pathname + (q ? `?${q}` : "");
}

export function enhanceListingFilters(doc: Document) {
  const form = doc.querySelector<HTMLFormElement>(`form${sel(HOOK.listingFilters)}`);
  if (!form) return;
  let restore: (() => void) | null = null;
  // A change applies at once: the order's own button (for pages without JavaScript) goes.
  for (const button of all<HTMLButtonElement>(doc, `button${sel(HOOK.autoSubmitButton)}`)) if (button.form === form) button.hidden = true;
  // The order's select sits beside the result count, outside the form but in it (form="…"), so
  // changes are heard on the document.
  doc.addEventListener("change", (e) => {
    if ((e.target as HTMLSelectElement).form !== form) return;
    // Read first: the skeletons replace the results, the order's select with them.
    const url = filledSearchUrl(form);
    restore = showSkeletons(doc);
    window.location.assign(url);
  });
  // Back/forward cache: coming back shows the results and filters this page was rendered with,
  // not the skeletons and the choice made on the way out.
  window.addEventListener("pageshow", (e) => {
    if (!e.persisted || !restore) return;
    restore();
    restore = null;
    form.reset();
  });
}

/** Swaps the results for six skeleton cards; returns how to put the results back. */
function showSkeletons(doc: Document): (() => void) | null {
  const results = doc.querySelector<HTMLElement>(sel(HOOK.results));
  const template = doc.querySelector<HTMLTemplateElement>(`template${sel(HOOK.skeletons)}`);
  if (!results || !template) return null;
  const shown = Array.from(results.childNodes);
  const pagination = doc.querySelector<HTMLElement>(sel(HOOK.pagination));
  results.setAttribute("aria-busy", "true");
  results.replaceChildren(template.content.cloneNode(true));
  if (pagination) pagination.hidden = true;
  return () => {
    results.replaceChildren(...shown);
    results.removeAttribute("aria-busy");
    if (pagination) pagination.hidden = false;
  };
}

export function enhancePendingForms(doc: Document) {
  for (const form of all<HTMLFormElement>(doc, `form${sel(HOOK.pendingLabel)}`)) {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) continue;
    const idle = button.textContent ?? "";
    form.addEventListener("submit", (e) => {
      if (form.hasAttribute(HOOK.submitting)) {
        e.preventDefault(); // a second click while the first is on its way
        return;
      }
      form.setAttribute(HOOK.submitting, "true");
      button.disabled = true;
      button.textContent = form.getAttribute(HOOK.pendingLabel)!;
    });
    // Back/forward cache: the page comes back as it was left, so make the form usable again.
    window.addEventListener("pageshow", (e) => {
      if (!e.persisted) return;
      form.removeAttribute(HOOK.submitting);
      button.disabled = false;
      button.textContent = idle;
    });
  }
}

/** Choosing a day (or job) shows its free times at once: the GET form is sent on change, and its button hides. */
export function enhanceAutoSubmitForms(doc: Document) {
  for (const form of all<HTMLFormElement>(doc, `form${sel(HOOK.autoSubmit)}`)) {
    const button = form.querySelector<HTMLElement>(sel(HOOK.autoSubmitButton));
    if (button) button.hidden = true;
    form.addEventListener("change", () => {
      form.setAttribute(HOOK.submitting, "true");
      form.requestSubmit();
    });
  }
}
