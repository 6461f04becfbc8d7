// The settings screen's fitting appointments: how many lifts the workshop has, the step between
// start times, how long each job takes (0 = customers cannot book it online), how soon and how far
// ahead a customer may book, and the hour the day-before reminder goes out. Part of the one
// settings form: its inputs are named by path (appointments.durations.fit2) like the rest.
import { fieldsOf, SelectField } from "~/components/ui/field";
import { APPOINTMENT_JOBS, STEP_CHOICES } from "~/domain/appointments";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function AppointmentsSection(props: SectionProps) {
  const t = useStaffText().settings.appointments;
  const { values, errors } = props;
  const field = fieldsOf("s-", errors);
  return (
    <Section title={t.title} description={t.description}>
      <div className="grid gap-3 sm:grid-cols-3">
        <SettingInput {...props} name="appointments.lifts" label={t.lifts} inputMode="numeric" maxLength={2} />
        <SelectField
          {...field("appointments.stepMinutes")}
          label={t.stepEvery}
          defaultValue={values["appointments.stepMinutes"]}
          controlClass="min-h-11"
          options={STEP_CHOICES.map((m) => ({ value: m, label: t.minutes(m) }))}
        />
        <SettingInput {...props} name="appointments.reminderHour" label={t.reminderHour} inputMode="numeric" maxLength={2} />
        <SettingInput {...props} name="appointments.earliestHours" label={t.earliestHours} inputMode="numeric" maxLength={3} />
        <SettingInput {...props} name="appointments.horizonDays" label={t.horizonDays} inputMode="numeric" maxLength={3} />
      </div>
      <fieldset className="mt-4 min-w-0">
        <legend className="text-sm font-semibold text-slate-800">{t.durations}</legend>
        <div className="grid gap-3 sm:grid-cols-5">
          {APPOINTMENT_JOBS.map((j) => (
            <SettingInput key={j} {...props} name={`appointments.durations.${j}`} label={t.jobs[j]} inputMode="numeric" maxLength={3} />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
