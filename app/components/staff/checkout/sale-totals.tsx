// The checkout's money lines, the same the invoice prints: the sale's total (tyres and services),
// the deposit paid on account with the reservation being sold, and the amount to pay now
// (amountDue, the rule the sale itself uses).
import { amountDue } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export function SaleTotals({
  tyresCents,
  servicesCents,
  depositCents,
}: {
  tyresCents: number;
  servicesCents: number;
  depositCents: number;
}) {
  const t = useStaffText().checkout.totals;
  const locale = useStaffLocale();
  const eur = (cents: number) => formatEur(cents, locale);
  const due = amountDue(tyresCents + servicesCents, depositCents);
  if (due.depositCents === 0 && (tyresCents === 0 || servicesCents === 0)) return null;
  return (
    <section aria-label={t.label} className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
        {servicesCents > 0 && tyresCents > 0 && (
          <>
            <dt className="text-slate-600">{t.tyres}</dt>
            <dd className="text-right">{eur(tyresCents)}</dd>
            <dt className="text-slate-600">{t.services}</dt>
            <dd className="text-right">{eur(servicesCents)}</dd>
          </>
        )}
        <dt className="text-lg font-bold">{t.saleTotal}</dt>
        <dd className="text-right text-lg font-bold" data-testid="sale-total">
          {eur(due.totalCents)}
        </dd>
        {due.depositCents > 0 && (
          <>
            <dt className="text-slate-600">{t.deposit}</dt>
            <dd className="text-right" data-testid="cart-deposit">
              −{eur(due.depositCents)}
            </dd>
            <dt className="border-t border-slate-200 pt-1 text-lg font-bold">{t.dueNow}</dt>
            <dd className="border-t border-slate-200 pt-1 text-right text-lg font-bold" data-testid="cart-amount-due">
              {eur(due.dueCents)}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
