// The pieces the public forms share (the reservation, the stock request, the fitting appointment):
// an input's props from its name (the visitor's input echoed after a refusal, the refusal's
// message tied to it), a labelled row with its message, the alert above the form and the honeypot.
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/domain/honeypot";

/** An input, select or text area of a public form; its border colour says whether it was refused. */
export const publicInputClass = "mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900";

const refusedBorder = (invalid: boolean) => `${publicInputClass} ${invalid ? "border-red-600" : "border-slate-300"}`;

/**
 * The inputs of a form whose ids are `<prefix>-<name>`. `field(name)`: an input's props, the value
 * the visitor sent (else `initial`) and, when refused, aria-invalid, its message
 * (`<prefix>-<name>-error`) and the class `inputClass` gives it. `error(name)`: the refusal's
 * message (`message` of its key) or null. `row(name, label)`: the props of its `FormRow`.
 */
export function formFields<F extends string, K extends string>({
  prefix,
  values,
  errors,
  message,
  initial = () => "",
  inputClass = refusedBorder,
}: {
  prefix: string;
  values: Partial<Record<F, string>> | undefined;
  errors: Partial<Record<F, K>>;
  message: (key: K) => string;
  initial?: (f: F) => string;
  inputClass?: (invalid: boolean) => string;
}) {
  const error = (f: F) => (errors[f] ? message(errors[f]) : null);
  return {
    field: (f: F) => ({
      id: `${prefix}-${f}`,
      name: f,
      defaultValue: values?.[f] ?? initial(f),
      "aria-invalid": errors[f] ? true : undefined,
      "aria-describedby": errors[f] ? `${prefix}-${f}-error` : undefined,
      className: inputClass(Boolean(errors[f])),
    }),
    error,
    row: (f: F, label: string) => ({ id: `${prefix}-${f}`, label, error: error(f) }),
  };
}

/** A labelled input (`children`) and, when refused, its message. */
export function FormRow({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the form was refused, above it. */
export function FormAlert({ as: Tag = "p", className, children }: { as?: "p" | "div"; className?: string; children: ReactNode }) {
  return (
    <Tag
      role="alert"
      className={`${className ? `${className} ` : ""}rounded-md border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800`}
    >
      {children}
    </Tag>
  );
}

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only a
 * script filling every input fills it (the action refuses the form, app/domain/honeypot.ts).
 */
export function Honeypot({ prefix, label }: { prefix: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${prefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
