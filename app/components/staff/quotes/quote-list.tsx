// The /quotes list: the filter by status (open, accepted, declined, expired, all) and the quotes as
// cards, newest first.
import { Car, FileText } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { StatusTabs } from "~/components/ui/status-tabs";
import type { QuoteStatus } from "~/domain/quote";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export const QUOTE_STATUS_TONE: Record<QuoteStatus, BadgeTone> = { open: "sky", accepted: "green", declined: "rose", expired: "neutral" };

export interface QuoteListItem {
  id: number;
  number: string;
  customerName: string;
  plate: string | null;
  total: string;
  validUntil: string;
  status: QuoteStatus;
  revision: number;
}

const FILTERS = ["open", "accepted", "declined", "expired", "all"] as const;

export function QuoteFilters({ current }: { current: (typeof FILTERS)[number] }) {
  const t = useStaffText().quotes;
  return (
    <div className="mt-4">
      <StatusTabs
        label={t.columns.status}
        current={current}
        testIdPrefix="quote-filter-"
        tabs={FILTERS.map((f) => ({ key: f, to: `${staffPath("quotes")}?status=${f}`, label: t.filters[f] }))}
      />
    </div>
  );
}

export function QuoteList({ quotes }: { quotes: QuoteListItem[] }) {
  const t = useStaffText().quotes;
  if (quotes.length === 0)
    return (
      <EmptyState className="mt-6" icon={FileText} data-testid="no-quotes">
        {t.none}
      </EmptyState>
    );
  return (
    <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
      {quotes.map((q) => (
        <li key={q.id}>
          <Link
            to={staffPath("quote", { id: q.id })}
            className="block min-h-11 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            data-testid="quote-card"
          >
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono font-semibold text-brand-800">{q.number}</span>
              <Badge tone={QUOTE_STATUS_TONE[q.status]}>{t.status[q.status]}</Badge>
            </p>
            <p className="mt-1 break-words font-medium">{q.customerName}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              {q.plate && (
                <span className="inline-flex items-center gap-1 font-mono">
                  <Car aria-hidden className="h-3.5 w-3.5" /> {q.plate}
                </span>
              )}
              <span className="font-semibold text-slate-900">{q.total}</span>
              <span>
                {t.columns.validUntil}: {q.validUntil}
              </span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
