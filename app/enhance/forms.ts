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
  form.addEventListener("change", () => {
    showSkeletons(doc);
    window.location.assign(filledQuery(form));
  });
}

function showSkeletons(doc: Document) {
  const results = doc.querySelector<HTMLElement>("[data-results]");
  const template = doc.querySelector<HTMLTemplateElement>("template[data-skeletons]");
  if (!results || !template) return;
  results.setAttribute("aria-busy", "true");
  results.replaceChildren(template.content.cloneNode(true));
  doc.querySelector("[data-pagination]")?.remove();
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
