// Sales: the checkout transaction (lock stock, price from stored prices, number the invoice,
// write sale and items, reduce stock, append the VERI*FACTU record) and the invoice reads.
// There is deliberately no update or delete of a sale here (a database trigger refuses it too).
import { matchOrCreateCustomer } from "../customers/customers.server";
import { saleItemSnapshot, sellerSnapshot } from "~/domain/sale-snapshot";
import { isRowId } from "~/domain/field-rules";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { say } from "~/lib/reason";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { addDays } from "~/domain/hold-end";
import { type InvoiceSearch, searchTerms } from "~/domain/invoice-search";
import { shopMidnight } from "~/lib/shop-clock";
import {
  invoiceCancellations,
  invoiceReplacements,
  reservations,
  saleItems,
  sales,
  saleServiceLines,
  saleSubmissions,
  tyres,
  type SaleItemRow,
  type SaleRow,
  type SaleServiceLineRow,
  type TyreRow,
} from "~db/schema";
import { type AuditActor, forCustomer, SYSTEM_ACTOR } from "~/domain/audit";
import type { CheckoutInput } from "~/domain/checkout";
import {
  amountDue,
  formatInvoiceNumber,
  INVOICE_SERIES,
  type InvoiceSeries,
  type InvoiceType,
  type InvoiceItemView,
  type InvoiceSummary,
  type InvoiceView,
  invoiceTotals,
  invoiceYear,
  MAX_INVOICE_SEQ,
  signedTaxFromInclusiveTotal,
} from "~/domain/invoice";
import { centsToDecimal, formatEur, toCents } from "~/domain/money";
import { lineTotalCents } from "~/domain/pricing";
import { aboveLimit, discountCents, discountPercent, discountProblem, type LineDiscount } from "~/domain/discount";
import { tyreDescription, tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { fullInvoiceReason } from "~/domain/simplified-invoice";
import { recordAudit } from "../audit.server";
import { insertServiceLines, priceServiceLines, toServiceLineView } from "./services.server";
import type { Db, Tx } from "../infra/db.server";
import { readSettings } from "../settings/settings.server";
import { appendInvoiceRecord, verifactuQrSvg } from "../verifactu/verifactu.server";
import { logger } from "../infra/logger.server";
import { nextInSeries } from "../infra/series-counter.server";
/** A sale refused for a reason the clerk can act on (shown as 'Failed to complete sale: …'). */
export class SaleError extends Refusal {
  override name = "SaleError";
  /** `field`: the form field the clerk must fix, when there is one (its message is this error's). */
  constructor(words: Words, field?: string, kind: "conflict" | "forbidden" = "conflict") {
    super(words, { kind, field });
  }
}

function tyreLabel(t: Pick<TyreRow, "id" | "brand" | "model" | "width" | "aspect" | "rim">): string {
  return `${tyreName(t)} ${sizeLabel(t)} (${t.id})`;
}

/**
 * A sale of a quote: its frozen prices, honoured whatever the list prices say now, and the
 * reservations its acceptance made, which the sale collects (their units are the quote's).
 */
export interface QuotedPrices {
  tyres: ReadonlyMap<string, { unitPriceCents: number; disposalFeeCents: number }>;
  /** A service line's quoted unit price, keyed `${serviceId}:${rim ?? ""}`. */
  services: ReadonlyMap<string, number>;
  reservationIds: readonly number[];
}

export const quotedServiceKey = (serviceId: number, rim: number | null) => `${serviceId}:${rim ?? ""}`;

export interface CreateSaleOptions {
  /** The clock (tests pin it to check year boundaries). */
  now?: () => Date;
  /** Who issues the invoice, for the audit log. */
  actor?: AuditActor;
  /** Sold from a quote (app/server/quotes/quote-sale.server.ts): its prices and reservations. */
  quoted?: QuotedPrices;
  /**
   * The clerk may discount a line only up to the settings' counter limit (a counter account
   * without an owner's approval). Without it, any discount that leaves a cent of the line.
   */
  discountLimited?: boolean;
  /** The owner who approved discounts above the counter's limit (their e-mail), for the audit log. */
  approvedBy?: string;
}

/**
 * Records a sale in ONE transaction. All or nothing: a refused line, a failed insert or a failed
 * VERI*FACTU record rolls everything back, including the invoice number.
 */
export async function createSale(db: Db | Tx, input: CheckoutInput, opts: CreateSaleOptions = {}): Promise<InvoiceView> {
  const now = opts.now ?? (() => new Date());
  if (input.lines.length === 0 && !input.services?.length) throw new SaleError((t) => t.checkout.form.emptyCart);
  const wanted = new Map<string, number>();
  for (const l of input.lines) wanted.set(l.tyreId, (wanted.get(l.tyreId) ?? 0) + l.quantity);
  const ids = [...wanted.keys()].sort();

  return db.transaction(async (tx) => {
    // The basket sent again with its key (an answer lost, Complete Sale pressed again): the sale
    // its first sending made, sold once. The key's row comes first, so a second sending at the
    // same moment waits here until the first commits (then finds its sale) or is refused (then
    // goes on as the only one).
    if (input.saleKey) {
      const earlier = await claimSaleKey(tx, input.saleKey);
      if (earlier) return earlier;
    }
    // A sale through a reservation (Sell on /reservations) locks the reservation first, like
    // every other change of a reservation, so two clerks selling it at once sell it once.
    // A quote's sale collects the reservations its acceptance made, locked the same way.
    const collecting = [];
    const toCollect = input.reservationId != null ? [input.reservationId] : [...(opts.quoted?.reservationIds ?? [])].sort((a, b) => a - b);
    for (const id of toCollect) collecting.push(await lockReservationToCollect(tx, id, wanted));
    const collected = new Map(collecting.map((r) => [r.tyreId, r]));
    const depositCents = collecting.reduce((a, r) => a + toCents(r.depositAmountEur), 0);

    // Lock every tyre of the sale, always in id order, so two sales never wait on each other
    // in a cycle. The sort sits below the row lock, so rows are locked in that order.
    const locked = ids.length ? await tx.select().from(tyres).where(inArray(tyres.id, ids)).orderBy(asc(tyres.id)).for("update") : [];
    const byId = new Map(locked.map((t) => [t.id, t]));

    // Check every line before taking a number, in the order the clerk sees them.
    for (const line of input.lines) {
      const tyre = byId.get(line.tyreId);
      if (!tyre) throw new SaleError((t) => t.checkout.refusals.tyreGone(line.tyreId));
      // Units held by reservations are sold only through their own reservation: a sale may take
      // the units on sale, plus those the reservation it collects holds.
      const reservation = collected.get(tyre.id);
      const mine = reservation != null && tyre.status !== "sold";
      if (tyre.status !== "available" && !mine) {
        const status = tyre.status;
        throw new SaleError((t) =>
          status === "reserved"
            ? t.checkout.refusals.reserved(tyreLabel(tyre))
            : t.checkout.refusals.unavailable(tyreLabel(tyre), t.checkout.refusals.tyreStatus[status] ?? status),
        );
      }
      const qty = wanted.get(tyre.id)!;
      const sellable = unitsOnSale(tyre) + (mine ? Math.min(reservation!.quantity, tyre.heldQuantity) : 0);
      if (sellable < qty)
        throw new SaleError((t) =>
          tyre.heldQuantity > 0 && !mine
            ? t.checkout.refusals.onlyLeftHeld(tyreLabel(tyre), sellable, tyre.heldQuantity)
            : t.checkout.refusals.onlyLeft(tyreLabel(tyre), sellable),
        );
    }

    // The seller and the IVA rate as the settings say now, copied onto the sale: the invoice
    // shows these values for ever, whatever the settings say later.
    const shop = await readSettings(tx);
    const discountOf = lineDiscounter(opts.discountLimited ? shop.counterDiscountLimitPercent : null);

    // Every amount from the stored prices, never from the browser; a discount is taken off them.
    const askedDiscount = new Map(input.lines.map((l) => [l.tyreId, l.discount]));
    const priced = [...wanted.entries()].map(([id, quantity]) => {
      const t = byId.get(id)!;
      const quoted = opts.quoted?.tyres.get(id);
      const unitPriceCents = quoted?.unitPriceCents ?? toCents(t.unitPriceEur);
      return {
        tyre: t,
        quantity,
        unitPriceCents,
        disposalFeeCents: quoted?.disposalFeeCents ?? toCents(t.disposalFeeEurPerTyre),
        ...discountOf(() => tyreLabel(t), unitPriceCents, quantity, askedDiscount.get(id)),
      };
    });
    // Keep the clerk's line order on the invoice.
    const order = new Map(input.lines.map((l, i) => [l.tyreId, i]));
    priced.sort((a, b) => order.get(a.tyre.id)! - order.get(b.tyre.id)!);
    const tyreTotals = invoiceTotals(priced);
    // Service lines, priced from the catalogue as committed (no end-of-life fee on them).
    const catalogued = await priceServiceLines(tx, input.services ?? [], new Set(ids));
    if (!catalogued.ok) throw new SaleError(catalogued.words, "services");
    // A quote's service lines at the prices it quoted; each with its discount, then the free lines.
    const serviced = {
      lines: [
        ...catalogued.lines.map((l, i) => {
          const quoted = opts.quoted?.services.get(quotedServiceKey(l.service.id!, l.rim));
          const unitPriceCents = quoted ?? l.unitPriceCents;
          const d = discountOf((t) => t.services.serviceName(l.service), unitPriceCents, l.quantity, input.services?.[i]?.discount);
          return { ...l, unitPriceCents, ...d, lineTotalCents: unitPriceCents * l.quantity - d.discountCents };
        }),
        ...(input.freeLines ?? []).map((f) => {
          const d = discountOf(() => f.description, f.unitPriceCents, f.quantity, f.discount);
          return {
            service: { id: null, code: "", nameEs: f.description, nameEn: f.description, unit: "job" as const },
            rim: null,
            quantity: f.quantity,
            forTyreId: null,
            unitPriceCents: f.unitPriceCents,
            ...d,
            lineTotalCents: f.unitPriceCents * f.quantity - d.discountCents,
          };
        }),
      ],
    };
    const servicesCents = serviced.lines.reduce((a, l) => a + l.lineTotalCents, 0);
    const totals = {
      subtotalCents: tyreTotals.subtotalCents + servicesCents,
      totalDisposalCents: tyreTotals.totalDisposalCents,
      grandTotalCents: tyreTotals.grandTotalCents + servicesCents,
    };
    // A sale with the customer's tax details is a full invoice (F1, its own series); without
    // them it is simplified (F2), which the rules allow only up to a limit.
    const full = Boolean(input.customerTaxId && input.customerAddress);
    const fittingOfGoodsCents = serviced.lines.reduce((a, l) => a + (l.forTyreId != null ? l.lineTotalCents : 0), 0);
    const overLimit = fullInvoiceReason({
      goodsCents: tyreTotals.grandTotalCents,
      fittingOfGoodsCents,
      otherServicesCents: servicesCents - fittingOfGoodsCents,
    });
    if (!full && overLimit) throw new SaleError((t) => say(t.checkout.form, overLimit), "customerTaxId");
    const invoiceType: InvoiceType = full ? "F1" : "F2";
    const series = full ? INVOICE_SERIES.full : INVOICE_SERIES.simplified;
    const { year, seq, invoiceNumber, invoiceDate } = await takeInvoiceNumber(tx, series, now);
    // The customer's record, matched or created by phone, e-mail, tax id or plate (none for a walk-in).
    const customerId = await matchOrCreateCustomer(tx, {
      name: input.customerName,
      phone: input.customerPhone,
      email: input.customerEmail,
      taxId: input.customerTaxId,
      address: full ? input.customerAddress : null,
      plate: input.vehicleReg,
      tyreSize: priced[0] ? sizeLabel(priced[0].tyre) : null,
    });

    const [sale] = await tx
      .insert(sales)
      .values({
        invoiceNumber,
        invoiceSeries: series,
        invoiceYear: year,
        invoiceSeq: seq,
        invoiceType,
        invoiceDate,
        customerName: input.customerName,
        customerTaxId: full ? input.customerTaxId : null,
        customerAddress: full ? input.customerAddress : null,
        customerId,
        vehicleReg: input.vehicleReg,
        paymentMethod: input.paymentMethod,
        subtotalEur: centsToDecimal(totals.subtotalCents),
        totalDisposalEur: centsToDecimal(totals.totalDisposalCents),
        grandTotalEur: centsToDecimal(totals.grandTotalCents),
        notes: input.notes,
        // The reservation's deposit was paid on account (the lines the checkout showed).
        depositEur: centsToDecimal(amountDue(totals.grandTotalCents, depositCents).depositCents),
        ...sellerSnapshot(shop),
        // Who issued it, for the Z of its day (the server itself: nobody).
        soldBy: opts.actor?.id ? opts.actor.label : null,
        vatRatePercent: shop.vatRatePercent,
      })
      .returning();
    if (input.saleKey) await tx.update(saleSubmissions).set({ saleId: sale.id }).where(eq(saleSubmissions.key, input.saleKey));

    const items = !priced.length
      ? []
      : await tx
          .insert(saleItems)
          .values(
            priced.map(({ tyre: t, quantity, unitPriceCents, disposalFeeCents, discountCents, discountReason }) => ({
              saleId: sale.id,
              ...saleItemSnapshot(t.id, t, {
                quantity,
                unitPriceCents,
                disposalFeeCents,
                discountCents,
                discountReason,
                lineTotalCents: lineTotalCents(unitPriceCents, disposalFeeCents, quantity) - discountCents,
              }),
            })),
          )
          .returning();

    const serviceRows = await insertServiceLines(tx, sale.id, serviced.lines);

    for (const { tyre: t, quantity } of priced) {
      const left = t.quantity - quantity;
      // The collected reservation's units are no longer held; what it held and was not bought
      // goes back on sale. Units other reservations hold stay held.
      const mine = collected.get(t.id);
      const held = mine ? Math.max(0, t.heldQuantity - mine.quantity) : t.heldQuantity;
      await tx
        .update(tyres)
        .set(
          left === 0
            ? { quantity: 0, heldQuantity: 0, status: "sold", updatedAt: invoiceDate }
            : { quantity: left, heldQuantity: held, status: left > held ? "available" : "reserved", updatedAt: invoiceDate },
        )
        .where(eq(tyres.id, t.id));
    }
    if (collecting.length) {
      await tx
        .update(reservations)
        .set({ status: "collected", collectedAt: invoiceDate, saleId: sale.id, updatedAt: invoiceDate })
        .where(
          inArray(
            reservations.id,
            collecting.map((r) => r.id),
          ),
        );
    }

    await recordAudit(tx, {
      actor: opts.actor ?? SYSTEM_ACTOR,
      kind: "invoice",
      action: "invoice.issue",
      subject: invoiceNumber,
      // The customer by their record's id: the invoice itself keeps the legal copy of their details.
      summary: `${full ? "Full invoice" : "Invoice"} ${invoiceNumber} issued${forCustomer(customerId)}: ${formatEur(totals.grandTotalCents, "en")} (${priced.length} ${priced.length === 1 ? "line" : "lines"})`,
      after: {
        customerId,
        grandTotalCents: totals.grandTotalCents,
        lines: priced.map((p) => ({ tyreId: p.tyre.id, quantity: p.quantity, ...auditedDiscount(p) })),
        ...(serviced.lines.length
          ? {
              services: serviced.lines.map((l) => ({
                code: l.service.code || null,
                ...(l.service.id == null ? { description: l.service.nameEs, unitPriceCents: l.unitPriceCents } : {}),
                rim: l.rim,
                quantity: l.quantity,
                ...auditedDiscount(l),
              })),
            }
          : {}),
        ...(opts.approvedBy ? { discountsApprovedBy: opts.approvedBy } : {}),
      },
    });

    // Last, so everything it may read is written; a failure here rolls the whole sale back.
    await appendInvoiceRecord(tx, {
      saleId: sale.id,
      issuerNif: shop.nif,
      invoiceNumber,
      invoiceDate,
      invoiceType,
      totalCents: totals.grandTotalCents,
      taxCents: signedTaxFromInclusiveTotal(totals.grandTotalCents, shop.vatRatePercent).vatCents,
      recipient: full ? { nif: input.customerTaxId!, name: input.customerName } : null,
    });

    return { ...toInvoiceView(sale, sortItems(items, order)), services: serviceRows.map(toServiceLineView) };
  });
}

/**
 * Takes a sale's key for this transaction; when a committed sale already has it, that sale (as the
 * invoice it issued), so the caller answers with it and sells nothing.
 */
async function claimSaleKey(tx: Tx, key: string): Promise<InvoiceView | null> {
  const [claimed] = await tx.insert(saleSubmissions).values({ key }).onConflictDoNothing().returning({ key: saleSubmissions.key });
  if (claimed) return null;
  const [sent] = await tx.select({ saleId: saleSubmissions.saleId }).from(saleSubmissions).where(eq(saleSubmissions.key, key));
  const earlier = sent?.saleId != null ? await getSaleWithItems(tx, sent.saleId) : null;
  if (!earlier) throw new Error(`sale key ${key} is kept without its sale`);
  return earlier;
}

/** A line's discount as the audit log keeps it (nothing when there is none). */
const auditedDiscount = (l: { discountCents: number; discountReason: string | null }) =>
  l.discountCents ? { discountCents: l.discountCents, discountReason: l.discountReason } : {};

/**
 * Turns a line's posted discount into cents off it, refusing one that takes nothing or the whole
 * line, or (with a `limitPercent`: a counter without an owner's approval) more than the limit.
 * `label` names the line in the reader's language (a service's name is in two).
 */
function lineDiscounter(limitPercent: number | null) {
  return (label: Words, unitCents: number, quantity: number, d: LineDiscount | undefined) => {
    if (!d) return { discountCents: 0, discountReason: null };
    const cents = discountCents(unitCents, quantity, d);
    const goods = unitCents * quantity;
    const problem = discountProblem(goods, cents);
    if (problem)
      throw new SaleError(
        (t) => (problem === "whole" ? t.checkout.refusals.discountWhole(label(t)) : t.checkout.refusals.discountNothing(label(t))),
        "discount",
      );
    if (limitPercent != null && aboveLimit(goods, cents, limitPercent)) {
      const percent = discountPercent(goods, cents);
      throw new SaleError((t) => t.checkout.refusals.discountOverLimit(label(t), percent, limitPercent), "approval", "forbidden");
    }
    return { discountCents: cents, discountReason: d.reason };
  };
}

/**
 * Takes the next number of a series in the year of `now()` (Madrid), and the invoice date. The
 * series' counter row is locked until commit: numbers are handed out one invoice at a time, and
 * a rolled-back invoice gives its number back (no gaps). Take it last before the VERI*FACTU
 * chain head (lock order: stock and sale rows -> counter -> chain head).
 */
export async function takeInvoiceNumber(tx: Tx, series: InvoiceSeries, now: () => Date) {
  const started = now();
  const year = invoiceYear(started);
  const seq = await nextInSeries(tx, series, year);
  if (seq > MAX_INVOICE_SEQ) throw new SaleError((t) => t.checkout.refusals.seriesFull(`${series}${year}`));
  const invoiceNumber = formatInvoiceNumber(year, seq, series);
  // Dated after the counter lock so dates follow numbers; if the year turned while waiting,
  // keep the moment the invoice started (it still belongs to that year's series).
  const after = now();
  const invoiceDate = invoiceYear(after) === year ? after : started;
  return { year, seq, invoiceNumber, invoiceDate };
}

/** The reservation a sale collects, locked: it must be active and its tyre must be in the sale. */
async function lockReservationToCollect(tx: Tx, id: number, wanted: Map<string, number>) {
  const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
  if (!r) throw new SaleError((t) => t.checkout.refusals.reservationNotFound(id));
  const status = r.status;
  if (status !== "active")
    throw new SaleError((t) => t.checkout.refusals.reservationDone(id, t.checkout.refusals.reservationStatus[status] ?? status));
  if (!wanted.has(r.tyreId)) throw new SaleError((t) => t.checkout.refusals.reservationTyreMissing(r.tyreId, id));
  return r;
}

function sortItems(items: SaleItemRow[], order?: Map<string, number>): SaleItemRow[] {
  return [...items].sort((a, b) => (order ? order.get(a.tyreId)! - order.get(b.tyreId)! : a.id - b.id));
}

function toInvoiceSummary(s: SaleRow): InvoiceSummary {
  return {
    id: s.id,
    invoiceType: s.invoiceType as InvoiceType,
    customerTaxId: s.customerTaxId,
    customerAddress: s.customerAddress,
    rectifies:
      s.rectifiesSaleId != null && s.rectifiesInvoiceNumber && s.rectifiesInvoiceDate
        ? {
            id: s.rectifiesSaleId,
            invoiceNumber: s.rectifiesInvoiceNumber,
            invoiceDate: s.rectifiesInvoiceDate.toISOString(),
            reason: s.rectificationReason ?? "",
          }
        : null,
    rectifiedBy: [],
    replaces: [],
    replacedBy: null,
    cancellation: null,
    seller: {
      name: s.sellerName,
      legalName: s.sellerLegalName,
      nif: s.sellerNif,
      address: s.sellerAddress,
      phone: s.sellerPhone,
      email: s.sellerEmail,
    },
    vatRatePercent: s.vatRatePercent,
    invoiceNumber: s.invoiceNumber,
    invoiceDate: s.invoiceDate.toISOString(),
    customerName: s.customerName,
    vehicleReg: s.vehicleReg,
    paymentMethod: s.paymentMethod,
    subtotalCents: toCents(s.subtotalEur),
    totalDisposalCents: toCents(s.totalDisposalEur),
    grandTotalCents: toCents(s.grandTotalEur),
    depositCents: toCents(s.depositEur),
    notes: s.notes,
  };
}

function toItemView(i: SaleItemRow): InvoiceItemView {
  return {
    id: i.id,
    tyreId: i.tyreId,
    ...tyreDescription(i),
    inspectionRef: i.inspectionRef,
    inspectionBy: i.inspectionBy,
    quantity: i.quantity,
    unitPriceCents: toCents(i.unitPriceEur),
    disposalFeeCents: toCents(i.disposalFeeEurPerTyre),
    discountCents: toCents(i.discountEur),
    discountReason: i.discountReason,
    lineTotalCents: toCents(i.lineTotalEur),
    rectifiesItemId: i.rectifiesItemId,
  };
}

function toInvoiceView(s: SaleRow, items: SaleItemRow[], serviceLines: SaleServiceLineRow[] = []): InvoiceView {
  return { ...toInvoiceSummary(s), items: items.map(toItemView), services: serviceLines.map(toServiceLineView) };
}

export interface SalesPage {
  sales: InvoiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The conditions of an invoice search (app/domain/invoice-search.ts). */
function searchConditions(search: InvoiceSearch | undefined): SQL[] {
  if (!search) return [];
  const where: SQL[] = [];
  const terms = searchTerms(search.q);
  if (terms.text) {
    const like = `%${terms.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const either: SQL[] = [ilike(sales.invoiceNumber, like), ilike(sales.customerName, like)];
    if (terms.compact) {
      const compact = `%${terms.compact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      either.push(sql`upper(regexp_replace(coalesce(${sales.customerTaxId}, ''), '[[:space:].-]', '', 'g')) like ${compact}`);
      either.push(sql`upper(regexp_replace(coalesce(${sales.vehicleReg}, ''), '[[:space:].-]', '', 'g')) like ${compact}`);
      either.push(sql`upper(regexp_replace(${sales.invoiceNumber}, '[[:space:].-]', '', 'g')) like ${compact}`);
    }
    if (terms.phone) {
      // Sales keep no phone: the customer's number is on the reservation the sale collected.
      either.push(
        sql`exists (select 1 from ${reservations} where ${reservations.saleId} = ${sales.id} and regexp_replace(coalesce(${reservations.contactNumber}, ''), '[^0-9]', '', 'g') like ${`%${terms.phone}%`})`,
      );
    }
    where.push(or(...either)!);
  }
  if (search.from) where.push(gte(sales.invoiceDate, shopMidnight(search.from)));
  if (search.to) where.push(lt(sales.invoiceDate, shopMidnight(addDays(search.to, 1))));
  if (search.minCents != null) where.push(gte(sales.grandTotalEur, centsToDecimal(search.minCents)));
  if (search.maxCents != null) where.push(lte(sales.grandTotalEur, centsToDecimal(search.maxCents)));
  return where;
}

/**
 * The invoices whose money counts (decision 106): not a full invoice in place of simplified ones
 * (F3: those counted it) and not cancelled. For sums over `sales` (the dashboard's sold value).
 */
export const moneyCounted: SQL = sql`(${sales.invoiceType} <> 'F3' and not exists (select 1 from ${invoiceCancellations} where ${invoiceCancellations.saleId} = ${sales.id}))`;

/** Invoices of every series, newest first (by date, then id), one page at a time; `search` narrows them. */
export async function listSales(db: Db | Tx, opts: { page?: number; pageSize?: number; search?: InvoiceSearch } = {}): Promise<SalesPage> {
  const pageSize = Math.min(Math.max(Math.trunc(opts.pageSize ?? 25), 1), 200);
  const where = and(...searchConditions(opts.search));
  const [{ n }] = await db.select({ n: count() }).from(sales).where(where);
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(Math.trunc(opts.page ?? 1) || 1, 1), pageCount);
  const rows = await db
    .select()
    .from(sales)
    .where(where)
    .orderBy(desc(sales.invoiceDate), desc(sales.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const marks = await replacementAndCancellation(
    db,
    rows.map((r) => r.id),
  );
  return { sales: rows.map((r) => ({ ...toInvoiceSummary(r), ...marks(r.id) })), total, page, pageSize, pageCount };
}

/** Which of these invoices were replaced by a full one (F3) or cancelled: what their page and the list show. */
async function replacementAndCancellation(db: Db | Tx, ids: number[]) {
  // One query after the other: `db` may be a transaction, which holds one connection.
  const replaced = ids.length
    ? await db
        .select({ saleId: invoiceReplacements.replacedSaleId, id: sales.id, invoiceNumber: sales.invoiceNumber })
        .from(invoiceReplacements)
        .innerJoin(sales, eq(sales.id, invoiceReplacements.replacingSaleId))
        .where(inArray(invoiceReplacements.replacedSaleId, ids))
    : [];
  const cancelled = ids.length ? await db.select().from(invoiceCancellations).where(inArray(invoiceCancellations.saleId, ids)) : [];
  const by = new Map(replaced.map((r) => [r.saleId, { id: r.id, invoiceNumber: r.invoiceNumber }]));
  const gone = new Map(cancelled.map((c) => [c.saleId, { at: c.cancelledAt.toISOString(), by: c.cancelledBy, reason: c.reason }]));
  return (id: number) => ({ replacedBy: by.get(id) ?? null, cancellation: gone.get(id) ?? null });
}

/** One sale with its items, or null. */
export async function getSaleWithItems(db: Db | Tx, id: number): Promise<InvoiceView | null> {
  if (!isRowId(id)) return null;
  const [sale] = await db.select().from(sales).where(eq(sales.id, id));
  if (!sale) return null;
  const items = await db.select().from(saleItems).where(eq(saleItems.saleId, id)).orderBy(asc(saleItems.id));
  const serviceLines = await db.select().from(saleServiceLines).where(eq(saleServiceLines.saleId, id)).orderBy(asc(saleServiceLines.id));
  const rectifiedBy = await db
    .select({ id: sales.id, invoiceNumber: sales.invoiceNumber })
    .from(sales)
    .where(eq(sales.rectifiesSaleId, id))
    .orderBy(asc(sales.id));
  const replaces =
    sale.invoiceType === "F3"
      ? await db
          .select({ id: sales.id, invoiceNumber: sales.invoiceNumber, invoiceDate: sales.invoiceDate })
          .from(invoiceReplacements)
          .innerJoin(sales, eq(sales.id, invoiceReplacements.replacedSaleId))
          .where(eq(invoiceReplacements.replacingSaleId, id))
          .orderBy(asc(sales.invoiceDate), asc(sales.id))
      : [];
  const marks = (await replacementAndCancellation(db, [id]))(id);
  return {
    ...toInvoiceView(sale, items, serviceLines),
    rectifiedBy,
    replaces: replaces.map((r) => ({ ...r, invoiceDate: r.invoiceDate.toISOString() })),
    ...marks,
  };
}

/**
 * The VERI*FACTU QR for an issued invoice, or null when it cannot be drawn (the invoice still
 * shows; the failure is logged, since a printed invoice should carry the QR).
 */
export async function invoiceQrSvg(
  invoice: Pick<InvoiceView, "invoiceNumber" | "invoiceDate" | "grandTotalCents" | "seller">,
): Promise<string | null> {
  try {
    return await verifactuQrSvg({
      issuerNif: invoice.seller.nif,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: new Date(invoice.invoiceDate),
      totalCents: invoice.grandTotalCents,
    });
  } catch (e) {
    logger.error({ part: "invoice" }, `[invoice] QR for ${invoice.invoiceNumber} failed: ${(e as Error)?.message}`);
    return null;
  }
}
