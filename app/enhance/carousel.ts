// The home page's popular sizes as a looping Embla carousel: autoplay every 4 s, stopped by any
// interaction; 1 / 3 / 4 slides per view (CSS). Without JavaScript it is a scrollable row.
import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

export const AUTOPLAY_DELAY_MS = 4000;

export function enhanceCarousels(doc: Document) {
  for (const root of doc.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
    if (!viewport) continue;
    viewport.classList.remove("snap-x", "overflow-x-auto");
    viewport.classList.add("overflow-hidden");
    const embla = EmblaCarousel(viewport, { loop: true, align: "start" }, [
      Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: false }),
    ]);
    const stop = () => embla.plugins().autoplay?.stop();
    viewport.addEventListener("focusin", stop);
    const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
    if (controls && embla.slideNodes().length > 1) {
      controls.hidden = false;
      controls.querySelector("[data-carousel-prev]")?.addEventListener("click", () => (stop(), embla.scrollPrev()));
      controls.querySelector("[data-carousel-next]")?.addEventListener("click", () => (stop(), embla.scrollNext()));
    }
  }
}
