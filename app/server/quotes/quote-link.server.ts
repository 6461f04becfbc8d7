// The customer's quote page (its signed link, from WhatsApp or an e-mail): what it shows, and the
// answer it posts. The page shows the quote's newest revision with its totals, the answer already
// given to it (with the tyres' hold and the fitting time booked), and while the quote is open the
// fitting times it may be accepted with: the next few bookable days' free times for the quote's
// fitting job, the same list the answer is checked against. An answer counts against the
// address's hourly limit before the link is even checked, as a move from an appointment's link
// does; a refused answer (bad input, a stale revision, an expired or answered quote, a tyre sold
// meanwhile, a time taken) records nothing and says why, with the visitor's input.
import { listingSearchParams } from "~/domain/listing-filters";
import { parseSize } from "~/domain/tyre-size";
import { listQuotePhotos } from "./quote-photos.server";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { appointments, reservations } from "~db/schema";
import { type AppointmentJob, bookableDays, fittingJobFor } from "~/domain/appointments";
import { addDays, shopDate } from "~/domain/hold-end";
import {
  type AnswerProblem,
  answerProblem,
  quoteAnswerSchemaIn,
  type QuoteAnswerMessages,
  type QuoteLine,
  quoteLineName,
  quoteLineTotalCents,
} from "~/domain/quote";
import type { ShopSettings } from "~/domain/shop-settings";
import { href } from "~/i18n/paths";
import { echoValues, parseForm } from "~/lib/form";
import type { Locale } from "~/lib/locale";
import { freeTimes, SlotRefusal } from "../appointments/appointments.server";
import { type Db, dbErrorMessage } from "../infra/db.server";
import { reservationLimits } from "../infra/env.server";
import { logger } from "../infra/logger.server";
import { countReservationAttempt } from "../reservations/reservation-attempts.server";
import { readSettings } from "../settings/settings.server";
import { answerQuoteByToken, getQuote, QuoteAnswerRefusal, quoteForToken, type QuoteRow, QuoteStockGone } from "./quotes.server";

/** How many days with free times the page offers to fit on. */
const FITTING_DAYS = 5;
/** How many bookable days it looks through to find them. */
const FITTING_DAYS_SEARCHED = 10;

/** A message key of the page's `quote.errors` for each of the answer's rules (translated when rendered). */
export type QuoteAnswerErrorKey = keyof QuoteAnswerMessages;
const answerSchema = quoteAnswerSchemaIn({
  choose: "choose",
  reasonTooLong: "reasonTooLong",
  badRevision: "badRevision",
  badSlot: "badSlot",
} satisfies Record<QuoteAnswerErrorKey, QuoteAnswerErrorKey>);

/** The fitting job the acceptance books: the quote's stock tyres, as answerQuote counts them. */
function fittingJob(lines: readonly QuoteLine[]): AppointmentJob {
  return fittingJobFor(
    Math.max(
      lines.reduce((a, l) => a + (l.kind === "tyre" ? l.quantity : 0), 0),
      1,
    ),
  );
}

/**
 * The fitting times an acceptance may choose, by day: the free times of the quote's job on the
 * next few bookable days, not before the tyres to order arrive (their known delivery days).
 */
async function fittingTimes(
  db: Db,
  shop: ShopSettings,
  lines: readonly QuoteLine[],
  now: Date,
): Promise<{ day: string; times: string[] }[]> {
  const job = fittingJob(lines);
  if (!(shop.appointments.durations[job] > 0)) return [];
  const waitDays = Math.max(0, ...lines.map((l) => (l.kind === "order" ? (l.days ?? 0) : 0)));
  const from = addDays(shopDate(now), waitDays);
  const out: { day: string; times: string[] }[] = [];
  for (const day of bookableDays(shop, now)
    .filter((d) => d >= from)
    .slice(0, FITTING_DAYS_SEARCHED)) {
    const times = (await freeTimes(db, shop, day, job, { now })).map((s) => s.time);
    if (times.length) out.push({ day, times });
    if (out.length === FITTING_DAYS) break;
  }
  return out;
}

/** What the customer's page shows; null for a forged, mistyped or foreign link. */
export async function quoteLinkView(
  db: Db,
  token: string,
  { locale, done = false, now = new Date() }: { locale: Locale; done?: boolean; now?: Date },
) {
  const row = await quoteForToken(db, token);
  if (!row) return null;
  const view = (await getQuote(db, row.id, now))!;
  const { quote: q, current } = view;
  const answer = view.answers.find((a) => a.revision === q.revision) ?? null;
  const shop = await readSettings(db);
  return {
    status: view.status,
    /** Just answered from this page (the redirect after the answer): the confirmation. */
    done: done && answer != null,
    number: q.number,
    revision: q.revision,
    customerName: q.customerName,
    validUntil: q.validUntil,
    note: current.note,
    lines: current.lines.map((l) => ({
      kind: l.kind,
      name: quoteLineName(l, locale),
      days: l.kind === "order" ? l.days : null,
      quantity: l.quantity,
      unitCents: l.unitCents,
      totalCents: quoteLineTotalCents(l),
    })),
    totals: view.totals,
    photos: (await listQuotePhotos(db, q.id)).map((p) => p.image),
    answer: answer && (await answerDetails(db, q, answer)),
    slots: view.status === "open" ? await fittingTimes(db, shop, current.lines, now) : [],
  };
}

export type QuoteLinkView = NonNullable<Awaited<ReturnType<typeof quoteLinkView>>>;

/** The answer as the page shows it: when, the reason, until when the tyres are held and the fitting time (while they still are). */
async function answerDetails(
  db: Db,
  q: QuoteRow,
  a: { answer: "accepted" | "declined"; answeredAt: Date; reason: string | null; appointmentId: number | null },
) {
  let heldUntil: string | null = null;
  let fittingAt: string | null = null;
  if (a.answer === "accepted") {
    const held = await db
      .select({ holdUntil: reservations.holdUntil })
      .from(reservations)
      .where(and(eq(reservations.quoteId, q.id), eq(reservations.status, "active")));
    heldUntil =
      held
        .map((r) => r.holdUntil)
        .find((d) => d != null)
        ?.toISOString() ?? null;
    if (a.appointmentId != null) {
      const [fit] = await db
        .select({ startsAt: appointments.startsAt })
        .from(appointments)
        .where(and(eq(appointments.id, a.appointmentId), eq(appointments.status, "booked")));
      fittingAt = fit?.startsAt.toISOString() ?? null;
    }
  }
  return { answer: a.answer, answeredAt: a.answeredAt.toISOString(), reason: a.reason, heldUntil, fittingAt };
}

/** Where a customer whose tyre went since the quote finds the same size in stock, or asks the shop to get it. */
function alternatives(size: string, locale: Locale) {
  const parsed = parseSize(size);
  const search = parsed ? listingSearchParams({ width: parsed.width, aspect: parsed.aspect, rim: parsed.rim }, locale) : undefined;
  return {
    sameSize: href("listing", locale, {}, search),
    orderIt: href("stockRequest", locale, {}, new URLSearchParams({ [locale === "es" ? "medida" : "size"]: size })),
  };
}

/** Why an answer was refused: a state of the quote, too many answers, a tyre gone, a bad form, or a failure. */
export type QuoteLinkProblem = AnswerProblem | "tooMany" | "stockGone" | "invalid" | "failed";

export type QuoteAnswerRefused = {
  problem: QuoteLinkProblem;
  fieldErrors: Partial<Record<"answer" | "revision" | "reason" | "slot", QuoteAnswerErrorKey>>;
  values: { reason: string; slot: string };
  /** The stock lines no longer there (stockGone): the tyre, how many were quoted and how many are left. */
  gone: { description: string; wanted: number; available: number; sameSize: string; orderIt: string }[];
};

/**
 * The answer posted from the page: a redirect (303) to the page's confirmation, or the refusal
 * with its status (400 bad input, 404 a link that names no quote, 409 the quote's state or its
 * stock, 429 too many answers from the address).
 */
export async function answerByLink(
  db: Db,
  form: FormData,
  token: string,
  { locale, clientIp, now = new Date() }: { locale: Locale; clientIp: string; now?: Date },
) {
  const values = echoValues(form, { reason: 500, slot: 16 });
  const refuse = (problem: QuoteLinkProblem, status: number, extra: Partial<QuoteAnswerRefused> = {}) =>
    data<QuoteAnswerRefused>({ problem, fieldErrors: {}, values, gone: [], ...extra }, { status });
  // Counted against the address's hourly limit first (no phone or e-mail: the link names them).
  const verdict = await countReservationAttempt(db, { ip: clientIp, phone: "" }, reservationLimits(), now);
  if (!verdict.allowed) return refuse("tooMany", 429);
  const q = await quoteForToken(db, token);
  if (!q) throw data(null, { status: 404 });
  const parsed = parseForm(answerSchema, form);
  if (!parsed.ok) return refuse("invalid", 400, { fieldErrors: parsed.fieldErrors as QuoteAnswerRefused["fieldErrors"] });
  const d = parsed.data;
  const accepted = d.answer === "accepted";
  // The quote's state first (the answer checks it again under the quote's lock): a stale page is
  // told the quote changed, not that its time is not offered.
  const problem = answerProblem(q, d.revision, shopDate(now));
  if (problem) return refuse(problem, 409);
  try {
    if (accepted && d.slot) {
      // Only a time the page offers (the answer's own check would take any time staff may book).
      const view = (await getQuote(db, q.id, now))!;
      const [day, time] = d.slot.split("T");
      const offered = await fittingTimes(db, await readSettings(db), view.current.lines, now);
      if (!offered.some((s) => s.day === day && s.times.includes(time!)))
        return refuse("invalid", 400, { fieldErrors: { slot: "badSlot" } });
    }
    await answerQuoteByToken(db, token, {
      answer: d.answer,
      revision: d.revision,
      reason: accepted ? null : d.reason,
      slot: accepted ? d.slot : null,
      now,
    });
    return redirect(href("quote", locale, { token }, "done=1"), 303);
  } catch (e) {
    if (e instanceof QuoteAnswerRefusal) return refuse(e.problem, 409);
    if (e instanceof QuoteStockGone)
      return refuse("stockGone", 409, {
        gone: e.lines.map((l) => ({
          description: l.description,
          wanted: l.wanted,
          available: l.available,
          ...alternatives(l.size, locale),
        })),
      });
    // The time was taken between the page and the answer.
    if (e instanceof SlotRefusal) return refuse("invalid", 409, { fieldErrors: { slot: "badSlot" } });
    logger.error({ part: "quote" }, `[quote] answer by link: ${dbErrorMessage(e)}`);
    return refuse("failed", 500);
  }
}
