// Quotes (presupuestos): made and revised by staff, answered by the customer through a signed link
// or recorded by staff. Every change happens in one transaction with the quote's row locked, so two
// answers at once (two tabs, the customer and the counter) give one answer, and an accepted quote's
// stock lines are held by reservations in the same transaction as the answer.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { quoteAnswers, quoteRevisions, quotes, services, tyres, type TyreRow } from "~db/schema";
import { type AuditActor, CUSTOMER_ACTOR, forCustomer } from "~/domain/audit";
import { addDays, closingTime, shopDate } from "~/domain/hold-end";
import { fittingJobFor } from "~/domain/appointments";
import { invoiceYear } from "~/domain/invoice";
import { centsToDecimal, toCents } from "~/domain/money";
import {
  type AnswerProblem,
  answerProblem,
  canRevise,
  formatQuoteNumber,
  MAX_QUOTE_SEQ,
  QUOTE_SERIES,
  type QuoteAnswer,
  type QuoteChannel,
  type QuoteFormInput,
  type QuoteLine,
  type QuoteLineRequest,
  quoteStatus,
  type QuoteStatus,
  quoteTotals,
} from "~/domain/quote";
import { servicePriceCents } from "~/domain/services";
import { tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { shopInstant } from "~/lib/shop-clock";
import { recordAudit } from "../audit.server";
import { bookInTransaction } from "../appointments/appointments.server";
import { appointmentTokenKey } from "../appointments/appointment-token.server";
import { publicUrl } from "../infra/env.server";
import { matchOrCreateCustomer } from "../customers/customers.server";
import type { Db, Tx } from "../infra/db.server";
import { nextInSeries } from "../infra/series-counter.server";
import { reserveTyre } from "../reservations/reservations.server";
import { requestForQuote } from "../inventory/stock-requests.server";
import { declineQuoteLines, followUpQuoted } from "./declined-work.server";
import { sizeInText } from "~/domain/stock-request";
import { readSettings } from "../settings/settings.server";
import { serviceFromRow } from "../sales/services.server";
import { quoteTokenKey, quoteTokenId, quoteTokenMatches, signQuoteToken } from "./quote-token.server";

export { signQuoteToken, quoteTokenKey };

/** A quote refusal, worded from the staff catalogue's `quotes.refusals`. */
export class QuoteRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

export const quoteNotFound = () => new QuoteRefusal((t) => t.quotes.refusals.notFound, { kind: "not-found" });

/** An answer refused because of the quote's state (the customer's page and the staff screen say why). */
export class QuoteAnswerRefusal extends QuoteRefusal {
  constructor(readonly problem: AnswerProblem) {
    super((t) => t.quotes.refusals.answer[problem], { kind: "conflict" });
  }
}

/** Stock lines of an accepted quote that are no longer there (sold, or fewer units on sale). */
export class QuoteStockGone extends QuoteRefusal {
  constructor(readonly lines: { tyreId: string; description: string; size: string; wanted: number; available: number }[]) {
    super((t) => t.quotes.refusals.stockGone(lines.map((l) => l.description).join(", ")), { kind: "conflict" });
  }
}

// ---- Pricing the lines ------------------------------------------------------------------------

/** The editor's lines priced from the stock and the catalogue now (a "to order" line keeps the counter's price). */
export async function priceQuoteLines(tx: Db | Tx, requests: readonly QuoteLineRequest[]): Promise<QuoteLine[]> {
  const tyreIds = requests.flatMap((r) => (r.kind === "tyre" ? [r.tyreId] : []));
  const serviceIds = requests.flatMap((r) => (r.kind === "service" ? [r.serviceId] : []));
  const stock = new Map((tyreIds.length ? await tx.select().from(tyres).where(inArray(tyres.id, tyreIds)) : []).map((t) => [t.id, t]));
  const catalogue = new Map(
    (serviceIds.length ? await tx.select().from(services).where(inArray(services.id, serviceIds)) : []).map((s) => [s.id, s]),
  );
  return requests.map((r): QuoteLine => {
    if (r.kind === "order") return r;
    if (r.kind === "tyre") {
      const t = stock.get(r.tyreId);
      if (!t || t.status === "sold")
        throw new QuoteRefusal((x) => x.quotes.refusals.tyreGone(r.tyreId), { kind: "conflict", field: "lines" });
      if (unitsOnSale(t) < r.quantity)
        throw new QuoteStockGone([
          { tyreId: t.id, description: describe(t), size: sizeLabel(t), wanted: r.quantity, available: unitsOnSale(t) },
        ]);
      return {
        kind: "tyre",
        tyreId: t.id,
        description: describe(t),
        size: sizeLabel(t),
        quantity: r.quantity,
        unitCents: toCents(t.unitPriceEur) + toCents(t.disposalFeeEurPerTyre),
        disposalCents: toCents(t.disposalFeeEurPerTyre),
      };
    }
    const row = catalogue.get(r.serviceId);
    const s = row && serviceFromRow(row);
    const price = s && !s.retired ? servicePriceCents(s, r.rim) : null;
    if (!s || price == null) throw new QuoteRefusal((x) => x.quotes.refusals.servicePrice, { kind: "invalid", field: "lines" });
    return {
      kind: "service",
      serviceId: s.id,
      code: s.code,
      nameEs: s.nameEs,
      nameEn: s.nameEn,
      rim: s.rimPricesCents ? r.rim : null,
      quantity: r.quantity,
      unitCents: price,
    };
  });
}

function describe(t: Pick<TyreRow, "brand" | "model" | "width" | "aspect" | "rim" | "id">): string {
  return `${tyreName(t)} ${sizeLabel(t)} (${t.id})`;
}

// ---- Making and changing --------------------------------------------------------------------

export interface QuoteOptions {
  now?: Date;
}

/** A new quote, revision 1, numbered in the quote series of the year. */
export async function createQuote(
  db: Db,
  actor: AuditActor,
  input: QuoteFormInput,
  opts: QuoteOptions = {},
): Promise<{ id: number; number: string }> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const shop = await readSettings(tx);
    const lines = await priceQuoteLines(tx, input.lines);
    const totals = quoteTotals(lines, shop.vatRatePercent);
    const customerId = await matchOrCreateCustomer(tx, {
      name: input.customerName,
      phone: input.phone,
      email: input.email,
      plate: input.plate,
    });
    const year = invoiceYear(now);
    const seq = await nextInSeries(tx, QUOTE_SERIES, year);
    if (seq > MAX_QUOTE_SEQ) throw new QuoteRefusal((t) => t.quotes.refusals.seriesFull, { kind: "refused" });
    const number = formatQuoteNumber(year, seq);
    const validUntil = addDays(shopDate(now), input.validDays);
    const [q] = await tx
      .insert(quotes)
      .values({
        number,
        year,
        seq,
        customerId,
        customerName: input.customerName,
        phone: input.phone ?? null,
        email: input.email ?? null,
        plate: input.plate?.toUpperCase() ?? null,
        locale: input.locale,
        revision: 1,
        validUntil,
        totalEur: centsToDecimal(totals.totalCents),
        createdBy: actor.label,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteRevisions).values({
      quoteId: q!.id,
      revision: 1,
      lines,
      totalEur: centsToDecimal(totals.totalCents),
      vatRatePercent: shop.vatRatePercent,
      validUntil,
      note: input.note,
      createdBy: actor.label,
      createdAt: now,
    });
    if (input.fromFollowUp) await followUpQuoted(tx, actor, input.fromFollowUp, q!.id, now);
    await recordAudit(tx, {
      kind: "quote",
      action: "quote.create",
      actor,
      subject: number,
      summary: `Quote ${number} made${forCustomer(customerId)}: ${lines.length} lines, ${centsToDecimal(totals.totalCents)} EUR`,
      after: { customerId, lines: lines.length, totalCents: totals.totalCents },
    });
    return { id: q!.id, number };
  });
}

async function lockQuote(tx: Tx, id: number) {
  const [q] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!q) throw quoteNotFound();
  return q;
}

/** A change of a quote: the next revision with the new lines, open again (an answer stays with its revision). */
export async function reviseQuote(
  db: Db,
  actor: AuditActor,
  id: number,
  input: QuoteFormInput,
  opts: QuoteOptions = {},
): Promise<{ revision: number }> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const q = await lockQuote(tx, id);
    if (!canRevise(q)) throw new QuoteRefusal((t) => t.quotes.refusals.acceptedNoChange, { kind: "conflict" });
    const shop = await readSettings(tx);
    const lines = await priceQuoteLines(tx, input.lines);
    const totals = quoteTotals(lines, shop.vatRatePercent);
    const revision = q.revision + 1;
    const validUntil = addDays(shopDate(now), input.validDays);
    await tx.insert(quoteRevisions).values({
      quoteId: id,
      revision,
      lines,
      totalEur: centsToDecimal(totals.totalCents),
      vatRatePercent: shop.vatRatePercent,
      validUntil,
      note: input.note,
      createdBy: actor.label,
      createdAt: now,
    });
    await tx
      .update(quotes)
      .set({
        revision,
        validUntil,
        totalEur: centsToDecimal(totals.totalCents),
        answer: null,
        answeredAt: null,
        customerName: input.customerName,
        phone: input.phone ?? null,
        email: input.email ?? null,
        plate: input.plate?.toUpperCase() ?? q.plate,
        locale: input.locale,
        updatedAt: now,
      })
      .where(eq(quotes.id, id));
    await recordAudit(tx, {
      kind: "quote",
      action: "quote.revise",
      actor,
      subject: q.number,
      summary: `Quote ${q.number} revised to revision ${revision}: ${lines.length} lines, ${centsToDecimal(totals.totalCents)} EUR`,
      after: { revision, lines: lines.length, totalCents: totals.totalCents },
    });
    return { revision };
  });
}

// ---- Answers ----------------------------------------------------------------------------------

export interface AnswerInput {
  answer: QuoteAnswer;
  /** The revision the customer (or the clerk) saw: an answer to an older one is refused. */
  revision: number;
  reason?: string | null;
  /** A fitting time chosen with an acceptance ("yyyy-mm-ddTHH:MM"). */
  slot?: string | null;
  channel: QuoteChannel;
  now?: Date;
}

export interface Answered {
  answer: QuoteAnswer;
  number: string;
  reservationIds: number[];
  appointmentId: number | null;
}

/**
 * Records an answer to the quote's newest revision. An acceptance holds the quote's stock lines
 * (one reservation per tyre, until the fitting day's closing time or the end of the quote's
 * validity) and books the fitting time when one was chosen, in the same transaction: if a tyre is
 * gone or the time was taken, nothing is recorded and the refusal says which.
 */
export async function answerQuote(db: Db, id: number, actor: AuditActor, input: AnswerInput): Promise<Answered> {
  const now = input.now ?? new Date();
  const key = input.slot ? await appointmentTokenKey(db) : null;
  return db.transaction(async (tx) => {
    const q = await lockQuote(tx, id);
    const problem = answerProblem(q, input.revision, shopDate(now));
    if (problem) throw new QuoteAnswerRefusal(problem);
    const [rev] = await tx
      .select()
      .from(quoteRevisions)
      .where(and(eq(quoteRevisions.quoteId, id), eq(quoteRevisions.revision, q.revision)));
    if (!rev) throw quoteNotFound();
    const reservationIds: number[] = [];
    let appointmentId: number | null = null;
    if (input.answer === "accepted") {
      const shop = await readSettings(tx);
      const [date, time] = input.slot ? input.slot.split("T") : [null, null];
      const holdUntil = date ? shopInstant(date, closingTime(shop, date) ?? "23:59") : shopInstant(addDays(q.validUntil, 1), "00:00");
      const tyreLines = rev.lines.filter((l) => l.kind === "tyre");
      const gone: ConstructorParameters<typeof QuoteStockGone>[0] = [];
      for (const l of tyreLines) {
        const r = await reserveTyre(tx, {
          tyreId: l.tyreId,
          clientName: q.customerName,
          contactNumber: q.phone,
          email: q.email,
          vehicleReg: q.plate,
          notes: `${q.number}`,
          dateToFit: date,
          depositCents: 0,
          quantity: l.quantity,
          source: "staff",
          holdUntil,
          quoteId: q.id,
          now,
        });
        if (r.ok) reservationIds.push(r.reservation.id);
        else gone.push({ tyreId: l.tyreId, description: l.description, size: l.size, wanted: l.quantity, available: r.available });
      }
      if (gone.length) throw new QuoteStockGone(gone);
      // The tyres to order become requests on /requests, for the supplier.
      for (const l of rev.lines) {
        if (l.kind !== "order") continue;
        const extra = [l.days != null ? `${l.days} d` : null, l.supplierCents != null ? `${centsToDecimal(l.supplierCents)} EUR` : null]
          .filter(Boolean)
          .join(", ");
        await requestForQuote(tx, {
          size: sizeInText(l.description) ?? l.description.slice(0, 20),
          quantity: l.quantity,
          name: q.customerName,
          phone: q.phone ?? "",
          email: q.email,
          notes: `${q.number}: ${l.description}${extra ? ` (${extra})` : ""}`,
          locale: q.locale,
        });
      }
      if (date && time && key) {
        const units = tyreLines.reduce((a, l) => a + l.quantity, 0);
        const booked = await bookInTransaction(tx, key, shop, {
          job: fittingJobFor(Math.max(units, 1)),
          date,
          time,
          customerName: q.customerName,
          phone: q.phone ?? "",
          email: q.email,
          plate: q.plate,
          tyreSize: tyreLines[0]?.size ?? null,
          reservationId: reservationIds[0] ?? null,
          customerId: q.customerId,
          locale: q.locale,
          source: "staff",
          notes: q.number,
          actor,
          origin: publicUrl(),
          now,
        });
        appointmentId = booked.appointment.id;
      }
    }
    if (input.answer === "declined")
      await declineQuoteLines(tx, q, rev, input.reason ?? null, input.channel === "link" ? null : actor.label, now);
    await tx.insert(quoteAnswers).values({
      quoteId: id,
      revision: q.revision,
      answer: input.answer,
      channel: input.channel,
      reason: input.reason ?? null,
      recordedBy: input.channel === "link" ? null : actor.label,
      appointmentId,
      answeredAt: now,
    });
    await tx.update(quotes).set({ answer: input.answer, answeredAt: now, updatedAt: now }).where(eq(quotes.id, id));
    await recordAudit(tx, {
      kind: "quote",
      action: input.answer === "accepted" ? "quote.accept" : "quote.decline",
      actor,
      subject: q.number,
      summary: `Quote ${q.number} revision ${q.revision} ${input.answer} (${input.channel})${reservationIds.length ? `: ${reservationIds.length} reservations hold its tyres` : ""}`,
      after: { revision: q.revision, channel: input.channel, reservations: reservationIds.length },
    });
    return { answer: input.answer, number: q.number, reservationIds, appointmentId };
  });
}

/** The customer's answer through their link (the token names the quote; a forged one finds nothing). */
export async function answerQuoteByToken(db: Db, token: string, input: Omit<AnswerInput, "channel">): Promise<Answered> {
  const q = await quoteForToken(db, token);
  if (!q) throw quoteNotFound();
  return answerQuote(db, q.id, CUSTOMER_ACTOR, { ...input, channel: "link" });
}

// ---- Reading ----------------------------------------------------------------------------------

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteRevisionRow = typeof quoteRevisions.$inferSelect;
export type QuoteAnswerRow = typeof quoteAnswers.$inferSelect;

export interface QuoteView {
  quote: QuoteRow;
  status: QuoteStatus;
  current: QuoteRevisionRow;
  totals: ReturnType<typeof quoteTotals>;
  revisions: QuoteRevisionRow[];
  answers: QuoteAnswerRow[];
}

export async function getQuote(db: Db | Tx, id: number, now: Date = new Date()): Promise<QuoteView | null> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return null;
  const revisions = await db.select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, id)).orderBy(asc(quoteRevisions.revision));
  const answers = await db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, id)).orderBy(asc(quoteAnswers.answeredAt));
  const current = revisions.find((r) => r.revision === quote.revision)!;
  return {
    quote,
    status: quoteStatus(quote, shopDate(now)),
    current,
    totals: quoteTotals(current.lines, current.vatRatePercent),
    revisions,
    answers,
  };
}

/** The quote a customer's link names, or null for a forged, mistyped or foreign link. */
export async function quoteForToken(db: Db | Tx, token: string): Promise<QuoteRow | null> {
  const id = quoteTokenId(token);
  if (id == null) return null;
  const [q] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!q) return null;
  return quoteTokenMatches(await quoteTokenKey(db), token, q) ? q : null;
}

export interface QuoteListRow {
  id: number;
  number: string;
  customerName: string;
  plate: string | null;
  totalCents: number;
  validUntil: string;
  status: QuoteStatus;
  revision: number;
  createdAt: Date;
}

export const QUOTE_LIST_FILTERS = ["open", "accepted", "declined", "expired", "all"] as const;
export type QuoteListFilter = (typeof QUOTE_LIST_FILTERS)[number];

/** The quotes, newest first, by status (open: unanswered and still valid today). */
export async function listQuotes(db: Db, filter: QuoteListFilter = "open", now: Date = new Date(), limit = 200): Promise<QuoteListRow[]> {
  const today = shopDate(now);
  const where: SQL | undefined =
    filter === "open"
      ? and(sql`${quotes.answer} is null`, sql`${quotes.validUntil} >= ${today}`)
      : filter === "expired"
        ? and(sql`${quotes.answer} is null`, sql`${quotes.validUntil} < ${today}`)
        : filter === "all"
          ? undefined
          : eq(quotes.answer, filter);
  const rows = await db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(limit);
  return rows.map((q) => ({
    id: q.id,
    number: q.number,
    customerName: q.customerName,
    plate: q.plate,
    totalCents: toCents(q.totalEur),
    validUntil: q.validUntil,
    status: quoteStatus(q, today),
    revision: q.revision,
    createdAt: q.createdAt,
  }));
}

/** A customer's quotes with their answers (the customer page lists them). */
export async function quotesOfCustomer(db: Db, customerId: number, now: Date = new Date()) {
  const rows = await db.select().from(quotes).where(eq(quotes.customerId, customerId)).orderBy(desc(quotes.createdAt));
  if (rows.length === 0) return [];
  const answers = await db
    .select()
    .from(quoteAnswers)
    .where(
      inArray(
        quoteAnswers.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteAnswers.answeredAt));
  const today = shopDate(now);
  return rows.map((q) => ({
    id: q.id,
    number: q.number,
    totalCents: toCents(q.totalEur),
    status: quoteStatus(q, today),
    answers: answers.filter((a) => a.quoteId === q.id),
  }));
}
