// Sends the queued VERI*FACTU records to the tax agency: SOAP over HTTPS with mutual TLS using the
// shop's certificate (docs/decisions/041-verifactu-sending.md). One batch per run, after the
// agency's waiting time; each record's answer is stored on its queue row. Network errors, 5xx,
// timeouts and bodies that are not the agency's answer are transient: the batch is tried again
// after a backoff. Nothing is sent while the owner has sending off, no certificate is set or the
// certificate has expired.
import { readFile } from "node:fs/promises";
import https from "node:https";
import { type VerifactuSystem, verifactuSystem } from "~/config/verifactu-system";
import { isRectifyingType } from "~/domain/returns";
import { certificateExpired } from "~/domain/verifactu-certificate";
import {
  AGENCY_ENDPOINTS,
  type AgencyEnvironment,
  type AnswerLine,
  DEFAULT_WAIT_SECONDS,
  NotAgencyAnswerError,
  parseAgencyAnswer,
} from "~/domain/verifactu-sending";
import type { AltaRecord, AnulacionRecord, ChainLink, VerifactuRecord } from "~/domain/verifactu-xml";
import { dbErrorMessage, type Db } from "../infra/db.server";
import { loadCertificate } from "./verifactu-certificate.server";
import {
  claimDueRecords,
  type ClaimedRecord,
  getVerifactuSettings,
  markAnswered,
  markTransientFailure,
  recordsByHash,
  releaseClaim,
  setNextSend,
} from "./verifactu-queue.server";
import { logger } from "../infra/logger.server";

/** What an HTTP POST to the agency returned. */
export interface AgencyResponse {
  status: number;
  body: string;
}

/** Posts a SOAP request; rejects on network errors and timeouts. */
export type AgencyTransport = (url: string, body: string) => Promise<AgencyResponse>;

export class TransportError extends Error {}

const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** Node's HTTPS client with the shop's certificate as the client certificate. */
export function httpsTransport(opts: { pfx: Buffer; passphrase: string; ca?: Buffer; timeoutMs?: number }): AgencyTransport {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  return (url, body) =>
    new Promise<AgencyResponse>((resolve, reject) => {
      const req = https.request(
        url,
        {
          method: "POST",
          pfx: opts.pfx,
          passphrase: opts.passphrase,
          ...(opts.ca ? { ca: opts.ca } : {}),
          headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""', "Content-Length": Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (c: Buffer) => {
            size += c.length;
            if (size > MAX_ANSWER_BYTES) req.destroy(new TransportError("the agency's answer is too large"));
            else chunks.push(c);
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", (e) => reject(new TransportError(e.message)));
        },
      );
      req.on("timeout", () => req.destroy(new TransportError(`no answer from the agency within ${Math.round(timeoutMs / 1000)} s`)));
      req.on("error", (e) => reject(e instanceof TransportError ? e : new TransportError(e.message)));
      req.end(body);
    });
}

const DESCRIPTIONS = {
  sale: "Venta de neumáticos y servicios de montaje",
  return: "Devolución de neumáticos",
  replacement: "Factura en sustitución de facturas simplificadas: venta de neumáticos y servicios de montaje",
};

function linkOf(r: { issuerNif: string; invoiceNumber: string; issueDate: string; hash: string }): ChainLink {
  return { issuerNif: r.issuerNif, invoiceNumber: r.invoiceNumber, issueDate: r.issueDate, hash: r.hash };
}

/** The XML record of a stored invoice record (the fields it hashes, exactly as stored). */
export function altaRecordOf(c: ClaimedRecord, previous: ChainLink | null): AltaRecord {
  const r = c.record;
  return {
    kind: "alta",
    issuerNif: r.issuerNif,
    issuerName: c.sellerLegalName,
    invoiceNumber: r.invoiceNumber,
    issueDate: r.issueDate,
    invoiceType: r.invoiceType as AltaRecord["invoiceType"],
    rectificationType: r.rectificationType,
    rectified:
      r.rectifiedInvoiceNumber && r.rectifiedIssueDate
        ? { invoiceNumber: r.rectifiedInvoiceNumber, issueDate: r.rectifiedIssueDate }
        : null,
    recipient: r.recipientNif ? { nif: r.recipientNif, name: r.recipientName ?? r.recipientNif } : null,
    replaced: r.replacedInvoices,
    description: isRectifyingType(r.invoiceType)
      ? DESCRIPTIONS.return
      : r.invoiceType === "F3"
        ? DESCRIPTIONS.replacement
        : DESCRIPTIONS.sale,
    vatRatePercent: c.vatRatePercent,
    totalTax: r.totalTaxEur,
    totalAmount: r.totalAmountEur,
    previous,
    generatedAt: r.generatedAt,
    hash: r.hash,
  };
}

/** The XML record of a stored cancellation record (RegistroAnulacion). */
function anulacionRecordOf(c: ClaimedRecord, previous: ChainLink | null): AnulacionRecord {
  const r = c.record;
  return {
    kind: "anulacion",
    issuerNif: r.issuerNif,
    invoiceNumber: r.invoiceNumber,
    issueDate: r.issueDate,
    previous,
    generatedAt: r.generatedAt,
    hash: r.hash,
  };
}

/** A claimed record as the agency's XML: an invoice's (alta) or a cancellation's (anulación). */
function xmlRecordOf(c: ClaimedRecord, previous: ChainLink | null): VerifactuRecord {
  return c.record.recordKind === "anulacion" ? anulacionRecordOf(c, previous) : altaRecordOf(c, previous);
}

/** How the agency's answer names a record: its operation, issuer, number and issue date. */
const answerKey = (operation: string, issuerNif: string, invoiceNumber: string, issueDate: string) =>
  `${operation}|${issuerNif}|${invoiceNumber}|${issueDate}`;

export interface SendReport {
  skipped?: "off" | "busy" | "waiting" | "nothing-due" | "no-certificate" | "certificate-expired";
  sent: number;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  retrying: number;
}

export interface SenderOptions {
  now?: () => Date;
  /** The transport; by default HTTPS with the kept certificate. */
  transport?: AgencyTransport;
  /** Replaces the endpoint of the settings' environment (tests). */
  endpoint?: string;
  /** Replaces the agency's test endpoint only, and the CA trusted for it (a stand-in). */
  testOverride?: { endpoint?: string; caFile?: string };
  certificateDir: string;
  system?: VerifactuSystem;
  limit?: number;
  log?: (line: string) => void;
}

/** The expiry this process last said sending is paused for: said once, not at every run. */
let pauseLogged: string | null = null;

function pausedByExpiry(expiredAt: Date, report: SendReport, log: (line: string) => void): SendReport {
  const day = expiredAt.toISOString();
  if (pauseLogged !== day) {
    pauseLogged = day;
    log(`[verifactu] sending paused: the certificate expired at ${day}; records wait in the queue until a new one is uploaded`);
  }
  return { ...report, skipped: "certificate-expired" };
}

/**
 * One run: claims a batch, sends it, stores the answers. Safe with several processes. Once the
 * kept certificate has expired, nothing is claimed (no attempt counted): the records wait for a
 * new certificate (decision 105).
 */
export async function sendDueRecords(db: Db, opts: SenderOptions): Promise<SendReport> {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((line: string) => logger.warn({ part: "verifactu" }, line));
  const report: SendReport = { sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, retrying: 0 };
  const settings = await getVerifactuSettings(db);
  if (!settings.sendingEnabled) return { ...report, skipped: "off" };
  if (settings.certificateExpiresAt && certificateExpired(settings.certificateExpiresAt, now()))
    return pausedByExpiry(settings.certificateExpiresAt, report, log);
  pauseLogged = null;
  const environment = settings.environment as AgencyEnvironment;
  let transport = opts.transport;
  if (!transport) {
    const cert = await loadCertificate(opts.certificateDir);
    if (!cert) return { ...report, skipped: "no-certificate" };
    const caFile = environment === "test" ? opts.testOverride?.caFile : undefined;
    transport = httpsTransport({ ...cert, ...(caFile ? { ca: await readFile(caFile) } : {}) });
  }
  const url = opts.endpoint ?? (environment === "test" ? opts.testOverride?.endpoint : undefined) ?? AGENCY_ENDPOINTS[environment];

  const claim = await claimDueRecords(db, now(), opts.limit);
  if (!claim.ok)
    return claim.reason === "certificate-expired" ? pausedByExpiry(claim.expiredAt, report, log) : { ...report, skipped: claim.reason };
  // One submission names one issuer: records of another NIF (the shop changed it) go in the next one.
  const issuer = claim.records[0]!.record.issuerNif;
  const batch = claim.records.filter((c) => c.record.issuerNif === issuer);
  for (const c of claim.records) if (c.record.issuerNif !== issuer) await releaseClaim(db, c.submissionId, now());

  const previous = await recordsByHash(
    db,
    batch.map((c) => c.record.previousHash).filter((h): h is string => !!h),
  );
  // The XML writer (xmlbuilder2) is loaded with the first submission, not at every start.
  const { buildSubmissionEnvelope } = await import("~/domain/verifactu-xml");
  const envelope = buildSubmissionEnvelope(
    { name: batch[0]!.sellerLegalName, nif: issuer },
    batch.map((c) => {
      const prev = c.record.previousHash ? previous.get(c.record.previousHash) : undefined;
      if (c.record.previousHash && !prev)
        throw new Error(`record ${c.record.id}: its previous record (${c.record.previousHash}) is missing`);
      return { record: xmlRecordOf(c, prev ? linkOf(prev) : null), sendAs: { afterRejection: c.afterRejection } };
    }),
    // The producer is the shop: the seller the sales copied, as the declaration names it (decision 110).
    opts.system ?? verifactuSystem({ name: batch[0]!.sellerLegalName, nif: issuer }),
  );

  const transient = async (error: string) => {
    for (const c of batch) await markTransientFailure(db, c, error, now());
    await setNextSend(db, now());
    report.retrying += batch.length;
    log(`[verifactu] ${batch.length} record(s) not sent: ${error}; will retry`);
    return report;
  };

  let answer;
  try {
    const res = await transport(url, envelope);
    if (res.status >= 500 && !/Fault/.test(res.body)) return await transient(`the agency answered HTTP ${res.status}`);
    answer = parseAgencyAnswer(res.body);
  } catch (e) {
    if (e instanceof TransportError || e instanceof NotAgencyAnswerError) return await transient(e.message);
    return await transient(dbErrorMessage(e));
  }
  report.sent = batch.length;
  if (answer.kind === "fault") {
    for (const c of batch)
      await markAnswered(db, c.submissionId, { status: "rejected", code: answer.code, text: answer.text }, null, now());
    report.rejected += batch.length;
    await setNextSend(db, new Date(now().getTime() + DEFAULT_WAIT_SECONDS * 1000));
    log(`[verifactu] submission of ${batch.length} record(s) refused: ${answer.code} ${answer.text}`);
    return report;
  }
  const byInvoice = new Map<string, AnswerLine>();
  for (const line of answer.lines) byInvoice.set(answerKey(line.operation, line.issuerNif, line.invoiceNumber, line.issueDate), line);
  for (const c of batch) {
    const operation = c.record.recordKind === "anulacion" ? "Anulacion" : "Alta";
    const line = byInvoice.get(answerKey(operation, c.record.issuerNif, c.record.invoiceNumber, c.record.issueDate));
    if (!line) {
      await markTransientFailure(db, c, "the agency's answer did not mention this record", now());
      report.retrying++;
      continue;
    }
    await markAnswered(db, c.submissionId, line, answer.csv, now());
    if (line.status === "accepted") report.accepted++;
    else if (line.status === "accepted_with_errors") report.acceptedWithErrors++;
    else report.rejected++;
  }
  await setNextSend(db, new Date(now().getTime() + answer.waitSeconds * 1000));
  if (report.rejected) log(`[verifactu] ${report.rejected} record(s) rejected by the agency: see /invoices/records`);
  return report;
}
