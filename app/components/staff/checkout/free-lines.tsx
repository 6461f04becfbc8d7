// The till's free lines: a part or a job neither in stock nor among the services (a TPMS sensor),
// sold at the price the clerk types (IVA included, at the sale's rate), each with its own discount.
// The server checks them again (app/domain/checkout.ts) and prints them like a service line.
import { PackagePlus, Plus } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { RemoveButton } from "~/components/ui/remove-button";
import { FREE_LINE_LIMITS, type FreeLineRequest } from "~/domain/checkout";
import { discountedLineCents, type LineDiscount } from "~/domain/discount";
import { formatEur, parseCents } from "~/domain/money";
import { useShop } from "~/lib-ui/use-shop";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { LineDiscountControl } from "./line-discount";

export function FreeLines({
  lines,
  onAdd,
  onRemove,
  onDiscount,
  disabled,
}: {
  lines: readonly FreeLineRequest[];
  onAdd: (line: FreeLineRequest) => void;
  onRemove: (index: number) => void;
  onDiscount: (index: number, d: LineDiscount | undefined) => void;
  disabled: boolean;
}) {
  const texts = useStaffText().checkout;
  const t = texts.free;
  const locale = useStaffLocale();
  const vat = useShop().vatRatePercent;
  const eur = (c: number) => formatEur(c, locale);
  const [description, setDescription] = useState("");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [errors, setErrors] = useState<{ description?: string; price?: string; quantity?: string }>({});

  const add = () => {
    const cents = parseCents(price.replace(",", "."));
    const q = /^\d{1,2}$/.test(quantity.trim()) ? Number(quantity) : 0;
    const problems = {
      description: description.trim() ? undefined : texts.form.freeDescription,
      price: cents != null && cents >= 1 && cents <= FREE_LINE_LIMITS.maxPriceCents ? undefined : texts.form.freePrice,
      quantity: q >= 1 && q <= FREE_LINE_LIMITS.maxQuantity ? undefined : texts.form.freeQuantity,
    };
    setErrors(problems);
    if (problems.description || problems.price || problems.quantity || cents == null) return;
    onAdd({ description: description.trim(), unitPriceCents: cents, quantity: q });
    setDescription("");
    setPrice("");
    setQuantity("1");
  };

  return (
    <section aria-labelledby="free-lines-title" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="free-lines">
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id="free-lines-title" className="flex items-center gap-2 font-bold">
          <PackagePlus aria-hidden className="h-4 w-4" /> {t.title}
        </h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      {lines.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {lines.map((l, i) => (
            <li key={i} className="flex flex-wrap items-start justify-between gap-2 px-4 py-2 text-sm" data-testid="free-line">
              <div className="min-w-0">
                <p className="font-semibold">
                  {l.quantity} × {l.description}
                </p>
                <p className="text-slate-600">{t.each(eur(l.unitPriceCents))}</p>
                <LineDiscountControl
                  label={l.description}
                  unitCents={l.unitPriceCents}
                  quantity={l.quantity}
                  discount={l.discount}
                  onChange={(d) => onDiscount(i, d)}
                  disabled={disabled}
                />
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold tabular-nums">{eur(discountedLineCents(l.unitPriceCents, l.quantity, l.discount))}</span>
                <RemoveButton label={t.remove(l.description)} onClick={() => onRemove(i)} disabled={disabled} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2 border-t border-slate-200 p-4 sm:grid-cols-[1fr_8rem_5rem_auto] sm:items-start">
        <TextField
          id="free-description"
          label={t.description}
          value={description}
          maxLength={FREE_LINE_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <TextField
          id="free-price"
          label={t.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
        <TextField
          id="free-qty"
          label={t.qty}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={errors.quantity}
        />
        <button type="button" className={`${secondaryButton} min-h-11 sm:mt-6`} onClick={add} disabled={disabled}>
          <Plus aria-hidden className="h-4 w-4" /> {t.add}
        </button>
        <p className="text-xs text-slate-600 sm:col-span-4">{t.vat(vat)}</p>
      </div>
    </section>
  );
}
