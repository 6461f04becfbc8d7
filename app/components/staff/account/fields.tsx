// The account page's shared piece: a password field with its message.
import { TextField } from "~/components/ui/field";

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
