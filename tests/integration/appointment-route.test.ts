// The public booking page's action ("Pedir cita") and the appointment's own page, called in-process
// as React Router calls them, on real databases: every bad input (an odd plate, a job the shop
// does not book online, a time in the past, sooner than the earliest booking, beyond the horizon,
// on a holiday, outside the hours, on a full time, a filled honeypot) is answered with its message
// key and the visitor's input, and saves nothing; a good booking redirects to its signed link,
// and a link used once (cancelled) no longer cancels or moves anything.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, outbox } from "~db/schema";
import { bookableDays } from "~/domain/appointments";
import { SYSTEM_ACTOR } from "~/domain/audit";
import { addDays } from "~/domain/hold-end";
import { shopToday } from "~/lib/shop-clock";
import { href } from "~/i18n/paths";
import { action as bookAction } from "~/routes/store/appointment";
import { action as changeAction, loader as changeLoader } from "~/routes/store/change-appointment";
import { freeTimes } from "~/server/appointments/appointments.server";
import { getSettings, readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { routeOutcome } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { setTestDatabase } from "../helpers/test-shop";

// Every booking here comes from one address and one phone: without the hourly limits, the cap of
// bookings ahead and the proof of work, which have their own tests (booking-defences.test.ts).
process.env.RESERVATION_LIMIT_PER_IP = "0";
process.env.RESERVATION_LIMIT_PER_PHONE = "0";
process.env.RESERVATION_LIMIT_PER_EMAIL = "0";
process.env.RESERVATION_ACTIVE_HOLDS = "0";
process.env.PROOF_OF_WORK_FROM = "0";

const ORIGIN = "http://127.0.0.1:3000";

const post = (path: string, form: Record<string, string>) =>
  new Request(ORIGIN + path, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams(form) });
const context = routeContext({ clientIp: "203.0.113.7", cspNonce: "", origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("the public booking routes on %s", (backend) => {
  let t: TestDatabase;
  let days: string[];
  let holiday: string;
  const countOf = async () => ({
    appointments: (await t.db.select({ n: count() }).from(appointments))[0]!.n,
    mails: (await t.db.select({ n: count() }).from(outbox))[0]!.n,
  });
  const book = async (locale: "es" | "en", form: Record<string, string>) =>
    routeOutcome(() =>
      bookAction({ request: post(href("appointment", locale), form), params: {}, context } as unknown as Parameters<typeof bookAction>[0]),
    );

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    setTestDatabase(t);
    // Alignment is not booked online (no duration), and the third open day from now is a holiday.
    const { settings, version } = await readStoredSettings(t.db);
    const open = bookableDays(settings, new Date());
    holiday = open[2]!;
    await saveSettings(
      t.db,
      {
        ...settings,
        closedDates: [{ date: holiday, noteEs: "Fiesta local", noteEn: "Local holiday" }],
        appointments: { ...settings.appointments, durations: { ...settings.appointments.durations, alignment: 0 } },
      },
      { expectedVersion: version, actor: SYSTEM_ACTOR },
    );
    days = bookableDays(await getSettings(t.db), new Date());
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    await t?.close();
  });

  const person = { name: "Lucía Gómez", phone: "600 123 987", email: "lucia@example.com", plate: "4321 HJK", tyreSize: "" };
  /** The first free time of the n-th bookable day (from the fourth on: well past the earliest booking). */
  const slot = async (n: number, job: "fit2" | "fit4" = "fit2") => {
    const day = days[3 + n]!;
    const time = (await freeTimes(t.db, await getSettings(t.db), day, job))[0]!.time;
    return { job, day, time };
  };

  it("refuses each bad input with its message and the visitor's input, saving nothing and sending nothing", async () => {
    const before = await countOf();
    const good = await slot(0);
    const cases: [string, Record<string, string>, number, Record<string, unknown>][] = [
      ["odd plate", { ...good, ...person, plate: "12#4 ABC!" }, 400, { formError: "invalid", fieldErrors: { plate: "plate" } }],
      ["no plate", { ...good, ...person, plate: "" }, 400, { formError: "invalid", fieldErrors: { plate: "required" } }],
      ["odd phone", { ...good, ...person, phone: "call me" }, 400, { formError: "invalid", fieldErrors: { phone: "phone" } }],
      ["unknown job", { ...good, ...person, job: "teleport" }, 400, { formError: "invalid", fieldErrors: { job: "job" } }],
      ["job not online", { ...good, ...person, job: "alignment" }, 400, { formError: "job" }],
      // A past day the shop opens: a week before the first open day (yesterday may be a Sunday,
      // which is refused as a closed day before it is refused as past).
      ["in the past", { ...good, ...person, day: addDays(days[0]!, -7), time: "10:00" }, 400, { formError: "past" }],
      ["too soon", { ...good, ...person, day: shopToday(), time: "23:30" }, 400, {}],
      ["beyond the horizon", { ...good, ...person, day: addDays(days.at(-1)!, 7) }, 400, {}],
      ["on a holiday", { ...good, ...person, day: holiday, time: "10:00" }, 400, { formError: "closed" }],
      ["outside the hours", { ...good, ...person, time: "22:00" }, 400, { formError: "not-a-start" }],
      ["not on the step", { ...good, ...person, time: "10:07" }, 400, { formError: "not-a-start" }],
      ["malformed day", { ...good, ...person, day: "2026-02-30" }, 400, { formError: "invalid", fieldErrors: { day: "day" } }],
    ];
    for (const [what, form, status, expected] of cases) {
      for (const locale of ["es", "en"] as const) {
        const r = await book(locale, form);
        expect(r.status, what).toBe(status);
        expect(r.data, what).toMatchObject({ ...expected, values: { name: person.name, phone: form.phone } });
      }
    }
    // Sooner than the earliest booking today is "too-soon", or "closed"/"not-a-start" on a day or hour the shop is shut;
    // beyond the horizon is "too-far" or "closed" (a closed weekday): refused either way, and with a message.
    const soon = await book("en", { ...good, ...person, day: shopToday(), time: "23:30" });
    expect(["too-soon", "closed", "not-a-start", "past"]).toContain((soon.data as { formError: string }).formError);
    const far = await book("en", { ...good, ...person, day: addDays(days.at(-1)!, 7) });
    expect(["too-far", "closed"]).toContain((far.data as { formError: string }).formError);
    // A filled honeypot is refused before anything else.
    const bot = await book("es", { ...good, ...person, website: "http://spam.test" });
    expect(bot.status).toBe(400);
    expect(bot.data).toMatchObject({ formError: "failed" });
    expect(await countOf()).toEqual(before);
  });

  it("a full time is refused with the next free times; a good booking redirects to its link; a link used once acts no more", async () => {
    const s = await slot(1);
    const lifts = (await getSettings(t.db)).appointments.lifts;
    for (let i = 0; i < lifts; i++) {
      const ok = await book("es", { ...s, ...person, name: `Lift ${i}` });
      expect(ok.status).toBe(303);
      expect(ok.location).toMatch(/^\/cita\/\d+\.[\w-]{32}\?booked=1$/);
    }
    const before = await countOf();
    const full = await book("en", { ...s, ...person });
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({ formError: "full", values: { name: person.name } });
    expect((full.data as { nextFree: { date: string; time: string }[] }).nextFree.length).toBeGreaterThan(0);
    expect(await countOf()).toEqual(before);

    const ok = await book("en", { ...(await slot(2)), ...person });
    expect(ok.location).toMatch(/^\/en\/book-a-fitting\/\d+\.[\w-]{32}\?booked=1$/);
    const path = ok.location!.split("?")[0]!;
    const token = path.split("/").at(-1)!;
    const change = async (form: Record<string, string>) =>
      routeOutcome(() =>
        changeAction({ request: post(path, form), params: { token }, context } as unknown as Parameters<typeof changeAction>[0]),
      );
    const page = async () =>
      routeOutcome(() =>
        changeLoader({ request: new Request(ORIGIN + path), params: { token }, context } as unknown as Parameters<typeof changeLoader>[0]),
      );
    expect((await page()).data).toMatchObject({ view: "booked" });
    expect(await change({ intent: "cancel" })).toMatchObject({ status: 200, data: { done: "cancelled" } });
    const afterCancel = await countOf();
    // The same link again: refused (404), nothing changes, and the page says the link is no longer valid.
    expect((await change({ intent: "cancel" })).status).toBe(404);
    const moveAgain = await change({ intent: "move", day: (await slot(3)).day, time: (await slot(3)).time });
    expect(moveAgain.status).toBe(404);
    expect(await countOf()).toEqual(afterCancel);
    expect(await page()).toMatchObject({ status: 404, data: { view: "invalid" } });
  });
});
