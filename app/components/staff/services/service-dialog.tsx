// Add or edit a service: names in both languages, code, per job or per tyre, one price or a
// price per rim (13" to 21"; blank = not offered), and whether it is part of the fitting package.
import { useState } from "react";
import { useFetcher } from "react-router";
import { SERVICE_RIMS, type Service, serviceFormSchema, serviceFormValues, rimField } from "~/domain/services";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { DialogShell } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { SERVICES_INTENT } from "../intents";

const invalid = (id: string, error: string | undefined) => (error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {});

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
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const { errors, formProps } = useFormValidation(serviceFormSchema, fetcher.data, open);
  useActionToast(fetcher, { onSuccess: () => onOpenChange(false) });
  const v = serviceFormValues(service);
  const [pricing, setPricing] = useState(v.pricing);
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`s-${name}`} label={label} error={errors[name]}>
      <input
        id={`s-${name}`}
        name={name}
        defaultValue={v[name]}
        className={inputClass}
        {...invalid(`s-${name}`, errors[name])}
        {...extra}
      />
    </Field>
  );
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={service ? `Edit ${service.nameEn}` : "Add service"}
      description="Prices include IVA. A service in the fitting package is added for each tyre by “Add fitting”."
    >
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" {...formProps}>
        <input type="hidden" name="intent" value={SERVICES_INTENT.save} />
        {service && <input type="hidden" name="id" value={service.id} />}
        {text("nameEs", "Name in Spanish *")}
        {text("nameEn", "Name in English *")}
        {text("code", "Code *", { autoCapitalize: "characters", placeholder: "MONTAJE" })}
        <Field id="s-unit" label="Charged" error={errors.unit}>
          <select id="s-unit" name="unit" defaultValue={v.unit} className={inputClass}>
            <option value="job">per job</option>
            <option value="tyre">per tyre</option>
          </select>
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Price</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {(
              [
                ["flat", "One price"],
                ["rim", "A price per rim (per tyre)"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="pricing"
                  value={value}
                  checked={pricing === value}
                  onChange={() => setPricing(value)}
                  className="h-5 w-5"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.pricing && <p className="mt-1 text-xs text-red-700">{errors.pricing}</p>}
        </fieldset>
        {pricing === "flat" ? (
          text("price", "Price, IVA included (€) *", { inputMode: "decimal", placeholder: "15.00" })
        ) : (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">Price per tyre by rim, IVA included (€); blank = not offered</legend>
            <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {SERVICE_RIMS.map((r) => {
                const name = rimField(r);
                return (
                  <Field key={r} id={`s-${name}`} label={`R${r}`} error={errors[name]}>
                    <input
                      id={`s-${name}`}
                      name={name}
                      defaultValue={v[name]}
                      inputMode="decimal"
                      className={inputClass}
                      {...invalid(`s-${name}`, errors[name])}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        )}
        <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="inPackage" value="on" defaultChecked={v.inPackage === "on"} className="h-5 w-5" />
          Part of the fitting package (added per tyre by “Add fitting”, and in the fitted price on the site)
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? "Saving…" : "Save service"}
          </button>
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
