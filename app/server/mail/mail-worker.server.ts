// The mail worker: claims the outbox's due messages, sends each one after the transaction that
// queued it has committed, and records the outcome (sent, or the error and the next attempt).
// Safe with several server processes (claimDueMail skips rows another worker holds).
import { dbErrorMessage, type Db } from "../infra/db.server";
import { partLogger } from "../infra/logger.server";
import type { Mailer } from "./mailer.server";
import { claimDueMail, markMailAttemptFailed, markMailSent } from "./outbox.server";

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  opts: { now?: () => Date; limit?: number; log?: (line: string) => void } = {},
): Promise<DeliveryReport> {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((line: string) => partLogger("mail").warn(line));
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claimDueMail(db, now(), opts.limit);
  for (const row of claimed) {
    try {
      await mailer.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments ?? undefined,
      });
      await markMailSent(db, row.id, now());
      report.sent++;
    } catch (e) {
      const error = dbErrorMessage(e);
      const outcome = await markMailAttemptFailed(db, row, error, now());
      report[outcome === "retry" ? "retrying" : "failed"]++;
      // The message's id only: a customer's address never goes into the log.
      log(
        outcome === "retry"
          ? `[mail] message ${row.id} not sent (attempt ${row.attempts}): ${error}; will retry`
          : `[mail] message ${row.id} given up after ${row.attempts} attempts: ${error}`,
      );
    }
  }
  return report;
}
