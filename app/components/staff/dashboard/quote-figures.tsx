// The dashboard's quotes, for a role with the "quotes" permission: the open quotes (how many and
// their worth) and this month's accepted ones (how many, their worth and their share of the
// answered), each a card that opens the quote list at that status, and the declined work waiting
// on the follow-ups list.
import { ClipboardList, FileCheck, FileText } from "lucide-react";
import type { QuoteFigures as Figures } from "~/domain/dashboard-stats";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";
import { FigureCard } from "./figure-cards";

export function QuoteFigures({ figures }: { figures: Figures & { followUps: number } }) {
  const t = useStaffText().dashboard.quotes;
  const locale = useStaffLocale();
  const count = (n: number) => staffFormats(locale).number.format(n);
  const worth = (cents: number) => t.worth(formatEur(cents, locale));
  const list = (status: "open" | "accepted") => `${staffPath("quotes")}?status=${status}`;
  return (
    <section aria-labelledby="dashboard-quotes" className="mt-6" data-testid="dashboard-quotes">
      <h2 id="dashboard-quotes" className="text-base font-semibold text-slate-800">
        {t.title}
      </h2>
      <div className="mt-2 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <FigureCard
          level={3}
          to={list("open")}
          testId="quotes-open"
          label={t.open}
          icon={FileText}
          value={count(figures.open.count)}
          detail={worth(figures.open.valueCents)}
          hint={t.openHint}
        />
        <FigureCard
          level={3}
          to={list("accepted")}
          testId="quotes-accepted"
          label={t.accepted}
          icon={FileCheck}
          value={count(figures.accepted.count)}
          detail={worth(figures.accepted.valueCents)}
          hint={
            figures.acceptedPercent == null ? t.noneAnswered : t.share(figures.acceptedPercent, figures.accepted.count, figures.answered)
          }
        />
        <FigureCard
          level={3}
          to={staffPath("followUps")}
          testId="quotes-follow-ups"
          label={t.followUps}
          icon={ClipboardList}
          value={count(figures.followUps)}
          hint={t.followUpsHint}
        />
      </div>
    </section>
  );
}
