// Quotes on both databases: the series without gaps under parallel making, revisions frozen, the
// customer's link (forged, expired, superseded, answered twice), two acceptances at once giving
// one answer, an acceptance holding exactly the quoted units (and refusing, with nothing written,
// when the stock went), the fitting time booked with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declinedWork,
  appointments,
  auditLog,
  customers,
  invoiceCounters,
  outbox,
  quoteAnswers,
  quotes,
  reservations,
  services,
  stockRequests,
  tyres,
} from "~db/schema";
import { bookableDays } from "~/domain/appointments";
import { formatQuoteNumber, quoteFormSchemaIn, type QuoteFormInput, type QuoteLineRequest } from "~/domain/quote";
import { staffMessages } from "~/i18n/staff";
import { invoiceYear } from "~/domain/invoice";
import { parseForm } from "~/lib/form";
import { freeTimes } from "~/server/appointments/appointments.server";
import {
  answerQuote,
  answerQuoteByToken,
  createQuote,
  getQuote,
  QuoteAnswerRefusal,
  quoteForToken,
  quoteTokenKey,
  QuoteStockGone,
  reviseQuote,
  signQuoteToken,
} from "~/server/quotes/quotes.server";
import { createSale } from "~/server/sales/sales.server";
import { exportCustomer } from "~/server/customers/customers.server";
import { sellQuote } from "~/server/quotes/quote-sale.server";
import { emailQuote } from "~/server/quotes/quote-page.server";
import { addQuotePhoto, deleteQuotePhoto, listQuotePhotos } from "~/server/quotes/quote-photos.server";
import { quoteLinkView } from "~/server/quotes/quote-link.server";
import { ImageRejectedError } from "~/server/infra/images.server";
import {
  closeFollowUp,
  countOpenFollowUps,
  listFollowUps,
  noteDeclinedWork,
  openDeclinedForPlate,
} from "~/server/quotes/declined-work.server";
import { getSettings } from "~/server/settings/settings.server";
import { createTestDatabase, itRace, oneWinner, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const staff = { id: "u1", label: "counter@shop.test" };

function form(lines: QuoteLineRequest[], extra: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return {
    customerName: "Ana López",
    phone: "+34 600 111 222",
    plate: "1234 ABC",
    locale: "es",
    validDays: 15,
    note: null,
    lines,
    ...extra,
  };
}

describe.each(TEST_BACKENDS)("quotes on %s", (backend) => {
  let t: TestDatabase;
  const year = invoiceYear(new Date());

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 20 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a quote of a stock tyre, a tyre to order and a fitting service: priced now, numbered, revision 1, the customer found or made", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4, unitPriceEur: "60.00", disposalFeeEurPerTyre: "2.40" });
    const fitting = (await t.db.select().from(services)).find((s) => s.rimPricesCents != null && s.rimPricesCents[16] != null)!;
    const made = await createQuote(
      t.db,
      staff,
      form([
        { kind: "tyre", tyreId: tyre.id, quantity: 2 },
        { kind: "order", description: "Pirelli P7 225/45 R17", quantity: 2, unitCents: 9990, supplierCents: 7000, days: 2 },
        { kind: "service", serviceId: fitting.id, rim: 16, quantity: 2 },
      ]),
    );
    expect(made.number).toMatch(new RegExp(`^P-${year}-\\d{4}$`));
    const view = (await getQuote(t.db, made.id))!;
    expect(view.status).toBe("open");
    expect(view.current.revision).toBe(1);
    const fitCents = fitting.rimPricesCents![16]!;
    expect(view.current.lines.map((l) => [l.kind, l.unitCents, l.quantity])).toEqual([
      ["tyre", 6240, 2],
      ["order", 9990, 2],
      ["service", fitCents, 2],
    ]);
    expect(view.totals.totalCents).toBe(2 * 6240 + 2 * 9990 + 2 * fitCents);
    expect(view.totals.baseCents + view.totals.vatCents).toBe(view.totals.totalCents);
    // The customer's record was made by phone, and the quote points at it.
    const [c] = await t.db.select().from(customers).where(eq(customers.id, view.quote.customerId!));
    expect(c!.name).toBe("Ana López");
    // Making a quote holds nothing.
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!.heldQuantity).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "quote"), eq(auditLog.subject, made.number)));
    expect(audit!.action).toBe("quote.create");
  });

  it("refuses a line of stock that is gone, a service without a price for the rim, and a form without contact: nothing written", async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n;
    const sold = await insertTyre(t.db, { quantity: 1, status: "sold" });
    await expect(createQuote(t.db, staff, form([{ kind: "tyre", tyreId: sold.id, quantity: 1 }]))).rejects.toMatchObject({
      message: `Tyre ${sold.id} is not in stock`,
    });
    const two = await insertTyre(t.db, { quantity: 2 });
    await expect(createQuote(t.db, staff, form([{ kind: "tyre", tyreId: two.id, quantity: 3 }]))).rejects.toBeInstanceOf(QuoteStockGone);
    const flat = (await t.db.select().from(services)).find((s) => s.rimPricesCents != null && s.rimPricesCents[21] == null);
    if (flat)
      await expect(createQuote(t.db, staff, form([{ kind: "service", serviceId: flat.id, rim: 21, quantity: 1 }]))).rejects.toThrow(
        /no price/,
      );
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n).toBe(before);
    const quoteFormSchema = quoteFormSchemaIn(staffMessages("en").quotes.form);
    const parsed = parseForm(quoteFormSchema, {
      customerName: "X",
      lines: JSON.stringify([{ kind: "order", description: "Michelin 205/55 R16", quantity: 1, unitCents: "12,50" }]),
    });
    expect(parsed).toMatchObject({ ok: false, fieldErrors: { phone: "Enter a phone or an e-mail so the customer can be sent the quote" } });
    const ok = parseForm(quoteFormSchema, {
      customerName: "X",
      email: "x@example.com",
      lines: JSON.stringify([{ kind: "order", description: "Michelin 205/55 R16", quantity: 1, unitCents: "12,50" }]),
    });
    expect(ok).toMatchObject({ ok: true, data: { lines: [{ unitCents: 1250, supplierCents: null, days: null }], validDays: 15 } });
  });

  itRace(backend)("ten quotes made at once are numbered without a gap", async () => {
    const counter = async () =>
      (
        await t.db
          .select()
          .from(invoiceCounters)
          .where(and(eq(invoiceCounters.series, "P"), eq(invoiceCounters.year, year)))
      )[0]?.lastNumber ?? 0;
    const start = await counter();
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createQuote(
          t.db,
          staff,
          form([{ kind: "order", description: `Tyre ${i}`, quantity: 1, unitCents: 5000, supplierCents: null, days: null }], {
            phone: `+34 6${String(20_000_000 + i)}`,
          }),
        ),
      ),
    );
    const numbers = made.map((m) => m.number).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => formatQuoteNumber(year, start + i + 1)));
    expect(await counter()).toBe(start + 10);
  });

  it("a revision freezes the old lines; an answer to the old revision is refused; the link shows the newest", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 4 }]));
    const first = (await getQuote(t.db, q.id))!.current;
    await t.db.update(tyres).set({ unitPriceEur: "55.00" }).where(eq(tyres.id, tyre.id));
    expect(await reviseQuote(t.db, staff, q.id, form([{ kind: "tyre", tyreId: tyre.id, quantity: 2 }]))).toEqual({ revision: 2 });
    const view = (await getQuote(t.db, q.id))!;
    expect(view.revisions.map((r) => r.revision)).toEqual([1, 2]);
    expect(view.revisions[0]).toEqual(first);
    expect(view.current.lines[0]).toMatchObject({ quantity: 2, unitCents: 5500 + 240 });
    const token = signQuoteToken(await quoteTokenKey(t.db), view.quote);
    expect((await quoteForToken(t.db, token))!.revision).toBe(2);
    const stale = await answerQuoteByToken(t.db, token, { answer: "accepted", revision: 1 }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(QuoteAnswerRefusal);
    expect((stale as QuoteAnswerRefusal).problem).toBe("superseded");
    expect(await t.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, q.id))).toEqual([]);
  });

  it("a forged or foreign link finds nothing; an expired quote cannot be answered", async () => {
    const q = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "X", quantity: 1, unitCents: 100, supplierCents: null, days: null }], { validDays: 1 }),
    );
    const row = (await getQuote(t.db, q.id))!.quote;
    const token = signQuoteToken(await quoteTokenKey(t.db), row);
    expect(await quoteForToken(t.db, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await quoteForToken(t.db, `${q.id + 1000}.${token.split(".")[1]}`)).toBeNull();
    expect(await quoteForToken(t.db, "junk")).toBeNull();
    const later = new Date(Date.now() + 3 * 86_400_000);
    const expired = await answerQuoteByToken(t.db, token, { answer: "declined", revision: 1, now: later }).catch((e: unknown) => e);
    expect((expired as QuoteAnswerRefusal).problem).toBe("expired");
  });

  it("an acceptance holds exactly the quoted units until the end of the validity; a second answer is refused", async () => {
    const tyre = await insertTyre(t.db, { quantity: 6 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 4 }]));
    const token = signQuoteToken(await quoteTokenKey(t.db), (await getQuote(t.db, q.id))!.quote);
    const answered = await answerQuoteByToken(t.db, token, { answer: "accepted", revision: 1 });
    expect(answered.reservationIds).toHaveLength(1);
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, answered.reservationIds[0]!));
    expect(r).toMatchObject({ tyreId: tyre.id, quantity: 4, quoteId: q.id, status: "active", source: "staff" });
    expect(r!.holdUntil).not.toBeNull();
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!.heldQuantity).toBe(4);
    const view = (await getQuote(t.db, q.id))!;
    expect(view.status).toBe("accepted");
    expect(view.answers).toMatchObject([{ answer: "accepted", revision: 1, channel: "link", recordedBy: null }]);
    const again = await answerQuoteByToken(t.db, token, { answer: "declined", revision: 1 }).catch((e: unknown) => e);
    expect((again as QuoteAnswerRefusal).problem).toBe("answered");
    // An accepted quote is not changed: a new one is made.
    await expect(reviseQuote(t.db, staff, q.id, form([{ kind: "tyre", tyreId: tyre.id, quantity: 1 }]))).rejects.toThrow(/was accepted/);
  });

  it("stock sold since the quote: the acceptance says which tyre and records nothing", async () => {
    const tyre = await insertTyre(t.db, { quantity: 2 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 2 }]));
    await createSale(t.db, {
      customerName: "Walk-in",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: tyre.id, quantity: 1 }],
    });
    const refused = await answerQuote(t.db, q.id, staff, { answer: "accepted", revision: 1, channel: "phone" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuoteStockGone);
    expect((refused as QuoteStockGone).lines).toMatchObject([{ tyreId: tyre.id, wanted: 2, available: 1 }]);
    expect(await t.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, q.id))).toEqual([]);
    expect(await t.db.select().from(reservations).where(eq(reservations.quoteId, q.id))).toEqual([]);
    expect((await getQuote(t.db, q.id))!.status).toBe("open");
    // Declining still works, recorded by the clerk with the reason.
    await answerQuote(t.db, q.id, staff, { answer: "declined", revision: 1, channel: "phone", reason: "Too dear" });
    expect((await getQuote(t.db, q.id))!.answers).toMatchObject([
      { answer: "declined", channel: "phone", reason: "Too dear", recordedBy: staff.label },
    ]);
  });

  it("an acceptance with a fitting time books the appointment and holds the tyres until that day's closing", async () => {
    const shop = await getSettings(t.db);
    const day = bookableDays(shop, new Date())[4]!;
    const slot = (await freeTimes(t.db, shop, day, "fit4"))[0]!;
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 4 }], { email: "ana@example.com" }));
    const answered = await answerQuote(t.db, q.id, staff, {
      answer: "accepted",
      revision: 1,
      channel: "in_person",
      slot: `${day}T${slot.time}`,
    });
    const [a] = await t.db.select().from(appointments).where(eq(appointments.id, answered.appointmentId!));
    expect(a).toMatchObject({ day, job: "fit4", reservationId: answered.reservationIds[0], plate: "1234 ABC" });
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, answered.reservationIds[0]!));
    expect(r!.dateToFit).toBe(day);
  });

  itRace(backend)("two acceptances at once (two tabs): one answer, the tyres held once", async () => {
    const tyre = await insertTyre(t.db, { quantity: 8 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 4 }]));
    const token = signQuoteToken(await quoteTokenKey(t.db), (await getQuote(t.db, q.id))!.quote);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => answerQuoteByToken(t.db, token, { answer: "accepted", revision: 1 })),
    );
    for (const e of oneWinner(results)) expect((e as QuoteAnswerRefusal).problem).toBe("answered");
    expect(await t.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, q.id))).toHaveLength(1);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!.heldQuantity).toBe(4);
    expect(await t.db.select().from(reservations).where(eq(reservations.quoteId, q.id))).toHaveLength(1);
  });

  it("the till sells a quote at its prices after a price change, collecting the reservations its acceptance made", async () => {
    const tyre = await insertTyre(t.db, { quantity: 6, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.40" });
    const fitting = (await t.db.select().from(services)).find((s) => s.rimPricesCents != null && s.rimPricesCents[16] != null)!;
    const q = await createQuote(
      t.db,
      staff,
      form([
        { kind: "tyre", tyreId: tyre.id, quantity: 4 },
        { kind: "service", serviceId: fitting.id, rim: 16, quantity: 4 },
        { kind: "order", description: "Spare Pirelli 195/65r15", quantity: 1, unitCents: 9000, supplierCents: 6000, days: 3 },
      ]),
    );
    const answered = await answerQuote(t.db, q.id, staff, { answer: "accepted", revision: 1, channel: "in_person" });
    // The tyre to order is now a request on /requests, for the supplier.
    const [request] = await t.db
      .select()
      .from(stockRequests)
      .where(like(stockRequests.notes, `${q.number}:%`));
    expect(request).toMatchObject({ size: "195/65 R15", quantity: 1, name: "Ana López", status: "new" });
    expect(request!.notes).toContain("3 d, 60.00 EUR");
    // The list prices go up after the quote.
    await t.db.update(tyres).set({ unitPriceEur: "70.00", disposalFeeEurPerTyre: "3.00" }).where(eq(tyres.id, tyre.id));
    const rims = { ...fitting.rimPricesCents!, 16: fitting.rimPricesCents![16]! + 500 };
    await t.db.update(services).set({ rimPricesCents: rims }).where(eq(services.id, fitting.id));

    const invoice = await sellQuote(t.db, q.id, staff, { paymentMethod: "card" });
    const fitCents = fitting.rimPricesCents![16]!;
    // The tyres at 50.00 + 2.40 and the fitting at its old price; the tyre to order is not sold.
    expect(invoice.grandTotalCents).toBe(4 * 5240 + 4 * fitCents);
    expect(invoice.items).toMatchObject([{ tyreId: tyre.id, quantity: 4 }]);
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, answered.reservationIds[0]!));
    expect(r).toMatchObject({ status: "collected", saleId: invoice.id });
    const [after] = await t.db.select().from(tyres).where(eq(tyres.id, tyre.id));
    expect(after).toMatchObject({ quantity: 2, heldQuantity: 0, status: "available" });
    expect((await getQuote(t.db, q.id))!.quote.saleId).toBe(invoice.id);
    // Sold once.
    await expect(sellQuote(t.db, q.id, staff, { paymentMethod: "cash" })).rejects.toThrow(/already sold/);
  });

  it("e-mails the newest revision once, in the customer's language with its link; refuses without an address or once answered", async () => {
    const q = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "Pirelli 205/55 R16", quantity: 2, unitCents: 9000, supplierCents: null, days: 2 }], {
        email: "ana@example.com",
        locale: "en",
      }),
    );
    const mails = () =>
      t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `quote:${q.id}:%`));
    await emailQuote(t.db, staff, q.id);
    await emailQuote(t.db, staff, q.id);
    const [mail] = await mails();
    expect(await mails()).toHaveLength(1);
    expect(mail).toMatchObject({ toAddress: "ana@example.com" });
    expect(mail!.subject).toMatch(/^Your quote P-\d{4}-\d{4} from /);
    expect(mail!.textBody).toMatch(/\/en\/quote\/\d+\.[A-Za-z0-9_-]{32}/);
    expect(mail!.textBody).toContain("€180.00");
    // A new revision goes again.
    await reviseQuote(
      t.db,
      staff,
      q.id,
      form([{ kind: "order", description: "Pirelli 205/55 R16", quantity: 1, unitCents: 9000, supplierCents: null, days: 2 }], {
        email: "ana@example.com",
        locale: "en",
      }),
    );
    await emailQuote(t.db, staff, q.id);
    expect(await mails()).toHaveLength(2);
    const noMail = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "Pirelli 205/55 R16", quantity: 1, unitCents: 9000, supplierCents: null, days: 2 }]),
    );
    await expect(emailQuote(t.db, staff, noMail.id)).rejects.toThrow(/no e-mail address/);
    await answerQuote(t.db, q.id, staff, { answer: "declined", revision: 2, channel: "phone" });
    await expect(emailQuote(t.db, staff, q.id)).rejects.toThrow(/already been answered/);
    expect(await mails()).toHaveLength(2);
  });

  it("a declined or expired quote is not sold at its prices", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const declined = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 1 }]));
    await answerQuote(t.db, declined.id, staff, { answer: "declined", revision: 1, channel: "phone" });
    await expect(sellQuote(t.db, declined.id, staff, { paymentMethod: "cash" })).rejects.toThrow(/declined/);
    const old = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 1 }], { validDays: 1 }));
    const later = new Date(Date.now() + 3 * 86_400_000);
    await expect(sellQuote(t.db, old.id, staff, { paymentMethod: "cash" }, { now: later })).rejects.toThrow(/no longer valid/);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!.quantity).toBe(4);
  });

  itRace(backend)("two tills selling the same quote at once: one invoice", async () => {
    const tyre = await insertTyre(t.db, { quantity: 8 });
    const q = await createQuote(t.db, staff, form([{ kind: "tyre", tyreId: tyre.id, quantity: 2 }]));
    const results = await Promise.allSettled([1, 2, 3].map(() => sellQuote(t.db, q.id, staff, { paymentMethod: "cash" })));
    for (const e of oneWinner(results)) expect(String(e)).toMatch(/already sold/);
    expect((await t.db.select().from(tyres).where(eq(tyres.id, tyre.id)))[0]!.quantity).toBe(6);
  });
});

describe.each(TEST_BACKENDS)("declined work and follow-ups on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a declined quote's tyres stay on the vehicle; a quote made from one marks it quoted; a closed one leaves the list", async () => {
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const q = await createQuote(
      t.db,
      staff,
      form(
        [
          { kind: "tyre", tyreId: tyre.id, quantity: 2 },
          { kind: "order", description: "Bridgestone 195/65 R15", quantity: 2, unitCents: 8000, supplierCents: null, days: 1 },
        ],
        { plate: "5555 DWK", phone: "+34 600 555 555" },
      ),
    );
    await answerQuote(t.db, q.id, staff, { answer: "declined", revision: 1, channel: "in_person", reason: "Next month" });
    const open = await openDeclinedForPlate(t.db, "5555dwk");
    expect(open.map((d) => [d.description, d.reason, d.source, d.customerName])).toEqual([
      [expect.stringContaining(`2 × `), "Next month", "quote", "Ana López"],
      ["2 × Bridgestone 195/65 R15", "Next month", "quote", "Ana López"],
    ]);
    // Noted at the counter on the same car, with the tread.
    await noteDeclinedWork(t.db, staff, { plate: "5555-dwk", description: "Rear tyres", tread: 2.5, reason: null });
    const list = await listFollowUps(t.db);
    expect(list.filter((f) => f.plate?.replace(/\W/g, "") === "5555DWK")).toHaveLength(3);
    const noted = list.find((f) => f.description === "Rear tyres")!;
    expect(noted).toMatchObject({ treadMm: "2.5", source: "till", customerName: "Ana López" });

    // A quote made from the oldest follow-up marks it quoted, in the quote's transaction.
    const from = list.find((f) => f.plate?.replace(/\W/g, "") === "5555DWK")!;
    const made = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "Bridgestone 195/65 R15", quantity: 2, unitCents: 8000, supplierCents: null, days: 1 }], {
        plate: "5555 DWK",
        phone: "+34 600 555 555",
        fromFollowUp: from.id,
      }),
    );
    const [row] = await t.db.select().from(declinedWork).where(eq(declinedWork.id, from.id));
    expect(row).toMatchObject({ status: "quoted", followUpQuoteId: made.id });
    // Made twice from the same follow-up: refused, and the second quote is not made.
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n;
    await expect(
      createQuote(
        t.db,
        staff,
        form([{ kind: "order", description: "X 195/65 R15", quantity: 1, unitCents: 100, supplierCents: null, days: null }], {
          fromFollowUp: from.id,
        }),
      ),
    ).rejects.toThrow(/already dealt with/);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n).toBe(before);

    expect(await countOpenFollowUps(t.db)).toBe((await listFollowUps(t.db)).length);
    await closeFollowUp(t.db, staff, noted.id);
    expect((await listFollowUps(t.db)).some((f) => f.id === noted.id)).toBe(false);
    expect(await countOpenFollowUps(t.db)).toBe((await listFollowUps(t.db)).length);
    await expect(closeFollowUp(t.db, staff, noted.id)).rejects.toThrow(/already dealt with/);
    expect(await openDeclinedForPlate(t.db, "5555 DWK")).toHaveLength(1);
    // The customer's data file holds their quotes with the answers, and their declined work.
    const file = await exportCustomer(t.db, (await getQuote(t.db, q.id))!.quote.customerId!);
    expect(file.quotes.find((x) => x.number === q.number)).toMatchObject({ answers: [{ answer: "declined", reason: "Next month" }] });
    expect(file.declinedWork.map((d) => d.description)).toContain("Rear tyres");
  });
});

describe.each(TEST_BACKENDS)("quote photos on %s", (backend) => {
  let t: TestDatabase;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quote-photos-"));
  const filesOnDisk = () => (fs.existsSync(path.join(root, "quotes")) ? fs.readdirSync(path.join(root, "quotes")) : []);
  const photo = (background: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1" } })
      .toBuffer();
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("a phone photo is stored without its metadata, shown on the customer's link, limited to six; a file that is not an image is refused; a deleted one leaves no file", async () => {
    const q = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "Pirelli 205/55 R16", quantity: 2, unitCents: 9000, supplierCents: null, days: 2 }]),
    );
    const added = await addQuotePhoto(t.db, q.id, new Uint8Array(await photo("#ff0000")), { actor: staff, root });
    expect(added.image.variants[0]!.url).toMatch(/^\/uploads\/quotes\//);
    for (const f of filesOnDisk()) {
      const meta = await sharp(path.join(root, "quotes", f)).metadata();
      expect(meta.exif, f).toBeUndefined();
    }
    const token = signQuoteToken(await quoteTokenKey(t.db), (await getQuote(t.db, q.id))!.quote);
    expect((await quoteLinkView(t.db, token, { locale: "es" }))!.photos).toEqual([added.image]);

    await expect(addQuotePhoto(t.db, q.id, new TextEncoder().encode("not an image at all"), { actor: staff, root })).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
    for (const colour of ["#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"])
      await addQuotePhoto(t.db, q.id, new Uint8Array(await photo(colour)), { actor: staff, root });
    await expect(addQuotePhoto(t.db, q.id, new Uint8Array(await photo("#123456")), { actor: staff, root })).rejects.toThrow(
      /already has 6 photos/,
    );
    expect(await listQuotePhotos(t.db, q.id)).toHaveLength(6);

    const before = filesOnDisk().length;
    await deleteQuotePhoto(t.db, q.id, added.id, { actor: staff, root });
    expect(await listQuotePhotos(t.db, q.id)).toHaveLength(5);
    expect(filesOnDisk().length).toBe(before - added.image.variants.length);
    // Another quote's photo id is not this quote's.
    const other = await createQuote(
      t.db,
      staff,
      form([{ kind: "order", description: "Pirelli 205/55 R16", quantity: 1, unitCents: 9000, supplierCents: null, days: 2 }]),
    );
    const [kept] = await listQuotePhotos(t.db, q.id);
    await expect(deleteQuotePhoto(t.db, other.id, kept!.id, { actor: staff, root })).rejects.toThrow(/no longer there/);
  });
});
