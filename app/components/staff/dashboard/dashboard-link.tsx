// A link of the dashboard to the screen where something waits: plain for a shortcut (the active
// reservations, the day's close), amber for customers waiting, red for something that failed.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const TONES = {
  plain: "border-slate-200 bg-white hover:bg-slate-50 [&>svg]:text-brand-700",
  amber: "border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100",
  red: "border-red-300 bg-red-50 text-red-900 hover:bg-red-100",
};

export function DashboardLink({
  to,
  icon: Icon,
  tone = "plain",
  testId,
  className = "",
  children,
}: {
  to: string;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 rounded-xl border px-4 py-2 font-medium shadow-sm ${TONES[tone]} ${className}`}
      data-testid={testId}
    >
      <Icon aria-hidden className="h-5 w-5 shrink-0" />
      {children}
    </Link>
  );
}
