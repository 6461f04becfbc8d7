// Removing the demo data (the owner, from the settings screen): the demo tyres, reservations and
// blog posts the first start added, nothing else. No page of its own: a GET goes to the settings.
import { redirect } from "react-router";
import { removeDemoSchemaIn } from "~/domain/demo-data";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { removeDemoData } from "~/server/demo-data.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/demo-data";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "settings");
  return redirect(staffPath("settings"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "settings");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.settings.demo;
  const parsed = parseForm(removeDemoSchemaIn(t.confirmFirst), await readFormData(request));
  if (!parsed.ok) return reply({ ok: false, message: t.nothingRemoved(parsed.formError), fieldErrors: parsed.fieldErrors }, 400);
  try {
    const r = await removeDemoData(db, staffActor(user));
    return reply({ ok: true, message: t.removed(r.tyres, r.reservations, r.posts, r.keptTyres) });
  } catch (e) {
    return replyFromError(e, { failed: t.removeFailed, log: "demo-data", t: texts });
  }
}
