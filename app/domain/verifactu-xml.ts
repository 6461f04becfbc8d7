// VERI*FACTU records as the tax agency's XML (schemas SuministroLR.xsd + SuministroInformacion.xsd):
// `RegistroAlta` for an issued invoice, `RegistroAnulacion` for a cancelled one, inside
// `RegFactuSistemaFacturacion`, and the SOAP envelope that carries them. Built with xmlbuilder2
// from the stored record (never by joining strings), so every value is escaped. The fingerprint
// (`Huella`) and the fields it covers are written exactly as stored: this module never recomputes
// or reformats them. Pure: no database, no network.
import { create } from "xmlbuilder2";
import type { VerifactuSystem } from "~/config/verifactu-system";
import type { ReplacedInvoiceRef } from "./invoice-replacement";
import { centsToDecimal, toCents } from "./money";

export const NS_SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
const AEAT_WS = "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws";
export const NS_SUMINISTRO_LR = `${AEAT_WS}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFO = `${AEAT_WS}/SuministroInformacion.xsd`;
export const NS_RESPUESTA = `${AEAT_WS}/RespuestaSuministro.xsd`;

/** At most this many records go in one submission (the schema's maxOccurs). */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

/** The one record version and fingerprint type the schema knows: "1.0", SHA-256 ("01"). */
const ID_VERSION = "1.0";
const SHA256_HASH_TYPE = "01";

/** The previous record in the chain, as the `Encadenamiento` block names it. */
export interface ChainLink {
  issuerNif: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  hash: string;
}

/** An issued invoice's record, as stored (amounts as the database returns them, "123.45"). */
export interface AltaRecord {
  kind: "alta";
  issuerNif: string;
  /** The issuer's legal name as the invoice names it. */
  issuerName: string;
  invoiceNumber: string;
  issueDate: string;
  invoiceType: "F1" | "F2" | "F3" | "R1" | "R5";
  /** "I" (by differences) on a rectifying invoice. */
  rectificationType: string | null;
  rectified: { invoiceNumber: string; issueDate: string } | null;
  /** An F3: the simplified invoices it replaces, as issued (FacturasSustituidas). */
  replaced?: readonly ReplacedInvoiceRef[] | null;
  recipient: { nif: string; name: string } | null;
  /** What was sold ("Venta de neumáticos"). */
  description: string;
  vatRatePercent: number;
  totalTax: string;
  totalAmount: string;
  previous: ChainLink | null;
  generatedAt: string;
  hash: string;
}

/** A cancelled invoice's record. */
export interface AnulacionRecord {
  kind: "anulacion";
  issuerNif: string;
  invoiceNumber: string;
  issueDate: string;
  previous: ChainLink | null;
  generatedAt: string;
  hash: string;
}

export type VerifactuRecord = AltaRecord | AnulacionRecord;

/** How a record is sent: for the first time, or again after the agency rejected it. */
export interface SendAs {
  /** The agency rejected an earlier submission of this record: send it as a correction. */
  afterRejection: boolean;
}

/** The taxpayer who sends (the `Cabecera`). */
export interface Taxpayer {
  name: string;
  nif: string;
}

type Node = Record<string, unknown>;

const amount = (stored: string) => centsToDecimal(toCents(stored));

function sistemaInformatico(s: VerifactuSystem): Node {
  return {
    "sf:NombreRazon": s.producerName,
    "sf:NIF": s.producerNif,
    "sf:NombreSistemaInformatico": s.systemName,
    "sf:IdSistemaInformatico": s.systemId,
    "sf:Version": s.version,
    "sf:NumeroInstalacion": s.installationNumber,
    "sf:TipoUsoPosibleSoloVerifactu": s.onlyVerifactu ? "S" : "N",
    "sf:TipoUsoPosibleMultiOT": s.multiTaxpayer ? "S" : "N",
    "sf:IndicadorMultiplesOT": s.severalTaxpayers ? "S" : "N",
  };
}

function encadenamiento(previous: ChainLink | null): Node {
  return previous
    ? {
        "sf:RegistroAnterior": {
          "sf:IDEmisorFactura": previous.issuerNif,
          "sf:NumSerieFactura": previous.invoiceNumber,
          "sf:FechaExpedicionFactura": previous.issueDate,
          "sf:Huella": previous.hash,
        },
      }
    : { "sf:PrimerRegistro": "S" };
}

function registroAlta(r: AltaRecord, system: VerifactuSystem, sendAs: SendAs): Node {
  const totalCents = toCents(r.totalAmount);
  const taxCents = toCents(r.totalTax);
  const node: Node = {
    "sf:IDVersion": ID_VERSION,
    "sf:IDFactura": {
      "sf:IDEmisorFactura": r.issuerNif,
      "sf:NumSerieFactura": r.invoiceNumber,
      "sf:FechaExpedicionFactura": r.issueDate,
    },
    "sf:NombreRazonEmisor": r.issuerName,
  };
  if (sendAs.afterRejection) {
    node["sf:Subsanacion"] = "S";
    node["sf:RechazoPrevio"] = "S";
  }
  node["sf:TipoFactura"] = r.invoiceType;
  if (r.rectified) {
    node["sf:TipoRectificativa"] = r.rectificationType ?? "I";
    node["sf:FacturasRectificadas"] = {
      "sf:IDFacturaRectificada": {
        "sf:IDEmisorFactura": r.issuerNif,
        "sf:NumSerieFactura": r.rectified.invoiceNumber,
        "sf:FechaExpedicionFactura": r.rectified.issueDate,
      },
    };
  }
  if (r.replaced?.length) {
    node["sf:FacturasSustituidas"] = {
      "sf:IDFacturaSustituida": r.replaced.map((f) => ({
        "sf:IDEmisorFactura": r.issuerNif,
        "sf:NumSerieFactura": f.invoiceNumber,
        "sf:FechaExpedicionFactura": f.issueDate,
      })),
    };
  }
  node["sf:DescripcionOperacion"] = r.description;
  if (r.recipient) {
    node["sf:Destinatarios"] = { "sf:IDDestinatario": { "sf:NombreRazon": r.recipient.name, "sf:NIF": r.recipient.nif } };
  }
  node["sf:Desglose"] = {
    "sf:DetalleDesglose": {
      "sf:Impuesto": "01", // IVA
      "sf:ClaveRegimen": "01", // general regime
      "sf:CalificacionOperacion": "S1", // subject, not exempt, no reverse charge
      "sf:TipoImpositivo": `${r.vatRatePercent}.00`,
      "sf:BaseImponibleOimporteNoSujeto": centsToDecimal(totalCents - taxCents),
      "sf:CuotaRepercutida": centsToDecimal(taxCents),
    },
  };
  node["sf:CuotaTotal"] = amount(r.totalTax);
  node["sf:ImporteTotal"] = amount(r.totalAmount);
  Object.assign(node, chainedEnd(r, system));
  return { "sf:RegistroAlta": node };
}

/** How every record ends, in the schema's order: its link to the previous one, the system, when, its fingerprint. */
function chainedEnd(r: VerifactuRecord, system: VerifactuSystem): Node {
  return {
    "sf:Encadenamiento": encadenamiento(r.previous),
    "sf:SistemaInformatico": sistemaInformatico(system),
    "sf:FechaHoraHusoGenRegistro": r.generatedAt,
    "sf:TipoHuella": SHA256_HASH_TYPE,
    "sf:Huella": r.hash,
  };
}

function registroAnulacion(r: AnulacionRecord, system: VerifactuSystem, sendAs: SendAs): Node {
  const node: Node = {
    "sf:IDVersion": ID_VERSION,
    "sf:IDFactura": {
      "sf:IDEmisorFacturaAnulada": r.issuerNif,
      "sf:NumSerieFacturaAnulada": r.invoiceNumber,
      "sf:FechaExpedicionFacturaAnulada": r.issueDate,
    },
  };
  if (sendAs.afterRejection) node["sf:RechazoPrevio"] = "S";
  Object.assign(node, chainedEnd(r, system));
  return { "sf:RegistroAnulacion": node };
}

/** One record to send, with how to send it. */
export interface OutgoingRecord {
  record: VerifactuRecord;
  sendAs: SendAs;
}

function regFactu(taxpayer: Taxpayer, records: readonly OutgoingRecord[], system: VerifactuSystem): Node {
  if (records.length === 0) throw new RangeError("A submission needs at least one record");
  if (records.length > MAX_RECORDS_PER_SUBMISSION) {
    throw new RangeError(`A submission holds at most ${MAX_RECORDS_PER_SUBMISSION} records, not ${records.length}`);
  }
  return {
    "@xmlns:sfLR": NS_SUMINISTRO_LR,
    "@xmlns:sf": NS_SUMINISTRO_INFO,
    "sfLR:Cabecera": { "sf:ObligadoEmision": { "sf:NombreRazon": taxpayer.name, "sf:NIF": taxpayer.nif } },
    "sfLR:RegistroFactura": records.map(({ record, sendAs }) =>
      record.kind === "alta" ? registroAlta(record, system, sendAs) : registroAnulacion(record, system, sendAs),
    ),
  };
}

/** The `RegFactuSistemaFacturacion` document alone (what the schemas validate). */
export function buildRegFactuXml(taxpayer: Taxpayer, records: readonly OutgoingRecord[], system: VerifactuSystem): string {
  return create({ version: "1.0", encoding: "UTF-8" }, { "sfLR:RegFactuSistemaFacturacion": regFactu(taxpayer, records, system) }).end({
    prettyPrint: true,
  });
}

/** The SOAP request the agency's web service takes. */
export function buildSubmissionEnvelope(taxpayer: Taxpayer, records: readonly OutgoingRecord[], system: VerifactuSystem): string {
  return create(
    { version: "1.0", encoding: "UTF-8" },
    {
      "soapenv:Envelope": {
        "@xmlns:soapenv": NS_SOAP,
        "soapenv:Header": {},
        "soapenv:Body": { "sfLR:RegFactuSistemaFacturacion": regFactu(taxpayer, records, system) },
      },
    },
  ).end({ prettyPrint: true });
}
