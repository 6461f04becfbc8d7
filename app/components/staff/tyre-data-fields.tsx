// The tyre form's "what buyers compare" groups (decision 027): season and sidewall marks for every
// tyre, the EU label for a new tyre, the UNE 69051 inspection document for a part-worn one. Plain
// inputs named as tyreFormSchema reads them; a phone gets one or two columns.
import { EU_CLASSES, missingInspection, NOISE_CLASSES, NOISE_DB, SEASONS } from "~/domain/tyre-data";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { Field, inputClass } from "~/components/ui/field";
import type { InventoryTyre } from "./inventory-tyre";

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
  const id = (name: string) => `${mode}-${name}`;
  const err = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  const flag = (name: "runFlat" | "reinforced" | "mudSnow" | "threePmsf", label: string) => (
    <label className={checkClass}>
      <input type="checkbox" name={name} value="on" defaultChecked={tyre?.[name] ?? false} className="h-5 w-5" />
      {label}
    </label>
  );
  const classSelect = (name: "fuelClass" | "wetGripClass" | "noiseClass", classes: readonly string[]) => (
    <select id={id(name)} name={name} defaultValue={tyre?.[name] ?? ""} className={inputClass} {...err(name)}>
      <option value="">–</option>
      {classes.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
  return (
    <>
      <fieldset className={groupClass}>
        <legend className={legendClass}>{t.seasonAndMarks}</legend>
        <Field id={id("season")} label={t.season} error={errors.season} className="col-span-2">
          <select id={id("season")} name="season" defaultValue={tyre?.season ?? ""} className={inputClass} {...err("season")}>
            <option value="">{t.notStated}</option>
            {SEASONS.map((s) => (
              <option key={s} value={s}>
                {texts.seasons[s]}
              </option>
            ))}
          </select>
        </Field>
        {flag("runFlat", t.runFlat)}
        {flag("reinforced", t.reinforced)}
        {flag("mudSnow", t.mudSnow)}
        {flag("threePmsf", t.threePmsf)}
      </fieldset>
      {condition === "new" ? (
        <fieldset className={groupClass}>
          <legend className={legendClass}>{t.euLabel}</legend>
          <Field id={id("fuelClass")} label={t.fuelClass} error={errors.fuelClass}>
            {classSelect("fuelClass", EU_CLASSES)}
          </Field>
          <Field id={id("wetGripClass")} label={t.wetGripClass} error={errors.wetGripClass}>
            {classSelect("wetGripClass", EU_CLASSES)}
          </Field>
          <Field id={id("noiseDb")} label={t.noiseDb(NOISE_DB[0], NOISE_DB[1])} error={errors.noiseDb}>
            <input
              id={id("noiseDb")}
              name="noiseDb"
              inputMode="numeric"
              maxLength={3}
              defaultValue={tyre?.noiseDb ?? ""}
              placeholder="71"
              className={inputClass}
              {...err("noiseDb")}
            />
          </Field>
          <Field id={id("noiseClass")} label={t.noiseClass} error={errors.noiseClass}>
            {classSelect("noiseClass", NOISE_CLASSES)}
          </Field>
          <Field id={id("eprel")} label={t.eprel} error={errors.eprel} className="col-span-2">
            <input
              id={id("eprel")}
              name="eprel"
              inputMode="numeric"
              maxLength={12}
              defaultValue={tyre?.eprel ?? ""}
              placeholder="1234567"
              className={inputClass}
              {...err("eprel")}
            />
          </Field>
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
          <Field id={id("inspectionRef")} label={t.inspectionRef} error={errors.inspectionRef} className="col-span-2">
            <input
              id={id("inspectionRef")}
              name="inspectionRef"
              maxLength={60}
              defaultValue={tyre?.inspectionRef ?? ""}
              placeholder="UNE-2026-0042"
              className={inputClass}
              {...err("inspectionRef")}
            />
          </Field>
          <Field id={id("inspectionBy")} label={t.inspectionBy} error={errors.inspectionBy} className="col-span-2">
            <input
              id={id("inspectionBy")}
              name="inspectionBy"
              maxLength={120}
              defaultValue={tyre?.inspectionBy ?? ""}
              placeholder="Gestor NFU Almería"
              className={inputClass}
              {...err("inspectionBy")}
            />
          </Field>
        </fieldset>
      )}
    </>
  );
}
