// The dashboard's figures: tyres in stock for everyone, and the money figures (stock value, sold,
// what remains) for a role allowed to see revenue; each a card with its label, icon, value and hint.
import { Boxes, Euro, type LucideIcon, PackageCheck, Wallet } from "lucide-react";
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

function FigureCard({ label, value, icon: Icon, hint }: { label: string; value: string; icon: LucideIcon; hint: string }) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between text-sm font-medium text-slate-600">
        <h2>{label}</h2>
        <Icon aria-hidden className="h-5 w-5 text-brand-700" />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="card-value">
        {value}
      </p>
      <p className="text-xs text-slate-500">{hint}</p>
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
