// Asking a signed-in admin for their password again (and a code from their app when two-factor
// is on) before something a stolen session must not do alone: a backup download, or changing
// another admin's password, two-factor, role or access. Each check counts against the sign-in
// throttle like a sign-in (app/domain/login-rate-limit.ts), so it cannot be used to guess.
import type { FieldErrors } from "~/lib/form";
import { confirmIdentityFormWith } from "~/domain/staff-accounts";
import type { StaffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import type { Auth } from "./auth.server";
import type { Db } from "../infra/db.server";
import { countSignInAttempt, forgiveSignInAttempt } from "./login-attempts.server";
import type { SessionUser } from "./session.server";
import { spendTotpCode } from "./totp-steps.server";

export type IdentityCheck = { ok: true } | { ok: false; status: 400 | 401 | 429; message: string; fieldErrors?: FieldErrors };

/** Whether `password` is the user's own (their credential account's hash). */
export async function isOwnPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const account = (await ctx.internalAdapter.findAccounts(userId)).find((a) => a.providerId === "credential");
  if (!account?.password) return false;
  return ctx.password.verify({ hash: account.password, password });
}

/**
 * Checks the `confirmPassword` (and `confirmCode`) fields of `form` for the signed-in `user`: the
 * form half of the routes that ask for it, so its answer (status, message, the fields' messages)
 * is worded with the reader's texts `t` (`staffMessages(locale)`, the account's language).
 */
export async function confirmIdentity(
  db: Db,
  auth: Auth,
  user: SessionUser,
  form: FormData,
  clientIp: string,
  t: StaffMessages,
): Promise<IdentityCheck> {
  const m = t.identity;
  const parsed = parseForm(confirmIdentityFormWith(t.login.fields), form);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.formError, fieldErrors: parsed.fieldErrors };
  const who = { ip: clientIp, email: user.email, device: null };
  if (!(await countSignInAttempt(db, who)).allowed) return { ok: false, status: 429, message: m.tooManyChecks };
  if (!(await isOwnPassword(auth, user.id, parsed.data.confirmPassword)))
    return { ok: false, status: 401, message: m.wrongPassword, fieldErrors: { confirmPassword: m.wrongPassword } };
  if (user.twoFactorEnabled) {
    const code = parsed.data.confirmCode ?? "";
    if (!/^\d{6}$/.test(code)) return { ok: false, status: 400, message: m.enterCode, fieldErrors: { confirmCode: m.enterCode } };
    const used = await spendTotpCode(db, auth, user.id, code);
    if (used !== "ok") {
      const message = used === "used" ? m.usedCode : m.wrongCode;
      return { ok: false, status: 401, message, fieldErrors: { confirmCode: message } };
    }
  }
  await forgiveSignInAttempt(db, who);
  return { ok: true };
}

/**
 * /account's checks of the current password (a new password, two-factor on or off) count against
 * the sign-in throttle like a sign-in: a stolen session cannot be used to guess the password.
 */
export async function countOwnPasswordCheck(db: Db, user: Pick<SessionUser, "email">, clientIp: string): Promise<boolean> {
  return (await countSignInAttempt(db, { ip: clientIp, email: user.email, device: null })).allowed;
}

/** A right password gives its attempt back, as a sign-in does. */
export async function forgiveOwnPasswordCheck(db: Db, user: Pick<SessionUser, "email">, clientIp: string): Promise<void> {
  await forgiveSignInAttempt(db, { ip: clientIp, email: user.email, device: null });
}
