// Finding invoices on real databases: by number, customer name, phone (from the reservation the
// sale collected), number plate or tax id however they are written, by date range and amount.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { parseInvoiceSearch as parseIn } from "~/domain/invoice-search";
import { staffMessages } from "~/i18n/staff";

/** The search read with the staff catalogue's English messages. */
const parseInvoiceSearch = (params: URLSearchParams) => parseIn(params, staffMessages("en").invoices.search.errors);
import { shopToday } from "~/lib/shop-clock";
import { createSale, listSales } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

function checkout(extra: Partial<CheckoutInput>): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [], ...extra };
}

describe.each(TEST_BACKENDS)("invoice search on %s", (backend) => {
  let t: TestDatabase;
  const numbers: Record<string, string> = {};
  const find = async (query: Record<string, string>) => {
    const { search } = parseInvoiceSearch(new URLSearchParams(query));
    const page = await listSales(t.db, { search, pageSize: 50 });
    return page.sales.map((s) => s.invoiceNumber).sort();
  };

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const a = await insertTyre(t.db, { quantity: 9, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.50" });
    numbers.ana = (await createSale(t.db, checkout({ lines: [{ tyreId: a.id, quantity: 1 }], vehicleReg: "1234 BCD" }))).invoiceNumber;
    numbers.luis = (
      await createSale(
        t.db,
        checkout({
          customerName: "Luis Pérez_100%",
          customerTaxId: "12345678Z",
          customerAddress: "Calle Mayor 1, Almería",
          lines: [{ tyreId: a.id, quantity: 4 }],
        }),
      )
    ).invoiceNumber;
    // A sale that collected a reservation: the customer's phone is found through it.
    const [r] = await t.db.insert(reservations).values({ tyreId: a.id, clientName: "Eva", contactNumber: "600 111 222" }).returning();
    const eva = await createSale(t.db, checkout({ customerName: "Eva Martín", lines: [{ tyreId: a.id, quantity: 2 }] }));
    await t.db.update(reservations).set({ saleId: eva.id, status: "collected" }).where(eq(reservations.id, r!.id));
    numbers.eva = eva.invoiceNumber;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds by number, name, plate and tax id however they are written", async () => {
    expect(await find({})).toEqual(Object.values(numbers).sort());
    expect(await find({ q: numbers.luis! })).toEqual([numbers.luis]);
    expect(await find({ q: "garcía" })).toEqual([numbers.ana]);
    expect(await find({ q: "1234-bcd" })).toEqual([numbers.ana]);
    expect(await find({ q: "12.345.678-z" })).toEqual([numbers.luis]);
    // LIKE's wildcards are taken literally.
    expect(await find({ q: "_100%" })).toEqual([numbers.luis]);
    expect(await find({ q: "%" })).toEqual([numbers.luis]);
    expect(await find({ q: "nobody" })).toEqual([]);
  });

  it("finds a sale by the phone of the reservation it collected, with or without the country code", async () => {
    expect(await find({ q: "+34 600 111 222" })).toEqual([numbers.eva]);
    expect(await find({ q: "600111222" })).toEqual([numbers.eva]);
    expect(await find({ q: "699 999 999" })).toEqual([]);
  });

  it("narrows by date range and amount (the invoice total)", async () => {
    const today = shopToday();
    expect(await find({ from: today, to: today })).toHaveLength(3);
    expect(await find({ to: "2020-01-01" })).toEqual([]);
    // Ana 52.50, Eva 105.00, Luis 210.00.
    expect(await find({ min: "100", max: "105,00" })).toEqual([numbers.eva]);
    expect(await find({ min: "200" })).toEqual([numbers.luis]);
    expect(await find({ q: "a", max: "60" })).toEqual([numbers.ana]);
  });

  it("a filter that cannot be read is reported and left out", () => {
    const { errors, search, active } = parseInvoiceSearch(
      new URLSearchParams({ from: "2026-02-30", min: "abc", max: "5", to: "2020-01-01" }),
    );
    expect(errors).toEqual({ from: "Choose a day (YYYY-MM-DD)", min: "Enter an amount in euros, e.g. 120.50" });
    expect(search).toMatchObject({ from: null, to: "2020-01-01", minCents: null, maxCents: 500 });
    expect(active).toBe(true);
    expect(parseInvoiceSearch(new URLSearchParams({ from: "2026-05-02", to: "2026-05-01" })).errors.to).toMatch(/before/);
  });
});
