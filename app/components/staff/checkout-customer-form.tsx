// The Customer Information card: name (required), phone and e-mail (kept on the customer's record),
// vehicle registration (a known plate or phone offers its customer), payment method, notes, and
// Complete Sale. Controlled by the checkout page so it can clear everything after a sale.
import { Loader2 } from "lucide-react";
import { PAYMENT_METHODS } from "~/domain/checkout";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/invoice";
import { useStaffLocale, useStaffText } from "~/i18n/staff/use-staff-text";
import { buttonClasses } from "~/components/ui/button";
import { inputClass as input } from "~/components/ui/field";
import { KnownCustomerOffer } from "./checkout/known-customer";

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
  return (
    <section aria-labelledby="customer-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="customer-heading" className="mb-3 text-lg font-semibold">
        {t.title}
      </h2>
      <div className="space-y-4">
        <div>
          <label htmlFor="customerName" className="text-sm font-medium">
            {t.name}{" "}
            <span aria-hidden className="text-red-700">
              *
            </span>
          </label>
          <input
            id="customerName"
            name="customerName"
            className={input}
            value={fields.customerName}
            onChange={(e) => set("customerName", e.target.value)}
            required
            maxLength={120}
            autoComplete="off"
            aria-describedby={blocker ? "checkout-blocker" : undefined}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {(
            [
              ["customerPhone", t.phone, "tel", 30],
              ["customerEmail", t.email, "email", 254],
            ] as const
          ).map(([name, label, type, max]) => (
            <div key={name}>
              <label htmlFor={name} className="text-sm font-medium">
                {label}
              </label>
              <input
                id={name}
                name={name}
                type={type}
                className={input}
                value={fields[name]}
                onChange={(e) => set(name, e.target.value)}
                maxLength={max}
                autoComplete="off"
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${name}-error` : undefined}
              />
              {errors[name] && (
                <p id={`${name}-error`} className="mt-1 text-xs text-red-700" role="alert">
                  {errors[name]}
                </p>
              )}
            </div>
          ))}
        </div>
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">{t.fullInvoice}</legend>
          <p className="text-xs text-slate-600">{t.fullInvoiceHint}</p>
          <div>
            <label htmlFor="customerTaxId" className="text-sm font-medium">
              {t.taxId}
            </label>
            <input
              id="customerTaxId"
              name="customerTaxId"
              className={input}
              value={fields.customerTaxId}
              onChange={(e) => set("customerTaxId", e.target.value)}
              maxLength={30}
              placeholder="B04123451"
              autoComplete="off"
              aria-invalid={errors.customerTaxId ? true : undefined}
              aria-describedby={errors.customerTaxId ? "customerTaxId-error" : undefined}
            />
            {errors.customerTaxId && (
              <p id="customerTaxId-error" className="mt-1 text-xs text-red-700" role="alert">
                {errors.customerTaxId}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="customerAddress" className="text-sm font-medium">
              {t.address}
            </label>
            <textarea
              id="customerAddress"
              name="customerAddress"
              rows={2}
              className={input}
              value={fields.customerAddress}
              onChange={(e) => set("customerAddress", e.target.value)}
              maxLength={300}
              placeholder={t.addressPlaceholder}
              aria-invalid={errors.customerAddress ? true : undefined}
              aria-describedby={errors.customerAddress ? "customerAddress-error" : undefined}
            />
            {errors.customerAddress && (
              <p id="customerAddress-error" className="mt-1 text-xs text-red-700" role="alert">
                {errors.customerAddress}
              </p>
            )}
          </div>
        </fieldset>
        <div>
          <label htmlFor="vehicleReg" className="text-sm font-medium">
            {t.vehicleReg}
          </label>
          <input
            id="vehicleReg"
            name="vehicleReg"
            className={input}
            value={fields.vehicleReg}
            onChange={(e) => set("vehicleReg", e.target.value)}
            maxLength={20}
            placeholder="1234 ABC"
            autoComplete="off"
            aria-invalid={errors.vehicleReg ? true : undefined}
            aria-describedby={errors.vehicleReg ? "vehicleReg-error" : undefined}
          />
          {errors.vehicleReg && (
            <p id="vehicleReg-error" className="mt-1 text-xs text-red-700" role="alert">
              {errors.vehicleReg}
            </p>
          )}
        </div>
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
        <div>
          <label htmlFor="paymentMethod" className="text-sm font-medium">
            {t.paymentMethod}
          </label>
          <select
            id="paymentMethod"
            name="paymentMethod"
            className={input}
            value={fields.paymentMethod}
            onChange={(e) => set("paymentMethod", e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m][locale]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="notes" className="text-sm font-medium">
            {t.notes}
          </label>
          <textarea
            id="notes"
            name="notes"
            rows={3}
            className={input}
            value={fields.notes}
            onChange={(e) => set("notes", e.target.value)}
            maxLength={1000}
          />
        </div>
        <button type="submit" disabled={!!blocker || submitting} className={buttonClasses("primary", "lg", "w-full")}>
          {submitting && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {submitting ? t.completing : t.complete}
        </button>
        {blocker && (
          <p id="checkout-blocker" className="text-sm text-slate-600" role="status">
            {blocker}
          </p>
        )}
      </div>
    </section>
  );
}
