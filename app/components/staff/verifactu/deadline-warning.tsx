// The dashboard's VERI*FACTU warning: from one month before the shop's date, while sending is off
// or no certificate is set, with the date and a link to the settings.
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { staffPath } from "~/staff-paths";

export function VerifactuDeadlineWarning({ warning }: { warning: { deadline: string; reasons: string[] } | null }) {
  if (!warning) return null;
  return (
    <Link
      to={staffPath("verifactu")}
      className="mt-4 flex min-h-11 items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-2 font-medium text-red-900 shadow-sm hover:bg-red-100"
      data-testid="verifactu-warning"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        From {warning.deadline} every invoice must be sent to the tax agency (VERI*FACTU), but {warning.reasons.join(" and ")}. Set it up in
        the VERI*FACTU settings.
      </span>
    </Link>
  );
}
