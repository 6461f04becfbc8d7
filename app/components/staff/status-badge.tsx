import type { TyreStatus } from "~/domain/tyre";
import { useStaffText } from "~/i18n/staff/use-staff-text";

const STYLES: Record<TyreStatus, string> = {
  available: "bg-green-100 text-green-800 ring-green-600/20",
  reserved: "bg-amber-100 text-amber-900 ring-amber-600/30",
  sold: "bg-red-100 text-red-800 ring-red-600/20",
};

export function StatusBadge({ status }: { status: TyreStatus }) {
  const t = useStaffText().inventory;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}
