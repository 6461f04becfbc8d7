// A tyre's data to compare on its detail page (decision 027): season and sidewall marks, its age
// from the DOT code (with a warning for a part-worn tyre over six years old), the tread depth
// against the legal 1.6 mm and a part-worn tyre's UNE 69051 inspection document. Shows nothing
// when the tyre has none of these.
import { TriangleAlert } from "~/components/store/icons";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import type { TyreCondition } from "~/domain/tyre";
import { dotDate, isOldPartWorn, LEGAL_MIN_TREAD_MM, type Season, treadMarginMm, tyreAgeYears } from "~/domain/tyre-data";
import { INTL_LOCALE, type Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export interface TyreFactsData {
  condition: TyreCondition;
  season: Season | null;
  runFlat: boolean;
  reinforced: boolean;
  mudSnow: boolean;
  threePmsf: boolean;
  dotCode: string | null;
  treadDepthMm: string | null;
  inspectionRef: string | null;
  inspectionBy: string | null;
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2 last:border-0" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

export function TyreFacts({ tyre: t, locale, now = new Date() }: { tyre: TyreFactsData; locale: Locale; now?: Date }) {
  const m = messages(locale).tyreData;
  const num = (n: number) => n.toLocaleString(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const marks = [t.runFlat && m.runFlat, t.reinforced && m.reinforced, t.mudSnow && m.mudSnow, t.threePmsf && m.threePmsf].filter(
    (x): x is string => Boolean(x),
  );
  const dot = dotDate(t.dotCode);
  const age = tyreAgeYears(t.dotCode, now);
  const old = isOldPartWorn(t, now);
  const tread = t.condition === "part-worn" ? treadMarginMm(t.treadDepthMm) : null;
  const inspection = t.condition === "part-worn" && (t.inspectionRef || t.inspectionBy);
  if (!t.season && marks.length === 0 && !dot && !tread && !inspection) return null;
  return (
    <Card data-testid="tyre-facts">
      <CardHeader>
        <h2 className="font-bold">{m.title}</h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="text-sm">
          {t.season && (
            <Row label={m.season} testId="fact-season">
              {m.seasons[t.season]}
            </Row>
          )}
          {marks.length > 0 && (
            <Row label={m.marks} testId="fact-marks">
              <ul>
                {marks.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </Row>
          )}
          {dot && age != null && (
            <Row label={m.age} testId="fact-age">
              {m.madeIn(dot.week, dot.year)}
              <span className="block font-normal text-slate-600">{m.years(age)}</span>
            </Row>
          )}
          {tread && (
            <Row label={m.tread} testId="fact-tread">
              {m.treadLegal(num(tread.depth), num(LEGAL_MIN_TREAD_MM))}
              <span className={`block font-normal ${tread.legal ? "text-green-800" : "text-red-700"}`}>
                {tread.legal ? m.treadAbove(num(tread.aboveLegal)) : m.treadBelow}
              </span>
            </Row>
          )}
        </dl>
        {old && age != null && (
          <p
            role="note"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="age-warning"
          >
            <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {m.oldWarning(age)}
          </p>
        )}
        {inspection && (
          <div className="rounded-md bg-slate-50 p-3 text-sm" data-testid="fact-inspection">
            <h3 className="font-semibold">{m.inspection}</h3>
            <dl className="mt-1">
              {t.inspectionRef && <Row label={m.inspectionRef}>{t.inspectionRef}</Row>}
              {t.inspectionBy && <Row label={m.inspectionBy}>{t.inspectionBy}</Row>}
            </dl>
            <p className="mt-1 text-xs text-slate-600">{m.inspectionNote}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
