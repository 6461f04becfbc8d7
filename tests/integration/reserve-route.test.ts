// The public reservation route's action, called in-process as React Router calls it (with the
// client IP in the load context), on real databases: past the hourly limit it answers 429 with the
// visitor's input and writes nothing; a filled honeypot is refused before anything is counted.
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, reservationAttempts, reservations, tyres } from "~db/schema";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { action, loader } from "~/routes/store/reserve";
import { cancelReservationByCustomer } from "~/server/reservations/reservations.server";
import { appDatabaseSuite, TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

// The hourly limits alone, before the environment is first read: the cap on active holds has its
// own tests (online-hold-cap.test.ts).
process.env.RESERVATION_ACTIVE_HOLDS = "0";
// And without the proof of work from an address's second form (proof-of-work.test.ts).
process.env.PROOF_OF_WORK_FROM = "0";

const ORIGIN = "http://127.0.0.1:3000";
type ActionArgs = Parameters<typeof action>[0];

/** Status, redirect and refusal of one POST of the form. */
async function post(locale: "es" | "en", tyreId: string, form: Record<string, string>, clientIp: string) {
  const request = new Request(ORIGIN + href("reserve", locale, { id: tyreId }), {
    method: "POST",
    headers: { origin: ORIGIN },
    body: new URLSearchParams(form),
  });
  const r: unknown = await action({
    request,
    params: { id: tyreId },
    context: routeContext({ clientIp, cspNonce: "", origin: "http://shop.test" }),
  } as unknown as ActionArgs);
  if (r instanceof Response)
    return {
      status: r.status,
      location: r.headers.get("location"),
      cookie: r.headers.get("set-cookie")?.split(";")[0] ?? null,
      refusal: null,
    };
  const d = r as {
    data: { formError: string; values: Record<string, string>; fieldErrors: Record<string, string> };
    init: { status?: number } | null;
  };
  return { status: d.init?.status ?? 200, location: null, cookie: null, refusal: d.data };
}

describe.each(TEST_BACKENDS)("reservation route on %s", (backend) => {
  const t = appDatabaseSuite(backend);
  const tyreStatus = async (id: string) => (await t.db.select({ s: tyres.status }).from(tyres).where(eq(tyres.id, id)))[0]!.s;
  const reservationsOf = async (ids: string[]) =>
    (await t.db.select({ n: count() }).from(reservations).where(inArray(reservations.tyreId, ids)))[0]!.n;

  it("the 6th reservation with one phone in an hour is refused with 429, keeps the input and writes nothing", async () => {
    const list = await Promise.all(Array.from({ length: 6 }, () => insertTyre(t.db)));
    const ids = list.map((x) => x.id);
    const form = { name: "Script", phone: "+34 600 555 444", email: "", vehicleReg: "", notes: "" };
    for (const [i, id] of ids.slice(0, 5).entries()) {
      const r = await post(i % 2 ? "es" : "en", id, form, "203.0.113.10");
      expect(r.status).toBe(303);
      expect(r.location).toMatch(/[?&]ok=\d+$/);
    }
    const refused = await post("en", ids[5]!, { ...form, notes: "one more" }, "203.0.113.11");
    expect(refused.status).toBe(429);
    expect(refused.refusal).toMatchObject({
      formError: "tooMany",
      values: { name: "Script", phone: "+34 600 555 444", notes: "one more" },
    });
    expect(await tyreStatus(ids[5]!)).toBe("available");
    expect(await reservationsOf(ids)).toBe(5);
    // The visitor is told in their language what to do instead.
    expect(messages("en").reserve.errors.tooMany).toBe(
      "Too many reservations from you in the last hour. Call or WhatsApp us and we'll hold it for you.",
    );
    expect(messages("es").reserve.errors.tooMany).toMatch(/demasiadas reservas en la última hora.*WhatsApp/);
    // In Spanish too: same refusal, same status.
    const es = await post("es", ids[5]!, form, "203.0.113.12");
    expect(es.status).toBe(429);
    expect(await reservationsOf(ids)).toBe(5);
  });

  it("past the limit, a resubmission of a form that already reserved its tyre still gets its confirmation", async () => {
    const list = await Promise.all(Array.from({ length: 5 }, () => insertTyre(t.db)));
    const form = { name: "Ana", phone: "611 000 111", email: "", vehicleReg: "", notes: "" };
    // Each page carries its own form key; the resubmission is the first page's form again.
    const first = await post("es", list[0]!.id, { ...form, formKey: await formKeyOf(list[0]!.id, "first") }, "203.0.113.20");
    for (const [i, x] of list.slice(1).entries())
      expect((await post("es", x.id, { ...form, formKey: await formKeyOf(x.id, `page${i}`) }, "203.0.113.20")).status).toBe(303);
    const again = await post("es", list[0]!.id, { ...form, formKey: await formKeyOf(list[0]!.id, "first") }, "203.0.113.20");
    expect(again).toMatchObject({ status: 303, location: first.location });
  });

  it("a form sent twice gets its confirmation and cancel link; the same tyre, name and phone from another browser never does", async () => {
    const form = { name: "Ana", phone: "611 000 222", email: "", vehicleReg: "", notes: "" };
    const cancelLinkOf = async (location: string, tyreId: string, cookie: string | null) =>
      cookie ? (await confirmation(location, tyreId, cookie)).cancelUrl : null;

    // The last unit: Ana's browser reserves it and sends its form again (a double click).
    const last = await insertTyre(t.db, { quantity: 1 });
    const anaKey = await formKeyOf(last.id, "ana-browser");
    const mine = await post("es", last.id, { ...form, formKey: anaKey }, "203.0.113.50");
    expect(mine.status).toBe(303);
    const again = await post("es", last.id, { ...form, formKey: anaKey }, "203.0.113.50");
    expect(again).toMatchObject({ status: 303, location: mine.location });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.tyreId, last.id));
    expect(await cancelLinkOf(again.location!, last.id, again.cookie)).toMatch(new RegExp(`/anular-reserva/${row!.id}\\.`));
    // Another browser (its own page, so its own key; or no key) posting her tyre, name and phone is
    // refused as anyone would be: no redirect to her confirmation, no cookie, no link.
    for (const other of [{ ...form, formKey: await formKeyOf(last.id, "other-browser") }, form]) {
      const r = await post("es", last.id, other, "198.51.100.7");
      expect(r).toMatchObject({ status: 409, location: null, cookie: null, refusal: { formError: "notAvailable" } });
    }
    expect(await reservationsOf([last.id])).toBe(1);

    // Units left: the other browser gets a reservation of its own, and only its own link (another
    // phone than above, which has spent its hourly attempts).
    form.phone = "611 000 223";
    const two = await insertTyre(t.db, { quantity: 2 });
    const first = await post("es", two.id, { ...form, formKey: await formKeyOf(two.id, "ana-browser") }, "203.0.113.51");
    const other = await post("es", two.id, { ...form, formKey: await formKeyOf(two.id, "other-browser") }, "198.51.100.8");
    expect(other.status).toBe(303);
    expect(other.location).not.toBe(first.location);
    const rows = await t.db.select().from(reservations).where(eq(reservations.tyreId, two.id)).orderBy(reservations.id);
    expect(rows).toHaveLength(2);
    expect(await cancelLinkOf(other.location!, two.id, other.cookie)).toMatch(new RegExp(`/anular-reserva/${rows[1]!.id}\\.`));
    // Her confirmation page with the other browser's cookie shows no link.
    expect(await cancelLinkOf(first.location!, two.id, other.cookie)).toBeNull();
  });

  it("a filled honeypot is refused with a generic message; nothing is reserved or counted", async () => {
    const tyre = await insertTyre(t.db);
    const before = (await t.db.select({ n: count() }).from(reservationAttempts))[0]!.n;
    const r = await post(
      "en",
      tyre.id,
      { name: "Bot", phone: "622 000 111", email: "", vehicleReg: "", notes: "", website: "http://spam.example" },
      "203.0.113.30",
    );
    expect(r.status).toBe(400);
    expect(r.refusal?.formError).toBe("refused");
    expect(messages("en").reserve.errors.refused).not.toMatch(/honeypot|website|bot/i);
    expect(await tyreStatus(tyre.id)).toBe("available");
    expect(await reservationsOf([tyre.id])).toBe(0);
    expect((await t.db.select({ n: count() }).from(reservationAttempts))[0]!.n).toBe(before);
    // The same person leaving the hidden field empty is served as usual.
    expect((await post("en", tyre.id, { name: "Ana", phone: "622 000 111", website: "" }, "203.0.113.30")).status).toBe(303);
  });

  it("the confirmation page says until when the tyre is held, and stops saying it once the hold is over", async () => {
    const tyre = await insertTyre(t.db);
    const r = await post("en", tyre.id, { name: "Eva", phone: "622 000 333", email: "", vehicleReg: "", notes: "" }, "203.0.113.30");
    expect(r.status).toBe(303);
    const held = await confirmation(r.location!, tyre.id);
    expect(held.view).toBe("confirmed");
    const [row] = await t.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
    expect(row!.holdUntil).not.toBeNull();
    expect(held.holdUntil).toBe(row!.holdUntil!.toISOString());
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, row!.id));
    const over = await confirmation(r.location!, tyre.id);
    expect(over.view).toBe("confirmed");
    expect(over.holdUntil).toBeNull();
  });

  it("the confirmation shows the reservation number and units, and the cancel link only to the browser that reserved, once", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const r = await post("es", tyre.id, { name: "Leo", phone: "622 000 444", quantity: "2" }, "203.0.113.31");
    expect(r.status).toBe(303);
    expect(r.cookie).toMatch(/^flash=/);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.tyreId, tyre.id));
    expect(row).toMatchObject({ quantity: 2 });
    const mine = await confirmation(r.location!, tyre.id, r.cookie!);
    expect(mine).toMatchObject({ view: "confirmed", reservationId: row!.id, units: 2 });
    expect(mine.cancelUrl).toMatch(new RegExp(`^http://shop\\.test/anular-reserva/${row!.id}\\.`));
    // The page that carries the link clears the cookie; without it (someone who only knows the number) no link.
    expect(mine.setCookie).toMatch(/^flash=;.*Max-Age=0/i);
    expect((await confirmation(r.location!, tyre.id)).cancelUrl).toBeNull();
    // Another reservation's cookie shows nothing here.
    const other = await insertTyre(t.db);
    const o = await post("es", other.id, { name: "Mía", phone: "622 000 555" }, "203.0.113.32");
    expect((await confirmation(r.location!, tyre.id, o.cookie!)).cancelUrl).toBeNull();
    // The link cancels the reservation.
    const token = decodeURIComponent(mine.cancelUrl!.split("/").pop()!);
    expect(await cancelReservationByCustomer(t.db, token)).toMatchObject({ ok: true });
  });

  it("asking for more units than are left re-renders the form with the quantity refused; nothing is written", async () => {
    const tyre = await insertTyre(t.db, { quantity: 3 });
    expect((await post("en", tyre.id, { name: "Ana", phone: "622 000 666", quantity: "2" }, "203.0.113.33")).status).toBe(303);
    const r = await post("en", tyre.id, { name: "Bea", phone: "622 000 777", quantity: "2" }, "203.0.113.34");
    expect(r.status).toBe(409);
    expect(r.refusal?.fieldErrors).toEqual({ quantity: "quantityTooMany" });
    expect(r.refusal?.values.quantity).toBe("2");
    expect(await reservationsOf([tyre.id])).toBe(1);
    expect((await post("en", tyre.id, { name: "Bea", phone: "622 000 777", quantity: "1" }, "203.0.113.34")).status).toBe(303);
    expect(await tyreStatus(tyre.id)).toBe("reserved");
  });

  /** The key of the reservation form a browser is shown (the page rendered with that response's nonce). */
  async function formKeyOf(tyreId: string, nonce: string) {
    const res = (await loader({
      request: new Request(`${ORIGIN}${href("reserve", "es", { id: tyreId })}`),
      params: { id: tyreId },
      context: routeContext({ clientIp: "203.0.113.30", cspNonce: nonce, origin: "http://shop.test" }),
    } as unknown as Parameters<typeof loader>[0])) as { formKey: string };
    return res.formKey;
  }

  /** The reservation form's fitting part as the loader gives it for this query. */
  async function fittingOf(tyreId: string, query: string) {
    const res = (await loader({
      request: new Request(`${ORIGIN}${href("reserve", "es", { id: tyreId })}${query}`),
      params: { id: tyreId },
      context: routeContext({ clientIp: "203.0.113.30", cspNonce: "", origin: "http://shop.test" }),
    } as unknown as Parameters<typeof loader>[0])) as { fit: { job: string; jobs: string[] | null; days: string[]; times: string[] } };
    return res.fit;
  }

  it("three or four tyres on sale: the day chooser also asks which fitting, and its times are those of the job the reservation books", async () => {
    const four = await insertTyre(t.db, { quantity: 4 });
    const { days } = await fittingOf(four.id, "");
    // A day with times for the long fitting (a day whose free times differ between the two jobs).
    let day = "";
    let short: string[] = [];
    let long: string[] = [];
    for (const d of days) {
      short = (await fittingOf(four.id, `?day=${d}`)).times;
      long = (await fittingOf(four.id, `?day=${d}&job=fit4`)).times;
      if (long.length > 0 && short.length > long.length) {
        day = d;
        break;
      }
    }
    expect(day).not.toBe("");
    const asked = await fittingOf(four.id, `?day=${day}&job=fit4`);
    expect(asked).toMatchObject({ job: "fit4", jobs: ["fit2", "fit4"] });
    // The long job's last start is earlier: a time offered for two tyres would not fit four.
    expect(long.every((x) => short.includes(x))).toBe(true);
    expect(long).not.toContain(short.at(-1));
    const r = await post(
      "es",
      four.id,
      { name: "Lola", phone: "622 000 888", quantity: "4", fitDay: day, fitTime: long.at(-1)! },
      "203.0.113.41",
    );
    expect(r.status).toBe(303);
    const [a] = await t.db
      .select({ job: appointments.job })
      .from(appointments)
      .innerJoin(reservations, eq(reservations.id, appointments.reservationId))
      .where(eq(reservations.tyreId, four.id));
    expect(a).toMatchObject({ job: "fit4" });

    // Two on sale: only the short fitting, whatever the address asks.
    const two = await insertTyre(t.db, { quantity: 2 });
    expect(await fittingOf(two.id, `?day=${day}&job=fit4`)).toMatchObject({ job: "fit2", jobs: null });
  });

  /** The confirmation page's loader data after the redirect (with the browser's cookie, if any). */
  async function confirmation(location: string, tyreId: string, cookie?: string) {
    const url = new URL(location, ORIGIN);
    const res = (await loader({
      request: new Request(url, cookie ? { headers: { cookie } } : {}),
      params: { id: tyreId },
      context: routeContext({ clientIp: "203.0.113.30", cspNonce: "", origin: "http://shop.test" }),
    } as unknown as Parameters<typeof loader>[0])) as unknown;
    type View = { view: string; holdUntil?: string | null; reservationId?: number; units?: number; cancelUrl?: string | null };
    const wrapped = res as { data?: View; init?: { headers?: Headers } };
    const d = (wrapped.data ?? res) as View;
    return { ...d, setCookie: wrapped.init?.headers ? new Headers(wrapped.init.headers).get("set-cookie") : null };
  }
});
