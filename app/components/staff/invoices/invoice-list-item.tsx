// One sale on the invoices page: number, date, payment badge, customer, vehicle, amounts, notes
// and View. A card on phones, a row-like card on wide screens.
import { Eye } from "lucide-react";
import { formatInvoiceDateTime, type InvoiceSummary, PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { staffPath } from "~/staff-paths";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { secondaryButton } from "~/components/ui/button";

const PAYMENT_TONE: Record<PaymentMethod, BadgeTone> = { cash: "green", card: "blue", transfer: "violet" };

function PaymentBadge({ method }: { method: PaymentMethod }) {
  const locale = useStaffLocale();
  return <Badge tone={PAYMENT_TONE[method]}>{PAYMENT_METHOD_LABELS[method][locale]}</Badge>;
}

export function InvoiceListItem({ sale, onView }: { sale: InvoiceSummary; onView: (sale: InvoiceSummary) => void }) {
  const t = useStaffText().invoices.item;
  const locale = useStaffLocale();
  const eur = (cents: number) => formatEur(cents, locale);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="invoice-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-mono text-base font-semibold">{sale.invoiceNumber}</h2>
          <PaymentBadge method={sale.paymentMethod} />
          {sale.invoiceType !== "F2" && (
            <Badge tone="amber" data-testid="invoice-type">
              {sale.rectifies ? t.rectifies(sale.rectifies.invoiceNumber) : t.fullInvoice}
            </Badge>
          )}
          {sale.replacedBy && (
            <Badge tone="sky" data-testid="invoice-replaced-by">
              {t.replacedBy(sale.replacedBy.invoiceNumber)}
            </Badge>
          )}
          {sale.cancellation && (
            <Badge tone="red" data-testid="invoice-cancelled">
              {t.cancelled}
            </Badge>
          )}
        </div>
        <time dateTime={sale.invoiceDate} className="text-sm text-slate-600">
          {formatInvoiceDateTime(sale.invoiceDate)}
        </time>
      </div>
      <p className="mt-2">
        <span className="font-semibold">{sale.customerName}</span>
        {sale.customerTaxId ? <span className="text-slate-600"> · {sale.customerTaxId}</span> : null}
        {sale.vehicleReg ? <span className="text-slate-600"> · {sale.vehicleReg}</span> : null}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div>
          <dt className="text-slate-600">{t.subtotal}</dt>
          <dd>{eur(sale.subtotalCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.disposal}</dt>
          <dd>{eur(sale.totalDisposalCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.total}</dt>
          <dd className="font-bold">{eur(sale.grandTotalCents)}</dd>
        </div>
      </dl>
      {sale.notes ? <p className="mt-2 line-clamp-2 text-sm text-slate-700">{sale.notes}</p> : null}
      <div className="mt-3 flex justify-end">
        <a
          href={staffPath("invoice", { id: sale.id })}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onView(sale);
          }}
          className={secondaryButton}
          aria-label={t.viewLabel(sale.invoiceNumber)}
        >
          <Eye aria-hidden className="h-4 w-4" /> {t.view}
        </a>
      </div>
    </li>
  );
}
