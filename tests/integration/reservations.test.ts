// Reserving a tyre against real databases: one transaction, exactly one winner under a race; a
// reservation holds a quantity of units, and customers racing for the last units never get more
// than there are.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import { findRecentReservation, reserveTyre } from "~/server/reservations/reservations.server";
import { getPublicTyre } from "~/server/storefront/storefront.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("reservations on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 25 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const countFor = async (tyreId: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(eq(reservations.tyreId, tyreId))
    )[0]!.n;

  it("reserves every unit of an available tyre: status reserved and one row with e-mail, vehicle and deposit 0", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserveTyre(t.db, {
      quantity: tyre.quantity,
      tyreId: tyre.id,
      clientName: "Ana García",
      contactNumber: "+34 600 000 000",
      email: "ana@example.com",
      vehicleReg: "1234 ABC",
      notes: null,
      depositCents: 0,
      source: "online",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.tyre.status).toBe("reserved");
    expect(r.reservation).toMatchObject({
      tyreId: tyre.id,
      clientName: "Ana García",
      contactNumber: "+34 600 000 000",
      email: "ana@example.com",
      vehicleReg: "1234 ABC",
      notes: null,
      depositAmountEur: "0.00",
      source: "online",
      quantity: tyre.quantity,
    });
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect(after!.status).toBe("reserved");
    expect(after!.quantity).toBe(tyre.quantity);
    expect(after!.heldQuantity).toBe(tyre.quantity);
  });

  it("a reservation of 2 of 4 units holds only those 2: the tyre stays on sale with 2, and the public pages say 2", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Ana", quantity: 2, depositCents: 0, source: "online" });
    expect(r.ok && r.reservation.quantity).toBe(2);
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect(after).toMatchObject({ status: "available", quantity: 4, heldQuantity: 2 });
    expect((await getPublicTyre(t.db, tyre.id))!.quantity).toBe(2);
    // 3 more are not there; 2 are, and then the tyre is reserved.
    expect(await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Bea", quantity: 3, depositCents: 0, source: "online" })).toEqual({
      ok: false,
      reason: "not-available",
      available: 2,
    });
    expect((await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Bea", quantity: 2, depositCents: 0, source: "online" })).ok).toBe(true);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]).toMatchObject({ status: "reserved", heldQuantity: 4 });
  });

  itRace(backend)(
    "two customers at once for the last 2 of 3 units: exactly one gets them, the other is refused with none left",
    async () => {
      for (let round = 0; round < 5; round++) {
        const tyre = await insertTyre(t.db, { quantity: 3 });
        expect((await reserveTyre(t.db, { tyreId: tyre.id, clientName: "First", quantity: 1, depositCents: 0, source: "online" })).ok).toBe(
          true,
        );
        const results = await Promise.all(
          ["Ana", "Bea"].map((clientName) =>
            reserveTyre(t.db, { tyreId: tyre.id, clientName, quantity: 2, depositCents: 0, source: "online" }),
          ),
        );
        expect(results.filter((x) => x.ok)).toHaveLength(1);
        expect(results.find((x) => !x.ok)).toEqual({ ok: false, reason: "not-available", available: 0 });
        expect(await countFor(tyre.id)).toBe(2);
        const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
        expect(after).toMatchObject({ quantity: 3, heldQuantity: 3, status: "reserved" });
      }
    },
  );

  itRace(backend)("10 customers at once for one unit each of a tyre with 3: exactly 3 succeed, never more held than in stock", async () => {
    const tyre = await insertTyre(t.db, { quantity: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reserveTyre(t.db, { tyreId: tyre.id, clientName: `C${i}`, quantity: 1, depositCents: 0, source: "online" }),
      ),
    );
    expect(results.filter((x) => x.ok)).toHaveLength(3);
    expect(await countFor(tyre.id)).toBe(3);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]).toMatchObject({ heldQuantity: 3, status: "reserved" });
  });

  it("a second reservation of a tyre whose units are all held is refused and writes nothing", async () => {
    const tyre = await insertTyre(t.db);
    const input = { tyreId: tyre.id, clientName: "A", contactNumber: "600000000", depositCents: 0, source: "online" as const };
    expect((await reserveTyre(t.db, { ...input, quantity: tyre.quantity })).ok).toBe(true);
    expect(await reserveTyre(t.db, { ...input, clientName: "B" })).toEqual({ ok: false, reason: "not-available", available: 0 });
    expect(await countFor(tyre.id)).toBe(1);
  });

  it("refuses sold, reserved, zero-quantity and unknown tyres without writing", async () => {
    const sold = await insertTyre(t.db, { status: "sold", quantity: 0 });
    const empty = await insertTyre(t.db, { status: "available", quantity: 0 });
    const reserved = await insertTyre(t.db, { status: "reserved" });
    for (const id of [sold.id, empty.id, reserved.id, "TZZZZZ"]) {
      expect(await reserveTyre(t.db, { tyreId: id, clientName: "A", depositCents: 0, source: "online" })).toEqual({
        ok: false,
        reason: "not-available",
        available: 0,
      });
      expect(await countFor(id)).toBe(0);
    }
    const [e] = await t.db.select().from(tyres).where(eq(tyres.id, empty.id));
    expect(e!.status).toBe("available");
  });

  itRace(backend)("20 parallel reservations of every unit of one tyre: exactly one succeeds, one row is written", async () => {
    const tyre = await insertTyre(t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reserveTyre(t.db, {
          quantity: tyre.quantity,
          tyreId: tyre.id,
          clientName: `Customer ${i}`,
          contactNumber: `6000000${String(i).padStart(2, "0")}`,
          depositCents: 0,
          source: "online",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(19);
    expect(await countFor(tyre.id)).toBe(1);
    const winner = results.find((r) => r.ok)!;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
    expect(winner.ok && row!.clientName).toBe(winner.ok ? winner.reservation.clientName : "");
  });

  it("a staff reservation records its deposit and date to fit", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Taller",
      dateToFit: "2026-06-01",
      depositCents: 2000,
      source: "staff",
    });
    expect(r.ok && r.reservation).toMatchObject({ depositAmountEur: "20.00", dateToFit: "2026-06-01", source: "staff" });
  });

  it("finds the same form's fresh reservation (double submit) but not someone else's, nor one sent from another form", async () => {
    const tyre = await insertTyre(t.db);
    const formKey = "A".repeat(32);
    await reserveTyre(t.db, { tyreId: tyre.id, clientName: "Ana", contactNumber: "600111222", depositCents: 0, source: "online", formKey });
    const ana = { tyreId: tyre.id, clientName: "Ana", contactNumber: "600111222" };
    expect(await findRecentReservation(t.db, { ...ana, formKey })).not.toBeNull();
    expect(await findRecentReservation(t.db, { ...ana, clientName: "Bea", formKey })).toBeNull();
    // The same tyre, name and phone from another browser's form, or from no form: not hers.
    expect(await findRecentReservation(t.db, { ...ana, formKey: "B".repeat(32) })).toBeNull();
    expect(await findRecentReservation(t.db, { ...ana, formKey: null })).toBeNull();
  });
});
