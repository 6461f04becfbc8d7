// A full invoice in place of simplified ones (F3) and the cancellation of an invoice issued in
// error (anulación), against real databases (decision 106): their VERI*FACTU records chained in
// order with the sales and sent through the stand-in agency (every request checked against the
// agency's schemas) and accepted; two clerks replacing the same invoice at once give one F3; the
// refusals; the stock back after a cancellation; the end of day, the register and the dashboard
// counting the money once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceRecords, invoiceReplacements, sales, tyres, verifactuSettings, verifactuSubmissions } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import type { CheckoutInput } from "~/domain/checkout";
import { parseDateRange } from "~/domain/invoice-register";
import { staffMessages } from "~/i18n/staff";
import type { ReplacementInput } from "~/domain/invoice-replacement";
import { formatIssueDate } from "~/domain/verifactu";
import { shopToday } from "~/lib/shop-clock";
import { dashboardData } from "~/server/dashboard.server";
import { invoiceRegisterCsv } from "~/server/inventory/exports.server";
import { CancellationError, cancelInvoice } from "~/server/sales/cancellation.server";
import { closeDay, readDayFigures, reopenDay } from "~/server/sales/end-of-day.server";
import { ReplacementError, replaceInvoices, replacementStart } from "~/server/sales/replacement.server";
import { ReturnError, returnSale } from "~/server/sales/returns.server";
import { createSale, getSaleWithItems } from "~/server/sales/sales.server";
import { storeCertificate } from "~/server/verifactu/verifactu-certificate.server";
import { saveVerifactuSettings, submissionForSale } from "~/server/verifactu/verifactu-queue.server";
import { sendDueRecords } from "~/server/verifactu/verifactu-sender.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { createTestDatabase, itRace, oneWinner, TEST_BACKENDS, type TestDatabase, waitForLockWaiters } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { makeTestPki, type StandInAgency, startStandInAgency, type TestPki } from "../helpers/stand-in-agency";

const owner = { id: "owner-1", label: "owner@shop.test" } as const;
let pki: TestPki;
beforeAll(() => {
  pki = makeTestPki(shop.nif);
});
afterAll(() => fs.rmSync(pki.dir, { recursive: true, force: true }));

const recipient = { customerName: "Ana García Autónoma", customerTaxId: "12345678Z", customerAddress: "Calle Real 1, 04001 Almería" };
const replace = (invoices: number[], over: Partial<ReplacementInput> = {}): ReplacementInput => ({
  invoices,
  otherNumbers: [],
  ...recipient,
  ...over,
});

describe.each(TEST_BACKENDS)("full invoices in place of simplified ones, and cancellations, on %s", (backend) => {
  let t: TestDatabase;
  let agency: StandInAgency;
  let certDir: string;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 20 });
    agency = await startStandInAgency(pki);
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), "verifactu-cert-"));
  });
  afterAll(async () => {
    await agency?.close();
    await t?.close();
    fs.rmSync(certDir, { recursive: true, force: true });
  });

  let phone = 600_100_000;
  /** A simplified invoice of one tyre for a customer known by a phone (a new customer unless `phoneOf` is given). */
  async function sell(over: Partial<CheckoutInput> = {}, quantity = 1) {
    const tyre = await insertTyre(t.db, { quantity: 4, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.50" });
    return createSale(
      t.db,
      {
        customerName: "Ana García",
        customerPhone: `${++phone}`,
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: tyre.id, quantity }],
        ...over,
      },
      { actor: owner },
    );
  }
  const stock = async (id: string) =>
    (await t.db.select({ quantity: tyres.quantity, status: tyres.status }).from(tyres).where(eq(tyres.id, id)))[0];

  it("replaces two simplified invoices of one customer by an F3 with their lines and totals, which counts no new money", async () => {
    const a = await sell({ customerPhone: "611000001" }, 2);
    const b = await sell({ customerPhone: "611000001", paymentMethod: "card" });
    expect(b.invoiceNumber > a.invoiceNumber).toBe(true);
    const today = shopToday();
    const dayBefore = await readDayFigures(t.db, today);
    const soldBefore = (await dashboardData(t.db)).cards.valueSoldCents;

    const start = await replacementStart(t.db, a.id);
    expect(start?.candidates.map((c) => c.invoiceNumber)).toEqual([a.invoiceNumber, b.invoiceNumber]);
    const f3 = await replaceInvoices(t.db, replace([b.id, a.id]), { actor: owner });
    expect(f3.invoiceNumber).toMatch(/^F\d{4}-\d{6}$/);
    expect(f3).toMatchObject({
      invoiceType: "F3",
      customerName: recipient.customerName,
      customerTaxId: "12345678Z",
      customerAddress: recipient.customerAddress,
      grandTotalCents: a.grandTotalCents + b.grandTotalCents,
      subtotalCents: a.subtotalCents + b.subtotalCents,
      totalDisposalCents: a.totalDisposalCents + b.totalDisposalCents,
    });
    expect(f3.replaces.map((r) => r.invoiceNumber)).toEqual([a.invoiceNumber, b.invoiceNumber]);
    expect(f3.items.map((i) => [i.tyreId, i.quantity, i.lineTotalCents])).toEqual(
      [...a.items, ...b.items].map((i) => [i.tyreId, i.quantity, i.lineTotalCents]),
    );
    // The replaced invoices keep their numbers and say what replaced them.
    for (const s of [a, b]) {
      const view = await getSaleWithItems(t.db, s.id);
      expect(view).toMatchObject({ invoiceNumber: s.invoiceNumber, replacedBy: { id: f3.id, invoiceNumber: f3.invoiceNumber } });
    }
    // Its record: F3, the recipient, the replaced invoices as issued, chained after the sales.
    const [rec] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, f3.id));
    expect(rec).toMatchObject({
      invoiceType: "F3",
      recordKind: "alta",
      recipientNif: "12345678Z",
      totalAmountEur: (f3.grandTotalCents / 100).toFixed(2),
      replacedInvoices: [
        { invoiceNumber: a.invoiceNumber, issueDate: formatIssueDate(new Date(a.invoiceDate)) },
        { invoiceNumber: b.invoiceNumber, issueDate: formatIssueDate(new Date(b.invoiceDate)) },
      ],
    });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });

    // The money once: the day's figures and the dashboard gain no sale; the Z counts the replacement.
    const dayAfter = await readDayFigures(t.db, today);
    expect(dayAfter.salesCents).toBe(dayBefore.salesCents);
    expect(dayAfter.takenByMethod).toEqual(dayBefore.takenByMethod);
    expect(dayAfter.invoiceCount).toBe(dayBefore.invoiceCount);
    expect(dayAfter.replacementCount).toBe(dayBefore.replacementCount + 1);
    expect((await dashboardData(t.db)).cards.valueSoldCents).toBe(soldBefore);

    // The register lists all three, the F3 out of the total.
    const range = parseDateRange(today, today, today, staffMessages("en").invoices.range);
    if (!range.ok) throw new Error(range.message);
    const rows = (await invoiceRegisterCsv(t.db, range))
      .slice(1)
      .split("\r\n")
      .filter(Boolean)
      .map((l) => l.split(";"));
    const row = (n: string) => rows.find((r) => r[2] === n)!;
    expect(row(f3.invoiceNumber).at(-1)).toBe(
      `Sustituye a ${a.invoiceNumber} (${fmtDay(a.invoiceDate)}), ${b.invoiceNumber} (${fmtDay(b.invoiceDate)})`,
    );
    expect(row(a.invoiceNumber).at(-1)).toBe(`Sustituida por ${f3.invoiceNumber}`);
    const listed = rows.slice(1, -1).filter((r) => !r.at(-1)!.startsWith("Sustituye") && !r.at(-1)!.startsWith("Anulada"));
    const sum = listed.reduce((s, r) => s + Math.round(Number(r[10]!.replace(",", ".")) * 100), 0);
    expect(Math.round(Number(rows.at(-1)![10]!.replace(",", ".")) * 100)).toBe(sum);

    // A return of a replaced invoice is refused: it is recorded on the F3 (an R1).
    await expect(
      returnSale(t.db, a.id, { reason: "x", refundMethod: "cash", lines: [{ itemId: a.items[0]!.id, quantity: 1 }] }),
    ).rejects.toThrow(ReturnError);
    const r1 = await returnSale(t.db, f3.id, {
      reason: "Wrong size",
      refundMethod: "cash",
      lines: [{ itemId: f3.items[0]!.id, quantity: 1 }],
    });
    expect(r1).toMatchObject({ invoiceType: "R1", customerTaxId: "12345678Z" });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("refuses an invoice already replaced, one with a return, a cancelled one, another customer's, and a wrong tax id", async () => {
    const a = await sell({ customerPhone: "611000002" });
    const b = await sell({ customerPhone: "611000003" });
    await expect(replaceInvoices(t.db, replace([a.id, b.id]))).rejects.toThrow(`${b.invoiceNumber} belongs to another customer`);
    const f3 = await replaceInvoices(t.db, replace([a.id]));
    await expect(replaceInvoices(t.db, replace([a.id]))).rejects.toThrow(`${a.invoiceNumber} was already replaced by ${f3.invoiceNumber}`);
    await expect(replaceInvoices(t.db, replace([f3.id]))).rejects.toThrow(/is not a simplified invoice/);

    const c = await sell();
    await returnSale(t.db, c.id, { reason: "Wrong size", refundMethod: "cash", lines: [{ itemId: c.items[0]!.id, quantity: 1 }] });
    await expect(replaceInvoices(t.db, replace([c.id]))).rejects.toThrow(/has a return/);
    const d = await sell();
    await cancelInvoice(t.db, d.id, { reason: "Issued twice" }, { actor: owner });
    await expect(replaceInvoices(t.db, replace([d.id]))).rejects.toThrow(/is cancelled/);
    expect(await replacementStart(t.db, d.id)).toBeNull();

    // Invoices without a customer record go together when the clerk names them (by number too).
    const w1 = await sell({ customerPhone: undefined });
    const w2 = await sell({ customerPhone: undefined });
    expect(w1.id && (await t.db.select({ c: sales.customerId }).from(sales).where(eq(sales.id, w1.id)))[0]!.c).toBeNull();
    const mixed = replaceInvoices(t.db, replace([w1.id, b.id]));
    await expect(mixed).rejects.toThrow(ReplacementError);
    const walkIn = await replaceInvoices(t.db, replace([w1.id], { otherNumbers: [w2.invoiceNumber] }));
    expect(walkIn.replaces.map((r) => r.invoiceNumber)).toEqual([w1.invoiceNumber, w2.invoiceNumber]);
    await expect(replaceInvoices(t.db, replace([], { otherNumbers: ["2020-000999"] }))).rejects.toThrow("There is no invoice 2020-000999");
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  itRace(backend)(
    "two clerks replacing the same invoice at once give one F3 (the invoice rows locked); the F series stays gap-free",
    async () => {
      const a = await sell({ customerPhone: "611000004" });
      const b = await sell({ customerPhone: "611000004" });
      const attempts = 6;
      let pending!: Promise<PromiseSettledResult<unknown>[]>;
      await t.db.transaction(async (tx) => {
        await tx.select().from(sales).where(eq(sales.id, a.id)).for("update");
        pending = Promise.allSettled(
          Array.from({ length: attempts }, (_, i) => replaceInvoices(t.db, replace(i % 2 ? [a.id, b.id] : [a.id]), { actor: owner })),
        );
        await waitForLockWaiters(t.db, attempts, "replacements are waiting on the invoice lock");
      });
      const refused = oneWinner(await pending);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ReplacementError);
        expect(reason.message).toMatch(/was already replaced by F/);
      }
      expect(await t.db.select().from(invoiceReplacements).where(eq(invoiceReplacements.replacedSaleId, a.id))).toHaveLength(1);
      const fs = await t.db
        .select({ seq: sales.invoiceSeq })
        .from(sales)
        .where(eq(sales.invoiceSeries, "F"))
        .orderBy(asc(sales.invoiceSeq));
      expect(fs.map((r) => r.seq)).toEqual(Array.from({ length: fs.length }, (_, i) => i + 1));
      expect(await verifyChain(t.db)).toMatchObject({ ok: true });
    },
  );

  it("cancels an invoice: its tyres back on sale, its money out of its open day, a RegistroAnulacion chained and queued", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2, unitPriceEur: "80.00", disposalFeeEurPerTyre: "2.50" });
    const sale = await createSale(
      t.db,
      { customerName: "Luis", vehicleReg: null, paymentMethod: "card", notes: null, lines: [{ tyreId: tyre.id, quantity: 2 }] },
      { actor: owner },
    );
    expect(await stock(tyre.id)).toEqual({ quantity: 0, status: "sold" });
    const today = shopToday();
    const before = await readDayFigures(t.db, today);
    const soldBefore = (await dashboardData(t.db)).cards.valueSoldCents;

    const cancelled = await cancelInvoice(t.db, sale.id, { reason: "Charged to the wrong customer" }, { actor: owner });
    expect(cancelled).toMatchObject({
      invoiceNumber: sale.invoiceNumber,
      cancellation: { by: owner.label, reason: "Charged to the wrong customer" },
    });
    expect(await stock(tyre.id)).toEqual({ quantity: 2, status: "available" });
    const after = await readDayFigures(t.db, today);
    expect(after.invoiceCount).toBe(before.invoiceCount - 1);
    expect(after.cancelledCount).toBe(before.cancelledCount + 1);
    expect(after.salesCents).toBe(before.salesCents - sale.grandTotalCents);
    expect(after.takenByMethod.card).toBe(before.takenByMethod.card - sale.grandTotalCents);
    expect((await dashboardData(t.db)).cards.valueSoldCents).toBe(soldBefore - sale.grandTotalCents);

    const records = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, sale.id)).orderBy(asc(invoiceRecords.id));
    expect(records.map((r) => r.recordKind)).toEqual(["alta", "anulacion"]);
    expect(records[1]).toMatchObject({ invoiceNumber: sale.invoiceNumber, issueDate: records[0]!.issueDate });
    expect((await submissionForSale(t.db, sale.id, "anulacion"))?.status).toBe("pending");
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });

    // The register lists it as cancelled, out of the total.
    const range = parseDateRange(today, today, today, staffMessages("en").invoices.range);
    if (!range.ok) throw new Error(range.message);
    expect(await invoiceRegisterCsv(t.db, range)).toContain(`Anulada el ${fmtDay(new Date())}: Charged to the wrong customer`);

    // Once: a second cancellation, a return of it, a replacement of it are refused.
    await expect(cancelInvoice(t.db, sale.id, { reason: "again" })).rejects.toThrow(/already cancelled/);
    await expect(
      returnSale(t.db, sale.id, { reason: "x", refundMethod: "cash", lines: [{ itemId: sale.items[0]!.id, quantity: 1 }] }),
    ).rejects.toThrow(/cancelled/);
  });

  it("refuses cancelling an invoice with a return, a replaced one, an F3, and one whose day is closed until the owner reopens it", async () => {
    const a = await sell();
    await returnSale(t.db, a.id, { reason: "Wrong size", refundMethod: "cash", lines: [{ itemId: a.items[0]!.id, quantity: 1 }] });
    await expect(cancelInvoice(t.db, a.id, { reason: "error" })).rejects.toThrow(CancellationError);
    await expect(cancelInvoice(t.db, a.id, { reason: "error" })).rejects.toThrow(`${a.invoiceNumber} has a return`);
    const b = await sell({ customerPhone: "611000005" });
    const f3 = await replaceInvoices(t.db, replace([b.id]));
    await expect(cancelInvoice(t.db, b.id, { reason: "error" })).rejects.toThrow(`was replaced by ${f3.invoiceNumber}`);
    await expect(cancelInvoice(t.db, f3.id, { reason: "error" })).rejects.toThrow(/replaces simplified invoices/);

    // A closed day: its Z counted the money. Reopened, the invoice can be cancelled.
    const day = "2025-06-02";
    const tyre = await insertTyre(t.db, { quantity: 1 });
    const old = await createSale(
      t.db,
      { customerName: "Old", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId: tyre.id, quantity: 1 }] },
      { now: () => new Date("2025-06-02T10:00:00Z") },
    );
    const closing = await closeDay(t.db, owner, { day, openingFloat: 0, countedCash: 0, cardTerminal: null, notes: "Counted later" });
    await expect(cancelInvoice(t.db, old.id, { reason: "error" })).rejects.toThrow(
      `(${closing.zNumber}): the owner reopens that day first`,
    );
    await reopenDay(t.db, owner, { day, reason: "Cancel an invoice issued in error" });
    await cancelInvoice(t.db, old.id, { reason: "error" }, { actor: owner });
    expect(await readDayFigures(t.db, day)).toMatchObject({ invoiceCount: 0, cancelledCount: 1, salesCents: 0 });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("sends the F3 and the cancellation records through the stand-in agency, valid against its schemas, and they are accepted", async () => {
    await storeCertificate(t.db, certDir, { pfx: pki.clientP12, password: pki.password, shopNif: shop.nif, actor: owner });
    await saveVerifactuSettings(t.db, owner, { taxpayerKind: "company", environment: "test", sendingEnabled: true });
    const options = { certificateDir: certDir, testOverride: { endpoint: agency.url, caFile: pki.caFile }, log: () => {} };
    for (let i = 0; i < 20; i++) {
      await t.db
        .update(verifactuSubmissions)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(verifactuSubmissions.status, "pending"));
      await t.db.update(verifactuSettings).set({ sendNotBefore: new Date(0) });
      const report = await sendDueRecords(t.db, options);
      if (report.skipped === "nothing-due") break;
    }
    expect(agency.invalid).toEqual([]);
    const states = await t.db
      .select({ kind: invoiceRecords.recordKind, type: invoiceRecords.invoiceType, status: verifactuSubmissions.status })
      .from(verifactuSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, verifactuSubmissions.recordId));
    expect(states.filter((s) => s.status !== "accepted")).toEqual([]);
    expect(states.some((s) => s.type === "F3")).toBe(true);
    expect(states.some((s) => s.kind === "anulacion")).toBe(true);
    // Each record was received once, and the cancellations as cancellations.
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoiceRecords);
    expect(agency.received).toHaveLength(n);
  });
});

function fmtDay(d: string | Date): string {
  return new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(d),
  );
}
