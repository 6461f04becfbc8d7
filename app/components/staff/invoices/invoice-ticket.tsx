// The invoice laid out for an 80 mm thermal roll (/invoices/:id?ticket=1): the same issued invoice
// as invoice-document.tsx, in one narrow column, keeping its legal content: the seller and NIF,
// the title, number and date, the recipient, each line, the totals with the IVA breakdown, the
// payment method, what it rectifies, replaces or how it was cancelled, and the VERI*FACTU QR with
// its legend. Printed in Spanish; printed by an English-speaking account, each label is followed by
// its English (decision 093). Printing it shows the ticket alone on an 80 mm page (invoice-ticket.css).
import { LineDiscountNote } from "./line-discount-note";
import {
  amountDue,
  formatInvoiceDate,
  formatInvoiceDateTime,
  INVOICE_TYPE_TITLES,
  type InvoiceView,
  PAYMENT_METHOD_LABELS,
  signedTaxFromInclusiveTotal,
} from "~/domain/invoice";
import { isRectifyingType } from "~/domain/returns";
import { serviceLineName } from "~/domain/services";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { eur, useInvoiceLabels } from "./invoice-labels";
import "~/components/ui/print-root.css";
import "./invoice-ticket.css";

/** A label and its figure on one line of the roll. */
function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? "text-[1.15em] font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="shrink-0 whitespace-nowrap text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function InvoiceTicket({ invoice, qrSvg }: { invoice: InvoiceView; qrSvg?: string | null }) {
  const { english, both, l, own, es, en } = useInvoiceLabels();
  const tax = signedTaxFromInclusiveTotal(invoice.grandTotalCents, invoice.vatRatePercent);
  const due = amountDue(invoice.grandTotalCents, invoice.depositCents);
  const title = INVOICE_TYPE_TITLES[invoice.invoiceType];
  const rectifying = isRectifyingType(invoice.invoiceType);
  const seller = invoice.seller;
  const payment = PAYMENT_METHOD_LABELS[invoice.paymentMethod];
  return (
    <article
      className="print-root ticket-print-root mx-auto w-[80mm] max-w-full bg-white px-3 py-4 font-mono text-[11px] leading-snug text-black"
      aria-label={own.invoice(invoice.invoiceNumber)}
      data-testid="invoice-ticket"
    >
      <header className="text-center" data-testid="ticket-seller">
        <p className="text-[1.3em] font-bold">{seller.name}</p>
        <p>{seller.legalName}</p>
        <p>NIF: {seller.nif}</p>
        <p>{seller.address}</p>
        <p>{seller.phone}</p>
      </header>
      <hr className="ticket-rule" />
      <p className="text-center font-bold" data-testid="ticket-title">
        {both(title.es, title.en)}
      </p>
      {invoice.cancellation && (
        <p className="my-1 border-2 border-black text-center text-[1.3em] font-extrabold tracking-widest" data-testid="ticket-cancelled">
          {both(es.cancelledStamp, en.cancelledStamp)}
        </p>
      )}
      <dl>
        <Row label={l("number")} value={invoice.invoiceNumber} testId="ticket-number" />
        <Row label={l("date")} value={formatInvoiceDateTime(invoice.invoiceDate)} />
      </dl>
      {invoice.rectifies && (
        <p className="mt-1">
          {l("rectifies")} {invoice.rectifies.invoiceNumber} {l("of")} {formatInvoiceDate(invoice.rectifies.invoiceDate)}. {l("reason")}:{" "}
          {invoice.rectifies.reason}
        </p>
      )}
      {invoice.replaces.length > 0 && (
        <p className="mt-1">
          {l("replaces")}: {invoice.replaces.map((r) => `${r.invoiceNumber} (${formatInvoiceDate(r.invoiceDate)})`).join(", ")}
        </p>
      )}
      {invoice.cancellation && (
        <p className="mt-1">
          {l("cancelledOn")} {formatInvoiceDate(invoice.cancellation.at)}. {l("reason")}: {invoice.cancellation.reason}
        </p>
      )}
      {(invoice.customerTaxId || invoice.customerName) && (
        <div className="mt-1">
          <p>
            {l(invoice.customerTaxId ? "recipient" : "customer")}: {invoice.customerName}
          </p>
          {invoice.customerTaxId && <p>NIF: {invoice.customerTaxId}</p>}
          {invoice.customerAddress && <p>{invoice.customerAddress}</p>}
          {invoice.vehicleReg && (
            <p>
              {l("vehicleReg")}: {invoice.vehicleReg}
            </p>
          )}
        </div>
      )}
      <hr className="ticket-rule" />
      <ul aria-label={l("item")}>
        {invoice.items.map((i) => (
          <li key={i.id} className="py-0.5" data-testid="ticket-line">
            <p>
              {sizeLabel(i)} {i.loadIndex}
              {i.speedRating} {tyreName(i)}
            </p>
            <p className="flex justify-between gap-2 tabular-nums">
              {/* NFU alone: the totals below name it in full in both languages. */}
              <span>
                <span className="whitespace-nowrap">
                  {i.quantity} × {eur(i.unitPriceCents)}
                </span>{" "}
                <span className="whitespace-nowrap">
                  + {es.disposal} {eur(i.disposalFeeCents)}
                </span>
              </span>
              <span className="shrink-0 whitespace-nowrap">{eur(i.lineTotalCents)}</span>
            </p>
            <LineDiscountNote line={i} />
          </li>
        ))}
        {invoice.services.map((s) => (
          <li key={s.id} className="py-0.5" data-testid="ticket-service-line">
            <p>
              {serviceLineName(s, "es")}
              {english && s.nameEn !== s.nameEs && ` / ${serviceLineName(s, "en")}`}
            </p>
            <p className="flex justify-between gap-2 tabular-nums">
              <span>
                {s.quantity} × {eur(s.unitPriceCents)}
              </span>
              <span className="shrink-0 whitespace-nowrap">{eur(s.lineTotalCents)}</span>
            </p>
            <LineDiscountNote line={s} />
          </li>
        ))}
      </ul>
      <hr className="ticket-rule" />
      <dl aria-label={l("totalsSection")}>
        <Row label={l("grandTotal")} value={eur(invoice.grandTotalCents)} strong testId="ticket-total" />
        {due.depositCents > 0 && (
          <>
            <Row label={l("deposit")} value={`−${eur(due.depositCents)}`} />
            <Row label={l("due")} value={eur(due.dueCents)} strong />
          </>
        )}
        <Row label={l("taxBase")} value={eur(tax.baseCents)} />
        <Row label={both(es.vat(tax.ratePercent), en.vat(tax.ratePercent))} value={eur(tax.vatCents)} testId="ticket-vat" />
        <Row label={l("disposalTotal")} value={eur(invoice.totalDisposalCents)} />
        <Row label={l(rectifying ? "refundedBy" : "payment")} value={both(payment.es, payment.en)} />
      </dl>
      <p className="mt-1 text-center">{l("vatIncluded")}</p>
      {qrSvg ? (
        <div className="mt-3 flex flex-col items-center text-center" data-testid="ticket-verifactu">
          <div
            className="ticket-qr h-32 w-32 [&>svg]:h-full [&>svg]:w-full"
            role="img"
            aria-label={own.qr}
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <p className="font-bold tracking-wide">VERI*FACTU</p>
          <p>{l("verifiable")}</p>
        </div>
      ) : null}
      {!rectifying && !invoice.cancellation && <p className="mt-3 text-center font-bold">{l("thanks")}</p>}
    </article>
  );
}
