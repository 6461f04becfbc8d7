// Customers on real databases: a sale or a reservation matches the known record by normalised
// phone, e-mail, tax id or plate (never a second record for "1234 abc" after "1234 ABC"), parallel
// sales for the same new customer make one record, merge folds a record and its history into
// another, and erasing anonymises the record and its vehicles while the invoices keep their copy
// and the VERI*FACTU chain still verifies. Appointments match or create the record in their booking
// (parallel bookings too), show on the customer's page and are anonymised with it.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, auditLog, customers, reservations, sales, vehicles } from "~db/schema";
import { SYSTEM_ACTOR } from "~/domain/audit";
import type { CheckoutInput } from "~/domain/checkout";
import { ERASED_NAME } from "~/domain/customer";
import {
  eraseCustomer,
  exportCustomer,
  getCustomerPage,
  lookupCustomer,
  mergeCustomers,
  searchCustomers,
  updateCustomer,
} from "~/server/customers/customers.server";
import { bookAppointment, type BookInput, endAppointment } from "~/server/appointments/appointments.server";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { createSale } from "~/server/sales/sales.server";
import { cancelReservation } from "~/server/reservations/staff-reservations.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

function sale(tyreId: string, extra: Partial<CheckoutInput> = {}): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId, quantity: 1 }], ...extra };
}

// Tuesday 1 December 2026, 09:00 in the shop; the default hours take fittings Monday to Friday.
const NOW = new Date("2026-12-01T08:00:00Z");
const booking = (over: Partial<BookInput>): BookInput => ({
  job: "fit2",
  date: "2026-12-02",
  time: "10:00",
  customerName: "Luis Pérez",
  phone: "600 333 444",
  locale: "es",
  source: "staff",
  actor: SYSTEM_ACTOR,
  origin: "https://shop.test",
  now: NOW,
  ...over,
});

describe.each(TEST_BACKENDS)("customers on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 12 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const customerCount = async () => (await t.db.select({ n: count() }).from(customers))[0]!.n;

  it("matches a sale by plate however it is written, and a reservation by phone; a name alone makes no record", async () => {
    const tyre = await insertTyre(t.db, { quantity: 10, width: 205, aspect: 55, rim: 16 });
    const before = await customerCount();
    await createSale(t.db, sale(tyre.id, { customerName: "Walk-in" }));
    expect(await customerCount()).toBe(before);

    const first = await createSale(t.db, sale(tyre.id, { vehicleReg: "7777 KLM", customerPhone: "600 111 222" }));
    const [row] = await t.db.select().from(sales).where(eq(sales.invoiceNumber, first.invoiceNumber));
    expect(row!.customerId).toBeTypeOf("number");
    const again = await createSale(t.db, sale(tyre.id, { customerName: "Ana G.", vehicleReg: "7777klm" }));
    const [row2] = await t.db.select().from(sales).where(eq(sales.invoiceNumber, again.invoiceNumber));
    expect(row2!.customerId).toBe(row!.customerId);
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Ana",
      contactNumber: "+34 600-111-222",
      email: "ANA@example.com",
      depositCents: 0,
      source: "staff",
    });
    expect(r.ok && r.reservation.customerId).toBe(row!.customerId);
    expect(await customerCount()).toBe(before + 1);
    const [cust] = await t.db.select().from(customers).where(eq(customers.id, row!.customerId!));
    // The e-mail the record lacked was filled in; the name it had stays.
    expect(cust).toMatchObject({ name: "Ana García", phoneKey: "34600111222", emailKey: "ana@example.com" });
    const cars = await t.db.select().from(vehicles).where(eq(vehicles.customerId, cust!.id));
    expect(cars).toEqual([expect.objectContaining({ plateKey: "7777KLM", lastTyreSize: "205/55 R16" })]);

    expect((await lookupCustomer(t.db, { plate: "7777-klm" }))?.id).toBe(cust!.id);
    expect((await lookupCustomer(t.db, { phone: "0034600111222" }))?.id).toBe(cust!.id);
    expect(await lookupCustomer(t.db, { plate: "0000 ZZZ" })).toBeNull();
    for (const q of ["garcía", "600111", "7777 klm", ""])
      expect(
        (await searchCustomers(t.db, q)).map((c) => c.id),
        q,
      ).toContain(cust!.id);
    expect((await searchCustomers(t.db, "nobody-like-this")).length).toBe(0);
  });

  it("a full invoice's tax id matches the record however it is written; search finds it; the lookup gives the tax data back", async () => {
    const tyre = await insertTyre(t.db, { quantity: 5 });
    const before = await customerCount();
    const full = { customerName: "Talleres Sur SL", customerAddress: "Calle Mayor 1, 04001 Almería" };
    const first = await createSale(t.db, sale(tyre.id, { ...full, customerTaxId: "B04123451", vehicleReg: "3333 TAX" }));
    const again = await createSale(t.db, sale(tyre.id, { ...full, customerName: "Talleres Sur", customerTaxId: " b-04123451 " }));
    const idOf = async (n: string) => (await t.db.select().from(sales).where(eq(sales.invoiceNumber, n)))[0]!.customerId;
    const id = await idOf(first.invoiceNumber);
    expect(id).toBeTypeOf("number");
    expect(await idOf(again.invoiceNumber)).toBe(id);
    expect(await customerCount()).toBe(before + 1);
    for (const q of ["B04123451", "04123451", "b04123451"])
      expect(
        (await searchCustomers(t.db, q)).map((c) => c.id),
        q,
      ).toContain(id);
    // What the checkout's offer fills for a full invoice: the tax id and the address of the record.
    expect(await lookupCustomer(t.db, { plate: "3333tax" })).toMatchObject({
      id,
      name: "Talleres Sur SL",
      taxId: "B04123451",
      address: "Calle Mayor 1, 04001 Almería",
    });
  });

  itRace(backend)("parallel sales for the same new customer make one record and one vehicle", async () => {
    const tyre = await insertTyre(t.db, { quantity: 20 });
    const before = await customerCount();
    const forms = ["4321 XYZ", "4321xyz", "4321-XYZ", " 4321 xyz ", "4321XYZ", "4321 XYZ"].map((plate, i) =>
      sale(tyre.id, { customerName: `Luis ${i}`, vehicleReg: plate, customerPhone: i % 2 ? "+34 699 000 111" : undefined }),
    );
    const results = await Promise.allSettled(forms.map((f) => createSale(t.db, f)));
    expect(
      results.filter((r) => r.status === "rejected"),
      JSON.stringify(results),
    ).toEqual([]);
    expect(await customerCount()).toBe(before + 1);
    const plates = await t.db.select().from(vehicles).where(eq(vehicles.plateKey, "4321XYZ"));
    expect(plates).toHaveLength(1);
    const ids = new Set((await t.db.select({ c: sales.customerId }).from(sales).where(eq(sales.vehicleReg, "4321 XYZ"))).map((r) => r.c));
    expect(ids).toEqual(new Set([plates[0]!.customerId]));
    // By phone alone, in parallel as well.
    const byPhone = await Promise.allSettled(
      [0, 1, 2, 3].map((i) =>
        createSale(t.db, sale(tyre.id, { customerName: `Eva ${i}`, customerPhone: i % 2 ? "611222333" : "+34611222333" })),
      ),
    );
    expect(byPhone.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await customerCount()).toBe(before + 2);
  });

  it("edits a record, refusing a phone another record has; merges one into another with its history", async () => {
    const tyre = await insertTyre(t.db, { quantity: 5 });
    const a = await createSale(t.db, sale(tyre.id, { customerName: "Pepe", customerPhone: "622 000 001", vehicleReg: "1111 AAA" }));
    const b = await createSale(t.db, sale(tyre.id, { customerName: "José", customerPhone: "622 000 002", vehicleReg: "2222 BBB" }));
    const idOf = async (n: string) => (await t.db.select().from(sales).where(eq(sales.invoiceNumber, n)))[0]!.customerId!;
    const [pepe, jose] = [await idOf(a.invoiceNumber), await idOf(b.invoiceNumber)];
    await expect(
      updateCustomer(t.db, SYSTEM_ACTOR, { id: pepe, name: "Pepe", phone: "622000002", address: null, notes: null }),
    ).rejects.toMatchObject({ field: "phone", kind: "conflict" });
    await updateCustomer(t.db, SYSTEM_ACTOR, {
      id: pepe,
      name: "José Pérez",
      phone: "622 000 001",
      address: null,
      notes: "Van",
    });
    await expect(mergeCustomers(t.db, SYSTEM_ACTOR, pepe, pepe)).rejects.toMatchObject({ kind: "invalid" });

    await mergeCustomers(t.db, SYSTEM_ACTOR, jose, pepe);
    const page = (await getCustomerPage(t.db, pepe))!;
    expect(page.vehicles.map((v) => v.plateKey).sort()).toEqual(["1111AAA", "2222BBB"]);
    expect(page.invoices.map((s) => s.invoiceNumber).sort()).toEqual([a.invoiceNumber, b.invoiceNumber].sort());
    expect(page.fitted).toHaveLength(2);
    expect((await searchCustomers(t.db, "622 000 002")).map((c) => c.id)).toEqual([]);
    // José's phone now finds Pepe's record (the keys moved only where Pepe had none: he had a phone).
    const next = await createSale(t.db, sale(tyre.id, { customerName: "J", vehicleReg: "2222bbb" }));
    expect(await idOf(next.invoiceNumber)).toBe(pepe);
    await expect(mergeCustomers(t.db, SYSTEM_ACTOR, jose, pepe)).rejects.toMatchObject({ kind: "conflict" });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "customer.merge"))).length).toBe(1);
  });

  it("erases a customer: refused with an open reservation; then the record and vehicles are anonymised, invoices intact, chain verifies", async () => {
    const tyre = await insertTyre(t.db, { quantity: 5 });
    const s = await createSale(t.db, sale(tyre.id, { customerName: "Marta Ruiz", customerPhone: "633 444 555", vehicleReg: "9999 MMM" }));
    const [before] = await t.db.select().from(sales).where(eq(sales.invoiceNumber, s.invoiceNumber));
    const id = before!.customerId!;
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Marta",
      contactNumber: "633444555",
      depositCents: 0,
      source: "staff",
    });
    expect(r.ok).toBe(true);
    await expect(eraseCustomer(t.db, SYSTEM_ACTOR, id)).rejects.toMatchObject({ kind: "conflict" });
    expect((await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.name).toBe("Marta Ruiz");

    const exported = await exportCustomer(t.db, id);
    expect(exported.customer).toMatchObject({ name: "Marta Ruiz", phone: "633 444 555" });
    expect(exported.vehicles.map((v) => v.plate)).toEqual(["9999 MMM"]);
    expect(exported.invoices.map((i) => i.number)).toEqual([s.invoiceNumber]);

    await cancelReservation(t.db, r.ok ? r.reservation.id : 0);
    await eraseCustomer(t.db, SYSTEM_ACTOR, id);
    const [erased] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(erased).toMatchObject({ name: ERASED_NAME, phone: null, phoneKey: null, email: null, taxId: null, address: null });
    expect(erased!.erasedAt).not.toBeNull();
    expect(await t.db.select().from(vehicles).where(eq(vehicles.customerId, id))).toEqual([]);
    const [held] = await t.db.select().from(reservations).where(eq(reservations.customerId, id));
    expect(held).toMatchObject({ clientName: ERASED_NAME, contactNumber: null });
    // The invoice keeps the name and plate it was issued with.
    const [after] = await t.db.select().from(sales).where(eq(sales.invoiceNumber, s.invoiceNumber));
    expect(after).toEqual(before);
    expect((await verifyChain(t.db)).ok).toBe(true);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "customer.erase"))).map((a) => a.summary).join()).not.toMatch(
      /Marta/,
    );
    // The same phone later is a new customer.
    const later = await createSale(t.db, sale(tyre.id, { customerName: "Marta", customerPhone: "633444555" }));
    const [laterRow] = await t.db.select().from(sales).where(eq(sales.invoiceNumber, later.invoiceNumber));
    expect(laterRow!.customerId).not.toBe(id);
  });

  it("an appointment matches or creates the customer in its booking, in parallel too; the page lists it; erasing anonymises it", async () => {
    const before = await customerCount();
    const first = await bookAppointment(t.db, booking({ plate: "5555 XYZ", tyreSize: "195/65 R15" }));
    expect(await customerCount()).toBe(before + 1);
    const [cust] = await t.db.select().from(customers).where(eq(customers.phoneKey, "34600333444"));
    expect(cust).toMatchObject({ name: "Luis Pérez" });
    const cars = await t.db.select().from(vehicles).where(eq(vehicles.customerId, cust!.id));
    expect(cars).toEqual([expect.objectContaining({ plateKey: "5555XYZ", lastTyreSize: "195/65 R15" })]);

    // The same customer booking in parallel, the phone and plate written differently: no new record.
    const parallel = await Promise.all(
      ["11:00", "12:00", "13:00"].map((time, i) =>
        bookAppointment(t.db, booking({ time, phone: i === 0 ? "+34 600-333-444" : "0034600333444", plate: "5555-xyz" })),
      ),
    );
    // A new customer booking twice at once: one record.
    await Promise.all(
      ["15:00", "16:00"].map((time) =>
        bookAppointment(t.db, booking({ date: "2026-12-03", time, customerName: "Rosa", phone: "644 777 888" })),
      ),
    );
    expect(await customerCount()).toBe(before + 2);
    // A refused booking (the shop is closed on Sunday) leaves no record behind.
    await expect(bookAppointment(t.db, booking({ date: "2026-12-06", phone: "622 999 888" }))).rejects.toMatchObject({ problem: "closed" });
    expect(await customerCount()).toBe(before + 2);

    const page = await getCustomerPage(t.db, cust!.id);
    expect(page!.appointments.map((a) => a.id).sort()).toEqual([first, ...parallel].map((b) => b.appointment.id).sort());
    expect((await exportCustomer(t.db, cust!.id)).appointments).toHaveLength(4);

    // Refused while an appointment of theirs is booked; ended ones are anonymised.
    await expect(eraseCustomer(t.db, SYSTEM_ACTOR, cust!.id)).rejects.toMatchObject({ kind: "conflict" });
    expect((await t.db.select().from(appointments).where(eq(appointments.id, first.appointment.id)))[0]!.customerName).toBe("Luis Pérez");
    for (const b of [first, ...parallel])
      await endAppointment(t.db, { staff: SYSTEM_ACTOR, id: b.appointment.id }, "done", { origin: "https://shop.test", now: NOW });
    await eraseCustomer(t.db, SYSTEM_ACTOR, cust!.id);
    const [erased] = await t.db.select().from(appointments).where(eq(appointments.id, first.appointment.id));
    expect(erased).toMatchObject({ customerName: ERASED_NAME, phone: "", email: null, plate: null });
    // Rosa's appointments are hers, untouched.
    const rosa = await t.db.select().from(appointments).where(eq(appointments.customerName, "Rosa"));
    expect(rosa).toHaveLength(2);
  });
});
