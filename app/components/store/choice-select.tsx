// The public forms' labelled select: the label above, a first option for "any", then the choices.
// `value` is what the page shows as chosen; the select is keyed by it so that after Back the
// browser shows the page's filter, not the choice it would restore (see listing-filters-form.tsx).

/** The public forms' input and select look (one line high, full width, large enough to tap). */
export const STORE_FIELD = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900";

/** The label's look (the select's wrapper), the default of `className`. */
export const CHOICE_LABEL = "text-sm font-medium text-slate-800";

export function ChoiceSelect({
  label,
  name,
  value,
  any,
  choices,
  className = CHOICE_LABEL,
}: {
  label: string;
  name: string;
  value: string | number;
  /** The first option's text (no filter). */
  any: string;
  choices: readonly { value: string | number; label: string }[];
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select name={name} defaultValue={value} className={STORE_FIELD} key={`${name}=${value}`}>
        <option value="">{any}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Choices whose text is their value (sizes, brands). */
export const plainChoices = (values: readonly (string | number)[], label = (v: string | number) => String(v)) =>
  values.map((v) => ({ value: v, label: label(v) }));
