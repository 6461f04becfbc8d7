// The tyre form's "what buyers compare" groups (decision 027): season and sidewall marks for every
// tyre, the EU label for a new tyre, the UNE 69051 inspection document for a part-worn one. Plain
// inputs named as tyreFormSchema reads them; a phone gets one or two columns.
import { EU_CLASSES, missingInspection, NOISE_CLASSES, NOISE_DB, SEASONS } from "~/domain/tyre-data";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { fieldsOf, recordInputs, SelectField } from "~/components/ui/field";
import type { InventoryTyre } from "../../../domain/inventory-tyre";

const groupClass = "col-span-2 grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 sm:col-span-4 sm:grid-cols-4";
const legendClass = "px-1 text-sm font-semibold text-slate-800";
const checkClass = "flex min-h-11 items-center gap-2 text-sm text-slate-800";

export function TyreDataFields({
  mode,
  tyre,
  condition,
  errors,
}: {
  mode: "add" | "edit";
  tyre?: InventoryTyre;
  condition: string;
  errors: Record<string, string | undefined>;
}) {
  const texts = useStaffText().inventory;
  const t = texts.form;
  const field = fieldsOf(`${mode}-`, errors);
  const input = recordInputs(field, tyre);
  const flag = (name: "runFlat" | "reinforced" | "mudSnow" | "threePmsf", label: string) => (
    <label className={checkClass}>
      <input type="checkbox" name={name} value="on" defaultChecked={tyre?.[name] ?? false} className="h-5 w-5" />
      {label}
    </label>
  );
  const classSelect = (name: "fuelClass" | "wetGripClass" | "noiseClass", label: string, classes: readonly string[]) => (
    <SelectField {...field(name)} label={label} defaultValue={tyre?.[name] ?? ""}>
      <option value="">–</option>
      {classes.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
  return (
    <>
      <fieldset className={groupClass}>
        <legend className={legendClass}>{t.seasonAndMarks}</legend>
        <SelectField
          {...field("season")}
          label={t.season}
          className="col-span-2"
          defaultValue={tyre?.season ?? ""}
          options={[{ value: "", label: t.notStated }, ...SEASONS.map((s) => ({ value: s, label: texts.seasons[s] }))]}
        />
        {flag("runFlat", t.runFlat)}
        {flag("reinforced", t.reinforced)}
        {flag("mudSnow", t.mudSnow)}
        {flag("threePmsf", t.threePmsf)}
      </fieldset>
      {condition === "new" ? (
        <fieldset className={groupClass}>
          <legend className={legendClass}>{t.euLabel}</legend>
          {classSelect("fuelClass", t.fuelClass, EU_CLASSES)}
          {classSelect("wetGripClass", t.wetGripClass, EU_CLASSES)}
          {input("noiseDb", t.noiseDb(NOISE_DB[0], NOISE_DB[1]), { inputMode: "numeric", maxLength: 3, placeholder: "71" })}
          {classSelect("noiseClass", t.noiseClass, NOISE_CLASSES)}
          {input("eprel", t.eprel, { className: "col-span-2", inputMode: "numeric", maxLength: 12, placeholder: "1234567" })}
        </fieldset>
      ) : (
        <fieldset className={groupClass}>
          <legend className={legendClass}>{t.inspection}</legend>
          {tyre && missingInspection(tyre) && (
            <p
              role="status"
              className="col-span-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 sm:col-span-4"
              data-testid="inspection-warning"
            >
              {t.inspectionWarning}
            </p>
          )}
          {input("inspectionRef", t.inspectionRef, { className: "col-span-2", maxLength: 60, placeholder: "UNE-2026-0042" })}
          {input("inspectionBy", t.inspectionBy, { className: "col-span-2", maxLength: 120, placeholder: "Gestor NFU Almería" })}
        </fieldset>
      )}
    </>
  );
}
