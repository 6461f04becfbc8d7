// On an active online hold's card: the other active online holds taken from the same client
// address (IPv6: its /64) or with the same phone, and one button to cancel them all together
// (the screen's confirmation, then its bulk cancel).
import { Users } from "lucide-react";

export interface SharedHoldGroup {
  by: "address" | "phone";
  ids: number[];
}

export function SharedHoldNote({
  self,
  group,
  rows,
  onCancelAll,
}: {
  self: number;
  group: SharedHoldGroup;
  /** The listed reservations, to name the others by customer and tyre. */
  rows: readonly { id: number; clientName: string; tyre: { id: string } }[];
  onCancelAll: (ids: number[]) => void;
}) {
  const name = (id: number) => {
    const r = rows.find((x) => x.id === id);
    return r ? `${r.clientName} (${r.tyre.id})` : `reservation #${id}`;
  };
  const others = group.ids.filter((id) => id !== self);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="shared-hold">
      <Users aria-hidden className="h-4 w-4 shrink-0" />
      <span>
        Same {group.by === "address" ? "address" : "phone"} as {others.map(name).join(", ")}
      </span>
      <button
        type="button"
        className="ml-auto rounded-md border border-amber-400 bg-white px-2 py-1 text-xs font-semibold hover:bg-amber-100"
        onClick={() => onCancelAll(group.ids)}
        data-testid="cancel-shared-holds"
      >
        Cancel all {group.ids.length}
      </button>
    </div>
  );
}
