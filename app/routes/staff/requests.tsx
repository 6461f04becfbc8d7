// "We can get it" requests: sizes customers asked for that were not in stock, from the public
// form under an empty search, on a sold tyre's page or its own page. New ones first; staff call
// the customer back and mark the request answered, then closed. Each change is audited.
import { PackageSearch } from "lucide-react";
import { useLoaderData } from "react-router";
import { RequestCard } from "~/components/staff/requests/request-card";
import { stockRequestStatusFormIn } from "~/domain/stock-request";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { listStockRequests, setStockRequestStatus } from "~/server/inventory/stock-requests.server";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/requests";
import { EmptyState } from "~/components/ui/empty-state";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).requests.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "stockRequests");
  const when = staffFormats(requestStaffLocale(request, user)).dateTime;
  const rows = await listStockRequests(db);
  return {
    requests: rows.map(({ createdAt, ...request }) => ({
      ...request,
      // Worded on the server, so the hydrating render says the same as the HTML.
      created: when.format(createdAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "stockRequests");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.requests;
  const parsed = parseForm(stockRequestStatusFormIn(t.form), await readFormData(request));
  if (!parsed.ok) return reply({ ok: false, message: `${t.failed}: ${parsed.formError}` }, 400);
  const { id, status } = parsed.data;
  return replyAfter(
    t.failed,
    async () => {
      const r = await setStockRequestStatus(db, staffActor(user), id, status);
      const label = t.label(r.request.id, r.request.size, r.request.name);
      return r.changed ? t.nowStatus(label, t.statuses[status]) : t.alreadyStatus(label, t.statuses[status]);
    },
    "requests",
    texts,
  );
}

export default function Requests() {
  const { requests } = useLoaderData<typeof loader>();
  const t = useStaffText().requests;
  const waiting = requests.filter((r) => r.status === "new").length;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitleTestId="requests-summary"
        subtitle={`${waiting === 0 ? t.noneWaiting : t.waiting(waiting)} ${t.intro}`}
      />
      {requests.length === 0 ? (
        <EmptyState icon={PackageSearch}>{t.empty}</EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.list}>
          {requests.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </ul>
      )}
    </div>
  );
}
