// The follow-ups: declined work oldest first, each with who to call (phone, WhatsApp), a quote to
// make from it (the customer and plate filled in) and a way to close it.
import { FileText, Phone, X } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export interface FollowUpItem {
  id: number;
  plate: string | null;
  description: string;
  tread: string | null;
  reason: string | null;
  source: "quote" | "till";
  quoteId: number | null;
  declined: string;
  days: number;
  customerId: number | null;
  customerName: string | null;
  phone: string | null;
  whatsapp: string | null;
  newQuote: string;
}

export function FollowUpList({ items }: { items: FollowUpItem[] }) {
  const t = useStaffText().followUps;
  if (items.length === 0) return <EmptyState className="mt-4">{t.none}</EmptyState>;
  return (
    <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={t.title} data-testid="follow-ups">
      {items.map((f) => (
        <FollowUpCard key={f.id} f={f} />
      ))}
    </ul>
  );
}

function FollowUpCard({ f }: { f: FollowUpItem }) {
  const t = useStaffText().followUps;
  const close = useFetcher<ActionResult>();
  useActionToast(close);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="follow-up">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">{f.description}</p>
          <p className="text-sm text-slate-600">
            {f.plate && <span className="font-mono">{f.plate} · </span>}
            {f.customerId ? (
              <Link to={staffPath("customer", { id: f.customerId })} className="underline">
                {f.customerName}
              </Link>
            ) : (
              t.unknownCustomer
            )}
          </p>
        </div>
        <Badge tone={f.source === "quote" ? "sky" : "amber"}>{f.source === "quote" ? t.fromQuote : t.atTill}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t.declinedOn(f.declined, f.days)}
        {f.tread && ` · ${t.tread(f.tread)}`}
      </p>
      {f.reason && <p className="mt-1 text-sm text-slate-600">“{f.reason}”</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={f.newQuote} className={buttonClasses("primary", "sm", "min-h-11")} data-testid="follow-up-quote">
          <FileText aria-hidden className="h-4 w-4" /> {t.makeQuote}
        </Link>
        {f.phone && (
          <a href={`tel:${f.phone}`} className={buttonClasses("outline", "sm", "min-h-11")}>
            <Phone aria-hidden className="h-4 w-4" /> {t.call}
          </a>
        )}
        {f.whatsapp && (
          <a href={f.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses("whatsapp", "sm", "min-h-11")}>
            {t.whatsapp}
          </a>
        )}
        <button
          type="button"
          className={buttonClasses("outline", "sm", "min-h-11")}
          disabled={close.state !== "idle"}
          onClick={() => setConfirming(true)}
        >
          <X aria-hidden className="h-4 w-4" /> {t.close}
        </button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t.closeTitle}
          keepLabel={t.keep}
          confirmLabel={t.close}
          onConfirm={() => void close.submit({ intent: "close", id: f.id }, { method: "post" })}
          confirmTestId="close-follow-up"
        >
          {t.closeBody}
        </ConfirmDialog>
      </div>
    </li>
  );
}
