// The one settings form: every section, checked by the one schema (in the screen's language) in
// the browser and again on the server, saved at once with the version it was loaded with. The
// sticky bar holds "Undo changes" and "Save settings".
import { RotateCcw, Save } from "lucide-react";
import { useMemo } from "react";
import type { FetcherWithComponents } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { shopSettingsSchemaIn } from "~/domain/shop-settings";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { ActionResult } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { AddressSection } from "./address-section";
import { AdvancedSection } from "./advanced-section";
import { AppointmentsSection } from "./appointments-section";
import { BackupTimeSection } from "./backup-time-section";
import { ClosedDatesSection } from "./closed-dates-section";
import { HoursSection } from "./hours-section";
import { focusFirst } from "./parts";
import { SettingsPart as Part } from "./settings-index";
import { PricesSection } from "./prices-section";
import { PromotionsSection } from "./promotions-section";
import { QuotesSection } from "./quotes-section";
import { RemindersSection } from "./reminders-section";
import { ShopSection } from "./shop-section";
import { SignInSection } from "./sign-in-section";

/** What the form starts from: the stored settings as fields, the rows of its lists, the version it edits. */
export interface SettingsFormData {
  values: Record<string, string>;
  hours: number[];
  closedDates: number;
  priceRows: number;
  version: number;
}

export function SettingsForm({
  data,
  fetcher,
  formRef,
  onUndo,
}: {
  data: SettingsFormData;
  fetcher: FetcherWithComponents<ActionResult>;
  formRef: React.RefObject<HTMLFormElement | null>;
  onUndo: () => void;
}) {
  const texts = useStaffText().settings;
  const schema = useMemo(() => shopSettingsSchemaIn(texts.form), [texts]);
  const { errors, formProps } = useFormValidation(schema, fetcher.data, undefined, { nested: true, onInvalid: focusFirst });
  const busy = fetcher.state !== "idle";
  const section = { values: data.values, errors };
  return (
    <fetcher.Form method="post" ref={formRef} className="mt-6 space-y-6" {...formProps} data-testid="settings-form">
      <input type="hidden" name="version" value={data.version} />
      <Part id="shop">
        <ShopSection {...section} />
      </Part>
      <Part id="address">
        <AddressSection {...section} />
      </Part>
      <Part id="hours">
        <HoursSection {...section} hours={data.hours} />
      </Part>
      <Part id="closedDates">
        <ClosedDatesSection {...section} count={data.closedDates} />
      </Part>
      <Part id="prices">
        <PricesSection {...section} priceRows={data.priceRows} />
      </Part>
      <Part id="quotes">
        <QuotesSection {...section} />
      </Part>
      <Part id="reminders">
        <RemindersSection {...section} />
      </Part>
      <Part id="promo">
        <PromotionsSection {...section} />
      </Part>
      <Part id="appointments">
        <AppointmentsSection {...section} />
      </Part>
      <Part id="signIn">
        <SignInSection {...section} />
      </Part>
      <Part id="nightlyBackup">
        <BackupTimeSection {...section} />
      </Part>
      <Part id="advanced">
        <AdvancedSection {...section} />
      </Part>
      <div className="sticky bottom-[4.5rem] z-30 flex flex-wrap items-center justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur lg:bottom-3">
        {errors.form && <p className="mr-auto text-sm text-red-700">{errors.form}</p>}
        {/* On a phone both buttons share one row: without their icons, each takes half. */}
        <button type="button" className={`${secondaryButton} min-h-11 flex-1 sm:flex-none`} onClick={onUndo} disabled={busy}>
          <RotateCcw aria-hidden className="hidden h-4 w-4 sm:block" /> {texts.undo}
        </button>
        <SubmitButton
          busy={busy}
          icon={Save}
          label={texts.save}
          busyLabel={texts.saving}
          className="min-h-11 flex-1 sm:flex-none max-sm:[&>svg]:hidden"
          data-testid="save-settings"
        />
      </div>
    </fetcher.Form>
  );
}
