// An issued invoice sent to the customer by e-mail: a short message in the customer's language and
// the invoice attached as a printable HTML page (inline styles only, so it prints the same in any
// browser or mail program), with the VERI*FACTU QR when there is one, and a line asking for a review
// when the shop has a reviews link. Pure: the caller passes the invoice as issued (its seller copy
// and IVA rate), never the shop's current settings; only the reviews link, which is not part of the
// invoice, is the shop's as it is when the message is sent.
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { invoiceDateTime, invoiceDay } from "~/lib/shop-clock";
import { amountDue, INVOICE_TYPE_TITLES, type InvoiceView, PAYMENT_METHOD_LABELS, signedTaxFromInclusiveTotal } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { escapeHtml, greetingName, type MailMessage } from "./reservation-mail";
import { serviceLineName } from "~/domain/services";
import { tyreLine } from "~/domain/tyre";

const cell = "padding:4px 6px;border-bottom:1px solid #e2e8f0;vertical-align:top";
const num = `${cell};text-align:right;white-space:nowrap`;

/** The invoice as a standalone printable HTML page in `locale`. */
export function invoiceHtml(invoice: InvoiceView, locale: Locale, qrSvg: string | null): string {
  const d = messages(locale).invoiceMail.doc;
  const eur = (c: number) => escapeHtml(formatEur(c, locale));
  const e = escapeHtml;
  const title = INVOICE_TYPE_TITLES[invoice.invoiceType][locale];
  const tax = signedTaxFromInclusiveTotal(invoice.grandTotalCents, invoice.vatRatePercent);
  const due = amountDue(invoice.grandTotalCents, invoice.depositCents);
  const s = invoice.seller;
  const tyreRows = invoice.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${e(tyreLine(i))}</td><td style="${num}">${i.quantity}</td><td style="${num}">${eur(i.unitPriceCents)}</td><td style="${num}">${eur(i.disposalFeeCents)}</td><td style="${num}">${eur(i.lineTotalCents)}</td></tr>`,
    )
    .join("\n");
  const serviceRows = invoice.services
    .map(
      (l) =>
        `<tr><td style="${cell}">${e(serviceLineName(l, locale))}</td><td style="${num}">${l.quantity}</td><td style="${num}">${eur(l.unitPriceCents)}</td><td style="${num}"></td><td style="${num}">${eur(l.lineTotalCents)}</td></tr>`,
    )
    .join("\n");
  const head = `<tr><th style="${cell};text-align:left">${e(d.description)}</th><th style="${num}">${e(d.quantity)}</th><th style="${num}">${e(d.unitPrice)}</th><th style="${num}">${e(d.disposal)}</th><th style="${num}">${e(d.amount)}</th></tr>`;
  const section = (label: string, rows: string) =>
    rows ? `<tr><td colspan="5" style="${cell};font-weight:bold;background:#f8fafc">${e(label)}</td></tr>\n${rows}` : "";
  const totals: [string, string][] = [
    [d.base, eur(tax.baseCents)],
    [d.vat(invoice.vatRatePercent), eur(tax.vatCents)],
    [d.total, eur(invoice.grandTotalCents)],
  ];
  if (due.depositCents > 0) totals.push([d.deposit, eur(-due.depositCents)], [d.due, eur(due.dueCents)]);
  totals.push([d.payment, e(PAYMENT_METHOD_LABELS[invoice.paymentMethod][locale])]);
  const customer = [invoice.customerName, invoice.customerTaxId && `${d.taxId}: ${invoice.customerTaxId}`, invoice.customerAddress]
    .filter(Boolean)
    .map((x) => e(x as string))
    .join("<br>");
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(`${title} ${invoice.invoiceNumber}`)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#0f172a;max-width:760px;margin:16px auto;padding:0 12px">
${qrSvg ? `<div style="width:128px;height:128px">${qrSvg}</div><p style="font-size:11px;margin:4px 0 12px">VERI*FACTU</p>` : ""}
<h1 style="font-size:20px;margin:0 0 4px">${e(title)}</h1>
<p style="margin:0 0 12px">${e(d.number)}: <strong>${e(invoice.invoiceNumber)}</strong> · ${e(d.date)}: ${e(invoiceDateTime.format(new Date(invoice.invoiceDate)))}</p>
<table style="width:100%;border-collapse:collapse;margin-bottom:12px"><tr>
<td style="vertical-align:top;width:50%"><strong>${e(d.seller)}</strong><br>${e(s.legalName)}<br>${e(d.taxId)}: ${e(s.nif)}<br>${e(s.address)}<br>${e(s.phone)} · ${e(s.email)}</td>
<td style="vertical-align:top"><strong>${e(d.customer)}</strong><br>${customer}${invoice.vehicleReg ? `<br>${e(d.vehicle)}: ${e(invoice.vehicleReg)}` : ""}</td>
</tr></table>
${invoice.rectifies ? `<p>${e(d.rectifies(invoice.rectifies.invoiceNumber, invoice.rectifies.reason))}</p>` : ""}
<table style="width:100%;border-collapse:collapse">
<thead>${head}</thead>
<tbody>
${section(d.tyres, tyreRows)}
${section(d.services, serviceRows)}
</tbody></table>
<table style="margin:12px 0 0 auto;border-collapse:collapse">
${totals.map(([k, v]) => `<tr><td style="${cell}">${e(k)}</td><td style="${num};font-weight:bold">${v}</td></tr>`).join("\n")}
</table>
<p style="font-size:11px;color:#475569">${e(d.pricesInclude)}</p>
</body></html>
`;
}

/**
 * The message that carries the invoice to `to`, in `locale`; one per invoice, address and `sendKey`.
 * `reviewUrl` is the shop's reviews link as it is now (not part of the invoice): one line asks for
 * a review when the shop has one ("" for none).
 */
export function invoiceMail(
  invoice: InvoiceView,
  to: string,
  locale: Locale,
  qrSvg: string | null,
  sendKey: string,
  reviewUrl = "",
): MailMessage {
  const m = messages(locale).invoiceMail;
  const date = invoiceDay.format(new Date(invoice.invoiceDate));
  const e = escapeHtml;
  const plain = (text: string) => ({ text, html: e(text).replace(/\n/g, "<br>\n") });
  const paragraphs = [
    plain(m.greeting(greetingName(invoice.customerName))),
    plain(m.intro(invoice.invoiceNumber, date)),
    plain(`${m.total}: ${formatEur(invoice.grandTotalCents, locale)}`),
    plain(m.thanks),
    ...(reviewUrl ? [{ text: `${m.review} ${reviewUrl}`, html: `${e(m.review)} <a href="${e(reviewUrl)}">${e(reviewUrl)}</a>` }] : []),
    plain(`${m.signature}\n${invoice.seller.name}\n${invoice.seller.phone}`),
  ];
  const text = paragraphs.map((p) => p.text).join("\n\n") + "\n";
  const html = `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">\n${paragraphs
    .map((p) => `<p>${p.html}</p>`)
    .join("\n")}\n</body></html>\n`;
  return {
    dedupeKey: `invoice:${invoice.id}:mail:${to}:${sendKey}`,
    to,
    subject: m.subject(invoice.invoiceNumber, invoice.seller.name),
    text,
    html,
    attachments: [
      {
        filename: m.attachmentName(invoice.invoiceNumber),
        contentType: "text/html; charset=utf-8",
        content: invoiceHtml(invoice, locale, qrSvg),
      },
    ],
  };
}
