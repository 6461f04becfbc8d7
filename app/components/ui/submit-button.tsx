// The submit button of a staff form: disabled while its form is sending, when it says so
// (`busyLabel`) and, with `spin`, a spinner in its icon's place. The kit's button styles; the
// small size unless told, extra classes (height, width) in `className`.
import { Loader2, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button";

type SubmitButtonProps = Omit<ComponentProps<"button">, "type" | "children"> & {
  /** The form is sending: the button is disabled and shows `busyLabel`. */
  busy: boolean;
  label: ReactNode;
  /** What the button says while busy; its label when not given. */
  busyLabel?: ReactNode;
  /** The icon drawn before the label, at the kit's 16 px. */
  icon?: LucideIcon;
  /** While busy, a spinner takes the icon's place. */
  spin?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  icon: Icon,
  spin = false,
  variant = "primary",
  size = "sm",
  className = "",
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} className={buttonClasses(variant, size, className)} {...props}>
      {busy && spin ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : Icon && <Icon aria-hidden className="h-4 w-4" />}
      {busy ? busyLabel : label}
    </button>
  );
}
