import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_STATUSES } from "~/domain/appointments";
import { SETTING_LABELS } from "~/domain/shop-settings";
import { changeRows } from "./audit-changes";
import { auditActor, auditSummary, type StoredAuditEntry, WORDED_ACTIONS } from "./audit-summary";
import { staffMessages } from ".";

/** Every action the code records: `action: "thing.verb"` (both sides of a ternary) and the appointment's `appointment.${status}`. */
function recordedActions(): Set<string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name)) files.push(p);
    }
  };
  walk("app/server");
  walk("scripts");
  const actions = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes("recordAudit") && !text.includes("audit: (a")) continue;
    for (const line of text.split("\n").filter((l) => /\baction: /.test(l)))
      for (const m of line.matchAll(/"([a-z][a-z-]*\.[a-z][a-z-]*)"/g)) actions.add(m[1]!);
    if (text.includes("action: `appointment.${status}`"))
      for (const s of APPOINTMENT_STATUSES) if (s !== "booked") actions.add(`appointment.${s}`);
  }
  return actions;
}

const entry = (action: string, kind: string, subject: string | null, after: unknown, before: unknown = null, actor = "owner@shop.test") =>
  ({ action, kind, subject, after, before, actor, summary: `stored ${action}` }) satisfies StoredAuditEntry;

/** One entry per action, storing what its caller stores today. */
const SAMPLES: StoredAuditEntry[] = [
  entry("backup.download", "security", "backup-2026-11-29.tar.gz", { bytes: 1234 }),
  entry("invoice.issue", "invoice", "F-2026-0007", {
    customerId: 12,
    grandTotalCents: 21800,
    lines: [
      { tyreId: "T-1", quantity: 2 },
      { tyreId: "T-2", quantity: 2 },
    ],
    services: [{ rim: 16, code: "FIT", quantity: 4 }],
  }),
  entry("invoice.replace", "invoice", "F-2026-0009", { replaces: ["T-2026-0001", "T-2026-0002"], customerId: 3, grandTotalCents: 5000 }),
  entry("invoice.email", "invoice", "F-2026-0007", { locale: "en" }),
  entry("invoice.cancel", "invoice", "F-2026-0007", {
    reason: "cliente equivocado",
    grandTotalCents: 21800,
    tyres: [{ tyreId: "T-1", quantity: 2 }],
  }),
  entry("invoice.rectify", "invoice", "R-2026-0001", {
    rectifies: "F-2026-0007",
    reason: "defective",
    refundMethod: "card",
    backOnSale: false,
    grandTotalCents: -10900,
    lines: [{ tyreId: "T-1", quantity: -1 }],
    services: [{ code: "FIT", quantity: -1 }],
  }),
  entry("day.close", "invoice", "2026-11-29", {
    z: "Z-2026-0042",
    revision: 2,
    openingFloat: "50.00",
    expected: "250.00",
    counted: "245.00",
    difference: "-5.00",
    cardTerminal: "120.00",
  }),
  entry(
    "day.reopen",
    "invoice",
    "2026-11-29",
    { reason: "a sale was missing" },
    { z: "Z-2026-0042", revision: 1, counted: "245.00", difference: "-5.00" },
  ),
  entry("service.add", "settings", "ALIGN", {
    code: "ALIGN",
    nameEs: "Alineación",
    nameEn: "Alignment",
    unit: "job",
    priceEur: "30.00",
    rimPricesCents: null,
    inPackage: false,
  }),
  entry(
    "service.update",
    "settings",
    "FIT",
    { priceEur: "12.00", rimPricesCents: { 16: 1200 } },
    { priceEur: "10.00", rimPricesCents: null },
  ),
  entry("service.retire", "settings", "FIT", null),
  entry("service.restore", "settings", "FIT", null),
  entry(
    "demo.remove",
    "settings",
    null,
    { tyres: 58, reservations: 3, posts: 4, keptTyres: 2 },
    { tyreIds: ["T-1"], reservationIds: [1], postIds: [2] },
  ),
  entry("reminder.done", "customer", "#12", { reminder: 5, kind: "tyre-age" }),
  entry(
    "reservation.cancel",
    "reservation",
    "#7",
    { status: "cancelled", cancelledBy: "staff", tyreAvailable: true, tyreId: "T-1", customerId: 12, depositCents: 3000, deposit: "keep" },
    { status: "active" },
  ),
  entry(
    "reservation.expire",
    "reservation",
    "#8",
    { status: "expired", tyreAvailable: true, tyreId: "T-2", customerId: null },
    { status: "active" },
    "system",
  ),
  entry("ready-message.sent", "reservation", "reservation #7", null),
  entry("sign-in.succeeded", "security", "owner@shop.test", { ip: "192.0.2.1" }),
  entry(
    "sign-in.failed",
    "security",
    "owner@shop.test",
    { ip: "192.0.2.1", step: "code", refusal: "wrong code" },
    null,
    "sign-in from 192.0.2.1",
  ),
  entry("password.change", "security", "owner@shop.test", null),
  entry("staff.add", "staff", "new@shop.test", { email: "new@shop.test", name: "Nuevo", role: "counter", language: "es" }),
  entry("staff.create", "staff", "first@shop.test", { role: "owner" }, null, "system"),
  entry("staff.reset-password", "staff", "new@shop.test", null),
  entry("staff.reactivate", "staff", "new@shop.test", { active: true }, { active: false }),
  entry("staff.deactivate", "staff", "new@shop.test", { active: false }, { active: true }),
  entry("staff.set-role", "staff", "new@shop.test", { role: "owner" }, { role: "counter" }),
  entry("staff.two-factor-on", "staff", "owner@shop.test", { twoFactor: true }, { twoFactor: false }),
  entry("staff.two-factor-off", "staff", "new@shop.test", { twoFactor: false }, { twoFactor: true }),
  entry("staff.language", "staff", "owner@shop.test", { language: "es" }, { language: "en" }),
  entry("staff.rename", "staff", "nuevo@shop.test", { name: "Ana", email: "nuevo@shop.test" }, { name: "Anna", email: "owner@shop.test" }),
  entry("quote.create", "quote", "P-2026-0003", { customerId: 12, lines: 3, totalCents: 42000 }),
  entry("quote.revise", "quote", "P-2026-0003", { revision: 2, lines: 2, totalCents: 30000 }),
  entry("quote.accept", "quote", "P-2026-0003", { revision: 2, channel: "phone", reservations: 1 }),
  entry("quote.decline", "quote", "P-2026-0003", { revision: 2, channel: "link", reservations: 0 }, null, "customer"),
  entry("quote.sell", "quote", "P-2026-0003", { revision: 2, invoice: "F-2026-0010" }),
  entry("quote.email", "quote", "P-2026-0003", { revision: 2, locale: "es" }),
  entry("photo.add", "quote", "P-2026-0003", null),
  entry("photo.delete", "quote", "P-2026-0003", null),
  entry("declined.note", "quote", "declined #4", { customerId: 12, description: "alineación" }),
  entry("declined.close", "quote", "declined #4", { customerId: 12, description: "alineación" }),
  entry(
    "post.publish",
    "blog",
    "post 3",
    { publishedAt: "2026-11-29T10:00:00.000Z", title: "Neumáticos de invierno" },
    { publishedAt: null },
  ),
  entry(
    "post.unpublish",
    "blog",
    "post 3",
    { publishedAt: null, title: "Neumáticos de invierno" },
    { publishedAt: "2026-11-29T10:00:00.000Z" },
  ),
  entry("post.delete", "blog", "post 3", null, { title: "Neumáticos de invierno", publishedAt: null }),
  entry("customer.consent", "customer", "#12", { given: ["email"], withdrawn: ["phone"], source: "counter" }),
  entry("customer.itv", "customer", "#12", { vehicleId: 4, itvDueOn: "2027-03-01" }),
  entry("customer.edit", "customer", "#12", { changed: ["phone", "taxId"] }),
  entry("customer.vehicle", "customer", "#12", { customerId: 12, vehicleId: 4, make: "Seat", model: "Ibiza", added: true }),
  entry("customer.merge", "customer", "#12", { into: 12 }, { id: 13 }),
  entry("customer.erase", "customer", "#12", { reservations: 1, appointments: 0, requests: 0, reminders: 2, emails: 3 }),
  entry("mail.resend", "reservation", "message #9", { attempts: 0, failedAt: null }, { attempts: 8, failedAt: "2026-11-28T10:00:00.000Z" }),
  entry("settings.update", "settings", null, { depositCents: 3000, vatRatePercent: 21 }, { depositCents: 2000, vatRatePercent: 10 }),
  entry("tyre.import", "stock", "T-1…T-2", { tyres: 2, units: 4, firstId: "T-1", lastId: "T-2" }),
  entry("tyre.import", "stock", "import", {
    added: 0,
    updated: 2,
    changes: [
      {
        tyreId: "T-1",
        fields: [
          { field: "unitPriceCents", from: 8900, to: 8400 },
          { field: "quantity", from: 4, to: 6 },
        ],
      },
      { tyreId: "T-2", fields: [{ field: "runFlat", from: false, to: true }] },
    ],
  }),
  entry(
    "tyre.price",
    "price",
    "T-1",
    { unitPriceEur: "45.00", disposalFeeEurPerTyre: "3.00", tyre: "Michelin 205/55 R16" },
    { unitPriceEur: "40.00", disposalFeeEurPerTyre: "2.40" },
  ),
  entry("tyre.restock", "stock", "T-1", { quantity: 4, status: "available", tyre: "Michelin 205/55 R16" }, { quantity: 0, status: "sold" }),
  entry(
    "tyre.withdraw",
    "stock",
    "T-1",
    { status: "sold", quantity: 2, tyre: "Michelin 205/55 R16" },
    { status: "available", quantity: 2 },
  ),
  entry("tyre.reprice", "price", "reprice", {
    rule: "raise by 10 %",
    repriceRule: { mode: "raise", value: 1000, percent: true, plusCents: 0, rounding: "none" },
    changes: ["T-1: 40.00 → 44.00"],
  }),
  entry("stock-request.status", "reservation", "request #3", { status: "answered", size: "205/55 R16" }, { status: "new" }),
  entry("photo.add", "stock", "T-1", { photo: 7, position: 0, key: "abc", tyre: "Michelin 205/55 R16" }),
  entry("photo.delete", "stock", "T-1", null, { photo: 7, position: 1, key: "abc", tyre: "Michelin 205/55 R16" }),
  entry("photo.cover", "stock", "T-1", { order: [8, 7], photo: 8, tyre: "Michelin 205/55 R16" }, { order: [7, 8] }),
  entry("photo.reorder", "stock", "T-1", { order: [8, 7], photo: 7, tyre: "Michelin 205/55 R16" }, { order: [7, 8] }),
  entry("appointment.book", "reservation", "appointment #5", {
    day: "2026-12-02",
    time: "10:30",
    job: "fit4",
    source: "staff",
    reservationId: 7,
    customerId: 12,
  }),
  entry(
    "appointment.move",
    "reservation",
    "appointment #5",
    { startsAt: "2026-12-03T09:00:00.000Z" },
    { startsAt: "2026-12-02T09:30:00.000Z" },
  ),
  entry("appointment.done", "reservation", "appointment #5", { status: "done" }, { status: "booked" }),
  entry("appointment.no-show", "reservation", "appointment #5", { status: "no-show" }, { status: "booked" }),
  entry(
    "appointment.cancelled",
    "reservation",
    "appointment #5",
    { status: "cancelled", reservationId: 7 },
    { status: "booked" },
    "customer",
  ),
  entry("verifactu.certificate", "settings", "B04123451", {
    subject: "TALLER SL",
    nif: "B04123451",
    expiresAt: "2027-05-01T00:00:00.000Z",
  }),
  entry(
    "verifactu.update",
    "settings",
    null,
    { sendingEnabled: true, environment: "test" },
    { sendingEnabled: false, environment: "production" },
  ),
  entry(
    "verifactu.resend",
    "invoice",
    "F-2026-0007",
    { status: "pending", afterRejection: true },
    { status: "rejected", errorCode: "1100" },
  ),
];

const ENGLISH_WORDS =
  /\b(the|and|of|for|from|to|with|by|issued|added|changed|cancelled|customer|invoice|quote|reservation|appointment|tyres?|photo|moved|deleted|marked)\b/;

describe("an audit entry's summary in the reader's language", () => {
  it("words every action the code records", () => {
    const recorded = recordedActions();
    expect(recorded.size).toBeGreaterThan(50);
    for (const action of recorded) expect(WORDED_ACTIONS, `${action} has no wording`).toContain(action);
  });

  it("has a sample of every worded action, and words each sample from its values in both languages", () => {
    expect(new Set(SAMPLES.map((s) => s.action))).toEqual(new Set(WORDED_ACTIONS));
    for (const s of SAMPLES) {
      const es = auditSummary(s, "es");
      const en = auditSummary(s, "en");
      expect(es, s.action).not.toBe(s.summary);
      expect(en, s.action).not.toBe(s.summary);
      expect(es, `${s.action}: ${es}`).not.toMatch(ENGLISH_WORDS);
    }
  });

  it("says what happened in Spanish, and in English as the stored sentence says it", () => {
    const invoice = SAMPLES.find((s) => s.action === "invoice.issue")!;
    expect(auditSummary(invoice, "es")).toBe("Factura F-2026-0007 emitida del cliente n.º 12: 218,00 € (2 líneas)");
    expect(auditSummary(invoice, "en")).toBe("Invoice F-2026-0007 issued for customer #12: €218.00 (2 lines)");
    const price = SAMPLES.find((s) => s.action === "tyre.price")!;
    expect(auditSummary(price, "es")).toBe("T-1 (Michelin 205/55 R16): precio 40,00 € → 45,00 €, tasa de reciclaje 2,40 € → 3,00 €");
    expect(auditSummary(price, "en")).toBe("T-1 (Michelin 205/55 R16): price €40.00 → €45.00, disposal fee €2.40 → €3.00");
    const cancel = SAMPLES.find((s) => s.action === "reservation.cancel")!;
    expect(auditSummary(cancel, "es")).toBe(
      "Reserva #7 del cliente n.º 12 (neumático T-1) cancelada por la tienda; señal de 30,00 € para la tienda",
    );
    expect(auditSummary(cancel, "en")).toBe(
      "Reservation #7 for customer #12 (tyre T-1) cancelled by staff; deposit €30.00 kept by the shop",
    );
    const settings = SAMPLES.find((s) => s.action === "settings.update")!;
    expect(auditSummary(settings, "es")).toBe("Cambiado: señal, tipo de IVA");
    expect(auditSummary(settings, "en")).toBe("Changed deposit, IVA rate");
    const ready = SAMPLES.find((s) => s.action === "ready-message.sent")!;
    expect(auditSummary(ready, "en")).toBe("Ready message marked sent for reservation #7");
    expect(auditSummary(ready, "es")).toBe("Mensaje de «ya está listo» marcado como enviado: reserva #7");
    const reprice = SAMPLES.find((s) => s.action === "tyre.reprice")!;
    expect(auditSummary(reprice, "es")).toBe("Cambio de precios en bloque (subir un 10 %): 1 neumático");
  });

  it("shows the stored English for an action it does not word, or an entry stored without what the wording needs", () => {
    expect(auditSummary(entry("gadget.explode", "stock", "x", null), "es")).toBe("stored gadget.explode");
    // A sign-in stored before the address was kept in its values.
    expect(auditSummary(entry("sign-in.failed", "security", "a@b.c", null), "es")).toBe("stored sign-in.failed");
    expect(auditSummary(entry("invoice.issue", "invoice", "F-1", { lines: [] }), "es")).toBe("stored invoice.issue");
    expect(auditSummary(entry("day.close", "invoice", "2026-11-29", "not an object"), "es")).toBe("stored day.close");
  });

  it("names who did it in the reader's language", () => {
    expect(auditActor("system", "es")).toBe("el sistema");
    expect(auditActor("customer", "es")).toBe("el cliente");
    expect(auditActor("sign-in from 192.0.2.1", "es")).toBe("intento de entrar desde 192.0.2.1");
    expect(auditActor("owner@shop.test", "es")).toBe("owner@shop.test");
    expect(auditActor("sign-in from 192.0.2.1", "en")).toBe("sign-in from 192.0.2.1");
  });
});

describe("the before/after rows' field names", () => {
  const camel = /[a-z][A-Z]/;

  it("has a name in both languages for every key an entry stores today, never the stored key", () => {
    // The keys of the values, and of the records in a list (an invoice's lines and services).
    const keysOf = (v: unknown): string[] =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(v).flatMap(([k, x]) => [
            k,
            ...(Array.isArray(x) ? x.flatMap((row) => (row && typeof row === "object" ? Object.keys(row) : [])) : []),
          ])
        : [];
    const keys = new Set(SAMPLES.flatMap((s) => [...keysOf(s.before), ...keysOf(s.after)]));
    for (const locale of ["es", "en"] as const) {
      const fields = staffMessages(locale).audit.fields as Record<string, string>;
      for (const key of keys) {
        if (SAMPLES.some((s) => s.action === "settings.update" && key in Object(s.after))) continue;
        expect(fields[key], `${locale}: ${key}`).toBeTruthy();
        expect(fields[key], `${locale}: ${key}`).not.toMatch(camel);
      }
    }
  });

  it("names every setting in Spanish", () => {
    const es = staffMessages("es").audit.settingFields;
    for (const key of Object.keys(SETTING_LABELS)) expect(es[key], key).toBeTruthy();
  });

  it("shows no camelCase field and no English code in the rows of any sample", () => {
    for (const s of SAMPLES) {
      for (const locale of ["es", "en"] as const)
        for (const row of changeRows(s.kind === "settings", s.before, s.after, locale))
          expect(row.field, `${s.action} ${locale}`).not.toMatch(camel);
    }
    const invoice = SAMPLES.find((s) => s.action === "invoice.issue")!;
    expect(changeRows(false, invoice.before, invoice.after, "es")).toEqual([
      { field: "Cliente n.º", before: null, after: "12" },
      { field: "Total", before: null, after: "218,00 €" },
      { field: "Líneas", before: null, after: "Neumático T-1, Cantidad 2; Neumático T-2, Cantidad 2" },
      { field: "Servicios", before: null, after: "Código FIT, Llanta 16, Cantidad 4" },
    ]);
    const failed = SAMPLES.find((s) => s.action === "sign-in.failed")!;
    expect(changeRows(false, failed.before, failed.after, "es")).toContainEqual({
      field: "Motivo",
      before: null,
      after: "código incorrecto",
    });
    const reprice = SAMPLES.find((s) => s.action === "tyre.reprice")!;
    expect(changeRows(false, reprice.before, reprice.after, "es")).toContainEqual({
      field: "Regla (datos)",
      before: null,
      after: "subir un 10 %",
    });
    // A stock import's changes, stored as data, in the reader's language; an entry written before
    // (its changes stored as English sentences) shows them as stored.
    const imported = SAMPLES.find((s) => s.action === "tyre.import" && "changes" in Object(s.after))!;
    expect(changeRows(false, imported.before, imported.after, "es")).toContainEqual({
      field: "Cambios",
      before: null,
      after: "T-1: precio 89.00 → 84.00, cantidad 4 → 6; T-2: run flat no → sí",
    });
    expect(changeRows(false, imported.before, imported.after, "en")).toContainEqual({
      field: "Changes",
      before: null,
      after: "T-1: price 89.00 → 84.00, quantity 4 → 6; T-2: run flat no → yes",
    });
    expect(changeRows(false, null, { changes: ["T-1: price 89.00 → 84.00"] }, "es")).toEqual([
      { field: "Cambios", before: null, after: "T-1: price 89.00 → 84.00" },
    ]);
    const staff = SAMPLES.find((s) => s.action === "staff.create")!;
    expect(changeRows(false, staff.before, { role: null }, "es")).toEqual([{ field: "Rol", before: null, after: null }]);
    const cancel = SAMPLES.find((s) => s.action === "reservation.cancel")!;
    expect(changeRows(false, cancel.before, cancel.after, "es")).toEqual(
      expect.arrayContaining([
        { field: "Estado", before: "activa", after: "cancelada" },
        { field: "Cancelada por", before: null, after: "la tienda" },
        { field: "Neumático disponible", before: null, after: "sí" },
        { field: "Importe de la señal", before: null, after: "30,00 €" },
        { field: "Señal", before: null, after: "Se la queda la tienda" },
      ]),
    );
  });
});
