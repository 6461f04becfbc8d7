// Online reservation limits on real databases: the counter is written and read in one statement,
// so parallel requests from one client cannot all pass; past a limit nothing is reserved.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservationAttempts, reservations, tyres } from "~db/schema";
import { DEFAULT_RESERVATION_LIMITS, type ReservationLimits } from "~/domain/reservation-limits";
import { attemptKey, countReservationAttempt, pruneReservationAttempts } from "~/server/reservations/reservation-attempts.server";
import { reserveTyre, reserveTyreOnline } from "~/server/reservations/reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("online reservation limits on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  // The hourly counters alone: the cap on active holds has its own tests (online-hold-cap.test.ts).
  const limits: ReservationLimits = { ...DEFAULT_RESERVATION_LIMITS, activeHolds: 0 };
  let ipSeq = 0;
  /** A client address no other test uses, so each test starts with its own counters. */
  const freshIp = () => `198.51.100.${++ipSeq}`;
  let phoneSeq = 0;
  const freshPhone = () => `7${String(++phoneSeq).padStart(8, "0")}`;
  const online = (tyreId: string, o: { ip: string; phone: string; email?: string | null; now?: Date }) =>
    reserveTyreOnline(
      t.db,
      { tyreId, clientName: "Script", contactNumber: o.phone, email: o.email ?? null, depositCents: 0 },
      { ip: o.ip, limits, now: o.now },
    );
  const statuses = async (ids: string[]) =>
    (await t.db.select({ id: tyres.id, status: tyres.status }).from(tyres).where(inArray(tyres.id, ids))).map((r) => r.status);
  const reservationsFor = async (ids: string[]) => (await t.db.select().from(reservations).where(inArray(reservations.tyreId, ids))).length;

  itRace(backend)(
    "30 reservations in parallel from one IP (different tyres and phones): exactly 10 pass, 20 are refused and write nothing",
    async () => {
      const ip = freshIp();
      // One unit each: a reservation holds its units, so a tyre reads reserved once its last unit is held.
      const list = await Promise.all(Array.from({ length: 30 }, () => insertTyre(t.db, { quantity: 1 })));
      const ids = list.map((x) => x.id);
      const results = await Promise.all(ids.map((id) => online(id, { ip, phone: freshPhone() })));
      const passed = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      expect(passed).toHaveLength(10);
      expect(refused).toHaveLength(20);
      for (const r of refused) expect(r).toEqual({ ok: false, reason: "too-many", exceeded: ["ip"] });
      expect(await reservationsFor(ids)).toBe(10);
      const s = await statuses(ids);
      expect(s.filter((x) => x === "reserved")).toHaveLength(10);
      expect(s.filter((x) => x === "available")).toHaveLength(20);
      const [row] = await t.db
        .select()
        .from(reservationAttempts)
        .where(eq(reservationAttempts.key, `ip:${ip}`));
      expect(row!.count).toBe(30);
    },
  );

  itRace(backend)(
    "50 parallel attempts on one key all count (the counter ends at 50); with a limit of 7 exactly 7 of 50 pass",
    async () => {
      const ip = freshIp();
      const wide = { perIp: 1000, perPhone: 0, perEmail: 0 };
      await Promise.all(Array.from({ length: 50 }, () => countReservationAttempt(t.db, { ip, phone: "" }, wide)));
      const [row] = await t.db
        .select()
        .from(reservationAttempts)
        .where(eq(reservationAttempts.key, `ip:${ip}`));
      expect(row!.count).toBe(50);
      const ip2 = freshIp();
      const verdicts = await Promise.all(
        Array.from({ length: 50 }, () => countReservationAttempt(t.db, { ip: ip2, phone: "" }, { ...wide, perIp: 7 })),
      );
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    },
  );

  it("one phone, written three ways, from different IPs: 5 pass, the 6th is refused for the phone", async () => {
    const list = await Promise.all(Array.from({ length: 6 }, () => insertTyre(t.db)));
    const ways = ["600 222 333", "+34 600-222-333", "0034600222333"];
    const results = [];
    for (const [i, tyre] of list.entries()) results.push(await online(tyre.id, { ip: freshIp(), phone: ways[i % 3]! }));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toEqual({ ok: false, reason: "too-many", exceeded: ["phone"] });
    expect(await statuses([list[5]!.id])).toEqual(["available"]);
  });

  it("one e-mail in any case, from different IPs and phones: 5 pass, the 6th is refused for the e-mail", async () => {
    const list = await Promise.all(Array.from({ length: 6 }, () => insertTyre(t.db)));
    const results = [];
    for (const [i, tyre] of list.entries()) {
      results.push(await online(tyre.id, { ip: freshIp(), phone: freshPhone(), email: i % 2 ? "Bot@Example.com" : "bot@example.COM" }));
    }
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results[5]).toEqual({ ok: false, reason: "too-many", exceeded: ["email"] });
  });

  it("an hour after the window began the client may reserve again, counting from 1", async () => {
    const ip = freshIp();
    const t0 = new Date(Date.now() - 2 * 3_600_000);
    const list = await Promise.all(Array.from({ length: 12 }, () => insertTyre(t.db)));
    for (const tyre of list.slice(0, 11)) await online(tyre.id, { ip, phone: freshPhone(), now: t0 });
    expect((await online(list[11]!.id, { ip, phone: freshPhone(), now: new Date(t0.getTime() + 59 * 60_000) })).ok).toBe(false);
    expect((await online(list[11]!.id, { ip, phone: freshPhone(), now: new Date(t0.getTime() + 60 * 60_000) })).ok).toBe(true);
    const [row] = await t.db
      .select()
      .from(reservationAttempts)
      .where(eq(reservationAttempts.key, `ip:${ip}`));
    expect(row!.count).toBe(1);
  });

  it("staff reservations are not counted", async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(reservationAttempts))[0]!.n;
    const list = await Promise.all(Array.from({ length: 12 }, () => insertTyre(t.db)));
    for (const tyre of list)
      expect(
        (
          await reserveTyre(t.db, {
            tyreId: tyre.id,
            clientName: "Taller",
            contactNumber: "600999888",
            depositCents: 2000,
            source: "staff",
          })
        ).ok,
      ).toBe(true);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(reservationAttempts))[0]!.n;
    expect(after).toBe(before);
  });

  it("stores phone and e-mail as hashes, never the contact data itself", async () => {
    const tyre = await insertTyre(t.db);
    const ip = freshIp();
    await online(tyre.id, { ip, phone: "+34 611 444 555", email: "Clara@Example.com" });
    const keys = (await t.db.select({ key: reservationAttempts.key }).from(reservationAttempts)).map((r) => r.key);
    expect(keys).toContain(`ip:${ip}`);
    expect(keys).toContain(attemptKey({ kind: "phone", value: "34611444555" }));
    expect(keys).toContain(attemptKey({ kind: "email", value: "clara@example.com" }));
    expect(keys.join("\n")).not.toMatch(/611|444555|clara|example/i);
  });

  it("pruning deletes only the counters whose window has ended", async () => {
    const now = new Date();
    const oldIp = freshIp();
    const newIp = freshIp();
    await countReservationAttempt(t.db, { ip: oldIp, phone: "" }, limits, new Date(now.getTime() - 61 * 60_000));
    await countReservationAttempt(t.db, { ip: newIp, phone: "" }, limits, new Date(now.getTime() - 59 * 60_000));
    expect(await pruneReservationAttempts(t.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.select({ key: reservationAttempts.key }).from(reservationAttempts)).map((r) => r.key);
    expect(keys).not.toContain(`ip:${oldIp}`);
    expect(keys).toContain(`ip:${newIp}`);
  });
});
