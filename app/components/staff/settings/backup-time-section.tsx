// The settings screen's "Nightly backup": the shop's time at which the server takes the nightly
// backup (the downloads are in the backup section below the form).
import { Field, inputClass } from "~/components/ui/field";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { Section, type SectionProps } from "./parts";

export function BackupTimeSection({ values, errors }: SectionProps) {
  const t = useStaffText().settings.nightlyBackup;
  return (
    <Section title={t.title}>
      <Field id="s-backupTime" label={t.time} error={errors.backupTime}>
        <input
          id="s-backupTime"
          name="backupTime"
          type="time"
          required
          defaultValue={values.backupTime ?? "03:00"}
          className={`${inputClass} sm:max-w-40`}
          aria-invalid={errors.backupTime ? true : undefined}
          aria-describedby={errors.backupTime ? "s-backupTime-error s-backupTime-hint" : "s-backupTime-hint"}
        />
        <p id="s-backupTime-hint" className="mt-1 text-xs text-slate-500">
          {t.hint}
        </p>
      </Field>
    </Section>
  );
}
