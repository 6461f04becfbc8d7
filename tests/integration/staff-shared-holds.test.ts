// The reservations screen shows which active online holds came from one address or with one phone,
// and they are cancelled together through the screen's bulk cancel: called in-process as a
// signed-in admin on real databases.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tyres } from "~db/schema";
import { action, loader } from "~/routes/staff/reservations";
import { reserveTyre, reserveTyreOnline } from "~/server/reservations/reservations.server";
import { TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { adminSuite, callRoute } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "shared-holds-secret-shared-holds-secret-0123";
const context = routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("holds from one address or phone on /reservations, on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });

  const limits = { perIp: 0, perPhone: 0, perEmail: 0, activeHolds: 2 };
  const hold = async (ip: string, phone: string) => {
    const tyre = await insertTyre(app.db);
    const r = await reserveTyreOnline(
      app.db,
      { tyreId: tyre.id, clientName: `From ${ip}`, contactNumber: phone, depositCents: 0 },
      { ip, limits },
    );
    if (!r.ok) throw new Error(`not reserved: ${r.reason}`);
    return { id: r.reservation.id, tyreId: tyre.id };
  };

  it("groups the holds of one address (IPv6 by /64) and of one phone, and cancels a group in one go", async () => {
    const a = await hold("2001:db8:5:5::1", "600100100");
    const b = await hold("2001:db8:5:5::2", "600100101");
    const c = await hold("198.51.100.50", "600 100 101");
    const alone = await hold("198.51.100.51", "600100199");
    const counter = await insertTyre(app.db);
    const staff = await reserveTyre(app.db, {
      tyreId: counter.id,
      clientName: "At the counter",
      contactNumber: "600100101",
      depositCents: 0,
      source: "staff",
    });
    if (!staff.ok) throw new Error("staff reservation failed");

    const page = await callRoute(() =>
      loader({ request: new Request(`${ORIGIN}/reservations`, { headers: { cookie: app.cookie } }), params: {}, context } as never),
    );
    expect(page.status).toBe(200);
    const screen = page.body as { shared: Record<number, { by: string; ids: number[] }> };
    expect(screen.shared[a.id]).toEqual({ by: "address", ids: [a.id, b.id] });
    expect(screen.shared[c.id]).toEqual({ by: "phone", ids: [b.id, c.id] });
    expect(screen.shared[alone.id]).toBeUndefined();
    // A reservation made at the counter is no online hold.
    expect(screen.shared[staff.reservation.id]).toBeUndefined();

    const body = new URLSearchParams([
      ["intent", "cancel-selected"],
      ...screen.shared[a.id]!.ids.map((id) => ["id", String(id)] as [string, string]),
    ]);
    const request = new Request(`${ORIGIN}/reservations`, { method: "POST", headers: { origin: ORIGIN, cookie: app.cookie }, body });
    expect(await callRoute(() => action({ request, params: {}, context } as never))).toEqual({
      status: 200,
      body: { ok: true, message: "2 reservations cancelled" },
    });
    // The cancelled holds' units are back on sale; the third hold keeps its unit.
    const held = await app.db
      .select({ id: tyres.id, held: tyres.heldQuantity })
      .from(tyres)
      .where(inArray(tyres.id, [a.tyreId, b.tyreId, c.tyreId]));
    expect(Object.fromEntries(held.map((x) => [x.id, x.held]))).toEqual({
      [a.tyreId]: 0,
      [b.tyreId]: 0,
      [c.tyreId]: 1,
    });
  });
});
