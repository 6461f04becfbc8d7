// The transactional outbox (docs/decisions/070-mail-outbox.md): a message is queued with
// enqueueMail in the transaction of the event it reports, so it exists exactly when the event
// does. Workers claim due messages with FOR UPDATE SKIP LOCKED (two server processes never take
// the same row), send them outside any transaction, then mark them sent or schedule a retry.
import fs from "node:fs/promises";
import { Refusal } from "~/i18n/staff/refusal";
import { and, desc, eq, inArray, isNotNull, isNull, like, or, sql } from "drizzle-orm";
import { outbox, type OutboxRow } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { MAIL_LEASE_MS, nextMailAttempt } from "~/domain/mail-retry";
import type { MailMessage } from "~/mail/reservation-mail";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { emlPath } from "./mailer.server";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A message the worker gave up on: not sent, marked failed after its last attempt. */
const givenUp = () => and(isNull(outbox.sentAt), isNotNull(outbox.failedAt));

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
      attachments: msg.attachments?.length ? msg.attachments : null,
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

/** A message not delivered yet after at least one failed attempt, as the staff's e-mail screen lists it. */
export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  /** The next try; null when the worker gave up (failed). */
  nextAttemptAt: Date | null;
  failedAt: Date | null;
}

/**
 * Messages that failed for good and messages still being retried after a failure, newest first
 * (at most `limit`), with how many there are of each.
 */
export async function listUndeliveredMail(db: Db, limit = 100): Promise<{ failed: number; retrying: number; messages: UndeliveredMail[] }> {
  const undelivered = and(isNull(outbox.sentAt), isNotNull(outbox.lastError));
  const [rows, [counts]] = await Promise.all([
    db.select().from(outbox).where(undelivered).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit),
    db
      .select({
        failed: sql<number>`count(*) filter (where ${outbox.failedAt} is not null)`.mapWith(Number),
        retrying: sql<number>`count(*) filter (where ${outbox.failedAt} is null)`.mapWith(Number),
      })
      .from(outbox)
      .where(undelivered),
  ]);
  return {
    failed: counts?.failed ?? 0,
    retrying: counts?.retrying ?? 0,
    messages: rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt,
      nextAttemptAt: r.failedAt ? null : r.nextAttemptAt,
      failedAt: r.failedAt,
    })),
  };
}

/** How many messages the worker gave up on (the dashboard's warning). */
export async function countFailedMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(outbox)
    .where(givenUp());
  return row?.n ?? 0;
}

export class MailNotFailedError extends Refusal {
  constructor() {
    super((t) => t.mail.resend.notFailed, { kind: "conflict" });
  }
}

/**
 * Queues a failed message again, as new: the worker sends it at its next round with the whole
 * series of retries ahead (after the mail server or the address was fixed). Audited.
 */
export async function resendFailedMail(db: Db, actor: AuditActor, id: number, now: Date = new Date()): Promise<{ to: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), givenUp()))
      .for("update");
    if (!row) throw new MailNotFailedError();
    await tx.update(outbox).set({ failedAt: null, attempts: 0, nextAttemptAt: now }).where(eq(outbox.id, id));
    await recordAudit(tx, {
      kind: "reservation",
      action: "mail.resend",
      actor,
      subject: `message #${row.id}`,
      // The message by its id, not its address or subject (which may name the customer).
      summary: `E-mail message #${row.id} queued again after ${row.attempts} failed attempts`,
      before: { attempts: row.attempts, failedAt: row.failedAt!.toISOString() },
      after: { attempts: 0, failedAt: null },
    });
    return { to: row.toAddress };
  });
}

/**
 * Deletes the messages that carry a person's data, sent or not, inside an erasure's transaction:
 * those queued for their records (dedupe keys starting `reservation:12:`, `appointment:7:`,
 * `stock-request:3:`) and any addressed to one of their e-mails (compared lower-cased). A message
 * not sent yet is not sent. Returns the ids, whose `.eml` files `deleteMailFiles` removes after
 * the commit.
 */
export async function forgetMail(tx: Tx, of: { records: string[]; addresses: string[] }): Promise<number[]> {
  const conditions = [
    ...of.records.map((r) => like(outbox.dedupeKey, `${r}:%`)),
    ...(of.addresses.length ? [inArray(sql`lower(${outbox.toAddress})`, of.addresses)] : []),
  ];
  if (conditions.length === 0) return [];
  const gone = await tx
    .delete(outbox)
    .where(or(...conditions))
    .returning({ id: outbox.id });
  return gone.map((g) => g.id);
}

/** Removes the `.eml` files of these messages from the outbox folder (without SMTP_URL); a file never written is fine. */
export async function deleteMailFiles(ids: readonly number[], outboxDir: string): Promise<void> {
  for (const id of ids) await fs.rm(emlPath(outboxDir, id), { force: true });
}
