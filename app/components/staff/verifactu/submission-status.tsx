// On an invoice's page: whether its VERI*FACTU record was sent to the tax agency, and its answer
// (accepted with the agency's CSV code, accepted with errors, rejected with the agency's message).
import { Link } from "react-router";
import type { SubmissionStatus } from "~/domain/verifactu-sending";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export interface SubmissionStatusView {
  status: SubmissionStatus;
  csv: string | null;
  message: string | null;
  answered: string | null;
}

const TONE: Record<SubmissionStatus, string> = {
  pending: "border-slate-300 bg-slate-50",
  accepted: "border-emerald-300 bg-emerald-50",
  accepted_with_errors: "border-amber-300 bg-amber-50",
  rejected: "border-red-300 bg-red-50",
};

/** `cancellation`: the line of the invoice's cancellation record (RegistroAnulacion) rather than its own. */
export function SubmissionStatusLine({
  submission,
  cancellation = false,
}: {
  submission: SubmissionStatusView | null;
  cancellation?: boolean;
}) {
  const t = useStaffText().verifactu;
  if (!submission) return null;
  const { status, csv, message, answered } = submission;
  return (
    <p
      className={`no-print rounded-md border px-3 py-2 text-sm ${TONE[status]}`}
      data-testid={cancellation ? "verifactu-cancellation-status" : "verifactu-status"}
      data-status={status}
    >
      <span className="font-semibold">
        {cancellation ? t.cancellationAgency : t.agency}: {status === "pending" ? t.notSentYet : t.statuses[status]}
      </span>
      {answered && ` · ${answered}`}
      {csv && (
        <>
          {" "}
          · CSV{" "}
          <span className="font-mono" data-testid="verifactu-csv">
            {csv}
          </span>
        </>
      )}
      {message && <span className="block break-words font-mono text-xs">{message}</span>}
      {(status === "rejected" || status === "pending") && (
        <Link to={`${staffPath("verifactu")}?status=${status}`} className="block text-xs underline">
          {t.seeRecords}
        </Link>
      )}
    </p>
  );
}
