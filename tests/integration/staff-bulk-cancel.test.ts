// The reservations screen's "Cancel selected" action, called in-process as an admin with a real
// session on real databases: one call cancels the selected reservations and frees their tyres;
// bad id lists are refused with 400 and unknown ids are reported, never a 500.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import { action } from "~/routes/staff/reservations";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { TEST_BACKENDS } from "../helpers/db";
import { adminSuite } from "../helpers/staff-session";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "bulk-cancel-secret-bulk-cancel-secret-0123";
type ActionArgs = Parameters<typeof action>[0];

describe.each(TEST_BACKENDS)("cancel selected reservations on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });

  async function post(ids: string[]) {
    const body = new URLSearchParams([["intent", "cancel-selected"], ...ids.map((id) => ["id", id] as [string, string])]);
    const request = new Request(`${ORIGIN}/reservations`, { method: "POST", headers: { origin: ORIGIN, cookie: app.cookie }, body });
    const r = (await action({
      request,
      params: {},
      context: routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: "http://shop.test" }),
    } as unknown as ActionArgs)) as unknown as {
      data: { ok: boolean; message: string };
      init: { status?: number } | null;
    };
    return { status: r.init?.status ?? 200, ...r.data };
  }
  const reserved = async (n: number) => {
    const out: { id: number; tyreId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const tyre = await insertTyre(app.db);
      // Every unit, so the tyre is reserved until the reservation ends.
      const r = await reserveTyre(app.db, {
        tyreId: tyre.id,
        clientName: `Script ${i}`,
        quantity: tyre.quantity,
        depositCents: 0,
        source: "online",
      });
      if (!r.ok) throw new Error("reserve failed");
      out.push({ id: r.reservation.id, tyreId: tyre.id });
    }
    return out;
  };
  const statusOf = async (ids: string[]) =>
    (await app.db.select({ s: tyres.status }).from(tyres).where(inArray(tyres.id, ids))).map((r) => r.s);

  it("cancels the selected reservations in one call and frees their tyres: '2 reservations cancelled'", async () => {
    const [a, b, c] = await reserved(3);
    expect(await post([String(a!.id), String(b!.id)])).toEqual({ status: 200, ok: true, message: "2 reservations cancelled" });
    expect(await statusOf([a!.tyreId, b!.tyreId])).toEqual(["available", "available"]);
    expect(await statusOf([c!.tyreId])).toEqual(["reserved"]);
    expect(await app.db.select().from(reservations).where(eq(reservations.id, c!.id))).toHaveLength(1);
  });

  it("reports ids that match nothing or already ended; all unknown is a 404, all ended a 409, never a 500", async () => {
    const [a] = await reserved(1);
    expect(await post([String(a!.id), "987654"])).toEqual({
      status: 200,
      ok: true,
      message: "1 reservation cancelled; 1 not found",
    });
    // Cancelled already: the reservation is kept as cancelled, so it is reported as such (409).
    expect(await post([String(a!.id)])).toEqual({
      status: 409,
      ok: false,
      message: "No reservations cancelled; 1 already cancelled",
    });
    expect(await post(["987654"])).toEqual({ status: 404, ok: false, message: "No reservations cancelled; 1 not found" });
  });

  it("refuses bad selections with 400 and changes nothing", async () => {
    const [a] = await reserved(1);
    const keep = String(a!.id);
    const cases: [string[], string][] = [
      [[], "Failed to cancel reservations: none selected"],
      [[keep, "abc"], "Failed to cancel reservations: invalid request"],
      [[keep, "0"], "Failed to cancel reservations: invalid request"],
      [[keep, "-3"], "Failed to cancel reservations: invalid request"],
      [[keep, "1.5"], "Failed to cancel reservations: invalid request"],
      [[keep, "99999999999"], "Failed to cancel reservations: invalid request"],
      [[keep, "4294967295"], "Failed to cancel reservations: invalid request"],
      [[keep, ...Array.from({ length: 200 }, (_, i) => String(500_000 + i))], "Failed to cancel reservations: at most 200 at a time"],
    ];
    for (const [ids, message] of cases) expect(await post(ids)).toEqual({ status: 400, ok: false, message });
    expect(await statusOf([a!.tyreId])).toEqual(["reserved"]);
  });
});
