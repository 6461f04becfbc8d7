// The audit log (docs/decisions/081-audit-log.md): who changed what and when. recordAudit is
// called INSIDE the transaction of the change it records, so an entry exists exactly when the
// change was committed. Entries are never edited or deleted: this module has no such path and a
// trigger refuses UPDATE, DELETE and TRUNCATE (migration 0006).
//
//   await db.transaction(async (tx) => {
//     ...the change...
//     await recordAudit(tx, { actor, kind: "staff", action: "staff.create", subject: email, summary: `Added ${email}` });
//   });
import { count, desc, eq, lt, and } from "drizzle-orm";
import { auditLog, type AuditLogRow } from "~db/schema";
import { type AuditActor, type AuditKind, isAuditKind } from "~/domain/audit";
import type { Db, Tx } from "./infra/db.server";

export interface AuditEntryInput {
  actor: AuditActor;
  kind: AuditKind;
  /** What happened, "<thing>.<verb>": "settings.update", "tyre.price", "invoice.issue"... */
  action: string;
  /** What it happened to: a tyre id, an invoice number, "#12" for a reservation, an e-mail. */
  subject?: string | null;
  /**
   * One line in English, the record kept for ever. /audit words the entry anew in the reader's
   * language from its action, subject and values (app/i18n/staff/audit-summary.ts, decision 111).
   */
  summary: string;
  /** The changed values before and after (JSON); omit when there is no "before" (something new). */
  before?: unknown;
  after?: unknown;
}

/** The member of staff behind a request, as the audit log names them. */
export function staffActor(user: { id: string; email: string }): AuditActor {
  return { id: user.id, label: user.email };
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Appends one entry, in the caller's transaction. */
export async function recordAudit(tx: Db | Tx, entry: AuditEntryInput): Promise<void> {
  if (!isAuditKind(entry.kind)) throw new RangeError(`recordAudit: unknown kind ${String(entry.kind)}`);
  if (!/^[a-z][a-z-]*\.[a-z][a-z-]*$/.test(entry.action))
    throw new RangeError(`recordAudit: action must be thing.verb, got ${entry.action}`);
  await tx.insert(auditLog).values({
    kind: entry.kind,
    action: entry.action,
    actorId: entry.actor.id,
    actor: clip(entry.actor.label, 254),
    subject: entry.subject == null ? null : clip(entry.subject, 200),
    summary: clip(entry.summary, 500),
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
  });
}

const AUDIT_PAGE_SIZE = 50;

interface AuditPage {
  entries: AuditLogRow[];
  total: number;
  /** The id to pass as `before` for the next (older) page, or null on the last page. */
  nextBefore: number | null;
}

/** Entries newest first, optionally of one kind, a page at a time (keyset: ids below `before`). */
export async function listAudit(
  db: Db,
  opts: { kind?: AuditKind | null; before?: number | null; limit?: number } = {},
): Promise<AuditPage> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? AUDIT_PAGE_SIZE), 1), 200);
  const byKind = opts.kind ? eq(auditLog.kind, opts.kind) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(and(byKind, opts.before ? lt(auditLog.id, opts.before) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(auditLog).where(byKind),
  ]);
  const entries = rows.slice(0, limit);
  return { entries, total: Number(n), nextBefore: rows.length > limit ? entries[entries.length - 1]!.id : null };
}
