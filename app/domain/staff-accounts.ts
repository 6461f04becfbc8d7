// Staff accounts: the forms of /staff and /account and the rule that the shop always keeps an
// active admin (docs/decisions/015-staff-accounts-and-two-factor.md). Browser-safe.
import { z } from "zod";
import { requiredText } from "~/lib/form";
import { LOCALES } from "~/lib/locale";
import type { Reason } from "~/lib/reason";
import { STAFF_ROLES } from "./permissions";

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** The messages of the password and code fields: the staff catalogue's `login.fields` fits it. */
export interface FieldMessages {
  choosePassword: string;
  passwordTooShort: (min: number) => string;
  passwordTooLong: (max: number) => string;
  enterPassword: string;
  passwordMaxed: string;
  enterTotp: string;
  totpFormat: string;
  enterCode: string;
  notACode: string;
  codeFormat: string;
}

/** A password someone chooses (a new one on /account, one an admin sets on /staff). Taken exactly as typed: no trimming. */
export function newPasswordField(required: string, m: FieldMessages) {
  return z.string(required).min(PASSWORD_MIN, m.passwordTooShort(PASSWORD_MIN)).max(PASSWORD_MAX, m.passwordTooLong(PASSWORD_MAX));
}

/** The password someone types to prove it is them (no length rule beyond the maximum). */
export function currentPasswordFieldWith(m: FieldMessages) {
  return z.string(m.enterPassword).min(1, m.enterPassword).max(PASSWORD_MAX, m.passwordMaxed);
}

/** The messages of the /staff forms: the staff catalogue's `staff.form` fits it. */
export interface StaffFormMessages {
  unknownAccount: string;
  enterEmail: string;
  validEmail: string;
  enterName: string;
  nameTooLong: string;
  chooseRole: string;
  chooseNewPassword: string;
  chooseLanguage: string;
}

/** The forms of /staff with their messages (`m`) and the password rules' (`fields`). */
export function staffForms(m: StaffFormMessages, fields: FieldMessages) {
  const staffId = z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string(m.unknownAccount).regex(/^[A-Za-z0-9_-]{1,64}$/, m.unknownAccount),
  );
  return {
    add: z.object({
      email: requiredText(254, m.enterEmail, m.validEmail).pipe(z.email(m.validEmail).transform((e) => e.toLowerCase())),
      name: requiredText(100, m.enterName, m.nameTooLong),
      password: newPasswordField(fields.choosePassword, fields),
      role: z.enum(STAFF_ROLES, m.chooseRole),
      /** The back-office's language of the new account; empty: its browser's until it chooses on /account. */
      language: z
        .enum(["", ...LOCALES], m.chooseLanguage)
        .optional()
        .transform((l) => l || undefined),
    }),
    resetPassword: z.object({ id: staffId, password: newPasswordField(m.chooseNewPassword, fields) }),
    id: z.object({ id: staffId }),
    /** A new role for an account: owner, counter, or "none" (no access). */
    role: z.object({
      id: staffId,
      role: z.enum([...STAFF_ROLES, "none"], m.chooseRole).transform((r) => (r === "none" ? null : r)),
    }),
  };
}

export type AddStaffInput = z.infer<ReturnType<typeof staffForms>["add"]>;

/** A code typed at sign-in or to confirm the authenticator app: six digits (spaces ignored). */
export function totpCodeFieldWith(m: FieldMessages) {
  return z.preprocess((v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v), z.string(m.enterTotp).regex(/^\d{6}$/, m.totpFormat));
}

/** The second step of sign-in: a 6-digit code, or one of the backup codes ("abcde-12345"). */
export function signInCodeFieldWith(m: FieldMessages) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v),
    z
      .string(m.enterCode)
      .min(1, m.enterCode)
      .max(32, m.notACode)
      .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, m.codeFormat),
  );
}

/** Whether a sign-in code is a backup code (anything that is not six digits). */
export function isBackupCode(code: string): boolean {
  return !/^\d{6}$/.test(code);
}

/** A backup code as better-auth stores it: "abcde-12345" (the dash may be left out when typed). */
export function normaliseBackupCode(code: string): string {
  return code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The words the last-admin rule refuses with: the staff catalogue's `staff.refusals` fits it. */
export interface LastAdminMessages {
  lastOwner: string;
}

/**
 * The last-admin rule: taking `targetId` out of the active admins (deactivating or demoting it)
 * is refused when it would leave none. `activeAdminIds` must be read under a lock in the same
 * transaction as the change. Returns why it is refused, or null when the change may go ahead.
 */
export function lastAdminRefusal(activeAdminIds: readonly string[], targetId: string): Reason<LastAdminMessages> | null {
  if (!activeAdminIds.includes(targetId)) return null;
  if (activeAdminIds.length > 1) return null;
  return { key: "lastOwner" };
}

/**
 * Whether a change on the staff screen asks for the acting owner's own password again (and a code
 * when their two-factor is on): any change to an owner's account, a new owner (added, or an
 * account promoted to owner) and any password reset. So a stolen owner session alone can neither
 * take the other owners out nor plant an owner account, or a password, that outlives the session.
 */
export function asksForPasswordAgain(change: { intent: unknown; role: unknown; targetIsOwner: boolean }): boolean {
  if (change.targetIsOwner) return true;
  if (change.intent === "reset-password") return true;
  return (change.intent === "add" || change.intent === "set-role") && change.role === "owner";
}

/** The key an authenticator app asks for when the QR code cannot be scanned: the base32 secret, in groups of four. */
export function totpKeyOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Asking a signed-in admin to prove it is them again (a backup download, an action on another
 * admin): the password, and a code from the app when their two-factor sign-in is on.
 */
export function confirmIdentityFormWith(fields: FieldMessages) {
  return z.object({
    confirmPassword: currentPasswordFieldWith(fields),
    confirmCode: z.preprocess((v) => (typeof v === "string" ? v.replace(/\s+/g, "") : ""), z.string().max(6).optional()),
  });
}
