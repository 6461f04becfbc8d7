// The dashboard's warning of the shop's certificate for the tax agency (decision 105), from 30 days
// before it expires and, stronger, once it has: the owner's links to the records screen with the
// date; a counter account reads a plain line that the owner must renew it (as the e-mail warning
// tells a counter who can fix it).
import { ShieldAlert } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { CertificateExpiryView } from "~/domain/verifactu-certificate";
import type { RootData } from "~/lib-ui/root-data";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import { DashboardLink } from "./dashboard-link";

export function CertificateExpiryWarning({ expiry, className = "" }: { expiry: CertificateExpiryView | null; className?: string }) {
  const t = useStaffText().verifactu.expiry;
  const owner = useRouteLoaderData<RootData>("root")?.user?.role === "owner";
  if (!expiry) return null;
  const expired = expiry.level === "expired";
  if (!owner) {
    return (
      <p
        className={`flex min-h-11 items-center gap-2 rounded-xl border px-4 py-2 font-medium ${expired ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-900"} ${className}`}
        data-testid="certificate-warning"
      >
        <ShieldAlert aria-hidden className="h-5 w-5 shrink-0" />
        {expired ? t.counterExpired : t.counterSoon}
      </p>
    );
  }
  return (
    <DashboardLink
      to={staffPath("verifactu")}
      icon={ShieldAlert}
      tone={expired ? "red" : "amber"}
      testId="certificate-warning"
      className={`w-full ${className}`}
    >
      <span>{expired ? t.ownerExpired(expiry.date) : t.ownerSoon(expiry.date, t.inDays(expiry.daysLeft))}</span>
    </DashboardLink>
  );
}
