// A titled card of a staff screen: the heading (its id names the section for screen readers), an
// optional line under it that says what the section is for, then the section's content.
import type { HTMLAttributes, ReactNode } from "react";

export function StaffSection({
  titleId,
  title,
  intro,
  icon,
  danger,
  compact,
  className = "",
  children,
  ...rest
}: {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading (what the section is for, what is left). */
  intro?: ReactNode;
  /** An icon before the title (aria-hidden). */
  icon?: ReactNode;
  /** A red frame: the section does something that cannot be undone. */
  danger?: boolean;
  /** A panel beside others (a side column, a pair of figures): less padding, a smaller heading. */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  const frame = danger ? "border-red-200" : "border-slate-200";
  const heading = compact ? "font-semibold" : "text-lg font-semibold";
  return (
    <section
      aria-labelledby={titleId}
      className={[`rounded-xl border ${frame} bg-white p-4 shadow-sm`, compact ? "" : "sm:p-6", className].filter(Boolean).join(" ")}
      {...rest}
    >
      <h2 id={titleId} className={icon ? `flex items-center gap-2 ${heading}` : heading}>
        {icon}
        {title}
      </h2>
      {intro != null && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
