// The e-mails the shop itself receives are in its owners' language: the oldest active owner account
// that chose a back-office language decides; without one they are in Spanish (decision 094). The
// customer's e-mails keep the language of the page they used.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, user } from "~db/schema";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { shopMailLocale } from "~/server/mail/shop-mail-locale.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertStaffUser, insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("the shop's e-mails follow its owners' language on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(user);
  });

  async function shopNotice() {
    const tyre = await insertTyre(t.db, { brand: "Michelin", model: "Primacy 4", unitPriceEur: "65.00" });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Lucía Martín",
      contactNumber: "600 111 222",
      email: "lucia@example.test",
      vehicleReg: "1234 ABC",
      depositCents: 0,
      source: "online",
      mail: { origin: "https://shop.test", locale: "en" },
    });
    if (!r.ok) throw new Error("reserve failed");
    const rows = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `reservation:${r.reservation.id}:%`));
    const customer = rows.find((m) => m.dedupeKey.endsWith(":customer-confirmation"))!;
    const shop = rows.find((m) => m.dedupeKey.endsWith(":shop-new"))!;
    // The customer reserved on the English page: their confirmation stays English whatever the owners read.
    expect(customer.textBody).toContain("We hold it until");
    return shop;
  }

  it("is Spanish when no owner has chosen a language", async () => {
    await insertStaffUser(t.db, { language: null });
    await insertStaffUser(t.db, { role: "counter", language: "en", email: "counter@shop.test" });
    const shop = await shopNotice();
    expect(shop.subject).toMatch(/^Nueva reserva: /);
    expect(shop.textBody).toContain("Nueva reserva en línea n.º");
    expect(shop.textBody).toContain("Matrícula: 1234 ABC");
    expect(shop.textBody).toContain("Precio: 65,00 € por neumático");
    expect(shop.textBody).not.toContain("Customer:");
  });

  it("is English when the owner reads the back-office in English, with the English text unchanged", async () => {
    await insertStaffUser(t.db, { language: "en" });
    const shop = await shopNotice();
    expect(shop.subject).toMatch(/^New reservation: /);
    expect(shop.textBody).toContain("New online reservation #");
    expect(shop.textBody).toContain("Vehicle registration: 1234 ABC");
    expect(shop.textBody).toContain("Price: €65.00 per tyre");
  });

  it("takes the oldest active owner that chose a language; a deactivated owner does not count", async () => {
    const old = new Date("2026-01-01T00:00:00Z");
    const later = new Date("2026-02-01T00:00:00Z");
    const gone = await insertStaffUser(t.db, { language: "en", email: "gone@shop.test", createdAt: new Date("2025-01-01T00:00:00Z") });
    await t.db.update(user).set({ banned: true }).where(eq(user.id, gone));
    await insertStaffUser(t.db, { language: "es", email: "first@shop.test", createdAt: old });
    await insertStaffUser(t.db, { language: "en", email: "second@shop.test", createdAt: later });
    expect(await shopMailLocale(t.db)).toBe("es");
    expect((await shopNotice()).subject).toMatch(/^Nueva reserva: /);
    await t.db.update(user).set({ language: null }).where(eq(user.email, "first@shop.test"));
    expect(await shopMailLocale(t.db)).toBe("en");
  });
});
