// A stand-in for the tax agency's VERI*FACTU web service: an HTTPS server on 127.0.0.1 that
// requires a client certificate signed by its test CA (mutual TLS, as the agency does), validates
// every request against the agency's schemas (tests/fixtures/aeat) and answers in the agency's
// response format: each record accepted, accepted with errors or rejected (by invoice number), a
// waiting time, a SOAP fault for a request that is not valid, and on demand a 503, an HTML page
// or no answer at all. It counts what it received, so tests can prove each record was sent once.
// The certificates are made here with openssl (Debian's), in a temporary folder.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { create } from "xmlbuilder2";
import { NS_RESPUESTA, NS_SOAP, NS_SUMINISTRO_INFO } from "~/domain/verifactu-xml";
import { regFactuOf, schemaErrors } from "./aeat-schema";

export interface TestPki {
  dir: string;
  caPem: string;
  serverKey: string;
  serverCert: string;
  /** PKCS#12 of the shop's client certificate (organizationIdentifier VATES-<nif>). */
  clientP12: Buffer;
  password: string;
  /** A PKCS#12 signed by another CA: the stand-in refuses it. */
  strangerP12: Buffer;
  caFile: string;
}

function openssl(dir: string, ...args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

/** Makes a CA, the stand-in's server certificate and the shop's client certificate (for `nif`). */
export function makeTestPki(nif: string, opts: { password?: string; days?: number } = {}): TestPki {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aeat-pki-"));
  const password = opts.password ?? "s3cret pass";
  // Arguments without spaces are written as one string and split.
  const run = (args: string, ...rest: string[]) => openssl(dir, ...args.split(" "), ...rest);
  const selfSigned = (name: string, subject: string) =>
    run(`req -x509 -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.pem -days 30 -subj`, subject);
  /** A key and a certificate for `subject` signed by the CA, valid `days`. */
  const signedByCa = (name: string, subject: string, days: string, ...extra: string[]) => {
    run(`req -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.csr -subj`, subject);
    run(`x509 -req -in ${name}.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out ${name}.pem -days ${days}`, ...extra);
  };
  const pkcs12 = (name: string) => run(`pkcs12 -export -inkey ${name}.key -in ${name}.pem -out ${name}.p12 -passout`, `pass:${password}`);

  selfSigned("ca", "/CN=Stand-in AEAT CA");
  fs.writeFileSync(path.join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  signedByCa("server", "/CN=127.0.0.1", "30", "-extfile", "server.ext");
  const subject = `/C=ES/O=Test SL/organizationIdentifier=VATES-${nif}/serialNumber=IDCES-12345678Z/CN=12345678Z TEST (R: ${nif})`;
  signedByCa("client", subject, String(opts.days ?? 30));
  pkcs12("client");
  selfSigned("stranger", `/C=ES/organizationIdentifier=VATES-${nif}/CN=stranger`);
  pkcs12("stranger");
  const read = (f: string) => fs.readFileSync(path.join(dir, f), "utf8");
  return {
    dir,
    caPem: read("ca.pem"),
    serverKey: read("server.key"),
    serverCert: read("server.pem"),
    clientP12: fs.readFileSync(path.join(dir, "client.p12")),
    password,
    strangerP12: fs.readFileSync(path.join(dir, "stranger.p12")),
    caFile: path.join(dir, "ca.pem"),
  };
}

/**
 * Another PKCS#12 of the shop's client certificate from the same CA (so the stand-in accepts it),
 * valid `days` from now; -1 makes one that expired yesterday (openssl 3.0 has no start date).
 */
export function issueClientP12(pki: TestPki, nif: string, days: number, name = `client-${days}-${Date.now()}`): Buffer {
  const run = (...args: string[]) => openssl(pki.dir, ...args);
  const subject = `/C=ES/O=Test SL/organizationIdentifier=VATES-${nif}/serialNumber=IDCES-12345678Z/CN=12345678Z TEST (R: ${nif})`;
  run("req", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject);
  run(
    "x509",
    "-req",
    "-in",
    `${name}.csr`,
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    `${name}.pem`,
    "-days",
    String(days),
  );
  run("pkcs12", "-export", "-inkey", `${name}.key`, "-in", `${name}.pem`, "-out", `${name}.p12`, "-passout", `pass:${pki.password}`);
  return fs.readFileSync(path.join(pki.dir, `${name}.p12`));
}

export type RecordOutcome = { status: "accepted" } | { status: "errors" | "rejected"; code: string; text: string };
/** A whole-request behaviour for the next request(s). */
export type RequestBehaviour = "503" | "html" | "hang";

export interface StandInAgency {
  url: string;
  /** Every record received, by invoice number, in order (a record sent twice appears twice). */
  received: string[];
  /** Requests received (valid or not), and the schema errors of invalid ones. */
  requests: number;
  invalid: string[];
  /** The outcome per invoice number; `defaultOutcome` when not set. */
  outcomes: Map<string, RecordOutcome>;
  defaultOutcome: RecordOutcome;
  /** One-shot behaviours taken by the next requests, in order. */
  next: RequestBehaviour[];
  waitSeconds: number;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (n) => n === "RegistroFactura" });

let csvSeq = 0;

function answerXml(agency: StandInAgency, regFactu: string, accepted: Set<string>): string {
  const doc = parser.parse(regFactu).RegFactuSistemaFacturacion;
  const lines = (doc.RegistroFactura as Record<string, Record<string, Record<string, string>>>[]).map((rf) => {
    const alta = rf.RegistroAlta;
    const id = alta ? alta.IDFactura : undefined;
    const an = rf.RegistroAnulacion?.IDFactura;
    const number = id?.NumSerieFactura ?? an?.NumSerieFacturaAnulada ?? "";
    agency.received.push(number);
    const duplicate = alta && accepted.has(number) && !(alta as unknown as Record<string, string>).Subsanacion;
    const outcome = agency.outcomes.get(number) ?? agency.defaultOutcome;
    if (!duplicate && outcome.status !== "rejected") accepted.add(number);
    const state = duplicate
      ? "Incorrecto"
      : outcome.status === "accepted"
        ? "Correcto"
        : outcome.status === "errors"
          ? "AceptadoConErrores"
          : "Incorrecto";
    return {
      "tikR:IDFactura": {
        "tik:IDEmisorFactura": id?.IDEmisorFactura ?? an?.IDEmisorFacturaAnulada,
        "tik:NumSerieFactura": number,
        "tik:FechaExpedicionFactura": id?.FechaExpedicionFactura ?? an?.FechaExpedicionFacturaAnulada,
      },
      "tikR:Operacion": { "tik:TipoOperacion": alta ? "Alta" : "Anulacion" },
      "tikR:EstadoRegistro": state,
      ...(duplicate
        ? {
            "tikR:CodigoErrorRegistro": "3000",
            "tikR:DescripcionErrorRegistro": "Registro de facturación duplicado.",
            "tikR:RegistroDuplicado": { "tik:IdPeticionRegistroDuplicado": "1", "tik:EstadoRegistroDuplicado": "Correcta" },
          }
        : outcome.status === "accepted"
          ? {}
          : { "tikR:CodigoErrorRegistro": outcome.code, "tikR:DescripcionErrorRegistro": outcome.text }),
    };
  });
  const states = lines.map((l) => l["tikR:EstadoRegistro"]);
  return soapEnvelope({
    "tikR:RespuestaRegFactuSistemaFacturacion": {
      "@xmlns:tikR": NS_RESPUESTA,
      "@xmlns:tik": NS_SUMINISTRO_INFO,
      "tikR:CSV": `A-STANDIN${String(++csvSeq).padStart(6, "0")}`,
      "tikR:DatosPresentacion": {
        "tik:NIFPresentador": doc.Cabecera.ObligadoEmision.NIF,
        "tik:TimestampPresentacion": new Date().toISOString(),
      },
      "tikR:Cabecera": { "tik:ObligadoEmision": doc.Cabecera.ObligadoEmision },
      "tikR:TiempoEsperaEnvio": String(agency.waitSeconds),
      "tikR:EstadoEnvio": states.every((s) => s === "Correcto")
        ? "Correcto"
        : states.every((s) => s === "Incorrecto")
          ? "Incorrecto"
          : "ParcialmenteCorrecto",
      "tikR:RespuestaLinea": lines,
    },
  });
}

/** Every answer of the agency: a SOAP envelope around `body`. */
function soapEnvelope(body: Record<string, unknown>): string {
  return create({ version: "1.0", encoding: "UTF-8" }, { "env:Envelope": { "@xmlns:env": NS_SOAP, "env:Body": body } }).end();
}

function faultXml(code: string, text: string) {
  return soapEnvelope({ "env:Fault": { faultcode: code, faultstring: text } });
}

export async function startStandInAgency(pki: TestPki): Promise<StandInAgency> {
  const accepted = new Set<string>();
  const hanging = new Set<import("node:http").ServerResponse>();
  const agency: StandInAgency = {
    url: "",
    received: [],
    requests: 0,
    invalid: [],
    outcomes: new Map(),
    defaultOutcome: { status: "accepted" },
    next: [],
    waitSeconds: 60,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = https.createServer(
    { key: pki.serverKey, cert: pki.serverCert, ca: pki.caPem, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        agency.requests++;
        const behaviour = agency.next.shift();
        if (behaviour === "hang") return void hanging.add(res);
        if (behaviour === "503") return void res.writeHead(503, { "Content-Type": "text/plain" }).end("Service Unavailable");
        if (behaviour === "html")
          return void res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body><h1>Mantenimiento</h1></body></html>");
        const body = Buffer.concat(chunks).toString("utf8");
        const regFactu = regFactuOf(body);
        const errors = regFactu ? schemaErrors(regFactu) : "no RegFactuSistemaFacturacion in the SOAP body";
        res.setHeader("Content-Type", "text/xml; charset=utf-8");
        if (errors) {
          agency.invalid.push(errors);
          return void res.writeHead(500).end(faultXml("env:Client", `Codigo[4102].El XML no cumple el esquema. ${errors.slice(0, 300)}`));
        }
        res.writeHead(200).end(answerXml(agency, regFactu!, accepted));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  agency.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  return agency;
}
