// "To contact": the phone reminders waiting, oldest first; each with the customer, what it is
// about, a call link, a one-to-one WhatsApp link and "Done" (opening a link is not contacting).
import { Check, MessageCircle, Phone } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SubmitButton } from "~/components/ui/submit-button";
import { REMINDER_INTENT } from "~/components/staff/shared/intents";
import type { ReminderKind } from "~/domain/reminders";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export interface ToContactItem {
  id: number;
  kind: ReminderKind;
  /** What it is about, in the account's language ("ITV on 3 May 2026"). */
  detail: string;
  since: string;
  customerId: number;
  customerName: string;
  plate: string | null;
  /** The tel: link (null without a phone). */
  tel: string | null;
  whatsapp: string | null;
  locale: "es" | "en";
}

export function ToContactList({ items }: { items: ToContactItem[] }) {
  const t = useStaffText().reminders;
  if (items.length === 0) return <EmptyState className="mt-4">{t.none}</EmptyState>;
  return (
    <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={t.title} data-testid="to-contact">
      {items.map((r) => (
        <ToContactCard key={r.id} r={r} />
      ))}
    </ul>
  );
}

function ToContactCard({ r }: { r: ToContactItem }) {
  const t = useStaffText().reminders;
  const done = useFetcher<ActionResult>();
  useActionToast(done);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="to-contact-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">
            <Link to={staffPath("customer", { id: r.customerId })} className="underline">
              {r.customerName}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {r.plate && <span className="font-mono">{r.plate} · </span>}
            {r.detail}
          </p>
        </div>
        <Badge tone="sky">{t.kinds[r.kind]}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t.since(r.since)} · {t.language[r.locale]}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.tel && (
          <a href={r.tel} className={buttonClasses("outline", "sm", "min-h-11")} aria-label={t.callTo(r.customerName)}>
            <Phone aria-hidden className="h-4 w-4" /> {t.call}
          </a>
        )}
        {r.whatsapp && (
          <a
            href={r.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("whatsapp", "sm", "min-h-11")}
            aria-label={t.whatsappTo(r.customerName)}
            data-testid="to-contact-whatsapp"
          >
            <MessageCircle aria-hidden className="h-4 w-4" /> {t.whatsapp}
          </a>
        )}
        <done.Form method="post">
          <input type="hidden" name="intent" value={REMINDER_INTENT.done} />
          <input type="hidden" name="id" value={r.id} />
          <SubmitButton
            busy={done.state !== "idle"}
            icon={Check}
            label={t.markDone}
            busyLabel={t.marking}
            variant="primary"
            className="min-h-11"
            aria-label={t.markDoneFor(r.customerName)}
            data-testid="to-contact-done"
          />
        </done.Form>
      </div>
    </li>
  );
}
