// The reprice rule: set / raise / lower by a percentage or an amount, or cost + X % + Y EUR, and
// the rounding. Preview and Apply post the same fields (Apply after a preview of the same rule).
import { Check, Eye } from "lucide-react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { REPRICE_INTENT } from "~/components/staff/shared/intents";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { ROUNDINGS } from "~/domain/reprice";
import { useStaffText } from "~/lib-ui/use-staff-text";
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
  const field = fieldsOf("reprice-", errors);
  return (
    <fetcher.Form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="filter" value={filter} />
      {previewed && <input type="hidden" name="previewed" value={previewed} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field("mode")}
          label={t.change}
          value={mode}
          onChange={(e) => setMode(e.target.value)}
          options={(["set", "raise", "lower", "margin"] as const).map((m) => ({ value: m, label: t.modes[m] }))}
        />
        {(mode === "raise" || mode === "lower") && (
          <SelectField
            {...field("by")}
            label={t.by}
            defaultValue="percent"
            options={[
              { value: "percent", label: t.percent },
              { value: "amount", label: t.amount },
            ]}
          />
        )}
        <TextField
          {...field("value")}
          label={mode === "set" ? t.price : mode === "margin" ? t.margin : t.value}
          inputMode="decimal"
          required
        />
        {mode === "margin" && <TextField {...field("plus")} label={t.plus} inputMode="decimal" defaultValue="0" />}
        <SelectField
          {...field("rounding")}
          label={t.rounding}
          defaultValue="none"
          options={ROUNDINGS.map((r) => ({ value: r, label: t.roundings[r] }))}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton busy={busy} spin icon={Eye} label={t.preview} variant="outline" name="intent" value={REPRICE_INTENT.preview} />
        <SubmitButton busy={busy} disabled={!previewed} icon={Check} label={t.apply} name="intent" value={REPRICE_INTENT.apply} />
      </div>
    </fetcher.Form>
  );
}
