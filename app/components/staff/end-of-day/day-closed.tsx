// A closed day: its Z number and revision, who closed it and when, the drawer as counted, the card
// terminal against the till, the link to print its Z, and the owner's reopening with a reason.
import { Printer } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { END_OF_DAY_INTENT } from "~/components/staff/shared/intents";
import { buttonClasses } from "~/components/ui/button";
import { fieldsOf, TextAreaField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import type { CardCheck } from "~/domain/end-of-day";
import { formatEur } from "~/domain/money";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import { CardCheckRows, CardHint } from "./card-check";

export interface ClosedDay {
  day: string;
  zNumber: string;
  revision: number;
  /** The card terminal's total against the till (null: none typed). */
  card: CardCheck | null;
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
  const text = useStaffText().endOfDay;
  const t = text.closed;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const field = fieldsOf("eod-reopen-", resultFieldErrors(fetcher.data));
  return (
    <section className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 shadow-sm" data-testid="eod-closed">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-bold text-emerald-950" data-testid="eod-z-number">
          {t.z(closing.zNumber, closing.revision)}
        </p>
        <Link
          to={staffPath("zReport", { day: closing.day, revision: closing.revision })}
          className={`${buttonClasses("outline", "sm", "min-h-11")} print:hidden`}
          data-testid="eod-print-z"
        >
          <Printer aria-hidden className="h-4 w-4" /> {t.printZ}
        </Link>
      </div>
      <h2 className="mt-1 font-semibold text-emerald-900">
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
      {closing.card && (
        <dl className="mt-2 grid gap-1 border-t border-emerald-200 pt-2 text-sm sm:grid-cols-2 sm:gap-x-8">
          <CardCheckRows check={closing.card} idPrefix="eod-closed" />
        </dl>
      )}
      <CardHint check={closing.card} idPrefix="eod-closed" />
      {!closing.card && <p className="mt-2 text-sm text-slate-600">{text.card.notTyped}</p>}
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
          <TextAreaField {...field("reason")} label={t.reason} hint={t.reasonHint} rows={2} maxLength={500} className="mb-3" />
          <SubmitButton busy={busy} label={t.reopen} busyLabel={t.reopening} variant="outline" className="min-h-11 max-sm:w-full" />
        </fetcher.Form>
      )}
    </section>
  );
}
