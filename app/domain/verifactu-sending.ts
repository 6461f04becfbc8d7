// Sending VERI*FACTU records to the tax agency (docs/decisions/041-verifactu-sending.md): the
// record's states, when a failed submission is tried again, the agency's endpoints, the owner's
// deadline (its checklist: verifactu-readiness.ts), the agency's answer read into one shape, and
// the owner's forms. Pure.
import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { formText } from "~/lib/form";

export const SUBMISSION_STATUSES = ["pending", "accepted", "accepted_with_errors", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A record's sending as every list shows it: the invoice it sends, its state, tries and the agency's receipt (CSV). */
export interface SubmissionSummary {
  id: number;
  saleId: number;
  invoiceNumber: string;
  invoiceType: string;
  totalAmount: string;
  status: SubmissionStatus;
  attempts: number;
  csv: string | null;
  /** Sent again as a correction of a rejected record. */
  afterRejection: boolean;
}

/** The agency's waiting time between submissions when it does not say one. */
export const DEFAULT_WAIT_SECONDS = 60;

/** How long a worker may take to send a claimed batch before another worker may claim it again. */
export const SEND_LEASE_MS = 2 * 60_000;

const MINUTE = 60_000;
/** Delay after the 1st, 2nd, ... failed attempt; the last one repeats: a record is never given up. */
export const SUBMISSION_RETRY_DELAYS_MS = [1, 2, 5, 15, 30, 60].map((m) => m * MINUTE);

/** When to try again after `attempts` transient failures (network, 5xx, timeout, not the agency's answer). */
export function nextSubmissionAttempt(attempts: number, now: Date): Date {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError("attempts must be a positive integer");
  const delay = SUBMISSION_RETRY_DELAYS_MS[Math.min(attempts, SUBMISSION_RETRY_DELAYS_MS.length) - 1]!;
  return new Date(now.getTime() + delay);
}

export const AGENCY_ENVIRONMENTS = ["test", "production"] as const;
export type AgencyEnvironment = (typeof AGENCY_ENVIRONMENTS)[number];

/** The agency's VERI*FACTU web service (SOAP), for certificates of people and companies. */
export const AGENCY_ENDPOINTS: Readonly<Record<AgencyEnvironment, string>> = {
  test: "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
  production: "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
};

export const TAXPAYER_KINDS = ["company", "self_employed"] as const;
export type TaxpayerKind = (typeof TAXPAYER_KINDS)[number];

/** From this day (Madrid) the billing software must send its records (RD 1007/2023 as amended). */
export const VERIFACTU_DEADLINES: Readonly<Record<TaxpayerKind, string>> = {
  company: "2027-01-01",
  self_employed: "2027-07-01",
};

// -- The agency's answer ------------------------------------------------------------------------

export interface AnswerLine {
  issuerNif: string;
  invoiceNumber: string;
  issueDate: string;
  operation: "Alta" | "Anulacion";
  status: Exclude<SubmissionStatus, "pending">;
  code: string | null;
  text: string | null;
}

export type AgencyAnswer =
  | { kind: "answer"; csv: string | null; waitSeconds: number; sendState: string; lines: AnswerLine[] }
  /** The whole submission refused (a SOAP fault: not valid against the schema, a certificate problem...). */
  | { kind: "fault"; code: string; text: string };

/** The body was not the agency's SOAP answer (an HTML error page, a proxy's answer, nothing). */
export class NotAgencyAnswerError extends Error {}

/** The agency's code for "this record is already registered": a record sent twice counts as sent once. */
export const DUPLICATE_RECORD_CODE = "3000";

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => name === "RespuestaLinea",
});

const str = (v: unknown): string | null => (v == null || v === "" ? null : String(v).trim());

function lineStatus(state: string | null, code: string | null, duplicateState: string | null): AnswerLine["status"] {
  if (state === "Correcto") return "accepted";
  if (state === "AceptadoConErrores") return "accepted_with_errors";
  if (code === DUPLICATE_RECORD_CODE && duplicateState) {
    return duplicateState === "AceptadaConErrores" ? "accepted_with_errors" : duplicateState === "Correcta" ? "accepted" : "rejected";
  }
  return "rejected";
}

/** A parsed XML element: its children by local name (text values are strings). */
interface XmlNode {
  [name: string]: XmlNode | XmlNode[] | string | undefined;
}
const child = (node: unknown, name: string): XmlNode | undefined =>
  node && typeof node === "object" ? ((node as XmlNode)[name] as XmlNode | undefined) : undefined;

/** Reads the agency's answer; throws NotAgencyAnswerError when the body is something else. */
export function parseAgencyAnswer(body: string): AgencyAnswer {
  let doc: XmlNode;
  try {
    doc = parser.parse(body);
  } catch {
    throw new NotAgencyAnswerError("the answer is not XML");
  }
  const soapBody = child(child(doc, "Envelope"), "Body");
  if (!soapBody || typeof soapBody !== "object") {
    const looksHtml = /<html[\s>]/i.test(body);
    throw new NotAgencyAnswerError(
      looksHtml ? "the endpoint answered an HTML page, not the agency's SOAP answer" : "the answer is not a SOAP message",
    );
  }
  const fault = child(soapBody, "Fault");
  if (fault) {
    return {
      kind: "fault",
      code: str(fault.faultcode) ?? "fault",
      text: str(fault.faultstring) ?? "The agency refused the submission",
    };
  }
  const r = child(soapBody, "RespuestaRegFactuSistemaFacturacion");
  if (!r) throw new NotAgencyAnswerError("the SOAP answer has no RespuestaRegFactuSistemaFacturacion");
  const wait = Number(str(r.TiempoEsperaEnvio));
  const lines: AnswerLine[] = ((r.RespuestaLinea ?? []) as XmlNode[]).map((l) => {
    const code = str(l.CodigoErrorRegistro);
    return {
      issuerNif: str(child(l.IDFactura, "IDEmisorFactura")) ?? "",
      invoiceNumber: str(child(l.IDFactura, "NumSerieFactura")) ?? "",
      issueDate: str(child(l.IDFactura, "FechaExpedicionFactura")) ?? "",
      operation: str(child(l.Operacion, "TipoOperacion")) === "Anulacion" ? "Anulacion" : "Alta",
      status: lineStatus(str(l.EstadoRegistro), code, str(child(l.RegistroDuplicado, "EstadoRegistroDuplicado"))),
      code,
      text: str(l.DescripcionErrorRegistro),
    };
  });
  return {
    kind: "answer",
    csv: str(r.CSV),
    waitSeconds: Number.isFinite(wait) && wait >= 0 ? wait : DEFAULT_WAIT_SECONDS,
    sendState: str(r.EstadoEnvio) ?? "",
    lines,
  };
}

// -- The owner's forms --------------------------------------------------------------------------

export const verifactuSettingsForm = z.object({
  taxpayerKind: z.enum(TAXPAYER_KINDS, "Choose company or autónomo"),
  environment: z.enum(AGENCY_ENVIRONMENTS, "Choose the agency's test environment or production"),
  sendingEnabled: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type VerifactuSettingsInput = z.output<typeof verifactuSettingsForm>;

/** The certificate's password: kept as typed (spaces count), at most 200 characters. */
export const certificatePasswordForm = z.object({
  password: z.preprocess(
    (v) => (typeof v === "string" ? v.replaceAll("\u0000", "") : formText(v)),
    z.string().min(1, "Type the certificate's password").max(200, "The password is too long"),
  ),
});

const UNKNOWN_RECORD = "Unknown record";
/** The records screen's "send again" form. */
export const submissionIdForm = z.object({
  id: z.coerce.number(UNKNOWN_RECORD).int(UNKNOWN_RECORD).positive(UNKNOWN_RECORD).max(2_147_483_647, UNKNOWN_RECORD),
});
