// What the staff quote screens show, in the account's language: a quote's page (its newest
// revision priced and totalled, the answers, the customer's link and WhatsApp message), the
// editor's starting values, and the list.
import { asc, eq } from "drizzle-orm";
import { sales, services } from "~db/schema";
import { formatEur, toCents } from "~/domain/money";
import { formatTread } from "~/domain/declined-work";
import { customerWhatsappLink, quoteLineName, quoteLineTotalCents, type QuoteLineRequest, quoteShareText } from "~/domain/quote";
import { serviceName } from "~/domain/services";
import { href } from "~/i18n/paths";
import { staffMessages } from "~/i18n/staff";
import type { Locale } from "~/lib/locale";
import { formatShopDay, staffFormats } from "~/lib/shop-clock";
import type { Db } from "../infra/db.server";
import { publicUrl } from "../infra/env.server";
import { readSettings } from "../settings/settings.server";
import { serviceFromRow } from "../sales/services.server";
import {
  getQuote,
  listQuotes,
  QuoteAnswerRefusal,
  type QuoteListFilter,
  QuoteRefusal,
  quoteNotFound,
  quotesOfCustomer,
  quoteTokenKey,
  signQuoteToken,
} from "./quotes.server";
import { quoteMail } from "~/mail/quote-mail";
import { listQuotePhotos } from "./quote-photos.server";
import type { AuditActor } from "~/domain/audit";
import { recordAudit } from "../audit.server";
import { enqueueMail } from "../mail/outbox.server";
import { declinedOfCustomer } from "./declined-work.server";
import { staffPath } from "~/staff-paths";

const day = (d: string, locale: Locale) => formatShopDay(d, locale, { day: "numeric", month: "long", year: "numeric" });

/** The document part of a quote's page (validity, lines, totals, who made it) in one language. */
function quoteDocument(view: NonNullable<Awaited<ReturnType<typeof getQuote>>>, locale: Locale) {
  const t = staffMessages(locale).quotes;
  const { dateTime } = staffFormats(locale);
  const eur = (c: number) => formatEur(c, locale);
  return {
    validUntil: day(view.quote.validUntil, locale),
    madeBy: t.page.madeBy(view.current.createdBy, dateTime.format(view.current.createdAt)),
    note: view.current.note,
    lines: view.current.lines.map((l, i) => ({
      key: `${i}`,
      kind: l.kind,
      name: quoteLineName(l, locale),
      detail: l.kind === "order" && l.days != null ? `${l.days} d` : l.kind === "service" && l.rim ? `R${l.rim}` : null,
      quantity: l.quantity,
      unit: eur(l.unitCents),
      total: eur(quoteLineTotalCents(l)),
    })),
    totals: {
      base: eur(view.totals.baseCents),
      vat: eur(view.totals.vatCents),
      rate: view.totals.ratePercent,
      total: eur(view.totals.totalCents),
    },
  };
}

/** A quote's page for staff; null when there is no such quote. */
export async function quotePage(db: Db, id: number, locale: Locale) {
  const view = await getQuote(db, id);
  if (!view) return null;
  const t = staffMessages(locale).quotes;
  const [sold] = view.quote.saleId
    ? await db.select({ id: sales.id, number: sales.invoiceNumber }).from(sales).where(eq(sales.id, view.quote.saleId))
    : [];
  const inStock = view.current.lines.filter((l) => l.kind !== "order");
  const { dateTime } = staffFormats(locale);
  const shop = await readSettings(db);
  const q = view.quote;
  const link = `${publicUrl()}${href("quote", q.locale, { token: signQuoteToken(await quoteTokenKey(db), q) })}`;
  const eur = (c: number) => formatEur(c, locale);
  return {
    id: q.id,
    number: q.number,
    status: view.status,
    revision: q.revision,
    customer: { id: q.customerId, name: q.customerName, phone: q.phone, email: q.email, plate: q.plate, locale: q.locale },
    ...quoteDocument(view, locale),
    /** The same document in the customer's language, for the printed copy handed to them. */
    print: quoteDocument(view, q.locale),
    answers: view.answers.map((a) => ({
      id: a.id,
      text: t.page.answerLine(t.status[a.answer], a.revision, t.channel[a.channel], dateTime.format(a.answeredAt)),
      reason: a.reason,
      recordedBy: a.recordedBy ? t.page.recordedBy(a.recordedBy) : null,
    })),
    revisions: view.revisions.map((r) => ({
      revision: r.revision,
      when: dateTime.format(r.createdAt),
      by: r.createdBy,
      total: formatEur(toCents(r.totalEur), locale),
    })),
    sold: sold ?? null,
    photos: await listQuotePhotos(db, q.id),
    /** What the till charges for it (stock tyres and services), when it can be sold now. */
    sellFor:
      !sold && inStock.length > 0 && (view.status === "open" || view.status === "accepted")
        ? eur(inStock.reduce((a, l) => a + quoteLineTotalCents(l), 0))
        : null,
    link,
    whatsapp: customerWhatsappLink(q.phone, quoteShareText({ number: q.number, shopName: shop.name, link }, q.locale)),
  };
}

export type QuotePageData = NonNullable<Awaited<ReturnType<typeof quotePage>>>;

/** The editor: the services to choose from and, for a change, the newest revision's lines and customer. */
export async function quoteEditor(db: Db, id: number | null, locale: Locale) {
  const catalogue = (await db.select().from(services).orderBy(asc(services.position), asc(services.id)))
    .map(serviceFromRow)
    .filter((s) => !s.retired);
  const choices = catalogue.map((s) => ({
    id: s.id,
    name: serviceName(s, locale),
    rims: s.rimPricesCents ? Object.keys(s.rimPricesCents).map(Number) : null,
  }));
  if (id == null) return { quote: null, services: choices };
  const view = await getQuote(db, id);
  if (!view) return null;
  const q = view.quote;
  const lines: QuoteLineRequest[] = view.current.lines.map((l) =>
    l.kind === "tyre"
      ? { kind: "tyre", tyreId: l.tyreId, quantity: l.quantity }
      : l.kind === "service"
        ? { kind: "service", serviceId: l.serviceId, rim: l.rim, quantity: l.quantity }
        : l,
  );
  return {
    quote: {
      id: q.id,
      number: q.number,
      answer: q.answer,
      customerName: q.customerName,
      phone: q.phone ?? "",
      email: q.email ?? "",
      plate: q.plate ?? "",
      locale: q.locale,
      note: view.current.note ?? "",
      lines,
    },
    services: choices,
  };
}

/** The list's rows, formatted. */
export async function quoteList(db: Db, filter: QuoteListFilter, locale: Locale) {
  const rows = await listQuotes(db, filter);
  return rows.map((r) => ({ ...r, total: formatEur(r.totalCents, locale), validUntil: day(r.validUntil, locale), createdAt: undefined }));
}

/** A customer page's quotes (with their answers), declined work, and where a new quote for them starts. */
export async function customerQuoteHistory(
  db: Db,
  c: { id: number; name: string; phone: string | null; email: string | null; mergedIntoId: number | null; erasedAt: Date | null },
  opts: { locale: Locale; canQuote: boolean; plate: string },
) {
  const t = staffMessages(opts.locale).quotes;
  const { date, dateTime } = staffFormats(opts.locale);
  const quotes = (await quotesOfCustomer(db, c.id)).map((q) => ({
    id: q.id,
    number: q.number,
    total: formatEur(q.totalCents, opts.locale),
    status: q.status,
    answers: q.answers.map((a) => t.page.answerLine(t.status[a.answer], a.revision, t.channel[a.channel], dateTime.format(a.answeredAt))),
  }));
  const declined = (await declinedOfCustomer(db, [c.id])).map((d) => ({
    id: d.id,
    text: [d.plate, d.description, d.treadMm ? `${formatTread(d.treadMm, opts.locale)} mm` : null, date.format(d.declinedAt)]
      .filter(Boolean)
      .join(" · "),
    reason: d.reason,
    open: d.status === "open",
  }));
  const editable = opts.canQuote && c.mergedIntoId == null && c.erasedAt == null;
  const preset = { name: c.name, phone: c.phone ?? "", email: c.email ?? "", plate: opts.plate };
  return { quotes, declined, newQuote: editable ? `${staffPath("quoteNew")}?${new URLSearchParams(preset)}` : null };
}

/**
 * E-mails the quote's newest revision to the customer through the outbox, in their language, with
 * its link; audited without the address. The same revision to the same address is one message.
 */
export async function emailQuote(db: Db, actor: AuditActor, id: number, now: Date = new Date()): Promise<{ number: string; to: string }> {
  const view = await getQuote(db, id, now);
  if (!view) throw quoteNotFound();
  const q = view.quote;
  if (!q.email) throw new QuoteRefusal((t) => t.quotes.refusals.noEmail, { kind: "refused" });
  if (view.status !== "open") throw new QuoteAnswerRefusal(view.status === "expired" ? "expired" : "answered");
  const shop = await readSettings(db);
  const link = `${publicUrl()}${href("quote", q.locale, { token: signQuoteToken(await quoteTokenKey(db), q) })}`;
  const message = quoteMail(
    {
      id: q.id,
      number: q.number,
      revision: q.revision,
      customerName: q.customerName,
      totalCents: view.totals.totalCents,
      validUntil: day(q.validUntil, q.locale),
      link,
      shop: { name: shop.name, phone: shop.phone },
    },
    q.email,
    q.locale,
  );
  await db.transaction(async (tx) => {
    await enqueueMail(tx, message, now);
    await recordAudit(tx, {
      actor,
      kind: "quote",
      action: "quote.email",
      subject: q.number,
      summary: `E-mailed quote ${q.number} revision ${q.revision} to the customer (${q.locale === "es" ? "Spanish" : "English"})`,
      after: { revision: q.revision, locale: q.locale },
    });
  });
  return { number: q.number, to: q.email };
}
