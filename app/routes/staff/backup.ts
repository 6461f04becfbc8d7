// POST /backup: a backup of the shop's data (database and uploaded images, the file
// `npm run restore` reads), either taken now from the running server or one of the nightly
// backups kept in BACKUP_DIR (`name`). A POST from the settings screen that asks for the admin's
// password again (and a code when two-factor is on): a session alone, or a link followed from
// another site, cannot take the whole database away.
import { redirect } from "react-router";
import { isRefusal } from "~/i18n/staff/refusal";
import { shopToday } from "~/lib/shop-clock";
import { backupRunningShop, downloadBackup } from "~/server/backups/backup.server";
import { confirmIdentity } from "~/server/auth/confirm-identity.server";
import { readEnv } from "~/server/infra/env.server";
import type { Auth } from "~/server/auth/auth.server";
import { setFlash } from "~/server/auth/flash.server";
import { readFormData } from "~/server/forms/read-form.server";
import { resultFromError } from "~/server/forms/reply-from-error.server";
import { storedBackup } from "~/server/backups/scheduled-backup.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/backup";
import { shopRequest } from "~/server/infra/http/load-context.server";

/** A page load (an old bookmark) goes to the settings screen, where the download is asked for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "backup");
  throw redirect(staffPath("settings"));
}

async function backToSettings(auth: Auth, message: string): Promise<never> {
  const headers = await setFlash(auth, { type: "error", message });
  throw redirect(staffPath("settings"), { status: 303, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, database, auth, clientIp } = shopRequest(context);
  const user = await requirePermission({ request, context }, "backup");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.settings.backup;
  const form = await readFormData(request);
  const check = await confirmIdentity(db, auth, user, form, clientIp, texts);
  if (!check.ok) return backToSettings(auth, t.refused(check.message));
  const name = form.get("name");
  try {
    const backup = typeof name === "string" && name ? storedBackup(readEnv(), name) : await backupRunningShop(database, shopToday());
    return await downloadBackup(db, user, backup);
  } catch (e) {
    if (isRefusal(e)) return backToSettings(auth, resultFromError(e, { log: "backup", t: texts }).result.message);
    throw e;
  }
}
