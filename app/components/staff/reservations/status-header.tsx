// The top of /reservations: the title, how many are active, one tab per status with its count,
// and what the list says when a status has none.
import { Link } from "react-router";
import { StatusTabs } from "~/components/ui/status-tabs";
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
      <div className="mt-4">
        <StatusTabs
          label={t.statusNav}
          current={status}
          testIdPrefix="status-filter-"
          tabs={RESERVATION_STATUSES.map((s) => ({
            key: s,
            to: s === "active" ? staffPath("reservations") : `${staffPath("reservations")}?status=${s}`,
            label: t.statuses[s],
            count: counts[s],
          }))}
        />
      </div>
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
