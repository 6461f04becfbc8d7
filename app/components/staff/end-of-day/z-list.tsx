// The latest closed days with their Z numbers: each revision links to its print page, as it was
// frozen at its closing.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { StaffSection } from "~/components/ui/section";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export interface ZListRow {
  day: string;
  dayLabel: string;
  zNumber: string;
  reopened: boolean;
  revisions: { revision: number; closedAt: string; closedBy: string }[];
}

export function ZList({ rows }: { rows: readonly ZListRow[] }) {
  const t = useStaffText().endOfDay.zList;
  return (
    <StaffSection titleId="eod-z-list" title={t.title} intro={t.intro} compact className="print:hidden">
      {rows.length === 0 ? (
        <EmptyState className="mt-3">{t.empty}</EmptyState>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map((r) => (
            <li key={r.day} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2" data-testid="z-list-row">
              <div className="min-w-0">
                <span className="font-mono font-semibold">{r.zNumber}</span>{" "}
                <Link to={`${staffPath("endOfDay")}?day=${r.day}`} className="text-brand-700 underline">
                  {r.dayLabel}
                </Link>
                {r.reopened && (
                  <Badge tone="amber" className="ml-2">
                    {t.reopened}
                  </Badge>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {r.revisions.map((v) => (
                  <Link
                    key={v.revision}
                    to={staffPath("zReport", { day: r.day, revision: v.revision })}
                    className={buttonClasses("outline", "sm", "min-h-11")}
                    aria-label={t.printRevision(r.zNumber, v.revision)}
                    title={`${v.closedAt} · ${v.closedBy}`}
                  >
                    {t.revision(v.revision)}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
