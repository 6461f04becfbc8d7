// The booking form's car and customer fields: plate, tyre size, name, phone, e-mail, each with its
// message (keys of appointment.errors) and the visitor's input echoed after a refusal.
import { APPOINTMENT_LIMITS, type AppointmentErrorKey, type AppointmentFormField } from "~/domain/appointments";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
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
  const field = (f: AppointmentFormField) => ({
    id: `appt-${f}`,
    name: f,
    defaultValue: values[f] ?? "",
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `appt-${f}-error` : undefined,
    className: `${fieldClass} ${errors[f] ? "!border-red-600" : ""}`,
  });
  const err = (f: AppointmentFormField) =>
    errors[f] && (
      <p id={`appt-${f}-error`} className="mt-1 text-sm text-red-700">
        {m.errors[errors[f]!]}
      </p>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="appt-plate" className="text-sm font-medium">
          {m.plate}
        </label>
        <input
          {...field("plate")}
          required
          autoCapitalize="characters"
          maxLength={APPOINTMENT_LIMITS.plate}
          placeholder={m.platePlaceholder}
        />
        {err("plate")}
      </div>
      <div>
        <label htmlFor="appt-tyreSize" className="text-sm font-medium">
          {m.tyreSize}
        </label>
        <input {...field("tyreSize")} maxLength={APPOINTMENT_LIMITS.tyreSize} placeholder={m.tyreSizePlaceholder} />
        {err("tyreSize")}
      </div>
      <div>
        <label htmlFor="appt-name" className="text-sm font-medium">
          {m.name}
        </label>
        <input {...field("name")} required autoComplete="name" maxLength={APPOINTMENT_LIMITS.name} />
        {err("name")}
      </div>
      <div>
        <label htmlFor="appt-phone" className="text-sm font-medium">
          {m.phone}
        </label>
        <input {...field("phone")} type="tel" required autoComplete="tel" maxLength={APPOINTMENT_LIMITS.phone} />
        {err("phone")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="appt-email" className="text-sm font-medium">
          {m.email}
        </label>
        <input {...field("email")} type="email" autoComplete="email" maxLength={APPOINTMENT_LIMITS.email} />
        {err("email")}
      </div>
    </div>
  );
}
