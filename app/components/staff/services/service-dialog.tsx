// Add or edit a service: names in both languages, code, per job or per tyre, one price or a
// price per rim (13" to 21"; blank = not offered), and whether it is part of the fitting package.
import { useState } from "react";
import { useFetcher } from "react-router";
import { SERVICE_RIMS, type Service, serviceFormSchemaIn, serviceFormValues, rimField, serviceName } from "~/domain/services";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { DialogShell } from "~/components/ui/dialog";
import { fieldsOf, recordInputs, SelectField, TextField } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { CheckboxField, RadioGroup } from "~/components/ui/choice";
import { SubmitButton } from "~/components/ui/submit-button";
import { SERVICES_INTENT } from "../shared/intents";

export function ServiceDialog({
  service,
  open,
  onOpenChange,
}: {
  /** null: a new service. */
  service: Service | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useStaffText().services;
  const d = t.dialog;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const { errors, formProps } = useFormValidation(serviceFormSchemaIn(t.form), fetcher.data, open);
  useActionToast(fetcher, { onSuccess: () => onOpenChange(false) });
  const v = serviceFormValues(service);
  const [pricing, setPricing] = useState(v.pricing);
  const field = fieldsOf("s-", errors);
  const text = recordInputs(field, v);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={service ? d.editTitle(serviceName(service, locale)) : d.addTitle}
      description={d.description}
    >
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" {...formProps}>
        <input type="hidden" name="intent" value={SERVICES_INTENT.save} />
        {service && <input type="hidden" name="id" value={service.id} />}
        {text("nameEs", d.nameEs)}
        {text("nameEn", d.nameEn)}
        {text("code", d.code, { autoCapitalize: "characters", placeholder: "MONTAJE" })}
        <SelectField {...field("unit")} label={d.charged} defaultValue={v.unit}>
          <option value="job">{t.units.job}</option>
          <option value="tyre">{t.units.tyre}</option>
        </SelectField>
        <RadioGroup
          legend={d.price}
          name="pricing"
          look="inline"
          options={[
            { value: "flat", label: d.flat },
            { value: "rim", label: d.byRim },
          ]}
          value={pricing}
          onChange={setPricing}
          error={errors.pricing}
          className="sm:col-span-2"
        />
        {pricing === "flat" ? (
          text("price", d.flatPrice, { inputMode: "decimal", placeholder: d.pricePlaceholder })
        ) : (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">{d.rimPrices}</legend>
            <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {SERVICE_RIMS.map((r) => (
                <TextField key={r} {...field(rimField(r))} label={`R${r}`} defaultValue={v[rimField(r)]} inputMode="decimal" />
              ))}
            </div>
          </fieldset>
        )}
        <CheckboxField label={d.inPackage} name="inPackage" value="on" defaultChecked={v.inPackage === "on"} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            {d.cancel}
          </button>
          <SubmitButton busy={busy} label={d.save} busyLabel={d.saving} />
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
