// The fitting package per tyre on /services: its parts and its price at every rim.
import { StaffSection } from "~/components/ui/section";
import { formatEur } from "~/domain/money";
import { packageByRim, type Service, SERVICE_RIMS, serviceName } from "~/domain/services";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export function PackageSummary({ services }: { services: Service[] }) {
  const t = useStaffText().services.package;
  const locale = useStaffLocale();
  const byRim = packageByRim(services);
  const parts = services.filter((s) => s.inPackage && !s.retired).map((s) => serviceName(s, locale));
  return (
    <StaffSection titleId="package-title" title={t.title} intro={parts.length ? t.parts(parts.join(" + ")) : t.none}>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:grid-cols-9" data-testid="package-by-rim">
        {SERVICE_RIMS.map((r) => (
          <div key={r} className="rounded-md bg-slate-50 p-2 text-center">
            <dt className="text-xs text-slate-600">R{r}</dt>
            <dd className="font-semibold tabular-nums">{byRim[r] == null ? "–" : formatEur(byRim[r], locale)}</dd>
          </div>
        ))}
      </dl>
    </StaffSection>
  );
}
