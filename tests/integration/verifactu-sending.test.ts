// Sending VERI*FACTU records to a stand-in for the tax agency (tests/helpers/stand-in-agency.ts:
// mutual TLS really required, every request validated against the agency's schemas), on PGlite
// and PostgreSQL: the queue row is written with the invoice, nothing is sent while sending is off,
// every kind of answer is stored per record, transient failures are retried, the agency's waiting
// time holds, two workers send each record once, and a crash between the invoice and the send
// loses nothing. Plus the checks of an uploaded certificate.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoiceRecords, sales, verifactuSettings, verifactuSubmissions } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import type { CheckoutInput } from "~/domain/checkout";
import { SEND_LEASE_MS } from "~/domain/verifactu-sending";
import { createSale } from "~/server/sales/sales.server";
import { returnSale } from "~/server/sales/returns.server";
import { CertificateRejectedError, inspectCertificate, storeCertificate } from "~/server/verifactu/verifactu-certificate.server";
import {
  claimDueRecords,
  countSubmissions,
  resendRejected,
  saveVerifactuSettings,
  submissionForSale,
} from "~/server/verifactu/verifactu-queue.server";
import {
  type AgencyTransport,
  httpsTransport,
  sendDueRecords,
  type SenderOptions,
  TransportError,
} from "~/server/verifactu/verifactu-sender.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { makeTestPki, type StandInAgency, startStandInAgency, type TestPki } from "../helpers/stand-in-agency";

const actor = { id: null, label: "owner@test" } as const;
let pki: TestPki;

beforeAll(() => {
  pki = makeTestPki(shop.nif);
});
afterAll(() => fs.rmSync(pki.dir, { recursive: true, force: true }));

function checkout(tyreId: string, extra: Partial<CheckoutInput> = {}): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId, quantity: 1 }], ...extra };
}

describe("the shop's certificate", () => {
  const now = new Date();
  it("a valid PKCS#12 with its password opens and names the shop's NIF", () => {
    const facts = inspectCertificate(pki.clientP12, pki.password, now);
    expect(facts.nifs).toContain(shop.nif);
    expect(facts.expiresAt.getTime()).toBeGreaterThan(now.getTime());
  });
  it("refuses a file that is not PKCS#12, a wrong password and an expired certificate, with a clear message", () => {
    expect(() => inspectCertificate(Buffer.from("-----BEGIN CERTIFICATE-----\nnot really\n"), pki.password, now)).toThrow(
      /not a PKCS#12 certificate/,
    );
    expect(() => inspectCertificate(pki.clientP12, "wrong", now)).toThrow(/password does not open/);
    expect(() => inspectCertificate(pki.clientP12, pki.password, new Date(now.getTime() + 400 * 86400_000))).toThrow(
      /expired on \d{4}-\d{2}-\d{2}/,
    );
    expect(() => inspectCertificate(Buffer.alloc(0), pki.password, now)).toThrow(CertificateRejectedError);
  });
});

describe.each(TEST_BACKENDS)("VERI*FACTU sending on %s", (backend) => {
  let t: TestDatabase;
  let agency: StandInAgency;
  let certDir: string;
  let clock: Date;
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 10 });
    agency = await startStandInAgency(pki);
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), "verifactu-cert-"));
  });
  afterAll(async () => {
    await agency?.close();
    await t?.close();
    fs.rmSync(certDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock = new Date();
    agency.next.length = 0;
    agency.waitSeconds = 60;
  });

  const options = (over: Partial<SenderOptions> = {}): SenderOptions => ({
    certificateDir: certDir,
    testOverride: { endpoint: agency.url, caFile: pki.caFile },
    now: () => clock,
    log: () => {},
    ...over,
  });

  /** Everything pending is due now, and the agency's waiting time is over. */
  async function allDue() {
    await t.db
      .update(verifactuSubmissions)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(verifactuSubmissions.status, "pending"));
    await t.db.update(verifactuSettings).set({ sendNotBefore: new Date(0) });
  }

  async function sell() {
    const tyre = await insertTyre(t.db, { quantity: 2, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.00" });
    return createSale(t.db, checkout(tyre.id));
  }

  it("an issued invoice is queued in its own transaction; a failed sale queues nothing", async () => {
    const before = await countSubmissions(t.db);
    const sale = await sell();
    expect((await submissionForSale(t.db, sale.id))?.status).toBe("pending");
    const tyre = await insertTyre(t.db, { quantity: 1 });
    await expect(createSale(t.db, checkout(tyre.id, { lines: [{ tyreId: tyre.id, quantity: 5 }] }))).rejects.toThrow();
    const after = await countSubmissions(t.db);
    expect(after.pending).toBe(before.pending + 1);
    const [{ unqueued }] = await t.db
      .select({ unqueued: sql<number>`count(*)::int` })
      .from(invoiceRecords)
      .where(sql`not exists (select 1 from ${verifactuSubmissions} where ${verifactuSubmissions.recordId} = ${invoiceRecords.id})`);
    expect(unqueued).toBe(0);
  });

  it("nothing is sent while sending is off, and sending cannot be turned on without a certificate", async () => {
    expect((await sendDueRecords(t.db, options())).skipped).toBe("off");
    await expect(
      saveVerifactuSettings(t.db, actor, { taxpayerKind: "company", environment: "test", sendingEnabled: true }),
    ).rejects.toThrow(/certificate/);
    expect(agency.requests).toBe(0);
  });

  it("a certificate for another NIF is refused; the shop's is kept outside the database, its password in a private file", async () => {
    const other = makeTestPki("A58818501");
    try {
      await expect(
        storeCertificate(t.db, certDir, { pfx: other.clientP12, password: other.password, shopNif: shop.nif, actor }),
      ).rejects.toThrow(/is for A58818501.*, not for the shop's NIF B04123451/);
    } finally {
      fs.rmSync(other.dir, { recursive: true, force: true });
    }
    const facts = await storeCertificate(t.db, certDir, { pfx: pki.clientP12, password: pki.password, shopNif: shop.nif, actor });
    expect(facts.nifs).toContain(shop.nif);
    const mode = fs.statSync(path.join(certDir, "certificate.pass")).mode & 0o777;
    expect(mode).toBe(0o600);
    const dump =
      JSON.stringify(await t.db.execute(sql`select * from verifactu_settings`)) +
      JSON.stringify(await t.db.execute(sql`select * from audit_log`));
    expect(dump).not.toContain(pki.password);
    expect(dump).toContain(shop.nif);
  });

  it("accepted (with the CSV), accepted with errors and rejected answers are stored per record, in one submission", async () => {
    await saveVerifactuSettings(t.db, actor, { taxpayerKind: "company", environment: "test", sendingEnabled: true });
    const ok = await sell();
    const warn = await sell();
    const bad = await sell();
    agency.outcomes.set(warn.invoiceNumber, { status: "errors", code: "2000", text: "El NIF del destinatario no está identificado." });
    agency.outcomes.set(bad.invoiceNumber, {
      status: "rejected",
      code: "1100",
      text: "Valor o tipo incorrecto del campo: FechaExpedicionFactura",
    });
    await allDue();
    const requestsBefore = agency.requests;
    const report = await sendDueRecords(t.db, options());
    expect(agency.requests).toBe(requestsBefore + 1);
    expect(agency.invalid).toEqual([]);
    expect(report.sent).toBeGreaterThanOrEqual(3);
    const okRow = await submissionForSale(t.db, ok.id);
    expect(okRow).toMatchObject({ status: "accepted", errorCode: null });
    expect(okRow?.csv).toMatch(/^A-STANDIN\d{6}$/);
    expect(await submissionForSale(t.db, warn.id)).toMatchObject({ status: "accepted_with_errors", errorCode: "2000" });
    expect(await submissionForSale(t.db, bad.id)).toMatchObject({
      status: "rejected",
      csv: null,
      errorCode: "1100",
      errorText: "Valor o tipo incorrecto del campo: FechaExpedicionFactura",
    });
  });

  it("the agency's waiting time holds between submissions; a rejected record is re-sent as a correction", async () => {
    const waiting = await sell();
    // The last submission (previous test) asked for 60 s: not before, then at once.
    const [{ sendNotBefore }] = await t.db.select({ sendNotBefore: verifactuSettings.sendNotBefore }).from(verifactuSettings);
    expect(sendNotBefore.getTime() - clock.getTime()).toBeGreaterThan(50_000);
    expect((await sendDueRecords(t.db, options())).skipped).toBe("waiting");
    clock = new Date(sendNotBefore.getTime() - 1000);
    expect((await sendDueRecords(t.db, options())).skipped).toBe("waiting");
    clock = new Date(sendNotBefore.getTime() + 1000);
    expect((await sendDueRecords(t.db, options())).accepted).toBe(1);
    expect((await submissionForSale(t.db, waiting.id))?.status).toBe("accepted");

    const [rejected] = await t.db.select().from(verifactuSubmissions).where(eq(verifactuSubmissions.status, "rejected"));
    const [sale] = await t.db
      .select()
      .from(sales)
      .innerJoin(invoiceRecords, eq(invoiceRecords.saleId, sales.id))
      .where(eq(invoiceRecords.id, rejected!.recordId));
    agency.outcomes.delete(sale!.sales.invoiceNumber);
    await resendRejected(t.db, actor, rejected!.id, { now: clock });
    await expect(resendRejected(t.db, actor, rejected!.id, { now: clock })).rejects.toThrow(/not a rejected one/);
    tick(61_000);
    expect((await sendDueRecords(t.db, options())).accepted).toBe(1);
    expect(await submissionForSale(t.db, sale!.sales.id)).toMatchObject({ status: "accepted", afterRejection: true });
  });

  it("a 503, an HTML page and a timeout are retried with backoff, then the record is accepted once", async () => {
    const sale = await sell();
    await allDue();
    agency.next.push("503");
    expect((await sendDueRecords(t.db, options())).retrying).toBe(1);
    expect(await submissionForSale(t.db, sale.id)).toMatchObject({ status: "pending", lastError: "the agency answered HTTP 503" });
    expect((await sendDueRecords(t.db, options())).skipped).toBe("nothing-due");
    tick(61_000);
    agency.next.push("html");
    expect((await sendDueRecords(t.db, options())).retrying).toBe(1);
    expect((await submissionForSale(t.db, sale.id))?.lastError).toMatch(/HTML page/);
    tick(121_000);
    agency.next.push("hang");
    const cert = { pfx: pki.clientP12, passphrase: pki.password, ca: fs.readFileSync(pki.caFile) };
    expect((await sendDueRecords(t.db, options({ transport: httpsTransport({ ...cert, timeoutMs: 300 }) }))).retrying).toBe(1);
    expect((await submissionForSale(t.db, sale.id))?.lastError).toMatch(/no answer from the agency/);
    tick(301_000);
    const received = agency.received.length;
    expect((await sendDueRecords(t.db, options())).accepted).toBe(1);
    expect(agency.received.slice(received)).toEqual([sale.invoiceNumber]);
    expect(await submissionForSale(t.db, sale.id)).toMatchObject({ status: "accepted", attempts: 4, lastError: null });
  });

  it("mutual TLS is really required: without the shop's certificate, or with another CA's, nothing gets through", async () => {
    const requests = agency.requests;
    const ca = fs.readFileSync(pki.caFile);
    const envelope = "<x/>";
    const noCert: AgencyTransport = (url, body) =>
      new Promise((resolve, reject) => {
        import("node:https").then(({ default: https }) =>
          https
            .request(url, { method: "POST", ca }, (res) => resolve({ status: res.statusCode ?? 0, body: "" }))
            .on("error", (e) => reject(new TransportError(e.message)))
            .end(body),
        );
      });
    await expect(noCert(agency.url, envelope)).rejects.toThrow(TransportError);
    await expect(httpsTransport({ pfx: pki.strangerP12, passphrase: pki.password, ca })(agency.url, envelope)).rejects.toThrow(
      TransportError,
    );
    expect(agency.requests).toBe(requests);
  });

  it("a rectifying invoice (R5) goes through the agency's schema check and is accepted", async () => {
    const sale = await sell();
    const ret = await returnSale(t.db, sale.id, {
      reason: "Defecto",
      refundMethod: "cash",
      lines: [{ itemId: sale.items[0]!.id, quantity: 1 }],
    });
    await allDue();
    await sendDueRecords(t.db, options());
    expect(agency.invalid).toEqual([]);
    expect((await submissionForSale(t.db, ret.id))?.status).toBe("accepted");
  });

  itRace(backend)("two workers at once send each record once, in batches of at most 1000", async () => {
    const sold = [];
    for (let i = 0; i < 12; i++) sold.push(await sell());
    agency.waitSeconds = 0;
    await allDue();
    const start = agency.received.length;
    const worker = async () => {
      for (let i = 0; i < 10; i++) await sendDueRecords(t.db, options({ now: () => new Date(), limit: 5 }));
    };
    await Promise.all([worker(), worker()]);
    const got = agency.received.slice(start);
    expect([...got].sort()).toEqual(sold.map((s) => s.invoiceNumber).sort());
    expect(new Set(got).size).toBe(got.length);
    for (const s of sold) expect((await submissionForSale(t.db, s.id))?.status).toBe("accepted");
  });

  it("a crash between the invoice and the send loses nothing, and a lost answer is not registered twice", async () => {
    const sale = await sell();
    await allDue();
    // A worker claims the batch and dies before sending: after its lease, another one sends it.
    const claim = await claimDueRecords(t.db, clock);
    expect(claim.ok && claim.records.map((r) => r.record.saleId)).toEqual([sale.id]);
    expect((await sendDueRecords(t.db, options())).skipped).toBe("waiting");
    tick(SEND_LEASE_MS + 1000);
    expect((await sendDueRecords(t.db, options())).accepted).toBe(1);

    // The agency registers a record but the answer is lost on the way back: the re-send is
    // answered "duplicate" (3000), which counts as accepted; the record is registered once.
    const next = await sell();
    await allDue();
    const cert = { pfx: pki.clientP12, passphrase: pki.password, ca: fs.readFileSync(pki.caFile) };
    const real = httpsTransport(cert);
    const lossy: AgencyTransport = async (url, body) => {
      await real(url, body);
      throw new TransportError("connection reset");
    };
    expect((await sendDueRecords(t.db, options({ transport: lossy }))).retrying).toBe(1);
    tick(61_000);
    expect((await sendDueRecords(t.db, options())).accepted).toBe(1);
    expect(agency.received.filter((n) => n === next.invoiceNumber)).toHaveLength(2);
    expect((await submissionForSale(t.db, next.id))?.status).toBe("accepted");
  });
});
