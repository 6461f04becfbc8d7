// The customer's quote page (its signed link), loader and action called in-process as React Router
// calls them, on real databases: the page shows the newest revision with its totals and the free
// fitting times; every bad answer (no choice, a reason too long, a time that is not free or not
// offered) is answered with its message key and the visitor's input and changes nothing; an answer
// to an older revision is refused as "superseded"; a tyre sold since the quote names the tyre and
// records nothing; an accepted quote shows its hold and fitting time, and a second answer is
// refused; a forged link is a 404.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, quoteAnswers, quotes, reservations, services, tyres } from "~db/schema";
import { addDays } from "~/domain/hold-end";
import type { QuoteFormInput, QuoteLineRequest } from "~/domain/quote";
import { messages } from "~/i18n/messages";
import { staffMessages } from "~/i18n/staff";
import { href } from "~/i18n/paths";
import { shopToday } from "~/lib/shop-clock";
import { action, loader } from "~/routes/store/quote";
import { bookAppointment } from "~/server/appointments/appointments.server";
import type { QuoteAnswerRefused, QuoteLinkView } from "~/server/quotes/quote-link.server";
import { createQuote, getQuote, quoteTokenKey, reviseQuote, signQuoteToken } from "~/server/quotes/quotes.server";
import { createSale } from "~/server/sales/sales.server";
import { getSettings } from "~/server/settings/settings.server";
import { appDatabaseSuite, TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

// One address answers every quote here: without the hourly limits (booking-defences.test.ts has them).
process.env.RESERVATION_LIMIT_PER_IP = "0";
process.env.RESERVATION_LIMIT_PER_PHONE = "0";
process.env.RESERVATION_LIMIT_PER_EMAIL = "0";

const ORIGIN = "http://127.0.0.1:3000";
const staff = { id: "u1", label: "counter@shop.test" };
const context = routeContext({ clientIp: "203.0.113.9", cspNonce: "", origin: "http://shop.test" });

type Outcome<T> = { status: number; location: string | null; data: T | null };

/** What the route answered: a redirect, data with its status, or a thrown 404. */
async function outcome<T>(run: () => unknown): Promise<Outcome<T>> {
  try {
    const r = (await run()) as unknown;
    if (r instanceof Response) return { status: r.status, location: r.headers.get("location"), data: null };
    if (r && typeof r === "object" && "data" in r && "init" in r) {
      const d = r as { data: T; init: { status?: number } | null };
      return { status: d.init?.status ?? 200, location: null, data: d.data };
    }
    return { status: 200, location: null, data: r as T };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: null, data: null };
    if (e && typeof e === "object" && "init" in e)
      return { status: (e as { init: { status: number } }).init.status, location: null, data: null };
    throw e;
  }
}

function form(lines: QuoteLineRequest[], extra: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return {
    customerName: "Ana López",
    phone: "+34 600 111 222",
    plate: "1234 ABC",
    locale: "es",
    validDays: 15,
    note: "Incluye válvulas nuevas",
    lines,
    ...extra,
  };
}

describe.each(TEST_BACKENDS)("the customer's quote page on %s", (backend) => {
  const t = appDatabaseSuite(backend);

  /** A quote of `units` units of a new stock tyre and one fitting service; its link in a language. */
  async function makeQuote(units = 4, locale: "es" | "en" = "es", extra: Partial<QuoteFormInput> = {}) {
    const tyre = await insertTyre(t.db, { quantity: units, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.40" });
    const service = (await t.db.select().from(services)).find((s) => s.rimPricesCents == null && s.priceEur != null && s.retiredAt == null);
    const lines: QuoteLineRequest[] = [{ kind: "tyre", tyreId: tyre.id, quantity: units }];
    if (service) lines.push({ kind: "service", serviceId: service.id, rim: null, quantity: 1 });
    const made = await createQuote(t.db, staff, form(lines, { locale, ...extra }));
    const row = (await getQuote(t.db, made.id))!.quote;
    const token = signQuoteToken(await quoteTokenKey(t.db), row);
    return { id: made.id, tyre, token, path: href("quote", locale, { token }) };
  }

  const open = (path: string, token: string) =>
    outcome<QuoteLinkView>(() =>
      loader({ request: new Request(ORIGIN + path), params: { token }, context } as unknown as Parameters<typeof loader>[0]),
    );
  const answer = (path: string, token: string, body: Record<string, string>) =>
    outcome<QuoteAnswerRefused>(() =>
      action({
        request: new Request(ORIGIN + path, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams(body) }),
        params: { token },
        context,
      } as unknown as Parameters<typeof action>[0]),
    );
  /** What an answer writes: answers, the quote's reservations, its tyre's held units, appointments. */
  const written = async (id: number, tyreId: string) => ({
    answers: (await t.db.select({ n: count() }).from(quoteAnswers).where(eq(quoteAnswers.quoteId, id)))[0]!.n,
    reservations: (await t.db.select({ n: count() }).from(reservations).where(eq(reservations.quoteId, id)))[0]!.n,
    held: (await t.db.select({ held: tyres.heldQuantity }).from(tyres).where(eq(tyres.id, tyreId)))[0]!.held,
    appointments: (await t.db.select({ n: count() }).from(appointments))[0]!.n,
  });

  it("shows the newest revision, its totals with IVA, the validity and the free fitting times of the quote's job", async () => {
    const q = await makeQuote(4);
    const page = await open(q.path, q.token);
    expect(page.status).toBe(200);
    const v = page.data!;
    expect(v).toMatchObject({
      status: "open",
      revision: 1,
      customerName: "Ana López",
      note: "Incluye válvulas nuevas",
      answer: null,
      done: false,
    });
    expect(v.lines[0]).toMatchObject({ kind: "tyre", quantity: 4, unitCents: 6240, totalCents: 4 * 6240 });
    expect(v.totals.baseCents + v.totals.vatCents).toBe(v.totals.totalCents);
    expect(v.totals.totalCents).toBe(v.lines.reduce((a, l) => a + l.totalCents, 0));
    expect(v.validUntil).toBe(addDays(shopToday(), 15));
    expect(v.slots.length).toBeGreaterThan(0);
    expect(v.slots.every((s) => s.times.length > 0)).toBe(true);
  });

  it("refuses a bad answer with its message key and the visitor's input, and changes nothing", async () => {
    const q = await makeQuote(4);
    const before = await written(q.id, q.tyre.id);
    const v = (await open(q.path, q.token)).data!;
    const day = v.slots[0]!.day;
    // A free time filled by the agenda (every lift) after the page was opened.
    const shop = await getSettings(t.db);
    const taken = v.slots.at(-1)!;
    for (let i = 0; i < shop.appointments.lifts; i++)
      await bookAppointment(t.db, {
        job: "fit4",
        date: taken.day,
        time: taken.times[0]!,
        customerName: `Lift ${i}`,
        phone: "600 000 000",
        locale: "es",
        source: "staff",
        origin: "http://shop.test",
      });
    const afterAgenda = await written(q.id, q.tyre.id);
    expect(afterAgenda.appointments).toBe(before.appointments + shop.appointments.lifts);
    const cases: [string, Record<string, string>, Partial<QuoteAnswerRefused>][] = [
      [
        "no choice",
        { revision: "1", reason: "Lo pienso" },
        { problem: "invalid", fieldErrors: { answer: "choose" }, values: { reason: "Lo pienso", slot: "" } },
      ],
      ["an unknown choice", { answer: "maybe", revision: "1" }, { problem: "invalid", fieldErrors: { answer: "choose" } }],
      [
        "a reason too long",
        { answer: "declined", revision: "1", reason: "x".repeat(501) },
        { problem: "invalid", fieldErrors: { reason: "reasonTooLong" }, values: { reason: "x".repeat(501), slot: "" } },
      ],
      [
        "a time outside the hours",
        { answer: "accepted", revision: "1", slot: `${day}T03:00` },
        { problem: "invalid", fieldErrors: { slot: "badSlot" } },
      ],
      [
        "a time taken since",
        { answer: "accepted", revision: "1", slot: `${taken.day}T${taken.times[0]}` },
        { problem: "invalid", fieldErrors: { slot: "badSlot" } },
      ],
      [
        "a day past the offered ones",
        { answer: "accepted", revision: "1", slot: `${addDays(shopToday(), 60)}T10:00` },
        { problem: "invalid", fieldErrors: { slot: "badSlot" } },
      ],
      ["not a time", { answer: "accepted", revision: "1", slot: "tomorrow" }, { problem: "invalid", fieldErrors: { slot: "badSlot" } }],
      ["no revision", { answer: "accepted" }, { problem: "invalid", fieldErrors: { revision: "badRevision" } }],
    ];
    for (const [what, body, expected] of cases) {
      const r = await answer(q.path, q.token, body);
      expect(r.status, what).toBe(400);
      expect(r.data, what).toMatchObject(expected);
    }
    expect(await written(q.id, q.tyre.id)).toEqual(afterAgenda);
    expect((await open(q.path, q.token)).data).toMatchObject({ status: "open", answer: null });
    // Each message key is said in both languages (the English as it always was, the same words staff record with).
    const english = {
      choose: "Choose accept or decline",
      reasonTooLong: "The reason must be at most 500 characters",
      badRevision: "This quote has changed: reload the page to see the newest version",
      badSlot: "Choose one of the free times shown",
    };
    for (const k of Object.keys(english) as (keyof typeof english)[]) {
      expect(messages("en").quote.errors[k]).toBe(english[k]);
      expect(messages("es").quote.errors[k]).not.toBe(english[k]);
    }
    expect(staffMessages("en").quotes.record).toMatchObject(english);
  });

  it("refuses an answer to an older revision as superseded, recording nothing, and the page shows the newest", async () => {
    const q = await makeQuote(4);
    const v1 = (await open(q.path, q.token)).data!;
    await reviseQuote(t.db, staff, q.id, form([{ kind: "tyre", tyreId: q.tyre.id, quantity: 2 }]));
    const before = await written(q.id, q.tyre.id);
    const bodies: Record<string, string>[] = [
      { answer: "accepted", revision: "1", slot: `${v1.slots[0]!.day}T${v1.slots[0]!.times[0]}` },
      { answer: "declined", revision: "1", reason: "Caro" },
    ];
    for (const body of bodies) {
      const r = await answer(q.path, q.token, body);
      expect(r.status).toBe(409);
      expect(r.data).toMatchObject({ problem: "superseded", values: { reason: body.reason ?? "" } });
    }
    expect(await written(q.id, q.tyre.id)).toEqual(before);
    expect((await open(q.path, q.token)).data).toMatchObject({ status: "open", revision: 2, lines: [{ quantity: 2 }] });
  });

  it("accepts with a fitting time: the confirmation shows the hold and the time; the link again shows the answer and refuses another", async () => {
    const q = await makeQuote(4);
    const v = (await open(q.path, q.token)).data!;
    const slot = `${v.slots[1]!.day}T${v.slots[1]!.times[0]}`;
    const ok = await answer(q.path, q.token, { answer: "accepted", revision: "1", slot, reason: "ignored" });
    expect(ok).toMatchObject({ status: 303, location: `${q.path}?done=1` });
    const done = (await open(`${q.path}?done=1`, q.token)).data!;
    expect(done).toMatchObject({ status: "accepted", done: true, slots: [], answer: { answer: "accepted", reason: null } });
    expect(done.answer!.heldUntil).not.toBeNull();
    expect(done.answer!.fittingAt).not.toBeNull();
    expect((await written(q.id, q.tyre.id)).held).toBe(4);
    const again = (await open(q.path, q.token)).data!;
    expect(again).toMatchObject({ status: "accepted", done: false });
    const twice = await answer(q.path, q.token, { answer: "declined", revision: "1" });
    expect(twice).toMatchObject({ status: 409, data: { problem: "answered" } });
    expect((await written(q.id, q.tyre.id)).reservations).toBe(1);
  });

  it("declines in English with a reason; an expired quote cannot be answered; a forged link is a 404", async () => {
    const q = await makeQuote(2, "en");
    expect(q.path).toMatch(/^\/en\/quote\/\d+\.[\w-]{32}$/);
    const ok = await answer(q.path, q.token, { answer: "declined", revision: "1", reason: "Found them cheaper", slot: "2020-01-01T10:00" });
    expect(ok).toMatchObject({ status: 303, location: `${q.path}?done=1` });
    expect((await open(`${q.path}?done=1`, q.token)).data).toMatchObject({
      status: "declined",
      done: true,
      answer: { answer: "declined", reason: "Found them cheaper", fittingAt: null },
    });
    expect((await written(q.id, q.tyre.id)).held).toBe(0);

    const old = await makeQuote(2);
    await t.db
      .update(quotes)
      .set({ validUntil: addDays(shopToday(), -1) })
      .where(eq(quotes.id, old.id));
    expect((await open(old.path, old.token)).data).toMatchObject({ status: "expired", slots: [] });
    expect(await answer(old.path, old.token, { answer: "accepted", revision: "1" })).toMatchObject({
      status: 409,
      data: { problem: "expired" },
    });
    expect(await written(old.id, old.tyre.id)).toMatchObject({ answers: 0, reservations: 0, held: 0 });

    const forged = q.token.slice(0, -1) + (q.token.endsWith("A") ? "B" : "A");
    expect((await open(href("quote", "es", { token: forged }), forged)).status).toBe(404);
    expect((await answer(href("quote", "es", { token: forged }), forged, { answer: "declined", revision: "1" })).status).toBe(404);
    expect((await open("/presupuesto/junk", "junk")).status).toBe(404);
  });

  it("a tyre sold since the quote: the acceptance names it and records nothing; declining still works", async () => {
    const q = await makeQuote(2);
    await createSale(t.db, {
      customerName: "Walk-in",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: q.tyre.id, quantity: 1 }],
    });
    const before = await written(q.id, q.tyre.id);
    const r = await answer(q.path, q.token, { answer: "accepted", revision: "1" });
    expect(r.status).toBe(409);
    expect(r.data).toMatchObject({ problem: "stockGone", gone: [{ wanted: 2, available: 1 }] });
    expect(r.data!.gone[0]!.description).toContain(q.tyre.id);
    // The same size in stock, or asking the shop to get it.
    expect(r.data!.gone[0]!.sameSize).toMatch(/^\/neumaticos\?ancho=\d{3}&perfil=\d{2}&llanta=\d{2}$/);
    expect(r.data!.gone[0]!.orderIt).toMatch(/^\/te-lo-conseguimos\?medida=\d{3}%2F\d{2}\+R\d{2}$/);
    expect(await written(q.id, q.tyre.id)).toEqual(before);
    expect((await answer(q.path, q.token, { answer: "declined", revision: "1" })).status).toBe(303);
  });
});
