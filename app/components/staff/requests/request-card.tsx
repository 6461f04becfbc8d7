// One "we can get it" request on /requests: the size, units, contact and notes, and the buttons
// that mark it answered, closed or new again.
import { Check, type LucideIcon, RotateCcw, X } from "lucide-react";
import { useFetcher } from "react-router";
import { ReadyMessage } from "~/components/staff/shared/ready-message";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/submit-button";
import type { StockRequestStatus } from "~/domain/stock-request-status";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";

export interface RequestItem {
  id: number;
  size: string;
  quantity: number;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  locale: string;
  status: StockRequestStatus;
  created: string;
}

const STATE_TONE: Record<StockRequestStatus, BadgeTone> = { new: "amber", answered: "sky", closed: "neutral" };

export function RequestCard({ r }: { r: RequestItem }) {
  const t = useStaffText().requests;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const mark = (status: StockRequestStatus, label: string, icon: LucideIcon) => (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={r.id} />
      <input type="hidden" name="status" value={status} />
      <SubmitButton busy={busy} icon={icon} label={label} variant="outline" className="min-h-11 max-sm:w-full" />
    </fetcher.Form>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`request-${r.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold">
            {r.quantity} × {r.size}
          </p>
          <p className="break-words text-sm text-slate-700">
            {r.name} ·{" "}
            <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
              {r.phone}
            </a>
            {r.email && (
              <>
                {" · "}
                <span className="break-all">{r.email}</span>
              </>
            )}
          </p>
        </div>
        <Badge tone={STATE_TONE[r.status]} data-testid="request-state">
          {t.statuses[r.status]}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.asked(r.created, r.locale === "en" ? t.languages.en : t.languages.es)}</p>
      {r.notes && <p className="mt-2 whitespace-pre-line break-words rounded-md bg-slate-50 p-2 text-sm text-slate-700">{r.notes}</p>}
      {r.status !== "closed" && (
        <ReadyMessage kind="request" id={r.id} name={r.name} phone={r.phone} size={r.size} locale={r.locale} className="mt-3" />
      )}
      <div className="mt-3 flex flex-wrap gap-2 max-sm:[&>form]:grow">
        {r.status === "new" && mark("answered", t.markAnswered, Check)}
        {r.status !== "closed" && mark("closed", t.close, X)}
        {r.status !== "new" && mark("new", t.backToNew, RotateCcw)}
      </div>
    </li>
  );
}
