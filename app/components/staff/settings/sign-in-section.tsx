// The settings screen's "Staff sign-in": whether every member of staff must use two-factor sign-in.
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { Section, type SectionProps } from "./parts";

export function SignInSection({ values }: SectionProps) {
  const t = useStaffText().settings.signIn;
  return (
    <Section title={t.title}>
      <div className="flex min-h-11 items-start gap-3 text-sm">
        <input
          id="s-requireTwoFactor"
          type="checkbox"
          name="requireTwoFactor"
          defaultChecked={values.requireTwoFactor === "on"}
          aria-describedby="s-requireTwoFactor-hint"
          className="mt-0.5 h-5 w-5 accent-brand-700"
        />
        <div>
          <label htmlFor="s-requireTwoFactor" className="font-medium">
            {t.requireTwoFactor}
          </label>
          <p id="s-requireTwoFactor-hint" className="text-slate-500">
            {t.hint}
          </p>
        </div>
      </div>
    </Section>
  );
}
