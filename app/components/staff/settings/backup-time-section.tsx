// The settings screen's "Nightly backup": the shop's time at which the server takes the nightly
// backup (the downloads are in the backup section below the form).
import { TextField } from "~/components/ui/field";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { Section, type SectionProps } from "./parts";

export function BackupTimeSection({ values, errors }: SectionProps) {
  const t = useStaffText().settings.nightlyBackup;
  return (
    <Section title={t.title}>
      <TextField
        id="s-backupTime"
        name="backupTime"
        label={t.time}
        error={errors.backupTime}
        hint={t.hint}
        type="time"
        required
        defaultValue={values.backupTime ?? "03:00"}
        controlClass="sm:max-w-40"
      />
    </Section>
  );
}
