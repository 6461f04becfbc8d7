// The till's end of day on real databases: the day's totals against its invoices (tyres and
// services, by payment method, returns and deposits apart), the expected cash and the difference,
// a day closed once (also by two tills at the same moment), the owner's reopening, all audited.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, auditLog, dayClosingRevisions, dayClosings, invoiceCounters, reservations } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { closeDaySchemaIn } from "~/domain/end-of-day";
import { parseForm } from "~/lib/form";
import { Refusal } from "~/i18n/staff/refusal";
import { shopToday } from "~/lib/shop-clock";
import { dashboardData, dashboardToday } from "~/server/dashboard.server";
import { closeDay, getDayClosing, lastOpeningFloatCents, readDayFigures, reopenDay } from "~/server/sales/end-of-day.server";
import { returnSale } from "~/server/sales/returns.server";
import { recordDemoRows } from "~/server/demo-data.server";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { staffReservationSchema } from "~/domain/tyre-form";
import { staffMessages } from "~/i18n/staff";
import { createSale } from "~/server/sales/sales.server";
import { listServices } from "~/server/sales/services.server";
import { createTestDatabase, TEST_BACKENDS, oneWinner, type TestDatabase, waitForLockWaiters, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const CLERK = { id: null, label: "clerk@test" };
const OWNER = { id: null, label: "owner@test" };

function checkout(extra: Partial<CheckoutInput>): CheckoutInput {
  return { customerName: "Ana García", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [], ...extra };
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

describe.each(TEST_BACKENDS)("end of day on %s", (backend) => {
  let t: TestDatabase;
  const today = shopToday();
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 12 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the day's totals add up the day's invoices by payment method, tyres and services, returns and deposits", async () => {
    const empty = await readDayFigures(t.db, today);
    expect(empty.invoiceCount).toBe(0);

    const puncture = (await listServices(t.db)).find((s) => s.code === "PINCHAZO")!;
    const a = await insertTyre(t.db, { quantity: 4, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.50" });
    const b = await insertTyre(t.db, { quantity: 2, unitPriceEur: "80.00", disposalFeeEurPerTyre: "2.50" });
    // Cash: 2 tyres (105.00) and a puncture repair (15.00) = 120.00.
    await createSale(
      t.db,
      checkout({
        lines: [{ tyreId: a.id, quantity: 2 }],
        services: [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }],
      }),
    );
    // Card: 1 tyre = 82.50.
    const card = await createSale(t.db, checkout({ paymentMethod: "card", lines: [{ tyreId: b.id, quantity: 1 }] }));
    // Transfer: a puncture repair alone = 15.00.
    await createSale(
      t.db,
      checkout({ paymentMethod: "transfer", services: [{ serviceId: puncture.id, rim: null, quantity: 1, forTyreId: null }] }),
    );
    // The card sale's tyre comes back, refunded in cash: -82.50.
    await returnSale(t.db, card.id, { reason: "Wrong size", refundMethod: "cash", lines: [{ itemId: card.items[0]!.id, quantity: 1 }] });
    // A deposit of 30.00 taken today, and one of 20.00 to be returned for a reservation cancelled today.
    await t.db.insert(reservations).values({ tyreId: a.id, clientName: "Luis", depositAmountEur: "30.00" });
    await t.db.insert(reservations).values({
      tyreId: a.id,
      clientName: "Eva",
      depositAmountEur: "20.00",
      reservationDate: new Date("2020-01-01T10:00:00Z"),
      status: "cancelled",
      cancelledAt: new Date(),
      cancelledBy: "staff",
      depositOutcome: "return",
    });

    const f = await readDayFigures(t.db, today);
    expect(f).toMatchObject({
      invoiceCount: 3,
      returnCount: 1,
      salesCents: 12000 + 8250 + 1500,
      servicesCents: 1500 + 1500,
      tyresCents: 10500 + 8250,
      takenByMethod: { cash: 12000, card: 8250, transfer: 1500 },
      refundedByMethod: { cash: 8250, card: 0, transfer: 0 },
      depositsTakenCents: 3000,
      depositsReturnedCents: 2000,
    });
    // The dashboard splits what was sold the same way (all invoices, returns taken off).
    expect((await dashboardData(t.db)).cards).toMatchObject({ servicesSoldCents: 3000, tyresSoldCents: 10500 + 8250 - 8250 });
    // Another day's figures do not include them.
    expect((await readDayFigures(t.db, "2020-01-01")).depositsTakenCents).toBe(2000);
    expect((await readDayFigures(t.db, "2020-01-01")).invoiceCount).toBe(0);

    // Float 100.00 + cash 120.00 + deposit 30.00 - refund 82.50 - deposit returned 20.00 = 147.50.
    const closing = await closeDay(t.db, CLERK, {
      day: today,
      openingFloat: 10000,
      countedCash: 14500,
      cardTerminal: null,
      notes: "Short a bit",
    });
    expect(closing).toMatchObject({ expectedCashCents: 14750, countedCashCents: 14500, differenceCents: -250, closedBy: "clerk@test" });
    expect(closing.figures).toEqual(f);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "day.close"), eq(auditLog.subject, today)));
    expect(entry?.summary).toContain("difference -€2.50");
    expect(await lastOpeningFloatCents(t.db, "2999-01-01")).toBe(14500);
  });

  it("a closed day cannot be closed twice; the owner reopens it and it is closed again with new figures", async () => {
    await expect(closeDay(t.db, CLERK, { day: today, openingFloat: 0, countedCash: 0, cardTerminal: null, notes: null })).rejects.toThrow(
      /already closed/,
    );
    await reopenDay(t.db, OWNER, { day: today, reason: "Recount" });
    await expect(reopenDay(t.db, OWNER, { day: today, reason: "Again" })).rejects.toThrow(/already reopened/);
    expect((await getDayClosing(t.db, today))?.reopenedBy).toBe("owner@test");
    const again = await closeDay(t.db, CLERK, { day: today, openingFloat: 10000, countedCash: 14750, cardTerminal: null, notes: null });
    expect(again).toMatchObject({ differenceCents: 0, reopenedAt: null });
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subject, today));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith("day."))).toEqual(["day.close", "day.reopen", "day.close"]);
    await expect(reopenDay(t.db, OWNER, { day: "2020-02-02", reason: "Why not" })).rejects.toThrow(/not closed/);
  });

  it("a day not yet started cannot be closed, and bad drawer amounts are refused by the form", async () => {
    await expect(
      closeDay(t.db, CLERK, { day: "2999-01-01", openingFloat: 0, countedCash: 0, cardTerminal: null, notes: null }),
    ).rejects.toBeInstanceOf(Refusal);
    const bad = parseForm(
      closeDaySchemaIn(staffMessages("en").endOfDay.form),
      form({ day: "2026-02-30", openingFloat: "-5", countedCash: "", notes: "" }),
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["countedCash", "day", "openingFloat"]);
  });

  itRace(backend)("two tills closing the same day at the same moment: one closing, one refusal, one audit entry", async () => {
    const day = "2021-06-15";
    const attempts = 6;
    const run = () =>
      Promise.allSettled(
        Array.from({ length: attempts }, (_, i) =>
          closeDay(
            t.db,
            { id: null, label: `till${i}@test` },
            { day, openingFloat: 5000, countedCash: 5000 + i, cardTerminal: null, notes: null },
          ),
        ),
      );
    // An uncommitted row for the day makes every racer wait on its insert; once all of them wait,
    // it is rolled back and they race for real.
    let pending!: Promise<PromiseSettledResult<unknown>[]>;
    await t.db
      .transaction(async (tx) => {
        await tx.insert(dayClosings).values({
          day,
          zYear: 1900,
          zSeq: 1,
          zNumber: "blocker",
          openingFloatEur: "0",
          expectedCashEur: "0",
          countedCashEur: "0",
          differenceEur: "0",
          figures: await readDayFigures(tx, day),
          closedAt: new Date(),
          closedBy: "blocker",
        });
        pending = run();
        await waitForLockWaiters(t.db, attempts, "closings are waiting");
        throw new Error("roll back the blocker");
      })
      .catch((e: Error) => {
        if (e.message !== "roll back the blocker") throw e;
      });
    const results = await pending;
    const refused = oneWinner(results);
    expect(refused).toHaveLength(attempts - 1);
    for (const reason of refused) expect((reason as Error).message).toMatch(/already closed/);
    const rows = await t.db.select().from(dayClosings).where(eq(dayClosings.day, day));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.closedBy).not.toBe("blocker");
    // One Z: the refused closings gave their numbers back.
    expect(rows[0]).toMatchObject({ zNumber: "Z-2021-0001", revision: 1 });
    expect(await t.db.select().from(dayClosingRevisions).where(eq(dayClosingRevisions.day, day))).toHaveLength(1);
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.series, "Z"), eq(invoiceCounters.year, 2021)));
    expect(counter?.lastNumber).toBe(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "day.close"), eq(auditLog.subject, day)));
    expect(entries).toHaveLength(1);
  });
});

describe.each(TEST_BACKENDS)("the demo shop's deposits and a cash difference without a note on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("leaves the demo reservations' deposits out of the day, and closes a day 4.50 short only with a note", async () => {
    const day = "2020-02-03";
    const at = new Date("2020-02-03T11:00:00Z");
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const [demo, real] = await t.db
      .insert(reservations)
      .values([
        { tyreId: tyre.id, clientName: "Demo", depositAmountEur: "60.00", reservationDate: at, source: "staff" },
        { tyreId: tyre.id, clientName: "Real", depositAmountEur: "20.00", reservationDate: at, source: "staff" },
      ])
      .returning();
    await recordDemoRows(t.db, { tyreIds: [], reservationIds: [demo!.id], postIds: [] });
    const figures = await readDayFigures(t.db, day);
    expect(figures.depositsTakenCents).toBe(2000);
    expect(real!.clientName).toBe("Real");

    // Expected: 100.00 float + 20.00 deposit = 120.00; 115.50 counted is 4.50 short.
    const input = { day, openingFloat: 10000, countedCash: 11550, cardTerminal: null, notes: null };
    await expect(closeDay(t.db, OWNER, input, new Date("2020-02-04T10:00:00Z"))).rejects.toMatchObject({
      field: "notes",
      message: "The cash counted is €4.50 off what was expected: say in the notes what happened to close the day",
    });
    expect(await getDayClosing(t.db, day)).toBeNull();
    const closed = await closeDay(t.db, OWNER, { ...input, notes: "Change given twice" }, new Date("2020-02-04T10:00:00Z"));
    expect(closed).toMatchObject({ differenceCents: -450, notes: "Change given twice" });
  });

  it("counts a deposit paid by card under card: not in the drawer, in the card terminal's check", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const now = new Date("2020-03-02T10:00:00Z");
    const form = { tyreId: tyre.id, clientName: "Lucía", deposit: "30.00", depositMethod: "card", quantity: "1" };
    const reserveErrors = staffMessages("en").inventory.reserve.errors;
    const parsed = parseForm(staffReservationSchema(0, reserveErrors), form);
    if (!parsed.ok) throw new Error(parsed.formError);
    expect(parsed.data).toMatchObject({ depositCents: 3000, depositMethod: "card" });
    expect(parseForm(staffReservationSchema(0, reserveErrors), { ...form, depositMethod: "bitcoin" })).toMatchObject({
      ok: false,
      fieldErrors: { depositMethod: "Choose how the deposit was paid" },
    });
    await reserveTyre(t.db, { ...parsed.data, source: "staff", now });
    await reserveTyre(t.db, { ...parsed.data, depositCents: 1000, depositMethod: "cash", source: "staff", now });
    const figures = await readDayFigures(t.db, "2020-03-02");
    expect(figures.depositsTakenCents).toBe(1000);
    expect(figures.depositsOtherMethods.taken).toEqual({ card: 3000, transfer: 0 });
    const closed = await closeDay(
      t.db,
      OWNER,
      { day: "2020-03-02", openingFloat: 0, countedCash: 1000, cardTerminal: 3000, notes: null },
      new Date("2020-03-03T09:00:00Z"),
    );
    expect(closed).toMatchObject({ expectedCashCents: 1000, differenceCents: 0 });
  });
});

describe.each(TEST_BACKENDS)("the dashboard's today on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts today's fittings (booked or done, not cancelled) and today's invoices with what they add up to", async () => {
    const now = new Date("2020-05-04T10:00:00Z");
    const at = (time: string, status: "booked" | "done" | "cancelled", day = "2020-05-04") => ({
      startsAt: new Date(`${day}T${time}:00Z`),
      endsAt: new Date(`${day}T${time}:30Z`),
      day,
      job: "fit2" as const,
      customerName: "Cliente",
      phone: "600000000",
      status,
    });
    await t.db
      .insert(appointments)
      .values([at("08:00", "booked"), at("09:00", "done"), at("10:00", "cancelled"), at("08:00", "booked", "2020-05-05")]);
    const tyre = await insertTyre(t.db, { quantity: 4, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.50" });
    await createSale(t.db, checkout({ lines: [{ tyreId: tyre.id, quantity: 2 }] }), { now: () => now });
    expect(await dashboardToday(t.db, now)).toEqual({ appointments: 2, invoices: 1, salesCents: 10500 });
    expect(await dashboardToday(t.db, new Date("2020-05-06T10:00:00Z"))).toEqual({ appointments: 0, invoices: 0, salesCents: 0 });
  });
});
