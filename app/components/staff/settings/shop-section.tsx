// The settings screen's "The shop": names, NIF, e-mail and phones, as the site, e-mails and new invoices show them.
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function ShopSection(props: SectionProps) {
  const t = useStaffText().settings.shop;
  return (
    <Section title={t.title} description={t.description}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SettingInput {...props} name="name" label={t.name} maxLength={80} />
        <SettingInput {...props} name="legalName" label={t.legalName} maxLength={120} />
        <SettingInput {...props} name="nif" label={t.nif} maxLength={20} autoCapitalize="characters" spellCheck={false} />
        <SettingInput {...props} name="email" label={t.email} type="email" maxLength={254} />
        <SettingInput {...props} name="phone" label={t.phone} type="tel" maxLength={30} />
        <SettingInput {...props} name="whatsapp" label={t.whatsapp} type="tel" maxLength={30} />
      </div>
    </Section>
  );
}
