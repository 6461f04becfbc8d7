// Add New Tyre / Edit Tyre: posts intent add|edit to the inventory action; the price preview
// follows rim, speed rating and quantity until the price is typed by hand, from the shop's price
// table and disposal fee (settings).
import { useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { centsToDecimal, formatEur, parseCents } from "~/domain/money";
import { defaultUnitPriceCents, lineTotalCents } from "~/domain/pricing";
import { PAIR_TYPES, TYRE_CONDITIONS } from "~/domain/tyre";
import { useStaffLocale, useStaffText } from "~/i18n/staff/use-staff-text";
import { tyreFormSchema } from "~/domain/tyre-form";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import { useShop } from "~/lib/use-shop";
import { DialogShell } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { INVENTORY_INTENT } from "./intents";
import { TyreDataFields } from "./tyre-data-fields";
import type { InventoryTyre } from "./inventory-tyre";
import { TyrePhotoManager } from "./tyre-photos";

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
  const { errors, formProps } = useFormValidation(tyreFormSchema(mode, pricing, new Date(), texts.fieldErrors), fetcher.data);
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

  const id = (name: string) => `${mode}-${name}`;
  const err = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});

  return (
    <fetcher.Form method="post" className="grid grid-cols-2 gap-3 sm:grid-cols-4" {...formProps}>
      <input type="hidden" name="intent" value={mode === "add" ? INVENTORY_INTENT.add : INVENTORY_INTENT.edit} />
      {tyre && <input type="hidden" name="id" value={tyre.id} />}
      <Field id={id("width")} label={t.width} error={errors.width}>
        <input
          id={id("width")}
          name="width"
          inputMode="numeric"
          defaultValue={tyre?.width ?? ""}
          placeholder="205"
          className={inputClass}
          {...err("width")}
        />
      </Field>
      <Field id={id("aspect")} label={t.aspect} error={errors.aspect}>
        <input
          id={id("aspect")}
          name="aspect"
          inputMode="numeric"
          defaultValue={tyre?.aspect ?? ""}
          placeholder="55"
          className={inputClass}
          {...err("aspect")}
        />
      </Field>
      <Field id={id("rim")} label={t.rim} error={errors.rim}>
        <input
          id={id("rim")}
          name="rim"
          inputMode="numeric"
          value={rim}
          onChange={(e) => setRim(e.target.value)}
          placeholder="16"
          className={inputClass}
          {...err("rim")}
        />
      </Field>
      <Field id={id("loadIndex")} label={t.loadIndex} error={errors.loadIndex}>
        <input
          id={id("loadIndex")}
          name="loadIndex"
          defaultValue={tyre?.loadIndex ?? ""}
          placeholder="91"
          className={inputClass}
          {...err("loadIndex")}
        />
      </Field>
      <Field id={id("speedRating")} label={t.speedRating} error={errors.speedRating}>
        <input
          id={id("speedRating")}
          name="speedRating"
          value={speed}
          onChange={(e) => setSpeed(e.target.value.toUpperCase())}
          placeholder="V"
          maxLength={2}
          className={inputClass}
          {...err("speedRating")}
        />
      </Field>
      <Field id={id("brand")} label={t.brand} error={errors.brand} className="col-span-1 sm:col-span-3">
        <input
          id={id("brand")}
          name="brand"
          defaultValue={tyre?.brand ?? ""}
          placeholder="Michelin"
          className={inputClass}
          {...err("brand")}
        />
      </Field>
      <Field id={id("model")} label={t.model} error={errors.model} className="col-span-2">
        <input id={id("model")} name="model" defaultValue={tyre?.model ?? ""} className={inputClass} {...err("model")} />
      </Field>
      <Field id={id("condition")} label={t.condition} error={errors.condition}>
        <select
          id={id("condition")}
          name="condition"
          value={condition}
          onChange={(e) => setCondition(e.target.value)}
          className={inputClass}
        >
          {TYRE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {texts.conditions[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("pairType")} label={t.pairType} error={errors.pairType}>
        <select id={id("pairType")} name="pairType" defaultValue={tyre?.pairType ?? "single"} className={inputClass}>
          {PAIR_TYPES.map((p) => (
            <option key={p} value={p}>
              {texts.pairTypes[p]}
            </option>
          ))}
        </select>
      </Field>
      {condition === "part-worn" && (
        <>
          <Field id={id("treadDepthMm")} label={t.treadDepth} error={errors.treadDepthMm} className="col-span-1 sm:col-span-2">
            <input
              id={id("treadDepthMm")}
              name="treadDepthMm"
              inputMode="decimal"
              defaultValue={tyre?.treadDepthMm ?? ""}
              placeholder="5.5"
              className={inputClass}
              {...err("treadDepthMm")}
            />
          </Field>
          <Field id={id("dotCode")} label={t.dotCode} error={errors.dotCode} className="col-span-1 sm:col-span-2">
            <input
              id={id("dotCode")}
              name="dotCode"
              inputMode="numeric"
              maxLength={4}
              defaultValue={tyre?.dotCode ?? ""}
              placeholder="0524"
              className={inputClass}
              {...err("dotCode")}
            />
          </Field>
        </>
      )}
      <TyreDataFields mode={mode} tyre={tyre} condition={condition} errors={errors} />
      <Field id={id("quantity")} label={t.quantity} error={errors.quantity}>
        <input
          id={id("quantity")}
          name="quantity"
          type="number"
          min={mode === "add" ? 1 : 0}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className={inputClass}
          {...err("quantity")}
        />
      </Field>
      <Field id={id("unitPrice")} label={t.unitPrice} error={errors.unitPrice}>
        <input
          id={id("unitPrice")}
          name="unitPrice"
          inputMode="decimal"
          value={unitPrice}
          onChange={(e) => setUnitPrice(e.target.value)}
          placeholder={defaultUnit != null ? (defaultUnit / 100).toFixed(2) : t.auto}
          className={inputClass}
          {...err("unitPrice")}
        />
      </Field>
      <Field id={id("disposalFee")} label={t.disposalFee} error={errors.disposalFee}>
        <input
          id={id("disposalFee")}
          name="disposalFee"
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          className={inputClass}
          {...err("disposalFee")}
        />
      </Field>
      <Field id={id("location")} label={t.location} error={errors.location}>
        <input
          id={id("location")}
          name="location"
          defaultValue={tyre?.location ?? ""}
          placeholder={t.locationPlaceholder}
          className={inputClass}
        />
      </Field>
      <Field id={id("ean")} label={t.ean} error={errors.ean}>
        <input
          id={id("ean")}
          name="ean"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          defaultValue={tyre?.ean ?? ""}
          placeholder={t.eanPlaceholder}
          className={inputClass}
          {...err("ean")}
        />
      </Field>
      {withCost && (
        <Field id={id("costPrice")} label={t.costPrice} error={errors.costPrice}>
          <input
            id={id("costPrice")}
            name="costPrice"
            inputMode="decimal"
            defaultValue={tyre?.costEur ?? ""}
            className={inputClass}
            {...err("costPrice")}
          />
        </Field>
      )}
      <Field id={id("imageUrl")} label={t.imageUrl} error={errors.imageUrl} className="col-span-2 sm:col-span-4">
        <input
          id={id("imageUrl")}
          name="imageUrl"
          defaultValue={tyre?.imageUrl ?? ""}
          placeholder="https://…"
          className={inputClass}
          {...err("imageUrl")}
        />
      </Field>
      <Field id={id("notes")} label={t.notes} error={errors.notes} className="col-span-2 sm:col-span-4">
        <textarea id={id("notes")} name="notes" rows={2} defaultValue={tyre?.notes ?? ""} className={inputClass} />
      </Field>
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
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t.saving : mode === "add" ? t.add : t.save}
        </button>
      </div>
    </fetcher.Form>
  );
}
