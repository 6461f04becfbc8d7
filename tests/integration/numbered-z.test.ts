// The numbered Z on real databases: each closed day gets the next number of its year's series
// (Z-2026-0001) with no gaps, also when tills close different days at once and when two close the
// same day; a closing freezes its figures (by payment method, by seller, the card terminal's
// total) and its Z reprints them unchanged; the owner reopens with a reason and the next closing
// is revision 2 of the same number, both kept; a counter cannot reopen, and bad input changes nothing.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayClosingRevisions, dayClosings, invoiceCounters } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { reopenDaySchemaIn } from "~/domain/end-of-day";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { shopToday } from "~/lib/shop-clock";
import { action as endOfDayAction } from "~/routes/staff/end-of-day";
import { zPrintView } from "~/routes/staff/end-of-day.server";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { closeDay, getZRevision, listZReports, readDayFigures, reopenDay } from "~/server/sales/end-of-day.server";
import { createSale } from "~/server/sales/sales.server";
import { createTestDatabase, itRace, oneWinner, TEST_BACKENDS, type TestDatabase, waitForLockWaiters } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";
import { callRoute } from "../helpers/staff-session";
import { setTestAuth, setTestDatabase } from "../helpers/test-shop";

const ORIGIN = "http://shop.test";
const SECRET = "numbered-z-secret-numbered-z-secret-0123";
const ANA = { id: "user-ana", label: "ana@shop.test" };
const LUIS = { id: "user-luis", label: "luis@shop.test" };
const OWNER = { id: "user-owner", label: "owner@shop.test" };

function checkout(extra: Partial<CheckoutInput>): CheckoutInput {
  return { customerName: "Cliente", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [], ...extra };
}

describe.each(TEST_BACKENDS)("numbered Z on %s", (backend) => {
  let t: TestDatabase;
  const today = shopToday();
  let ownerCookie = "";
  let counterCookie = "";

  const closeOn = (day: string, o: { countedCash?: number; cardTerminal?: number | null; label?: string } = {}) =>
    closeDay(
      t.db,
      { id: null, label: o.label ?? "till@test" },
      { day, openingFloat: 0, countedCash: o.countedCash ?? 0, cardTerminal: o.cardTerminal ?? null, notes: null },
    );

  async function signIn(email: string, password: string) {
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    const res = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  function post(cookie: string, body: Record<string, string>) {
    const headers = new Headers({ origin: ORIGIN, cookie, "accept-language": "en" });
    const request = new Request(`${ORIGIN}/end-of-day`, { method: "POST", headers, body: new URLSearchParams(body) });
    return callRoute(() => endOfDayAction({ request, params: {}, context: routeContext({ origin: ORIGIN }) } as never));
  }

  async function state(day: string) {
    return {
      closing: await t.db.select().from(dayClosings).where(eq(dayClosings.day, day)),
      revisions: await t.db.select().from(dayClosingRevisions).where(eq(dayClosingRevisions.day, day)),
      counters: await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.series, "Z")).orderBy(asc(invoiceCounters.year)),
    };
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 12 });
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "boss@shop.test", password: "boss-pass-123", admin: true, language: "en" });
    await createUser(auth, t.db, { email: "counter@shop.test", password: "counter-pass-1", role: "counter", language: "en" });
    ownerCookie = await signIn("boss@shop.test", "boss-pass-123");
    counterCookie = await signIn("counter@shop.test", "counter-pass-1");
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    setTestAuth(undefined);
    await t?.close();
  });

  it("a closing freezes the day's figures by seller and the card terminal's total; its Z reprints them unchanged", async () => {
    const tyre = await insertTyre(t.db, { quantity: 10, unitPriceEur: "50.00", disposalFeeEurPerTyre: "0.00" });
    await createSale(t.db, checkout({ paymentMethod: "card", lines: [{ tyreId: tyre.id, quantity: 2 }] }), { actor: ANA });
    await createSale(t.db, checkout({ paymentMethod: "cash", lines: [{ tyreId: tyre.id, quantity: 1 }] }), { actor: ANA });
    await createSale(t.db, checkout({ paymentMethod: "card", lines: [{ tyreId: tyre.id, quantity: 1 }] }), { actor: LUIS });

    // The terminal says 250.00; the till has 150.00 by card: a card payment of 100.00 keyed as cash?
    const closing = await closeOn(today, { countedCash: 5000, cardTerminal: 25000, label: "ana@shop.test" });
    expect(closing).toMatchObject({ zNumber: `Z-${today.slice(0, 4)}-0001`, revision: 1, cardTerminalCents: 25000 });
    expect(closing.figures).toMatchObject({ invoiceCount: 3, replacementCount: 0, cancelledCount: 0 });
    expect(closing.figures.bySeller).toEqual([
      {
        seller: "ana@shop.test",
        invoiceCount: 2,
        returnCount: 0,
        takenByMethod: { cash: 5000, card: 10000, transfer: 0 },
        refundedByMethod: { cash: 0, card: 0, transfer: 0 },
      },
      {
        seller: "luis@shop.test",
        invoiceCount: 1,
        returnCount: 0,
        takenByMethod: { cash: 0, card: 5000, transfer: 0 },
        refundedByMethod: { cash: 0, card: 0, transfer: 0 },
      },
    ]);
    const printed = await zPrintView(t.db, today, 1, "en");
    expect(printed?.card).toEqual({
      tillCardCents: 15000,
      terminalCents: 25000,
      differenceCents: 10000,
      flagged: true,
      keyedAsCashHint: true,
    });

    // A sale after the closing changes the day read now, never its Z.
    await createSale(t.db, checkout({ paymentMethod: "card", lines: [{ tyreId: tyre.id, quantity: 1 }] }), { actor: LUIS });
    expect((await readDayFigures(t.db, today)).invoiceCount).toBe(4);
    expect(await zPrintView(t.db, today, 1, "en")).toEqual(printed);
    expect((await getZRevision(t.db, today, 1))?.figures).toEqual(closing.figures);
  });

  it("the owner reopens with a reason: revision 1 stays as it was, the next closing is revision 2 of the same number", async () => {
    const before = await zPrintView(t.db, today, 1, "en");
    expect(
      parseForm(
        reopenDaySchemaIn(staffMessages("en").endOfDay.form),
        new URLSearchParams({ day: today, reason: "  " }) as unknown as FormData,
      ).ok,
    ).toBe(false);
    await reopenDay(t.db, OWNER, { day: today, reason: "A card payment was keyed as cash" });
    const reopened = await getZRevision(t.db, today, 1);
    expect(reopened).toMatchObject({ revision: 1, reopenedBy: "owner@shop.test", reopenReason: "A card payment was keyed as cash" });
    // Only the reopening is added to revision 1: its figures and drawer are the ones printed before.
    const { reopened: _r, ...frozen } = (await zPrintView(t.db, today, 1, "en"))!;
    const { reopened: _b, ...frozenBefore } = before!;
    expect(frozen).toEqual(frozenBefore);

    const again = await closeOn(today, { countedCash: 5000, cardTerminal: 20000 });
    expect(again).toMatchObject({ zNumber: `Z-${today.slice(0, 4)}-0001`, revision: 2, cardTerminalCents: 20000 });
    expect((await getZRevision(t.db, today, 2))?.figures.invoiceCount).toBe(4);
    expect((await getZRevision(t.db, today, 1))?.figures.invoiceCount).toBe(3);
    const [entry] = (await listZReports(t.db)).filter((z) => z.day === today);
    expect(entry).toMatchObject({ zNumber: `Z-${today.slice(0, 4)}-0001`, reopened: false });
    expect(entry!.revisions.map((r) => r.revision)).toEqual([1, 2]);
    // The series did not move: a second closing of a day keeps its number.
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.series, "Z"), eq(invoiceCounters.year, Number(today.slice(0, 4)))));
    expect(counter?.lastNumber).toBe(1);
  });

  it("numbers follow each other per year; a refused closing takes no number", async () => {
    const first = await closeOn("2018-05-02");
    await expect(closeOn("2018-05-02")).rejects.toThrow(/already closed/);
    const second = await closeOn("2018-04-30");
    const other = await closeOn("2017-12-31");
    expect([first.zNumber, second.zNumber, other.zNumber]).toEqual(["Z-2018-0001", "Z-2018-0002", "Z-2017-0001"]);
  });

  itRace(backend)("tills closing different days at once (and two the same day) get Z numbers without gaps", async () => {
    const days = ["2019-03-01", "2019-03-02", "2019-03-03", "2019-03-04", "2019-03-05", "2019-03-06"];
    const racers = [...days, "2019-03-01", "2019-03-02"];
    let pending!: Promise<PromiseSettledResult<unknown>[]>;
    // The year's counter is held by an uncommitted closing until every racer waits on it; then it rolls back.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO invoice_counters (series, year, last_number) VALUES ('Z', 2019, 1)`);
        pending = Promise.allSettled(racers.map((day, i) => closeOn(day, { label: `till${i}@test` })));
        await waitForLockWaiters(t.db, racers.length, "closings are waiting on the Z counter");
        throw new Error("roll back the blocker");
      })
      .catch((e: Error) => {
        if (e.message !== "roll back the blocker") throw e;
      });
    const results = await pending;
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toMatch(/already closed/);
    const rows = await t.db.select().from(dayClosings).where(eq(dayClosings.zYear, 2019)).orderBy(asc(dayClosings.zSeq));
    expect(rows.map((r) => r.zSeq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(rows.map((r) => r.day))).toEqual(new Set(days));
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.series, "Z"), eq(invoiceCounters.year, 2019)));
    expect(counter?.lastNumber).toBe(6);
  });

  itRace(backend)("two tills closing the same day at once: one Z, one clear refusal", async () => {
    const day = "2016-07-07";
    const results = await Promise.allSettled([closeOn(day, { label: "a@test" }), closeOn(day, { label: "b@test" })]);
    const [reason] = oneWinner(results);
    expect(String(reason)).toMatch(/2016-07-07 is already closed/);
    const s = await state(day);
    expect(s.closing).toHaveLength(1);
    expect(s.closing[0]!.zNumber).toBe("Z-2016-0001");
    expect(s.revisions).toHaveLength(1);
  });

  it("at the screen: a counter cannot reopen, the owner must give a reason, a card total with letters changes nothing", async () => {
    const day = "2015-02-10";
    await closeOn(day);
    const before = await state(day);

    const byCounter = await post(counterCookie, { intent: "reopen", day, reason: "I want to" });
    expect(byCounter.status).toBe(403);
    expect(await state(day)).toEqual(before);

    const noReason = await post(ownerCookie, { intent: "reopen", day, reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: "Say why the day is reopened" });
    expect(await state(day)).toEqual(before);

    const letters = await post(ownerCookie, {
      intent: "close",
      day: "2015-02-11",
      openingFloat: "0",
      countedCash: "0",
      cardTerminal: "12O,50",
      notes: "",
    });
    expect(letters.status).toBe(400);
    expect(letters.body.fieldErrors).toMatchObject({ cardTerminal: expect.stringContaining("card terminal's total in euros") });
    expect((await state("2015-02-11")).closing).toEqual([]);

    const reopened = await post(ownerCookie, { intent: "reopen", day, reason: "Recount the drawer" });
    expect(reopened.status).toBe(200);
    expect((await getZRevision(t.db, day, 1))?.reopenReason).toBe("Recount the drawer");
  });
});
