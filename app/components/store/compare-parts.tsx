// Comparing tyres: the listing's compare form and the compare table's EU label cell.
import { buttonClasses } from "~/components/ui/button";
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
