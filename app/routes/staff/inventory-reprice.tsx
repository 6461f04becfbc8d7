// Bulk reprice: the inventory's current filter (from the URL), a rule (set / raise / lower by %
// or amount, or cost + margin, with rounding), a preview of old -> new per tyre, then Apply.
import { Link, useFetcher, useLocation } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { REPRICE_INTENT } from "~/components/staff/intents";
import { RepriceForm } from "~/components/staff/reprice/reprice-form";
import { RepricePreview, type RepriceView } from "~/components/staff/reprice/reprice-preview";
import { type ActionResult, reply, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { describeRule, repriceSchema } from "~/domain/reprice";
import { db } from "~/server/db.server";
import { staffActor } from "~/server/audit.server";
import { listInventory, parseInventoryQuery } from "~/server/inventory.server";
import { applyReprice, previewReprice } from "~/server/reprice.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { readFormData } from "~/server/read-form.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/inventory-reprice";

export function meta() {
  return [{ title: "Reprice tyres" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "reprice");
  const q = parseInventoryQuery(new URL(request.url).searchParams);
  return { matching: (await listInventory(db(), { ...q, page: 1 })).total };
}

type RepriceResult = ActionResult<{ view: RepriceView; applied: boolean }>;

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "reprice");
  const form = await readFormData(request);
  const q = parseInventoryQuery(new URLSearchParams(String(form.get("filter") ?? "")));
  const parsed = parseForm(repriceSchema, form);
  if (!parsed.ok) return reply<RepriceResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    if (form.get("intent") === REPRICE_INTENT.apply) {
      // Apply commits the rule that was previewed: a rule edited since is previewed again first.
      if (form.get("previewed") !== describeRule(parsed.data))
        return reply<RepriceResult>({ ok: false, message: "The rule changed since the preview: preview it again" }, 409);
      const view = await applyReprice(db(), q, parsed.data, staffActor(user));
      return reply<RepriceResult>({ ok: true, message: `${view.lines.length} prices changed`, view, applied: true });
    }
    const view = await previewReprice(db(), q, parsed.data);
    return reply<RepriceResult>({ ok: true, message: `${view.lines.length} prices would change`, view, applied: false });
  } catch (e) {
    return replyFromError<RepriceResult>(e, { failed: "Failed to reprice, nothing was changed", log: "reprice" });
  }
}

export default function RepricePage({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { search } = useLocation();
  useActionToast(fetcher);
  const result = fetcher.data;
  const filter = search.replace(/^\?/, "");
  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Reprice tyres</h1>
          <p className="text-slate-600">
            {loaderData.matching} {loaderData.matching === 1 ? "tyre matches" : "tyres match"} the inventory&apos;s filter
            {filter ? "" : " (no filter: every tyre)"}.
          </p>
        </div>
        <Link to={`${staffPath("inventory")}${search}`} className={secondaryButton}>
          Back to the inventory
        </Link>
      </div>
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
