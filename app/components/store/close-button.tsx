// The store's round close button (a promotion, the phone menu): a cross named for screen readers,
// 44 px to tap. What it closes is told by the enhancement hook the caller spreads on it.
import type { ComponentProps } from "react";
import { X } from "~/components/store/icons";

export function CloseButton({
  label,
  className = "",
  ...rest
}: { label: string } & Omit<ComponentProps<"button">, "type" | "aria-label" | "children">) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${className}`}
      {...rest}
    >
      <X aria-hidden className="h-5 w-5" />
    </button>
  );
}
