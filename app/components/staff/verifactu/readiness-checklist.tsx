// The records screen's readiness checklist (decision 110): the days left until the shop's start
// date and the date in the account's words, then the four steps, each done or to do from what the
// shop has stored, the next one with what to do for it.
import { CheckCircle2, Circle, ListChecks } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { StaffSection } from "~/components/ui/section";
import type { ReadinessView } from "~/domain/verifactu-readiness";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function ReadinessChecklist({ readiness }: { readiness: ReadinessView }) {
  const t = useStaffText().verifactu.readiness;
  const doneCount = readiness.steps.filter((s) => s.done).length;
  return (
    <StaffSection
      titleId="vf-readiness-title"
      title={t.title}
      icon={<ListChecks aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}
      data-testid="vf-readiness"
    >
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="text-lg" data-testid="vf-days-left">
          {t.daysLeft(readiness.daysLeft)}
        </strong>
        <span className="text-slate-700" data-testid="vf-start-date">
          {t.from(readiness.date)}
        </span>
        <Badge tone={readiness.next ? "amber" : "green"}>{t.progress(doneCount, readiness.steps.length)}</Badge>
      </p>
      <ol className="mt-4 space-y-3">
        {readiness.steps.map(({ step, done }) => (
          <li key={step} className="flex items-start gap-3" data-testid={`vf-step-${step}`} data-done={done}>
            {done ? (
              <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
            )}
            <div className="min-w-0">
              <p className={done ? "text-slate-700" : "font-medium text-slate-900"}>
                {t.steps[step]} <span className="sr-only">({done ? t.done : t.notDone})</span>
              </p>
              {step === readiness.next && <p className="mt-0.5 text-sm text-slate-600">{t.hints[step]}</p>}
            </div>
          </li>
        ))}
      </ol>
      {!readiness.next && <p className="mt-4 font-medium text-green-800">{t.allDone}</p>}
    </StaffSection>
  );
}
