// The comparison data on a listing card, one short line of chips: season, run-flat and XL marks,
// a part-worn tyre's tread depth and age (from its DOT code), a new tyre's EU label letters (fuel
// efficiency, wet grip, noise). Nothing when the tyre has none of them.
import type { TyreCondition } from "~/domain/tyre";
import { type EuClass, type Season, tyreAgeYears } from "~/domain/tyre-data";
import { INTL_LOCALE, type Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export interface TyreCardFactsData {
  condition: TyreCondition;
  season?: Season | null;
  runFlat?: boolean;
  reinforced?: boolean;
  treadDepthMm?: string | null;
  dotCode?: string | null;
  fuelClass?: EuClass | null;
  wetGripClass?: EuClass | null;
  noiseDb?: number | null;
}

const chip = "rounded-sm bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800";

export function TyreCardFacts({ tyre: t, locale, now = new Date() }: { tyre: TyreCardFactsData; locale: Locale; now?: Date }) {
  const m = messages(locale);
  const partWorn = t.condition === "part-worn";
  const mm = partWorn && t.treadDepthMm ? Number(t.treadDepthMm).toLocaleString(INTL_LOCALE[locale]) : null;
  const age = partWorn ? tyreAgeYears(t.dotCode, now) : null;
  const label = !partWorn && (t.fuelClass || t.wetGripClass || t.noiseDb != null);
  const facts = [
    t.season && m.tyreData.seasons[t.season],
    t.runFlat && m.tyreCard.runFlat,
    t.reinforced && m.tyreCard.reinforced,
    mm && m.tyreCard.tread(mm),
    age != null && m.tyreCard.age(m.tyreData.years(age)),
  ].filter((x): x is string => Boolean(x));
  if (facts.length === 0 && !label) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="card-facts">
      {facts.map((f) => (
        <li key={f} className={chip}>
          {f}
        </li>
      ))}
      {label && (
        <li className={`${chip} bg-sky-50 text-sky-900`} data-testid="card-eu-label">
          <span aria-hidden>
            {m.tyreCard.euShort} {t.fuelClass ?? "–"} · {t.wetGripClass ?? "–"} · {t.noiseDb != null ? `${t.noiseDb} dB` : "–"}
          </span>
          <span className="sr-only">
            {m.tyreCard.euLabel(t.fuelClass ?? "–", t.wetGripClass ?? "–", t.noiseDb != null ? `${t.noiseDb} dB` : "–")}
          </span>
        </li>
      )}
    </ul>
  );
}
