// The settings screen's fitting appointments: how many lifts the workshop has, the step between
// start times, how long each job takes (0 = customers cannot book it online), how soon and how far
// ahead a customer may book, and the hour the day-before reminder goes out. Part of the one
// settings form: its inputs are named by path (appointments.durations.fit2) like the rest.
import type { ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { APPOINTMENT_JOBS, JOB_LABELS, STEP_CHOICES } from "~/domain/appointments";
import type { FieldErrors } from "~/lib/form";

export function AppointmentsSection({
  values,
  errors,
  section,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  section: (title: string, description: string, children: ReactNode) => ReactNode;
}) {
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field id={`s-${name}`} label={label} error={errors[name]}>
      <input
        id={`s-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        inputMode="numeric"
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `s-${name}-error` : undefined}
        {...props}
      />
    </Field>
  );
  return section(
    "Fitting appointments",
    "Customers book a time on the site from the opening hours and closed dates above; at no moment are more cars booked than lifts.",
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {input("appointments.lifts", "Lifts", { maxLength: 2 })}
        <Field id="s-appointments.stepMinutes" label="Start times every" error={errors["appointments.stepMinutes"]}>
          <select
            id="s-appointments.stepMinutes"
            name="appointments.stepMinutes"
            defaultValue={values["appointments.stepMinutes"]}
            className={`${inputClass} min-h-11`}
          >
            {STEP_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </Field>
        {input("appointments.reminderHour", "Reminder the day before at (hour, 0-23)", { maxLength: 2 })}
        {input("appointments.earliestHours", "Earliest booking (hours from now)", { maxLength: 3 })}
        {input("appointments.horizonDays", "Bookable up to (days ahead)", { maxLength: 3 })}
      </div>
      <fieldset className="mt-4 min-w-0">
        <legend className="text-sm font-semibold text-slate-800">How long each job takes (minutes; 0 = not booked online)</legend>
        <div className="grid gap-3 sm:grid-cols-5">
          {APPOINTMENT_JOBS.map((j) => (
            <div key={j}>{input(`appointments.durations.${j}`, JOB_LABELS[j], { maxLength: 3 })}</div>
          ))}
        </div>
      </fieldset>
    </>,
  );
}
