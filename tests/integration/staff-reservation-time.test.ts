// A reservation taken at the counter with a fitting time: the inventory's Reserve dialog books the
// appointment in the same transaction (on the agenda, linked to the reservation, by the clerk), and
// the hold lasts until that day's closing. A time without its date or without a phone, or a time
// that is not a start of the day, reserves nothing and is said beside the field.
import { count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, auditLog, reservations, tyres } from "~db/schema";
import { closingTime } from "~/domain/hold-end";
import { shopInstant } from "~/lib/shop-clock";
import { action as inventoryAction } from "~/routes/staff/inventory";
import { action as agendaAction } from "~/routes/staff/agenda";
import { freeTimes } from "~/server/appointments/appointments.server";
import { getSettings } from "~/server/settings/settings.server";
import { cancelReservation } from "~/server/reservations/staff-reservations.server";
import { loadReservationsScreen } from "~/server/reservations/reservations-screen.server";
import { staffMessages } from "~/i18n/staff";
import { TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";
import { adminSuite, callRoute } from "../helpers/staff-session";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "staff-time-secret-staff-time-secret-0123456789";
const context = routeContext({ origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("a counter reservation with a fitting time on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });
  const reserve = (body: Record<string, string>) =>
    callRoute(() =>
      inventoryAction({
        request: new Request(`${ORIGIN}/inventory`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie: app.cookie },
          body: new URLSearchParams({ intent: "reserve", ...body }),
        }),
        params: {},
        context,
      } as unknown as Parameters<typeof inventoryAction>[0]),
    );
  const counts = async (tyreId: string) => ({
    reservations: (await app.db.select({ n: count() }).from(reservations).where(eq(reservations.tyreId, tyreId)))[0]!.n,
    appointments: (await app.db.select({ n: count() }).from(appointments))[0]!.n,
    held: (await app.db.select({ h: tyres.heldQuantity }).from(tyres).where(eq(tyres.id, tyreId)))[0]!.h,
  });

  /** An open day a week or more ahead and its first free start for staff. */
  async function freeSlot() {
    const shop = await getSettings(app.db);
    for (let i = 7; i < 30; i++) {
      const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
      const [slot] = await freeTimes(app.db, shop, day, "fit2", { staff: true });
      if (slot) return { shop, day, time: slot.time };
    }
    throw new Error("no free slot in the next month");
  }

  it("refuses a time without its date, without a phone, or off the day's starts, reserving nothing", async () => {
    const tyre = await insertTyre(app.db, { quantity: 4 });
    const before = await counts(tyre.id);
    const { day } = await freeSlot();
    const noDate = await reserve({ tyreId: tyre.id, clientName: "Ana", contactNumber: "600111222", timeToFit: "10:00" });
    expect(noDate.status).toBe(400);
    expect(noDate.body.fieldErrors).toMatchObject({ timeToFit: "Choose the date to fit for this time" });
    const noPhone = await reserve({ tyreId: tyre.id, clientName: "Ana", dateToFit: day, timeToFit: "10:00" });
    expect(noPhone.body.fieldErrors).toMatchObject({ contactNumber: "A fitting time needs the customer's phone" });
    const badTime = await reserve({ tyreId: tyre.id, clientName: "Ana", contactNumber: "600111222", dateToFit: day, timeToFit: "25:00" });
    expect(badTime.body.fieldErrors).toMatchObject({ timeToFit: "Time to fit must be a time like 10:30" });
    const offStart = await reserve({ tyreId: tyre.id, clientName: "Ana", contactNumber: "600111222", dateToFit: day, timeToFit: "10:07" });
    expect(offStart.status).toBe(400);
    expect((offStart.body.fieldErrors as Record<string, string>).timeToFit).toMatch(/not a start time/);
    expect(await counts(tyre.id)).toEqual(before);
  });

  it("books the fitting on the agenda with the reservation, by the clerk, and holds the tyre until that day's closing", async () => {
    const tyre = await insertTyre(app.db, { quantity: 4 });
    const { shop, day, time } = await freeSlot();
    const ok = await reserve({
      tyreId: tyre.id,
      clientName: "Juan Pérez",
      contactNumber: "600 222 333",
      vehicleReg: "1234 BCD",
      dateToFit: day,
      timeToFit: time,
      quantity: "2",
    });
    expect(ok.status).toBe(200);
    const [r] = await app.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
    expect(r).toMatchObject({ status: "active", quantity: 2, dateToFit: day, source: "staff" });
    expect(r!.holdUntil?.toISOString()).toBe(shopInstant(day, closingTime(shop, day)!).toISOString());
    const [a] = await app.db.select().from(appointments).where(eq(appointments.reservationId, r!.id));
    expect(a).toMatchObject({ day, job: "fit2", source: "staff", customerName: "Juan Pérez", plate: "1234 BCD" });
    expect(a!.startsAt.toISOString()).toBe(shopInstant(day, time).toISOString());
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `appointment #${a!.id}`));
    expect(entry!.actor).not.toBe("customer");
    expect((await counts(tyre.id)).held).toBe(2);
  });

  it("cancelling the reservation asks about its fitting: ticked, the appointment goes too (by the clerk); unticked, it stays", async () => {
    const staff = { id: null, label: "clerk@shop.test" };
    const book = async () => {
      const tyre = await insertTyre(app.db, { quantity: 2 });
      const { day, time } = await freeSlot();
      expect(
        (await reserve({ tyreId: tyre.id, clientName: "Eva", contactNumber: "600333444", dateToFit: day, timeToFit: time })).status,
      ).toBe(200);
      const [r] = await app.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
      return r!.id;
    };
    const fittingOf = async (id: number) => (await app.db.select().from(appointments).where(eq(appointments.reservationId, id)))[0]!;
    const both = await book();
    const screen = await loadReservationsScreen(app.db, "active", staffMessages("en").reservations);
    expect(screen.reservations.find((r) => r.id === both)!.fitting).toBe((await fittingOf(both)).startsAt.toISOString());
    await cancelReservation(app.db, both, new Date(), staff, { withFittings: true });
    expect(await fittingOf(both)).toMatchObject({ status: "cancelled" });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `appointment #${(await fittingOf(both)).id}`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actor: "clerk@shop.test", action: "appointment.cancelled" });
    const alone = await book();
    await cancelReservation(app.db, alone, new Date(), staff);
    expect(await fittingOf(alone)).toMatchObject({ status: "booked" });
  });

  it("the agenda's Book with a tyre reserves it with the fitting; a tyre without units on sale books nothing", async () => {
    const tyre = await insertTyre(app.db, { quantity: 4 });
    const { day, time } = await freeSlot();
    const book = (body: Record<string, string>) =>
      callRoute(() =>
        agendaAction({
          request: new Request(`${ORIGIN}/agenda`, {
            method: "POST",
            headers: { origin: ORIGIN, cookie: app.cookie },
            body: new URLSearchParams({ intent: "book", job: "fit2", day, time, name: "Luis Mora", phone: "600555666", ...body }),
          }),
          params: {},
          context,
        } as unknown as Parameters<typeof agendaAction>[0]),
      );
    const ok = await book({ tyreId: tyre.id.toLowerCase(), units: "2" });
    expect(ok.status).toBe(200);
    const [r] = await app.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
    expect(r).toMatchObject({ status: "active", quantity: 2, clientName: "Luis Mora", depositAmountEur: "0.00", source: "staff" });
    expect((await app.db.select().from(appointments).where(eq(appointments.reservationId, r!.id)))[0]).toMatchObject({ day, job: "fit2" });
    const sold = await insertTyre(app.db, { quantity: 1 });
    const before = await counts(sold.id);
    const refused = await book({ tyreId: sold.id, units: "2" });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors).toMatchObject({ tyreId: `${sold.id} has only 1 on sale` });
    expect(await counts(sold.id)).toEqual(before);
  });

  it("the agenda's Cancel on a booking with a reservation ends both when asked, the appointment alone when not", async () => {
    const agenda = (body: Record<string, string>) =>
      callRoute(() =>
        agendaAction({
          request: new Request(`${ORIGIN}/agenda`, {
            method: "POST",
            headers: { origin: ORIGIN, cookie: app.cookie },
            body: new URLSearchParams(body),
          }),
          params: {},
          context,
        } as unknown as Parameters<typeof agendaAction>[0]),
      );
    const booked = async () => {
      const tyre = await insertTyre(app.db, { quantity: 2 });
      const { day, time } = await freeSlot();
      expect((await agenda({ intent: "book", job: "fit2", day, time, name: "Inés", phone: "600999000", tyreId: tyre.id })).status).toBe(
        200,
      );
      const [r] = await app.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
      const [a] = await app.db.select().from(appointments).where(eq(appointments.reservationId, r!.id));
      return { tyre, reservation: r!, appointment: a! };
    };
    const statusOf = async (b: Awaited<ReturnType<typeof booked>>) => ({
      reservation: (await app.db.select().from(reservations).where(eq(reservations.id, b.reservation.id)))[0]!.status,
      appointment: (await app.db.select().from(appointments).where(eq(appointments.id, b.appointment.id)))[0]!.status,
      held: (await counts(b.tyre.id)).held,
    });
    const both = await booked();
    const res = await agenda({ intent: "cancel", id: String(both.appointment.id), withReservation: "1" });
    expect(res.body).toMatchObject({ ok: true, message: `Appointment cancelled with its reservation #${both.reservation.id}` });
    expect(await statusOf(both)).toEqual({ reservation: "cancelled", appointment: "cancelled", held: 0 });
    const alone = await booked();
    expect((await agenda({ intent: "cancel", id: String(alone.appointment.id) })).status).toBe(200);
    expect(await statusOf(alone)).toEqual({ reservation: "active", appointment: "cancelled", held: 1 });
  });
});
