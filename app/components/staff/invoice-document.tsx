// The invoice document (factura simplificada F2, factura completa F1, or a rectifying invoice
// R5/R1 with negative amounts), shared by the invoice dialog and the printable page /invoices/:id. Spanish first, English second. Amounts arrive in cents from the server. The
// seller's details and the IVA rate are the ones the sale recorded when it was issued, never the
// shop's current settings: an issued invoice never changes.
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
import { staffPath } from "~/staff-paths";
import { formatEur } from "~/domain/money";
import { CONDITION_LABELS, tyreName } from "~/domain/tyre";
import esStore from "~/i18n/messages/es/store";
import { sizeLabel } from "~/domain/tyre-size";
import { InvoiceServiceLines, servicesTotalCents } from "./services/invoice-service-lines";
import "./invoice-print.css";

const eur = (cents: number) => formatEur(cents, "es");

function Bi({ es, en }: { es: string; en: string }) {
  return (
    <>
      {es} <span className="font-normal text-slate-500">/ {en}</span>
    </>
  );
}

/** A figure cell on a phone: left-aligned under its own small label (the header row is hidden there). */
const figureOnPhone =
  "max-sm:px-0 max-sm:text-left max-sm:before:block max-sm:before:text-[0.65rem] max-sm:before:font-normal max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

export function InvoiceDocument({ invoice, qrSvg }: { invoice: InvoiceView; qrSvg?: string | null }) {
  const tax = signedTaxFromInclusiveTotal(invoice.grandTotalCents, invoice.vatRatePercent);
  // The same lines the checkout showed before the sale (amountDue): total, paid on account, due.
  const due = amountDue(invoice.grandTotalCents, invoice.depositCents);
  const title = INVOICE_TYPE_TITLES[invoice.invoiceType];
  const rectifying = isRectifyingType(invoice.invoiceType);
  const seller = invoice.seller;
  const partWorn = invoice.items.some((i) => i.condition === "part-worn");
  const payment = PAYMENT_METHOD_LABELS[invoice.paymentMethod];
  const servicesCents = servicesTotalCents(invoice.services);
  return (
    <article
      className="invoice-print-root mx-auto w-full max-w-3xl bg-white text-sm text-slate-900"
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      data-testid="invoice-document"
    >
      {/* VERI*FACTU: the agency's verification QR at the top of the first page, 30-40 mm printed
          (34 mm; see invoice-print.css), with the legend beside it. */}
      {qrSvg ? (
        <div className="mb-4 flex items-center gap-3" data-testid="verifactu-slot">
          <div
            className="verifactu-qr h-32 w-32 shrink-0 [&>svg]:h-full [&>svg]:w-full"
            role="img"
            aria-label="VERI*FACTU QR code"
            data-testid="verifactu-qr"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div>
            <p className="text-base font-bold tracking-wide">VERI*FACTU</p>
            <p className="text-xs text-slate-600">
              Factura verificable en la sede electrónica de la AEAT / Invoice verifiable on the tax agency&apos;s website
            </p>
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
            {title.es} <span className="block text-sm font-normal text-slate-500">{title.en}</span>
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 sm:justify-end">
            <dt className="text-slate-600">Nº / No.</dt>
            <dd className="font-mono font-semibold" data-testid="invoice-number">
              {invoice.invoiceNumber}
            </dd>
            <dt className="text-slate-600">Fecha / Date</dt>
            <dd>{formatInvoiceDateTime(invoice.invoiceDate)}</dd>
          </dl>
        </div>
      </header>

      {invoice.rectifies && (
        <section className="border-b border-slate-300 py-3" aria-label="Rectified invoice" data-testid="invoice-rectifies">
          <p>
            <span className="text-slate-600">Rectifica la factura / Rectifies invoice:</span>{" "}
            <Link to={staffPath("invoice", { id: invoice.rectifies.id })} className="font-mono font-semibold underline">
              {invoice.rectifies.invoiceNumber}
            </Link>{" "}
            de / of {formatInvoiceDate(invoice.rectifies.invoiceDate)}
          </p>
          <p>
            <span className="text-slate-600">Motivo / Reason:</span> {invoice.rectifies.reason}
          </p>
          <p className="text-xs text-slate-600">
            Rectificación por diferencias: importes negativos de las unidades devueltas. / Rectification by differences: the returned units,
            negative.
          </p>
        </section>
      )}

      <section className="grid gap-x-6 gap-y-1 border-b border-slate-300 py-3 sm:grid-cols-2" aria-label="Customer">
        <p>
          <span className="text-slate-600">{invoice.customerTaxId ? "Destinatario / Recipient:" : "Cliente / Customer:"}</span>{" "}
          <strong>{invoice.customerName}</strong>
        </p>
        {invoice.customerTaxId && (
          <p data-testid="invoice-recipient-tax-id">
            <span className="text-slate-600">NIF:</span> <strong>{invoice.customerTaxId}</strong>
          </p>
        )}
        {invoice.customerAddress && (
          <p className="sm:col-span-2" data-testid="invoice-recipient-address">
            <span className="text-slate-600">Domicilio / Address:</span> {invoice.customerAddress}
          </p>
        )}
        {invoice.vehicleReg && (
          <p>
            <span className="text-slate-600">Matrícula / Vehicle reg.:</span> <strong>{invoice.vehicleReg}</strong>
          </p>
        )}
        <p>
          <span className="text-slate-600">{rectifying ? "Devolución / Refunded by:" : "Forma de pago / Payment:"}</span> {payment.es} /{" "}
          {payment.en}
        </p>
        {invoice.notes && (
          <p className="sm:col-span-2">
            <span className="text-slate-600">Notas / Notes:</span> {invoice.notes}
          </p>
        )}
      </section>

      {/* On a phone each line is a small card (item on top, its four figures below, each with its
          label) so nothing scrolls sideways; from sm up, and on paper, it is a normal table. */}
      {/* An invoice of services alone (a repair, a fitting refunded) has no tyre table. */}
      {invoice.items.length > 0 && (
        <div className="py-3">
          <table className="w-full border-collapse text-left">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-400 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-1 pr-2">
                  Artículo / Item
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Cant. / Qty
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Precio / Unit
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  NFU / Disposal
                </th>
                <th scope="col" className="py-1 pl-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((i) => (
                <tr
                  key={i.id}
                  className="border-b border-slate-200 align-top max-sm:grid max-sm:grid-cols-4 max-sm:gap-x-2 max-sm:py-2"
                  data-testid="invoice-line"
                >
                  <td className="py-1.5 pr-2 max-sm:col-span-4 max-sm:pr-0">
                    <span className="font-semibold">{sizeLabel(i)}</span> {i.loadIndex}
                    {i.speedRating} · {tyreName(i)}
                    <span className="block text-xs text-slate-600">
                      {esStore.condition[i.condition]} / {CONDITION_LABELS[i.condition]} · {i.tyreId}
                    </span>
                    {(i.inspectionRef || i.inspectionBy) && (
                      <span className="block text-xs text-slate-600" data-testid="invoice-line-inspection">
                        Inspección UNE 69051 / Inspection: {i.inspectionRef ?? "–"} · {i.inspectionBy ?? "–"}
                      </span>
                    )}
                  </td>
                  <td data-label="Cant. / Qty" className={`px-2 py-1.5 text-right tabular-nums ${figureOnPhone}`}>
                    {i.quantity}
                  </td>
                  <td data-label="Precio / Unit" className={`px-2 py-1.5 text-right tabular-nums ${figureOnPhone}`}>
                    {eur(i.unitPriceCents)}
                  </td>
                  <td data-label="NFU / Disposal" className={`px-2 py-1.5 text-right tabular-nums ${figureOnPhone}`}>
                    {eur(i.disposalFeeCents)}
                  </td>
                  <td data-label="Total" className={`py-1.5 pl-2 text-right font-semibold tabular-nums ${figureOnPhone}`}>
                    {eur(i.lineTotalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InvoiceServiceLines lines={invoice.services} />

      <section className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-end" aria-label="Totals">
        <dl className="grid min-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-0.5 tabular-nums">
          <dt>
            <Bi es="Subtotal neumáticos" en="Subtotal" />
          </dt>
          <dd className="text-right" data-testid="invoice-tyres-subtotal">
            {eur(invoice.subtotalCents - servicesCents)}
          </dd>
          {servicesCents !== 0 && (
            <>
              <dt>
                <Bi es="Servicios" en="Services" />
              </dt>
              <dd className="text-right" data-testid="invoice-services-total">
                {eur(servicesCents)}
              </dd>
            </>
          )}
          <dt>
            <Bi es="Gestión NFU" en="Total disposal" />
          </dt>
          <dd className="text-right">{eur(invoice.totalDisposalCents)}</dd>
          <dt className="mt-1 border-t border-slate-400 pt-1 text-base font-bold">
            <Bi es="Total" en="Grand total" />
          </dt>
          <dd className="mt-1 border-t border-slate-400 pt-1 text-right text-base font-bold" data-testid="invoice-grand-total">
            {eur(invoice.grandTotalCents)}
          </dd>
          {due.depositCents > 0 && (
            <>
              <dt>
                <Bi es="Pagado a cuenta (señal)" en="Paid on account (deposit)" />
              </dt>
              <dd className="text-right" data-testid="invoice-deposit">
                −{eur(due.depositCents)}
              </dd>
              <dt className="font-bold">
                <Bi es="Pendiente de pago" en="Amount due" />
              </dt>
              <dd className="text-right font-bold" data-testid="invoice-amount-due">
                {eur(due.dueCents)}
              </dd>
            </>
          )}
          <dt className="mt-2 text-slate-600">
            <Bi es="Base imponible" en="Tax base" />
          </dt>
          <dd className="mt-2 text-right text-slate-600">{eur(tax.baseCents)}</dd>
          <dt className="text-slate-600">
            <Bi es={`IVA ${tax.ratePercent} %`} en={`VAT ${tax.ratePercent}%`} />
          </dt>
          <dd className="text-right text-slate-600" data-testid="invoice-vat">
            {eur(tax.vatCents)}
          </dd>
          <dd className="col-span-2 text-right text-xs text-slate-600">IVA incluido / VAT included</dd>
        </dl>
      </section>

      <footer className="mt-4 space-y-1.5 border-t border-slate-300 pt-3 text-xs text-slate-700">
        <p>
          La tasa «Gestión NFU» ({eur(invoice.totalDisposalCents)}) cubre la gestión de neumáticos fuera de uso (NFU) de los neumáticos
          sustituidos. / The end-of-life tyre (NFU) management fee covers the collection and recycling of the replaced tyres.
        </p>
        {partWorn && (
          <p data-testid="sold-as-seen">
            Los neumáticos seminuevos se venden revisados y en el estado en que se encuentran, sin perjuicio de los derechos legales del
            consumidor. / Part-worn tyres are inspected and sold as seen, without prejudice to your statutory rights.
          </p>
        )}
        {!rectifying && (
          <p className="pt-1 text-center text-sm font-semibold text-slate-900">¡Gracias por su compra! / Thank you for your business!</p>
        )}
      </footer>
    </article>
  );
}
