// A reservation taken at the counter with a fitting time: the inventory's Reserve dialog books the
// appointment in the same transaction (on the agenda, linked to the reservation, by the clerk), and
// the hold lasts until that day's closing. A time without its date or without a phone, or a time
// that is not a start of the day, reserves nothing and is said beside the field.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, auditLog, reservations, tyres } from "~db/schema";
import { closingTime } from "~/domain/hold-end";
import { shopInstant } from "~/lib/shop-clock";
import { action as inventoryAction } from "~/routes/staff/inventory";
import { freeTimes } from "~/server/appointments/appointments.server";
import { getSettings } from "~/server/settings/settings.server";
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
});
