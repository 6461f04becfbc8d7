// The returned tyres kept off sale as defective (a bubble in the sidewall, a crack): what the shop
// claims from its supplier, newest first, each with the rectifying invoice that took it back and
// the reason given at the counter. Shown under the invoices when there is any.
import { Link } from "react-router";
import { StaffSection } from "~/components/ui/section";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { staffFormats } from "~/lib/shop-clock";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import type { DefectiveReturn } from "~/server/sales/returns.server";
import { staffPath } from "~/staff-paths";

export function DefectiveReturns({ rows }: { rows: readonly DefectiveReturn[] }) {
  const t = useStaffText().invoices.defective;
  const locale = useStaffLocale();
  if (rows.length === 0) return null;
  return (
    <StaffSection titleId="defective-heading" title={t.title} intro={t.intro} data-testid="defective-returns">
      <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
        {rows.map((r) => (
          <li key={`${r.saleId}-${r.tyreId}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
            <span className="min-w-0">
              <span className="font-semibold">{sizeLabel(r)}</span> {tyreName(r)} · {r.tyreId} · {t.units(r.units)}
              {r.reason && <span className="block text-slate-600">{r.reason}</span>}
            </span>
            <span className="text-slate-600">
              {staffFormats(locale).date.format(new Date(r.invoiceDate))} ·{" "}
              <Link to={staffPath("invoice", { id: r.saleId })} className="text-brand-700 underline">
                {r.invoiceNumber}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </StaffSection>
  );
}
