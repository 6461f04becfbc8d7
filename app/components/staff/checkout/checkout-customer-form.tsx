// The Customer Information card: the vehicle registration first (a known plate or phone offers its
// customer), name (required), phone and e-mail (kept on the customer's record), the full invoice's
// tax data, payment method as three buttons, notes. Complete Sale, with the amount, is the charge
// bar beside it (charge-bar.tsx). Controlled by the checkout page so it can clear everything after a sale.
import type { ChangeEvent } from "react";
import { PAYMENT_METHODS } from "~/domain/checkout";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/invoice";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { RadioGroup } from "~/components/ui/choice";
import type { SaleReservation } from "~/domain/basket";
import { fieldsOf, TextAreaField, TextField } from "~/components/ui/field";
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

/** The customer from the reservation being sold, else from the link (Sell on an appointment). */
export function customerOfSale(r: SaleReservation | null, q: URLSearchParams): CustomerFields {
  const [name, phone, email, plate] = ["name", "phone", "email", "plate"].map((k) => q.get(k) ?? "") as [string, string, string, string];
  if (r)
    return { ...EMPTY_CUSTOMER, customerName: r.clientName, customerPhone: phone, customerEmail: email, vehicleReg: r.vehicleReg ?? "" };
  return name ? { ...EMPTY_CUSTOMER, customerName: name, customerPhone: phone, customerEmail: email, vehicleReg: plate } : EMPTY_CUSTOMER;
}

/** Why Complete Sale is disabled (empty basket, then no customer name), or null. */
export function saleBlocker(
  fields: CustomerFields,
  basketEmpty: boolean,
  form: { emptyCart: string; customerName: string },
): string | null {
  return basketEmpty ? form.emptyCart : fields.customerName.trim() === "" ? form.customerName : null;
}

export function CheckoutCustomerForm({
  fields,
  onChange,
  blocker,
  errors = {},
}: {
  fields: CustomerFields;
  onChange: (fields: CustomerFields) => void;
  /** Why the sale cannot be completed yet (`saleBlocker`): the name field points at the message. */
  blocker: string | null;
  /** The server's field messages (bad NIF, the simplified-invoice limit). */
  errors?: Record<string, string>;
}) {
  const texts = useStaffText().checkout;
  const t = texts.customer;
  const locale = useStaffLocale();
  const set = <K extends keyof CustomerFields>(k: K, v: CustomerFields[K]) => onChange({ ...fields, [k]: v });
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
        <RadioGroup
          legend={t.paymentMethod}
          name="paymentMethod"
          look="buttons"
          value={fields.paymentMethod}
          onChange={(m) => set("paymentMethod", m)}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m][locale] }))}
        />
        <TextAreaField {...bound("notes")} label={t.notes} rows={3} maxLength={1000} />
      </div>
    </section>
  );
}
