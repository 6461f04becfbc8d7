// One entry of the audit log: its kind, when, who, the summary in the reader's language, and the values
// before and after.
import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { AuditKind } from "~/domain/audit";
import type { ChangeRow } from "~/i18n/staff/audit-changes";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";

const KIND_TONES: Record<AuditKind, BadgeTone> = {
  settings: "violet",
  staff: "sky",
  price: "amber",
  stock: "green",
  invoice: "blue",
  reservation: "rose",
  security: "neutral",
  blog: "lime",
  customer: "teal",
  quote: "amber",
};

export interface AuditEntryView {
  id: number;
  at: string;
  kind: AuditKind;
  actor: string;
  summary: string;
  changes: ChangeRow[];
}

export function AuditEntry({ entry: e }: { entry: AuditEntryView }) {
  const t = useStaffText().audit;
  const format = staffFormats(useStaffLocale());
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={KIND_TONES[e.kind]}>{t.kinds[e.kind]}</Badge>
        <time dateTime={e.at} className="tabular-nums text-slate-600">
          {format.dateTimeSeconds.format(new Date(e.at))}
        </time>
        <span className="min-w-0 break-all text-slate-600">{e.actor}</span>
      </div>
      <p className="mt-2 break-words font-medium">{e.summary}</p>
      {e.changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">
            {e.changes.some((c) => c.before != null) ? t.beforeAndAfter : t.details} ({e.changes.length})
          </summary>
          <dl className="mt-2 space-y-2">
            {e.changes.map((c) => (
              <div key={c.field} className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs font-semibold text-slate-700">{c.field}</dt>
                <dd className="mt-1 grid gap-1 sm:grid-cols-2">
                  {c.before != null && (
                    <span className="min-w-0 break-words font-mono text-xs text-red-800">
                      <span className="sr-only">{t.before}</span>− {c.before}
                    </span>
                  )}
                  <span className="min-w-0 break-words font-mono text-xs text-green-800">
                    <span className="sr-only">{t.after}</span>+ {c.after ?? t.none}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
