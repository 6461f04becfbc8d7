// The agenda's week: Monday to Sunday, each day's booked appointments in time order; a day's title
// opens its day view.
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { formatShopDay } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";
import { type AgendaItem, shopTime } from "./types";

export function WeekView({ from, items }: { from: string; items: readonly AgendaItem[] }) {
  const t = useStaffText().agenda;
  const locale = useStaffLocale();
  const dayTitle = (day: string) => formatShopDay(day, locale, { weekday: "short", day: "numeric", month: "short" });
  const days = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${from}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7" data-testid="agenda-week">
      {days.map((day) => {
        const list = items.filter((a) => a.day === day && a.status === "booked");
        return (
          <section key={day} className="min-w-0 rounded-md border border-slate-200 bg-white p-2">
            <h2 className="text-sm font-semibold">
              <a className="text-brand-700 hover:underline" href={`${staffPath("agenda")}?day=${day}`}>
                {dayTitle(day)}
              </a>{" "}
              <span className="font-normal text-slate-500">({list.length})</span>
            </h2>
            <ul className="mt-1 space-y-1 text-xs">
              {list.map((a) => (
                // The time and the customer on the first line, the job below: a narrow column cuts the job, never the name.
                <li
                  key={a.id}
                  className="rounded bg-brand-50 px-1 py-0.5"
                  title={`${shopTime(a.start)} ${t.jobs[a.job]} · ${a.customerName}`}
                >
                  <span className="block truncate">
                    <span className="font-semibold">{shopTime(a.start)}</span> {a.customerName}
                  </span>
                  <span className="block truncate text-slate-600">{t.jobs[a.job]}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
