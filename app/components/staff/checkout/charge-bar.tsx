// What to charge, beside the button that completes the sale: "Total to charge" and the amount on
// Complete Sale itself (the amount keyed into the card terminal is read from here). The bar stays
// in view while the counter scrolls through the basket: above the bottom menu on a phone, at the
// foot of the customer card's column from the large layout on. It submits the checkout form by its id.
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { SubmitButton } from "~/components/ui/submit-button";

export function ChargeBar({
  form,
  dueCents,
  blocker,
  submitting,
}: {
  /** The id of the form the button submits. */
  form: string;
  /** The amount to pay now: the sale's total less the deposit already paid. */
  dueCents: number;
  /** Why the sale cannot be completed yet (empty basket, no customer name), shown under the button. */
  blocker: string | null;
  submitting: boolean;
}) {
  const t = useStaffText().checkout;
  const locale = useStaffLocale();
  const amount = formatEur(dueCents, locale);
  return (
    <section
      aria-label={t.totals.charge}
      className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-3 space-y-2 border-t border-slate-200 bg-white px-3 py-3 shadow-[0_-4px_8px_-4px_rgba(15,23,42,0.15)] lg:bottom-3 lg:col-start-2 lg:mx-0 lg:rounded-lg lg:border lg:p-4 lg:shadow-md"
    >
      <p className="flex items-baseline justify-between gap-3 text-lg font-bold">
        <span>{t.totals.charge}</span>
        <span className="tabular-nums" data-testid="charge-total" aria-live="polite">
          {amount}
        </span>
      </p>
      <SubmitButton
        form={form}
        busy={submitting}
        disabled={!!blocker}
        spin
        label={`${t.customer.complete} · ${amount}`}
        busyLabel={t.customer.completing}
        size="lg"
        className="w-full"
      />
      {blocker && (
        <p id="checkout-blocker" className="text-sm text-slate-600" role="status">
          {blocker}
        </p>
      )}
    </section>
  );
}
