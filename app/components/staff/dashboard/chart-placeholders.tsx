// What stands in the charts' place until recharts has loaded in the browser (and in the server's
// HTML): the two cards with their titles and a pulsing box each.
import { useStaffText } from "~/lib-ui/use-staff-text";

export function ChartPlaceholders() {
  const t = useStaffText().dashboard.charts;
  return (
    <>
      {[t.byCondition, t.byRim].map((title) => (
        <section key={title} aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-semibold">{title}</h2>
          <div className="h-[280px] animate-pulse rounded-md bg-slate-100" role="status" aria-busy="true" aria-label={t.loading} />
        </section>
      ))}
    </>
  );
}
