// The proof of work on the public reservation form, on real databases: an address's first
// reservation of the day needs none; its second is refused with a message unless it carries a
// solved challenge from the uncached endpoint (solved here by the enhancement script's own solver,
// the code the browser runs), and a solution is good once, also when two forms send it at once.
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservations, tyres } from "~db/schema";
import { solveChallenge } from "~/enhance/proof-of-work";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { loader as challengeLoader } from "~/routes/resources/proof-challenge";
import { action } from "~/routes/store/reserve";
import { appDatabaseSuite, TEST_BACKENDS, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

process.env.RESERVATION_ACTIVE_HOLDS = "0";
process.env.PROOF_OF_WORK_FROM = "2";

const ORIGIN = "http://127.0.0.1:3000";
type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof challengeLoader>[0];

async function post(tyreId: string, form: Record<string, string>, clientIp: string) {
  const request = new Request(ORIGIN + href("reserve", "es", { id: tyreId }), {
    method: "POST",
    headers: { origin: ORIGIN },
    body: new URLSearchParams(form),
  });
  const r: unknown = await action({
    request,
    params: { id: tyreId },
    context: routeContext({ clientIp, cspNonce: "", origin: ORIGIN }),
  } as unknown as ActionArgs);
  if (r instanceof Response) return { status: r.status, formError: null };
  const d = r as { data: { formError: string }; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, formError: d.data.formError };
}

/** What the enhancement script does: ask the endpoint and, when it sends a challenge, solve it. */
async function proofFor(clientIp: string): Promise<{ status: number; altcha: string }> {
  const res = await challengeLoader({
    request: new Request(`${ORIGIN}/api/proof-challenge`),
    params: {},
    context: routeContext({ clientIp }),
  } as unknown as LoaderArgs);
  expect(res.headers.get("cache-control")).toBe("no-store");
  if (res.status !== 200) return { status: res.status, altcha: "" };
  const challenge = await res.json();
  const solution = await solveChallenge(challenge);
  expect(solution).not.toBeNull();
  return { status: 200, altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}

describe.each(TEST_BACKENDS)("proof of work on the reservation form on %s", (backend) => {
  const t = appDatabaseSuite(backend);
  const form = (name: string) => ({ name, phone: "+34 600 777 888", email: "", vehicleReg: "", notes: "" });
  const heldCount = async (ids: string[]) =>
    (await t.db.select({ n: count() }).from(reservations).where(inArray(reservations.tyreId, ids)))[0]!.n;
  const status = async (id: string) => (await t.db.select({ s: tyres.status }).from(tyres).where(eq(tyres.id, id)))[0]!.s;

  it("asks nothing of an address's first reservation, and refuses its second without a solved challenge", async () => {
    const [a, b] = [await insertTyre(t.db), await insertTyre(t.db)];
    const ip = "198.51.100.1";
    expect((await proofFor(ip)).status).toBe(204);
    expect((await post(a.id, form("Ana"), ip)).status).toBe(303);

    const missing = await post(b.id, form("Ana"), ip);
    expect(missing).toEqual({ status: 400, formError: "proofMissing" });
    expect(messages("es").reserve.errors.proofMissing).toMatch(/JavaScript/);
    expect(messages("en").reserve.errors.proofMissing).toMatch(/JavaScript/);
    const junk = await post(b.id, { ...form("Ana"), altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") }, ip);
    expect(junk).toEqual({ status: 400, formError: "proofInvalid" });
    expect(await status(b.id)).toBe("available");
    expect(await heldCount([b.id])).toBe(0);

    // A challenge whose parameters were changed (an easier prefix) is not the one the shop signed.
    const real = await proofFor(ip);
    const payload = JSON.parse(Buffer.from(real.altcha, "base64").toString());
    payload.challenge.parameters.keyPrefix = "00";
    const tampered = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await post(b.id, { ...form("Ana"), altcha: tampered }, ip)).toEqual({ status: 400, formError: "proofInvalid" });

    // The solved challenge goes through, once.
    expect((await post(b.id, { ...form("Ana"), altcha: real.altcha }, ip)).status).toBe(303);
    const c = await insertTyre(t.db);
    expect(await post(c.id, { ...form("Ana B"), altcha: real.altcha }, ip)).toEqual({ status: 400, formError: "proofInvalid" });
    expect(await heldCount([c.id])).toBe(0);
    // Another address is still on its first reservation.
    expect((await proofFor("198.51.100.2")).status).toBe(204);
  });

  itRace(backend)("takes one solution once when two forms send it at the same moment", async () => {
    const ip = "198.51.100.9";
    const first = await insertTyre(t.db);
    expect((await post(first.id, form("Eva"), ip)).status).toBe(303);
    const { altcha } = await proofFor(ip);
    const racers = await Promise.all(Array.from({ length: 4 }, () => insertTyre(t.db)));
    const results = await Promise.all(racers.map((x, i) => post(x.id, { ...form(`Eva ${i}`), altcha }, ip)));
    expect(
      results.filter((r) => r.status === 303),
      JSON.stringify(results),
    ).toHaveLength(1);
    expect(results.filter((r) => r.formError === "proofInvalid")).toHaveLength(3);
    expect(await heldCount(racers.map((x) => x.id))).toBe(1);
  });
});
