// The settings screen's "Address and map": the address, the Google Maps share link and the reviews
// link (the coordinates, the embedded map and the directions link are under "Advanced").
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function AddressSection(props: SectionProps) {
  const t = useStaffText().settings.address;
  return (
    <Section title={t.title}>
      <div className="grid gap-3 sm:grid-cols-6">
        <SettingInput {...props} name="street" label={t.street} maxLength={120} className="sm:col-span-6" />
        <SettingInput {...props} name="postalCode" label={t.postalCode} inputMode="numeric" maxLength={5} className="sm:col-span-2" />
        <SettingInput {...props} name="town" label={t.town} maxLength={80} className="sm:col-span-2" />
        <SettingInput {...props} name="province" label={t.province} maxLength={80} className="sm:col-span-2" />
        <SettingInput {...props} name="mapsUrl" label={t.mapLink} hint={t.mapLinkHint} type="url" className="sm:col-span-6" />
        <SettingInput
          {...props}
          name="reviewUrl"
          label={t.reviewsLink}
          hint={`${t.reviewsLinkHint} ${t.reviewsLinkUse}`}
          type="url"
          className="sm:col-span-6"
        />
      </div>
    </Section>
  );
}
