// Service lines at the till on real databases: priced from the catalogue, copied onto the invoice
// (a later price change or retirement never changes it), without the end-of-life fee, counted in
// the VERI*FACTU record and chain; the simplified-invoice limit as one rule; refusals change nothing.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sales, saleServiceLines, services } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { checkoutSchemaIn } from "~/domain/checkout";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { fittingLines, type ServiceLineRequest } from "~/domain/services";
import { createSale, getSaleWithItems, SaleError } from "~/server/sales/sales.server";
import { listServices, setServiceRetired, updateService } from "~/server/sales/services.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const OWNER = { id: null, label: "owner@test" };
const CHECKOUT_MESSAGES = staffMessages("en").checkout.form;
const SERVICE_LINE_MESSAGES = staffMessages("en").services.lines;
const checkoutSchema = checkoutSchemaIn(CHECKOUT_MESSAGES, SERVICE_LINE_MESSAGES);
const sale = (lines: CheckoutInput["lines"], services: ServiceLineRequest[], extra: Partial<CheckoutInput> = {}): CheckoutInput => ({
  customerName: "Ana García",
  vehicleReg: null,
  paymentMethod: "cash",
  notes: null,
  lines,
  services,
  ...extra,
});

describe.each(TEST_BACKENDS)("services at the till on %s", (backend) => {
  let t: TestDatabase;
  const code = async (c: string) => (await listServices(t.db, { retired: true })).find((s) => s.code === c)!;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("2 tyres + Add fitting: tyre lines with the fee, service lines without it, the right totals", async () => {
    const tyre = await insertTyre(t.db, { rim: 16, quantity: 4, unitPriceEur: "53.16", disposalFeeEurPerTyre: "2.40" });
    const fitting = fittingLines(await listServices(t.db), [{ tyreId: tyre.id, rim: 16, quantity: 2 }]);
    if (!fitting.ok) throw new Error(fitting.reason.key);
    const invoice = await createSale(t.db, sale([{ tyreId: tyre.id, quantity: 2 }], fitting.lines));
    expect(invoice.invoiceType).toBe("F2");
    expect(invoice.items.map((i) => [i.tyreId, i.quantity, i.lineTotalCents])).toEqual([[tyre.id, 2, 2 * (5316 + 240)]]);
    expect(invoice.services.map((l) => [l.code, l.rim, l.quantity, l.unitPriceCents, l.lineTotalCents, l.forTyreId])).toEqual([
      ["MONTAJE", 16, 2, 1200, 2400, tyre.id],
      ["EQUILIBRADO", 16, 2, 560, 1120, tyre.id],
      ["VALVULA", null, 2, 200, 400, tyre.id],
    ]);
    // Fitted: 53.16 + 2.40 + 19.60 = 75.16 a tyre.
    expect(invoice.grandTotalCents).toBe(2 * 7516);
    expect(invoice.totalDisposalCents).toBe(480);
    expect(invoice.subtotalCents).toBe(2 * 5316 + 2 * 1960);
    expect((await getSaleWithItems(t.db, invoice.id))!.services).toEqual(invoice.services);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("prices are snapshots: a later price change or retirement never changes an issued invoice", async () => {
    const puncture = await code("PINCHAZO");
    const invoice = await createSale(t.db, sale([], [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }]));
    expect(invoice.services[0]).toMatchObject({ nameEs: "Reparación de pinchazo", unitPriceCents: 1500 });
    await updateService(t.db, OWNER, puncture.id, { ...puncture, nameEn: "Tyre repair", priceCents: 1800 });
    await setServiceRetired(t.db, OWNER, puncture.id, true);
    const later = (await getSaleWithItems(t.db, invoice.id))!;
    expect(later.services[0]).toMatchObject({ nameEn: "Puncture repair", unitPriceCents: 1500, lineTotalCents: 1500 });
    expect(later.grandTotalCents).toBe(1500);
    // The retired service cannot be sold any more (it sat in a basket): refused, nothing written.
    const before = (await t.db.select({ n: count() }).from(sales))[0]!.n;
    const e = await createSale(t.db, sale([], [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }])).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(SaleError);
    expect(e).toMatchObject({ field: "services", message: "Tyre repair was retired: remove it from the basket" });
    expect((await t.db.select({ n: count() }).from(sales))[0]!.n).toBe(before);
    await setServiceRetired(t.db, OWNER, puncture.id, false);
    await updateService(t.db, OWNER, puncture.id, puncture);
  });

  it("a service line's quantity edited in the basket is checked on the server at sale time: 0 or 1,000 sells nothing, 3 sells 3", async () => {
    const puncture = await code("PINCHAZO");
    const tyre = await insertTyre(t.db, { rim: 16, quantity: 2, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.40" });
    const fitting = fittingLines(await listServices(t.db), [{ tyreId: tyre.id, rim: 16, quantity: 2 }]);
    if (!fitting.ok) throw new Error(fitting.reason.key);
    // The checkout posts the basket as JSON; the clerk (or a forged request) set the fitting's quantity.
    const post = (quantity: number) =>
      parseForm(checkoutSchema, {
        customerName: "Ana García",
        paymentMethod: "cash",
        lines: JSON.stringify([{ tyreId: tyre.id, quantity: 2 }]),
        services: JSON.stringify([{ ...fitting.lines[0], quantity }, ...fitting.lines.slice(1)]),
      });
    const before = (await t.db.select({ n: count() }).from(sales))[0]!.n;
    for (const bad of [0, 1000, -1, 1.5]) {
      const r = post(bad);
      expect(r.ok, `quantity ${bad}`).toBe(false);
      if (r.ok) continue;
      expect(Object.entries(r.fieldErrors).find(([k]) => k.startsWith("services"))?.[1]).toBe(SERVICE_LINE_MESSAGES.quantity);
    }
    expect((await t.db.select({ n: count() }).from(sales))[0]!.n).toBe(before);

    const ok = post(3);
    if (!ok.ok) throw new Error(ok.formError);
    const invoice = await createSale(t.db, ok.data);
    const [montaje] = invoice.services;
    expect([montaje.code, montaje.quantity, montaje.lineTotalCents]).toEqual(["MONTAJE", 3, 3 * montaje.unitPriceCents]);
    expect(invoice.grandTotalCents).toBe(2 * 6240 + invoice.services.reduce((a, l) => a + l.lineTotalCents, 0));
    // A job service edited to 2 is two jobs.
    const two = parseForm(checkoutSchema, {
      customerName: "Ana García",
      services: JSON.stringify([{ serviceId: puncture.id, rim: null, quantity: 2, forTyreId: null }]),
    });
    if (!two.ok) throw new Error(two.formError);
    expect((await createSale(t.db, two.data)).grandTotalCents).toBe(2 * puncture.priceCents!);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("refuses a rim the service has no price for, and a fitting for a tyre not in the sale", async () => {
    const fitting = await code("MONTAJE");
    await expect(createSale(t.db, sale([], [{ serviceId: fitting.id, rim: 22, quantity: 1, forTyreId: null }]))).rejects.toMatchObject({
      message: "Fitting has no price for R22",
    });
    await expect(createSale(t.db, sale([], [{ serviceId: fitting.id, rim: null, quantity: 1, forTyreId: null }]))).rejects.toMatchObject({
      message: "Fitting is priced by rim: choose the rim",
    });
    await expect(createSale(t.db, sale([], [{ serviceId: fitting.id, rim: 16, quantity: 1, forTyreId: "T0ZZZZ" }]))).rejects.toMatchObject({
      message: "The fitting is for tyre T0ZZZZ, which is not in this sale",
    });
  });

  it("the simplified limit: goods + their fitting 2,999.99 is simplified; services alone 400.01 needs the tax id", async () => {
    const valve = await code("VALVULA"); // 2.00 a tyre
    const nitrogen = await code("NITROGENO"); // 2.50 a tyre
    const tyre = await insertTyre(t.db, { rim: 17, quantity: 1, unitPriceEur: "2995.49", disposalFeeEurPerTyre: "0.00" });
    const lines: ServiceLineRequest[] = [
      { serviceId: valve.id, rim: null, quantity: 1, forTyreId: tyre.id },
      { serviceId: nitrogen.id, rim: null, quantity: 1, forTyreId: tyre.id },
    ];
    // 2,995.49 + 2.00 + 2.50 = 2,999.99: goods with their fitting, simplified.
    const ok = await createSale(t.db, sale([{ tyreId: tyre.id, quantity: 1 }], lines));
    expect(ok.grandTotalCents).toBe(299_999);
    expect(ok.invoiceType).toBe("F2");

    // Services alone: 400.00 is simplified, 400.01 is refused without the tax id, issued with it.
    const alignment = await code("ALINEADO"); // 45.00 a job
    const puncture = await code("PINCHAZO"); // 15.00 a job
    const nitrogenOne = { serviceId: nitrogen.id, rim: null, quantity: 1, forTyreId: null }; // 2.50
    // 8 alignments (360.00) + 2 punctures (30.00) + 4 nitrogen (10.00) = 400.00
    const exactly400: ServiceLineRequest[] = [
      { serviceId: alignment.id, rim: null, quantity: 8, forTyreId: null },
      { serviceId: puncture.id, rim: null, quantity: 2, forTyreId: null },
      { ...nitrogenOne, quantity: 4 },
    ];
    expect((await createSale(t.db, sale([], exactly400))).invoiceType).toBe("F2");
    // 400.01 cannot be made of these prices: a service priced 0.01 is added for the test.
    const cent = await t.db
      .insert(services)
      .values({ code: "CENT", nameEs: "Céntimo", nameEn: "Cent", unit: "job", priceEur: "0.01" })
      .returning();
    const over = [...exactly400, { serviceId: cent[0]!.id, rim: null, quantity: 1, forTyreId: null }];
    const before = (await t.db.select({ n: count() }).from(saleServiceLines))[0]!.n;
    const refused = await createSale(t.db, sale([], over)).catch((x: unknown) => x);
    expect(refused).toBeInstanceOf(SaleError);
    expect(refused).toMatchObject({ field: "customerTaxId" });
    expect((refused as Error).message).toMatch(/^Services over €400.00/);
    expect((await t.db.select({ n: count() }).from(saleServiceLines))[0]!.n).toBe(before);
    const full = await createSale(t.db, sale([], over, { customerTaxId: "B04123451", customerAddress: "Calle Mayor 1, Almería" }));
    expect(full).toMatchObject({ invoiceType: "F1", grandTotalCents: 40_001 });
    // Tyres over 3,000.00 keep the message they always had.
    const dear = await insertTyre(t.db, { quantity: 1, unitPriceEur: "3000.00", disposalFeeEurPerTyre: "0.01" });
    await expect(createSale(t.db, sale([{ tyreId: dear.id, quantity: 1 }], []))).rejects.toMatchObject({
      message: CHECKOUT_MESSAGES.overSimplifiedLimit,
    });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });
});
