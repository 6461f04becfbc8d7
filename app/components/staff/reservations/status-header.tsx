// The top of /reservations: the title, how many are active, one tab per status with its count,
// and what the list says when a status has none.
import { Link, NavLink } from "react-router";
import { RESERVATION_STATUSES, type ReservationStatus } from "~/domain/reservation-status";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";

export function StatusHeader({ status, counts }: { status: ReservationStatus; counts: Record<ReservationStatus, number> }) {
  const t = useStaffText().reservations;
  return (
    <>
      <PageHeader title={t.title} subtitle={t.activeCount(counts.active)} subtitleTestId="reservation-count" />
      <nav aria-label={t.statusNav} className="mt-4 flex flex-wrap gap-2">
        {RESERVATION_STATUSES.map((s) => (
          <NavLink
            key={s}
            to={s === "active" ? staffPath("reservations") : `${staffPath("reservations")}?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium ${s === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            data-testid={`status-filter-${s}`}
          >
            {t.statuses[s]} <span className="tabular-nums opacity-80">{counts[s]}</span>
          </NavLink>
        ))}
      </nav>
    </>
  );
}

export function NoReservations({ status }: { status: ReservationStatus }) {
  const t = useStaffText().reservations;
  return (
    <EmptyState className="mt-8">
      {status === "active" ? (
        <>
          {t.noActiveBefore}
          <Link to={staffPath("inventory")} className="text-brand-700 underline">
            {t.inventoryLink}
          </Link>
          {t.noActiveAfter}
        </>
      ) : (
        t.noneWithStatus(t.statuses[status])
      )}
    </EmptyState>
  );
}
