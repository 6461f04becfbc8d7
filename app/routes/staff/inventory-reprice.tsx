// Bulk reprice: the inventory's current filter (from the URL), a rule (set / raise / lower by %
// or amount, or cost + margin, with rounding), a preview of old -> new per tyre, then Apply.
import { useFetcher, useLocation } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { PageHeader } from "~/components/ui/page-header";
import { REPRICE_INTENT } from "~/components/staff/shared/intents";
import { RepriceForm } from "~/components/staff/reprice/reprice-form";
import { RepricePreview, type RepriceView } from "~/components/staff/reprice/reprice-preview";
import { type ActionResult, reply, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { describeRule, repriceSchemaIn } from "~/domain/reprice";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import { listInventory, parseInventoryQuery } from "~/server/inventory/inventory.server";
import { applyReprice, previewReprice } from "~/server/inventory/reprice.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readFormData } from "~/server/forms/read-form.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/inventory-reprice";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).reprice.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "reprice");
  const q = parseInventoryQuery(new URL(request.url).searchParams);
  return { matching: (await listInventory(db, { ...q, page: 1 })).total };
}

type RepriceResult = ActionResult<{ view: RepriceView; applied: boolean }>;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "reprice");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.reprice;
  const form = await readFormData(request);
  const q = parseInventoryQuery(new URLSearchParams(String(form.get("filter") ?? "")));
  const parsed = parseForm(repriceSchemaIn(t.messages), form);
  if (!parsed.ok) return reply<RepriceResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  const label = t.rule(parsed.data);
  try {
    if (form.get("intent") === REPRICE_INTENT.apply) {
      // Apply commits the rule that was previewed: a rule edited since is previewed again first.
      if (form.get("previewed") !== describeRule(parsed.data)) return reply<RepriceResult>({ ok: false, message: t.ruleChanged }, 409);
      const view = await applyReprice(db, q, parsed.data, staffActor(user));
      return reply<RepriceResult>({ ok: true, message: t.changed(view.lines.length), view: { ...view, label }, applied: true });
    }
    const view = await previewReprice(db, q, parsed.data);
    return reply<RepriceResult>({ ok: true, message: t.wouldChange(view.lines.length), view: { ...view, label }, applied: false });
  } catch (e) {
    return replyFromError<RepriceResult>(e, { failed: t.failed, log: "reprice", t: texts });
  }
}

export default function RepricePage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().reprice;
  const fetcher = useFetcher<typeof action>();
  const { search } = useLocation();
  useActionToast(fetcher);
  const result = fetcher.data;
  const filter = search.replace(/^\?/, "");
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t.title}
        subtitle={`${t.matching(loaderData.matching)}${filter ? "" : t.noFilter}.`}
        actions={<BackLink to={`${staffPath("inventory")}${search}`}>{t.back}</BackLink>}
      />
      <RepriceForm
        fetcher={fetcher as never}
        filter={filter}
        previewed={result?.ok && !result.applied ? result.view.rule : null}
        errors={resultFieldErrors(result)}
      />
      {result?.ok && <RepricePreview view={result.view} applied={result.applied} />}
    </div>
  );
}
