// The cap on active online holds on real databases: at most 2 at a time per client address
// (IPv6: /64), per phone and per e-mail, counted from the reservations inside the transaction that
// takes the tyre, so parallel reservations of one client for different tyres cannot all pass.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import type { ReservationLimits } from "~/domain/reservation-limits";
import { sharedHoldGroups } from "~/server/reservations/online-holds.server";
import { reserveTyreOnline } from "~/server/reservations/reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("active online holds on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  // The hourly counters out of the way: only the cap on active holds decides here.
  const limits: ReservationLimits = { perIp: 0, perPhone: 0, perEmail: 0, activeHolds: 2 };
  let seq = 0;
  const freshIp = () => `192.0.2.${++seq}`;
  const freshPhone = () => `6${String(++seq).padStart(8, "0")}`;
  const online = (tyreId: string, o: { ip: string; phone: string; email?: string | null }) =>
    reserveTyreOnline(
      t.db,
      { tyreId, clientName: "Hoarder", contactNumber: o.phone, email: o.email ?? null, depositCents: 0 },
      { ip: o.ip, limits },
    );
  const tyresFor = (n: number) => Promise.all(Array.from({ length: n }, () => insertTyre(t.db)));
  // Tyres with a unit held (a reservation holds its units, not the whole stock line).
  const reservedOf = async (ids: string[]) =>
    (await t.db.select({ held: tyres.heldQuantity }).from(tyres).where(inArray(tyres.id, ids))).filter((r) => r.held > 0).length;

  itRace(backend)(
    "20 reservations in parallel from one address, each with another phone: exactly 2 hold a tyre, the rest write nothing",
    async () => {
      const ip = freshIp();
      const ids = (await tyresFor(20)).map((x) => x.id);
      const results = await Promise.all(ids.map((id) => online(id, { ip, phone: freshPhone() })));
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, reason: "holds-full", exceeded: ["ip"] });
      expect(await refile(ids)).toBe(2);
      expect(await reservedOf(ids)).toBe(2);
    },
  );

  itRace(backend)("one phone, written several ways, from 12 addresses in parallel: 2 holds", async () => {
    const ways = ["600 777 888", "+34 600-777-888", "0034600777888", "600777888"];
    const ids = (await tyresFor(12)).map((x) => x.id);
    const results = await Promise.all(ids.map((id, i) => online(id, { ip: freshIp(), phone: ways[i % ways.length]! })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await reservedOf(ids)).toBe(2);
  });

  itRace(backend)("one e-mail, any case, from 12 addresses and phones in parallel: 2 holds", async () => {
    const ids = (await tyresFor(12)).map((x) => x.id);
    const results = await Promise.all(
      ids.map((id, i) => online(id, { ip: freshIp(), phone: freshPhone(), email: i % 2 ? "Hoard@Example.com" : " hoard@example.com" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await reservedOf(ids)).toBe(2);
  });

  it("an IPv6 client counts by its /64; a hold that ends makes room again", async () => {
    const ids = (await tyresFor(4)).map((x) => x.id);
    const [a, b, c] = [
      await online(ids[0]!, { ip: "2001:db8:7:7::1", phone: freshPhone() }),
      await online(ids[1]!, { ip: "2001:db8:7:7:1:2:3:4", phone: freshPhone() }),
      await online(ids[2]!, { ip: "2001:db8:7:7:ffff::9", phone: freshPhone() }),
    ];
    expect([a.ok, b.ok, c.ok]).toEqual([true, true, false]);
    // The first hold is cancelled: one more fits.
    if (!a.ok) throw new Error("unreachable");
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, a.reservation.id));
    expect((await online(ids[3]!, { ip: "2001:db8:7:7::abcd", phone: freshPhone() })).ok).toBe(true);
  });

  it("staff see which active online holds share an address or a phone", async () => {
    const ip = freshIp();
    const phone = freshPhone();
    const ids = (await tyresFor(4)).map((x) => x.id);
    const r1 = await online(ids[0]!, { ip, phone: freshPhone() });
    const r2 = await online(ids[1]!, { ip, phone });
    const r3 = await online(ids[2]!, { ip: freshIp(), phone });
    const alone = await online(ids[3]!, { ip: freshIp(), phone: freshPhone() });
    if (!r1.ok || !r2.ok || !r3.ok || !alone.ok) throw new Error("each should hold");
    const groups = await sharedHoldGroups(t.db);
    expect(groups.get(r1.reservation.id)).toEqual({ by: "address", ids: [r1.reservation.id, r2.reservation.id] });
    expect(groups.get(r3.reservation.id)).toEqual({ by: "phone", ids: [r2.reservation.id, r3.reservation.id] });
    expect(groups.has(alone.reservation.id)).toBe(false);
  });

  async function refile(ids: string[]) {
    return (await t.db.select().from(reservations).where(inArray(reservations.tyreId, ids))).length;
  }
});
