// The dashboard's figures: tyres in stock for everyone, and the money figures (stock value, sold,
// what remains) for a role allowed to see revenue; each a card with its label, icon, value and hint
// (the quote figures use the same card, as links).
import { Boxes, Euro, type LucideIcon, PackageCheck, Wallet } from "lucide-react";
import { Link } from "react-router";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";

export interface DashboardCards {
  totalTyresInStock: number;
  totalStockValueCents?: number;
  valueSoldCents?: number;
  tyresSoldCents?: number;
  servicesSoldCents?: number;
  remainingStockValueCents?: number;
}

/**
 * A figure: its label and icon, the value, an optional detail line and the hint. With `to` the
 * whole card is a link to where the figure's items are listed, its label a heading of `level`.
 */
export function FigureCard({
  label,
  value,
  icon: Icon,
  hint,
  detail,
  to,
  level = 2,
  testId,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  hint: string;
  detail?: string;
  to?: string;
  level?: 2 | 3;
  testId?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const body = (
    <>
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        <Heading>{label}</Heading>
        <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="card-value">
        {value}
      </p>
      {detail && <p className="text-sm font-medium text-slate-700 tabular-nums">{detail}</p>}
      <p className="text-xs text-slate-500">{hint}</p>
    </>
  );
  const frame = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";
  return to ? (
    <Link to={to} className={`${frame} block transition-colors hover:border-brand-600 hover:bg-brand-50`} data-testid={testId}>
      {body}
    </Link>
  ) : (
    <section aria-label={label} className={frame} data-testid={testId}>
      {body}
    </section>
  );
}

export function FigureCards({ cards }: { cards: DashboardCards }) {
  const c = useStaffText().dashboard.cards;
  const locale = useStaffLocale();
  const eur = (cents: number) => formatEur(cents, locale);
  return (
    <div className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <FigureCard
        label={c.tyresInStock}
        value={staffFormats(locale).number.format(cards.totalTyresInStock)}
        icon={Boxes}
        hint={c.tyresInStockHint}
      />
      {cards.valueSoldCents != null && (
        <>
          <FigureCard label={c.stockValue} value={eur(cards.totalStockValueCents ?? 0)} icon={Euro} hint={c.stockValueHint} />
          <FigureCard
            label={c.valueSold}
            value={eur(cards.valueSoldCents)}
            icon={Wallet}
            hint={c.valueSoldHint(eur(cards.tyresSoldCents ?? 0), eur(cards.servicesSoldCents ?? 0))}
          />
          <FigureCard label={c.remaining} value={eur(cards.remainingStockValueCents ?? 0)} icon={PackageCheck} hint={c.remainingHint} />
        </>
      )}
    </div>
  );
}
