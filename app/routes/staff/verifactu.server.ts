// What the VERI*FACTU screen (/invoices/records) and the invoice page show of the sending, worded
// for staff (dates as staff read them, one message per record).
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/domain/verifactu-sending";
import type { ReadinessView } from "~/domain/verifactu-readiness";
import { type CertificateExpiryView, certificateHolder, certificateWarning } from "~/domain/verifactu-certificate";
import type { Locale } from "~/lib/locale";
import { formatShopDay, staffDateTime, staffFormats } from "~/lib/shop-clock";
import type { RecordRowView } from "~/components/staff/verifactu/record-list";
import type { VerifactuSettingsView } from "~/components/staff/verifactu/settings-forms";
import type { SubmissionStatusView } from "~/components/staff/verifactu/submission-status";
import type { Db } from "../../server/infra/db.server";
import {
  getVerifactuSettings,
  listSubmissions,
  submissionForSale,
  type SubmissionView,
} from "../../server/verifactu/verifactu-queue.server";
import { readVerifactuReadiness } from "../../server/verifactu/verifactu-readiness.server";

export function parseStatus(value: string | null): SubmissionStatus {
  return SUBMISSION_STATUSES.includes(value as SubmissionStatus) ? (value as SubmissionStatus) : "pending";
}

/** The agency's message for a record, or the last transient failure of a pending one. */
export function submissionMessage(s: Pick<SubmissionView, "status" | "errorCode" | "errorText" | "lastError">): string | null {
  if (s.errorCode || s.errorText) return [s.errorCode, s.errorText].filter(Boolean).join(": ");
  return s.status === "pending" && s.lastError ? `Not sent yet: ${s.lastError}` : null;
}

export function recordRowView(s: SubmissionView, locale: Locale = "en"): RecordRowView {
  return {
    id: s.id,
    saleId: s.saleId,
    invoiceNumber: s.invoiceNumber,
    invoiceType: s.invoiceType,
    recordKind: s.recordKind,
    totalAmount: s.totalAmount,
    status: s.status,
    attempts: s.attempts,
    message: submissionMessage(s),
    csv: s.csv,
    answered: s.answeredAt ? staffFormats(locale).dateTime.format(s.answeredAt) : null,
    afterRejection: s.afterRejection,
  };
}

export async function verifactuSettingsView(db: Db, locale: Locale = "en"): Promise<VerifactuSettingsView> {
  const s = await getVerifactuSettings(db);
  return {
    taxpayerKind: s.taxpayerKind as VerifactuSettingsView["taxpayerKind"],
    environment: s.environment as VerifactuSettingsView["environment"],
    sendingEnabled: s.sendingEnabled,
    certificate:
      s.certificateNif && s.certificateSubject && s.certificateExpiresAt
        ? {
            holder: certificateHolder(s.certificateSubject),
            nif: s.certificateNif,
            expires: staffFormats(locale).date.format(s.certificateExpiresAt),
          }
        : null,
  };
}

/** The certificate's warning (from 30 days before its expiry, and once expired) with its date as staff read it, or null. */
export async function certificateExpiryView(db: Db, locale: Locale, now: Date = new Date()): Promise<CertificateExpiryView | null> {
  const s = await getVerifactuSettings(db);
  const warning = certificateWarning(s.certificateNif ? s.certificateExpiresAt : null, now);
  return warning && s.certificateExpiresAt ? { ...warning, date: staffFormats(locale).date.format(s.certificateExpiresAt) } : null;
}

export async function verifactuScreen(db: Db, status: SubmissionStatus, locale: Locale) {
  const [settings, list, certificateExpiry, readiness] = await Promise.all([
    verifactuSettingsView(db, locale),
    listSubmissions(db, status),
    certificateExpiryView(db, locale),
    readinessView(db, locale),
  ]);
  return { settings, certificateExpiry, readiness, status, counts: list.counts, rows: list.rows.map((r) => recordRowView(r, locale)) };
}

/** The readiness checklist with its start date in the account's words ("1 de enero de 2027" / "1 January 2027"). */
export async function readinessView(db: Db, locale: Locale, now: Date = new Date()): Promise<ReadinessView> {
  const r = await readVerifactuReadiness(db, now);
  return { ...r, date: formatShopDay(r.deadline, locale, { day: "numeric", month: "long", year: "numeric" }) };
}

/** An invoice's sending state for its page (or its cancellation's, with `kind` "anulacion"), or null when it has no record. */
export async function invoiceSubmissionView(
  db: Db,
  saleId: number,
  kind: "alta" | "anulacion" = "alta",
): Promise<SubmissionStatusView | null> {
  const s = await submissionForSale(db, saleId, kind);
  if (!s) return null;
  return {
    status: s.status,
    csv: s.csv,
    message: submissionMessage(s),
    answered: s.answeredAt ? staffDateTime.format(s.answeredAt) : null,
  };
}
