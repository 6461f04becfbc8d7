// The card terminal's total against the till's card money: the terminal, the till, the difference
// in red when there is one, and the hint when the terminal holds more (a card payment keyed as
// cash). Shown while counting, on a closed day and on its Z.
import { TriangleAlert } from "lucide-react";
import type { CardCheck } from "~/domain/end-of-day";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

/** `strong`: the values in bold, as the drawer's rows beside them (the Z's rows are not). */
export function CardCheckRows({ check, idPrefix, strong = true }: { check: CardCheck; idPrefix: string; strong?: boolean }) {
  const t = useStaffText().endOfDay.card;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  const value = `tabular-nums ${strong ? "font-semibold" : "font-medium"}`;
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt>{t.terminal}</dt>
        <dd className={value} data-testid={`${idPrefix}-card-terminal`}>
          {eur(check.terminalCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{t.tillCard}</dt>
        <dd className={value} data-testid={`${idPrefix}-card-till`}>
          {eur(check.tillCardCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{t.difference}</dt>
        <dd
          className={`${value} ${check.flagged ? "text-red-700" : ""}`}
          data-testid={`${idPrefix}-card-difference`}
          data-flagged={check.flagged ? "true" : undefined}
        >
          {eur(check.differenceCents)}
        </dd>
      </div>
    </>
  );
}

/** Under the rows (outside their list): the likely cause when the terminal holds more than the till. */
export function CardHint({ check, idPrefix }: { check: CardCheck | null; idPrefix: string }) {
  const t = useStaffText().endOfDay.card;
  if (!check?.keyedAsCashHint) return null;
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-md bg-red-50 p-2 text-sm font-medium text-red-800 print:bg-transparent print:p-0"
      data-testid={`${idPrefix}-card-hint`}
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {t.keyedAsCash}
    </p>
  );
}
