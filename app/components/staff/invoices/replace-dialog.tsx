// A full invoice in place of simplified ones, from a simplified invoice's page (decision 106): the
// invoices it replaces (this one, and the customer's other simplified invoices ticked; for an
// invoice without a customer record, others typed by their numbers) and the recipient it names,
// taken from the customer's record when it has them. The server checks again under the invoices'
// row locks (replaceInvoices) and the page then opens the new invoice.
import { FileText } from "lucide-react";
import { useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/choice";
import { DialogShell } from "~/components/ui/dialog";
import { fieldsOf, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVOICE_INTENT } from "~/components/staff/shared/intents";
import { replacementSchemaIn } from "~/domain/invoice-replacement";
import { formatEur } from "~/domain/money";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";
import type { ReplacementStart } from "~/server/sales/replacement.server";
import { staffPath } from "~/staff-paths";

export type ReplaceResult = ActionResult<{ replacement: { id: number; invoiceNumber: string } }>;

/**
 * `start` null: this simplified invoice cannot be replaced (now): nothing is drawn, but the dialog
 * stays on the page, so the answer of a replacement just issued (after which the page reloads
 * without the dialog's data) still opens the new invoice.
 */
export function ReplaceDialog({ start }: { start: ReplacementStart | null }) {
  const texts = useStaffText();
  const t = texts.invoices.replace;
  const locale = useStaffLocale();
  const [open, setOpen] = useState(false);
  const [self, ...others] = start?.candidates ?? [];
  const [ticked, setTicked] = useState<number[]>([]);
  const fetcher = useFetcher<ReplaceResult>();
  const navigate = useNavigate();
  useActionToast(fetcher, {
    onSuccess: (r) => {
      setOpen(false);
      navigate(staffPath("invoice", { id: r.replacement.id }));
    },
  });
  const { errors, formProps } = useFormValidation(replacementSchemaIn(t.refusals, texts.checkout.form), fetcher.data, open);
  const field = fieldsOf("replace-", errors);
  const chosen = (start?.candidates ?? []).filter((c) => c === self || ticked.includes(c.id));
  const totalCents = chosen.reduce((a, c) => a + c.grandTotalCents, 0);
  const day = (iso: string) => staffFormats(locale).date.format(new Date(iso));
  if (!start || !self) return null;
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} data-testid="replace-open">
        <FileText aria-hidden className="h-4 w-4" /> {t.open}
      </button>
      <DialogShell open={open} onOpenChange={setOpen} title={t.title} description={t.intro}>
        <fetcher.Form method="post" className="space-y-4" {...formProps} data-testid="replace-form">
          <input type="hidden" name="intent" value={INVOICE_INTENT.replace} />
          <input type="hidden" name="invoices" value={chosen.map((c) => c.id).join(",")} />
          <fieldset>
            <legend className="text-sm font-medium">{t.invoices}</legend>
            <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 px-3">
              {[self, ...others].map((c) => (
                <li key={c.id}>
                  <CheckboxField
                    label={
                      <span className="flex flex-wrap gap-x-2">
                        <span className="font-mono font-semibold">{c.invoiceNumber}</span>
                        <span className="text-slate-600">{day(c.invoiceDate)}</span>
                        <span className="tabular-nums">{formatEur(c.grandTotalCents, locale)}</span>
                        {c === self && <span className="text-slate-500">({t.thisInvoice})</span>}
                      </span>
                    }
                    checked={c === self || ticked.includes(c.id)}
                    disabled={c === self}
                    onChange={(e) => setTicked((list) => (e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))}
                    data-testid={`replace-candidate-${c.invoiceNumber}`}
                  />
                </li>
              ))}
            </ul>
            {!start.walkIn && others.length === 0 && <p className="mt-1 text-xs text-slate-600">{t.noOthers}</p>}
            {errors.invoices && (
              <p className="mt-1 text-xs text-red-700" role="alert">
                {errors.invoices}
              </p>
            )}
            <p className="mt-2 text-sm font-medium" data-testid="replace-total">
              {t.total(chosen.length, formatEur(totalCents, locale))}
            </p>
          </fieldset>
          {start.walkIn && (
            <div>
              <p className="mb-2 text-sm text-slate-600">{t.walkIn}</p>
              <TextField {...field("otherNumbers")} label={t.otherNumbers} hint={t.otherNumbersHint} alert autoComplete="off" />
            </div>
          )}
          {!start.walkIn && <input type="hidden" name="otherNumbers" value="" />}
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{t.recipient}</legend>
            {start.recipient.fromRecord && <p className="text-xs text-slate-600 sm:col-span-2">{t.fromRecord}</p>}
            <TextField
              {...field("customerName")}
              label={t.customerName}
              className="sm:col-span-2"
              defaultValue={start.recipient.name}
              markRequired
              alert
              maxLength={120}
              autoComplete="off"
            />
            <TextField
              {...field("customerTaxId")}
              label={t.taxId}
              defaultValue={start.recipient.taxId}
              markRequired
              alert
              maxLength={30}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <TextField
              {...field("customerAddress")}
              label={t.address}
              defaultValue={start.recipient.address}
              markRequired
              alert
              maxLength={300}
              autoComplete="off"
            />
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton
              busy={fetcher.state !== "idle"}
              label={t.submit}
              busyLabel={t.issuing}
              icon={FileText}
              spin
              size="md"
              className="min-h-11"
              data-testid="replace-submit"
            />
          </div>
        </fetcher.Form>
      </DialogShell>
    </>
  );
}
