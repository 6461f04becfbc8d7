// The VERI*FACTU screen's list: records in one state (pending, rejected, accepted...), each with
// the agency's message, and "Send again" for a rejected one.
import { Link, useFetcher } from "react-router";
import { SendAgainForm, ServerAnswer } from "~/components/ui/send-again";
import { VERIFACTU_INTENT } from "~/components/staff/shared/intents";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/domain/verifactu-sending";
import { StatusTabs as Tabs } from "~/components/ui/status-tabs";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import type { SubmissionView } from "~/server/verifactu/verifactu-queue.server";
import { staffPath } from "~/staff-paths";
import { EmptyState } from "~/components/ui/empty-state";

/** A record as the list shows it: the stored sending state, the agency's message and its time worded for the screen. */
export interface RecordRowView extends Pick<
  SubmissionView,
  "id" | "saleId" | "invoiceNumber" | "invoiceType" | "recordKind" | "totalAmount" | "status" | "attempts" | "csv"
> {
  message: string | null;
  answered: string | null;
  afterRejection: boolean;
}

export function StatusTabs({ current, counts }: { current: SubmissionStatus; counts: Record<SubmissionStatus, number> }) {
  const t = useStaffText().verifactu;
  return (
    <Tabs
      label={t.recordStates}
      current={current}
      tabs={SUBMISSION_STATUSES.map((s) => ({ key: s, to: `?status=${s}`, label: t.statuses[s], count: counts[s] }))}
    />
  );
}

function RecordCard({ r }: { r: RecordRowView }) {
  const t = useStaffText().verifactu;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`vf-record-${r.invoiceNumber}${r.recordKind === "anulacion" ? "-anulacion" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={staffPath("invoice", { id: r.saleId })} className="font-semibold underline">
          {r.invoiceNumber}
        </Link>
        <span className="text-sm text-slate-600">
          {r.recordKind === "anulacion" ? t.cancellationRecord : `${r.invoiceType} · ${r.totalAmount} €`}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t.statuses[r.status]}
        {r.answered ? t.answered(r.answered) : ""}
        {r.csv ? ` · CSV ${r.csv}` : ""}
        {r.status === "pending" ? t.attempts(r.attempts) : ""}
        {r.afterRejection ? t.sentAsCorrection : ""}
      </p>
      {r.message && <ServerAnswer testId="vf-message">{r.message}</ServerAnswer>}
      {r.status === "rejected" && (
        <SendAgainForm fetcher={fetcher} id={r.id} intent={VERIFACTU_INTENT.resend} label={t.sendAgain} busyLabel={t.queuing} />
      )}
    </li>
  );
}

export function RecordList({ rows, status }: { rows: RecordRowView[]; status: SubmissionStatus }) {
  const t = useStaffText().verifactu;
  if (rows.length === 0) {
    return <EmptyState>{t.noRecords(t.statusesPlural[status])}</EmptyState>;
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.recordsLabel(t.statusesPlural[status])}>
      {rows.map((r) => (
        <RecordCard key={r.id} r={r} />
      ))}
    </ul>
  );
}
