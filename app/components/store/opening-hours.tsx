import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { closedDateNote, upcomingClosedDates } from "~/domain/shop-settings";
import { openingHoursRows, shortDate } from "~/i18n/opening-hours";
import { shopToday } from "~/lib/shop-clock";
import { useShop } from "~/lib-ui/use-shop";

/** The week's opening hours as day ranges, then the next closed dates (holidays) with their note. */
export function OpeningHours({ locale, className }: { locale: Locale; className?: string }) {
  const shop = useShop();
  const closed = upcomingClosedDates(shop, shopToday());
  return (
    <>
      <dl className={className} data-testid="opening-hours">
        {openingHoursRows(shop, locale).map((r) => (
          <div key={r.days} className="flex justify-between gap-4">
            <dt>{r.days}</dt>
            <dd>{r.time}</dd>
          </div>
        ))}
      </dl>
      {closed.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{messages(locale).closedDates}</p>
          <ul data-testid="closed-dates">
            {closed.map((d) => (
              <li key={d.date}>
                <time dateTime={d.date}>{shortDate(d.date, locale)}</time>
                {closedDateNote(d, locale) ? `: ${closedDateNote(d, locale)}` : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
