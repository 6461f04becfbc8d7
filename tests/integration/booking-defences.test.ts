// The public booking page's defences, called in-process as React Router calls the routes, on real
// databases with the shop's default limits: an address's second booking of the day needs the proof
// of work; one phone from many addresses is capped, and a reservation's fitting time counts against
// the same cap. A name with control characters is refused with its message. A move or cancel from
// a forged link is refused clearly, changes nothing, and trying links in a loop is refused after
// the address's hourly limit. The flood from one address: booking-flood.test.ts.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, customers, outbox } from "~db/schema";
import { DEFAULT_RESERVATION_LIMITS } from "~/domain/reservation-limits";
import { solveChallenge } from "~/enhance/proof-of-work";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { loader as challengeLoader } from "~/routes/resources/proof-challenge";
import { action as changeAction, loader as changeLoader } from "~/routes/store/change-appointment";
import { action as reserveAction } from "~/routes/store/reserve";
import { book, type BookingRefused, bookingPerson, bookingSlots } from "../helpers/booking";
import { appDatabaseSuite, TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeOutcome } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

// The shop's defaults (10 an hour per address, 5 per phone and per e-mail, 2 booked ahead), and the
// proof of work from an address's second form of the day, as in production.
for (const name of [
  "RESERVATION_LIMIT_PER_IP",
  "RESERVATION_LIMIT_PER_PHONE",
  "RESERVATION_LIMIT_PER_EMAIL",
  "RESERVATION_ACTIVE_HOLDS",
  "PROOF_OF_WORK_FROM",
])
  delete process.env[name];

const ORIGIN = "http://127.0.0.1:3000";
type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0];

const post = (path: string, form: Record<string, string>) =>
  new Request(ORIGIN + path, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams(form) });
const contextOf = (clientIp: string) => routeContext({ clientIp, origin: ORIGIN });

/** What the enhancement script sends: a solved challenge from the uncached endpoint, or "" when none is asked. */
async function proofFor(clientIp: string): Promise<string> {
  const res = await challengeLoader({
    request: new Request(`${ORIGIN}/api/proof-challenge`),
    params: {},
    context: routeContext({ clientIp }),
  } as unknown as Args<typeof challengeLoader>);
  if (res.status !== 200) return "";
  const challenge = await res.json();
  const solution = await solveChallenge(challenge);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe.each(TEST_BACKENDS)("the public booking defences on %s", (backend) => {
  const t = appDatabaseSuite(backend);
  const n = async (table: typeof appointments | typeof outbox | typeof customers) => (await t.db.select({ n: count() }).from(table))[0]!.n;

  const slots = (nth: number) => bookingSlots(t.db, nth);
  const person = bookingPerson;

  it("asks an address's second booking of the day for the proof of work", async () => {
    const ip = "203.0.113.51";
    const free = await slots(1);
    expect(await proofFor(ip)).toBe("");
    expect((await book({ ...free[0]!, ...person(100) }, ip)).status).toBe(303);
    const missing = await book({ ...free[1]!, ...person(101) }, ip);
    expect(missing).toMatchObject({ status: 400, data: { formError: "proofMissing", values: { name: "Bot 101" } } });
    expect(messages("en").appointment.errors.proofMissing).toMatch(/JavaScript/);
    expect((await book({ ...free[1]!, ...person(101), altcha: await proofFor(ip) }, ip)).status).toBe(303);
  });

  it("caps one phone from many addresses, and counts a reservation's fitting time against the same cap", async () => {
    const free = await slots(3);
    const phone = "+34 699 000 111";
    expect((await book({ ...free[0]!, ...person(300), phone }, "192.0.2.31")).status).toBe(303);
    expect((await book({ ...free[1]!, ...person(301), phone }, "192.0.2.32")).status).toBe(303);
    const third = await book({ ...free[2]!, ...person(302), phone }, "192.0.2.33");
    expect(third).toMatchObject({ status: 429, data: { formError: "bookingsFull" } });

    // The same phone reserving a tyre with a fitting time: refused, and the tyre stays on sale.
    const tyre = await insertTyre(t.db);
    const r = await routeOutcome<BookingRefused>(() =>
      reserveAction({
        request: post(href("reserve", "es", { id: tyre.id }), {
          name: "Bot 303",
          phone,
          email: "",
          vehicleReg: "",
          notes: "",
          fitDay: free[3]!.day,
          fitTime: free[3]!.time,
        }),
        params: { id: tyre.id },
        context: contextOf("192.0.2.34"),
      } as unknown as Args<typeof reserveAction>),
    );
    expect(r).toMatchObject({ status: 429, data: { formError: "bookingsFull" } });
    expect(messages("es").reserve.errors.bookingsFull).toMatch(/sin hora de montaje/);
    expect(messages("en").reserve.errors.bookingsFull).toMatch(/without a fitting time/);
  });

  it("refuses a name with control characters with a clear message, in both languages", async () => {
    const free = await slots(4);
    const before = await n(appointments);
    for (const name of ["Ana\r\nBcc: x@example.com", "Ana\u001b[31m", "Ana\u202Egnp.exe"])
      for (const locale of ["es", "en"] as const) {
        const r = await book({ ...free[0]!, ...person(400), name }, "192.0.2.40", locale);
        expect(r, JSON.stringify(name)).toMatchObject({ status: 400, data: { formError: "invalid", fieldErrors: { name: "name" } } });
      }
    expect(messages("es").appointment.errors.name).toMatch(/caracteres de control/);
    expect(messages("en").appointment.errors.name).toMatch(/control characters/);
    expect(await n(appointments)).toBe(before);
  });

  it("refuses a forged change link clearly, changing nothing, and refuses trying links past the hourly limit", async () => {
    const free = await slots(5);
    const booked = await book({ ...free[0]!, ...person(500) }, "192.0.2.50");
    const real = booked.location!.split("?")[0]!.split("/").at(-1)!;
    const id = real.split(".")[0]!;
    const forged = `${id}.${"A".repeat(32)}`;
    const path = href("changeAppointment", "es", { token: forged });
    const change = (form: Record<string, string>, clientIp: string, token = forged) =>
      routeOutcome<BookingRefused>(() =>
        changeAction({ request: post(path, form), params: { token }, context: contextOf(clientIp) } as unknown as Args<
          typeof changeAction
        >),
      );
    const ip = "192.0.2.51";
    const cancel = await change({ intent: "cancel" }, ip);
    expect(cancel).toMatchObject({ status: 404, data: { done: null, problem: "link" } });
    expect(messages("es").appointment.errors.link).toMatch(/no es válido/);
    expect(messages("en").appointment.errors.link).toMatch(/not valid/);
    const page = await routeOutcome(() =>
      changeLoader({ request: new Request(ORIGIN + path), params: { token: forged }, context: contextOf(ip) } as unknown as Args<
        typeof changeLoader
      >),
    );
    expect(page).toMatchObject({ status: 404, data: { view: "invalid" } });
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, Number(id)));
    expect(row).toMatchObject({ status: "booked", changes: 0 });

    // Trying links in a loop: refused once the address passes its hourly limit, the real link too from there.
    const results = [];
    for (let i = 1; i < DEFAULT_RESERVATION_LIMITS.perIp + 3; i++) results.push((await change({ intent: "cancel" }, ip)).status);
    expect(results.slice(0, DEFAULT_RESERVATION_LIMITS.perIp - 1)).toEqual(Array(DEFAULT_RESERVATION_LIMITS.perIp - 1).fill(404));
    expect(results.slice(DEFAULT_RESERVATION_LIMITS.perIp - 1)).toEqual([429, 429, 429]);
    expect(await change({ intent: "cancel" }, ip, real)).toMatchObject({ status: 429, data: { problem: "tooMany" } });
    expect(
      (
        await t.db
          .select()
          .from(appointments)
          .where(eq(appointments.id, Number(id)))
      )[0],
    ).toMatchObject({ status: "booked" });
    // From another address the customer's own link still works.
    expect(await change({ intent: "cancel" }, "192.0.2.52", real)).toMatchObject({ status: 200, data: { done: "cancelled" } });
  });
});
