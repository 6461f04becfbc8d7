// Comparing tyres: the listing's compare form and bar, and the compare table's EU label and
// action cells.
import { buttonClasses } from "~/components/ui/button";
import { HOOK, hook } from "~/enhance/contract";
import { isReservable, tyreName, type TyreStatus } from "~/domain/tyre";
import type { EuClass } from "~/domain/tyre-data";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

/**
 * The listing's compare form: the cards' "Compare" boxes belong to it (form="…"), and this plain
 * GET form opens the compare page with the ticked tyres in its query string.
 */
export function CompareForm({ locale, id }: { locale: Locale; id: string }) {
  const m = messages(locale);
  return (
    <form
      id={id}
      method="get"
      action={href("compare", locale)}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p className="min-w-0 flex-1 basis-56 text-sm text-slate-700">{m.compare.pick}</p>
      <button type="submit" className={buttonClasses("outline", "md")} data-testid="compare-submit">
        {m.compare.submit}
      </button>
    </form>
  );
}

/**
 * The listing's compare bar, for `form` (the compare form's id): rendered hidden, shown by
 * app/enhance/compare.ts once a tyre is ticked, with the count and the link to the compare page.
 * Sticky, it stays in view at the bottom of the screen above the promo dock; at the end of the list
 * it rests in its own place (in place of the form it hides), so it never covers the last card.
 */
export function CompareBar({ locale, form }: { locale: Locale; form: string }) {
  const c = messages(locale).compare;
  return (
    <section
      hidden
      aria-label={c.barLabel}
      data-testid="compare-bar"
      {...hook(HOOK.compareBar, form)}
      className="sticky bottom-14 z-10 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:mx-0 sm:bottom-16 sm:rounded-lg sm:border sm:px-4 sm:py-3 sm:shadow-lg print:hidden"
    >
      <p className="min-w-0 text-sm text-slate-800" role="status">
        <span
          className="font-semibold"
          data-testid="compare-count"
          {...hook(HOOK.compareCount)}
          {...hook(HOOK.countOne, c.pickedOne)}
          {...hook(HOOK.countOther, c.pickedOther)}
        />{" "}
        <span hidden className="block text-xs text-slate-600 sm:inline" {...hook(HOOK.compareMax)}>
          {c.pickedMax}
        </span>
      </p>
      <a
        href={href("compare", locale)}
        className={buttonClasses("primary", "md", "shrink-0")}
        data-testid="compare-link"
        {...hook(HOOK.compareLink)}
      >
        {c.submit}
      </a>
    </section>
  );
}

export function EuLabelLetters({
  tyre: t,
  locale,
}: {
  tyre: { fuelClass?: EuClass | null; wetGripClass?: EuClass | null; noiseDb?: number | null };
  locale: Locale;
}) {
  const m = messages(locale);
  if (!t.fuelClass && !t.wetGripClass && t.noiseDb == null) return <>{m.compare.none_}</>;
  const noise = t.noiseDb != null ? `${t.noiseDb} dB` : "–";
  return (
    <>
      <span aria-hidden className="font-semibold">
        {t.fuelClass ?? "–"} · {t.wetGripClass ?? "–"} · {noise}
      </span>
      <span className="sr-only">{m.tyreCard.euLabel(t.fuelClass ?? "–", t.wetGripClass ?? "–", noise)}</span>
    </>
  );
}

/** The compare table's last cell of a tyre: Reserve (when it can be reserved) and its page. */
export function CompareActions({
  tyre: t,
  locale,
}: {
  tyre: { id: string; brand: string; model?: string | null; status: TyreStatus; quantity: number };
  locale: Locale;
}) {
  const m = messages(locale);
  const name = <span className="sr-only">: {tyreName(t)}</span>;
  return (
    <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      {isReservable(t) ? (
        <a href={href("reserve", locale, { id: t.id })} className={buttonClasses("secondary", "md")} data-testid="compare-reserve">
          {m.compare.reserve}
          {name}
        </a>
      ) : (
        <p className="text-sm text-slate-600">{m.tyreDetail.unavailable}</p>
      )}
      <a href={href("tyre", locale, { id: t.id })} className={buttonClasses("outline", "md")}>
        {m.compare.view}
        {name}
      </a>
    </div>
  );
}
