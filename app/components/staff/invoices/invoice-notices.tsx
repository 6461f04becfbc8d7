// What happened to an invoice after it was issued, above it on its page (never on the printed
// invoice, which stays as issued): the rectifying invoices of its returns, the full invoice that
// replaced it (decision 106), its cancellation.
import { Link } from "react-router";
import type { InvoiceView } from "~/domain/invoice";
import { staffFormats } from "~/lib/shop-clock";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

const linkClass = "font-mono font-semibold text-brand-700 underline";
const noticeClass = "no-print rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm";

export function InvoiceNotices({ invoice }: { invoice: Pick<InvoiceView, "rectifiedBy" | "replacedBy" | "cancellation"> }) {
  const t = useStaffText().invoices.page;
  const locale = useStaffLocale();
  return (
    <>
      {invoice.cancellation && (
        <p className="no-print rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm" data-testid="cancelled-notice">
          <span className="font-semibold">
            {t.cancelledBy(staffFormats(locale).dateTime.format(new Date(invoice.cancellation.at)), invoice.cancellation.by)}
          </span>
          <span className="block">{invoice.cancellation.reason}</span>
        </p>
      )}
      {invoice.replacedBy && (
        <p className={noticeClass} data-testid="replaced-by">
          {t.replacedBy}{" "}
          <Link to={staffPath("invoice", { id: invoice.replacedBy.id })} className={linkClass}>
            {invoice.replacedBy.invoiceNumber}
          </Link>
        </p>
      )}
      {invoice.rectifiedBy.length > 0 && (
        <p className={noticeClass} data-testid="rectified-by">
          {t.rectifiedBy}{" "}
          {invoice.rectifiedBy.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ", "}
              <Link to={staffPath("invoice", { id: r.id })} className={linkClass}>
                {r.invoiceNumber}
              </Link>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
