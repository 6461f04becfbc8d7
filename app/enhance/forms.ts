// Forms on the public pages. They all work as plain HTML; with JavaScript:
// - the size search and the listing filters send only their filled fields;
// - a listing filter change applies at once and shows six skeleton cards while the page loads;
// - the reservation form shows its pending label and cannot be sent twice.
import { all, filledQuery } from "./dom";

export function enhanceSearchForms(doc: Document) {
  for (const form of all<HTMLFormElement>(doc, "form[data-search-form]")) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      window.location.assign(filledQuery(form));
    });
  }
}

export function enhanceListingFilters(doc: Document) {
  const form = doc.querySelector<HTMLFormElement>("form[data-listing-filters]");
  if (!form) return;
  let restore: (() => void) | null = null;
  form.addEventListener("change", () => {
    restore = showSkeletons(doc);
    window.location.assign(filledQuery(form));
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
  const results = doc.querySelector<HTMLElement>("[data-results]");
  const template = doc.querySelector<HTMLTemplateElement>("template[data-skeletons]");
  if (!results || !template) return null;
  const shown = Array.from(results.childNodes);
  const pagination = doc.querySelector<HTMLElement>("[data-pagination]");
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
  for (const form of all<HTMLFormElement>(doc, "form[data-pending-label]")) {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) continue;
    const idle = button.textContent ?? "";
    form.addEventListener("submit", (e) => {
      if (form.dataset.submitting) {
        e.preventDefault(); // a second click while the first is on its way
        return;
      }
      form.dataset.submitting = "true";
      button.disabled = true;
      button.textContent = form.dataset.pendingLabel!;
    });
    // Back/forward cache: the page comes back as it was left, so make the form usable again.
    window.addEventListener("pageshow", (e) => {
      if (!e.persisted) return;
      delete form.dataset.submitting;
      button.disabled = false;
      button.textContent = idle;
    });
  }
}
