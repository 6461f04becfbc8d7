// The only JavaScript the public pages load (docs/decisions/060-public-pages-without-hydration.md):
// they are server-rendered HTML that works without it, and these enhancements attach to the markup
// by data attributes.
// Loaded as a module script, so it runs once the document is parsed.
import { enhanceCarousels } from "./carousel";
import { enhanceCompareBar } from "./compare";
import { enhanceAutoSubmitForms, enhancePendingForms, enhanceListingFilters, enhanceSearchForms } from "./forms";
import { enhanceCartCount, enhanceDrawer } from "./header";
import { enhanceBanner, enhanceMap, enhancePopup } from "./promotions";
import { enhanceProofOfWork } from "./proof-of-work";

for (const enhance of [
  enhanceDrawer,
  enhanceCartCount,
  enhanceSearchForms,
  enhanceListingFilters,
  enhanceCompareBar,
  enhanceProofOfWork,
  enhancePendingForms,
  enhanceAutoSubmitForms,
  enhanceCarousels,
  enhanceBanner,
  enhancePopup,
  enhanceMap,
]) {
  // One broken enhancement must not take the others down.
  try {
    Promise.resolve(enhance(document)).catch(console.error);
  } catch (error) {
    console.error(error);
  }
}
