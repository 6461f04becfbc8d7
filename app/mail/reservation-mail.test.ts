import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import type { Locale } from "~/lib/locale";
import { TEST_TYRE } from "../../tests/helpers/factories";
import { customerConfirmationMail, escapeHtml, shopNewReservationMail, shopReservationEndedMail } from "./reservation-mail";
import type { ShopSettings } from "~/domain/shop-settings";
import { tyreDescription } from "~/domain/tyre";

const tyre = { id: "T0001A", ...tyreDescription({ ...TEST_TYRE, condition: "part-worn" }), unitPriceCents: 6500 };
const reservation = {
  id: 7,
  clientName: "Ana <b>",
  contactNumber: "600 111 222",
  email: "ana@example.test",
  vehicleReg: "1234 ABC",
  notes: null,
  holdUntil: new Date("2026-03-04T10:00:00Z"),
};

/** The customer's confirmation of the reservation above (its changes given) with its cancel link. */
const confirmation = (locale: Locale, cancel: string, changes: Partial<typeof reservation> = {}, settings: ShopSettings = shop) =>
  customerConfirmationMail(settings, { ...reservation, ...changes }, tyre, locale, { cancel });

describe("reservation e-mails", () => {
  it("the shop's notice lists the customer, the tyre and a link to the reservations", () => {
    const m = shopNewReservationMail(shop, reservation, tyre, { reservations: "https://shop.test/reservations" });
    expect(m.dedupeKey).toBe("reservation:7:shop-new");
    for (const s of [
      "Ana <b>",
      "600 111 222",
      "ana@example.test",
      "1234 ABC",
      "T0001A",
      "Michelin Primacy 4",
      "205/55 R16 91V",
      "Part-Worn",
      "€65.00",
    ]) {
      expect(m.text).toContain(s);
    }
    expect(m.text).toContain("https://shop.test/reservations");
    // HTML is escaped and the link clickable.
    expect(m.html).toContain("Ana &lt;b&gt;");
    expect(m.html).not.toContain("Ana <b>");
    expect(m.html).toContain('<a href="https://shop.test/reservations">');
  });
  it("the customer's confirmation is in their language, with the hold's end (shop time), the deposit, the address, the hours and the cancel link", () => {
    const es = confirmation("es", "https://shop.test/anular-reserva/7.x");
    expect(es.to).toBe("ana@example.test");
    expect(es.subject).toBe("Reserva confirmada: Michelin Primacy 4 205/55 R16");
    expect(es.text).toContain("Te lo guardamos hasta el miércoles, 4 de marzo de 2026, 11:00");
    expect(es.text).toContain("La señal de 20,00 € se paga en la tienda");
    expect(es.text).toContain("Laujar de Andarax");
    expect(es.text).toContain("Lunes – viernes: 09:00–18:00");
    expect(es.text).toContain("https://shop.test/anular-reserva/7.x");
    expect(es.text).toContain("Seminuevo");
    const en = confirmation("en", "https://shop.test/en/cancel-reservation/7.x");
    expect(en.subject).toBe("Reservation confirmed: Michelin Primacy 4 205/55 R16");
    expect(en.text).toContain("We hold it until Wednesday, 4 March 2026 at 11:00");
    expect(en.text).toContain("Monday – Friday: 09:00–18:00");
    expect(en.html).toContain('<a href="https://shop.test/en/cancel-reservation/7.x">');
  });
  it("puts nothing but a name-like greeting from the customer's text in the customer's e-mail: no link, no markup", () => {
    const link = (clientName: string) =>
      confirmation("en", "https://shop.test/en/cancel-reservation/7.x", { clientName, email: "victim@example.test" });
    for (const name of [
      "Win a prize at evil.example",
      "www evil example",
      "https://evil.example",
      "<a href=x>Ana</a>",
      "Ana\nCall 600 000 000",
      "x@evil.example",
    ]) {
      const m = link(name);
      expect(m.text, name).toMatch(/^Hello,\n/);
      expect(m.text + m.html, name).not.toContain("evil");
      expect(m.html.match(/<a /g)?.length, name).toBe(1);
    }
    expect(link("María-José O'Neill").text).toMatch(/^Hello María-José O'Neill,/);
    expect(link("J. R. Pérez").text).toMatch(/^Hello J\. R\. Pérez,/);
  });
  it("says what the settings say when the message is queued: a split Saturday, another deposit and address", () => {
    const hours = shop.hours.map((d, i) =>
      i === 5
        ? [
            { opens: "09:00", closes: "13:30" },
            { opens: "17:00", closes: "20:00" },
          ]
        : d,
    );
    const changed = { ...shop, hours, depositCents: 3500, street: "Calle Mayor 1" };
    const es = confirmation("es", "https://shop.test/x", {}, changed);
    expect(es.text).toContain("Sábado: 09:00–13:30, 17:00–20:00");
    expect(es.text).toContain("La señal de 35,00 € se paga en la tienda");
    expect(es.text).toContain("Calle Mayor 1, 04470 Laujar de Andarax, Almería");
  });
  it("the shop's one line for an expired or customer-cancelled hold", () => {
    const m = shopReservationEndedMail(shop, reservation, tyre, "expired", true);
    expect(m.dedupeKey).toBe("reservation:7:shop-expired");
    expect(m.text.trim()).toBe(
      "Reservation #7 for Ana <b> (tyre T0001A, Michelin Primacy 4 205/55 R16) expired; the tyre is available again.",
    );
    expect(shopReservationEndedMail(shop, reservation, tyre, "cancelled-by-customer", false).text).toContain(
      "was cancelled by the customer",
    );
  });
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
