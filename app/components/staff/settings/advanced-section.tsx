// The settings screen's "Advanced": technical settings that come filled in and that an owner does
// not touch on day one (the shop's coordinates, the embedded map, the directions link), closed
// until opened. A plain <details>: it opens without JavaScript too; a message inside opens it (focusFirst).
import { ChevronRight } from "lucide-react";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { SettingInput, type SectionProps } from "./parts";

export function AdvancedSection(props: SectionProps) {
  const t = useStaffText().settings.advanced;
  return (
    <details className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="settings-advanced">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-bold [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="h-5 w-5 shrink-0 transition-transform group-open:rotate-90" />
        {t.summary}
      </summary>
      <p className="mb-3 text-sm text-slate-600">{t.intro}</p>
      <div className="grid gap-3 sm:grid-cols-6">
        <SettingInput {...props} name="latitude" label={t.latitude} inputMode="decimal" className="sm:col-span-3" />
        <SettingInput {...props} name="longitude" label={t.longitude} inputMode="decimal" className="sm:col-span-3" />
        <p id="s-coordinates-hint" className="-mt-1 text-xs text-slate-500 sm:col-span-6">
          {t.coordinatesHint}
        </p>
        <SettingInput {...props} name="mapEmbedUrl" label={t.mapEmbedLink} hint={t.mapEmbedHint} type="url" className="sm:col-span-6" />
        <SettingInput
          {...props}
          name="directionsUrl"
          label={t.directionsLink}
          hint={t.directionsHint}
          type="url"
          className="sm:col-span-6"
        />
      </div>
    </details>
  );
}
