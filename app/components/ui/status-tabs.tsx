// The row of pills that filters a staff list by status (reservations, quotes, VERI*FACTU records):
// one link per status, the current one filled, each with its count when the screen has one.
import { Link } from "react-router";

export interface StatusTab<K extends string> {
  key: K;
  to: string;
  label: string;
  count?: number;
}

export function StatusTabs<K extends string>({
  label,
  tabs,
  current,
  testIdPrefix,
}: {
  label: string;
  tabs: readonly StatusTab<K>[];
  current: K;
  testIdPrefix?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium ${tab.key === current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
          data-testid={testIdPrefix ? `${testIdPrefix}${tab.key}` : undefined}
        >
          {tab.label}
          {tab.count != null && <span className="tabular-nums opacity-80">{tab.count}</span>}
        </Link>
      ))}
    </nav>
  );
}
