// A till line's discount (tyres, services and free lines alike): "Discount" opens a small editor
// (a percentage, an amount off or the agreed price per unit, and the reason); once applied, the
// line shows what it takes off, with Change and Remove. The editor checks what the server checks
// (app/domain/discount.ts); a counter's discount above the owner's limit is asked for an owner's
// approval when the sale is completed.
import { useId, useState } from "react";
import { RadioGroup } from "~/components/ui/choice";
import { TextField } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import {
  DISCOUNT_KINDS,
  DISCOUNT_REASON_MAX,
  discountCents,
  discountProblem,
  type DiscountKind,
  type LineDiscount,
  shownDiscountValue,
  typedDiscountValue,
} from "~/domain/discount";
import { formatEur } from "~/domain/money";
import { useShop } from "~/lib-ui/use-shop";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

const linkButton = "min-h-11 px-2 text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 disabled:opacity-50";

export function LineDiscountControl({
  label,
  unitCents,
  quantity,
  discount,
  onChange,
  disabled,
}: {
  /** The line's name, for the editor's title and the buttons' labels. */
  label: string;
  unitCents: number;
  quantity: number;
  discount: LineDiscount | undefined;
  onChange: (d: LineDiscount | undefined) => void;
  disabled: boolean;
}) {
  const texts = useStaffText().checkout;
  const t = texts.discount;
  const locale = useStaffLocale();
  const limit = useShop().counterDiscountLimitPercent;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<DiscountKind>(discount?.kind ?? "percent");
  const [value, setValue] = useState(discount ? shownDiscountValue(discount.kind, discount.value, locale) : "");
  const [reason, setReason] = useState(discount?.reason ?? "");
  const [errors, setErrors] = useState<{ value?: string; reason?: string }>({});

  const apply = () => {
    const v = typedDiscountValue(kind, value);
    const problems: { value?: string; reason?: string } = {};
    if (v == null)
      problems.value = kind === "percent" ? texts.form.discountPercent : kind === "amount" ? texts.form.discountAmount : t.badPrice;
    else {
      const problem = discountProblem(unitCents * quantity, discountCents(unitCents, quantity, { kind, value: v }));
      if (problem) problems.value = problem === "whole" ? t.whole : t.nothing;
    }
    if (!reason.trim()) problems.reason = texts.form.discountReason;
    setErrors(problems);
    if (problems.value || problems.reason || v == null) return;
    onChange({ kind, value: v, reason: reason.trim() });
    setOpen(false);
  };

  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="line-discount">
        {discount ? (
          <>
            <span className="font-medium text-emerald-800">
              {t.applied(formatEur(discountCents(unitCents, quantity, discount), locale), discount.reason)}
            </span>
            <button
              type="button"
              className={linkButton}
              onClick={() => setOpen(true)}
              disabled={disabled}
              aria-label={`${t.change}: ${t.title(label)}`}
            >
              {t.change}
            </button>
            <button
              type="button"
              className={linkButton}
              onClick={() => onChange(undefined)}
              disabled={disabled}
              aria-label={`${t.remove}: ${t.title(label)}`}
            >
              {t.remove}
            </button>
          </>
        ) : (
          <button type="button" className={linkButton} onClick={() => setOpen(true)} disabled={disabled} aria-label={t.title(label)}>
            {t.open}
          </button>
        )}
      </div>
    );

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-2 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      data-testid="discount-editor"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t.title(label)}
      </p>
      <RadioGroup
        legend={t.kindLegend}
        name={`${id}-kind`}
        look="buttons"
        value={kind}
        onChange={setKind}
        options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
      />
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          id={`${id}-value`}
          label={t.value[kind]}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={errors.value}
          alert
        />
        <TextField
          id={`${id}-reason`}
          label={t.reason}
          value={reason}
          maxLength={DISCOUNT_REASON_MAX}
          placeholder={t.reasonPlaceholder}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          alert
        />
      </div>
      <p className="text-xs text-slate-600">{t.limitHint(limit)}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${secondaryButton} min-h-11`} onClick={apply} disabled={disabled}>
          {t.apply}
        </button>
        <button type="button" className={linkButton} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
