// The bin button that takes a line out of a list being edited (a basket line, a service line, a
// row of the price table): the icon alone, its name for screen readers, a 44 px target.
import { Trash2 } from "lucide-react";

export function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-40"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <Trash2 aria-hidden className="h-4 w-4" />
    </button>
  );
}
