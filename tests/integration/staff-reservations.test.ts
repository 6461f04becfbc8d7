// Staff reservations on real databases: reserving through the shared transaction, listing with
// the tyre, cancelling one or several in one transaction.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { staffReservationSchema } from "~/domain/tyre-form";
import { staffMessages } from "~/i18n/staff";
import { reserveTyre } from "~/server/reservations/reservations.server";
import {
  cancelReservation,
  cancelReservations,
  listReservations,
  MAX_BULK_CANCEL,
  ReservationEndedError,
  ReservationNotFoundError,
} from "~/server/reservations/staff-reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

describe.each(TEST_BACKENDS)("staff reservations on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const status = async (id: string) => (await t.db.select({ s: tyres.status }).from(tyres).where(eq(tyres.id, id)))[0]!.s;
  // Every unit of the tyre (insertTyre puts 4 in stock) unless told otherwise.
  const reserve = (tyreId: string, o: Record<string, string> = {}) =>
    reserveTyre(t.db, {
      ...staffReservationSchema(DEFAULT_SHOP_SETTINGS.depositCents, staffMessages("en").inventory.reserve.errors).parse({
        tyreId,
        clientName: "Ana",
        quantity: "4",
        ...o,
      }),
      source: "staff",
    });

  it("reserves an available tyre with the 20.00 default deposit; a second reservation is refused", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id, { email: "ana@example.com", vehicleReg: "1234 ABC" });
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.reservation).toMatchObject({ depositAmountEur: "20.00", source: "staff", email: "ana@example.com", vehicleReg: "1234 ABC" });
    expect(await status(tyre.id)).toBe("reserved");
    expect(await reserve(tyre.id)).toEqual({ ok: false, reason: "not-available", available: 0 });
    expect(await t.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id))).toHaveLength(1);
  });

  it("lists reservations newest first with their tyre", async () => {
    const a = await insertTyre(t.db, { brand: "Older" });
    const b = await insertTyre(t.db, { brand: "Newer" });
    await reserve(a.id);
    await reserve(b.id);
    const list = await listReservations(t.db);
    expect(list[0]!.tyre.brand).toBe("Newer");
    expect(list[1]!.tyre.brand).toBe("Older");
  });

  it("cancelling keeps the reservation as cancelled by staff (with the time) and makes the tyre available again, in one go", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id);
    if (!r.ok) throw new Error("reserve failed");
    const at = new Date("2026-05-04T10:00:00Z");
    expect(await cancelReservation(t.db, r.reservation.id, at)).toEqual({ tyreId: tyre.id, tyreAvailable: true });
    expect(await status(tyre.id)).toBe("available");
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.reservation.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "staff", cancelledAt: at });
    await expect(cancelReservation(t.db, r.reservation.id)).rejects.toThrow(ReservationEndedError);
    await expect(cancelReservation(t.db, 999_999)).rejects.toThrow(ReservationNotFoundError);
  });

  it("does not make a tyre sold in the meantime available again", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id);
    if (!r.ok) throw new Error("reserve failed");
    await t.db.update(tyres).set({ status: "sold", quantity: 0, heldQuantity: 0 }).where(eq(tyres.id, tyre.id));
    expect((await cancelReservation(t.db, r.reservation.id)).tyreAvailable).toBe(false);
    expect(await status(tyre.id)).toBe("sold");
  });
  const reserved = async (n: number) => {
    const out: { id: number; tyreId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const tyre = await insertTyre(t.db);
      const r = await reserve(tyre.id);
      if (!r.ok) throw new Error("reserve failed");
      out.push({ id: r.reservation.id, tyreId: tyre.id });
    }
    return out;
  };

  it("cancels several reservations at once and frees each tyre; unknown and repeated ids are reported, not an error", async () => {
    const [a, b, c] = await reserved(3);
    const result = await cancelReservations(t.db, [b!.id, a!.id, 999_999, a!.id]);
    expect(result).toEqual({
      cancelled: [
        { id: a!.id, tyreId: a!.tyreId, tyreAvailable: true },
        { id: b!.id, tyreId: b!.tyreId, tyreAvailable: true },
      ],
      notFound: [999_999],
      ended: [],
    });
    expect(await status(a!.tyreId)).toBe("available");
    expect(await status(b!.tyreId)).toBe("available");
    expect(await status(c!.tyreId)).toBe("reserved");
    const kept = await t.db
      .select({ status: reservations.status })
      .from(reservations)
      .where(inArray(reservations.id, [a!.id, b!.id]));
    expect(kept.map((k) => k.status)).toEqual(["cancelled", "cancelled"]);
    // Cancelled a moment ago by someone else: reported, nothing changes.
    expect(await cancelReservations(t.db, [a!.id])).toEqual({ cancelled: [], notFound: [], ended: [{ id: a!.id, status: "cancelled" }] });
  });

  it("frees tyres by the same rule as one cancel: a tyre sold meanwhile stays sold, one still held by another reservation gets back only the cancelled units", async () => {
    const [sold] = await reserved(1);
    await t.db.update(tyres).set({ status: "sold", quantity: 0, heldQuantity: 0 }).where(eq(tyres.id, sold!.tyreId));
    // Two reservations of 2 units each share a tyre of 4.
    const shared = await insertTyre(t.db);
    const held = await reserve(shared.id, { quantity: "2" });
    const other = await reserve(shared.id, { clientName: "Bea", quantity: "2" });
    if (!held.ok || !other.ok) throw new Error("reserve failed");
    expect(await status(shared.id)).toBe("reserved");
    const result = await cancelReservations(t.db, [sold!.id, held.reservation.id]);
    expect(result.cancelled.map((x) => x.tyreAvailable)).toEqual([false, true]);
    expect(await status(sold!.tyreId)).toBe("sold");
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, shared.id));
    expect(after).toMatchObject({ status: "available", heldQuantity: 2 });
    expect((await cancelReservations(t.db, [other.reservation.id])).cancelled).toEqual([
      { id: other.reservation.id, tyreId: shared.id, tyreAvailable: true },
    ]);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, shared.id)))[0]).toMatchObject({ status: "available", heldQuantity: 0 });
  });

  it("refuses bad id lists before touching the database", async () => {
    const [a] = await reserved(1);
    for (const bad of [[0], [-1], [1.5], [Number.NaN], [2 ** 31], Array.from({ length: MAX_BULK_CANCEL + 1 }, (_, i) => i + 1)]) {
      await expect(cancelReservations(t.db, [...bad, a!.id])).rejects.toThrow(RangeError);
    }
    await expect(cancelReservations(t.db, [])).rejects.toThrow(RangeError);
    expect(await status(a!.tyreId)).toBe("reserved");
    expect(
      (await cancelReservations(t.db, Array.from({ length: MAX_BULK_CANCEL - 1 }, (_, i) => 1_000_000 + i).concat(a!.id))).cancelled,
    ).toHaveLength(1);
  });
});
