// The Customer Information card: name (required), phone and e-mail (kept on the customer's record),
// vehicle registration (a known plate or phone offers its customer), payment method, notes, and
// Complete Sale. Controlled by the checkout page so it can clear everything after a sale.
import type { ChangeEvent } from "react";
import { PAYMENT_METHODS } from "~/domain/checkout";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/invoice";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { KnownCustomerOffer } from "./known-customer";

export interface CustomerFields {
  customerName: string;
  /** Optional: with the tax id and address the sale is issued as a full invoice (F1). */
  customerTaxId: string;
  customerAddress: string;
  customerPhone: string;
  customerEmail: string;
  vehicleReg: string;
  paymentMethod: PaymentMethod;
  notes: string;
}

export const EMPTY_CUSTOMER: CustomerFields = {
  customerName: "",
  customerTaxId: "",
  customerAddress: "",
  customerPhone: "",
  customerEmail: "",
  vehicleReg: "",
  paymentMethod: "cash",
  notes: "",
};

export function CheckoutCustomerForm({
  fields,
  onChange,
  basketEmpty,
  submitting,
  errors = {},
}: {
  fields: CustomerFields;
  onChange: (fields: CustomerFields) => void;
  basketEmpty: boolean;
  submitting: boolean;
  /** The server's field messages (bad NIF, the simplified-invoice limit). */
  errors?: Record<string, string>;
}) {
  const texts = useStaffText().checkout;
  const t = texts.customer;
  const locale = useStaffLocale();
  const set = <K extends keyof CustomerFields>(k: K, v: CustomerFields[K]) => onChange({ ...fields, [k]: v });
  const missingName = fields.customerName.trim() === "";
  const blocker = basketEmpty ? texts.form.emptyCart : missingName ? texts.form.customerName : null;
  const field = fieldsOf("", errors);
  /** A text field of the card: named as its id, its value in `fields`, the server's message announced. */
  const bound = (name: Exclude<keyof CustomerFields, "paymentMethod">) => ({
    ...field(name),
    alert: true,
    value: fields[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
  });
  return (
    <section aria-labelledby="customer-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="customer-heading" className="mb-3 text-lg font-semibold">
        {t.title}
      </h2>
      <div className="space-y-4">
        <TextField
          id="customerName"
          name="customerName"
          label={t.name}
          markRequired
          value={fields.customerName}
          onChange={(e) => set("customerName", e.target.value)}
          required
          maxLength={120}
          autoComplete="off"
          aria-describedby={blocker ? "checkout-blocker" : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {(
            [
              ["customerPhone", t.phone, "tel", 30],
              ["customerEmail", t.email, "email", 254],
            ] as const
          ).map(([name, label, type, max]) => (
            <TextField key={name} {...bound(name)} label={label} type={type} maxLength={max} autoComplete="off" />
          ))}
        </div>
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">{t.fullInvoice}</legend>
          <p className="text-xs text-slate-600">{t.fullInvoiceHint}</p>
          <TextField {...bound("customerTaxId")} label={t.taxId} maxLength={30} placeholder="B04123451" autoComplete="off" />
          <TextAreaField {...bound("customerAddress")} label={t.address} rows={2} maxLength={300} placeholder={t.addressPlaceholder} />
        </fieldset>
        <TextField {...bound("vehicleReg")} label={t.vehicleReg} maxLength={20} placeholder="1234 ABC" autoComplete="off" />
        <KnownCustomerOffer
          plate={fields.vehicleReg}
          phone={fields.customerPhone}
          currentName={fields.customerName}
          onUse={(c) =>
            onChange({
              ...fields,
              customerName: c.name,
              customerPhone: c.phone ?? fields.customerPhone,
              customerEmail: c.email ?? fields.customerEmail,
              // A full invoice needs both: the record's tax data only when it has both.
              customerTaxId: c.taxId && c.address ? c.taxId : fields.customerTaxId,
              customerAddress: c.taxId && c.address ? c.address : fields.customerAddress,
            })
          }
        />
        <SelectField
          id="paymentMethod"
          name="paymentMethod"
          label={t.paymentMethod}
          value={fields.paymentMethod}
          onChange={(e) => set("paymentMethod", e.target.value as PaymentMethod)}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m][locale] }))}
        />
        <TextAreaField {...bound("notes")} label={t.notes} rows={3} maxLength={1000} />
        <SubmitButton
          busy={submitting}
          disabled={!!blocker}
          spin
          label={t.complete}
          busyLabel={t.completing}
          size="lg"
          className="w-full"
        />
        {blocker && (
          <p id="checkout-blocker" className="text-sm text-slate-600" role="status">
            {blocker}
          </p>
        )}
      </div>
    </section>
  );
}
