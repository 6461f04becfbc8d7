// Appointments own their customer, and public forms never rewrite one, on real databases: an
// appointment carries the record its booking matched (customer_id), so the customer's page lists
// it however the phone was written and never lists someone else's; a merge and an erasure carry
// appointments along. An anonymous form (online reservation, booking on "Pedir cita") with someone
// else's plate and the sender's e-mail or phone leaves that person's record and vehicle as they
// were. Migration 0026 gives existing appointments the one record their details point at.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, customers, reservations, vehicles } from "~db/schema";
import { SYSTEM_ACTOR } from "~/domain/audit";
import { customerKeys, ERASED_NAME } from "~/domain/customer";
import { bookAppointment, type BookInput, endAppointment } from "~/server/appointments/appointments.server";
import { eraseCustomer, getCustomerPage, lookupCustomer, mergeCustomers } from "~/server/customers/customers.server";
import { migrateDatabase } from "~/server/first-run.server";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

// Tuesday 1 December 2026, 09:00 in the shop; the default hours take fittings Monday to Friday.
const NOW = new Date("2026-12-01T08:00:00Z");
const booking = (over: Partial<BookInput>): BookInput => ({
  job: "fit2",
  date: "2026-12-02",
  time: "10:00",
  customerName: "Someone",
  phone: "600 000 000",
  locale: "es",
  source: "online",
  origin: "https://shop.test",
  now: NOW,
  ...over,
});

describe.each(TEST_BACKENDS)("appointments and their customer on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A known customer, as staff keep them: the keys of their details, and their vehicle. */
  async function known(c: { name: string; phone: string; email?: string; plate?: string }) {
    const keys = customerKeys(c);
    const [row] = await t.db
      .insert(customers)
      .values({ name: c.name, phone: c.phone, email: c.email ?? null, phoneKey: keys.phoneKey, emailKey: keys.emailKey })
      .returning();
    if (c.plate) await t.db.insert(vehicles).values({ customerId: row!.id, plate: c.plate, plateKey: keys.plateKey! });
    return row!;
  }
  const recordOf = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;
  const vehicleOf = async (plateKey: string) => (await t.db.select().from(vehicles).where(eq(vehicles.plateKey, plateKey)))[0]!;
  const listed = async (id: number) => (await getCustomerPage(t.db, id))!.appointments.map((a) => a.id).sort((a, b) => a - b);

  it("an appointment booked with the customer's phone written another way shows on their page; another customer's does not", async () => {
    const ana = await known({ name: "Ana Ruiz", phone: "611 222 333", plate: "1234 ANA" });
    const bea = await known({ name: "Bea Gil", phone: "622 333 444" });
    // Online with "+34 …", by staff with "0034…": both hers. Bea's is not, nor the record of a stranger.
    const online = await bookAppointment(t.db, booking({ customerName: "Ana", phone: "+34 611-222-333", time: "10:00" }));
    const staff = await bookAppointment(
      t.db,
      booking({ customerName: "Ana R.", phone: "0034611222333", time: "11:00", source: "staff", actor: SYSTEM_ACTOR }),
    );
    const beas = await bookAppointment(t.db, booking({ customerName: "Bea", phone: "622333444", time: "12:00" }));
    expect(online.appointment.customerId).toBe(ana.id);
    expect(staff.appointment.customerId).toBe(ana.id);
    expect(beas.appointment.customerId).toBe(bea.id);
    expect(await listed(ana.id)).toEqual([online.appointment.id, staff.appointment.id].sort((a, b) => a - b));
    expect(await listed(bea.id)).toEqual([beas.appointment.id]);

    // A reservation's fitting time belongs to the reservation's customer.
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Ana",
      contactNumber: "611 222 333",
      depositCents: 0,
      source: "online",
      now: NOW,
      mail: { origin: "https://shop.test", locale: "es" },
      fitting: { date: "2026-12-02", time: "13:00" },
    });
    expect(r.ok && r.reservation.customerId).toBe(ana.id);
    const [fitting] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.reservationId, r.ok ? r.reservation.id : -1));
    expect(fitting!.customerId).toBe(ana.id);
    expect(await listed(ana.id)).toContain(fitting!.id);
    expect(await listed(bea.id)).not.toContain(fitting!.id);
  });

  it("a merge carries the merged record's appointments to the kept one; an erasure finds and anonymises them", async () => {
    const kept = await known({ name: "Carlos Sáez", phone: "633 444 555" });
    const dup = await known({ name: "Carlos", phone: "644 555 666" });
    const theirs = await bookAppointment(t.db, booking({ customerName: "Carlos", phone: "644-555-666", date: "2026-12-03" }));
    expect(theirs.appointment.customerId).toBe(dup.id);
    await mergeCustomers(t.db, SYSTEM_ACTOR, dup.id, kept.id);
    expect(await listed(kept.id)).toEqual([theirs.appointment.id]);
    // Booked: the erasure is refused (the shop still needs to reach them); once done, it is erased.
    await expect(eraseCustomer(t.db, SYSTEM_ACTOR, kept.id)).rejects.toMatchObject({ kind: "conflict" });
    await endAppointment(t.db, { staff: SYSTEM_ACTOR, id: theirs.appointment.id }, "done", { origin: "https://shop.test", now: NOW });
    await eraseCustomer(t.db, SYSTEM_ACTOR, kept.id);
    const [erased] = await t.db.select().from(appointments).where(eq(appointments.id, theirs.appointment.id));
    expect(erased).toMatchObject({ customerName: ERASED_NAME, phone: "", email: null, plate: null, customerId: dup.id });
  });

  it("someone else's plate and my e-mail on a public form: the other person's record and vehicle are unchanged", async () => {
    const victim = await known({ name: "Víctor Núñez", phone: "655 666 777", plate: "5678 VIC" });
    const before = await recordOf(victim.id);
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Mallory",
      contactNumber: "699 000 111",
      email: "mallory@evil.test",
      vehicleReg: "5678-vic",
      depositCents: 0,
      source: "online",
      now: NOW,
    });
    const b = await bookAppointment(
      t.db,
      booking({ customerName: "Mallory", phone: "699 000 111", email: "mallory@evil.test", plate: "5678 vic", date: "2026-12-04" }),
    );
    expect(await recordOf(victim.id)).toEqual(before);
    expect(await vehicleOf("5678VIC")).toMatchObject({ customerId: victim.id });
    // The sender got a record of their own (the plate stays on the reservation and the appointment).
    const mine = r.ok ? r.reservation.customerId : null;
    expect(mine).not.toBe(victim.id);
    expect(b.appointment.customerId).toBe(mine);
    expect(await recordOf(mine!)).toMatchObject({ name: "Mallory", emailKey: "mallory@evil.test", phoneKey: "34699000111" });
    expect(r.ok && r.reservation.vehicleReg).toBe("5678-vic");
    // The checkout offers the plate's owner, with their own details.
    expect(await lookupCustomer(t.db, { plate: "5678 VIC" })).toMatchObject({ id: victim.id, email: null, phone: "655 666 777" });
    expect(await listed(victim.id)).toEqual([]);
  });

  it("someone else's plate and my phone on a public form: the vehicle stays with its owner", async () => {
    const victim = await known({ name: "Vera Lago", phone: "666 777 888", email: "vera@mail.test", plate: "9012 VER" });
    // The sender is known to the shop by their phone.
    const sender = await known({ name: "Marcos", phone: "677 888 999" });
    const [victimBefore, senderBefore] = [await recordOf(victim.id), await recordOf(sender.id)];
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Marcos",
      contactNumber: "+34 677 888 999",
      vehicleReg: "9012VER",
      depositCents: 0,
      source: "online",
      now: NOW,
    });
    const b = await bookAppointment(
      t.db,
      booking({ customerName: "Marcos", phone: "677888999", plate: "9012 VER", time: "11:00", date: "2026-12-04" }),
    );
    // Their phone matches their own record exactly: attached, and that record is not written either.
    expect(r.ok && r.reservation.customerId).toBe(sender.id);
    expect(b.appointment.customerId).toBe(sender.id);
    expect(await recordOf(victim.id)).toEqual(victimBefore);
    expect(await recordOf(sender.id)).toEqual(senderBefore);
    expect(await vehicleOf("9012VER")).toMatchObject({ customerId: victim.id });
    expect(await lookupCustomer(t.db, { plate: "9012 ver" })).toMatchObject({ id: victim.id });
  });

  it("a public form with a known phone but another e-mail makes a new record; the known one keeps its details", async () => {
    const owner = await known({ name: "Olga Paz", phone: "688 999 000", email: "olga@mail.test" });
    const before = await recordOf(owner.id);
    const b = await bookAppointment(
      t.db,
      booking({ customerName: "Not Olga", phone: "688999000", email: "someone@else.test", time: "12:00", date: "2026-12-04" }),
    );
    expect(b.appointment.customerId).not.toBe(owner.id);
    expect(await recordOf(owner.id)).toEqual(before);
    // The new record carries what no other record holds: the e-mail, not Olga's phone key.
    expect(await recordOf(b.appointment.customerId!)).toMatchObject({ name: "Not Olga", phoneKey: null, emailKey: "someone@else.test" });
    // Staff forms keep matching as before: a staff booking with her phone is hers.
    const staff = await bookAppointment(
      t.db,
      booking({ customerName: "Olga", phone: "688 999 000", time: "13:00", date: "2026-12-04", source: "staff", actor: SYSTEM_ACTOR }),
    );
    expect(staff.appointment.customerId).toBe(owner.id);
  });
});

describe.each(TEST_BACKENDS)("migration 0026 on %s", (backend) => {
  it("gives existing appointments the one record their reservation, phone, e-mail or plate points at", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0025-"));
    try {
      fs.mkdirSync(path.join(dir, "meta"));
      const journal = JSON.parse(fs.readFileSync("db/migrations/meta/_journal.json", "utf8"));
      journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 25);
      fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
      for (const e of journal.entries) fs.copyFileSync(`db/migrations/${e.tag}.sql`, path.join(dir, `${e.tag}.sql`));
      const old = await createTestDatabase(backend, { migrationsFolder: dir });
      try {
        const q = (s: ReturnType<typeof sql>) => old.db.execute(s);
        await q(sql`insert into customers (id, name, phone, phone_key, email, email_key) values
          (1, 'Ana', '611 222 333', '34611222333', 'ana@mail.test', 'ana@mail.test'),
          (2, 'Bea', '+44 20 7946 0000', '442079460000', null, null),
          (3, 'Carlos', null, null, null, null),
          (4, 'Dora', '622 000 111', '34622000111', null, null)`);
        await q(sql`insert into vehicles (customer_id, plate, plate_key) values (3, '1111 CCC', '1111CCC')`);
        const tyre = await insertTyre(old.db);
        await q(
          sql`insert into reservations (id, tyre_id, client_name, contact_number, customer_id) values (1, ${tyre.id}, 'Dora', '611 222 333', 4)`,
        );
        const appt = (id: number, phone: string, email: string | null, plate: string | null, reservationId: number | null = null) =>
          q(sql`insert into appointments (id, starts_at, ends_at, day, job, customer_name, phone, email, plate, reservation_id)
            values (${id}, '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z', '2026-12-02', 'fit2', 'x', ${phone}, ${email}, ${plate}, ${reservationId})`);
        await appt(1, "+34 611-222-333", null, null); // Ana by her phone, another spelling
        await appt(2, "0034 611 222 333", " ANA@mail.test ", null); // phone and e-mail, both Ana's
        await appt(3, "00 44 20 7946 0000", null, null); // Bea's foreign number
        await appt(4, "699 999 999", null, "1111-ccc"); // Carlos by his plate only
        await appt(5, "611222333", null, "1111 CCC"); // Ana's phone, Carlos's car: two records, none
        await appt(6, "699 888 777", "nobody@mail.test", "9999 ZZZ"); // nobody's
        await appt(7, "611 222 333", null, null, 1); // booked with Dora's reservation: hers
        await migrateDatabase(old);
        const rows = await old.db
          .select({ id: appointments.id, customerId: appointments.customerId })
          .from(appointments)
          .orderBy(appointments.id);
        expect(rows.map((r) => r.customerId)).toEqual([1, 1, 2, 3, null, null, 4]);
        // The new column is the customer's key to their appointments.
        await expect(q(sql`update appointments set customer_id = 999 where id = 6`)).rejects.toThrow();
        expect((await old.db.select().from(reservations)).map((r) => r.formKeyHash)).toEqual([null]);
      } finally {
        await old.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
