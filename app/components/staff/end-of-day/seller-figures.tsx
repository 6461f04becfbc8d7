// Who sold what: each member of staff's invoices and returns, and the money by payment method
// (taken less refunded). On the end of day screen and on the Z; one block per seller, so a long
// e-mail and three sums fit a phone and a receipt.
import { StaffSection } from "~/components/ui/section";
import { DAY_PAYMENT_METHODS, type SellerFigures } from "~/domain/end-of-day";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export function SellerList({ sellers, idPrefix }: { sellers: readonly SellerFigures[]; idPrefix: string }) {
  const t = useStaffText().endOfDay.sellers;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  if (!sellers.length) return <p className="mt-2 text-sm text-slate-600">{t.none}</p>;
  return (
    <ul className="mt-1 max-w-xl divide-y divide-slate-100 text-sm">
      {sellers.map((s) => (
        <li key={s.seller ?? ""} className="py-2" data-testid={`${idPrefix}-seller`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 font-medium break-all">{s.seller ?? t.notRecorded}</span>
            <span className="text-slate-600">{t.counts(s.invoiceCount, s.returnCount)}</span>
          </div>
          <dl className="mt-1 grid grid-cols-3 gap-2">
            {DAY_PAYMENT_METHODS.map((m) => (
              <div key={m}>
                <dt className="text-xs text-slate-600">{PAYMENT_METHOD_LABELS[m][locale]}</dt>
                <dd className="tabular-nums">{eur(s.takenByMethod[m] - s.refundedByMethod[m])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The screen's panel of the day's sellers. */
export function SellerSection({ sellers }: { sellers: readonly SellerFigures[] }) {
  const t = useStaffText().endOfDay.sellers;
  return (
    <StaffSection titleId="eod-sellers" title={t.title} intro={t.intro} compact>
      <SellerList sellers={sellers} idPrefix="eod" />
    </StaffSection>
  );
}
