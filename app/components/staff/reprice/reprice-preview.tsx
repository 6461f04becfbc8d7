// Old -> new price per tyre and the totals of the reprice being previewed (or just applied).
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export interface RepriceView {
  lines: { id: string; name: string; oldCents: number; newCents: number }[];
  withoutCost: number;
  oldTotalCents: number;
  newTotalCents: number;
  rule: string;
  /** The rule in the back-office's language, for the heading. */
  label: string;
}

export function RepricePreview({ view, applied }: { view: RepriceView; applied: boolean }) {
  const locale = useStaffLocale();
  const t = useStaffText().reprice.preview;
  const eur = (c: number) => formatEur(c, locale);
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="reprice-preview">
      <h2 className="font-semibold">
        {applied ? t.applied : t.preview}: {view.label} — {t.tyres(view.lines.length)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t.oneOfEach} {eur(view.oldTotalCents)} → <strong>{eur(view.newTotalCents)}</strong>
        {view.withoutCost > 0 && t.withoutCost(view.withoutCost)}
      </p>
      <ul className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto text-sm">
        {view.lines.slice(0, 500).map((l) => (
          <li key={l.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
            <span>
              <span className="font-mono font-semibold">{l.id}</span> {l.name}
            </span>
            <span className="tabular-nums">
              {eur(l.oldCents)} → <strong>{eur(l.newCents)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {view.lines.length > 500 && <p className="text-sm text-slate-600">{t.more(view.lines.length - 500)}</p>}
    </section>
  );
}
