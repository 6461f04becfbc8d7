// "Ya está listo" marked sent (posted from a reservation card, an appointment on the agenda or a
// request): an audit entry only. No page of its own: a GET goes to the reservations.
import { redirect } from "react-router";
import { isReadyKind, type ReadyKind } from "~/domain/ready-message";
import { can, type Permission } from "~/domain/permissions";
import { parseRowId } from "~/domain/field-rules";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { staffActor } from "~/server/audit.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { markReadyMessageSent } from "~/server/reservations/ready-message.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/ready-message";

/** What the role must be allowed to mark each kind (the screen the message was sent from). */
const PERMISSION_OF: Record<ReadyKind, Permission> = { reservation: "reservations", appointment: "appointments", request: "stockRequests" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "reservations");
  return redirect(staffPath("reservations"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "reservations");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.reservations.ready;
  const form = await readFormData(request);
  const kind = form.get("kind");
  const id = parseRowId(String(form.get("id") ?? ""));
  if (!isReadyKind(kind) || id == null) return reply({ ok: false, message: `${t.failed}: ${t.invalid}` }, 400);
  if (!can(user.role, PERMISSION_OF[kind])) return reply({ ok: false, message: t.failed }, 403);
  return replyAfter(
    t.failed,
    async () => {
      await markReadyMessageSent(db, staffActor(user), kind, id);
      return t.marked;
    },
    "ready-message",
    texts,
  );
}
