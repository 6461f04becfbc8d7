// The invoice dialog: the invoice document with Print (browser print; only the invoice prints)
// and a link to the printable page. Opened after a sale and from the invoices list.
import * as Dialog from "@radix-ui/react-dialog";
import { FileText, X } from "lucide-react";
import { Link } from "react-router";
import type { InvoiceView } from "~/domain/invoice";
import { staffPath } from "~/staff-paths";
import { InvoiceDocument } from "./invoice-document";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { secondaryButton } from "~/components/ui/button";
import { DialogFrame } from "~/components/ui/dialog";
import { PrintButton } from "~/components/ui/print-button";

export function InvoiceDialog({
  open,
  onOpenChange,
  invoice,
  qrSvg,
  loading = false,
  error = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: InvoiceView | null;
  qrSvg?: string | null;
  loading?: boolean;
  error?: string | null;
}) {
  const texts = useStaffText();
  const t = texts.invoices.dialog;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none"
      printsContent
    >
      <div className="no-print flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <Dialog.Title className="text-lg font-semibold">{invoice ? t.title(invoice.invoiceNumber) : t.untitled}</Dialog.Title>
        <div className="flex items-center gap-2">
          {invoice && (
            <>
              {/* The invoice's own page in this tab (returns, e-mail, its record): a new tab each time piled up tabs at the counter. */}
              <Link to={staffPath("invoice", { id: invoice.id })} className={`${secondaryButton} max-sm:hidden`}>
                <FileText aria-hidden className="h-4 w-4" /> {t.openPage}
              </Link>
              <PrintButton />
            </>
          )}
          <Dialog.Close className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100" aria-label={texts.close}>
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </div>
      </div>
      <div className="overflow-y-auto p-4 sm:p-6">
        {invoice ? (
          <InvoiceDocument invoice={invoice} qrSvg={qrSvg} />
        ) : error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : loading ? (
          <p role="status" className="text-slate-600">
            {t.loading}
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}
