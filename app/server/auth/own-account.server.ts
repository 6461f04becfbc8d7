// The steps of /account, the signed-in user's own account: the name and sign-in e-mail (the
// password again for a new e-mail), the back-office's language, the password (the current one is
// required; every other session ends), two-factor sign-in on and off. Two-factor sign-in is better-auth's plugin (TOTP): the password starts the setup, which
// answers the QR code (drawn here), the key to type and the backup codes, shown this once; a
// first code from the app turns it on. Answers are in the account's language (`t`).
import { and, eq, ne } from "drizzle-orm";
import { redirect } from "react-router";
import { user as userTable } from "~db/schema";
import { totpKeyOf } from "~/domain/staff-accounts";
import type { Locale } from "~/lib/locale";
import type { StaffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { Refusal } from "~/i18n/staff/refusal";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import { recordAudit, staffActor } from "../audit.server";
import type { Auth } from "./auth.server";
import { countOwnPasswordCheck, forgiveOwnPasswordCheck, isOwnPassword } from "./confirm-identity.server";
import type { Db } from "../infra/db.server";
import { setFlash } from "./flash.server";
import { replyFromError } from "../forms/reply-from-error.server";
import type { SessionUser } from "./session.server";
import { getSettings } from "../settings/settings.server";
import { auditOwnPasswordChange } from "./sign-in-audit.server";
import { auditTwoFactor } from "./staff-accounts.server";

type AccountTexts = StaffMessages["account"];

/** What the setup shows once: the QR code (an SVG data URL), the key to type and the backup codes. */
export interface TwoFactorSetup {
  qr: string;
  key: string;
  backupCodes: string[];
}

const apiCode = (e: unknown) => (e as { body?: { code?: string } }).body?.code ?? "";

function cookiesOf(from: Headers): Headers {
  const headers = new Headers();
  for (const c of from.getSetCookie()) headers.append("Set-Cookie", c);
  return headers;
}

/** Stores the account's language; the next page is drawn in it. */
export async function setOwnLanguage(db: Db, user: SessionUser, language: Locale, t: AccountTexts) {
  await db.transaction(async (tx) => {
    await tx.update(userTable).set({ language }).where(eq(userTable.id, user.id));
    await recordAudit(tx, {
      actor: staffActor(user),
      kind: "staff",
      action: "staff.language",
      subject: user.email,
      summary: `Back-office language of ${user.email}: ${language}`,
      before: { language: user.language },
      after: { language },
    });
  });
  return reply({ ok: true, message: t.language.saved });
}

export async function startTwoFactor(
  db: Db,
  auth: Auth,
  request: Request,
  password: string,
  user: SessionUser,
  ip: string,
  t: AccountTexts,
) {
  let res;
  try {
    res = await auth.api.enableTwoFactor({ body: { password, issuer: (await getSettings(db)).name }, headers: request.headers });
  } catch (e) {
    if (apiCode(e) === "TOTP_ALREADY_ENABLED") return reply({ ok: false, message: t.twoFactor.alreadyOn }, 409);
    const message = t.twoFactor.passwordWrong;
    return reply({ ok: false, message, fieldErrors: { password: message } }, 400);
  }
  await forgiveOwnPasswordCheck(db, user, ip);
  if (!("totpURI" in res) || !res.totpURI) return reply({ ok: false, message: t.twoFactor.setupFailed }, 500);
  const QRCode = (await import("qrcode")).default; // loaded when a setup starts, not at every start
  const svg = await QRCode.toString(res.totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const setup: TwoFactorSetup = {
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    key: totpKeyOf(res.totpURI),
    backupCodes: res.backupCodes ?? [],
  };
  return reply<{ setup: TwoFactorSetup }>({ ok: true, message: t.twoFactor.scan, setup });
}

export async function confirmTwoFactor(db: Db, auth: Auth, request: Request, code: string, user: SessionUser, t: AccountTexts) {
  let res;
  try {
    res = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
  } catch (e) {
    if (apiCode(e) === "TOTP_NOT_ENABLED") return reply({ ok: false, message: t.twoFactor.startAgain }, 409);
    const message = t.twoFactor.codeWrong;
    return reply({ ok: false, message, fieldErrors: { code: message } }, 400);
  }
  await auditTwoFactor(db, staffActor(user), true);
  // better-auth replaced the session (this one included): its cookie goes with the answer.
  return reply({ ok: true, message: t.twoFactor.turnedOn }, 200, cookiesOf(res.headers));
}

export async function disableTwoFactor(
  db: Db,
  auth: Auth,
  request: Request,
  password: string,
  user: SessionUser,
  ip: string,
  t: AccountTexts,
) {
  if ((await getSettings(db)).requireTwoFactor) return reply({ ok: false, message: t.twoFactor.requiredByShop }, 409);
  let res;
  try {
    res = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
  } catch {
    const message = t.twoFactor.passwordWrong;
    return reply({ ok: false, message, fieldErrors: { password: message } }, 400);
  }
  await forgiveOwnPasswordCheck(db, user, ip);
  await auditTwoFactor(db, staffActor(user), false);
  return reply({ ok: true, message: t.twoFactor.turnedOff }, 200, cookiesOf(res.headers));
}

export async function changeOwnPassword(
  db: Db,
  auth: Auth,
  request: Request,
  input: { currentPassword: string; newPassword: string },
  user: SessionUser,
  ip: string,
  t: AccountTexts,
) {
  let res;
  try {
    res = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch {
    const message = t.password.currentWrong;
    return reply({ ok: false, message, fieldErrors: { currentPassword: message } }, 400);
  }
  await db.update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, user.id));
  await forgiveOwnPasswordCheck(db, user, ip);
  await auditOwnPasswordChange(db, staffActor(user));
  // Every session ended, this one included; the new session's cookie comes with the redirect
  // (the page's loaders would not know the old cookie any more).
  const headers = cookiesOf(res.headers);
  await setFlash(auth, { type: "success", message: t.password.changed }, headers);
  throw redirect(user.mustChangePassword ? STAFF_HOME : staffPath("account"), { headers });
}

/**
 * Renames the signed-in account: its display name and its sign-in e-mail. A new e-mail needs the
 * password again (counted like a sign-in) and must not be another account's; the change is one
 * transaction with its audit entry (before and after). The session stays valid: it names the
 * account, not the e-mail.
 */
export async function changeOwnProfile(
  db: Db,
  auth: Auth,
  input: { name: string; email: string; password: string },
  user: SessionUser,
  ip: string,
  texts: StaffMessages,
) {
  const t = texts.account;
  const p = t.profile;
  const emailChanges = input.email !== user.email;
  const nameChanges = input.name !== user.name;
  if (!emailChanges && !nameChanges) return reply({ ok: true, message: p.nothingChanged });
  if (emailChanges) {
    if (!input.password) return reply({ ok: false, message: p.passwordForEmail, fieldErrors: { password: p.passwordForEmail } }, 400);
    if (!(await countOwnPasswordCheck(db, user, ip))) return reply({ ok: false, message: t.tooManyChecks }, 429);
    if (!(await isOwnPassword(auth, user.id, input.password)))
      return reply({ ok: false, message: p.passwordWrong, fieldErrors: { password: p.passwordWrong } }, 400);
    await forgiveOwnPasswordCheck(db, user, ip);
  }
  const taken = new Refusal((w) => w.account.profile.emailTaken(input.email), { kind: "conflict", field: "email" });
  try {
    await db.transaction(async (tx) => {
      if (emailChanges) {
        const [other] = await tx
          .select({ id: userTable.id })
          .from(userTable)
          .where(and(eq(userTable.email, input.email), ne(userTable.id, user.id)));
        if (other) throw taken;
      }
      await tx.update(userTable).set({ name: input.name, email: input.email, updatedAt: new Date() }).where(eq(userTable.id, user.id));
      const before = { ...(nameChanges ? { name: user.name } : {}), ...(emailChanges ? { email: user.email } : {}) };
      const after = { ...(nameChanges ? { name: input.name } : {}), ...(emailChanges ? { email: input.email } : {}) };
      await recordAudit(tx, {
        actor: staffActor(user),
        kind: "staff",
        action: "staff.rename",
        subject: input.email,
        summary: emailChanges
          ? `${user.email} changed their sign-in e-mail to ${input.email}${nameChanges ? ` and their name to ${input.name}` : ""}`
          : `${user.email} changed their name to ${input.name}`,
        before,
        after,
      });
    });
  } catch (e) {
    // Two accounts taking the same e-mail at once: the unique index turns the second away.
    const code = (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code;
    return replyFromError(code === "23505" ? taken : e, { log: "account", t: texts });
  }
  return reply({ ok: true, message: emailChanges ? p.emailSaved(input.email) : p.saved });
}
