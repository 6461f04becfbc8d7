// A reservation's life on real databases, with a clock the test moves (nothing sleeps): an online
// hold ends at closing time of the last open day of the shop's hold days (settings); the expiry job frees expired holds once, even
// with two jobs running at once, and tells the shop; staff extend a hold (and an expiry racing the
// extension never expires it twice or undoes it); the customer's cancel link cancels once, and a
// forged or reused link, or one for a reservation already collected or expired, changes nothing.
// Selling through a reservation marks it collected in the sale's transaction, once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, reservations, shopSettings, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";

/** A new database holds online reservations for the first settings' days. */
const RESERVATION_HOLD_DAYS = DEFAULT_SHOP_SETTINGS.reservationHoldDays;
import { cancelTokenKey, signCancelToken } from "~/server/reservations/cancel-token.server";
import { expireDueReservations } from "~/server/reservations/reservation-expiry.server";
import { cancelReservationByCustomer, reservationForCancelToken, reserveTyre } from "~/server/reservations/reservations.server";
import { createSale, SaleError } from "~/server/sales/sales.server";
import {
  cancelReservation,
  extendReservation,
  ReservationEndedError,
  ReservationWithoutEndError,
} from "~/server/reservations/staff-reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const DAY = 24 * 3600 * 1000;

describe.each(TEST_BACKENDS)("reservation holds, expiry and the customer's cancel link on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function reserveAt(now: Date, source: "online" | "staff" = "online") {
    const tyre = await insertTyre(t.db);
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Pablo",
      email: "pablo@example.test",
      // Every unit: the tyre is reserved until the hold ends.
      quantity: tyre.quantity,
      depositCents: 0,
      source,
      now,
      mail: { origin: "https://shop.test", locale: "es" },
    });
    if (!r.ok) throw new Error("reserve failed");
    return r.reservation;
  }
  const row = async (id: number) => (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const tyreStatus = async (id: string) => (await t.db.select().from(tyres).where(eq(tyres.id, id)))[0]!.status;
  const shopNotices = async (id: number, kind: string) =>
    (
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `reservation:${id}:shop-${kind}`))
    ).length;
  const tokenFor = async (r: { id: number; createdAt: Date }) => signCancelToken(await cancelTokenKey(t.db), r);

  it(`an online reservation holds its tyre ${RESERVATION_HOLD_DAYS} days, to a closing time; a counter one until staff end it`, async () => {
    // Thursday 10:00 + 3 days is a Sunday (closed): the hold ends Saturday at 13:00, when the shop closes.
    const now = new Date("2030-01-10T09:00:00Z");
    expect((await reserveAt(now)).holdUntil).toEqual(new Date("2030-01-12T12:00:00Z"));
    expect((await reserveAt(now, "staff")).holdUntil).toBeNull();
  });

  it("the expiry job expires only ended holds, frees their tyres, tells the shop, and a second run does nothing", async () => {
    const made = new Date("2031-02-01T10:00:00Z");
    const r = await reserveAt(made);
    const counter = await reserveAt(made, "staff");
    const justBefore = new Date(r.holdUntil!.getTime() - 1);
    expect((await expireDueReservations(t.db, justBefore)).expired.map((e) => e.id)).not.toContain(r.id);
    expect((await row(r.id)).status).toBe("active");

    const after = new Date(r.holdUntil!.getTime() + 1000);
    const first = await expireDueReservations(t.db, after);
    expect(first.expired).toContainEqual({ id: r.id, tyreId: r.tyreId, tyreAvailable: true });
    expect(await row(r.id)).toMatchObject({ status: "expired", expiredAt: after });
    expect(await tyreStatus(r.tyreId)).toBe("available");
    expect(await shopNotices(r.id, "expired")).toBe(1);
    expect((await row(counter.id)).status).toBe("active");
    expect((await expireDueReservations(t.db, after)).expired).toEqual([]);
    expect(await shopNotices(r.id, "expired")).toBe(1);
  });

  itRace(backend)("two expiry jobs running at once expire each hold exactly once", async () => {
    const made = new Date("2032-03-01T10:00:00Z");
    const held: Awaited<ReturnType<typeof reserveAt>>[] = [];
    for (let i = 0; i < 12; i++) held.push(await reserveAt(made));
    const later = new Date(made.getTime() + (RESERVATION_HOLD_DAYS + 1) * DAY);
    const [a, b] = await Promise.all([expireDueReservations(t.db, later), expireDueReservations(t.db, later)]);
    const ids = [...a.expired, ...b.expired].map((e) => e.id).filter((id) => held.some((h) => h.id === id));
    expect(ids.sort((x, y) => x - y)).toEqual(held.map((h) => h.id).sort((x, y) => x - y));
    for (const h of held) {
      expect((await row(h.id)).status).toBe("expired");
      expect(await shopNotices(h.id, "expired")).toBe(1);
    }
  });

  it("staff extend a hold by the hold days from its end, to a closing time; an ended one cannot be extended", async () => {
    // Friday 12:00 (summer time) + 3 days: Monday 18:00; extended on Saturday: Thursday 18:00.
    const made = new Date("2033-04-01T10:00:00Z");
    const r = await reserveAt(made);
    expect(r.holdUntil).toEqual(new Date("2033-04-04T16:00:00Z"));
    const extended = await extendReservation(t.db, r.id, RESERVATION_HOLD_DAYS, new Date(made.getTime() + DAY));
    expect(extended.holdUntil).toEqual(new Date("2033-04-07T16:00:00Z"));
    // Past its old end the expiry leaves it alone.
    expect((await expireDueReservations(t.db, new Date(r.holdUntil!.getTime() + 1000))).expired.map((e) => e.id)).not.toContain(r.id);
    await expireDueReservations(t.db, new Date(extended.holdUntil!.getTime() + 1000));
    await expect(extendReservation(t.db, r.id, RESERVATION_HOLD_DAYS)).rejects.toThrow(ReservationEndedError);
  });

  it("a hold without an end (made at the counter) cannot be extended: the server refuses and leaves it without an end", async () => {
    const r = await reserveAt(new Date("2033-05-02T08:00:00Z"), "staff");
    await expect(extendReservation(t.db, r.id, RESERVATION_HOLD_DAYS)).rejects.toThrow(ReservationWithoutEndError);
    expect(await row(r.id)).toMatchObject({ status: "active", holdUntil: null });
  });

  it("a hold ends at closing time of its last open day: a holiday in the settings and the change to summer time", async () => {
    const [stored] = await t.db.select().from(shopSettings);
    try {
      // Friday 27 March 2026, 10:00 winter time + 3 days: Monday 30 March, after the clocks went forward (18:00 = 16:00 UTC).
      const friday = new Date("2026-03-27T09:00:00Z");
      expect((await reserveAt(friday)).holdUntil).toEqual(new Date("2026-03-30T16:00:00Z"));
      // That Monday a holiday (a closed date of the settings), Sunday closed: Saturday 13:00 winter time.
      await t.db
        .update(shopSettings)
        .set({ data: { ...DEFAULT_SHOP_SETTINGS, closedDates: [{ date: "2026-03-30", noteEs: "Festivo", noteEn: "Holiday" }] } });
      expect((await reserveAt(friday)).holdUntil).toEqual(new Date("2026-03-28T12:00:00Z"));
      // Saturday after closing, one day: the next open day (Tuesday, after the holiday) at 18:00 summer time.
      await t.db.update(shopSettings).set({
        data: {
          ...DEFAULT_SHOP_SETTINGS,
          reservationHoldDays: 1,
          closedDates: [{ date: "2026-03-30", noteEs: "Festivo", noteEn: "Holiday" }],
        },
      });
      expect((await reserveAt(new Date("2026-03-28T13:00:00Z"))).holdUntil).toEqual(new Date("2026-03-31T16:00:00Z"));
    } finally {
      if (stored) await t.db.update(shopSettings).set({ data: stored.data });
    }
  });

  itRace(backend)(
    "an expiry racing an extension: either the extension wins (still active, later end) or the expiry does (extension refused), never both",
    async () => {
      const made = new Date("2034-05-01T10:00:00Z");
      const due = new Date(made.getTime() + (RESERVATION_HOLD_DAYS + 1) * DAY);
      for (let i = 0; i < 6; i++) {
        const r = await reserveAt(made);
        const [expiry, extension] = await Promise.allSettled([
          expireDueReservations(t.db, due),
          extendReservation(t.db, r.id, RESERVATION_HOLD_DAYS, due),
        ]);
        expect(expiry.status).toBe("fulfilled");
        const after = await row(r.id);
        if (extension.status === "fulfilled") {
          expect(after.status).toBe("active");
          expect(after.holdUntil!.getTime()).toBeGreaterThan(due.getTime());
          expect(await tyreStatus(r.tyreId)).toBe("reserved");
          expect(await shopNotices(r.id, "expired")).toBe(0);
        } else {
          expect(extension.reason).toBeInstanceOf(ReservationEndedError);
          expect(after.status).toBe("expired");
          expect(await tyreStatus(r.tyreId)).toBe("available");
          expect(await shopNotices(r.id, "expired")).toBe(1);
        }
      }
    },
  );

  it("the cancel link shows the reservation without changing it; the confirmed cancel frees the tyre once; reusing it says it is cancelled", async () => {
    const r = await reserveAt(new Date());
    const token = await tokenFor(r);
    const view = await reservationForCancelToken(t.db, token);
    expect(view.ok && view.reservation.id).toBe(r.id);
    expect((await row(r.id)).status).toBe("active");

    const done = await cancelReservationByCustomer(t.db, token);
    expect(done.ok).toBe(true);
    expect(await row(r.id)).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
    expect(await tyreStatus(r.tyreId)).toBe("available");
    expect(await shopNotices(r.id, "cancelled-by-customer")).toBe(1);

    expect(await cancelReservationByCustomer(t.db, token)).toMatchObject({ ok: false, reason: "ended", status: "cancelled" });
    expect(await shopNotices(r.id, "cancelled-by-customer")).toBe(1);
  });

  itRace(backend)("two clicks on the cancel link at once cancel once", async () => {
    const r = await reserveAt(new Date());
    const token = await tokenFor(r);
    const results = await Promise.all([cancelReservationByCustomer(t.db, token), cancelReservationByCustomer(t.db, token)]);
    expect(results.filter((x) => x.ok)).toHaveLength(1);
    expect(await shopNotices(r.id, "cancelled-by-customer")).toBe(1);
  });

  it("a forged token, or one for another reservation, cancels nothing", async () => {
    const r = await reserveAt(new Date());
    const other = await reserveAt(new Date());
    const token = await tokenFor(r);
    const forged = [`${other.id}.${token.split(".")[1]}`, `${r.id}.${"A".repeat(32)}`, "junk", `${r.id}.`, ""];
    for (const f of forged) expect(await cancelReservationByCustomer(t.db, f)).toEqual({ ok: false, reason: "invalid" });
    expect((await row(r.id)).status).toBe("active");
    expect((await row(other.id)).status).toBe("active");
  });

  const sell = (reservationId: number | undefined, tyreId: string, quantity = 1) =>
    createSale(t.db, {
      customerName: "Pablo",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      reservationId,
      lines: [{ tyreId, quantity }],
    });

  it("selling through the reservation marks it collected with its sale in the same transaction; the rest of the stock goes back on sale", async () => {
    const r = await reserveAt(new Date());
    const invoice = await sell(r.id, r.tyreId, 1);
    expect(await row(r.id)).toMatchObject({ status: "collected", saleId: invoice.id });
    expect((await row(r.id)).collectedAt).not.toBeNull();
    const [tyre] = await t.db.select().from(tyres).where(eq(tyres.id, r.tyreId));
    expect(tyre).toMatchObject({ quantity: 3, status: "available" });
  });

  it("the deposit taken with a reservation is on its invoice as paid on account; a sale without one has none", async () => {
    const tyre = await insertTyre(t.db, { unitPriceEur: "50.00", quantity: 2 });
    const r = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Counter", depositCents: 2000, source: "staff" });
    if (!r.ok) throw new Error("reserve failed");
    const invoice = await sell(r.reservation.id, tyre.id, 2);
    expect(invoice.grandTotalCents).toBe(2 * (5000 + 240));
    expect(invoice.depositCents).toBe(2000);
    expect((await sell(undefined, (await insertTyre(t.db)).id)).depositCents).toBe(0);
  });

  it("a sale takes the units on sale plus those of the reservation it collects; units other reservations hold stay held", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const a = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "A", quantity: 2, depositCents: 0, source: "staff" });
    const b = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "B", quantity: 1, depositCents: 0, source: "staff" });
    if (!a.ok || !b.ok) throw new Error("reserve failed");
    const stock = async () => (await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!;
    // Without a reservation only the 1 unit on sale can be sold.
    await expect(sell(undefined, tyre.id, 2)).rejects.toThrow(/has only 1 left \(3 held by reservations/);
    // Through A: its 2 units and the 1 on sale.
    await expect(sell(a.reservation.id, tyre.id, 4)).rejects.toThrow(/has only 3 left/);
    await sell(a.reservation.id, tyre.id, 2);
    expect(await stock()).toMatchObject({ quantity: 2, heldQuantity: 1, status: "available" });
    expect(await row(a.reservation.id)).toMatchObject({ status: "collected" });
    // The last unit on sale goes; B's unit stays held, so the tyre is reserved.
    await sell(undefined, tyre.id, 1);
    expect(await stock()).toMatchObject({ quantity: 1, heldQuantity: 1, status: "reserved" });
    await sell(b.reservation.id, tyre.id, 1);
    expect(await stock()).toMatchObject({ quantity: 0, heldQuantity: 0, status: "sold" });
  });

  it("a reservation collected with fewer units than it held gives the rest back to the sale", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "C", quantity: 4, depositCents: 0, source: "staff" });
    if (!r.ok) throw new Error("reserve failed");
    await sell(r.reservation.id, tyre.id, 2);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]).toMatchObject({
      quantity: 2,
      heldQuantity: 0,
      status: "available",
    });
  });

  it("a cancelled or expired reservation's deposit is returned or kept per the shop's rule, written on it and in the audit log", async () => {
    const [stored] = await t.db.select().from(shopSettings);
    const setRule = (depositWhenEnded: "return" | "keep") =>
      t.db.update(shopSettings).set({ data: { ...(stored!.data as object), depositWhenEnded } });
    const made = new Date("2035-06-04T08:00:00Z");
    const withDeposit = async (source: "online" | "staff", depositCents: number) => {
      const tyre = await insertTyre(t.db);
      const r = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Dora", depositCents, source, now: made });
      if (!r.ok) throw new Error("reserve failed");
      return r.reservation;
    };
    const auditOf = async (id: number) =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subject, `#${id}`))
      ).map((e) => ({ action: e.action, after: e.after, summary: e.summary }));
    try {
      // Returned (the first rule): staff cancel a counter reservation with 30.00 received.
      const returned = await withDeposit("staff", 3000);
      await cancelReservation(t.db, returned.id);
      expect(await row(returned.id)).toMatchObject({ status: "cancelled", depositOutcome: "return" });
      expect(await auditOf(returned.id)).toEqual([
        expect.objectContaining({
          action: "reservation.cancel",
          after: expect.objectContaining({ deposit: "return", depositCents: 3000 }),
          summary: expect.stringContaining("deposit €30.00 to be returned to the customer"),
        }),
      ]);
      // Kept: the rule changed, then a hold with a deposit expires.
      await setRule("keep");
      const kept = await withDeposit("online", 0);
      await t.db.update(reservations).set({ depositAmountEur: "25.00" }).where(eq(reservations.id, kept.id));
      await expireDueReservations(t.db, new Date(kept.holdUntil!.getTime() + 1000));
      expect(await row(kept.id)).toMatchObject({ status: "expired", depositOutcome: "keep" });
      expect(await auditOf(kept.id)).toEqual([
        expect.objectContaining({
          action: "reservation.expire",
          after: expect.objectContaining({ deposit: "keep", depositCents: 2500 }),
          summary: expect.stringContaining("deposit €25.00 kept by the shop"),
        }),
      ]);
      // The earlier outcome is not rewritten by the new rule; no deposit, no outcome.
      expect((await row(returned.id)).depositOutcome).toBe("return");
      const none = await withDeposit("online", 0);
      const token = await tokenFor(none);
      await cancelReservationByCustomer(t.db, token);
      expect(await row(none.id)).toMatchObject({ status: "cancelled", depositOutcome: null });
      expect((await auditOf(none.id))[0]!.after).not.toHaveProperty("deposit");
    } finally {
      await t.db.update(shopSettings).set({ data: stored!.data });
    }
  });

  it("a reserved tyre is sold only through its reservation; an ended reservation or one whose tyre is not in the sale is refused", async () => {
    const r = await reserveAt(new Date());
    await expect(sell(undefined, r.tyreId)).rejects.toThrow(/is reserved: sell it with Sell on its reservation/);
    const other = await insertTyre(t.db);
    await expect(sell(r.id, other.id)).rejects.toThrow(/is not in the basket/);
    await expect(sell(999_999, r.tyreId)).rejects.toThrow(/Reservation #999999 not found/);
    expect((await row(r.id)).status).toBe("active");
    expect(await tyreStatus(r.tyreId)).toBe("reserved");
  });

  itRace(backend)(
    "two clerks pressing Sell on the same reservation at once: one sale, the other refused, the reservation collected once",
    async () => {
      const r = await reserveAt(new Date());
      const results = await Promise.allSettled([sell(r.id, r.tyreId), sell(r.id, r.tyreId)]);
      const ok = results.filter((x) => x.status === "fulfilled");
      const refused = results.filter((x): x is PromiseRejectedResult => x.status === "rejected");
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reason).toBeInstanceOf(SaleError);
      expect(String(refused[0]!.reason.message)).toMatch(/already collected/);
      expect((await row(r.id)).saleId).toBe((ok[0] as PromiseFulfilledResult<{ id: number }>).value.id);
    },
  );

  it("the link of a reservation already collected or expired says so and changes nothing", async () => {
    const collected = await reserveAt(new Date());
    await sell(collected.id, collected.tyreId);
    expect(await cancelReservationByCustomer(t.db, await tokenFor(collected))).toMatchObject({ ok: false, status: "collected" });
    expect((await row(collected.id)).status).toBe("collected");

    const made = new Date("2035-01-01T10:00:00Z");
    const expired = await reserveAt(made);
    await expireDueReservations(t.db, new Date(made.getTime() + (RESERVATION_HOLD_DAYS + 1) * DAY));
    expect(await cancelReservationByCustomer(t.db, await tokenFor(expired))).toMatchObject({ ok: false, status: "expired" });
    expect((await row(expired.id)).cancelledAt).toBeNull();
  });
});
