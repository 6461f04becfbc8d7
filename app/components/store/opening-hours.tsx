import { shop } from "~/config/shop";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";

/** The one set of opening hours, as a list of day ranges. */
export function OpeningHours({ locale, className }: { locale: Locale; className?: string }) {
  const m = messages(locale);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const rows = shop.openingHours.map((h) => {
    const first = m.days[h.days[0] - 1];
    const last = m.days[h.days[h.days.length - 1] - 1];
    const days = h.days.length > 1 ? `${cap(first)} – ${last}` : cap(first);
    return { days, time: `${h.opens}–${h.closes}` };
  });
  return (
    <dl className={className}>
      {rows.map((r) => (
        <div key={r.days} className="flex justify-between gap-4">
          <dt>{r.days}</dt>
          <dd>{r.time}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4">
        <dt>{cap(m.days[6])}</dt>
        <dd>{m.closed}</dd>
      </div>
    </dl>
  );
}
