// The settings screen's shared pieces: a section card, an input bound to a setting (its stored
// value, its message, an optional help text), the rows of a list the owner adds to and removes
// from, and moving to the first field with a message (opening "Advanced" when it is there).
import { type ReactNode, useId, useRef, useState } from "react";
import { fieldsOf, recordInputs } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import type { FieldErrors } from "~/lib/form";

/** What every section of the form gets: the stored values as the form's fields, and the messages. */
export interface SectionProps {
  values: Record<string, string>;
  errors: FieldErrors;
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <StaffSection titleId={id} title={title} intro={description}>
      <div className="mt-3">{children}</div>
    </StaffSection>
  );
}

/** A text input bound to a settings field: its stored value (unless given), its message, its label and help. */
export function SettingInput({
  name,
  values,
  errors,
  className = "",
  ...props
}: SectionProps & {
  name: string;
  label: string;
  hint?: string;
  className?: string;
  hideLabel?: boolean;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return recordInputs(fieldsOf("s-", errors), values)(name, props.label, {
    className: props.hideLabel ? "min-w-0" : `min-w-0 ${className}`,
    ...props,
  });
}

/** Rows of a list the screen can add to and remove from; each keeps its own key while positions change. */
export function useRows(initial: number, max: number) {
  const next = useRef(initial);
  const [rows, setRows] = useState<{ key: number; from: number | null }[]>(() =>
    Array.from({ length: initial }, (_, i) => ({ key: i, from: i })),
  );
  return {
    rows,
    canAdd: rows.length < max,
    add: () => setRows((r) => (r.length < max ? [...r, { key: next.current++, from: null }] : r)),
    remove: (key: number) => setRows((r) => r.filter((x) => x.key !== key)),
  };
}

/** Moves to the first field with a message (the browser's check or the server's answer), opening a closed section around it. */
export function focusFirst(errors: FieldErrors, form: HTMLFormElement | null) {
  const first = Object.keys(errors)[0];
  const el = first && form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"], [data-field="${CSS.escape(first)}"]`);
  if (el) {
    const details = el.closest("details");
    if (details && !details.open) details.open = true;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: "center" });
  }
}
