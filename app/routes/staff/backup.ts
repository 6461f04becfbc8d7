// POST /backup: a backup of the shop's data from the running server (the file `npm run restore`
// reads), so the embedded database can be saved without stopping the shop. A POST from the
// settings screen that asks for the admin's password again (and a code when two-factor is on): a
// session alone, or a link followed from another site, cannot take the whole database away.
import { redirect } from "react-router";
import { isRefusal } from "~/lib/refusal";
import { shopToday } from "~/lib/shop-clock";
import { downloadBackup } from "~/server/backup.server";
import { confirmIdentity } from "~/server/confirm-identity.server";
import { db } from "~/server/db.server";
import { setFlash } from "~/server/flash.server";
import { readFormData } from "~/server/read-form.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/backup";

/** A page load (an old bookmark) goes to the settings screen, where the download is asked for. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "backup");
  throw redirect(staffPath("settings"));
}

async function backToSettings(message: string): Promise<never> {
  const headers = await setFlash({ type: "error", message });
  throw redirect(staffPath("settings"), { status: 303, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "backup");
  const form = await readFormData(request);
  const check = await confirmIdentity(db(), user, form, context.clientIp);
  if (!check.ok) return backToSettings(`No backup: ${check.message}`);
  try {
    return await downloadBackup(db(), user, shopToday());
  } catch (e) {
    if (isRefusal(e)) return backToSettings(e.message);
    throw e;
  }
}
