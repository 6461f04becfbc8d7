// Audit log: who changed what and when, newest first, filtered by kind (settings, staff accounts,
// tyre prices, stock, invoices, reservations), with each entry's values before and after. Entries
// are never edited or deleted: this screen only reads (a database trigger refuses changes).
import { staffDateTimeSeconds } from "~/lib/shop-clock";
import { ChevronRight } from "lucide-react";
import { data, Link, NavLink, useLoaderData, useNavigation } from "react-router";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind, isAuditKind } from "~/domain/audit";
import { formatEur } from "~/domain/money";
import type { PriceTable } from "~/domain/pricing";
import { type ClosedDate, isSettingKey, SETTING_LABELS, type ShopSettings } from "~/domain/shop-settings";
import { openingHoursRows } from "~/lib/opening-hours";
import { listAudit } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import { DEPOSIT_RULE_LABELS, isDepositRule } from "~/domain/reservation-deposit";
import type { Route } from "./+types/audit";

export function meta() {
  return [{ title: "Audit log" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "audit");
  const params = new URL(request.url).searchParams;
  const asked = params.get("kind");
  const kind: AuditKind | null = isAuditKind(asked) ? asked : null;
  const before = params.get("before");
  const page = await listAudit(db(), { kind, before: before && /^\d{1,10}$/.test(before) ? Number(before) : null });
  return {
    kind,
    total: page.total,
    nextBefore: page.nextBefore,
    entries: page.entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind as AuditKind,
      action: e.action,
      actor: e.actor,
      subject: e.subject,
      summary: e.summary,
      changes: changeRows(e.kind === "settings", e.before, e.after),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "audit");
  // The audit log is append-only: nothing to post here.
  throw data("Method not allowed", { status: 405 });
}

/**
 * An entry's values as rows of field, before, after: a setting by its name and in words (hours as
 * the site shows them, amounts in euros), anything else as stored (nested values as compact JSON).
 */
function changeRows(settings: boolean, before: unknown, after: unknown): { field: string; before: string | null; after: string | null }[] {
  const obj = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const b = obj(before);
  const a = obj(after);
  const text = (field: string, v: unknown) => {
    if (v === undefined) return null;
    if (settings && isSettingKey(field)) {
      try {
        return settingText(field, v);
      } catch {
        // Stored by an older version of the settings: shown as stored.
      }
    }
    return typeof v === "string" ? v : JSON.stringify(v);
  };
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field: settings && isSettingKey(field) ? SETTING_LABELS[field] : field,
    before: text(field, b[field]),
    after: text(field, a[field]),
  }));
}

const eur = (cents: unknown) => formatEur(cents as number, "en");

/** A setting's value in words. */
function settingText(key: keyof ShopSettings, v: unknown): string {
  switch (key) {
    case "hours":
      return openingHoursRows({ hours: v as ShopSettings["hours"] }, "en")
        .map((r) => `${r.days} ${r.time}`)
        .join("; ");
    case "closedDates":
      return (v as ClosedDate[]).map((d) => `${d.date} (${d.noteEs} / ${d.noteEn})`).join("; ") || "none";
    case "depositCents":
    case "disposalFeeCents":
      return eur(v);
    case "vatRatePercent":
      return `${v as number} %`;
    case "reservationHoldDays":
      return `${v as number} days`;
    case "requireTwoFactor":
      return v ? "required" : "not required";
    case "depositWhenEnded":
      return isDepositRule(v) ? DEPOSIT_RULE_LABELS[v].toLowerCase() : String(v);
    case "priceTable": {
      const t = v as PriceTable;
      const rows = t.byRim.map((r) => `up to R${r.maxRim} ${eur(r.cents)}`);
      rows.push(`larger ${eur(t.largerCents)}`);
      if (t.speedRating) rows.push(`speed rating ${t.speedRating.code} ${eur(t.speedRating.cents)}`);
      return rows.join("; ");
    }
    default:
      return typeof v === "string" ? v : JSON.stringify(v);
  }
}

const KIND_TONES: Record<AuditKind, string> = {
  settings: "bg-violet-100 text-violet-900",
  staff: "bg-sky-100 text-sky-900",
  price: "bg-amber-100 text-amber-900",
  stock: "bg-emerald-100 text-emerald-900",
  invoice: "bg-blue-100 text-blue-900",
  reservation: "bg-rose-100 text-rose-900",
  security: "bg-slate-200 text-slate-900",
  customer: "bg-teal-100 text-teal-900",
  blog: "bg-lime-100 text-lime-900",
};

export default function AuditPage() {
  const { kind, total, entries, nextBefore } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === staffPath("audit");
  const link = (k: AuditKind | null, before?: number) => {
    const q = new URLSearchParams();
    if (k) q.set("kind", k);
    if (before) q.set("before", String(before));
    const s = q.toString();
    return s ? `${staffPath("audit")}?${s}` : staffPath("audit");
  };
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="text-slate-600">Who changed what and when, newest first. Entries are kept for good and never edited.</p>
      <nav aria-label="Kind of change" className="mt-4 flex flex-wrap gap-2">
        {[null, ...AUDIT_KINDS].map((k) => (
          <NavLink
            key={k ?? "all"}
            to={link(k)}
            end
            aria-current={k === kind ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${k === kind ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            data-testid={`audit-filter-${k ?? "all"}`}
          >
            {k ? AUDIT_KIND_LABELS[k] : "All"}
          </NavLink>
        ))}
      </nav>
      <p className="mt-3 text-sm text-slate-600" data-testid="audit-count" role="status">
        {loading
          ? "Loading…"
          : `${total} ${total === 1 ? "entry" : "entries"}${kind ? ` of kind ${AUDIT_KIND_LABELS[kind].toLowerCase()}` : ""}`}
      </p>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          Nothing recorded yet.
        </p>
      ) : (
        <ol className={`mt-3 space-y-3 ${loading ? "opacity-60" : ""}`}>
          {entries.map((e) => (
            <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-entry">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_TONES[e.kind]}`}>{AUDIT_KIND_LABELS[e.kind]}</span>
                <time dateTime={e.at} className="tabular-nums text-slate-600">
                  {staffDateTimeSeconds.format(new Date(e.at))}
                </time>
                <span className="min-w-0 break-all text-slate-600">{e.actor}</span>
              </div>
              <p className="mt-2 break-words font-medium">{e.summary}</p>
              {e.changes.length > 0 && (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-brand-700">
                    {e.changes.some((c) => c.before != null) ? "Before and after" : "Details"} ({e.changes.length})
                  </summary>
                  <dl className="mt-2 space-y-2">
                    {e.changes.map((c) => (
                      <div key={c.field} className="rounded-md bg-slate-50 p-2">
                        <dt className="text-xs font-semibold text-slate-700">{c.field}</dt>
                        <dd className="mt-1 grid gap-1 sm:grid-cols-2">
                          {c.before != null && (
                            <span className="min-w-0 break-words font-mono text-xs text-red-800">
                              <span className="sr-only">Before: </span>− {c.before}
                            </span>
                          )}
                          <span className="min-w-0 break-words font-mono text-xs text-green-800">
                            <span className="sr-only">After: </span>+ {c.after ?? "(none)"}
                          </span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {nextBefore && (
        <Link
          to={link(kind, nextBefore)}
          className="mt-4 inline-flex min-h-11 items-center gap-1 text-brand-700 underline"
          data-testid="audit-older"
        >
          Older entries <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}
