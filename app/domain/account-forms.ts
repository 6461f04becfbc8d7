// The forms of /account (the signed-in user's own account), with their messages in the
// back-office's language. Browser-safe.
import { z } from "zod";
import { requiredText } from "~/lib/form";
import { currentPasswordFieldWith, newPasswordField, totpCodeFieldWith } from "~/domain/staff-accounts";
import type { StaffMessages } from "~/i18n/staff";
import { LOCALES } from "~/lib/locale";

export function accountForms(t: StaffMessages["account"], fields: StaffMessages["login"]["fields"]) {
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
