// The settings screen's "Prices, deposit and reservations": deposit, disposal fee, IVA, the hold
// days, what happens to the deposit of an ended reservation, and the price table by rim (rows
// added and removed in the form) with the larger rims and a speed rating priced apart.
import { Plus } from "lucide-react";
import { RemoveButton } from "~/components/ui/remove-button";
import { secondaryButton } from "~/components/ui/button";
import { fieldsOf, SelectField } from "~/components/ui/field";
import { DEPOSIT_RULES } from "~/domain/reservation-deposit";
import { MAX_PRICE_ROWS } from "~/domain/shop-settings";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps, useRows } from "./parts";

export function PricesSection({ priceRows, ...props }: SectionProps & { priceRows: number }) {
  const t = useStaffText().settings.prices;
  const { values, errors } = props;
  const field = fieldsOf("s-", errors);
  const prices = useRows(priceRows, MAX_PRICE_ROWS);
  return (
    <Section title={t.title} description={t.description}>
      <div className="grid gap-3 sm:grid-cols-4">
        <SettingInput {...props} name="depositCents" label={t.deposit} inputMode="decimal" />
        <SettingInput {...props} name="disposalFeeCents" label={t.disposalFee} inputMode="decimal" />
        <SettingInput {...props} name="vatRatePercent" label={t.vatRate} inputMode="numeric" maxLength={2} />
        <SettingInput {...props} name="reservationHoldDays" label={t.holdDays} inputMode="numeric" maxLength={2} />
      </div>
      <SettingInput
        {...props}
        name="counterDiscountLimitPercent"
        label={t.discountLimit}
        hint={t.discountLimitHint}
        inputMode="numeric"
        maxLength={2}
        className="mt-3 max-w-sm"
      />
      <SelectField
        {...field("depositWhenEnded")}
        label={t.depositWhenEnded}
        className="mt-3 max-w-sm"
        defaultValue={values.depositWhenEnded ?? "return"}
        controlClass="min-h-11"
        options={DEPOSIT_RULES.map((rule) => ({ value: rule, label: t.depositRules[rule] }))}
      />
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t.rimTable}</h3>
      <p className="text-xs text-slate-500">{t.rimTableHint}</p>
      {errors["priceTable.byRim"] && (
        <p className="mt-1 text-xs text-red-700" data-field="priceTable.byRim" tabIndex={-1}>
          {errors["priceTable.byRim"]}
        </p>
      )}
      <ul className="mt-2 max-w-lg space-y-2">
        {prices.rows.map((row, i) => {
          const from = (f: string) => (row.from == null ? "" : (values[`priceTable.byRim.${row.from}.${f}`] ?? ""));
          return (
            <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <SettingInput
                {...props}
                name={`priceTable.byRim.${i}.maxRim`}
                label={t.rimUpTo}
                inputMode="numeric"
                defaultValue={from("maxRim")}
              />
              <SettingInput
                {...props}
                name={`priceTable.byRim.${i}.cents`}
                label={t.price}
                inputMode="decimal"
                defaultValue={from("cents")}
              />
              <RemoveButton label={t.removeRow(i + 1)} onClick={() => prices.remove(row.key)} disabled={prices.rows.length <= 1} />
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${secondaryButton} mt-2 min-h-11`} onClick={prices.add} disabled={!prices.canAdd}>
        <Plus aria-hidden className="h-4 w-4" /> {t.addRow}
      </button>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <SettingInput {...props} name="priceTable.largerCents" label={t.larger} inputMode="decimal" />
        <SettingInput {...props} name="priceTable.speedRating.code" label={t.speedCode} maxLength={2} placeholder={t.speedPlaceholder} />
        <SettingInput {...props} name="priceTable.speedRating.cents" label={t.speedPrice} inputMode="decimal" />
      </div>
    </Section>
  );
}
