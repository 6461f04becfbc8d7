// Issued invoices never change: each sale keeps the seller's details and the IVA rate it was issued
// with. On real databases: an invoice issued, the settings changed (name, legal name, NIF, address,
// phone, e-mail, IVA), another invoice issued; the first still reads and renders exactly as it was
// issued (its VERI*FACTU record and QR keep its NIF), the second carries the new values.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sales } from "~db/schema";
import { InvoiceDocument } from "~/components/staff/invoices/invoice-document";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { taxFromInclusiveTotal } from "~/domain/invoice";
import { createSale, getSaleWithItems } from "~/server/sales/sales.server";
import { readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { getInvoiceRecordForSale, verifactuQrUrlFor, verifyChain } from "~/server/verifactu/verifactu.server";
import { migrateDatabase } from "~/server/first-run.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { renderStaffMarkup } from "../helpers/render-staff";

const ACTOR = { id: null, label: "owner@shop.test" };

describe.each(TEST_BACKENDS)("invoice snapshots on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sell = async () => {
    const tyre = await insertTyre(t.db, { unitPriceEur: "100.00", disposalFeeEurPerTyre: "10.00", quantity: 1 });
    return createSale(t.db, {
      customerName: "Ana",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: tyre.id, quantity: 1 }],
    });
  };
  const render = async (id: number) => {
    const invoice = (await getSaleWithItems(t.db, id))!;
    return { invoice, html: await renderStaffMarkup(createElement(InvoiceDocument, { invoice })) };
  };

  it("an issued invoice keeps the seller and IVA it was issued with; later invoices take the new settings", async () => {
    const first = await sell();
    const before = await render(first.id);
    expect(before.invoice.seller).toEqual({
      name: "Neumáticos Almería Rural",
      legalName: "Neumáticos Almería Rural S.L.",
      nif: "B04123451",
      address: "Carretera Provincial AL-3102, km 4, 04470 Laujar de Andarax, Almería",
      phone: "+34 950 000 000",
      email: "info@neumaticosalmeriarural.es",
    });
    expect(before.invoice.vatRatePercent).toBe(21);
    expect(before.html).toContain("IVA 21 %");
    expect(before.html).toContain("B04123451");

    const { version } = await readStoredSettings(t.db);
    await saveSettings(
      t.db,
      {
        ...DEFAULT_SHOP_SETTINGS,
        name: "Neumáticos Berja",
        legalName: "Neumáticos Berja S.L.",
        nif: "B12345674",
        street: "Calle Mayor 1",
        postalCode: "04760",
        town: "Berja",
        phone: "+34 950 111 222",
        email: "hola@neumaticosberja.es",
        vatRatePercent: 10,
      },
      { expectedVersion: version, actor: ACTOR },
    );

    // The first invoice, read and rendered again after the change: byte for byte the same.
    const after = await render(first.id);
    expect(after.invoice).toEqual(before.invoice);
    expect(after.html).toBe(before.html);
    expect(after.html).not.toContain("Berja");

    // A new invoice carries the new details and splits its total at the new rate.
    const second = await sell();
    const { invoice, html } = await render(second.id);
    expect(invoice.seller).toEqual({
      name: "Neumáticos Berja",
      legalName: "Neumáticos Berja S.L.",
      nif: "B12345674",
      address: "Calle Mayor 1, 04760 Berja, Almería",
      phone: "+34 950 111 222",
      email: "hola@neumaticosberja.es",
    });
    expect(invoice.vatRatePercent).toBe(10);
    expect(html).toContain("IVA 10 %");
    expect(html).toContain("Neumáticos Berja S.L.");
    expect(html).not.toContain("B04123451");

    // The VERI*FACTU records and the QR codes name the NIF each invoice was issued with, with the
    // tax at that invoice's rate, and the chain is intact.
    const r1 = (await getInvoiceRecordForSale(t.db, first.id))!;
    const r2 = (await getInvoiceRecordForSale(t.db, second.id))!;
    expect([r1.issuerNif, r2.issuerNif]).toEqual(["B04123451", "B12345674"]);
    expect(r1.totalTaxEur).toBe((taxFromInclusiveTotal(11000, 21).vatCents / 100).toFixed(2));
    expect(r2.totalTaxEur).toBe("10.00");
    const qr = (i: typeof invoice) =>
      verifactuQrUrlFor({
        issuerNif: i.seller.nif,
        invoiceNumber: i.invoiceNumber,
        invoiceDate: new Date(i.invoiceDate),
        totalCents: i.grandTotalCents,
      });
    expect(qr(after.invoice)).toContain("nif=B04123451");
    expect(qr(invoice)).toContain("nif=B12345674");
    expect((await verifyChain(t.db)).ok).toBe(true);
  });

  it("the snapshot cannot be edited: the sales trigger refuses it", async () => {
    const sale = await sell();
    await expect(t.db.update(sales).set({ sellerNif: "B12345674" }).where(eq(sales.id, sale.id))).rejects.toThrow();
    await expect(t.db.update(sales).set({ vatRatePercent: 0 }).where(eq(sales.id, sale.id))).rejects.toThrow();
    expect((await getSaleWithItems(t.db, sale.id))!.seller.nif).not.toBe("");
  });

  it("upgrading a database with invoices: those issued before keep the shop details they were issued with", async () => {
    // A copy of the migrations up to 0005 (the last one before snapshots), then all of them.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0005-"));
    try {
      fs.mkdirSync(path.join(dir, "meta"));
      const journal = JSON.parse(fs.readFileSync("db/migrations/meta/_journal.json", "utf8"));
      journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 5);
      fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
      for (const e of journal.entries) fs.copyFileSync(`db/migrations/${e.tag}.sql`, path.join(dir, `${e.tag}.sql`));
      const old = await createTestDatabase(backend, { migrationsFolder: dir });
      try {
        await old.db
          .execute(sql`insert into sales (invoice_number, invoice_year, invoice_seq, customer_name, subtotal_eur, total_disposal_eur, grand_total_eur)
          values ('2025-000001', 2025, 1, 'Old customer', '100.00', '4.80', '104.80')`);
        await migrateDatabase(old);
        const [sale] = await old.db.select().from(sales);
        expect(sale).toMatchObject({
          sellerName: "Neumáticos Almería Rural",
          sellerLegalName: "Neumáticos Almería Rural S.L.",
          sellerNif: "B04123456",
          sellerAddress: "Carretera Provincial AL-3102, km 4, 04470 Laujar de Andarax, Almería",
          sellerPhone: "+34 950 000 000",
          sellerEmail: "info@neumaticosalmeriarural.es",
          vatRatePercent: 21,
        });
        // New sales must name their seller: the columns have no default left.
        await expect(
          old.db
            .execute(sql`insert into sales (invoice_number, invoice_year, invoice_seq, customer_name, subtotal_eur, total_disposal_eur, grand_total_eur)
            values ('2025-000002', 2025, 2, 'New customer', '1.00', '0.00', '1.00')`),
        ).rejects.toThrow();
        expect((await readStoredSettings(old.db)).version).toBe(1);
      } finally {
        await old.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
