// A carousel's previous or next arrow (the popular sizes, a tyre's photos): hidden with its row
// until app/enhance/carousel.ts starts the carousel and finds it by its hook.
import { ChevronLeft, ChevronRight } from "~/components/store/icons";
import { HOOK, hook } from "~/enhance/contract";

export function CarouselButton({ go, label, padding }: { go: "prev" | "next"; label: string; padding: "p-2" | "p-3" }) {
  const Icon = go === "prev" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      {...hook(go === "prev" ? HOOK.carouselPrev : HOOK.carouselNext)}
      className={`rounded-full border border-slate-300 bg-white ${padding} hover:bg-slate-50`}
      aria-label={label}
    >
      <Icon aria-hidden className="h-5 w-5" />
    </button>
  );
}
