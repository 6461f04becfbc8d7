// E-mailing an issued invoice on real databases, through the outbox to a real SMTP server started
// here: the message in the customer's language with the invoice attached as a printable page (its
// lines, services and totals as issued), audited; a double click queues one message; the shop's
// reviews link when it has one; a bad address or a missing invoice changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, reservations } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { invoiceMailSchemaIn } from "~/domain/invoice-mail-form";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { Refusal } from "~/i18n/staff/refusal";
import { emailInvoice, saleCustomerEmail } from "~/server/sales/invoice-mail.server";
import { deliverDueMail } from "~/server/mail/mail-worker.server";
import { createMailer, type Mailer } from "~/server/mail/mailer.server";
import { createSale } from "~/server/sales/sales.server";
import { listServices } from "~/server/sales/services.server";
import { readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";

const CLERK = { id: null, label: "clerk@test" };
const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe.each(TEST_BACKENDS)("e-mailing an invoice on %s", (backend) => {
  let t: TestDatabase;
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    smtp = await startTestSmtp();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: '"Shop" <shop@shop.test>',
      outboxDir: "/nonexistent",
      log: () => {},
      allowPlainSmtp: true,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });

  async function sale(extra: Partial<CheckoutInput> = {}) {
    const tyre = await insertTyre(t.db, {
      brand: "Michelin",
      model: "Primacy 4",
      quantity: 4,
      rim: 16,
      unitPriceEur: "53.16",
      disposalFeeEurPerTyre: "2.40",
    });
    const puncture = (await listServices(t.db)).find((s) => s.code === "PINCHAZO")!;
    return createSale(t.db, {
      customerName: "Lucía Martín",
      vehicleReg: null,
      paymentMethod: "card",
      notes: null,
      lines: [{ tyreId: tyre.id, quantity: 2 }],
      services: [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }],
      ...extra,
    });
  }

  it("queues the message with the invoice attached, in Spanish or English, audited, and the worker sends it", async () => {
    const invoice = await sale();
    const now = new Date();
    await emailInvoice(t.db, CLERK, invoice.id, { to: "lucia@example.test", locale: "es" }, now);
    // A double click: the same invoice to the same address in the same minute is one message.
    await emailInvoice(t.db, CLERK, invoice.id, { to: "lucia@example.test", locale: "es" }, now);
    await emailInvoice(t.db, CLERK, invoice.id, { to: "office@example.test", locale: "en" }, now);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.dedupeKey} like ${`invoice:${invoice.id}:%`}`);
    expect(rows.map((r) => r.toAddress).sort()).toEqual(["lucia@example.test", "office@example.test"]);
    const es = rows.find((r) => r.toAddress === "lucia@example.test")!;
    expect(es.subject).toBe(`Tu factura ${invoice.invoiceNumber} de ${invoice.seller.name}`);
    expect(es.textBody).toContain("Hola Lucía Martín:");
    expect(es.attachments).toHaveLength(1);
    const page = es.attachments![0]!;
    expect(page.filename).toBe(`factura-${invoice.invoiceNumber}.html`);
    expect(page.content).toContain("Factura simplificada");
    expect(page.content).toContain("Michelin Primacy 4");
    expect(page.content).toContain("Reparación de pinchazo");
    expect(page.content).toContain("126,12 €"); // 2 x (53.16 + 2.40) + 15.00
    const en = rows.find((r) => r.toAddress === "office@example.test")!;
    expect(en.subject).toBe(`Your invoice ${invoice.invoiceNumber} from ${invoice.seller.name}`);
    expect(en.attachments![0]!.content).toContain("Puncture repair");

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "invoice.email"));
    expect(audit.map((a) => a.subject)).toEqual([invoice.invoiceNumber, invoice.invoiceNumber, invoice.invoiceNumber]);

    const report = await deliverDueMail(t.db, mailer, { log: () => {} });
    expect(report.sent).toBe(2);
    const received = smtp.received.find((m) => m.to[0] === "lucia@example.test")!;
    expect(received.raw).toMatch(/Content-Disposition: attachment;\s*filename=.*factura-/);
    expect(received.raw).toMatch(new RegExp(`^Subject: .*${invoice.invoiceNumber}`, "m"));
  });

  it("asks for a review with the shop's reviews link, in the customer's language, and says nothing when the shop has none", async () => {
    const invoice = await sale();
    const { settings, version } = await readStoredSettings(t.db);
    const link = "https://g.page/r/shop-review?a=1&b=2";
    await saveSettings(t.db, { ...settings, reviewUrl: link }, { expectedVersion: version, actor: CLERK });
    const mailTo = async (to: string, locale: "es" | "en") => {
      await emailInvoice(t.db, CLERK, invoice.id, { to, locale });
      const [row] = await t.db
        .select()
        .from(outbox)
        .where(and(sql`${outbox.dedupeKey} like ${`invoice:${invoice.id}:%`}`, eq(outbox.toAddress, to)));
      return row!;
    };
    const es = await mailTo("review-es@example.test", "es");
    expect(es.textBody).toContain(`Gracias por tu confianza.\n\n¿Qué tal te hemos atendido? Déjanos tu opinión: ${link}\n\nUn saludo,`);
    expect(es.htmlBody).toContain(
      `<p>¿Qué tal te hemos atendido? Déjanos tu opinión: <a href="https://g.page/r/shop-review?a=1&amp;b=2">https://g.page/r/shop-review?a=1&amp;b=2</a></p>`,
    );
    // The link goes with the message, not the invoice.
    expect(es.attachments![0]!.content).not.toContain("g.page");
    const en = await mailTo("review-en@example.test", "en");
    expect(en.textBody).toContain(`How did we do? Leave us a review: ${link}\n`);
    expect(en.textBody).not.toContain("Déjanos");

    const saved = await readStoredSettings(t.db);
    await saveSettings(t.db, { ...saved.settings, reviewUrl: "" }, { expectedVersion: saved.version, actor: CLERK });
    const none = await mailTo("review-none@example.test", "es");
    expect(none.textBody).not.toContain("opinión");
    expect(none.htmlBody).not.toContain("<a ");
    expect(none.textBody).toContain("Gracias por tu confianza.\n\nUn saludo,");
  });

  it("pre-fills the address from the reservation the sale collected", async () => {
    const invoice = await sale();
    expect(await saleCustomerEmail(t.db, invoice.id)).toBeNull();
    const [r] = await t.db
      .insert(reservations)
      .values({ tyreId: invoice.items[0]!.tyreId, clientName: "Lucía", email: "lucia@example.test" })
      .returning();
    await t.db.update(reservations).set({ saleId: invoice.id, status: "collected" }).where(eq(reservations.id, r!.id));
    expect(await saleCustomerEmail(t.db, invoice.id)).toBe("lucia@example.test");
  });

  it("refuses a bad address or language and a missing invoice, and queues nothing", async () => {
    const invoiceMailSchema = invoiceMailSchemaIn(staffMessages("en").invoices.email.form);
    const bad = parseForm(invoiceMailSchema, form({ to: "not an address", locale: "fr" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["locale", "to"]);
    // A Spanish account reads the same refusals in Spanish.
    expect(
      parseForm(invoiceMailSchemaIn(staffMessages("es").invoices.email.form), form({ to: "not an address", locale: "fr" })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { to: "Escribe una dirección como nombre@ejemplo.com", locale: "Elige el idioma del mensaje" },
    });
    const ok = parseForm(invoiceMailSchema, form({ to: " Lucia@Example.TEST ", locale: "en" }));
    expect(ok).toEqual({ ok: true, data: { to: "lucia@example.test", locale: "en" } });
    const [{ before }] = await t.db.select({ before: sql<number>`count(*)::int` }).from(outbox);
    await expect(emailInvoice(t.db, CLERK, 999_999, { to: "a@example.test", locale: "es" })).rejects.toBeInstanceOf(Refusal);
    const [{ after }] = await t.db.select({ after: sql<number>`count(*)::int` }).from(outbox);
    expect(after).toBe(before);
  });
});
