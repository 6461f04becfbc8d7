// The till's end of day ("cierre de caja"): what the day's invoices and deposits add up to, by
// payment method, and the cash the drawer should hold. Pure and browser-safe: the server feeds it
// the day's rows, the screen shows its figures, and a closed day keeps a copy of them.
//
// Rules:
// - Each closed day has a Z report ("cierre Z") numbered in its own gap-free series per year of the
//   day: Z-2026-0001. Reopening and closing it again makes revision 2 of the same number.
// - A sale's money taken at the till is its total less the deposit paid on account when the
//   customer reserved (that deposit was taken on the day of the reservation, as a deposit).
// - A rectifying invoice (a return) pays money back by its refund method: its total is negative.
// - A full invoice in place of simplified ones (F3) carries no new money: the simplified invoices
//   it replaces counted theirs on their days. It counts as a replacement, nothing else.
// - A cancelled invoice (anulación) takes no money: it counts as cancelled on the day it was issued
//   (it can only be cancelled while that day is open), nothing else.
// - Deposits are taken and returned in cash at the counter: they count in the drawer.
// - Expected cash = opening float + cash taken for sales + deposits taken - cash refunded -
//   deposits returned. The difference is counted - expected (negative: cash is missing).
// - The card terminal's own total, typed at closing, is compared with the till's card money (taken
//   less refunded by card); any difference is flagged, and when the terminal holds more than the
//   till, the likely cause is a card payment keyed as cash.
import { z } from "zod";
import { isRectifyingType } from "./returns";
import { isCalendarDate } from "./field-rules";
import type { PaymentMethod } from "./invoice";
import { parseCents, type Cents } from "./money";
import { optionalText, requiredText, textField } from "~/lib/form";

export const DAY_PAYMENT_METHODS = ["cash", "card", "transfer"] as const satisfies readonly PaymentMethod[];

/** One invoice of the day as the end of day reads it. */
export interface DayInvoice {
  invoiceType: string;
  paymentMethod: PaymentMethod;
  grandTotalCents: Cents;
  depositCents: Cents;
  /** Of the total, what its service lines (fitting, balancing...) come to; the rest is tyres. */
  servicesCents: Cents;
  /** What was taken off its lines at the till (discounts, IVA included), already out of its total. */
  discountCents?: Cents;
  /** Who issued it (the e-mail they signed in with; null: not recorded). */
  seller?: string | null;
  /** Cancelled as issued in error (anulación): counted, its money not. */
  cancelled?: boolean;
}

/** What one member of staff sold that day (a seller of null: sales made before sellers were recorded). */
export interface SellerFigures {
  seller: string | null;
  invoiceCount: number;
  returnCount: number;
  /** Money taken for their sales, by payment method (totals less deposits paid on account). */
  takenByMethod: Record<PaymentMethod, Cents>;
  /** Money they paid back for returns, by refund method (positive amounts). */
  refundedByMethod: Record<PaymentMethod, Cents>;
}

export interface DayFigures {
  /** Invoices issued that day (simplified and full), and rectifying invoices (returns). */
  invoiceCount: number;
  returnCount: number;
  /** Full invoices issued that day in place of simplified ones (F3, no money), and invoices of the day cancelled. */
  replacementCount: number;
  cancelledCount: number;
  /** Sum of the invoices' totals (before deposits), split into tyres and services. */
  salesCents: Cents;
  tyresCents: Cents;
  servicesCents: Cents;
  /** Money taken at the till for sales, by payment method (totals less deposits paid on account). */
  takenByMethod: Record<PaymentMethod, Cents>;
  /** Money paid back for returns, by refund method (positive amounts). */
  refundedByMethod: Record<PaymentMethod, Cents>;
  /** Deposits on account used by the day's sales (taken on earlier days or the same day). */
  depositsUsedCents: Cents;
  /**
   * Discounts given at the till on the day's sales (IVA included), already out of their totals, and
   * how many of the day's invoices carry one. Absent from closings made before they were kept.
   */
  discountsCents?: Cents;
  discountedInvoiceCount?: number;
  /**
   * Reservation deposits received that day in cash, and cash deposits to be returned for
   * reservations ended that day (the drawer's); deposits paid by card or transfer are apart.
   */
  depositsTakenCents: Cents;
  depositsReturnedCents: Cents;
  /** Deposits paid (and to be returned) by card or transfer: the card terminal counts the card ones. */
  depositsOtherMethods: { taken: Record<"card" | "transfer", Cents>; returned: Record<"card" | "transfer", Cents> };
  /** Per member of staff, by the e-mail they signed in with, in alphabetical order. */
  bySeller: SellerFigures[];
}

/** A day's figures as a closing stored them: closings before the numbered Z lack the newer fields. */
export type StoredDayFigures = Omit<DayFigures, "replacementCount" | "cancelledCount" | "bySeller" | "depositsOtherMethods"> &
  Partial<Pick<DayFigures, "replacementCount" | "cancelledCount" | "bySeller" | "depositsOtherMethods">>;

/** The deposits of a day by the method they were paid with (a deposit without one was cash). */
export interface DayDeposits {
  taken: Record<PaymentMethod, Cents>;
  returned: Record<PaymentMethod, Cents>;
}

const noOtherDeposits = () => ({ taken: { card: 0, transfer: 0 }, returned: { card: 0, transfer: 0 } });

const zeroByMethod = (): Record<PaymentMethod, Cents> => ({ cash: 0, card: 0, transfer: 0 });

/** The day's figures from its invoices and the deposits taken and returned that day. */
export function dayFigures(invoices: readonly DayInvoice[], deposits: DayDeposits): DayFigures {
  const f: DayFigures = {
    invoiceCount: 0,
    returnCount: 0,
    replacementCount: 0,
    cancelledCount: 0,
    salesCents: 0,
    tyresCents: 0,
    servicesCents: 0,
    takenByMethod: zeroByMethod(),
    refundedByMethod: zeroByMethod(),
    depositsUsedCents: 0,
    depositsTakenCents: deposits.taken.cash,
    depositsReturnedCents: deposits.returned.cash,
    depositsOtherMethods: {
      taken: { card: deposits.taken.card, transfer: deposits.taken.transfer },
      returned: { card: deposits.returned.card, transfer: deposits.returned.transfer },
    },
    bySeller: [],
  };
  let discountsCents = 0;
  let discountedInvoiceCount = 0;
  const sellers = new Map<string | null, SellerFigures>();
  const sellerOf = (seller: string | null) => {
    let s = sellers.get(seller);
    if (!s) {
      s = { seller, invoiceCount: 0, returnCount: 0, takenByMethod: zeroByMethod(), refundedByMethod: zeroByMethod() };
      sellers.set(seller, s);
    }
    return s;
  };
  for (const inv of invoices) {
    if (inv.cancelled) {
      f.cancelledCount += 1;
      continue;
    }
    if (inv.invoiceType === "F3") {
      f.replacementCount += 1;
      continue;
    }
    const seller = sellerOf(inv.seller ?? null);
    if (isRectifyingType(inv.invoiceType)) {
      f.returnCount += 1;
      f.refundedByMethod[inv.paymentMethod] += -inv.grandTotalCents;
      seller.returnCount += 1;
      seller.refundedByMethod[inv.paymentMethod] += -inv.grandTotalCents;
      continue;
    }
    seller.invoiceCount += 1;
    seller.takenByMethod[inv.paymentMethod] += inv.grandTotalCents - inv.depositCents;
    f.invoiceCount += 1;
    f.salesCents += inv.grandTotalCents;
    f.servicesCents += inv.servicesCents;
    f.tyresCents += inv.grandTotalCents - inv.servicesCents;
    f.depositsUsedCents += inv.depositCents;
    f.takenByMethod[inv.paymentMethod] += inv.grandTotalCents - inv.depositCents;
    if (inv.discountCents) {
      discountsCents += inv.discountCents;
      discountedInvoiceCount += 1;
    }
  }
  f.discountsCents = discountsCents;
  f.discountedInvoiceCount = discountedInvoiceCount;
  // Named sellers in alphabetical order, the unrecorded ones last.
  f.bySeller = [...sellers.values()].sort((a, b) => (a.seller == null ? 1 : b.seller == null ? -1 : a.seller.localeCompare(b.seller)));
  return f;
}

/** A cash difference up to this much (either way) closes without a word; beyond it the notes must say what happened. */
export const CASH_TOLERANCE_CENTS = 100;

/** Whether a closing with this cash difference needs a note to close. */
export function differenceNeedsNote(differenceCents: Cents, notes: string | null | undefined): boolean {
  return Math.abs(differenceCents) > CASH_TOLERANCE_CENTS && !notes?.trim();
}

/** The cash the drawer should hold at the end of the day. */
export function expectedCashCents(figures: DayFigures, openingFloatCents: Cents): Cents {
  return (
    openingFloatCents +
    figures.takenByMethod.cash +
    figures.depositsTakenCents -
    figures.refundedByMethod.cash -
    figures.depositsReturnedCents
  );
}

/** Net money of the day by method: taken less refunded. */
export function netByMethod(figures: DayFigures): Record<PaymentMethod, Cents> {
  const net = zeroByMethod();
  for (const m of DAY_PAYMENT_METHODS) net[m] = figures.takenByMethod[m] - figures.refundedByMethod[m];
  return net;
}

/** Whether two readings of a day's figures agree (a closed day's copy and the day read now). */
export function sameFigures(a: DayFigures, b: DayFigures): boolean {
  const flat = (f: DayFigures) => [
    f.invoiceCount,
    f.returnCount,
    f.replacementCount,
    f.cancelledCount,
    f.salesCents,
    f.tyresCents,
    f.servicesCents,
    f.depositsUsedCents,
    f.depositsTakenCents,
    f.depositsReturnedCents,
    ...(["taken", "returned"] as const).flatMap((k) => [f.depositsOtherMethods[k].card, f.depositsOtherMethods[k].transfer]),
    ...DAY_PAYMENT_METHODS.flatMap((m) => [f.takenByMethod[m], f.refundedByMethod[m]]),
  ];
  const fa = flat(a);
  return flat(b).every((v, i) => v === fa[i]);
}

/** A Z report's number: Z-<year of the day>-<sequence, at least 4 digits>. */
export function formatZNumber(year: number, seq: number): string {
  return `Z-${year}-${String(seq).padStart(4, "0")}`;
}

/** The year whose Z series a day belongs to (its calendar year, whenever it is closed). */
export function zYearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** A stored closing's figures with the fields closings before the numbered Z did not keep (zero, no sellers). */
export function withNewerFields(f: StoredDayFigures): DayFigures {
  return {
    ...f,
    replacementCount: f.replacementCount ?? 0,
    cancelledCount: f.cancelledCount ?? 0,
    bySeller: f.bySeller ?? [],
    depositsOtherMethods: f.depositsOtherMethods ?? noOtherDeposits(),
  };
}

/** The card terminal's total against the till's card money. */
export interface CardCheck {
  /** What the till recorded by card: taken less refunded. */
  tillCardCents: Cents;
  terminalCents: Cents;
  /** Terminal - till (positive: the terminal holds more than the till recorded by card). */
  differenceCents: Cents;
  /** Any difference at all is shown in red: both sums are exact to the cent. */
  flagged: boolean;
  /** The terminal holds more than the till: most likely a card payment keyed as cash. */
  keyedAsCashHint: boolean;
}

/** Compares the card terminal's total with the day's card money; null when no total was typed. */
export function cardCheck(figures: DayFigures, terminalCents: Cents | null): CardCheck | null {
  if (terminalCents == null) return null;
  // The terminal also took the deposits paid by card (and paid back those returned by card).
  const deposits = figures.depositsOtherMethods ?? noOtherDeposits();
  const tillCardCents = figures.takenByMethod.card - figures.refundedByMethod.card + deposits.taken.card - deposits.returned.card;
  const differenceCents = terminalCents - tillCardCents;
  return { tillCardCents, terminalCents, differenceCents, flagged: differenceCents !== 0, keyedAsCashHint: differenceCents > 0 };
}

const MAX_DRAWER_CENTS = 10_000_000; // 100,000.00 EUR: anything above is a typo.

/** The end-of-day forms' messages; the staff catalogue gives them (app/i18n/staff/{es,en}/end-of-day.ts). */
export interface EndOfDayMessages {
  missing: (field: "openingFloat" | "countedCash") => string;
  badMoney: (field: "openingFloat" | "countedCash") => string;
  day: string;
  notesTooLong: string;
  badCardTerminal: string;
  reasonMissing: string;
  reasonTooLong: string;
}

const drawerMoney = (field: "openingFloat" | "countedCash", m: EndOfDayMessages) =>
  textField().transform((v, ctx) => {
    if (v === "") {
      ctx.addIssue({ code: "custom", message: m.missing(field) });
      return z.NEVER;
    }
    const cents = parseCents(v);
    if (cents == null || cents < 0 || cents > MAX_DRAWER_CENTS) {
      ctx.addIssue({ code: "custom", message: m.badMoney(field) });
      return z.NEVER;
    }
    return cents;
  });

/** The card terminal's total: empty when the shop has no terminal (or did not read it). */
const terminalMoney = (m: EndOfDayMessages) =>
  textField().transform((v, ctx) => {
    if (v === "") return null;
    const cents = parseCents(v);
    if (cents == null || cents < 0 || cents > MAX_DRAWER_CENTS) {
      ctx.addIssue({ code: "custom", message: m.badCardTerminal });
      return z.NEVER;
    }
    return cents;
  });

const dayField = (m: EndOfDayMessages) => textField().refine(isCalendarDate, m.day);

/** Closing a day: which day, the float the drawer started with, the cash counted, the card terminal's total, a note. */
export function closeDaySchemaIn(m: EndOfDayMessages) {
  return z.object({
    day: dayField(m),
    openingFloat: drawerMoney("openingFloat", m),
    countedCash: drawerMoney("countedCash", m),
    cardTerminal: terminalMoney(m),
    notes: optionalText(500, m.notesTooLong),
  });
}
export type CloseDayInput = z.output<ReturnType<typeof closeDaySchemaIn>>;

/** Reopening a closed day (the owner's): which day, and why. */
export const reopenDaySchemaIn = (m: EndOfDayMessages) =>
  z.object({ day: dayField(m), reason: requiredText(500, m.reasonMissing, m.reasonTooLong) });
export type ReopenDayInput = z.output<ReturnType<typeof reopenDaySchemaIn>>;
