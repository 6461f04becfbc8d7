// What a staff list says when it has nothing to show (no customers yet, no match for a search, no
// e-mail waiting): one dashed box, centred, with an optional icon before the words.
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";

export function EmptyState({
  icon: Icon,
  className = "",
  children,
  ...rest
}: ComponentProps<"p"> & {
  /** Drawn before the words, at 20 px. */
  icon?: LucideIcon;
}) {
  return (
    <p
      className={`rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600 ${Icon ? "flex items-center justify-center gap-2" : ""} ${className}`}
      {...rest}
    >
      {Icon && <Icon aria-hidden className="h-5 w-5 shrink-0" />}
      {Icon ? <span>{children}</span> : children}
    </p>
  );
}
