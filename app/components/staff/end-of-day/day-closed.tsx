// A closed day: who closed it and when, the drawer as counted, and the owner's reopen button.
import { useFetcher } from "react-router";
import { END_OF_DAY_INTENT } from "~/components/staff/shared/intents";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatEur } from "~/domain/money";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export interface ClosedDay {
  day: string;
  closedAt: string;
  closedBy: string;
  openingFloatCents: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  notes: string | null;
}

/** `mayReopen`: the role may reopen a closed day (the owner); others see no button. */
export function DayClosed({ closing, changedSince, mayReopen }: { closing: ClosedDay; changedSince: boolean; mayReopen: boolean }) {
  const t = useStaffText().endOfDay.closed;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <section className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 shadow-sm" data-testid="eod-closed">
      <h2 className="font-semibold text-emerald-900">
        {t.title} {closing.closedAt} {t.by} <span className="break-all">{closing.closedBy}</span>
      </h2>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-8">
        {[
          [t.openingFloat, closing.openingFloatCents, "eod-closed-float"],
          [t.expected, closing.expectedCashCents, "eod-closed-expected"],
          [t.counted, closing.countedCashCents, "eod-closed-counted"],
          [t.difference, closing.differenceCents, "eod-closed-difference"],
        ].map(([label, cents, id]) => (
          <div key={id as string} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="tabular-nums font-semibold" data-testid={id as string}>
              {eur(cents as number)}
            </dd>
          </div>
        ))}
      </dl>
      {closing.notes && <p className="mt-2 text-sm break-words">{t.note(closing.notes)}</p>}
      {changedSince && (
        <p className="mt-2 rounded-md bg-amber-100 p-2 text-sm text-amber-900" role="status" data-testid="eod-changed">
          {t.changed}
        </p>
      )}
      {mayReopen && (
        <fetcher.Form method="post" className="mt-3 print:hidden">
          <input type="hidden" name="intent" value={END_OF_DAY_INTENT.reopen} />
          <input type="hidden" name="day" value={closing.day} />
          <SubmitButton busy={busy} label={t.reopen} busyLabel={t.reopening} variant="outline" className="min-h-11 max-sm:w-full" />
        </fetcher.Form>
      )}
    </section>
  );
}
