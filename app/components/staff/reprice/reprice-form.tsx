// The reprice rule: set / raise / lower by a percentage or an amount, or cost + X % + Y EUR, and
// the rounding. Preview and Apply post the same fields (Apply after a preview of the same rule).
import { Check, Eye, Loader2 } from "lucide-react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { REPRICE_INTENT } from "~/components/staff/intents";
import { inputClass as input } from "~/components/ui/field";
import { ROUNDINGS } from "~/domain/reprice";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import type { FieldErrors } from "~/lib/form";

export function RepriceForm({
  fetcher,
  filter,
  previewed,
  errors,
}: {
  fetcher: FetcherWithComponents<unknown>;
  filter: string;
  /** The rule of the preview on screen (Apply sends it back; the server checks it is still the form's). */
  previewed: string | null;
  errors: FieldErrors;
}) {
  const t = useStaffText().reprice.form;
  const [mode, setMode] = useState("raise");
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="filter" value={filter} />
      {previewed && <input type="hidden" name="previewed" value={previewed} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          {t.change}
          <select name="mode" value={mode} onChange={(e) => setMode(e.target.value)} className={input}>
            <option value="set">{t.modes.set}</option>
            <option value="raise">{t.modes.raise}</option>
            <option value="lower">{t.modes.lower}</option>
            <option value="margin">{t.modes.margin}</option>
          </select>
        </label>
        {(mode === "raise" || mode === "lower") && (
          <label className="block text-sm font-medium">
            {t.by}
            <select name="by" defaultValue="percent" className={input}>
              <option value="percent">{t.percent}</option>
              <option value="amount">{t.amount}</option>
            </select>
          </label>
        )}
        <label className="block text-sm font-medium">
          {mode === "set" ? t.price : mode === "margin" ? t.margin : t.value}
          <input name="value" inputMode="decimal" required className={input} aria-invalid={!!errors.value || undefined} />
          {errors.value && <span className="mt-1 block text-sm text-red-700">{errors.value}</span>}
        </label>
        {mode === "margin" && (
          <label className="block text-sm font-medium">
            {t.plus}
            <input name="plus" inputMode="decimal" defaultValue="0" className={input} />
          </label>
        )}
        <label className="block text-sm font-medium">
          {t.rounding}
          <select name="rounding" defaultValue="none" className={input}>
            {ROUNDINGS.map((r) => (
              <option key={r} value={r}>
                {t.roundings[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="intent" value={REPRICE_INTENT.preview} className={secondaryButton} disabled={busy}>
          {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Eye aria-hidden className="h-4 w-4" />} {t.preview}
        </button>
        <button type="submit" name="intent" value={REPRICE_INTENT.apply} className={primaryButton} disabled={busy || !previewed}>
          <Check aria-hidden className="h-4 w-4" /> {t.apply}
        </button>
      </div>
    </fetcher.Form>
  );
}
