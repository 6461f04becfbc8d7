// On an active online hold's card: the other active online holds taken from the same client
// address (IPv6: its /64) or with the same phone, and one button to cancel them all together
// (the screen's confirmation, then its bulk cancel).
import { Users } from "lucide-react";
import { useStaffText } from "~/lib-ui/use-staff-text";

export interface SharedHoldGroup {
  by: "address" | "phone";
  ids: number[];
}

// The note gives a count, not the others' names or tyres: a card's text stays its own reservation's.
export function SharedHoldNote({ group, onCancelAll }: { group: SharedHoldGroup; onCancelAll: (ids: number[]) => void }) {
  const t = useStaffText().reservations.shared;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="shared-hold">
      <Users aria-hidden className="h-4 w-4 shrink-0" />
      <span>{t.note(group.by === "phone", group.ids.length - 1)}</span>
      <button
        type="button"
        className="ml-auto rounded-md border border-amber-400 bg-white px-2 py-1 text-xs font-semibold hover:bg-amber-100"
        onClick={() => onCancelAll(group.ids)}
        data-testid="cancel-shared-holds"
      >
        {t.cancelAll(group.ids.length)}
      </button>
    </div>
  );
}
