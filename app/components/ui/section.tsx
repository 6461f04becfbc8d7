// A titled card of a staff screen: the heading (its id names the section for screen readers), an
// optional line under it that says what the section is for, then the section's content.
import type { HTMLAttributes, ReactNode } from "react";

export function StaffSection({
  titleId,
  title,
  intro,
  icon,
  danger,
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
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  const frame = danger ? "border-red-200" : "border-slate-200";
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border ${frame} bg-white p-4 shadow-sm sm:p-6 ${className}`} {...rest}>
      <h2 id={titleId} className={icon ? "flex items-center gap-2 text-lg font-semibold" : "text-lg font-semibold"}>
        {icon}
        {title}
      </h2>
      {intro != null && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
