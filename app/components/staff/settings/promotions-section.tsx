// The settings screen's "Promotions": in each language, the strip above the header, the rotating
// banner messages (empty lines left out) and the one-time popup.
import { fieldsOf, TextAreaField } from "~/components/ui/field";
import { MAX_BANNER_LINES } from "~/domain/shop-settings";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps } from "./parts";

export function PromotionsSection(props: SectionProps) {
  const t = useStaffText().settings.promo;
  const { values, errors } = props;
  const field = fieldsOf("s-", errors);
  return (
    <Section title={t.title} description={t.description}>
      <div className="grid gap-6 md:grid-cols-2">
        {(["es", "en"] as const).map((lang) => (
          <fieldset key={lang} className="min-w-0 space-y-3">
            <legend className="text-sm font-semibold text-slate-800">{t.languages[lang]}</legend>
            <SettingInput {...props} name={`promo.${lang}.strip`} label={t.strip} maxLength={160} />
            <div data-field={`promo.${lang}.banner`} tabIndex={-1}>
              <p className="text-sm font-medium text-slate-800">{t.banner}</p>
              {errors[`promo.${lang}.banner`] && <p className="mt-1 text-xs text-red-700">{errors[`promo.${lang}.banner`]}</p>}
              <div className="space-y-2">
                {Array.from({ length: MAX_BANNER_LINES }, (_, i) => (
                  <SettingInput
                    key={i}
                    {...props}
                    name={`promo.${lang}.banner.${i}`}
                    label={t.bannerMessage(i + 1, t.languages[lang])}
                    hideLabel
                    maxLength={120}
                  />
                ))}
              </div>
            </div>
            <SettingInput {...props} name={`promo.${lang}.popupTitle`} label={t.popupTitle} maxLength={60} />
            <TextAreaField
              {...field(`promo.${lang}.popupText`)}
              label={t.popupText}
              rows={3}
              maxLength={300}
              defaultValue={values[`promo.${lang}.popupText`] ?? ""}
            />
          </fieldset>
        ))}
      </div>
    </Section>
  );
}
