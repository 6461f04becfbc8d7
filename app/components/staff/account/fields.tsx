// The account page's shared piece: a password field with its message.
import { TextField } from "~/components/ui/field";

/** A required password input; its id, name and message come from the form's `fieldsOf`. */
export function PasswordField(props: { id: string; name: string; error?: string; label: string; autoComplete: string }) {
  return <TextField {...props} type="password" required />;
}
