// Who sold what: each member of staff's invoices and returns, and the money by payment method
// (taken less refunded). On the end of day screen and on the Z.
import { StaffSection } from "~/components/ui/section";
import { DAY_PAYMENT_METHODS, type SellerFigures } from "~/domain/end-of-day";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export function SellerTable({ sellers, idPrefix }: { sellers: readonly SellerFigures[]; idPrefix: string }) {
  const t = useStaffText().endOfDay.sellers;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  if (!sellers.length) return <p className="mt-2 text-sm text-slate-600">{t.none}</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-1 pr-2 font-medium">{t.seller}</th>
            <th className="py-1 pr-2 text-right font-medium">{t.invoices}</th>
            <th className="py-1 pr-2 text-right font-medium">{t.returns}</th>
            {DAY_PAYMENT_METHODS.map((m) => (
              <th key={m} className="py-1 pr-2 text-right font-medium last:pr-0">
                {PAYMENT_METHOD_LABELS[m][locale]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {sellers.map((s) => (
            <tr key={s.seller ?? ""} data-testid={`${idPrefix}-seller`}>
              <th scope="row" className="max-w-[12rem] py-1.5 pr-2 text-left font-normal break-all">
                {s.seller ?? t.notRecorded}
              </th>
              <td className="py-1.5 pr-2 text-right">{s.invoiceCount}</td>
              <td className="py-1.5 pr-2 text-right">{s.returnCount}</td>
              {DAY_PAYMENT_METHODS.map((m) => (
                <td key={m} className="py-1.5 pr-2 text-right whitespace-nowrap last:pr-0">
                  {eur(s.takenByMethod[m] - s.refundedByMethod[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The screen's panel of the day's sellers. */
export function SellerSection({ sellers }: { sellers: readonly SellerFigures[] }) {
  const t = useStaffText().endOfDay.sellers;
  return (
    <StaffSection titleId="eod-sellers" title={t.title} compact>
      <SellerTable sellers={sellers} idPrefix="eod" />
    </StaffSection>
  );
}
