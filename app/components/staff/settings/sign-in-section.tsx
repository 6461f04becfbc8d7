// The settings screen's "Staff sign-in": whether every member of staff must use two-factor sign-in.
import { CheckboxField } from "~/components/ui/choice";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, type SectionProps } from "./parts";

export function SignInSection({ values }: SectionProps) {
  const t = useStaffText().settings.signIn;
  return (
    <Section title={t.title}>
      <CheckboxField
        id="s-requireTwoFactor"
        name="requireTwoFactor"
        label={t.requireTwoFactor}
        hint={t.hint}
        defaultChecked={values.requireTwoFactor === "on"}
      />
    </Section>
  );
}
