// A script posting "Pedir cita" in a loop from one address, called in-process as React Router calls
// the route, on real databases with the shop's default limits: a new name, phone and e-mail each
// time, on one day's times in turn. It books the cap of bookings ahead and is then refused, first
// by the cap and then by the hourly limit per address, writing nothing more (no customer, audit
// entry or e-mail); parallel posts get no further. The proof of work it would also have to solve
// from its second post is off here (booking-defences.test.ts covers it): these are the limits alone.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, auditLog, customers, outbox } from "~db/schema";
import { DEFAULT_RESERVATION_LIMITS } from "~/domain/reservation-limits";
import { messages } from "~/i18n/messages";
import { book, bookingPerson, bookingSlots } from "../helpers/booking";
import { appDatabaseSuite, TEST_BACKENDS } from "../helpers/db";

// The shop's defaults: 10 an hour per address, 5 per phone and per e-mail, 2 booked ahead.
for (const name of ["RESERVATION_LIMIT_PER_IP", "RESERVATION_LIMIT_PER_PHONE", "RESERVATION_LIMIT_PER_EMAIL", "RESERVATION_ACTIVE_HOLDS"])
  delete process.env[name];
process.env.PROOF_OF_WORK_FROM = "0";

describe.each(TEST_BACKENDS)("a booking flood from one address on %s", (backend) => {
  const t = appDatabaseSuite(backend);
  const n = async (table: typeof appointments | typeof outbox | typeof customers) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const bookAudits = async () => (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "appointment.book")))[0]!.n;
  const slots = (nth: number) => bookingSlots(t.db, nth);
  const person = bookingPerson;

  it("stops a flood from one address after the cap of bookings ahead, then after the hourly limit, writing nothing more", async () => {
    const ip = "203.0.113.50";
    const free = await slots(0);
    const before = {
      appointments: await n(appointments),
      mails: await n(outbox),
      customers: await n(customers),
      audits: await bookAudits(),
    };
    const outcomes: { status: number; error: string | null }[] = [];
    for (let i = 0; i < 36; i++) {
      // A new person each time, on the day's times in turn.
      const r = await book({ ...free[i % free.length]!, ...person(i) }, ip);
      outcomes.push({ status: r.status, error: r.data?.formError ?? null });
    }
    const max = DEFAULT_RESERVATION_LIMITS.activeHolds!;
    const perIp = DEFAULT_RESERVATION_LIMITS.perIp;
    expect(outcomes.slice(0, max).map((o) => o.status)).toEqual(Array(max).fill(303));
    expect(outcomes.slice(max, perIp)).toEqual(Array(perIp - max).fill({ status: 429, error: "bookingsFull" }));
    expect(outcomes.slice(perIp)).toEqual(Array(36 - perIp).fill({ status: 429, error: "tooMany" }));
    // Two bookings, with their two customers, two audit entries and their mails (customer and shop); nothing from the refused ones.
    expect(await n(appointments)).toBe(before.appointments + max);
    expect(await n(customers)).toBe(before.customers + max);
    expect(await bookAudits()).toBe(before.audits + max);
    expect(await n(outbox)).toBe(before.mails + 2 * max);
    for (const locale of ["es", "en"] as const) {
      expect(messages(locale).appointment.errors.bookingsFull).toMatch(/WhatsApp/);
      expect(messages(locale).appointment.errors.tooMany).toMatch(/WhatsApp/);
    }
  });

  it("lets no more than the cap through when one address posts in parallel", async () => {
    const ip = "203.0.113.52";
    const free = await slots(2);
    const before = await n(appointments);
    expect((await book({ ...free[0]!, ...person(200) }, ip)).status).toBe(303);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book({ ...free[(i + 1) % free.length]!, ...person(201 + i) }, ip)),
    );
    expect(results.filter((r) => r.status === 303)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await n(appointments)).toBe(before + 2);
  });
});
