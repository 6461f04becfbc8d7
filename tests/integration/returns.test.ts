// Returns and rectifying invoices, and full invoices, against real databases: one transaction,
// the rectifying series numbered without gaps, the stock back, the VERI*FACTU chain whole (R5/R1
// records with the rectified invoice), no line returned more times than sold, even by two staff
// at once; full invoices (F1) in their own series and the simplified-invoice limit.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoiceRecords, saleItems, sales, saleServiceLines, tyres } from "~db/schema";
import { type CheckoutInput, checkoutSchemaIn } from "~/domain/checkout";
import { staffMessages } from "~/i18n/staff";
import { invoiceYear } from "~/domain/invoice";
import { invoiceRegisterCsv } from "~/server/inventory/exports.server";
import { getPublicTyre } from "~/server/storefront/storefront.server";
import { dashboardData } from "~/server/dashboard.server";
import { parseForm } from "~/lib/form";
import { returnSchemaIn, type ReturnInput } from "~/domain/returns";
import { fittingLines } from "~/domain/services";
import { listServices } from "~/server/sales/services.server";
import { defectiveReturns, ReturnError, returnableByLine, returnSale } from "~/server/sales/returns.server";
import { createSale, getSaleWithItems, SaleError } from "~/server/sales/sales.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { createTestDatabase, TEST_BACKENDS, oneWinner, type TestDatabase, waitForLockWaiters, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { builtServerFile } from "../helpers/server-process";

function checkout(lines: { tyreId: string; quantity: number }[], extra: Partial<CheckoutInput> = {}): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "card", notes: null, lines, ...extra };
}

function ret(lines: { itemId: number; quantity: number }[], extra: Partial<ReturnInput> = {}): ReturnInput {
  return { reason: "Wrong size fitted", refundMethod: "cash", backOnSale: true, lines, services: [], ...extra };
}

const year = invoiceYear(new Date());
const en = staffMessages("en");
const CHECKOUT_MESSAGES = en.checkout.form;
const checkoutSchema = checkoutSchemaIn(CHECKOUT_MESSAGES, en.services.lines);
const returnSchema = returnSchemaIn(en.invoices.returns.form);

describe.each(TEST_BACKENDS)("returns and rectifying invoices on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function stock(id: string) {
    const [row] = await t.db.select({ quantity: tyres.quantity, status: tyres.status }).from(tyres).where(eq(tyres.id, id));
    return row;
  }

  it("a partial return issues R-series rectifying invoices with negative lines, puts tyres back and keeps the chain whole", async () => {
    const a = await insertTyre(t.db, { quantity: 2, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.50" });
    const b = await insertTyre(t.db, { quantity: 4, unitPriceEur: "80.00", disposalFeeEurPerTyre: "2.50" });
    const sale = await createSale(
      t.db,
      checkout([
        { tyreId: a.id, quantity: 2 },
        { tyreId: b.id, quantity: 1 },
      ]),
    );
    expect(await stock(a.id)).toEqual({ quantity: 0, status: "sold" });
    const [lineA, lineB] = sale.items;

    const r1 = await returnSale(t.db, sale.id, ret([{ itemId: lineA.id, quantity: 1 }], { refundMethod: "transfer" }));
    expect(r1.invoiceNumber).toBe(`R${year}-000001`);
    expect(r1).toMatchObject({
      invoiceType: "R5",
      paymentMethod: "transfer",
      customerName: "Ana García",
      subtotalCents: -5000,
      totalDisposalCents: -250,
      grandTotalCents: -5250,
      depositCents: 0,
      rectifies: { id: sale.id, invoiceNumber: sale.invoiceNumber, invoiceDate: sale.invoiceDate, reason: "Wrong size fitted" },
    });
    expect(r1.items.map((i) => [i.tyreId, i.quantity, i.unitPriceCents, i.lineTotalCents, i.rectifiesItemId])).toEqual([
      [a.id, -1, 5000, -5250, lineA.id],
    ]);
    // Back in stock and on sale.
    expect(await stock(a.id)).toEqual({ quantity: 1, status: "available" });

    // The VERI*FACTU record: R5 (it rectifies a simplified invoice), by differences, naming the original.
    const [rec] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, r1.id));
    expect(rec).toMatchObject({
      invoiceType: "R5",
      invoiceNumber: r1.invoiceNumber,
      rectificationType: "I",
      rectifiedInvoiceNumber: sale.invoiceNumber,
      totalAmountEur: "-52.50",
      totalTaxEur: "-9.11",
    });
    expect(rec.rectifiedIssueDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const [origRec] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, sale.id));
    expect(rec.previousHash).toBe(origRec.hash);

    // A second return: the rest of line A and line B; numbered next in the R series.
    const r2 = await returnSale(
      t.db,
      sale.id,
      ret([
        { itemId: lineA.id, quantity: 1 },
        { itemId: lineB.id, quantity: 1 },
      ]),
    );
    expect(r2.invoiceNumber).toBe(`R${year}-000002`);
    expect(r2.grandTotalCents).toBe(-5250 - 8250);
    expect(await stock(a.id)).toEqual({ quantity: 2, status: "available" });
    expect(await stock(b.id)).toEqual({ quantity: 4, status: "available" });
    expect(await returnableByLine(t.db, sale.id)).toEqual({ items: { [lineA.id]: 0, [lineB.id]: 0 }, services: {} });

    // The original is unchanged and knows its rectifying invoices.
    const original = await getSaleWithItems(t.db, sale.id);
    expect(original).toMatchObject({ grandTotalCents: sale.grandTotalCents, invoiceType: "F2", rectifies: null });
    expect(original!.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(original!.rectifiedBy.map((r) => r.invoiceNumber)).toEqual([r1.invoiceNumber, r2.invoiceNumber]);
    // The simplified series did not move.
    const next = await createSale(t.db, checkout([{ tyreId: b.id, quantity: 1 }]));
    expect(Number(next.invoiceNumber.slice(-6))).toBe(Number(sale.invoiceNumber.slice(-6)) + 1);

    expect(await verifyChain(t.db)).toMatchObject({ ok: true, count: 4 });

    // Audit entry for the return.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "invoice.rectify")).orderBy(asc(auditLog.id));
    expect(audits.map((x) => x.subject)).toEqual([r1.invoiceNumber, r2.invoiceNumber]);
    expect(audits[0].summary).toContain(sale.invoiceNumber);

    // The register lists the rectifying invoices with the invoice they rectify; the dashboard is net.
    const csv = await invoiceRegisterCsv(t.db, { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 86_400_000) });
    const r1Row = csv.split("\r\n").find((l) => l.includes(r1.invoiceNumber))!;
    expect(r1Row).toContain(`R${year}`);
    expect(r1Row).toContain("R5");
    expect(r1Row).toContain(sale.invoiceNumber);
    expect(r1Row).toContain(`${sale.invoiceNumber}, `);
    expect(r1Row.endsWith(";-52,50;")).toBe(true);
    // Sold value is net of returns: this file's first invoices minus their rectifying invoices.
    const stats = await dashboardData(t.db);
    expect(stats.cards.valueSoldCents).toBe(sale.grandTotalCents - 5250 - 13500 + next.grandTotalCents);
  });

  it("a defective return is refunded on its rectifying invoice but keeps the tyres off sale, marked for the supplier's claim", async () => {
    const a = await insertTyre(t.db, { quantity: 2, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.40" });
    const sale = await createSale(t.db, checkout([{ tyreId: a.id, quantity: 2 }]));
    expect(await stock(a.id)).toEqual({ quantity: 0, status: "sold" });
    const [line] = sale.items;

    // The form's choice "no" arrives as backOnSale false.
    const form = new FormData();
    for (const [k, v] of Object.entries({
      reason: "Burbuja en el flanco",
      refundMethod: "card",
      backOnSale: "no",
      "lines.0.itemId": String(line.id),
      "lines.0.quantity": "1",
    }))
      form.set(k, v);
    const parsed = parseForm(returnSchema, form, { nested: true });
    expect(parsed.ok && parsed.data.backOnSale).toBe(false);
    const r = await returnSale(t.db, sale.id, parsed.ok ? parsed.data : ret([]));
    expect(r.grandTotalCents).toBe(-6240);
    // Not back in stock, not on the public site: the tyre stays sold out.
    expect(await stock(a.id)).toEqual({ quantity: 0, status: "sold" });
    expect(await getPublicTyre(t.db, a.id)).toBeNull();
    const [kept] = await t.db.select().from(saleItems).where(eq(saleItems.saleId, r.id));
    expect(kept).toMatchObject({ tyreId: a.id, quantity: -1, backOnSale: false });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subject, r.invoiceNumber));
    expect(entry.summary).toContain("kept off sale as defective");
    // Listed for the supplier's claim: the unit, its tyre, the rectifying invoice and the reason.
    expect((await defectiveReturns(t.db)).find((d) => d.saleId === r.id)).toMatchObject({
      invoiceNumber: r.invoiceNumber,
      tyreId: a.id,
      units: 1,
      reason: "Burbuja en el flanco",
    });

    // The other unit comes back fine: on sale again, its line marked so.
    const r2 = await returnSale(t.db, sale.id, ret([{ itemId: line.id, quantity: 1 }]));
    expect(await stock(a.id)).toEqual({ quantity: 1, status: "available" });
    const [back] = await t.db.select().from(saleItems).where(eq(saleItems.saleId, r2.id));
    expect(back.backOnSale).toBe(true);
    expect((await defectiveReturns(t.db)).some((d) => d.saleId === r2.id)).toBe(false);
    // A bad choice is a message, not a guess.
    form.set("backOnSale", "maybe");
    const bad = parseForm(returnSchema, form, { nested: true });
    expect(bad.ok ? null : bad.fieldErrors.backOnSale).toBe("Say whether the returned tyres can be sold again");
  });

  it("a return can refund service lines: the rectifying invoice and its VERI*FACTU record carry them, the chain verifies", async () => {
    const tyre = await insertTyre(t.db, { rim: 16, quantity: 2, unitPriceEur: "53.16", disposalFeeEurPerTyre: "2.40" });
    const catalogue = await listServices(t.db);
    const fitting = fittingLines(catalogue, [{ tyreId: tyre.id, rim: 16, quantity: 2 }]);
    if (!fitting.ok) throw new Error(fitting.reason.key);
    const sale = await createSale(t.db, checkout([{ tyreId: tyre.id, quantity: 2 }], { services: fitting.lines }));
    const [montaje, equilibrado, valvula] = sale.services;
    expect([montaje.code, equilibrado.code, valvula.code]).toEqual(["MONTAJE", "EQUILIBRADO", "VALVULA"]);
    expect(await returnableByLine(t.db, sale.id)).toEqual({
      items: { [sale.items[0].id]: 2 },
      services: { [montaje.id]: 2, [equilibrado.id]: 2, [valvula.id]: 2 },
    });

    // One fitting refunded alone (the tyres stay sold): a rectifying invoice of that service line only.
    const r1 = await returnSale(t.db, sale.id, ret([], { services: [{ lineId: montaje.id, quantity: 1 }], reason: "Fitting not done" }));
    expect(r1).toMatchObject({ invoiceType: "R5", subtotalCents: -montaje.unitPriceCents, totalDisposalCents: 0 });
    expect(r1.grandTotalCents).toBe(-montaje.unitPriceCents);
    expect(r1.items).toEqual([]);
    expect(r1.services.map((l) => [l.code, l.nameEs, l.rim, l.quantity, l.unitPriceCents, l.lineTotalCents, l.rectifiesLineId])).toEqual([
      ["MONTAJE", montaje.nameEs, 16, -1, montaje.unitPriceCents, -montaje.unitPriceCents, montaje.id],
    ]);
    expect(await stock(tyre.id)).toEqual({ quantity: 0, status: "sold" });
    const [rec1] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.invoiceNumber, r1.invoiceNumber));
    expect(rec1).toMatchObject({ invoiceType: "R5", rectifiedInvoiceNumber: sale.invoiceNumber });
    expect(Number(rec1.totalAmountEur)).toBe(-montaje.unitPriceCents / 100);

    // A tyre with its balancing and valve: tyre and service lines on one rectifying invoice.
    const r2 = await returnSale(
      t.db,
      sale.id,
      ret([{ itemId: sale.items[0].id, quantity: 1 }], {
        services: [
          { lineId: montaje.id, quantity: 0 },
          { lineId: equilibrado.id, quantity: 1 },
          { lineId: valvula.id, quantity: 1 },
        ],
      }),
    );
    const tyreBack = 5316 + 240;
    expect(r2.items.map((i) => [i.quantity, i.lineTotalCents])).toEqual([[-1, -tyreBack]]);
    expect(r2.services.map((l) => [l.code, l.quantity, l.lineTotalCents])).toEqual([
      ["EQUILIBRADO", -1, -equilibrado.unitPriceCents],
      ["VALVULA", -1, -valvula.unitPriceCents],
    ]);
    expect(r2).toMatchObject({
      subtotalCents: -(5316 + equilibrado.unitPriceCents + valvula.unitPriceCents),
      totalDisposalCents: -240,
      grandTotalCents: -(tyreBack + equilibrado.unitPriceCents + valvula.unitPriceCents),
    });
    expect(await stock(tyre.id)).toEqual({ quantity: 1, status: "available" });
    const [rec2] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.invoiceNumber, r2.invoiceNumber));
    expect(Math.round(Number(rec2.totalAmountEur) * 100)).toBe(r2.grandTotalCents);
    expect((await getSaleWithItems(t.db, r2.id))!.services).toEqual(r2.services);

    // More than sold over all returns is refused with the line's message, and nothing is written.
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(saleServiceLines))[0]!.n;
    const before = await count();
    const e = await returnSale(t.db, sale.id, ret([], { services: [{ lineId: montaje.id, quantity: 2 }] })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ReturnError);
    expect((e as ReturnError).fieldErrors).toEqual({
      "services.0.quantity": "Only 1 of this line can be returned (2 sold, 1 already returned)",
    });
    // A line of another invoice is not on this one.
    await expect(returnSale(t.db, sale.id, ret([], { services: [{ lineId: r1.services[0].id, quantity: 1 }] }))).rejects.toBeInstanceOf(
      ReturnError,
    );
    expect(await count()).toBe(before);
    expect(await returnableByLine(t.db, sale.id)).toEqual({
      items: { [sale.items[0].id]: 1 },
      services: { [montaje.id]: 1, [equilibrado.id]: 1, [valvula.id]: 1 },
    });

    // An invoice of services alone (a puncture repair) is refunded in full from the form's fields.
    const puncture = catalogue.find((s) => s.code === "PINCHAZO")!;
    const repair = await createSale(
      t.db,
      checkout([], { services: [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }] }),
    );
    const posted = parseForm(
      returnSchema,
      { reason: "Repair failed", refundMethod: "card", "services.0.lineId": String(repair.services[0].id), "services.0.quantity": "1" },
      { nested: true },
    );
    if (!posted.ok) throw new Error(posted.formError);
    const r3 = await returnSale(t.db, repair.id, posted.data);
    expect(r3.grandTotalCents).toBe(-puncture.priceCents!);
    expect(r3.services.map((l) => [l.code, l.quantity])).toEqual([["PINCHAZO", -1]]);
    // Nothing to return at all is a form message.
    const empty = parseForm(
      returnSchema,
      { reason: "x", refundMethod: "card", "services.0.lineId": String(repair.services[0].id), "services.0.quantity": "0" },
      { nested: true },
    );
    expect(empty).toMatchObject({ ok: false, fieldErrors: { "lines.form": "Enter how many of at least one line come back" } });

    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subject, r2.invoiceNumber));
    expect(audit[0].summary).toContain("Return of 1 tyre and 2 services");
  });

  it("refuses returning more than sold (over several returns), an unknown line, no reason and a rectifying invoice, changing nothing", async () => {
    const a = await insertTyre(t.db, { quantity: 2 });
    const sale = await createSale(t.db, checkout([{ tyreId: a.id, quantity: 2 }]));
    const line = sale.items[0];
    const before = await verifyChain(t.db);

    await expect(returnSale(t.db, sale.id, ret([{ itemId: line.id, quantity: 3 }]))).rejects.toMatchObject({
      name: "ReturnError",
      fieldErrors: { "lines.0.quantity": "Only 2 of this line can be returned (2 sold)" },
    });
    await returnSale(t.db, sale.id, ret([{ itemId: line.id, quantity: 1 }]));
    await expect(returnSale(t.db, sale.id, ret([{ itemId: line.id, quantity: 2 }]))).rejects.toMatchObject({
      fieldErrors: { "lines.0.quantity": "Only 1 of this line can be returned (2 sold, 1 already returned)" },
    });
    await expect(returnSale(t.db, sale.id, ret([{ itemId: 999_999, quantity: 1 }]))).rejects.toBeInstanceOf(ReturnError);
    const [rect] = await t.db.select().from(sales).where(eq(sales.rectifiesSaleId, sale.id));
    await expect(returnSale(t.db, rect.id, ret([{ itemId: line.id, quantity: 1 }]))).rejects.toThrow(/rectifying invoice/);
    await expect(returnSale(t.db, 987_654, ret([{ itemId: line.id, quantity: 1 }]))).rejects.toMatchObject({ kind: "not-found" });

    // The form: no reason, no refund method, a negative or nothing to return are field messages.
    const bad = parseForm(
      returnSchema,
      { reason: " ", refundMethod: "", "lines.0.itemId": String(line.id), "lines.0.quantity": "-1" },
      { nested: true },
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors.reason).toBe("Please give the reason for the return");
      expect(bad.fieldErrors.refundMethod).toBe("Please choose how the money went back");
      expect(bad.fieldErrors["lines.0.quantity"]).toMatch(/whole number/);
    }
    const none = parseForm(
      returnSchema,
      { reason: "x", refundMethod: "cash", "lines.0.itemId": String(line.id), "lines.0.quantity": "0" },
      { nested: true },
    );
    expect(none.ok).toBe(false);

    expect(await stock(a.id)).toEqual({ quantity: 1, status: "available" });
    expect(await returnableByLine(t.db, sale.id)).toEqual({ items: { [line.id]: 1 }, services: {} });
    const after = await verifyChain(t.db);
    expect(after).toMatchObject({ ok: true, count: (before.ok ? before.count : 0) + 1 });
  });

  itRace(backend)("two staff returning the same line at once give one return (the invoice row lock); numbers stay gap-free", async () => {
    const a = await insertTyre(t.db, { quantity: 1 });
    const sale = await createSale(t.db, checkout([{ tyreId: a.id, quantity: 1 }]));
    const line = sale.items[0];
    const [{ before }] = await t.db
      .select({ before: sql<number>`count(*)::int` })
      .from(sales)
      .where(eq(sales.invoiceSeries, "R"));
    const attempts = 8;
    const run = () =>
      Promise.allSettled(
        Array.from({ length: attempts }, (_, i) =>
          returnSale(t.db, sale.id, ret([{ itemId: line.id, quantity: 1 }], { reason: `clerk ${i}` })),
        ),
      );

    // Hold the invoice's row lock while every return starts, and wait until all of them are
    // blocked on it: they really run at the same time, then race for the line when it is freed.
    let pending!: Promise<PromiseSettledResult<unknown>[]>;
    await t.db.transaction(async (tx) => {
      await tx.select().from(sales).where(eq(sales.id, sale.id)).for("update");
      pending = run();
      await waitForLockWaiters(t.db, attempts, "returns are waiting on the invoice lock");
    });
    const results = await pending;
    const refused = oneWinner(results);
    expect(refused).toHaveLength(attempts - 1);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ReturnError);
      expect(reason.fieldErrors["lines.0.quantity"]).toBe("All 1 of this line were already returned");
    }
    expect(await stock(a.id)).toEqual({ quantity: 1, status: "available" });
    const [{ n }] = await t.db
      .select({ n: sql<number>`(-sum(quantity))::int` })
      .from(saleItems)
      .where(eq(saleItems.rectifiesItemId, line.id));
    expect(n).toBe(1);
    const rs = await t.db.select({ seq: sales.invoiceSeq }).from(sales).where(eq(sales.invoiceSeries, "R")).orderBy(asc(sales.invoiceSeq));
    expect(rs.map((r) => r.seq)).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("a full invoice (F1) in its own series names the recipient; its return is R1 and keeps the recipient", async () => {
    const a = await insertTyre(t.db, { quantity: 4, unitPriceEur: "100.00", disposalFeeEurPerTyre: "2.50" });
    const form = parseForm(checkoutSchema, {
      customerName: "Talleres Níjar SL",
      customerTaxId: " b-04.123 451 ",
      customerAddress: "Calle Mayor 1, 04100 Níjar (Almería)",
      paymentMethod: "transfer",
      lines: JSON.stringify([{ tyreId: a.id, quantity: 2 }]),
    });
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    const sale = await createSale(t.db, form.data);
    expect(sale.invoiceNumber).toBe(`F${year}-000001`);
    expect(sale).toMatchObject({ invoiceType: "F1", customerTaxId: "B04123451", customerAddress: "Calle Mayor 1, 04100 Níjar (Almería)" });
    const [rec] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, sale.id));
    expect(rec).toMatchObject({
      invoiceType: "F1",
      recipientNif: "B04123451",
      recipientName: "Talleres Níjar SL",
      totalAmountEur: "205.00",
    });

    const second = await createSale(t.db, { ...form.data, lines: [{ tyreId: a.id, quantity: 1 }] });
    expect(second.invoiceNumber).toBe(`F${year}-000002`);

    const r = await returnSale(t.db, sale.id, ret([{ itemId: sale.items[0].id, quantity: 1 }]));
    expect(r).toMatchObject({ invoiceType: "R1", customerTaxId: "B04123451", grandTotalCents: -10250 });
    const [rrec] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, r.id));
    expect(rrec).toMatchObject({
      invoiceType: "R1",
      rectificationType: "I",
      rectifiedInvoiceNumber: sale.invoiceNumber,
      recipientNif: "B04123451",
    });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });

    const csv = await invoiceRegisterCsv(t.db, { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 86_400_000) });
    const row = csv.split("\r\n").find((l) => l.includes(sale.invoiceNumber) && l.includes("F1"))!;
    expect(row).toContain("B04123451");
    expect(row).toContain("Talleres Níjar SL");
  });

  it("an invalid NIF, or a tax id without an address, is a field message and sells nothing", () => {
    const lines = JSON.stringify([{ tyreId: "T0001A", quantity: 1 }]);
    const bad = parseForm(checkoutSchema, { customerName: "X", customerTaxId: "12345678A", customerAddress: "Calle 1", lines });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { customerTaxId: CHECKOUT_MESSAGES.taxIdCheck } });
    const junk = parseForm(checkoutSchema, { customerName: "X", customerTaxId: "hello", customerAddress: "Calle 1", lines });
    expect(junk).toMatchObject({ ok: false, fieldErrors: { customerTaxId: CHECKOUT_MESSAGES.taxIdFormat } });
    const noAddress = parseForm(checkoutSchema, { customerName: "X", customerTaxId: "12345678Z", lines });
    expect(noAddress).toMatchObject({ ok: false, fieldErrors: { customerAddress: CHECKOUT_MESSAGES.taxIdWithoutAddress } });
  });

  it("a simplified invoice over 3,000.00 EUR is refused (nothing sold); exactly 3,000.00 and a full invoice over it are issued", async () => {
    const a = await insertTyre(t.db, { quantity: 20, unitPriceEur: "300.00", disposalFeeEurPerTyre: "0.00" });
    const before = await verifyChain(t.db);
    const [{ n: salesBefore }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    const err = await createSale(t.db, checkout([{ tyreId: a.id, quantity: 11 }])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SaleError);
    expect((err as SaleError).field).toBe("customerTaxId");
    expect((err as SaleError).message).toBe(CHECKOUT_MESSAGES.overSimplifiedLimit);
    expect(await stock(a.id)).toEqual({ quantity: 20, status: "available" });
    const [{ n: salesAfter }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    expect(salesAfter).toBe(salesBefore);
    expect(await verifyChain(t.db)).toEqual(before);

    const atLimit = await createSale(t.db, checkout([{ tyreId: a.id, quantity: 10 }]));
    expect(atLimit).toMatchObject({ invoiceType: "F2", grandTotalCents: 300_000 });
    const full = await createSale(
      t.db,
      checkout([{ tyreId: a.id, quantity: 10 }], { customerTaxId: "12345678Z", customerAddress: "Calle Real 2, Almería" }),
    );
    expect(full).toMatchObject({ invoiceType: "F1", grandTotalCents: 300_000 });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });
});

describe("npm run invoices:verify with rectifying invoices", () => {
  it("accepts a chain with R records, then reports a rectifying record whose amount was changed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "returns-cli-"));
    try {
      let database = await openDatabase({ dataDir: dir, owner: "returns test" });
      await migrateDatabase(database);
      const a = await insertTyre(database.db, { quantity: 3 });
      const sale = await createSale(database.db, checkout([{ tyreId: a.id, quantity: 3 }]));
      const r = await returnSale(database.db, sale.id, ret([{ itemId: sale.items[0].id, quantity: 2 }]));
      await database.close();

      // The built CLI runs the npm script's own file (scripts/invoices-verify.ts) without compiling
      // the sources first, which took most of this test's time (verifactu.test.ts runs it with tsx).
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "", SEED_DEMO: "0", NODE_ENV: "test" };
      const verify = () =>
        promisify(execFile)(process.execPath, [builtServerFile("cli.js"), "invoices:verify"], { env }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
        );
      const intact = await verify();
      expect(intact).toMatchObject({ code: 0 });
      expect(intact.stdout).toContain("chain intact: 2 records");

      database = await openDatabase({ dataDir: dir, owner: "returns test" });
      await database.db.execute(sql`ALTER TABLE invoice_records DISABLE TRIGGER invoice_records_append_only`);
      await database.db.update(invoiceRecords).set({ totalAmountEur: "-1.00" }).where(eq(invoiceRecords.saleId, r.id));
      await database.close();
      const broken = await verify();
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`invoice ${r.invoiceNumber}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
