// The records screen's short guide to the shop's certificate: whose certificate, where to get it,
// how to export it, where to upload it, and the test environment before production.
import { KeyRound } from "lucide-react";
import { StaffSection } from "~/components/ui/section";
import { useStaffText } from "~/lib-ui/use-staff-text";

/** The FNMT's electronic office, where its certificates are requested. */
const FNMT_SEDE = "https://www.sede.fnmt.gob.es/";

export function CertificateHowTo() {
  const t = useStaffText().verifactu.howTo;
  return (
    <StaffSection
      titleId="vf-how-to-title"
      title={t.title}
      icon={<KeyRound aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}
      data-testid="vf-how-to"
    >
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
        <li>{t.holder}</li>
        <li>
          {t.providerBefore}
          <a href={FNMT_SEDE} target="_blank" rel="noopener noreferrer" className="break-words text-brand-700 underline">
            sede.fnmt.gob.es
          </a>
          {t.providerAfter}
        </li>
        <li>{t.export}</li>
        <li>{t.upload}</li>
        <li>{t.tryTest}</li>
      </ol>
    </StaffSection>
  );
}
