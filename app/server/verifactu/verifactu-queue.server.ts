// The VERI*FACTU queue (docs/decisions/041-verifactu-sending.md): one row per invoice record,
// written with it (appendInvoiceRecord). A worker claims up to 1000 due rows in record order with
// FOR UPDATE SKIP LOCKED, after locking the one settings row the same way, so two processes never
// send at the same time nor the same record, and the agency's waiting time between submissions
// (`send_not_before`) holds across processes. The answer for each record is kept on its row.
import { Refusal } from "~/i18n/staff/refusal";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuditActor } from "~/domain/audit";
import { certificateExpired } from "~/domain/verifactu-certificate";
import {
  type AnswerLine,
  nextSubmissionAttempt,
  SEND_LEASE_MS,
  type SubmissionStatus,
  type SubmissionSummary,
  type VerifactuSettingsInput,
} from "~/domain/verifactu-sending";
import {
  invoiceRecords,
  type InvoiceRecordRow,
  sales,
  verifactuSettings,
  type VerifactuSettingsRow,
  verifactuSubmissions,
} from "~db/schema";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const SETTINGS_ID = 1;

/** The owner's VERI*FACTU settings (the row is created on first use). */
export async function getVerifactuSettings(db: Db | Tx): Promise<VerifactuSettingsRow> {
  const [row] = await db.select().from(verifactuSettings).where(eq(verifactuSettings.id, SETTINGS_ID));
  if (row) return row;
  await db.insert(verifactuSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [created] = await db.select().from(verifactuSettings).where(eq(verifactuSettings.id, SETTINGS_ID));
  return created!;
}

/** Sending turned on without the shop's certificate. */
export class VerifactuSettingsRefusal extends Refusal {
  constructor() {
    super((t) => t.verifactu.refusals.uploadFirst, { kind: "refused" });
  }
}

/** When an owner's step happens (tests set the clock). */
export interface OwnerStep {
  now?: Date;
}

/** Saves the owner's choices; sending cannot be turned on without a certificate. Audited. */
export async function saveVerifactuSettings(
  db: Db,
  actor: AuditActor,
  input: VerifactuSettingsInput,
  { now = new Date() }: OwnerStep = {},
) {
  return db.transaction(async (tx) => {
    await getVerifactuSettings(tx);
    const [before] = await tx.select().from(verifactuSettings).where(eq(verifactuSettings.id, SETTINGS_ID)).for("update");
    if (input.sendingEnabled && !before!.certificateNif) {
      throw new VerifactuSettingsRefusal();
    }
    const changed = {
      ...(before!.taxpayerKind !== input.taxpayerKind ? { taxpayerKind: input.taxpayerKind } : {}),
      ...(before!.environment !== input.environment ? { environment: input.environment } : {}),
      ...(before!.sendingEnabled !== input.sendingEnabled ? { sendingEnabled: input.sendingEnabled } : {}),
    };
    if (Object.keys(changed).length === 0) return before!;
    const [after] = await tx
      .update(verifactuSettings)
      .set({ ...changed, updatedAt: now })
      .where(eq(verifactuSettings.id, SETTINGS_ID))
      .returning();
    await recordAudit(tx, {
      actor,
      kind: "settings",
      action: "verifactu.update",
      summary: `VERI*FACTU: ${Object.entries(changed)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(", ")}`,
      before: Object.fromEntries(Object.keys(changed).map((k) => [k, before![k as keyof typeof changed]])),
      after: changed,
    });
    return after!;
  });
}

/** A claimed record with what its XML needs from its sale. */
export interface ClaimedRecord {
  submissionId: number;
  attempts: number;
  afterRejection: boolean;
  record: InvoiceRecordRow;
  sellerLegalName: string;
  vatRatePercent: number;
}

export type Claim =
  | { ok: true; records: ClaimedRecord[] }
  | { ok: false; reason: "off" | "busy" | "waiting" | "nothing-due"; until?: Date }
  /** The kept certificate has expired (decision 105): nothing is claimed, no attempt counted, until a new one is set. */
  | { ok: false; reason: "certificate-expired"; expiredAt: Date };

/**
 * Takes the next batch (up to `limit` due records, in chain order) for this worker, if sending is
 * on, the certificate has not expired, no other worker is sending and the agency's waiting time has passed. Each record's attempt is
 * counted and its next attempt moved past the lease, and so is the next send, in one short
 * transaction: a worker that dies mid-send leaves its batch to be claimed again after the lease.
 */
export async function claimDueRecords(db: Db, now: Date, limit = 1000): Promise<Claim> {
  await getVerifactuSettings(db);
  return db.transaction(async (tx): Promise<Claim> => {
    const [settings] = await tx
      .select()
      .from(verifactuSettings)
      .where(eq(verifactuSettings.id, SETTINGS_ID))
      .for("update", { skipLocked: true });
    if (!settings) return { ok: false, reason: "busy" };
    if (!settings.sendingEnabled) return { ok: false, reason: "off" };
    if (settings.certificateExpiresAt && certificateExpired(settings.certificateExpiresAt, now))
      return { ok: false, reason: "certificate-expired", expiredAt: settings.certificateExpiresAt };
    if (settings.sendNotBefore.getTime() > now.getTime()) return { ok: false, reason: "waiting", until: settings.sendNotBefore };
    const due = await tx
      .select({ id: verifactuSubmissions.id })
      .from(verifactuSubmissions)
      .where(and(eq(verifactuSubmissions.status, "pending"), sql`${verifactuSubmissions.nextAttemptAt} <= ${ts(now)}`))
      .orderBy(asc(verifactuSubmissions.recordId))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return { ok: false, reason: "nothing-due" };
    const leaseEnd = new Date(now.getTime() + SEND_LEASE_MS);
    const ids = due.map((d) => d.id);
    await tx
      .update(verifactuSubmissions)
      .set({ attempts: sql`${verifactuSubmissions.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(inArray(verifactuSubmissions.id, ids));
    await tx.update(verifactuSettings).set({ sendNotBefore: leaseEnd }).where(eq(verifactuSettings.id, SETTINGS_ID));
    const rows = await tx
      .select({
        submission: verifactuSubmissions,
        record: invoiceRecords,
        sellerLegalName: sales.sellerLegalName,
        vatRatePercent: sales.vatRatePercent,
      })
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
      .innerJoin(sales, eq(sales.id, invoiceRecords.saleId))
      .where(inArray(verifactuSubmissions.id, ids))
      .orderBy(asc(invoiceRecords.id));
    return {
      ok: true,
      records: rows.map((r) => ({
        submissionId: r.submission.id,
        attempts: r.submission.attempts,
        afterRejection: r.submission.afterRejection,
        record: r.record,
        sellerLegalName: r.sellerLegalName,
        vatRatePercent: r.vatRatePercent,
      })),
    };
  });
}

/** The records these fingerprints belong to (each record's previous link in the chain). */
export async function recordsByHash(db: Db, hashes: string[]): Promise<Map<string, InvoiceRecordRow>> {
  const out = new Map<string, InvoiceRecordRow>();
  if (hashes.length === 0) return out;
  for (const r of await db.select().from(invoiceRecords).where(inArray(invoiceRecords.hash, hashes))) out.set(r.hash, r);
  return out;
}

/** Stores the agency's answer for one record. */
export async function markAnswered(
  db: Db,
  submissionId: number,
  line: Pick<AnswerLine, "status" | "code" | "text">,
  csv: string | null,
  now: Date,
) {
  await db
    .update(verifactuSubmissions)
    .set({
      status: line.status,
      csv: line.status === "rejected" ? null : csv,
      errorCode: line.code,
      errorText: line.text,
      lastError: null,
      answeredAt: now,
    })
    .where(and(eq(verifactuSubmissions.id, submissionId), eq(verifactuSubmissions.status, "pending")));
}

/** A transient failure: the record stays pending, tried again after the backoff. */
export async function markTransientFailure(db: Db, claimed: Pick<ClaimedRecord, "submissionId" | "attempts">, error: string, now: Date) {
  await db
    .update(verifactuSubmissions)
    .set({ lastError: error.slice(0, 2000), nextAttemptAt: nextSubmissionAttempt(claimed.attempts, now) })
    .where(and(eq(verifactuSubmissions.id, claimed.submissionId), eq(verifactuSubmissions.status, "pending")));
}

/** Gives back a claimed record not sent in this batch (another issuer's), due at once. */
export async function releaseClaim(db: Db, submissionId: number, now: Date) {
  await db
    .update(verifactuSubmissions)
    .set({ attempts: sql`greatest(${verifactuSubmissions.attempts} - 1, 0)`, nextAttemptAt: now })
    .where(and(eq(verifactuSubmissions.id, submissionId), eq(verifactuSubmissions.status, "pending")));
}

/** The agency's waiting time (or a retry's) before the next submission of any worker. */
export async function setNextSend(db: Db, at: Date) {
  await db.update(verifactuSettings).set({ sendNotBefore: at }).where(eq(verifactuSettings.id, SETTINGS_ID));
}

/** One record's sending state, as the invoice page and the records screen show it. */
export interface SubmissionView extends SubmissionSummary {
  /** "alta" an invoice's record, "anulacion" its cancellation's. */
  recordKind: string;
  recordId: number;
  lastError: string | null;
  errorCode: string | null;
  errorText: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

const viewColumns = {
  id: verifactuSubmissions.id,
  recordId: verifactuSubmissions.recordId,
  saleId: invoiceRecords.saleId,
  invoiceNumber: invoiceRecords.invoiceNumber,
  invoiceType: invoiceRecords.invoiceType,
  recordKind: invoiceRecords.recordKind,
  totalAmount: invoiceRecords.totalAmountEur,
  status: verifactuSubmissions.status,
  attempts: verifactuSubmissions.attempts,
  lastError: verifactuSubmissions.lastError,
  csv: verifactuSubmissions.csv,
  errorCode: verifactuSubmissions.errorCode,
  errorText: verifactuSubmissions.errorText,
  answeredAt: verifactuSubmissions.answeredAt,
  afterRejection: verifactuSubmissions.afterRejection,
  createdAt: verifactuSubmissions.createdAt,
};

/** The sending state of a sale's record (or, with `kind` "anulacion", of its cancellation's), or undefined when it has none. */
export async function submissionForSale(db: Db, saleId: number, kind: "alta" | "anulacion" = "alta"): Promise<SubmissionView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(verifactuSubmissions)
    .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
    .where(and(eq(invoiceRecords.saleId, saleId), eq(invoiceRecords.recordKind, kind)))
    .limit(1);
  return row as SubmissionView | undefined;
}

/** Records in one state, newest first, and how many there are in each state. */
export async function listSubmissions(db: Db, status: SubmissionStatus, limit = 200) {
  const [rows, counts] = await Promise.all([
    db
      .select(viewColumns)
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
      .where(eq(verifactuSubmissions.status, status))
      .orderBy(desc(verifactuSubmissions.recordId))
      .limit(limit),
    countSubmissions(db),
  ]);
  return { rows: rows as SubmissionView[], counts };
}

export async function countSubmissions(db: Db): Promise<Record<SubmissionStatus, number>> {
  const rows = await db
    .select({ status: verifactuSubmissions.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(verifactuSubmissions)
    .groupBy(verifactuSubmissions.status);
  const out: Record<SubmissionStatus, number> = { pending: 0, accepted: 0, accepted_with_errors: 0, rejected: 0 };
  for (const r of rows) out[r.status as SubmissionStatus] = r.n;
  return out;
}

/** Invoice records that have no row in the queue (none should: they are written together). */
export async function countUnqueuedRecords(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invoiceRecords)
    .leftJoin(verifactuSubmissions, eq(verifactuSubmissions.recordId, invoiceRecords.id))
    .where(sql`${verifactuSubmissions.id} is null`);
  return row?.n ?? 0;
}

export class NotRejectedError extends Refusal {
  constructor() {
    super((t) => t.verifactu.refusals.notRejected, { kind: "conflict" });
  }
}

/**
 * Queues a rejected record again as a correction (subsanación: `Subsanacion` and `RechazoPrevio`
 * set), after the cause was fixed (the certificate, the shop's data, the recipient's NIF...). Audited.
 */
export async function resendRejected(db: Db, actor: AuditActor, id: number, { now = new Date() }: OwnerStep = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ submission: verifactuSubmissions, invoiceNumber: invoiceRecords.invoiceNumber })
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
      .where(and(eq(verifactuSubmissions.id, id), eq(verifactuSubmissions.status, "rejected")))
      .for("update");
    if (!row) throw new NotRejectedError();
    await tx
      .update(verifactuSubmissions)
      .set({ status: "pending", afterRejection: true, attempts: 0, nextAttemptAt: now, lastError: null })
      .where(eq(verifactuSubmissions.id, id));
    await recordAudit(tx, {
      actor,
      kind: "invoice",
      action: "verifactu.resend",
      subject: row.invoiceNumber,
      summary: `Record of invoice ${row.invoiceNumber} queued again for the tax agency after its rejection (${row.submission.errorCode ?? "-"}: ${row.submission.errorText ?? ""})`,
      before: { status: "rejected", errorCode: row.submission.errorCode },
      after: { status: "pending", afterRejection: true },
    });
    return { invoiceNumber: row.invoiceNumber };
  });
}

/** What `invoices:verify` says of the sending: counts, and the records not accepted yet (oldest first). */
export async function sendingReport(db: Db, limit = 20) {
  const [counts, unqueued, open] = await Promise.all([
    countSubmissions(db),
    countUnqueuedRecords(db),
    db
      .select(viewColumns)
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId))
      .where(inArray(verifactuSubmissions.status, ["pending", "rejected"]))
      .orderBy(asc(verifactuSubmissions.recordId))
      .limit(limit),
  ]);
  return { counts, unqueued, open: open as SubmissionView[] };
}
