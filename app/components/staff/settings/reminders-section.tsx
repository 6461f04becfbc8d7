// The settings screen's "Reminders": how many weeks after declined work its reminder goes to the
// customer (decision 108; only to customers who agreed to be contacted).
import { MAX_DECLINED_WEEKS } from "~/domain/reminders";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function RemindersSection(props: SectionProps) {
  const t = useStaffText().settings.reminders;
  return (
    <Section title={t.title}>
      <SettingInput
        {...props}
        name="reminderDeclinedWeeks"
        label={t.declinedWeeks}
        hint={t.declinedWeeksHint}
        inputMode="numeric"
        maxLength={String(MAX_DECLINED_WEEKS).length}
        className="max-w-md"
      />
    </Section>
  );
}
