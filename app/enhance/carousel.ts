// The home page's popular sizes as a looping Embla carousel: autoplay every 4 s, stopped by any
// interaction; 1 / 3 / 4 slides per view (CSS). Without JavaScript it is a scrollable row.
import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { HOOK, sel } from "./contract";

const AUTOPLAY_DELAY_MS = 4000;

export function enhanceCarousels(doc: Document) {
  for (const root of doc.querySelectorAll<HTMLElement>(sel(HOOK.carousel))) {
    const viewport = root.querySelector<HTMLElement>(sel(HOOK.carouselViewport));
    if (!viewport) continue;
    // The viewport's classes turn the scrollable row into Embla's clipped track.
    viewport.setAttribute(HOOK.live, "true");
    const embla = EmblaCarousel(viewport, { loop: true, align: "start" }, [
      Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: false }),
    ]);
    const stop = () => embla.plugins().autoplay?.stop();
    viewport.addEventListener("focusin", stop);
    const controls = root.querySelector<HTMLElement>(sel(HOOK.carouselControls));
    if (controls && embla.slideNodes().length > 1) {
      controls.hidden = false;
      controls.querySelector(sel(HOOK.carouselPrev))?.addEventListener("click", () => (stop(), embla.scrollPrev()));
      controls.querySelector(sel(HOOK.carouselNext))?.addEventListener("click", () => (stop(), embla.scrollNext()));
    }
  }
}
