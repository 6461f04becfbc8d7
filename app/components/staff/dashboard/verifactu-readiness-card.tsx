// The dashboard's VERI*FACTU readiness card (decision 110), for the owner until every step is done:
// the days left and the start date in the account's words, the next step, and a link to the
// records screen where the whole checklist is.
import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { ReadinessView } from "~/domain/verifactu-readiness";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export function VerifactuReadinessCard({ readiness, className = "" }: { readiness: ReadinessView | null; className?: string }) {
  const t = useStaffText();
  if (!readiness?.next) return null;
  const r = t.verifactu.readiness;
  return (
    <section
      aria-labelledby="dashboard-verifactu-title"
      className={`rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm ${className}`}
      data-testid="verifactu-readiness"
    >
      <h2 id="dashboard-verifactu-title" className="flex items-start gap-2 font-semibold">
        <ListChecks aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <span data-testid="verifactu-readiness-title">{t.dashboard.verifactu.title(r.daysLeft(readiness.daysLeft), readiness.date)}</span>
      </h2>
      <p className="mt-1 pl-7" data-testid="verifactu-readiness-next">
        {r.next(r.steps[readiness.next])}{" "}
        <span className="text-sm text-amber-900">({r.progress(readiness.steps.filter((s) => s.done).length, readiness.steps.length)})</span>
      </p>
      <p className="mt-2 pl-7">
        <Link to={staffPath("verifactu")} className="inline-flex min-h-11 items-center font-medium underline hover:text-amber-800">
          {t.dashboard.verifactu.open}
        </Link>
      </p>
    </section>
  );
}
