// The day's money: invoices, tyres and services, what was taken and refunded by payment method,
// deposits apart, and the cash the drawer should hold.
import { StaffSection } from "~/components/ui/section";
import { DAY_PAYMENT_METHODS, type DayFigures, netByMethod } from "~/domain/end-of-day";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1.5 ${strong ? "font-semibold" : ""}`}>
      <dt className="min-w-0 text-slate-700">{label}</dt>
      <dd className="shrink-0 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The deposits paid (or returned) by card or transfer, those that are not nothing: [taken?, method, cents]. */
export function otherDeposits(f: DayFigures): [boolean, "card" | "transfer", number][] {
  const o = f.depositsOtherMethods;
  if (!o) return [];
  return ([true, false] as const).flatMap((taken) =>
    (["card", "transfer"] as const).flatMap((m) => {
      const cents = (taken ? o.taken : o.returned)[m];
      return cents ? [[taken, m, cents] as [boolean, "card" | "transfer", number]] : [];
    }),
  );
}

export function DayFiguresPanel({ figures }: { figures: DayFigures }) {
  const t = useStaffText().endOfDay.figures;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  /** Money going out, shown negative (and zero as zero, not "-€0.00"). */
  const out = (c: number) => (c === 0 ? eur(0) : eur(-c));
  const net = netByMethod(figures);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <StaffSection titleId="eod-sales" title={t.sales} compact>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Row label={t.invoices} value={String(figures.invoiceCount)} testId="eod-invoices" />
          <Row label={t.tyres} value={eur(figures.tyresCents)} testId="eod-tyres" />
          <Row label={t.services} value={eur(figures.servicesCents)} testId="eod-services" />
          <Row label={t.totalInvoiced} value={eur(figures.salesCents)} testId="eod-sales-total" strong />
          <Row label={t.depositsUsed} value={eur(figures.depositsUsedCents)} testId="eod-deposits-used" />
          {figures.discountsCents != null && (
            <Row label={t.discounts(figures.discountedInvoiceCount ?? 0)} value={eur(figures.discountsCents)} testId="eod-discounts" />
          )}
          <Row label={t.returns(figures.returnCount)} value={out(totalRefunded(figures))} testId="eod-returns" />
        </dl>
      </StaffSection>
      <StaffSection titleId="eod-methods" title={t.byMethod} compact>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-2 font-medium">{t.method}</th>
                <th className="py-1 pr-2 text-right font-medium">{t.taken}</th>
                <th className="py-1 pr-2 text-right font-medium">{t.refunded}</th>
                <th className="py-1 text-right font-medium">{t.net}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {DAY_PAYMENT_METHODS.map((m) => (
                <tr key={m} data-testid={`eod-method-${m}`}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {PAYMENT_METHOD_LABELS[m][locale]}
                  </th>
                  <td className="py-1.5 pr-2 text-right">{eur(figures.takenByMethod[m])}</td>
                  <td className="py-1.5 pr-2 text-right">{eur(figures.refundedByMethod[m])}</td>
                  <td className="py-1.5 text-right font-medium">{eur(net[m])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-200 text-sm">
          <Row label={t.depositsTaken} value={eur(figures.depositsTakenCents)} testId="eod-deposits-taken" />
          <Row label={t.depositsReturned} value={out(figures.depositsReturnedCents)} testId="eod-deposits-returned" />
          {otherDeposits(figures).map(([taken, method, cents]) => (
            <Row
              key={`${taken}-${method}`}
              label={t.depositsOther(taken, method)}
              value={taken ? eur(cents) : out(cents)}
              testId={`eod-deposits-${taken ? "taken" : "returned"}-${method}`}
            />
          ))}
        </dl>
      </StaffSection>
    </div>
  );
}

function totalRefunded(f: DayFigures): number {
  return DAY_PAYMENT_METHODS.reduce((sum, m) => sum + f.refundedByMethod[m], 0);
}
