// Staff reservations on real databases: reserving through the shared transaction, listing with
// the tyre, cancelling in one transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import { staffReservationSchema } from "~/domain/tyre-form";
import { reserveTyre } from "~/server/reservations.server";
import { cancelReservation, listReservations, ReservationNotFoundError } from "~/server/staff-reservations.server";
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
  const reserve = (tyreId: string, o: Record<string, string> = {}) =>
    reserveTyre(t.db, { ...staffReservationSchema.parse({ tyreId, clientName: "Ana", ...o }), source: "staff" });

  it("reserves an available tyre with the 20.00 default deposit; a second reservation is refused", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id, { email: "ana@example.com", vehicleReg: "1234 ABC" });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.reservation).toMatchObject({ depositAmountEur: "20.00", source: "staff", email: "ana@example.com", vehicleReg: "1234 ABC" });
    expect(await status(tyre.id)).toBe("reserved");
    expect(await reserve(tyre.id)).toEqual({ ok: false, reason: "not-available" });
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

  it("cancelling deletes the reservation and makes the tyre available again, in one go", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id);
    if (!r.ok) throw new Error("reserve failed");
    expect(await cancelReservation(t.db, r.reservation.id)).toEqual({ tyreId: tyre.id, tyreAvailable: true });
    expect(await status(tyre.id)).toBe("available");
    expect(await t.db.select().from(reservations).where(eq(reservations.id, r.reservation.id))).toHaveLength(0);
    await expect(cancelReservation(t.db, r.reservation.id)).rejects.toThrow(ReservationNotFoundError);
  });

  it("does not make a tyre sold in the meantime available again", async () => {
    const tyre = await insertTyre(t.db);
    const r = await reserve(tyre.id);
    if (!r.ok) throw new Error("reserve failed");
    await t.db.update(tyres).set({ status: "sold", quantity: 0 }).where(eq(tyres.id, tyre.id));
    expect((await cancelReservation(t.db, r.reservation.id)).tyreAvailable).toBe(false);
    expect(await status(tyre.id)).toBe("sold");
  });
});
