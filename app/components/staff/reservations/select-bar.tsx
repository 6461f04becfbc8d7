// Above the active cards: "select all" (mixed when some are checked) and cancelling the selected ones.
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { dangerButton } from "~/components/ui/button";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function SelectBar({
  all,
  some,
  count,
  busy,
  onSelectAll,
  onCancelSelected,
}: {
  all: boolean;
  some: boolean;
  count: number;
  busy: boolean;
  onSelectAll: (on: boolean) => void;
  onCancelSelected: () => void;
}) {
  const t = useStaffText().reservations;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-3 shadow-sm">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          ref={ref}
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={all}
          onChange={(e) => onSelectAll(e.currentTarget.checked)}
        />
        {t.selectAll}
      </label>
      <button
        type="button"
        className={`${dangerButton} min-h-11`}
        disabled={count === 0 || busy}
        onClick={onCancelSelected}
        data-testid="cancel-selected"
      >
        <X aria-hidden className="h-4 w-4" /> {t.cancelSelected(count)}
      </button>
    </div>
  );
}
