// The records screen's notice of the shop's certificate for the tax agency as its expiry nears
// and passes (decision 105): from 30 days before, when it expires; once expired, that sending is
// paused until a new one is uploaded and the records wait in the queue.
import { ShieldAlert } from "lucide-react";
import type { CertificateExpiryView } from "~/domain/verifactu-certificate";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function CertificateExpiryNotice({ expiry }: { expiry: CertificateExpiryView | null }) {
  const t = useStaffText().verifactu.expiry;
  if (!expiry) return null;
  if (expiry.level === "expired") {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-sm"
        data-testid="vf-certificate-expiry"
      >
        <p className="flex items-start gap-2 font-semibold">
          <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          {t.expired(expiry.date)}
        </p>
        <p className="mt-1 text-sm">{t.expiredQueue}</p>
      </div>
    );
  }
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm"
      data-testid="vf-certificate-expiry"
    >
      <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      {t.soon(expiry.date, t.inDays(expiry.daysLeft))}
    </p>
  );
}
