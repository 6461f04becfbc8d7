// The owners' e-mail before the shop's certificate for the tax agency expires: at 30 days and at 7
// days, each once per certificate (decision 105). The last reminder queued is one key of
// `app_settings` ({ expiresAt, days }); a run that finds one due locks that row, checks again and
// queues one message per active owner, in the owner's back-office language, through the outbox,
// in the same transaction as the key's update. Two processes (or a restart) never queue it twice:
// the second waits on the row, then finds it done; the outbox's dedupe key (certificate, reminder,
// owner) is a second guard.
import { eq, or, isNull } from "drizzle-orm";
import { staffRoleOf } from "~/domain/permissions";
import {
  certificateDaysLeft,
  certificateHolder,
  type CertificateReminder,
  certificateReminderToQueue,
  parseSentCertificateReminder,
} from "~/domain/verifactu-certificate";
import { LOCALES } from "~/lib/locale";
import { certificateReminderMail } from "~/mail/certificate-mail";
import { appSettings, user, verifactuSettings } from "~db/schema";
import type { Db, Tx } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { shopMailLocale } from "../mail/shop-mail-locale.server";
import { getVerifactuSettings } from "./verifactu-queue.server";

/** The `app_settings` key of the last reminder queued. */
export const CERTIFICATE_REMINDER_KEY = "verifactu.certificate-reminder";

async function lastReminder(db: Db | Tx, lock = false) {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, CERTIFICATE_REMINDER_KEY));
  const [row] = lock ? await query.for("update") : await query;
  return parseSentCertificateReminder(row?.value);
}

/** The active owner accounts (a deactivated one gets nothing), with their language. */
async function activeOwners(tx: Tx) {
  const rows = await tx
    .select({ id: user.id, email: user.email, role: user.role, language: user.language })
    .from(user)
    .where(or(isNull(user.banned), eq(user.banned, false)))
    .orderBy(user.createdAt, user.id);
  return rows.filter((r) => staffRoleOf(r.role) === "owner");
}

export interface QueuedCertificateReminder {
  days: CertificateReminder;
  owners: number;
}

/**
 * Queues the reminder due now, if any and not queued yet for this certificate. `recordsUrl` is the
 * records screen's address (the shop's public URL), left out of the message when unknown.
 */
export async function queueCertificateReminders(
  db: Db,
  { recordsUrl = null, now = new Date() }: { recordsUrl?: string | null; now?: Date } = {},
): Promise<QueuedCertificateReminder | null> {
  // Most runs stop here, without a lock: no certificate, not due yet, or already queued.
  const settings = await getVerifactuSettings(db);
  if (certificateReminderToQueue(settings.certificateExpiresAt, now, await lastReminder(db)) == null) return null;
  return db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: CERTIFICATE_REMINDER_KEY, value: "" }).onConflictDoNothing();
    const last = await lastReminder(tx, true);
    // Read again under the lock: another process may have queued it, or a new certificate been set.
    const [current] = await tx.select().from(verifactuSettings).where(eq(verifactuSettings.id, settings.id));
    const expiresAt = current?.certificateExpiresAt ?? null;
    const days = certificateReminderToQueue(expiresAt, now, last);
    if (days == null || !expiresAt || !current) return null;
    const owners = await activeOwners(tx);
    const fallback = await shopMailLocale(tx);
    for (const owner of owners) {
      const locale = LOCALES.find((l) => l === owner.language) ?? fallback;
      const message = certificateReminderMail(
        {
          owner,
          holder: certificateHolder(current.certificateSubject ?? ""),
          nif: current.certificateNif ?? "",
          expiresAt,
          daysLeft: certificateDaysLeft(expiresAt, now),
          reminder: days,
          link: recordsUrl,
        },
        locale,
      );
      await enqueueMail(tx, message, now);
    }
    await tx
      .update(appSettings)
      .set({ value: JSON.stringify({ expiresAt: expiresAt.toISOString(), days }) })
      .where(eq(appSettings.key, CERTIFICATE_REMINDER_KEY));
    return { days, owners: owners.length };
  });
}
