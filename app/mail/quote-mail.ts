// A quote sent to its customer by e-mail: a short message in the customer's language with the
// quote's number, total, validity and its link (where the customer sees it whole and answers).
// One message per quote revision and address: sending the same revision again queues nothing more.
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { formatEur } from "~/domain/money";
import { escapeHtml, greetingName, type MailMessage } from "./reservation-mail";

export interface QuoteMailInput {
  id: number;
  number: string;
  revision: number;
  customerName: string;
  totalCents: number;
  /** The validity date as the customer reads it ("14 de diciembre de 2026"). */
  validUntil: string;
  link: string;
  shop: { name: string; phone: string };
}

export function quoteMail(q: QuoteMailInput, to: string, locale: Locale): MailMessage {
  const m = messages(locale).quoteMail;
  const e = escapeHtml;
  const plain = (text: string) => ({ text, html: e(text).replace(/\n/g, "<br>\n") });
  const paragraphs = [
    plain(m.greeting(greetingName(q.customerName))),
    { text: `${m.intro(q.number)}\n${q.link}`, html: `${e(m.intro(q.number))}<br>\n<a href="${e(q.link)}">${e(q.link)}</a>` },
    plain(`${m.total}: ${formatEur(q.totalCents, locale)}\n${m.validUntil(q.validUntil)}`),
    plain(m.questions),
    plain(`${m.signature}\n${q.shop.name}\n${q.shop.phone}`),
  ];
  const text = paragraphs.map((p) => p.text).join("\n\n") + "\n";
  const html = `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">\n${paragraphs
    .map((p) => `<p>${p.html}</p>`)
    .join("\n")}\n</body></html>\n`;
  return { dedupeKey: `quote:${q.id}:rev:${q.revision}:mail:${to}`, to, subject: m.subject(q.number, q.shop.name), text, html };
}
