// Record a return on the invoice page: how many of each tyre line and each service line (a
// fitting refunded) come back, the reason, how the money went back and whether the tyres can be
// sold again (proposed "no" when the reason speaks of a defect). Before it is issued, a
// confirmation shows the refund. The server checks again under the invoice's lock (returnSale)
// and answers with messages keyed like these inputs.
import { Undo2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { RadioGroup } from "~/components/ui/choice";
import { ConfirmDialog } from "~/components/ui/dialog";
import { fieldAria, fieldsOf, inputClass, SelectField, TextAreaField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { INVOICE_INTENT } from "~/components/staff/shared/intents";
import { type InvoiceView, PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { looksDefective, REFUND_METHODS, returnPreview, returnSchemaIn } from "~/domain/returns";
import { parseForm } from "~/lib/form";
import { serviceLineName } from "~/domain/services";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

export type ReturnResult = ActionResult<{ rectifying: { id: number; invoiceNumber: string } }>;

/**
 * Record a return: how many of each line come back, the reason and how the money went back. The
 * server checks again (under the invoice's lock) and answers with field messages.
 */
export function ReturnForm({
  invoice,
  returnable,
}: {
  invoice: InvoiceView;
  returnable: { items: Record<number, number>; services: Record<number, number> };
}) {
  const t = useStaffText().invoices.returns;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ReturnResult>();
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const [reason, setReason] = useState("");
  // Proposed from the reason until the counter chooses.
  const [chosen, setChosen] = useState<"yes" | "no" | null>(null);
  useActionToast(fetcher, {
    onSuccess: (r) => {
      setFormKey((k) => k + 1);
      setReason("");
      setChosen(null);
      navigate(staffPath("invoice", { id: r.rectifying.id }));
    },
  });
  const backOnSale = chosen ?? (looksDefective(reason) ? "no" : "yes");
  const [pending, setPending] = useState<{ data: FormData; refund: string; offSale: number } | null>(null);
  const confirmFirst = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const parsed = parseForm(returnSchemaIn(t.form), data, { nested: true });
    const preview = parsed.ok ? returnPreview(invoice, returnable, parsed.data) : null;
    // A return the rules refuse goes straight to the server, which says why beside each line.
    if (!parsed.ok || !preview) return void fetcher.submit(data, { method: "post" });
    setPending({ data, refund: formatEur(preview.refundCents, locale), offSale: parsed.data.backOnSale ? 0 : preview.tyres });
  };
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const field = fieldsOf("return-", errors);
  const busy = fetcher.state !== "idle";
  const lines = invoice.items.filter((i) => i.quantity > 0);
  const services = invoice.services.filter((l) => l.quantity > 0);
  return (
    <StaffSection id="record-return" titleId="return-heading" title={t.title} intro={t.intro} className="no-print scroll-mt-4">
      <fetcher.Form method="post" key={formKey} className="mt-3 space-y-4" noValidate onSubmit={confirmFirst}>
        <input type="hidden" name="intent" value={INVOICE_INTENT.return} />
        {lines.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium">{t.tyres}</legend>
            <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200">
              {lines.map((item, n) => (
                <QuantityRow
                  key={item.id}
                  {...field(`lines.${n}.quantity`)}
                  line={[`lines.${n}.itemId`, item.id]}
                  left={returnable.items[item.id] ?? 0}
                  title={
                    <>
                      <span className="font-semibold">{sizeLabel(item)}</span> {tyreName(item)}
                    </>
                  }
                  detail={t.soldAt(item.tyreId, item.quantity, formatEur(item.unitPriceCents + item.disposalFeeCents, locale))}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {services.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium">{t.services}</legend>
            <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200">
              {services.map((l, n) => (
                <QuantityRow
                  key={l.id}
                  {...field(`services.${n}.quantity`)}
                  line={[`services.${n}.lineId`, l.id]}
                  left={returnable.services[l.id] ?? 0}
                  title={<span className="font-semibold">{serviceLineName(l, locale)}</span>}
                  detail={t.soldAt(
                    `${l.code}${l.forTyreId ? t.forTyre(l.forTyreId) : ""}`,
                    l.quantity,
                    formatEur(l.unitPriceCents, locale),
                  )}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {errors["lines.form"] || errors.lines || errors.form ? (
          <p className="mt-1 text-xs text-red-700" role="alert">
            {errors["lines.form"] ?? errors.lines ?? errors.form}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField
            {...field("reason")}
            label={t.reason}
            markRequired
            alert
            rows={2}
            maxLength={500}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <SelectField
            {...field("refundMethod")}
            label={t.refundMethod}
            defaultValue={invoice.paymentMethod}
            options={REFUND_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m][locale] }))}
          />
        </div>
        {lines.length > 0 && (
          <RadioGroup
            legend={t.backOnSale}
            name="backOnSale"
            look="tiles"
            className="[&>div]:grid-cols-1 sm:[&>div]:grid-cols-2"
            value={backOnSale}
            onChange={setChosen}
            error={errors.backOnSale}
            options={[
              { value: "yes", label: t.backOnSaleYes },
              { value: "no", label: t.backOnSaleNo },
            ]}
          />
        )}
        <SubmitButton busy={busy} icon={Undo2} label={t.submit} busyLabel={t.recording} />
      </fetcher.Form>
      <ConfirmDialog
        open={pending != null}
        onClose={() => setPending(null)}
        title={t.confirmTitle}
        keepLabel={t.cancel}
        confirmLabel={t.confirm}
        confirmTestId="return-confirm"
        onConfirm={() => {
          if (pending) fetcher.submit(pending.data, { method: "post" });
          setPending(null);
        }}
      >
        {pending && (
          <>
            <span className="block text-base font-semibold text-slate-900" data-testid="return-refund">
              {t.confirmAmount(
                pending.refund,
                PAYMENT_METHOD_LABELS[(pending.data.get("refundMethod") as keyof typeof PAYMENT_METHOD_LABELS) ?? "cash"][locale],
              )}
            </span>
            {pending.offSale > 0 && <span className="mt-2 block">{t.confirmOffSale(pending.offSale)}</span>}
          </>
        )}
      </ConfirmDialog>
    </StaffSection>
  );
}

/** One line of the return form: what was sold, how many can still come back, and the count. */
function QuantityRow(p: {
  /** The count's input, from the form's `fieldsOf`. */
  id: string;
  name: string;
  error: string | undefined;
  /** The hidden input naming the line: its name and the line's id. */
  line: [name: string, id: number];
  left: number;
  title: React.ReactNode;
  detail: string;
}) {
  const t = useStaffText().invoices.returns;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-2">
      <input type="hidden" name={p.line[0]} value={p.line[1]} />
      <label htmlFor={p.id} className="min-w-0 flex-1 text-sm">
        {p.title}{" "}
        <span className="block text-xs text-slate-600">
          {p.detail} · {p.left === 0 ? t.allReturned : t.canReturn(p.left)}
        </span>
      </label>
      <div className="w-24 shrink-0">
        <input
          id={p.id}
          name={p.name}
          type="number"
          inputMode="numeric"
          min={0}
          max={p.left}
          step={1}
          defaultValue={0}
          disabled={p.left === 0}
          {...fieldAria(p.id, p.error)}
          className={`${inputClass} mt-0`}
        />
      </div>
      {p.error && (
        <p id={`${p.id}-error`} className="w-full text-xs text-red-700" role="alert">
          {p.error}
        </p>
      )}
    </li>
  );
}
