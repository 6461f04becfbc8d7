// The booking form's car and customer fields: plate, tyre size, name, phone, e-mail, each with its
// message (keys of appointment.errors) and the visitor's input echoed after a refusal.
import { APPOINTMENT_LIMITS, type AppointmentErrorKey, type AppointmentFormField } from "~/domain/appointments";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { formFields, FormRow } from "~/components/store/public-form";
import { fieldClass } from "./slot-picker";

export function CustomerFields({
  locale,
  values,
  errors,
}: {
  locale: Locale;
  values: Record<string, string>;
  errors: Partial<Record<AppointmentFormField, AppointmentErrorKey>>;
}) {
  const m = messages(locale).appointment;
  const { field, row } = formFields({
    prefix: "appt",
    values,
    errors,
    message: (k) => m.errors[k],
    inputClass: (invalid) => `${fieldClass} ${invalid ? "!border-red-600" : ""}`,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormRow {...row("plate", m.plate)}>
        <input
          {...field("plate")}
          required
          autoCapitalize="characters"
          maxLength={APPOINTMENT_LIMITS.plate}
          placeholder={m.platePlaceholder}
        />
      </FormRow>
      <FormRow {...row("tyreSize", m.tyreSize)}>
        <input {...field("tyreSize")} maxLength={APPOINTMENT_LIMITS.tyreSize} placeholder={m.tyreSizePlaceholder} />
      </FormRow>
      <FormRow {...row("name", m.name)}>
        <input {...field("name")} required autoComplete="name" maxLength={APPOINTMENT_LIMITS.name} />
      </FormRow>
      <FormRow {...row("phone", m.phone)}>
        <input {...field("phone")} type="tel" required autoComplete="tel" maxLength={APPOINTMENT_LIMITS.phone} />
      </FormRow>
      <FormRow {...row("email", m.email)} className="sm:col-span-2">
        <input {...field("email")} type="email" autoComplete="email" maxLength={APPOINTMENT_LIMITS.email} />
      </FormRow>
    </div>
  );
}
