// Add New Tyre / Edit Tyre: posts intent add|edit to the inventory action; the price preview
// follows rim, speed rating and quantity until the price is typed by hand, from the shop's price
// table and disposal fee (settings).
import { useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { centsToDecimal, formatEur, parseCents } from "~/domain/money";
import { defaultUnitPriceCents, lineTotalCents } from "~/domain/pricing";
import { PAIR_TYPES, TYRE_CONDITIONS } from "~/domain/tyre";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { tyreFormSchema } from "~/domain/tyre-form";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { useShop } from "~/lib-ui/use-shop";
import { DialogShell } from "~/components/ui/dialog";
import { fieldsOf, recordInputs, SelectField, TextAreaField, TextField, type TextInputProps } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { INVENTORY_INTENT } from "../shared/intents";
import { TyreDataFields } from "./tyre-data-fields";
import type { InventoryTyre } from "../../../domain/inventory-tyre";
import { TyrePhotoManager } from "./tyre-photos";
import { SubmitButton } from "~/components/ui/submit-button";

export function TyreFormDialog({
  mode,
  tyre,
  open,
  onOpenChange,
  withCost,
}: {
  mode: "add" | "edit";
  tyre?: InventoryTyre;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows the cost price (the owner's); without it the server keeps the stored cost. */
  withCost: boolean;
}) {
  const t = useStaffText().inventory.form;
  const fetcher = useFetcher<ActionResult<{ tyreId?: string }>>();
  // Right after adding a tyre, the dialog stays open on its photos.
  const [added, setAdded] = useState<string | null>(null);
  const change = (o: boolean) => {
    if (!o) setAdded(null);
    onOpenChange(o);
  };
  useActionToast(fetcher, { onSuccess: (r) => (mode === "add" && r.tyreId ? setAdded(r.tyreId) : onOpenChange(false)) });
  return (
    <DialogShell
      open={open}
      onOpenChange={change}
      title={added ? t.photosTitle : mode === "add" ? t.addTitle : t.editTitle}
      description={added ? t.addedDescription(added) : mode === "edit" && tyre ? t.stockCode(tyre.id) : t.newDescription}
    >
      {/* The dialog's content mounts each time it opens, so the form starts from the tyre again. */}
      {added ? (
        <>
          <TyrePhotoManager tyreId={added} />
          <div className="mt-4 flex justify-end">
            <button type="button" className={primaryButton} onClick={() => change(false)}>
              {t.done}
            </button>
          </div>
        </>
      ) : (
        <>
          <TyreForm mode={mode} tyre={tyre} fetcher={fetcher} onCancel={() => change(false)} withCost={withCost} />
          {mode === "edit" && tyre && <TyrePhotoManager tyreId={tyre.id} />}
        </>
      )}
    </DialogShell>
  );
}

function TyreForm({
  mode,
  tyre,
  fetcher,
  onCancel,
  withCost,
}: {
  mode: "add" | "edit";
  tyre?: InventoryTyre;
  fetcher: FetcherWithComponents<ActionResult<{ tyreId?: string }>>;
  onCancel: () => void;
  withCost: boolean;
}) {
  const locale = useStaffLocale();
  const texts = useStaffText().inventory;
  const t = texts.form;
  const busy = fetcher.state !== "idle";
  const pricing = useShop();
  const { errors, formProps } = useFormValidation(tyreFormSchema(mode, pricing, texts.fieldErrors), fetcher.data);
  const [rim, setRim] = useState(String(tyre?.rim ?? ""));
  const [speed, setSpeed] = useState(tyre?.speedRating ?? "");
  const [quantity, setQuantity] = useState(String(tyre?.quantity ?? 1));
  const [condition, setCondition] = useState<string>(tyre?.condition ?? "new");
  const [unitPrice, setUnitPrice] = useState(tyre ? tyre.unitPriceEur : "");
  const [fee, setFee] = useState(tyre ? tyre.disposalFeeEurPerTyre : centsToDecimal(pricing.disposalFeeCents));

  const rimN = Number(rim);
  const defaultUnit = rim && Number.isFinite(rimN) ? defaultUnitPriceCents(pricing.priceTable, rimN, speed) : null;
  const unitCents = unitPrice.trim() === "" ? defaultUnit : parseCents(unitPrice);
  const feeCents = fee.trim() === "" ? pricing.disposalFeeCents : parseCents(fee);
  const q = Number(quantity);
  const preview = unitCents != null && feeCents != null && Number.isInteger(q) && q >= 0 ? lineTotalCents(unitCents, feeCents, q) : null;

  const field = fieldsOf(`${mode}-`, errors);
  const input = recordInputs(field, tyre);
  // The inputs the price preview follows: each shows its state and sets it as the employee types.
  const live = (name: string, label: string, value: string, set: (typed: string) => void, props: TextInputProps = {}) => (
    <TextField {...field(name)} label={label} value={value} onChange={(e) => set(e.target.value)} {...props} />
  );
  const half = "col-span-1 sm:col-span-2";
  const whole = "col-span-2 sm:col-span-4";

  return (
    <fetcher.Form method="post" className="grid grid-cols-2 gap-3 sm:grid-cols-4" {...formProps}>
      <input type="hidden" name="intent" value={mode === "add" ? INVENTORY_INTENT.add : INVENTORY_INTENT.edit} />
      {tyre && <input type="hidden" name="id" value={tyre.id} />}
      {input("width", t.width, { inputMode: "numeric", placeholder: "205" })}
      {input("aspect", t.aspect, { inputMode: "numeric", placeholder: "55" })}
      {live("rim", t.rim, rim, setRim, { inputMode: "numeric", placeholder: "16" })}
      {input("loadIndex", t.loadIndex, { placeholder: "91" })}
      {live("speedRating", t.speedRating, speed, (typed) => setSpeed(typed.toUpperCase()), { placeholder: "V", maxLength: 2 })}
      {input("brand", t.brand, { className: "col-span-1 sm:col-span-3", placeholder: "Michelin" })}
      {input("model", t.model, { className: "col-span-2" })}
      <SelectField {...field("condition")} label={t.condition} value={condition} onChange={(e) => setCondition(e.target.value)}>
        {TYRE_CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {texts.conditions[c]}
          </option>
        ))}
      </SelectField>
      <SelectField {...field("pairType")} label={t.pairType} defaultValue={tyre?.pairType ?? "single"}>
        {PAIR_TYPES.map((p) => (
          <option key={p} value={p}>
            {texts.pairTypes[p]}
          </option>
        ))}
      </SelectField>
      {condition === "part-worn" && input("treadDepthMm", t.treadDepth, { className: half, inputMode: "decimal", placeholder: "5.5" })}
      {input("dotCode", t.dotCode, { className: half, inputMode: "numeric", maxLength: 4, placeholder: "0524" })}
      <TyreDataFields mode={mode} tyre={tyre} condition={condition} errors={errors} />
      {live("quantity", t.quantity, quantity, setQuantity, { type: "number", min: mode === "add" ? 1 : 0, step: 1 })}
      {live("unitPrice", t.unitPrice, unitPrice, setUnitPrice, {
        inputMode: "decimal",
        placeholder: defaultUnit != null ? (defaultUnit / 100).toFixed(2) : t.auto,
      })}
      {live("disposalFee", t.disposalFee, fee, setFee, { inputMode: "decimal" })}
      {input("location", t.location, { placeholder: t.locationPlaceholder })}
      {input("ean", t.ean, { inputMode: "numeric", autoComplete: "off", maxLength: 17, placeholder: t.eanPlaceholder })}
      {withCost && <TextField {...field("costPrice")} label={t.costPrice} inputMode="decimal" defaultValue={tyre?.costEur ?? ""} />}
      {input("imageUrl", t.imageUrl, { className: whole, placeholder: "https://…" })}
      <TextAreaField {...field("notes")} label={t.notes} className={whole} rows={2} defaultValue={tyre?.notes ?? ""} />
      <div className="col-span-2 rounded-md bg-brand-50 p-3 text-sm sm:col-span-4" aria-live="polite" data-testid="price-preview">
        {preview == null ? (
          <span className="text-slate-600">{t.previewEmpty}</span>
        ) : (
          <span>
            {formatEur(unitCents!, locale)} + {formatEur(feeCents!, locale)} {t.disposal} × {q} ={" "}
            <strong>{formatEur(preview, locale)}</strong>
            {unitPrice.trim() === "" && <span className="text-slate-600">{t.defaultPrice(rim, speed)}</span>}
          </span>
        )}
      </div>
      <div className="col-span-2 flex justify-end gap-2 sm:col-span-4">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t.cancel}
        </button>
        <SubmitButton busy={busy} label={mode === "add" ? t.add : t.save} busyLabel={t.saving} />
      </div>
    </fetcher.Form>
  );
}
