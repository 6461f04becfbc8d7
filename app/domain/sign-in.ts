// The sign-in forms of /login (password, then the two-factor code), with their messages in the
// back-office's language. Browser-safe.
import { z } from "zod";
import { signInCodeFieldWith } from "~/domain/staff-accounts";
import { requiredText, textField } from "~/lib/form";

/** The step of the sign-in form that asks for the code. */
export const CODE_STEP = "code";

/** The texts the sign-in forms refuse with: the staff catalogue's `login` section fits it. */
export interface SignInFormMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooLong: string;
  fields: Parameters<typeof signInCodeFieldWith>[0];
}

export function signInForms(t: SignInFormMessages) {
  return {
    password: z.object({
      email: requiredText(254, t.emailRequired, t.emailInvalid).pipe(z.email(t.emailInvalid)),
      // The password is taken exactly as typed: no trimming.
      password: z.string(t.passwordRequired).min(1, t.passwordRequired).max(128, t.passwordTooLong),
      redirectTo: textField(),
    }),
    code: z.object({ code: signInCodeFieldWith(t.fields), redirectTo: textField() }),
  };
}
