// Fitting appointments on real databases: booking with its e-mails (.ics and the change link) and
// audit entry, the capacity rule under the booking lock (parallel customers for the last lift:
// exactly one wins, the others are offered the next free times), moving and cancelling by staff and
// by the customer's link (a used link stops working), marking done, and the day-before reminder
// queued once even with two workers running at the same moment.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, auditLog, outbox, reservations, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import {
  appointmentByToken,
  bookAppointment,
  type BookInput,
  endAppointment,
  freeTimes,
  linkedReservations,
  moveAppointment,
  queueDueReminders,
  SlotRefusal,
} from "~/server/appointments/appointments.server";
import { cancelReservationByCustomer, reserveTyre } from "~/server/reservations/reservations.server";
import { appointmentTokenKey, signAppointmentToken } from "~/server/appointments/appointment-token.server";
import { cancelTokenKey, signCancelToken } from "~/server/reservations/cancel-token.server";
import { listServices } from "~/server/sales/services.server";
import { appointmentSale } from "~/components/staff/agenda/sale";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertStaffUser, insertTyre } from "../helpers/factories";

const ORIGIN = "https://shop.test";
const STAFF = { id: null, label: "owner@test" };
// Tuesday 1 December 2026, 09:00 in the shop (winter time, UTC+1). Default settings: 2 lifts,
// Monday to Friday 09:00-18:00, 30-minute steps, fitting 1-2 tyres 30 minutes.
const NOW = new Date("2026-12-01T08:00:00Z");
const shop = DEFAULT_SHOP_SETTINGS;

const input = (over: Partial<BookInput> = {}): BookInput => ({
  job: "fit2",
  date: "2026-12-02",
  time: "10:00",
  customerName: "Ana López",
  phone: "+34 600 111 222",
  email: "ana@example.com",
  plate: "1234 ABC",
  locale: "es",
  source: "online",
  origin: ORIGIN,
  now: NOW,
  ...over,
});

const tokenOf = (path: string) => path.split("/").at(-1)!;

describe.each(TEST_BACKENDS)("fitting appointments on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 12 });
    // The shop's owner reads the back-office in English: the shop's notices are in English (decision 094).
    await insertStaffUser(t.db, { language: "en" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("books a time: the row, the customer's e-mail with the .ics and the change link, the shop's notice, the audit entry", async () => {
    const before = await freeTimes(t.db, shop, "2026-12-02", "fit2", { now: NOW });
    expect(before.map((s) => s.time)).toContain("10:00");
    const { appointment: a, changePath } = await bookAppointment(t.db, input());
    expect(a).toMatchObject({ day: "2026-12-02", job: "fit2", status: "booked", changes: 0 });
    expect(a.startsAt.toISOString()).toBe("2026-12-02T09:00:00.000Z");
    expect(a.endsAt.toISOString()).toBe("2026-12-02T09:30:00.000Z");
    expect(changePath).toMatch(/^\/cita\/\d+\.[\w-]{32}$/);
    expect((await appointmentByToken(t.db, tokenOf(changePath)))?.id).toBe(a.id);

    const mails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `appointment:${a.id}:%`));
    const customer = mails.find((m) => m.toAddress === "ana@example.com")!;
    expect(customer.subject).toContain("miércoles, 2 de diciembre de 2026, 10:00");
    expect(customer.textBody).toContain(`${ORIGIN}${changePath}`);
    expect(customer.attachments?.[0]).toMatchObject({ filename: "cita.ics" });
    expect(customer.attachments?.[0]?.content).toContain("DTSTART:20261202T090000Z");
    expect(mails.find((m) => m.toAddress === shop.email)?.subject).toMatch(/^New appointment/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `appointment #${a.id}`));
    expect(audit.map((e) => e.action)).toEqual(["appointment.book"]);
  });

  it("refuses a time sooner than the earliest booking, a holiday-like closed day and a time outside hours, saving nothing", async () => {
    const count = async () => (await t.db.select().from(appointments)).length;
    const n = await count();
    await expect(bookAppointment(t.db, input({ date: "2026-12-01", time: "10:00" }))).rejects.toMatchObject({ problem: "too-soon" });
    await expect(bookAppointment(t.db, input({ date: "2026-12-06" }))).rejects.toMatchObject({ problem: "closed" });
    await expect(bookAppointment(t.db, input({ time: "18:00" }))).rejects.toMatchObject({ problem: "not-a-start" });
    await expect(bookAppointment(t.db, input({ date: "2027-02-01" }))).rejects.toMatchObject({ problem: "too-far" });
    expect(await count()).toBe(n);
    // Staff may book sooner than the earliest booking.
    const staff = await bookAppointment(t.db, input({ date: "2026-12-01", time: "10:00", source: "staff", actor: STAFF, email: null }));
    expect(staff.appointment.source).toBe("staff");
  });

  itRace(backend)(
    "two lifts, one taken: of five customers racing for 11:00 exactly one gets it, the others are offered the next free times",
    async () => {
      await bookAppointment(t.db, input({ time: "11:00", customerName: "First" }));
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => bookAppointment(t.db, input({ time: "11:00", customerName: `Racer ${i}` }))),
      );
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(4);
      for (const r of lost) {
        expect(r.reason).toBeInstanceOf(SlotRefusal);
        expect((r.reason as SlotRefusal).problem).toBe("full");
        expect((r.reason as SlotRefusal).nextFree[0]).toMatchObject({ date: "2026-12-02", time: "11:30" });
      }
      const at11 = await t.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.day, "2026-12-02"), eq(appointments.startsAt, new Date("2026-12-02T10:00:00Z"))));
      expect(at11).toHaveLength(2);
      expect((await freeTimes(t.db, shop, "2026-12-02", "fit2", { now: NOW })).map((s) => s.time)).not.toContain("11:00");
    },
  );

  it("moves by staff and by the customer's link; a used link stops working; the customer cancels once", async () => {
    const { appointment: a, changePath } = await bookAppointment(t.db, input({ date: "2026-12-03", time: "09:00" }));
    const moved = await moveAppointment(
      t.db,
      { staff: STAFF, id: a.id },
      { date: "2026-12-03", time: "12:00" },
      { origin: ORIGIN, now: NOW },
    );
    expect(moved.appointment.startsAt.toISOString()).toBe("2026-12-03T11:00:00.000Z");
    expect(moved.appointment.changes).toBe(1);
    // The first link was replaced by the move.
    expect(await appointmentByToken(t.db, tokenOf(changePath))).toBeNull();
    await expect(
      moveAppointment(t.db, { token: tokenOf(changePath) }, { date: "2026-12-03", time: "13:00" }, { origin: ORIGIN, now: NOW }),
    ).rejects.toMatchObject({ kind: "not-found" });
    const byCustomer = await moveAppointment(
      t.db,
      { token: tokenOf(moved.changePath) },
      { date: "2026-12-04", time: "09:30" },
      { origin: ORIGIN, now: NOW },
    );
    expect(byCustomer.appointment.day).toBe("2026-12-04");
    const mails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `appointment:${a.id}:moved:%`));
    expect(mails).toHaveLength(2);

    const link = tokenOf(byCustomer.changePath);
    const cancelled = await endAppointment(t.db, { token: link }, "cancelled", { origin: ORIGIN, now: NOW });
    expect(cancelled.status).toBe("cancelled");
    await expect(endAppointment(t.db, { token: link }, "cancelled", { origin: ORIGIN, now: NOW })).rejects.toMatchObject({
      kind: "not-found",
    });
    const shopMails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `appointment:${a.id}:shop-%`));
    expect(shopMails.map((m) => m.dedupeKey.split(":")[2]).sort()).toEqual(["shop-cancelled", "shop-moved", "shop-moved", "shop-new"]);
    // A cancelled appointment frees its lift; an ended one cannot change.
    await expect(endAppointment(t.db, { staff: STAFF, id: a.id }, "done", { origin: ORIGIN, now: NOW })).rejects.toMatchObject({
      kind: "conflict",
    });
  });

  it("a move onto a full time is refused and leaves the appointment where it was", async () => {
    const a = await bookAppointment(t.db, input({ date: "2026-12-07", time: "09:00" }));
    await bookAppointment(t.db, input({ date: "2026-12-07", time: "15:00" }));
    await bookAppointment(t.db, input({ date: "2026-12-07", time: "15:00" }));
    await expect(
      moveAppointment(t.db, { staff: STAFF, id: a.appointment.id }, { date: "2026-12-07", time: "15:00" }, { origin: ORIGIN, now: NOW }),
    ).rejects.toBeInstanceOf(SlotRefusal);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, a.appointment.id));
    expect(row!.startsAt.toISOString()).toBe("2026-12-07T08:00:00.000Z");
    const done = await endAppointment(t.db, { staff: STAFF, id: a.appointment.id }, "done", { origin: ORIGIN, now: NOW });
    expect(done.status).toBe("done");
  });

  itRace(backend)("queues the day-before reminder once, even with two workers at the same moment", async () => {
    const { appointment: a } = await bookAppointment(t.db, input({ date: "2026-12-10", time: "16:00", email: "rem@example.com" }));
    // Before the reminder hour (18:00 shop time) the day before: nothing.
    expect(await queueDueReminders(t.db, ORIGIN, new Date("2026-12-09T16:00:00Z"))).toEqual([]);
    const at = new Date("2026-12-09T17:05:00Z"); // 18:05 in the shop
    const [one, two] = await Promise.all([queueDueReminders(t.db, ORIGIN, at), queueDueReminders(t.db, ORIGIN, at)]);
    expect([...one!, ...two!].filter((id) => id === a.id)).toHaveLength(1);
    expect(await queueDueReminders(t.db, ORIGIN, at)).toEqual([]);
    const reminders = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `appointment:${a.id}:reminder:%`));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("mañana");
  });

  it("a reservation with a fitting time books the appointment with it and holds the tyre until that day's closing; a full time reserves nothing", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const mail = { origin: ORIGIN, locale: "en" as const };
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Rosa",
      contactNumber: "+34 600 222 333",
      email: "rosa@example.com",
      quantity: 2,
      depositCents: 0,
      source: "online",
      mail,
      now: NOW,
      fitting: { date: "2026-12-09", time: "10:00" },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Wednesday 9 December closes at 18:00 shop time (17:00 UTC).
    expect(r.reservation.holdUntil?.toISOString()).toBe("2026-12-09T17:00:00.000Z");
    const [a] = await t.db.select().from(appointments).where(eq(appointments.reservationId, r.reservation.id));
    expect(a).toMatchObject({ job: "fit2", day: "2026-12-09", locale: "en", customerName: "Rosa" });

    // Sell on it: the linked reservation's tyre and the job's services (the fitting package) for its units.
    const linked = await linkedReservations(t.db, [r.reservation.id, 999_999]);
    expect(linked.map((l) => [l.reservation.id, l.tyre.id])).toEqual([[r.reservation.id, tyre.id]]);
    const sale = appointmentSale(a!, linked[0], await listServices(t.db));
    expect(sale.reservation).toMatchObject({ reservationId: r.reservation.id, tyreId: tyre.id, quantity: 2 });
    expect(sale.tyre?.units).toBe(2);
    expect(sale.missing).toEqual([]);
    expect(sale.services.length).toBeGreaterThan(0);
    expect(sale.services.every((l) => l.forTyreId === tyre.id && l.quantity === 2)).toBe(true);

    // Both lifts at 11:00 taken: a reservation asking for 11:00 is refused whole.
    await bookAppointment(t.db, input({ date: "2026-12-09", time: "11:00" }));
    await bookAppointment(t.db, input({ date: "2026-12-09", time: "11:00" }));
    const before = (await t.db.select().from(reservations)).length;
    await expect(
      reserveTyre(t.db, {
        tyreId: tyre.id,
        clientName: "Tomás",
        contactNumber: "+34 600 444 555",
        quantity: 2,
        depositCents: 0,
        source: "online",
        mail,
        now: NOW,
        fitting: { date: "2026-12-09", time: "11:00" },
      }),
    ).rejects.toBeInstanceOf(SlotRefusal);
    expect((await t.db.select().from(reservations)).length).toBe(before);
    const [held] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect(held!.heldQuantity).toBe(2);
    // An ended reservation is no longer sold with its appointment.
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, r.reservation.id));
    expect(await linkedReservations(t.db, [r.reservation.id])).toEqual([]);
  });
});

describe.each(TEST_BACKENDS)("one booking, one hold on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the customer moves the fitting: the hold ends at the new day's closing; the customer cancels the reservation: its fitting is cancelled too", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Marta",
      contactNumber: "+34 600 777 888",
      email: "marta@example.com",
      quantity: 2,
      depositCents: 0,
      source: "online",
      mail: { origin: ORIGIN, locale: "es" },
      now: NOW,
      fitting: { date: "2026-12-07", time: "10:00" },
    });
    if (!r.ok) throw new Error("not reserved");
    const [a] = await t.db.select().from(appointments).where(eq(appointments.reservationId, r.reservation.id));
    const key = await appointmentTokenKey(t.db);
    // Monday 7 -> Wednesday 9 December (closing 18:00 shop time, 17:00 UTC).
    const moved = await moveAppointment(
      t.db,
      { token: signAppointmentToken(key, a!) },
      { date: "2026-12-09", time: "12:00" },
      { origin: ORIGIN, now: NOW },
    );
    const [held] = await t.db.select().from(reservations).where(eq(reservations.id, r.reservation.id));
    expect(held!.holdUntil?.toISOString()).toBe("2026-12-09T17:00:00.000Z");
    expect(held!.dateToFit).toBe("2026-12-09");

    await cancelReservationByCustomer(t.db, signCancelToken(await cancelTokenKey(t.db), r.reservation), NOW);
    const [after] = await t.db.select().from(appointments).where(eq(appointments.id, moved.appointment.id));
    expect(after).toMatchObject({ status: "cancelled" });
    // Its change link stops working, as after any change.
    expect(await appointmentByToken(t.db, moved.changePath.split("/").at(-1)!)).toBeNull();
  });
});
