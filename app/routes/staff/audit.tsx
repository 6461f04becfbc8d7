// Audit log: who changed what and when, newest first, filtered by kind (settings, staff accounts,
// tyre prices, stock, invoices, reservations), with each entry's values before and after. Entries
// are never edited or deleted: this screen only reads (a database trigger refuses changes).
import { NavLink, useLoaderData, useNavigation } from "react-router";
import { AuditEntry } from "~/components/staff/audit/audit-entry";
import { Pagination } from "~/components/ui/pagination";
import { PageHeader } from "~/components/ui/page-header";
import { AUDIT_KINDS, type AuditKind, isAuditKind } from "~/domain/audit";
import { changeRows } from "~/i18n/staff/audit-changes";
import { auditActor, auditSummary } from "~/i18n/staff/audit-summary";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { listAudit } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/audit";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { EmptyState } from "~/components/ui/empty-state";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).audit.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const locale = requestStaffLocale(request, await requirePermission({ request, context }, "audit"));
  const params = new URL(request.url).searchParams;
  const asked = params.get("kind");
  const kind: AuditKind | null = isAuditKind(asked) ? asked : null;
  const before = params.get("before");
  const page = await listAudit(db, { kind, before: before && /^\d{1,10}$/.test(before) ? Number(before) : null });
  return {
    kind,
    total: page.total,
    nextBefore: page.nextBefore,
    entries: page.entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind as AuditKind,
      action: e.action,
      actor: auditActor(e.actor, locale),
      subject: e.subject,
      // Worded in the reader's language from what the entry stores (the stored English otherwise).
      summary: auditSummary(e, locale),
      changes: changeRows(e.kind === "settings", e.before, e.after, locale),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "audit");
  // The audit log is append-only: nothing to post here.
  throw methodNotAllowed();
}

export default function AuditPage() {
  const { kind, total, entries, nextBefore } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useStaffText().audit;
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
      <PageHeader title={t.title} subtitle={t.intro} />
      <nav aria-label={t.filterLabel} className="mt-4 flex flex-wrap gap-2">
        {[null, ...AUDIT_KINDS].map((k) => (
          <NavLink
            key={k ?? "all"}
            to={link(k)}
            end
            aria-current={k === kind ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${k === kind ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            data-testid={`audit-filter-${k ?? "all"}`}
          >
            {k ? t.kinds[k] : t.all}
          </NavLink>
        ))}
      </nav>
      <p className="mt-3 text-sm text-slate-600" data-testid="audit-count" role="status">
        {loading ? t.loading : t.count(total, kind ? t.kinds[kind] : null)}
      </p>
      {entries.length === 0 ? (
        <EmptyState className="mt-6">{t.empty}</EmptyState>
      ) : (
        <ol className={`mt-3 space-y-3 ${loading ? "opacity-60" : ""}`}>
          {entries.map((e) => (
            <AuditEntry key={e.id} entry={e} />
          ))}
        </ol>
      )}
      <Pagination next={nextBefore ? link(kind, nextBefore) : null} nextLabel={t.older} className="mt-4 justify-start" />
    </div>
  );
}
