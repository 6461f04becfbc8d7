// The account page's shared pieces: a password field with its message, and the button styles.
import { TextField } from "~/components/ui/field";

export const primary = "min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60";
export const secondary = "min-h-11 w-full rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 disabled:opacity-60";

export function PasswordField({
  name,
  id = name,
  label,
  autoComplete,
  error,
}: {
  name: string;
  id?: string;
  label: string;
  autoComplete: string;
  error?: string;
}) {
  return <TextField id={id} name={name} label={label} error={error} type="password" autoComplete={autoComplete} required />;
}
