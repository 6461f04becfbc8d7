// The server's background work, started by app.server.ts after the database is open: the mail worker
// and the VERI*FACTU sender (every few seconds), the reservation expiry job, the appointment reminders
// the certificate's expiry reminders and the customers' daily reminders (every minute). Each run is awaited before
// the next is scheduled, failures are logged and retried on the next tick, and stop() waits for a
// run in progress so shutdown never closes the database under it. Both jobs are safe when several
// server processes run them (see outbox.server.ts and reservation-expiry.server.ts).
import path from "node:path";
import { dataChanged } from "./cache-bus.server";
import { dbErrorMessage, type Db } from "./db.server";
import { type Env, verifactuDir, verifactuTestOverride } from "./env.server";
import { deliverDueMail } from "../mail/mail-worker.server";
import { createMailer, type Mailer } from "../mail/mailer.server";
import { partLogger } from "./logger.server";
import { expireDueReservations } from "../reservations/reservation-expiry.server";
import { queueDueReminders } from "../appointments/appointments.server";
import { readSettings } from "../settings/settings.server";
import { sendDueRecords } from "../verifactu/verifactu-sender.server";
import { queueCertificateReminders } from "../verifactu/certificate-reminders.server";
import { buildDueReminders } from "../reminders/reminder-job.server";
import { staffPath } from "~/staff-paths";

/** The sender: MAIL_FROM, or the shop's name and e-mail as the settings say when the message goes out. */
export function mailerFromEnv(e: Env, db: Db, log?: (line: string) => void): Mailer {
  return createMailer({
    smtpUrl: e.SMTP_URL,
    allowPlainSmtp: e.SMTP_ALLOW_PLAIN,
    from:
      e.MAIL_FROM ??
      (async () => {
        const shop = await readSettings(db);
        return `"${shop.name.replace(/["\\]/g, "")}" <${shop.email}>`;
      }),
    outboxDir: path.resolve(e.DATA_DIR, "outbox"),
    log,
  });
}

function every(ms: number, name: string, run: () => Promise<unknown>) {
  const log = partLogger(name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = run()
      .catch((err) => log.error(`[${name}] ${dbErrorMessage(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, ms);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

export function startBackgroundJobs(
  db: Db,
  mailer: Mailer,
  opts: { mailEveryMs?: number; expiryEveryMs?: number; verifactuEveryMs?: number; origin?: string } = {},
): { stop(): Promise<void> } {
  const stops = [
    every(opts.mailEveryMs ?? 2000, "mail", () => deliverDueMail(db, mailer)),
    // VERI*FACTU records: a run does nothing while sending is off, and waits the agency's time
    // between submissions (kept in the database, so it holds across processes).
    every(opts.verifactuEveryMs ?? 5000, "verifactu", () =>
      sendDueRecords(db, { certificateDir: verifactuDir(), testOverride: verifactuTestOverride() }),
    ),
    every(opts.expiryEveryMs ?? 60_000, "expiry", async () => {
      const { expired } = await expireDueReservations(db);
      if (expired.length) {
        partLogger("expiry").info(`[expiry] ${expired.length} reservation hold(s) expired: ${expired.map((x) => `#${x.id}`).join(", ")}`);
        // Tyres are available again: the pages and stock summaries of every process must say so.
        await dataChanged();
      }
    }),
    // The owners' reminders before the certificate for the tax agency expires: a key locked and
    // marked with the messages, so once across processes and restarts (decision 105).
    every(opts.expiryEveryMs ?? 60_000, "certificate", async () => {
      const queued = await queueCertificateReminders(db, { recordsUrl: opts.origin ? `${opts.origin}${staffPath("verifactu")}` : null });
      if (queued)
        partLogger("verifactu").info(`[verifactu] certificate reminder (${queued.days} days) queued for ${queued.owners} owner(s)`);
    }),
    // Appointment reminders the day before: claimed with SKIP LOCKED and marked, so once across processes.
    every(opts.expiryEveryMs ?? 60_000, "reminders", async () => {
      if (!opts.origin) return;
      const queued = await queueDueReminders(db, opts.origin);
      if (queued.length) partLogger("reminders").info(`[reminders] ${queued.length} appointment reminder(s) queued`);
    }),
    // Customers' reminders (declined work, tyre age, ITV, season; decision 108): built once a day
    // from the build hour, the day's key locked and marked, so once across processes.
    every(opts.expiryEveryMs ?? 60_000, "customer-reminders", async () => {
      if (!opts.origin) return;
      const built = await buildDueReminders(db, { origin: opts.origin });
      if (built) partLogger("reminders").info(`[reminders] ${built.day}: ${built.emailed} by e-mail, ${built.listed} to contact`);
    }),
  ];
  return {
    stop: async () => {
      await Promise.all(stops.map((s) => s()));
      mailer.close();
    },
  };
}
