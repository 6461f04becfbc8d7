import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { verifactuSystem } from "~/config/verifactu-system";
import { regFactuOf, schemaErrors } from "../../tests/helpers/aeat-schema";
import { cancellationHash, cancellationHashInput, recordHash } from "./verifactu";
import {
  type AltaRecord,
  type AnulacionRecord,
  buildRegFactuXml,
  buildSubmissionEnvelope,
  MAX_RECORDS_PER_SUBMISSION,
  type OutgoingRecord,
} from "./verifactu-xml";

const taxpayer = { name: "Neumáticos Almería Rural S.L.", nif: "B04123451" };
/** The shop is the software's producer: its SistemaInformatico names the taxpayer. */
const VERIFACTU_SYSTEM = verifactuSystem(taxpayer);

async function alta(
  over: Partial<AltaRecord> & Pick<AltaRecord, "invoiceNumber" | "invoiceType" | "totalTax" | "totalAmount">,
  previous: AltaRecord | null,
) {
  const base = {
    kind: "alta" as const,
    issuerNif: "B04123451",
    issuerName: "Neumáticos Almería Rural S.L.",
    issueDate: "15-01-2027",
    rectificationType: null,
    rectified: null,
    recipient: null,
    description: "Venta de neumáticos",
    vatRatePercent: 21,
    generatedAt: "2027-01-15T10:20:30+01:00",
    ...over,
  };
  const prev = previous
    ? { issuerNif: previous.issuerNif, invoiceNumber: previous.invoiceNumber, issueDate: previous.issueDate, hash: previous.hash }
    : null;
  const hash = await recordHash({ ...base, previousHash: prev?.hash ?? null });
  return { ...base, previous: prev, hash } satisfies AltaRecord;
}

/** One record of each kind the shop issues, chained: F2, F1, R5, R1 and a cancellation. */
async function chain() {
  const f2 = await alta({ invoiceNumber: "2027-000001", invoiceType: "F2", totalTax: "20.83", totalAmount: "120.00" }, null);
  const f1 = await alta(
    {
      invoiceNumber: "F2027-000001",
      invoiceType: "F1",
      totalTax: "41.65",
      totalAmount: "240.00",
      recipient: { nif: "12345678Z", name: "Transportes <Sur> & Hijos" },
    },
    f2,
  );
  const r5 = await alta(
    {
      invoiceNumber: "R2027-000001",
      invoiceType: "R5",
      totalTax: "-10.41",
      totalAmount: "-60.00",
      rectificationType: "I",
      rectified: { invoiceNumber: f2.invoiceNumber, issueDate: f2.issueDate },
      description: "Devolución de neumáticos",
    },
    f1,
  );
  const r1 = await alta(
    {
      invoiceNumber: "R2027-000002",
      invoiceType: "R1",
      totalTax: "-20.83",
      totalAmount: "-120.00",
      rectificationType: "I",
      rectified: { invoiceNumber: f1.invoiceNumber, issueDate: f1.issueDate },
      recipient: f1.recipient,
      description: "Devolución de neumáticos",
    },
    r5,
  );
  const generatedAt = "2027-01-16T09:00:00+01:00";
  const cancelled = { issuerNif: "B04123451", invoiceNumber: "2027-000001", issueDate: "15-01-2027", previousHash: r1.hash, generatedAt };
  const anulacion: AnulacionRecord = {
    kind: "anulacion",
    issuerNif: cancelled.issuerNif,
    invoiceNumber: cancelled.invoiceNumber,
    issueDate: cancelled.issueDate,
    previous: { issuerNif: r1.issuerNif, invoiceNumber: r1.invoiceNumber, issueDate: r1.issueDate, hash: r1.hash },
    generatedAt,
    hash: await cancellationHash(cancelled),
  };
  const f3 = await alta(
    {
      invoiceNumber: "F2027-000002",
      invoiceType: "F3",
      totalTax: "41.65",
      totalAmount: "240.00",
      recipient: { nif: "12345678Z", name: "Ana García" },
      replaced: [
        { invoiceNumber: "2027-000002", issueDate: "15-01-2027" },
        { invoiceNumber: "2027-000003", issueDate: "16-01-2027" },
      ],
      description: "Factura en sustitución de facturas simplificadas",
    },
    r1,
  );
  return { f2, f1, r5, r1, anulacion, f3 };
}

const once = (record: AltaRecord | AnulacionRecord, afterRejection = false): OutgoingRecord[] => [{ record, sendAs: { afterRejection } }];
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (name) => name === "RegistroFactura" });

describe("VERI*FACTU records as the agency's XML", () => {
  it("an F3 record lists the simplified invoices it replaces (FacturasSustituidas) with the recipient", async () => {
    const { f3 } = await chain();
    const doc = parser.parse(buildRegFactuXml(taxpayer, once(f3), VERIFACTU_SYSTEM));
    const reg = doc.RegFactuSistemaFacturacion.RegistroFactura[0].RegistroAlta;
    expect(reg.TipoFactura).toBe("F3");
    expect(reg.FacturasSustituidas.IDFacturaSustituida).toEqual([
      { IDEmisorFactura: "B04123451", NumSerieFactura: "2027-000002", FechaExpedicionFactura: "15-01-2027" },
      { IDEmisorFactura: "B04123451", NumSerieFactura: "2027-000003", FechaExpedicionFactura: "16-01-2027" },
    ]);
    expect(reg.Destinatarios.IDDestinatario).toEqual({ NombreRazon: "Ana García", NIF: "12345678Z" });
    expect(reg.FacturasRectificadas).toBeUndefined();
  });

  it.each(["f2", "f1", "r5", "r1", "anulacion", "f3"] as const)("a %s record is valid against the agency's schemas", async (kind) => {
    const records = await chain();
    expect(schemaErrors(buildRegFactuXml(taxpayer, once(records[kind]), VERIFACTU_SYSTEM))).toBeNull();
  });

  it("a whole chain in one submission, and a correction after a rejection, are valid", async () => {
    const r = await chain();
    const all = [r.f2, r.f1, r.r5, r.r1, r.anulacion].map((record, i) => ({ record, sendAs: { afterRejection: i === 1 } }));
    const xml = buildRegFactuXml(taxpayer, all, VERIFACTU_SYSTEM);
    expect(schemaErrors(xml)).toBeNull();
    expect(xml.match(/<sf:Subsanacion>S<\/sf:Subsanacion>/g)).toHaveLength(1);
    expect(schemaErrors(regFactuOf(buildSubmissionEnvelope(taxpayer, all, VERIFACTU_SYSTEM))!)).toBeNull();
  });

  it("the schema check catches a broken record (the test is not vacuous)", async () => {
    const { f2 } = await chain();
    const xml = buildRegFactuXml(taxpayer, once({ ...f2, issuerNif: "B0412345" }), VERIFACTU_SYSTEM);
    expect(schemaErrors(xml)).toMatch(/IDEmisorFactura/);
    const bad = buildRegFactuXml(taxpayer, once({ ...f2, invoiceType: "F9" as "F2" }), VERIFACTU_SYSTEM);
    expect(schemaErrors(bad)).toMatch(/TipoFactura/);
  });

  it("the XML's Huella is the stored fingerprint, and the XML's own fields hash to it", async () => {
    const r = await chain();
    for (const rec of [r.f2, r.f1, r.r5, r.r1]) {
      const doc = parser.parse(buildRegFactuXml(taxpayer, once(rec), VERIFACTU_SYSTEM));
      const a = doc.RegFactuSistemaFacturacion.RegistroFactura[0].RegistroAlta;
      expect(a.Huella).toBe(rec.hash);
      const previousHash = a.Encadenamiento.RegistroAnterior?.Huella ?? null;
      const fromXml = await recordHash({
        issuerNif: a.IDFactura.IDEmisorFactura,
        invoiceNumber: a.IDFactura.NumSerieFactura,
        issueDate: a.IDFactura.FechaExpedicionFactura,
        invoiceType: a.TipoFactura,
        totalTax: a.CuotaTotal,
        totalAmount: a.ImporteTotal,
        previousHash,
        generatedAt: a.FechaHoraHusoGenRegistro,
      });
      expect(fromXml).toBe(rec.hash);
      expect(a.TipoHuella).toBe("01");
    }
    const doc = parser.parse(buildRegFactuXml(taxpayer, once(r.anulacion), VERIFACTU_SYSTEM));
    const an = doc.RegFactuSistemaFacturacion.RegistroFactura[0].RegistroAnulacion;
    expect(an.Huella).toBe(r.anulacion.hash);
    expect(
      cancellationHashInput({
        issuerNif: an.IDFactura.IDEmisorFacturaAnulada,
        invoiceNumber: an.IDFactura.NumSerieFacturaAnulada,
        issueDate: an.IDFactura.FechaExpedicionFacturaAnulada,
        previousHash: an.Encadenamiento.RegistroAnterior.Huella,
        generatedAt: an.FechaHoraHusoGenRegistro,
      }),
    ).toBe(
      `IDEmisorFacturaAnulada=B04123451&NumSerieFacturaAnulada=2027-000001&FechaExpedicionFacturaAnulada=15-01-2027&Huella=${r.r1.hash}&FechaHoraHusoGenRegistro=2027-01-16T09:00:00+01:00`,
    );
  });

  it("each kind carries what the agency needs: recipients on F1/R1, the rectified invoice on R1/R5, the IVA breakdown", async () => {
    const r = await chain();
    const get = (rec: AltaRecord) =>
      parser.parse(buildRegFactuXml(taxpayer, once(rec), VERIFACTU_SYSTEM)).RegFactuSistemaFacturacion.RegistroFactura[0].RegistroAlta;
    const f1 = get(r.f1);
    expect(f1.Destinatarios.IDDestinatario).toEqual({ NombreRazon: "Transportes <Sur> & Hijos", NIF: "12345678Z" });
    expect(f1.Desglose.DetalleDesglose).toMatchObject({
      TipoImpositivo: "21.00",
      BaseImponibleOimporteNoSujeto: "198.35",
      CuotaRepercutida: "41.65",
    });
    expect(get(r.f2).Destinatarios).toBeUndefined();
    expect(get(r.f2).Encadenamiento).toEqual({ PrimerRegistro: "S" });
    const r5 = get(r.r5);
    expect(r5.TipoRectificativa).toBe("I");
    expect(r5.FacturasRectificadas.IDFacturaRectificada).toEqual({
      IDEmisorFactura: "B04123451",
      NumSerieFactura: "2027-000001",
      FechaExpedicionFactura: "15-01-2027",
    });
    expect(r5.Desglose.DetalleDesglose.BaseImponibleOimporteNoSujeto).toBe("-49.59");
    expect(get(r.r1).Destinatarios.IDDestinatario.NIF).toBe("12345678Z");
    expect(r5.SistemaInformatico).toEqual({
      NombreRazon: VERIFACTU_SYSTEM.producerName,
      NIF: VERIFACTU_SYSTEM.producerNif,
      NombreSistemaInformatico: VERIFACTU_SYSTEM.systemName,
      IdSistemaInformatico: VERIFACTU_SYSTEM.systemId,
      Version: VERIFACTU_SYSTEM.version,
      NumeroInstalacion: VERIFACTU_SYSTEM.installationNumber,
      TipoUsoPosibleSoloVerifactu: "S",
      TipoUsoPosibleMultiOT: "N",
      IndicadorMultiplesOT: "N",
    });
  });

  it("a submission holds 1 to 1000 records", async () => {
    const { f2 } = await chain();
    expect(() => buildRegFactuXml(taxpayer, [], VERIFACTU_SYSTEM)).toThrow(RangeError);
    const many = Array.from({ length: MAX_RECORDS_PER_SUBMISSION + 1 }, () => once(f2)[0]);
    expect(() => buildRegFactuXml(taxpayer, many, VERIFACTU_SYSTEM)).toThrow(/at most 1000/);
    expect(schemaErrors(buildRegFactuXml(taxpayer, many.slice(1), VERIFACTU_SYSTEM))).toBeNull();
  });
});
