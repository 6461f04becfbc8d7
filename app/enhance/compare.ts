// The listing's compare bar: once a tyre is ticked for comparison, a bar with the count and the
// link to the compare page stays in view at the bottom of the screen (sticky, above the promo dock),
// in place of the compare form at the end of the list. Without JavaScript the form's button does
// the same from the end of the list.
import { COMPARE_MAX, COMPARE_PARAM, compareSearch } from "~/domain/compare";
import { HOOK, sel } from "./contract";

export function enhanceCompareBar(doc: Document) {
  const bar = doc.querySelector<HTMLElement>(sel(HOOK.compareBar));
  const form = bar ? doc.getElementById(bar.getAttribute(HOOK.compareBar) ?? "") : null;
  const count = bar?.querySelector<HTMLElement>(sel(HOOK.compareCount));
  const link = bar?.querySelector<HTMLAnchorElement>(sel(HOOK.compareLink));
  if (!bar || !(form instanceof HTMLFormElement) || !count || !link) return;
  const max = bar.querySelector<HTMLElement>(sel(HOOK.compareMax));
  const path = link.pathname;
  const update = () => {
    // The cards' boxes belong to the form by their form="…" attribute: form.elements lists them.
    const ids = Array.from(form.elements)
      .filter((e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === COMPARE_PARAM && e.checked)
      .map((e) => e.value);
    const n = ids.length;
    count.textContent = (count.getAttribute(n === 1 ? HOOK.countOne : HOOK.countOther) ?? "").replace("{n}", String(n));
    if (max) max.hidden = n <= COMPARE_MAX;
    link.href = `${path}?${compareSearch(ids)}`;
    bar.hidden = n === 0;
    form.hidden = n > 0;
  };
  doc.addEventListener("change", (e) => {
    if ((e.target as HTMLInputElement).form === form) update();
  });
  // Coming back (back/forward cache or restored boxes): the bar follows the boxes as they are.
  window.addEventListener("pageshow", update);
  update();
}
