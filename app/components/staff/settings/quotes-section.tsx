// The settings screen's "Quotes": how many days a new quote is valid (the editor starts from it;
// each quote can say otherwise).
import { MAX_QUOTE_VALID_DAYS } from "~/domain/quote";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function QuotesSection(props: SectionProps) {
  const t = useStaffText().settings.quotes;
  return (
    <Section title={t.title}>
      <SettingInput
        {...props}
        name="quoteValidDays"
        label={t.validDays}
        hint={t.validDaysHint}
        inputMode="numeric"
        maxLength={String(MAX_QUOTE_VALID_DAYS).length}
        className="max-w-md"
      />
    </Section>
  );
}
