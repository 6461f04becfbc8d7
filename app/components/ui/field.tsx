// A labelled form field of the back-office: the label, the control, its help text and its error.
// The control is named by its id; the help is `${id}-hint`, the error `${id}-error`, and the
// control points at both with aria-describedby (fieldAria). `TextField`, `SelectField` and
// `TextAreaField` write the control too; `Field` takes any control as children. `inputClass`
// styles inputs, selects and text areas alike.
import type { ComponentProps, ReactNode } from "react";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

/** What every labelled control shares. */
interface FieldFrame {
  /** The control's id: the label's target, and the start of the help's and the error's ids. */
  id: string;
  label: ReactNode;
  error?: string;
  /** Help under the control (`${id}-hint`), read with it. */
  hint?: ReactNode;
  /** Classes of the wrapper (grid spans, width). */
  className?: string;
  /** The label is for screen readers only (a row of a table, a search box). */
  hideLabel?: boolean;
  /** The error is announced when it appears (a message the server sends after a submit). */
  alert?: boolean;
  /** Classes added to the control's `inputClass` (a larger title, a joined addon). */
  controlClass?: string;
  /** A red star after the label (not read out: the control is `required`). */
  markRequired?: boolean;
}

/** aria-invalid and aria-describedby for a control with this id, its error and its help. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
}

export function Field({
  id,
  label,
  error,
  hint,
  className = "",
  hideLabel,
  alert,
  markRequired,
  children,
}: Omit<FieldFrame, "controlClass"> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
        {markRequired && (
          <>
            {" "}
            <span aria-hidden className="text-red-700">
              *
            </span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700" role={alert ? "alert" : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The id, name and error of a form's field `name` whose id is `${prefix}${name}`: `{...field("brand")}`. */
export function fieldsOf(prefix: string, errors: Readonly<Record<string, string | undefined>>) {
  return (name: string) => ({ id: `${prefix}${name}`, name, error: errors[name] });
}

/** What a text input takes besides its id, name, message and label (those come from `fieldsOf`). */
export type TextInputProps = Omit<ComponentProps<typeof TextField>, "id" | "name" | "error" | "label">;

/**
 * The text inputs of a form that edits a stored record: `input("brand", label, props)` spreads
 * `field("brand")` and starts from the record's value (empty for a new record or an empty value).
 */
export function recordInputs<V extends object>(field: ReturnType<typeof fieldsOf>, record: V | undefined) {
  return (name: keyof V & string, label: ReactNode, props: TextInputProps = {}) => (
    <TextField {...field(name)} label={label} defaultValue={(record?.[name] as string | number | null | undefined) ?? ""} {...props} />
  );
}

/** The field around a control: `render` writes the control from its props (id, classes, aria and the rest). */
function framed<P extends FieldFrame>(
  { id, label, error, hint, className, hideLabel, alert, markRequired, controlClass, ...rest }: P,
  render: (control: Omit<P, keyof FieldFrame> & { id: string; className: string }) => ReactNode,
) {
  const control = { id, className: controlClass ? `${inputClass} ${controlClass}` : inputClass, ...fieldAria(id, error, hint), ...rest };
  return <Field {...{ id, label, error, hint, className, hideLabel, alert, markRequired }}>{render(control)}</Field>;
}

/** A labelled input; every other prop goes to the input (its own aria-describedby replaces the field's). */
export function TextField(props: FieldFrame & Omit<ComponentProps<"input">, "id" | "className">) {
  return framed(props, (control) => <input {...control} />);
}

/** A labelled select with its options (or option elements as children). */
export function SelectField({
  options,
  children,
  ...props
}: FieldFrame &
  Omit<ComponentProps<"select">, "id" | "className"> & {
    options?: readonly { value: string | number; label: string }[];
  }) {
  return framed(props, (control) => (
    <select {...control}>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  ));
}

/** A labelled text area. */
export function TextAreaField(props: FieldFrame & Omit<ComponentProps<"textarea">, "id" | "className">) {
  return framed(props, (control) => <textarea {...control} />);
}

/**
 * A code from an authenticator app (or a backup code): a numeric keyboard, the browser offers the
 * code it holds. With `backupCodes` (the sign-in step, where a backup code of letters also opens
 * the door) a text keyboard, room for the longer code, and no capitals or spelling fixes.
 */
export function CodeField({
  backupCodes = false,
  ...props
}: FieldFrame & Omit<ComponentProps<"input">, "id" | "className" | "inputMode" | "autoComplete"> & { backupCodes?: boolean }) {
  const letters = backupCodes ? ({ autoCapitalize: "off", spellCheck: false } as const) : {};
  return (
    <TextField
      inputMode={backupCodes ? "text" : "numeric"}
      autoComplete="one-time-code"
      maxLength={backupCodes ? 32 : 7}
      {...letters}
      {...props}
    />
  );
}

/** A labelled file picker: the browser's button in the shop's colours; the types it takes in `accept`. */
export function FileField({ controlClass = "", ...props }: FieldFrame & Omit<ComponentProps<"input">, "id" | "className" | "type">) {
  const button = "file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800";
  return <TextField type="file" controlClass={`${button} ${controlClass}`.trim()} {...props} />;
}
