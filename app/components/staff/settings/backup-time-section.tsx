// The settings screen's "Nightly backup": the shop's time at which the server takes the nightly
// backup (the downloads are in the backup section below the form).
import { fieldsOf, TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, type SectionProps } from "./parts";

export function BackupTimeSection({ values, errors }: SectionProps) {
  const t = useStaffText().settings.nightlyBackup;
  const field = fieldsOf("s-", errors);
  return (
    <Section title={t.title}>
      <TextField
        {...field("backupTime")}
        label={t.time}
        hint={t.hint}
        type="time"
        required
        defaultValue={values.backupTime ?? "03:00"}
        controlClass="sm:max-w-40"
      />
    </Section>
  );
}
