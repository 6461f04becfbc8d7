// The reservation e-mails, as plain text and simple HTML: the shop's notice of a new online
// reservation (in the language of the shop's owners, texts in app/i18n/staff/*/mail.ts), the customer's confirmation in the language of the
// page they reserved on, and the shop's one-line notices of an expired or customer-cancelled hold.
// Pure: the caller passes the shop's settings (as they are when the message is queued), the
// reservation, the tyre and the links.
import { mailDateTime } from "~/lib/shop-clock";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { staffMessages } from "~/i18n/staff";
import { openingHoursRows } from "~/i18n/opening-hours";
import { type Cents, formatEur } from "~/domain/money";
import { fullAddress, type ShopSettings } from "~/domain/shop-settings";
import { type TyreDescription, tyreLine, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";

export interface MailMessage {
  /** One event queues one message: a second attempt to queue the same key is ignored. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an appointment's calendar entry). */
  attachments?: MailAttachment[];
}

/** A file sent with a message: its name, type and content as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailTyre extends TyreDescription {
  id: string;
  unitPriceCents: Cents;
}

export interface MailReservation {
  id: number;
  clientName: string;
  contactNumber: string | null;
  email: string | null;
  vehicleReg: string | null;
  notes: string | null;
  holdUntil: Date | null;
  /** Units held (1 when left out). */
  quantity?: number;
}

/** "jueves, 26 de noviembre de 2026, 15:04" / "Thursday, 26 November 2026 at 15:04", shop time. */
export const formatHoldUntil = mailDateTime;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * The name the customer typed, as the greeting of the e-mail sent to the address they typed: the
 * reservation is not verified, so the shop's e-mail must not carry anything else they wrote. Only
 * a name-like text (letters, spaces, apostrophes, hyphens, a dot after an initial) up to 60
 * characters is kept; anything a mail program could turn into a link (a dot before a letter,
 * "www", "://", "@", digits) leaves the greeting without a name.
 */
export function greetingName(name: string): string | null {
  const n = name.trim().replace(/\s+/g, " ");
  if (n.length === 0 || n.length > 60) return null;
  if (!/^[\p{L}\p{M}' .-]+$/u.test(n)) return null;
  if (/\.\p{L}/u.test(n) || /www/i.test(n)) return null;
  return n;
}

/** A text block per paragraph; the HTML wraps each in <p>, lines kept with <br>, links made clickable. */
export function render(paragraphs: string[], links: Record<string, string> = {}): { text: string; html: string } {
  const text = paragraphs.join("\n\n") + "\n";
  const body = paragraphs
    .map((p) => {
      let h = escapeHtml(p).replace(/\n/g, "<br>\n");
      for (const url of Object.values(links)) {
        const e = escapeHtml(url);
        h = h.replace(e, `<a href="${e}">${e}</a>`);
      }
      return `<p>${h}</p>`;
    })
    .join("\n");
  const html = `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">\n${body}\n</body></html>\n`;
  return { text, html };
}

/** The shop's notice of a new online reservation, in `locale` (the language of the shop's owners: shopMailLocale). */
export function shopNewReservationMail(
  shop: ShopSettings,
  r: MailReservation,
  t: MailTyre,
  links: { reservations: string },
  locale: Locale = "en",
): MailMessage {
  const w = staffMessages(locale).mail.shop.newReservation;
  const details = [
    `${w.customer}: ${r.clientName}`,
    `${w.phone}: ${r.contactNumber ?? "-"}`,
    `${w.email}: ${r.email ?? "-"}`,
    `${w.vehicleReg}: ${r.vehicleReg ?? "-"}`,
  ];
  const tyre = [
    w.tyre(t.id, tyreName(t)),
    `${w.units}: ${r.quantity ?? 1}`,
    `${w.size}: ${sizeLabel(t)} ${t.loadIndex}${t.speedRating}`,
    `${w.condition}: ${w.conditions[t.condition]}`,
    w.price(formatEur(t.unitPriceCents, locale)),
  ];
  const paragraphs = [
    w.intro(r.id),
    details.join("\n"),
    tyre.join("\n"),
    ...(r.notes ? [`${w.notes}: ${r.notes}`] : []),
    ...(r.holdUntil ? [w.heldUntil(formatHoldUntil(r.holdUntil, locale))] : []),
    `${w.all}: ${links.reservations}`,
  ];
  return {
    dedupeKey: `reservation:${r.id}:shop-new`,
    to: shop.email,
    subject: w.subject(t.id, sizeLabel(t), r.clientName),
    ...render(paragraphs, links),
  };
}

export function customerConfirmationMail(
  shop: ShopSettings,
  r: MailReservation & { email: string; holdUntil: Date },
  t: MailTyre,
  locale: Locale,
  links: { cancel: string },
): MailMessage {
  const m = messages(locale);
  const mm = m.reservationMail;
  const paragraphs = [
    mm.greeting(greetingName(r.clientName)),
    mm.intro,
    [
      tyreLine(t),
      mm.units(r.quantity ?? 1),
      `${mm.condition}: ${m.condition[t.condition]}`,
      `${mm.price}: ${formatEur(t.unitPriceCents, locale)} ${m.tyreCard.perUnit}`,
      `${mm.code}: ${t.id}`,
    ].join("\n"),
    mm.heldUntil(formatHoldUntil(r.holdUntil, locale)),
    mm.deposit(formatEur(shop.depositCents, locale)),
    `${mm.whereTitle}\n${shop.name}\n${fullAddress(shop)}\n${shop.phone}`,
    `${mm.hoursTitle}\n${openingHoursRows(shop, locale)
      .map((h) => `${h.days}: ${h.time}`)
      .join("\n")}`,
    `${mm.cancel}\n${links.cancel}`,
    `${mm.signature}\n${shop.name}`,
  ];
  return {
    dedupeKey: `reservation:${r.id}:customer-confirmation`,
    to: r.email,
    subject: mm.subject(`${tyreName(t)} ${sizeLabel(t)}`),
    ...render(paragraphs, links),
  };
}

/** The shop's one line when a hold ends without the shop's doing: expired, or cancelled by the customer; in `locale` (shopMailLocale). */
export function shopReservationEndedMail(
  shop: Pick<ShopSettings, "email">,
  r: Pick<MailReservation, "id" | "clientName">,
  t: Pick<MailTyre, "id" | "brand" | "model" | "width" | "aspect" | "rim">,
  how: "expired" | "cancelled-by-customer",
  tyreAvailable: boolean,
  locale: Locale = "en",
): MailMessage {
  const w = staffMessages(locale).mail.shop.ended;
  const expired = how === "expired";
  const line = w.line(r.id, r.clientName, `${t.id}, ${tyreName(t)} ${sizeLabel(t)}`, expired, tyreAvailable);
  return {
    dedupeKey: `reservation:${r.id}:shop-${how}`,
    to: shop.email,
    subject: expired ? w.subjectExpired(t.id, r.clientName) : w.subjectCancelled(t.id, r.clientName),
    ...render([line]),
  };
}
