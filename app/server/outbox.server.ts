// The transactional outbox (docs/decisions/070-mail-outbox.md): a message is queued with
// enqueueMail in the transaction of the event it reports, so it exists exactly when the event
// does. Workers claim due messages with FOR UPDATE SKIP LOCKED (two server processes never take
// the same row), send them outside any transaction, then mark them sent or schedule a retry.
import { and, eq, sql } from "drizzle-orm";
import { outbox, type OutboxRow } from "~db/schema";
import { MAIL_LEASE_MS, nextMailAttempt } from "~/domain/mail-retry";
import type { MailMessage } from "~/domain/reservation-mail";
import type { Db, Tx } from "./db.server";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Queues a message; a message with the same dedupe key already queued is left as it is. */
export async function enqueueMail(tx: Db | Tx, msg: MailMessage, now: Date = new Date()): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      dedupeKey: msg.dedupeKey,
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/**
 * Takes up to `limit` due messages for this worker: each one's attempt is counted and its next
 * attempt moved past the lease, in one short transaction, so another worker skips it while this
 * one sends and takes it again only if this one died.
 */
export async function claimDueMail(db: Db, now: Date, limit = 10): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + MAIL_LEASE_MS);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.sentAt} is null and ${outbox.failedAt} is null and ${outbox.nextAttemptAt} <= ${ts(now)}`)
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(sql`${outbox.id} in (${due})`)
      .returning();
  });
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), sql`${outbox.sentAt} is null`));
}

/** Records a failed attempt: the next one after the backoff, or failed for good after the last. */
export async function markMailAttemptFailed(db: Db, row: OutboxRow, error: string, now: Date): Promise<"retry" | "failed"> {
  const next = nextMailAttempt(row.attempts, now);
  await db
    .update(outbox)
    .set(next ? { lastError: error.slice(0, 2000), nextAttemptAt: next } : { lastError: error.slice(0, 2000), failedAt: now })
    .where(eq(outbox.id, row.id));
  return next ? "retry" : "failed";
}
