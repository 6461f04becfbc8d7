// A tyre's photos, for the inventory's edit dialog (app/components/staff/inventory/tyre-photos.tsx): the
// loader lists them, the action adds one (multipart, one photo per request), deletes one, or
// moves one earlier, later or to the front (the cover). A form posted without JavaScript is
// answered with a redirect back to the inventory; the dialog's fetcher gets the result itself.
import { redirect } from "react-router";
import { TYRE_PHOTOS_INTENT } from "~/components/staff/shared/intents";
import { TYRE_PHOTO_MAX_BYTES, tyrePhotoDeleteForm as deleteForm, tyrePhotoMoveForm as moveForm } from "~/domain/tyre-photos";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib-ui/route-params";
import { staffActor } from "~/server/audit.server";
import { readForm } from "~/server/forms/read-form.server";
import { resultFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { addTyrePhoto, deleteTyrePhoto, listTyrePhotos, moveTyrePhoto } from "~/server/inventory/tyre-photos.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/tyre-photos";
import { shopRequest } from "~/server/infra/http/load-context.server";

/** One photo and the few text fields beside it. */
const BODY_LIMIT = TYRE_PHOTO_MAX_BYTES + 64 * 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "inventory");
  const id = requireParam("tyreId", params.id);
  return { photos: await listTyrePhotos(db, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "inventory");
  const tyreId = requireParam("tyreId", params.id);
  const all = staffMessages(requestStaffLocale(request, user));
  const texts = all.inventory;
  const t = texts.photos;
  const m = t.messages;
  // A form posted by the browser itself (no JavaScript) goes back to the inventory.
  const document = (request.headers.get("accept") ?? "").includes("text/html");
  const answer = (result: Parameters<typeof reply>[0], status = 200) =>
    document ? redirect(`${staffPath("inventory")}?q=${encodeURIComponent(tyreId)}`, 303) : reply(result, status);

  const read = await readForm(request, BODY_LIMIT);
  if (!read.ok) {
    const message = read.status === 413 ? m.tooLarge : t.unreadable;
    return answer({ ok: false, message, fieldErrors: read.status === 413 ? { photo: message } : undefined }, read.status);
  }
  const form = read.form;
  const intent = form.get("intent");
  const database = db;
  const actor = staffActor(user);
  try {
    switch (intent) {
      case TYRE_PHOTOS_INTENT.add: {
        const file = form.get("photo");
        if (!(file instanceof File) || (file.size === 0 && file.name === ""))
          return answer({ ok: false, intent, message: m.noFile, fieldErrors: { photo: m.noFile } }, 400);
        const photo = await addTyrePhoto(database, tyreId, new Uint8Array(await file.arrayBuffer()), { actor });
        return answer({ ok: true, intent, message: photo.position === 0 ? t.addedCover : t.added });
      }
      case TYRE_PHOTOS_INTENT.delete: {
        const parsed = parseForm(deleteForm(m.photoNotFound), form);
        if (!parsed.ok) return answer({ ok: false, intent, message: parsed.formError }, 400);
        await deleteTyrePhoto(database, tyreId, parsed.data.photo, { actor });
        return answer({ ok: true, intent, message: t.deleted });
      }
      case TYRE_PHOTOS_INTENT.move: {
        const parsed = parseForm(moveForm(m.photoNotFound, t.chooseMove), form);
        if (!parsed.ok) return answer({ ok: false, intent, message: parsed.formError }, 400);
        await moveTyrePhoto(database, tyreId, parsed.data.photo, parsed.data.move, { actor });
        return answer({ ok: true, intent, message: parsed.data.move === "cover" ? t.coverChosen : t.moved });
      }
      default:
        return answer({ ok: false, message: texts.unknownAction }, 400);
    }
  } catch (e) {
    const refused = resultFromError(e, {
      t: all,
      failed: t.failed,
      intent: String(intent),
      log: "tyre-photos",
      field: "photo",
    });
    return answer(refused.result, refused.status);
  }
}
