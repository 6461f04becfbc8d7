// The agenda's day: on a desktop one column per lift with the appointments as blocks placed by
// time (the hours from the day's opening to its closing), and on a phone a simple list in time
// order. Ended appointments (done, no-show, cancelled) are listed under the grid.
import type { FetcherWithComponents } from "react-router";
import type { AppointmentJob } from "~/domain/appointments";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { ActionResult } from "~/lib/action-result";
import { AppointmentCard } from "./appointment-card";
import type { AppointmentSale } from "./sale";
import { type AgendaItem, shopMinutes } from "./types";

const PX_PER_MIN = 3.4;

/** The day as the agenda's loader reads it. */
interface AgendaDay {
  appointments: readonly AgendaItem[];
  lifts: number;
  /** Minutes from midnight of the first opening and the last closing (null: closed). */
  opens: number | null;
  closes: number | null;
  /** The day's breaks between opening hours (minutes from midnight), drawn across the lifts. */
  breaks: readonly { from: number; to: number }[];
  free: Partial<Record<AppointmentJob, string[]>>;
  /** What "Sell" carries, by appointment id (only for staff who may sell). */
  sales: Readonly<Record<number, AppointmentSale>>;
}

export function DayView({ day, fetcher }: { day: AgendaDay; fetcher: FetcherWithComponents<ActionResult> }) {
  const t = useStaffText().agenda;
  const { appointments: items, lifts, opens, closes, breaks, free, sales } = day;
  const booked = items.filter((a) => a.lift > 0);
  const ended = items.filter((a) => a.lift === 0);
  const from = Math.min(opens ?? 9 * 60, ...booked.map((a) => shopMinutes(a.start)));
  const to = Math.max(closes ?? 18 * 60, ...booked.map((a) => shopMinutes(a.end)));
  const hours = Array.from({ length: Math.ceil((to - from) / 60) }, (_, i) => Math.floor(from / 60) + i);
  const columns = Math.max(lifts, ...booked.map((a) => a.lift));
  return (
    <div>
      {opens == null && <p className="mb-3 rounded-md bg-slate-100 p-3 text-sm">{t.closed}</p>}
      {/* Phone: the day's list. */}
      <ol className="space-y-2 md:hidden" data-testid="agenda-list">
        {items.length === 0 && <li className="text-sm text-slate-500">{t.noAppointments}</li>}
        {items.map((a) => (
          <li key={a.id}>
            <AppointmentCard a={a} fetcher={fetcher} freeTimes={free[a.job] ?? []} sale={sales[a.id]} />
          </li>
        ))}
      </ol>
      {/* Desktop: one column per lift. */}
      <div className="hidden md:block" data-testid="agenda-day-grid">
        <div className="grid gap-2" style={{ gridTemplateColumns: `3.5rem repeat(${columns}, minmax(0, 1fr))` }}>
          <div />
          {Array.from({ length: columns }, (_, i) => (
            <div key={i} className="text-center text-sm font-semibold">
              {t.lift(i + 1)}
            </div>
          ))}
          <div className="relative" style={{ height: (to - from) * PX_PER_MIN }}>
            {hours.map((h) => (
              <span key={h} className="absolute right-1 text-xs text-slate-500" style={{ top: (h * 60 - from) * PX_PER_MIN }}>
                {String(h).padStart(2, "0")}:00
              </span>
            ))}
          </div>
          {Array.from({ length: columns }, (_, i) => (
            <div
              key={i}
              className="relative rounded-md border border-dashed border-slate-200 bg-white"
              style={{ height: (to - from) * PX_PER_MIN }}
              data-testid={`agenda-lift-${i + 1}`}
            >
              {breaks.map((b) => (
                <div
                  key={b.from}
                  aria-hidden
                  className="absolute inset-x-0 flex items-center justify-center bg-[repeating-linear-gradient(45deg,var(--color-slate-100)_0_6px,white_6px_12px)] text-xs text-slate-500"
                  style={{ top: (b.from - from) * PX_PER_MIN, height: (b.to - b.from) * PX_PER_MIN }}
                  data-testid="agenda-break"
                >
                  {i === 0 ? t.closedBreak : null}
                </div>
              ))}
              {booked
                .filter((a) => a.lift === i + 1)
                .map((a) => (
                  <div
                    key={a.id}
                    className="absolute inset-x-1 z-0 hover:z-10 focus-within:z-10"
                    style={{
                      top: (shopMinutes(a.start) - from) * PX_PER_MIN,
                      height: (shopMinutes(a.end) - shopMinutes(a.start)) * PX_PER_MIN - 2,
                    }}
                  >
                    <AppointmentCard a={a} fetcher={fetcher} freeTimes={free[a.job] ?? []} sale={sales[a.id]} />
                  </div>
                ))}
            </div>
          ))}
        </div>
        {ended.length > 0 && (
          <section className="mt-4">
            <h2 className="text-sm font-semibold">{t.ended}</h2>
            <ul className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {ended.map((a) => (
                <li key={a.id}>
                  <AppointmentCard a={a} fetcher={fetcher} freeTimes={[]} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
