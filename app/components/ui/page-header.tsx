// The top of a back-office screen: its title (the page's one h1), the line under it and, when the
// screen has them, its actions on the right (a new item, a back link, a day chooser), which wrap
// under the title on a phone.
import type { ReactNode } from "react";

const ALIGN = { start: "items-start", center: "items-center", end: "items-end" } as const;

export function PageHeader({
  title,
  subtitle,
  subtitleTestId,
  actions,
  align = "start",
  children,
}: {
  title: ReactNode;
  /** The line under the title: what the screen is for, or a count. */
  subtitle?: ReactNode;
  subtitleTestId?: string;
  /** Beside the title; wraps under it on a narrow screen. */
  actions?: ReactNode;
  /** How the title and the actions line up (a form with labels lines up at the end). */
  align?: keyof typeof ALIGN;
  /** More under the subtitle (links to related screens, who saved last). */
  children?: ReactNode;
}) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle != null && (
        <p className="text-slate-600" data-testid={subtitleTestId}>
          {subtitle}
        </p>
      )}
      {children}
    </div>
  );
  if (actions == null) return heading;
  return (
    <div className={`flex flex-wrap ${ALIGN[align]} justify-between gap-3`}>
      {heading}
      {actions}
    </div>
  );
}
