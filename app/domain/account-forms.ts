// The forms of /account (the signed-in user's own account), with their messages in the
// back-office's language. Browser-safe.
import { z } from "zod";
import { requiredText } from "~/lib/form";
import { currentPasswordFieldWith, type FieldMessages, newPasswordField, totpCodeFieldWith } from "~/domain/staff-accounts";
import { LOCALES } from "~/lib/locale";

/** The texts the account forms refuse with: the staff catalogue's `account` section fits it. */
export interface AccountFormMessages {
  password: { enterCurrent: string; tooLong: string; chooseNew: string; typeAgain: string; differ: string; sameAsCurrent: string };
  language: { invalid: string };
  profile: { enterName: string; nameTooLong: string; enterEmail: string; emailInvalid: string };
}

export function accountForms(t: AccountFormMessages, fields: FieldMessages) {
  const p = t.password;
  return {
    passwordChange: z
      .object({
        currentPassword: z.string(p.enterCurrent).min(1, p.enterCurrent).max(128, p.tooLong),
        newPassword: newPasswordField(p.chooseNew, fields),
        confirmPassword: z.string(p.typeAgain),
      })
      .refine((f) => f.newPassword === f.confirmPassword, { path: ["confirmPassword"], message: p.differ })
      .refine((f) => f.newPassword !== f.currentPassword, { path: ["newPassword"], message: p.sameAsCurrent }),
    passwordOnly: z.object({ password: currentPasswordFieldWith(fields) }),
    confirmCode: z.object({ code: totpCodeFieldWith(fields) }),
    language: z.object({ language: z.enum(LOCALES, t.language.invalid) }),
    /** The password is checked only when the e-mail changes. */
    profile: z.object({
      name: requiredText(100, t.profile.enterName, t.profile.nameTooLong),
      email: requiredText(254, t.profile.enterEmail, t.profile.emailInvalid).pipe(
        z.email(t.profile.emailInvalid).transform((e) => e.toLowerCase()),
      ),
      password: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(128, p.tooLong)),
    }),
  };
}
