// Discounts and free lines at the till on real databases: a line's discount (a percentage, an
// amount, an agreed price) comes off the goods (never the end-of-life fee), the invoice, its
// VERI*FACTU record and the audit log carry the discounted amounts; a free line (a part not in
// stock) is sold at its typed price; a return gives back what was paid; a counter account's
// discount above the owner's limit is refused, changing nothing, unless an owner approves it with
// their e-mail and password at the till.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoiceRecords, sales, tyres } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { staffMessages } from "~/i18n/staff";
import { signedTaxFromInclusiveTotal } from "~/domain/invoice";
import { createSale, getSaleWithItems, SaleError } from "~/server/sales/sales.server";
import { listServices } from "~/server/sales/services.server";
import { returnSale } from "~/server/sales/returns.server";
import { readDayFigures } from "~/server/sales/end-of-day.server";
import { shopIsoDate, shopToday } from "~/lib/shop-clock";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { action as checkoutAction } from "~/routes/staff/checkout";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { toCents } from "~/domain/money";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { callRoute, clearApp } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { setTestAuth, setTestDatabase } from "../helpers/test-shop";

const sale = (extra: Partial<CheckoutInput>): CheckoutInput => ({
  customerName: "Ana García",
  vehicleReg: null,
  paymentMethod: "card",
  notes: null,
  lines: [],
  ...extra,
});
const regular = { kind: "percent" as const, value: 1000, reason: "Cliente habitual" };

describe.each(TEST_BACKENDS)("discounts and free lines at the till on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const salesCount = async () => (await t.db.select({ n: count() }).from(sales))[0]!.n;
  const stock = async (id: string) => (await t.db.select({ q: tyres.quantity }).from(tyres).where(eq(tyres.id, id)))[0]!.q;

  it("a discounted sale: the discounts come off the goods, the free line sells at its price, and the invoice, record and audit say so", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4, unitPriceEur: "89.90", disposalFeeEurPerTyre: "2.40" });
    const puncture = (await listServices(t.db)).find((s) => s.code === "PINCHAZO")!;
    const day = shopToday();
    const before = await readDayFigures(t.db, day);
    const invoice = await createSale(
      t.db,
      sale({
        lines: [{ tyreId: tyre.id, quantity: 2, discount: regular }],
        services: [
          { serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null, discount: { kind: "amount", value: 300, reason: "Redondeo" } },
        ],
        freeLines: [{ description: "Sensor TPMS", unitPriceCents: 4500, quantity: 1 }],
      }),
    );
    // 2 x 89,90 = 179,80, 10 % off = 17,98; the fee 2 x 2,40 is not discounted.
    expect(invoice.items).toMatchObject([
      {
        tyreId: tyre.id,
        unitPriceCents: 8990,
        discountCents: 1798,
        discountReason: "Cliente habitual",
        lineTotalCents: 17980 + 480 - 1798,
      },
    ]);
    expect(invoice.services).toMatchObject([
      { code: "PINCHAZO", unitPriceCents: 1500, discountCents: 300, discountReason: "Redondeo", lineTotalCents: 1200 },
      {
        serviceId: null,
        code: "",
        nameEs: "Sensor TPMS",
        nameEn: "Sensor TPMS",
        unitPriceCents: 4500,
        discountCents: 0,
        lineTotalCents: 4500,
      },
    ]);
    const total = 17980 + 480 - 1798 + 1200 + 4500;
    expect(invoice.grandTotalCents).toBe(total);
    expect(invoice.totalDisposalCents).toBe(480);
    expect(invoice.subtotalCents).toBe(total - 480);
    expect((await getSaleWithItems(t.db, invoice.id))!).toMatchObject({
      items: invoice.items,
      services: invoice.services,
      grandTotalCents: total,
    });
    // The tax agency's record totals the discounted amounts.
    const [record] = await t.db.select().from(invoiceRecords).where(eq(invoiceRecords.saleId, invoice.id));
    expect(toCents(record!.totalAmountEur)).toBe(total);
    expect(toCents(record!.totalTaxEur)).toBe(signedTaxFromInclusiveTotal(total, 21).vatCents);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.issue"), eq(auditLog.subject, invoice.invoiceNumber)));
    expect(entry!.after).toMatchObject({
      grandTotalCents: total,
      lines: [{ tyreId: tyre.id, quantity: 2, discountCents: 1798, discountReason: "Cliente habitual" }],
      services: [
        { code: "PINCHAZO", quantity: 1, discountCents: 300, discountReason: "Redondeo" },
        { code: null, description: "Sensor TPMS", unitPriceCents: 4500, quantity: 1 },
      ],
    });

    // A return gives back what was paid: one tyre takes half the discount, the second the rest.
    // The end of day counts the discounts given on the day's sales: this invoice's 17,98 + 3,00.
    expect(shopIsoDate(new Date(invoice.invoiceDate))).toBe(day);
    const given = { discountsCents: before.discountsCents! + 1798 + 300, discountedInvoiceCount: before.discountedInvoiceCount! + 1 };
    expect(await readDayFigures(t.db, day)).toMatchObject(given);

    const [line] = invoice.items;
    const first = await returnSale(t.db, invoice.id, {
      reason: "Talla equivocada",
      refundMethod: "card",
      backOnSale: true,
      lines: [{ itemId: line!.id, quantity: 1 }],
    });
    expect(first.items).toMatchObject([
      { quantity: -1, discountCents: -899, discountReason: "Cliente habitual", lineTotalCents: -(8990 + 240 - 899) },
    ]);
    const second = await returnSale(t.db, invoice.id, {
      reason: "Talla equivocada",
      refundMethod: "card",
      backOnSale: true,
      lines: [{ itemId: line!.id, quantity: 1 }],
    });
    expect(first.grandTotalCents + second.grandTotalCents).toBe(-(17980 + 480 - 1798));
    expect(await stock(tyre.id)).toBe(4);
    // The returns refund money; they do not take back the discounts given that day.
    expect(await readDayFigures(t.db, day)).toMatchObject(given);
    // The rectifying invoices' lines add up to their records too.
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it("an agreed unit price is a discount of the difference; a discount of the whole line, or of nothing, is refused and changes nothing", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.00" });
    const agreed = await createSale(
      t.db,
      sale({ lines: [{ tyreId: tyre.id, quantity: 1, discount: { kind: "price", value: 5500, reason: "Precio redondo" } }] }),
    );
    expect(agreed.items[0]).toMatchObject({ unitPriceCents: 6000, discountCents: 500, lineTotalCents: 5700 });
    const before = await salesCount();
    const refused = (d: NonNullable<CheckoutInput["lines"][number]["discount"]>) =>
      createSale(t.db, sale({ lines: [{ tyreId: tyre.id, quantity: 1, discount: d }] })).catch((e: unknown) => e);
    const whole = await refused({ kind: "amount", value: 6000, reason: "Regalo" });
    expect(whole).toBeInstanceOf(SaleError);
    expect(whole).toMatchObject({ field: "discount", message: expect.stringMatching(/takes the whole line/) });
    expect(await refused({ kind: "price", value: 6500, reason: "Más caro" })).toMatchObject({
      field: "discount",
      message: expect.stringMatching(/takes nothing off/),
    });
    expect(await salesCount()).toBe(before);
    expect(await stock(tyre.id)).toBe(1);
  });

  it("a counter's discount above the owner's limit (10 % by default) is refused, nothing sold; at the limit it goes through", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2, unitPriceEur: "100.00", disposalFeeEurPerTyre: "2.00" });
    const before = await salesCount();
    const over = await createSale(t.db, sale({ lines: [{ tyreId: tyre.id, quantity: 1, discount: { ...regular, value: 1500 } }] }), {
      discountLimited: true,
    }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(SaleError);
    expect(over).toMatchObject({ field: "approval" });
    expect((over as SaleError).in(staffMessages("es")).message).toMatch(/es del 15 %, por encima de tu límite \(10 %\)/);
    expect(await salesCount()).toBe(before);
    expect(await stock(tyre.id)).toBe(2);
    const at = await createSale(t.db, sale({ lines: [{ tyreId: tyre.id, quantity: 1, discount: regular }] }), { discountLimited: true });
    expect(at.items[0]).toMatchObject({ discountCents: 1000, lineTotalCents: 10200 - 1000 });
  });
});

describe("an owner approves a counter's discount at the till", () => {
  const ORIGIN = "http://127.0.0.1:3000";
  let t: TestDatabase;
  let cookie = "";
  let tyreId = "";
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    const auth = createAuth(t.db, { secret: "till-discounts-secret-till-discounts-0123456789", baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "jefa@shop.test", password: "jefa-pass-12345", admin: true, language: "es" });
    await createUser(auth, t.db, { email: "pepe@shop.test", password: "pepe-pass-12345", role: "counter", language: "es" });
    const res = await auth.api.signInEmail({ body: { email: "pepe@shop.test", password: "pepe-pass-12345" }, returnHeaders: true });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    tyreId = (await insertTyre(t.db, { quantity: 3, unitPriceEur: "80.00", disposalFeeEurPerTyre: "2.00" })).id;
  });
  afterAll(async () => {
    clearApp();
    await t?.close();
  });
  const post = (body: Record<string, string>) =>
    callRoute(() =>
      checkoutAction({
        request: new Request(`${ORIGIN}/checkout`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie },
          body: new URLSearchParams(body),
        }),
        params: {},
        context: routeContext(),
      } as never),
    );
  const form = (extra: Record<string, string> = {}) => ({
    customerName: "Juan",
    paymentMethod: "cash",
    lines: JSON.stringify([{ tyreId, quantity: 1, discount: { kind: "percent", value: 2000, reason: "Cliente de siempre" } }]),
    ...extra,
  });

  it("asks for the approval, refuses a wrong password or a counter's own, and sells with the owner's", async () => {
    const asked = await post(form());
    expect(asked.status).toBe(403);
    expect((asked.body.fieldErrors as Record<string, string>).approval).toMatch(/lo tiene que autorizar un encargado/);
    const wrong = await post(form({ approverEmail: "jefa@shop.test", approverPassword: "not-her-password" }));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Ese correo y contraseña no son de un encargado: no se ha autorizado el descuento");
    const own = await post(form({ approverEmail: "pepe@shop.test", approverPassword: "pepe-pass-12345" }));
    expect(own.status).toBe(401);
    expect((await t.db.select({ n: count() }).from(sales))[0]!.n).toBe(0);

    const approved = await post(form({ approverEmail: "jefa@shop.test", approverPassword: "jefa-pass-12345" }));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ ok: true, invoice: { grandTotalCents: 8200 - 1600 } });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "invoice.issue"));
    expect(entry).toMatchObject({ actor: "pepe@shop.test", after: { discountsApprovedBy: "jefa@shop.test" } });
  });
});
