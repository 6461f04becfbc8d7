// The invoice document (factura simplificada F2, factura completa F1, a full invoice in place of
// simplified ones F3 naming them, or a rectifying invoice R5/R1 with negative amounts; a cancelled
// one stamped ANULADA with its date and reason, decision 106), shared by the invoice dialog and the printable page /invoices/:id.
// It is printed in Spanish; printed by an English-speaking account, each label is followed by its
// English (decision 093). Amounts arrive in cents from the server. The seller's details and the IVA
// rate are the ones the sale recorded when it was issued, never the shop's current settings: an
// issued invoice never changes.
import { LineDiscountNote } from "./line-discount-note";
import { Link } from "react-router";
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
import { type InvoiceServiceLineView, serviceLineName } from "~/domain/services";
import { type TyreCondition, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { messages } from "~/i18n/messages";
import { staffPath } from "~/staff-paths";
import { InvoiceLineTable } from "./invoice-line-table";
import { eur, type Label, useInvoiceLabels } from "./invoice-labels";
import "~/components/ui/print-root.css";
import "./invoice-print.css";

/** The services' total of an invoice (negative on a rectifying invoice). */
function servicesTotalCents(lines: readonly InvoiceServiceLineView[]): number {
  return lines.reduce((a, l) => a + l.lineTotalCents, 0);
}

export function InvoiceDocument({ invoice, qrSvg }: { invoice: InvoiceView; qrSvg?: string | null }) {
  // English follows the Spanish when the account reads English.
  const { english, both, l, own, es, en } = useInvoiceLabels();
  /** A total's label: the English in grey after the Spanish. */
  const bi = (k: Label | "vat", rate = 0) => (
    <>
      {k === "vat" ? es.vat(rate) : es[k]}
      {english && <span className="font-normal text-slate-500"> / {k === "vat" ? en.vat(rate) : en[k]}</span>}
    </>
  );
  const tax = signedTaxFromInclusiveTotal(invoice.grandTotalCents, invoice.vatRatePercent);
  // The same lines the checkout showed before the sale (amountDue): total, paid on account, due.
  const due = amountDue(invoice.grandTotalCents, invoice.depositCents);
  const title = INVOICE_TYPE_TITLES[invoice.invoiceType];
  const rectifying = isRectifyingType(invoice.invoiceType);
  const seller = invoice.seller;
  const partWorn = invoice.items.some((i) => i.condition === "part-worn");
  const payment = PAYMENT_METHOD_LABELS[invoice.paymentMethod];
  const servicesCents = servicesTotalCents(invoice.services);
  const condition = (c: TyreCondition) => both(messages("es").condition[c], messages("en").condition[c]);
  return (
    <article
      className="print-root invoice-print-root mx-auto w-full max-w-3xl bg-white text-sm text-slate-900"
      aria-label={own.invoice(invoice.invoiceNumber)}
      data-testid="invoice-document"
    >
      {/* VERI*FACTU: the agency's verification QR at the top of the first page, 30-40 mm printed
          (34 mm; see invoice-print.css), with the legend beside it. */}
      {qrSvg ? (
        <div className="mb-4 flex items-center gap-3" data-testid="verifactu-slot">
          <div
            className="verifactu-qr h-32 w-32 shrink-0 [&>svg]:h-full [&>svg]:w-full"
            role="img"
            aria-label={own.qr}
            data-testid="verifactu-qr"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div>
            <p className="text-base font-bold tracking-wide">VERI*FACTU</p>
            <p className="text-xs text-slate-600">{l("verifiable")}</p>
          </div>
        </div>
      ) : null}
      <header className="flex flex-col gap-4 border-b border-slate-300 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div data-testid="invoice-seller">
          <p className="text-lg font-bold">{seller.name}</p>
          <p>{seller.legalName}</p>
          <p>NIF: {seller.nif}</p>
          <p>{seller.address}</p>
          <p>
            {seller.phone} · {seller.email}
          </p>
        </div>
        <div className="sm:text-right">
          <h2 className="text-xl font-bold" data-testid="invoice-title">
            {title.es} {english && <span className="block text-sm font-normal text-slate-500">{title.en}</span>}
          </h2>
          {invoice.cancellation && (
            <p
              className="mt-2 inline-block rounded border-2 border-red-700 px-3 py-1 text-lg font-extrabold tracking-widest text-red-700"
              data-testid="invoice-cancelled-stamp"
            >
              {both(es.cancelledStamp, en.cancelledStamp)}
            </p>
          )}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 sm:justify-end">
            <dt className="text-slate-600">{l("number")}</dt>
            <dd className="font-mono font-semibold" data-testid="invoice-number">
              {invoice.invoiceNumber}
            </dd>
            <dt className="text-slate-600">{l("date")}</dt>
            <dd>{formatInvoiceDateTime(invoice.invoiceDate)}</dd>
          </dl>
        </div>
      </header>

      {invoice.rectifies && (
        <section className="border-b border-slate-300 py-3" aria-label={own.rectifiedSection} data-testid="invoice-rectifies">
          <p>
            <span className="text-slate-600">{l("rectifies")}:</span>{" "}
            <Link to={staffPath("invoice", { id: invoice.rectifies.id })} className="font-mono font-semibold underline">
              {invoice.rectifies.invoiceNumber}
            </Link>{" "}
            {l("of")} {formatInvoiceDate(invoice.rectifies.invoiceDate)}
          </p>
          <p>
            <span className="text-slate-600">{l("reason")}:</span> {invoice.rectifies.reason}
          </p>
          <p className="text-xs text-slate-600">{l("byDifferences")}</p>
        </section>
      )}

      {invoice.cancellation && (
        <section className="border-b border-slate-300 py-3 text-red-800" data-testid="invoice-cancellation">
          <p>
            <span className="font-semibold">{l("cancelledOn")}</span> {formatInvoiceDate(invoice.cancellation.at)}
          </p>
          <p>
            <span className="font-semibold">{l("reason")}:</span> {invoice.cancellation.reason}
          </p>
        </section>
      )}

      {invoice.replaces.length > 0 && (
        <section className="border-b border-slate-300 py-3" aria-label={own.replacesSection} data-testid="invoice-replaces">
          <p>
            <span className="text-slate-600">{l("replaces")}:</span>{" "}
            {invoice.replaces.map((r, i) => (
              <span key={r.id}>
                {i > 0 && ", "}
                <Link to={staffPath("invoice", { id: r.id })} className="font-mono font-semibold underline">
                  {r.invoiceNumber}
                </Link>{" "}
                {l("of")} {formatInvoiceDate(r.invoiceDate)}
              </span>
            ))}
          </p>
        </section>
      )}

      <section className="grid gap-x-6 gap-y-1 border-b border-slate-300 py-3 sm:grid-cols-2" aria-label={own.customerSection}>
        <p>
          <span className="text-slate-600">{l(invoice.customerTaxId ? "recipient" : "customer")}:</span>{" "}
          <strong>{invoice.customerName}</strong>
        </p>
        {invoice.customerTaxId && (
          <p data-testid="invoice-recipient-tax-id">
            <span className="text-slate-600">NIF:</span> <strong>{invoice.customerTaxId}</strong>
          </p>
        )}
        {invoice.customerAddress && (
          <p className="sm:col-span-2" data-testid="invoice-recipient-address">
            <span className="text-slate-600">{l("address")}:</span> {invoice.customerAddress}
          </p>
        )}
        {invoice.vehicleReg && (
          <p>
            <span className="text-slate-600">{l("vehicleReg")}:</span> <strong>{invoice.vehicleReg}</strong>
          </p>
        )}
        <p>
          <span className="text-slate-600">{l(rectifying ? "refundedBy" : "payment")}:</span> {both(payment.es, payment.en)}
        </p>
        {invoice.notes && (
          <p className="sm:col-span-2">
            <span className="text-slate-600">{l("notes")}:</span> {invoice.notes}
          </p>
        )}
      </section>

      {/* An invoice of services alone (a repair, a fitting refunded) has no tyre table. */}
      {invoice.items.length > 0 && (
        <InvoiceLineTable
          className="py-3"
          columns={[l("item"), l("qty"), l("unitPrice"), l("disposal"), l("total")]}
          lineTestId="invoice-line"
          lines={invoice.items.map((i) => ({
            id: i.id,
            item: (
              <>
                <span className="font-semibold">{sizeLabel(i)}</span> {i.loadIndex}
                {i.speedRating} · {tyreName(i)}
                <span className="block text-xs text-slate-600">
                  {condition(i.condition)} · {i.tyreId}
                </span>
                {(i.inspectionRef || i.inspectionBy) && (
                  <span className="block text-xs text-slate-600" data-testid="invoice-line-inspection">
                    {l("inspection")}: {i.inspectionRef ?? "–"} · {i.inspectionBy ?? "–"}
                  </span>
                )}
                <LineDiscountNote line={i} className="text-xs text-slate-600" />
              </>
            ),
            figures: [i.quantity, eur(i.unitPriceCents), eur(i.disposalFeeCents), eur(i.lineTotalCents)],
          }))}
        />
      )}
      {invoice.services.length > 0 && (
        <InvoiceLineTable
          className="pb-3"
          label={l("services")}
          columns={[l("service"), l("qty"), l("unitPrice"), l("total")]}
          lineTestId="invoice-service-line"
          lines={invoice.services.map((s) => ({
            id: s.id,
            item: (
              <>
                <span className="font-semibold">{serviceLineName(s, "es")}</span>
                {english && s.nameEn !== s.nameEs && <> / {serviceLineName(s, "en")}</>}
                <span className="block text-xs text-slate-600">
                  {s.code}
                  {s.forTyreId ? ` · ${s.forTyreId}` : ""}
                </span>
                <LineDiscountNote line={s} className="text-xs text-slate-600" />
              </>
            ),
            figures: [s.quantity, eur(s.unitPriceCents), eur(s.lineTotalCents)],
          }))}
        />
      )}

      <section className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-end" aria-label={own.totalsSection}>
        <dl className="grid min-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-0.5 tabular-nums">
          <dt>{bi("tyresSubtotal")}</dt>
          <dd className="text-right" data-testid="invoice-tyres-subtotal">
            {eur(invoice.subtotalCents - servicesCents)}
          </dd>
          {servicesCents !== 0 && (
            <>
              <dt>{bi("services")}</dt>
              <dd className="text-right" data-testid="invoice-services-total">
                {eur(servicesCents)}
              </dd>
            </>
          )}
          <dt>{bi("disposalTotal")}</dt>
          <dd className="text-right">{eur(invoice.totalDisposalCents)}</dd>
          <dt className="mt-1 border-t border-slate-400 pt-1 text-base font-bold">{bi("grandTotal")}</dt>
          <dd className="mt-1 border-t border-slate-400 pt-1 text-right text-base font-bold" data-testid="invoice-grand-total">
            {eur(invoice.grandTotalCents)}
          </dd>
          {due.depositCents > 0 && (
            <>
              <dt>{bi("deposit")}</dt>
              <dd className="text-right" data-testid="invoice-deposit">
                −{eur(due.depositCents)}
              </dd>
              <dt className="font-bold">{bi("due")}</dt>
              <dd className="text-right font-bold" data-testid="invoice-amount-due">
                {eur(due.dueCents)}
              </dd>
            </>
          )}
          <dt className="mt-2 text-slate-600">{bi("taxBase")}</dt>
          <dd className="mt-2 text-right text-slate-600">{eur(tax.baseCents)}</dd>
          <dt className="text-slate-600">{bi("vat", tax.ratePercent)}</dt>
          <dd className="text-right text-slate-600" data-testid="invoice-vat">
            {eur(tax.vatCents)}
          </dd>
          <dd className="col-span-2 text-right text-xs text-slate-600">{l("vatIncluded")}</dd>
        </dl>
      </section>

      <footer className="mt-4 space-y-1.5 border-t border-slate-300 pt-3 text-xs text-slate-700">
        <p>{both(es.disposalNote(eur(invoice.totalDisposalCents)), en.disposalNote(eur(invoice.totalDisposalCents)))}</p>
        {partWorn && <p data-testid="sold-as-seen">{l("soldAsSeen")}</p>}
        {!rectifying && !invoice.cancellation && <p className="pt-1 text-center text-sm font-semibold text-slate-900">{l("thanks")}</p>}
      </footer>
    </article>
  );
}
