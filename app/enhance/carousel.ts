// Embla carousels. The home page's popular sizes loop with autoplay every 4 s, stopped by any
// interaction; 1 / 3 / 4 slides per view (CSS). The tyre page's photo gallery
// (`data-carousel="gallery"`) neither loops nor plays: it swipes, and its buttons and "Photo n of
// m" follow the selected photo. Without JavaScript each is a scrollable row.
import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { HOOK, sel } from "./contract";

const AUTOPLAY_DELAY_MS = 4000;

export function enhanceCarousels(doc: Document) {
  for (const root of doc.querySelectorAll<HTMLElement>(sel(HOOK.carousel))) {
    const viewport = root.querySelector<HTMLElement>(sel(HOOK.carouselViewport));
    if (!viewport) continue;
    const gallery = root.getAttribute(HOOK.carousel) === "gallery";
    // The viewport's classes turn the scrollable row into Embla's clipped track.
    viewport.setAttribute(HOOK.live, "true");
    const embla = gallery
      ? EmblaCarousel(viewport, { loop: false, align: "start" })
      : EmblaCarousel(viewport, { loop: true, align: "start" }, [
          Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: false }),
        ]);
    const stop = () => embla.plugins().autoplay?.stop();
    viewport.addEventListener("focusin", stop);
    const controls = root.querySelector<HTMLElement>(sel(HOOK.carouselControls));
    if (controls && embla.slideNodes().length > 1) {
      controls.hidden = false;
      controls.querySelector(sel(HOOK.carouselPrev))?.addEventListener("click", () => (stop(), embla.scrollPrev()));
      controls.querySelector(sel(HOOK.carouselNext))?.addEventListener("click", () => (stop(), embla.scrollNext()));
      const status = controls.querySelector<HTMLElement>(sel(HOOK.carouselStatus));
      if (status) {
        // "Foto 1 de 4" / "Photo 1 of 4": the first number is the selected slide's.
        const template = status.textContent ?? "";
        const show = () => (status.textContent = template.replace(/\d+/, String(embla.selectedScrollSnap() + 1)));
        embla.on("select", show);
      }
    }
  }
}
