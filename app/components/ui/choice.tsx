// The back-office's choices: a group of radio buttons under its legend, and a checkbox with its
// label (and help, read with it). The controls keep their names; the group posts the value chosen.
import type { ComponentProps, ReactNode } from "react";

/**
 * How the options of a group are laid out: one under another, side by side, as framed tiles, or
 * as one row of equal buttons (a few short options chosen at a glance: the till's payment method).
 */
export type ChoiceLook = "list" | "inline" | "tiles" | "buttons";

const groupClass: Record<ChoiceLook, string> = {
  list: "",
  inline: "mt-1 flex flex-wrap gap-4",
  tiles: "mt-1 grid grid-cols-2 gap-2",
  buttons: "mt-1 grid auto-cols-fr grid-flow-col gap-2",
};
const optionClass: Record<ChoiceLook, string> = {
  list: "mt-1 flex min-h-11 items-center gap-2 text-sm",
  inline: "flex min-h-11 items-center gap-2 text-sm",
  tiles:
    "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold",
  buttons:
    "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600",
};

/** Radio buttons named `name` under a legend. Controlled with `value` and `onChange`, or left to the form with `defaultValue`. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  look = "list",
  className,
}: {
  legend: ReactNode;
  name: string;
  /** Each option's value and label (`lang` when the label is in another language). */
  options: readonly { value: V; label: ReactNode; lang?: string }[];
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** The message under the group. */
  error?: string;
  look?: ChoiceLook;
  /** Classes of the fieldset (grid spans). */
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={groupClass[look] || undefined}>
        {options.map((o) => (
          <label key={o.value} lang={o.lang} className={optionClass[look]}>
            <input
              type="radio"
              name={name}
              value={o.value}
              {...(value === undefined ? { defaultChecked: o.value === defaultValue } : { checked: o.value === value })}
              onChange={onChange && (() => onChange(o.value))}
              className={look === "buttons" ? "sr-only" : "h-5 w-5 accent-brand-700"}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </fieldset>
  );
}

/** A checkbox and its label; with `hint` (and an `id`), the help under the label is read with it. */
export function CheckboxField({
  label,
  hint,
  className = "",
  ...input
}: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<ComponentProps<"input">, "type" | "className">) {
  if (hint && input.id) {
    return (
      <div className={`flex min-h-11 items-start gap-3 text-sm ${className}`}>
        <input type="checkbox" aria-describedby={`${input.id}-hint`} className="mt-0.5 h-5 w-5 accent-brand-700" {...input} />
        <div>
          <label htmlFor={input.id} className="font-medium">
            {label}
          </label>
          <p id={`${input.id}-hint`} className="text-slate-500">
            {hint}
          </p>
        </div>
      </div>
    );
  }
  return (
    <label className={`flex min-h-11 items-center gap-3 text-sm ${className}`}>
      <input type="checkbox" className="h-5 w-5 accent-brand-700" {...input} />
      {label}
    </label>
  );
}
