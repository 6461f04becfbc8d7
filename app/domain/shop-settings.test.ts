import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { parseForm } from "~/lib/form";
import { openingHoursRows } from "~/i18n/opening-hours";
import { phoneDigits } from "./field-rules";
import { DEFAULT_QUOTE_VALID_DAYS, quoteFormSchemaIn } from "./quote";
import { staffMessages } from "~/i18n/staff";
import { phoneHref, settingsFormValues, shopSettingsSchemaIn, whatsappLink } from "./shop-settings";

/** The schema with the English messages, as the stored document is read. */
const shopSettingsSchema = shopSettingsSchemaIn(staffMessages("en").settings.form);

/** The form as the settings screen posts it, with some fields changed. */
const form = (changes: Record<string, string | null> = {}) => {
  const values: Record<string, string> = { ...settingsFormValues(DEFAULT_SHOP_SETTINGS) };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete values[k];
    else values[k] = v;
  }
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return parseForm(shopSettingsSchema, fd, { nested: true });
};

const errorsOf = (changes: Record<string, string | null>) => {
  const r = form(changes);
  expect(r.ok, JSON.stringify(changes)).toBe(false);
  return r.ok ? {} : r.fieldErrors;
};

describe("the shop settings schema", () => {
  it("accepts the first settings, stored (cents) or posted (euros as typed), and gives the same back", () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
    const r = form();
    expect(r).toEqual({ ok: true, data: DEFAULT_SHOP_SETTINGS });
    // Stored JSON goes through JSON, so it must survive it unchanged.
    expect(shopSettingsSchema.parse(JSON.parse(JSON.stringify(DEFAULT_SHOP_SETTINGS)))).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it("reads a split Saturday, a closed Sunday and a day without hours as closed", () => {
    const r = form({
      "hours.5.0.opens": "09:00",
      "hours.5.0.closes": "13:30",
      "hours.5.1.opens": "17:00",
      "hours.5.1.closes": "20:00",
      "hours.4.0.opens": null,
      "hours.4.0.closes": null,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.hours[5]).toEqual([
      { opens: "09:00", closes: "13:30" },
      { opens: "17:00", closes: "20:00" },
    ]);
    expect(r.data.hours[4]).toEqual([]);
    expect(openingHoursRows(r.data, "es")).toEqual([
      { days: "Lunes – jueves", time: "09:00–18:00" },
      { days: "Viernes", time: "Cerrado" },
      { days: "Sábado", time: "09:00–13:30, 17:00–20:00" },
      { days: "Domingo", time: "Cerrado" },
    ]);
  });

  it("refuses a range that closes before it opens (18:00-09:00) and ranges that overlap, beside the field", () => {
    expect(errorsOf({ "hours.5.0.opens": "18:00", "hours.5.0.closes": "09:00" })).toEqual({
      "hours.5.0.closes": "Closing time must be after opening time (18:00)",
    });
    expect(
      errorsOf({ "hours.5.0.opens": "09:00", "hours.5.0.closes": "14:00", "hours.5.1.opens": "13:00", "hours.5.1.closes": "19:00" }),
    ).toEqual({ "hours.5.1.opens": "The second range must start after the first one closes (14:00)" });
    expect(errorsOf({ "hours.0.0.opens": "9:00" })).toEqual({ "hours.0.0.opens": "Use a time like 09:00" });
    expect(errorsOf({ "hours.0.0.closes": "24:00" })).toEqual({ "hours.0.0.closes": "Use a time like 09:00" });
  });

  it("checks the NIF/CIF/NIE check character and writes it in capitals", () => {
    expect(errorsOf({ nif: "B04123456" })).toEqual({ nif: "NIF/CIF/NIE B04123456: the check letter or digit is wrong" });
    expect(errorsOf({ nif: "hello" }).nif).toMatch(/must look like/);
    const r = form({ nif: " x-1234567-l " });
    expect(r.ok && r.data.nif).toBe("X1234567L");
  });

  it("checks phone numbers, e-mail, links, postal code and coordinates", () => {
    expect(errorsOf({ phone: "call me" }).phone).toMatch(/must be a phone number/);
    expect(errorsOf({ phone: "+34 123 456 789" }).phone).toMatch(/must be a phone number/);
    expect(errorsOf({ whatsapp: "12" }).whatsapp).toMatch(/WhatsApp number must be a phone number/);
    expect(errorsOf({ email: "info@" }).email).toBe("E-mail must be an e-mail address");
    expect(errorsOf({ mapsUrl: "javascript:alert(1)" }).mapsUrl).toBe("Map link must be a link starting with https://");
    expect(errorsOf({ mapEmbedUrl: "https://evil.example/maps" }).mapEmbedUrl).toMatch(/Google Maps embed link/);
    expect(errorsOf({ postalCode: "4470" }).postalCode).toMatch(/5 digits/);
    expect(errorsOf({ latitude: "91" }).latitude).toBe("Latitude must be from -90 to 90");
    const r = form({ phone: "950  111 222", whatsapp: "0034 600 111 222", email: " Info@Shop.ES " });
    expect(r.ok && [r.data.phone, r.data.whatsapp, r.data.email]).toEqual(["950 111 222", "0034 600 111 222", "info@shop.es"]);
  });

  it("takes amounts as euros and keeps positive cents; prices must be more than zero", () => {
    const r = form({ depositCents: "25,5", disposalFeeCents: "0", "priceTable.byRim.0.cents": "36" });
    expect(r.ok && [r.data.depositCents, r.data.disposalFeeCents, r.data.priceTable.byRim[0]!.cents]).toEqual([2550, 0, 3600]);
    expect(errorsOf({ depositCents: "-1" })).toEqual({ depositCents: "Deposit cannot be negative" });
    expect(errorsOf({ depositCents: "abc" })).toEqual({ depositCents: "Deposit must be an amount like 35.00" });
    expect(errorsOf({ "priceTable.byRim.1.cents": "0" })).toEqual({ "priceTable.byRim.1.cents": "Price must be more than 0.00" });
    expect(errorsOf({ "priceTable.largerCents": "0.001" })).toEqual({
      "priceTable.largerCents": "Price for larger rims must be an amount like 35.00",
    });
    expect(errorsOf({ vatRatePercent: "21.5" })).toEqual({ vatRatePercent: "IVA rate must be a whole number" });
    expect(errorsOf({ reservationHoldDays: "0" })).toEqual({ reservationHoldDays: "Reservation hold must be from 1 to 60" });
  });

  it("keeps rim rows going up, and a speed-rating exception only when it has a code", () => {
    expect(errorsOf({ "priceTable.byRim.2.maxRim": "15" })).toEqual({
      "priceTable.byRim.2.maxRim": "Rim sizes must go up row by row (after 16)",
    });
    const none = form({ "priceTable.speedRating.code": "", "priceTable.speedRating.cents": "" });
    expect(none.ok && none.data.priceTable.speedRating).toBeNull();
    // A blank row (a row the screen added and left empty) is not a row.
    const blank = form({ "priceTable.byRim.4.maxRim": "", "priceTable.byRim.4.cents": "" });
    expect(blank.ok && blank.data.priceTable.byRim).toHaveLength(4);
  });

  it("closed dates need a real date, once each, a note only if wanted, and come back in date order", () => {
    const r = form({
      "closedDates.0.date": "2026-12-25",
      "closedDates.0.noteEs": "Navidad",
      "closedDates.0.noteEn": "Christmas Day",
      "closedDates.1.date": "2026-12-24",
      "closedDates.1.noteEs": "Nochebuena",
      "closedDates.1.noteEn": "Christmas Eve",
    });
    expect(r.ok && r.data.closedDates.map((d) => d.date)).toEqual(["2026-12-24", "2026-12-25"]);
    expect(errorsOf({ "closedDates.0.date": "2026-02-30", "closedDates.0.noteEs": "x", "closedDates.0.noteEn": "x" })).toEqual({
      "closedDates.0.date": "Use a date like 2026-12-24",
    });
    // No note, or one language only: saved as it is.
    const bare = form({ "closedDates.0.date": "2026-12-24", "closedDates.0.noteEs": "Nochebuena" });
    expect(bare.ok && bare.data.closedDates).toEqual([{ date: "2026-12-24", noteEs: "Nochebuena", noteEn: "" }]);
    const none = form({ "closedDates.0.date": "2026-08-15" });
    expect(none.ok && none.data.closedDates).toEqual([{ date: "2026-08-15", noteEs: "", noteEn: "" }]);
    expect(errorsOf({ "closedDates.0.date": "2026-12-24", "closedDates.0.noteEn": "x".repeat(121) })).toEqual({
      "closedDates.0.noteEn": "English note must be at most 120 characters",
    });
    expect(
      errorsOf({
        "closedDates.0.date": "2026-12-24",
        "closedDates.0.noteEs": "a",
        "closedDates.0.noteEn": "a",
        "closedDates.1.date": "2026-12-24",
        "closedDates.1.noteEs": "b",
        "closedDates.1.noteEn": "b",
      }),
    ).toEqual({ "closedDates.1.date": "2026-12-24 is listed twice" });
  });

  it("needs every promotion text in both languages, over-long ones refused; blank banner lines are dropped", () => {
    expect(errorsOf({ "promo.en.strip": "" })).toEqual({ "promo.en.strip": "Top strip is required" });
    expect(errorsOf({ "promo.es.popupText": "x".repeat(301) })).toEqual({
      "promo.es.popupText": "Popup text must be at most 300 characters",
    });
    expect(errorsOf({ name: "x".repeat(81) })).toEqual({ name: "Shop name must be at most 80 characters" });
    const r = form({ "promo.es.banner.1": "  ", "promo.es.banner.2": "" });
    expect(r.ok && r.data.promo.es.banner).toHaveLength(3);
    const none = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`promo.en.banner.${i}`, ""]));
    expect(errorsOf(none)).toEqual({ "promo.en.banner": "Write at least one banner message" });
  });

  it("reads the fitting appointments (lifts, step, each job's minutes, earliest booking, horizon, reminder hour) and refuses odd ones beside the field", () => {
    const r = form({
      "appointments.lifts": "3",
      "appointments.stepMinutes": "15",
      "appointments.durations.fit4": "75",
      "appointments.durations.alignment": "0",
      "appointments.earliestHours": "4",
      "appointments.horizonDays": "60",
      "appointments.reminderHour": "19",
    });
    expect(r.ok && r.data.appointments).toEqual({
      lifts: 3,
      stepMinutes: 15,
      durations: { ...DEFAULT_SHOP_SETTINGS.appointments.durations, fit4: 75, alignment: 0 },
      earliestHours: 4,
      horizonDays: 60,
      reminderHour: 19,
    });
    const fields = [
      ["appointments.lifts", "0"],
      ["appointments.lifts", "two"],
      ["appointments.stepMinutes", "7"],
      ["appointments.durations.fit2", "-30"],
      ["appointments.durations.puncture", "481"],
      ["appointments.earliestHours", "169"],
      ["appointments.horizonDays", "0"],
      ["appointments.reminderHour", "24"],
    ] as const;
    for (const [name, value] of fields) expect(Object.keys(errorsOf({ [name]: value })), `${name}=${value}`).toEqual([name]);
  });

  it("a new quote is valid 15 days until the owner says otherwise, from 1 to 120", () => {
    expect(DEFAULT_SHOP_SETTINGS.quoteValidDays).toBe(DEFAULT_QUOTE_VALID_DAYS);
    expect(settingsFormValues(DEFAULT_SHOP_SETTINGS).quoteValidDays).toBe("15");
    const r = form({ quoteValidDays: "30" });
    expect(r.ok && r.data.quoteValidDays).toBe(30);
    expect(form({ quoteValidDays: "120" }).ok).toBe(true);
    expect(form({ quoteValidDays: "1" }).ok).toBe(true);
    expect(errorsOf({ quoteValidDays: "0" })).toEqual({ quoteValidDays: "Quote validity must be from 1 to 120" });
    expect(errorsOf({ quoteValidDays: "121" })).toEqual({ quoteValidDays: "Quote validity must be from 1 to 120" });
    expect(errorsOf({ quoteValidDays: "7.5" })).toEqual({ quoteValidDays: "Quote validity must be a whole number" });
    expect(errorsOf({ quoteValidDays: "" })).toEqual({ quoteValidDays: "Quote validity must be a whole number" });
    // The quote form left empty takes the shop's validity.
    const quote = {
      customerName: "Ana",
      phone: "600 111 222",
      validDays: "",
      lines: '[{"kind":"order","description":"205/55 R16","quantity":1,"unitCents":5000}]',
    };
    expect(quoteFormSchemaIn(staffMessages("en").quotes.form, 30).parse(quote).validDays).toBe(30);
    expect(quoteFormSchemaIn(staffMessages("en").quotes.form, 30).parse({ ...quote, validDays: "7" }).validDays).toBe(7);
  });

  it("the reviews link may be left empty (nothing links to it then), and is otherwise an https link", () => {
    const r = form({ reviewUrl: "  " });
    expect(r.ok && r.data.reviewUrl).toBe("");
    expect(shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, reviewUrl: "" }).reviewUrl).toBe("");
    expect(errorsOf({ reviewUrl: "http://g.page/shop" })).toEqual({ reviewUrl: "Reviews link must be a link starting with https://" });
    expect(errorsOf({ reviewUrl: `https://g.page/${"x".repeat(500)}` })).toEqual({
      reviewUrl: "Reviews link must be at most 500 characters",
    });
  });

  it("reads the two-factor box as a checkbox", () => {
    expect(form().ok && (form() as { data: { requireTwoFactor: boolean } }).data.requireTwoFactor).toBe(false);
    const on = form({ requireTwoFactor: "on" });
    expect(on.ok && on.data.requireTwoFactor).toBe(true);
  });
});

describe("phone numbers and links", () => {
  it("reads Spanish and foreign numbers as digits with the country code", () => {
    expect(phoneDigits("+34 950 000 000")).toBe("34950000000");
    expect(phoneDigits("950 00 00 00")).toBe("34950000000");
    expect(phoneDigits("0044 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("(+34) 600-111-222")).toBe(null);
    expect(phoneDigits("600-111-222")).toBe("34600111222");
    expect(phoneDigits("12345")).toBe(null);
    expect(phoneHref("+34 950 000 000")).toBe("tel:+34950000000");
    expect(whatsappLink({ whatsapp: "+34 600 000 000" }, "Hola")).toBe("https://wa.me/34600000000?text=Hola");
  });
});

describe("the settings form in Spanish", () => {
  const es = staffMessages("es").settings.form;
  const post = (values: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(values)) fd.set(k, v);
    return parseForm(shopSettingsSchemaIn(es), fd, { nested: true });
  };

  it("shows amounts and coordinates with a decimal comma, and reads them back unchanged", () => {
    const values = settingsFormValues(DEFAULT_SHOP_SETTINGS, es.decimal);
    expect(values.depositCents).toMatch(/^\d+,\d{2}$/);
    expect(values.latitude).toContain(",");
    expect(post(values)).toEqual({ ok: true, data: DEFAULT_SHOP_SETTINGS });
  });

  it("answers each field in Spanish, with Spanish numbers", () => {
    const r = post({ ...settingsFormValues(DEFAULT_SHOP_SETTINGS, es.decimal), latitude: "200", depositCents: "5000", name: "" });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.fieldErrors).toMatchObject({
      latitude: "Latitud: debe estar entre -90 y 90",
      depositCents: "Señal: como mucho 1000,00",
      name: "Nombre de la tienda: este campo es obligatorio",
    });
    const days = post({ ...settingsFormValues(DEFAULT_SHOP_SETTINGS, es.decimal), quoteValidDays: "200" });
    expect(!days.ok && days.fieldErrors).toEqual({ quoteValidDays: "Validez de los presupuestos: debe estar entre 1 y 120" });
  });
});
