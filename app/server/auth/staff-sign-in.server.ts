// The steps of /login. Only admins get a session: a non-admin's fresh session is deleted at once.
// Every attempt is counted before the password is checked (docs/decisions/014-sign-in-and-sessions.md).
// An account with two-factor sign-in gets no session from its password: better-auth hands out a
// short-lived challenge cookie instead, and the second step (`?step=code`) takes a 6-digit code
// or a backup code, each counted against the same counters as a password
// (docs/decisions/015-staff-accounts-and-two-factor.md). Answers are in the back-office's
// language of the request (`t`).
import { partLogger } from "../infra/logger.server";
import { staffRoleOf } from "~/domain/permissions";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { session as sessionTable, user as userTable } from "~db/schema";
import { CODE_STEP } from "~/domain/sign-in";
import { isBackupCode, normaliseBackupCode } from "~/domain/staff-accounts";
import { type StaffMessages, staffMessages } from "~/i18n/staff";
import { staffLocale } from "~/i18n/staff-locale";
import { reply } from "~/lib/action-result";
import { type Auth, DEACTIVATED_MESSAGE } from "./auth.server";
import { type Db, dbErrorMessage } from "../infra/db.server";
import { setFlash } from "./flash.server";
import { knownDeviceId, rememberDevice } from "./known-device.server";
import { countSignInAttempt, forgiveSignInAttempt, pruneSignInAttempts } from "./login-attempts.server";
import { safeRedirect } from "./session.server";
import { getSettings } from "../settings/settings.server";
import { auditFailedSignIn, auditSignIn } from "./sign-in-audit.server";
import { recordSignIn } from "./staff-accounts.server";
import { spendTotpCode } from "./totp-steps.server";
import { staffPath } from "~/staff-paths";

type LoginTexts = StaffMessages["login"];

/** The Set-Cookie values of a better-auth answer, to pass on to the browser. */
function forward(from: Headers, to = new Headers()): Headers {
  for (const c of from.getSetCookie()) to.append("Set-Cookie", c);
  return to;
}

/** The user a two-factor challenge cookie (set by the password step) stands for, if it is still open. */
async function challengedUser(db: Db, auth: Auth, request: Request) {
  const m = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]*)/.exec(request.headers.get("cookie") ?? "");
  if (!m) return null;
  // A signed cookie: "<identifier>.<signature>". better-auth checks the signature when the code is
  // verified; here the identifier only tells whose counters the attempt goes against.
  let value: string;
  try {
    value = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const identifier = value.slice(0, value.lastIndexOf("."));
  if (!/^2fa-[A-Za-z0-9_-]{10,64}$/.test(identifier)) return null;
  const ctx = await auth.$context;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() < Date.now()) return null;
  const [u] = await db
    .select({
      id: userTable.id,
      email: userTable.email,
      role: userTable.role,
      mustChangePassword: userTable.mustChangePassword,
      language: userTable.language,
    })
    .from(userTable)
    .where(eq(userTable.id, challenge.value));
  return u ?? null;
}

/** A complete sign-in: the admin lands on the page asked for, or on /account when something must be done first. */
async function signedIn(
  db: Db,
  auth: Auth,
  request: Request,
  u: { id: string; email: string; mustChangePassword: boolean; twoFactorEnabled: boolean; language: string | null },
  headers: Headers,
  redirectTo: string,
  ip: string,
): Promise<never> {
  // From here on the account is known: its own language, if it chose one, speaks to it.
  const t = staffMessages(staffLocale(u.language, request.headers.get("accept-language"))).login;
  await recordSignIn(db, u.id);
  await auditSignIn(db, u, ip);
  headers.append("Set-Cookie", await rememberDevice(auth, request, u.email));
  if (u.mustChangePassword) {
    await setFlash(auth, { type: "success", message: t.mustChangePassword }, headers);
    throw redirect(staffPath("account"), { headers });
  }
  if (!u.twoFactorEnabled && (await getSettings(db)).requireTwoFactor) {
    await setFlash(auth, { type: "success", message: t.twoFactorRequired }, headers);
    throw redirect(staffPath("account"), { headers });
  }
  await setFlash(auth, { type: "success", message: t.loggedIn }, headers);
  throw redirect(safeRedirect(redirectTo), { headers });
}

const pruneCounters = (database: Db) =>
  // Ended windows are swept where counters are written; a failure only leaves rows that limit no one.
  pruneSignInAttempts(database).catch((e) => partLogger("login").error(`[login] pruning sign-in counters: ${dbErrorMessage(e)}`));

/** The second step: a code from the authenticator app, or a backup code. */
export async function verifyStaffCode(
  db: Db,
  auth: Auth,
  request: Request,
  code: string,
  redirectTo: string,
  clientIp: string,
  t: LoginTexts,
) {
  const u = await challengedUser(db, auth, request);
  if (!u) return reply({ ok: false, message: t.challengeGone }, 401);
  const database = db;
  const who = { ip: clientIp, email: u.email, device: await knownDeviceId(auth, request, u.email) };
  // Counted before the code is checked, like a password: a wrong code is a failed attempt.
  const verdict = await countSignInAttempt(database, who);
  await pruneCounters(database);
  if (!verdict.allowed) return reply({ ok: false, message: t.tooMany }, 429);
  const headers = new Headers({
    cookie: request.headers.get("cookie") ?? "",
    "user-agent": request.headers.get("user-agent") ?? "",
    "x-forwarded-for": clientIp,
  });
  // A code from the app is good once: the step it belongs to is claimed before better-auth checks it.
  if (!isBackupCode(code) && (await spendTotpCode(database, auth, u.id, code)) === "used") {
    await auditFailedSignIn(database, u.email, clientIp, "code", "a code used already");
    return reply({ ok: false, message: t.usedCode, fieldErrors: { code: t.usedCode } }, 401);
  }
  let result;
  try {
    result = isBackupCode(code)
      ? await auth.api.verifyBackupCode({ body: { code: normaliseBackupCode(code) }, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  } catch (e) {
    const why = (e as { body?: { code?: string } }).body?.code;
    if (why === "ACCOUNT_TEMPORARILY_LOCKED") return reply({ ok: false, message: t.tooMany }, 429);
    if (why === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || why === "INVALID_TWO_FACTOR_COOKIE")
      return reply({ ok: false, message: t.challengeGone }, 401);
    await auditFailedSignIn(database, u.email, clientIp, "code", "wrong code");
    return reply({ ok: false, message: t.wrongCode, fieldErrors: { code: t.wrongCode } }, 401);
  }
  if (!staffRoleOf(u.role)) {
    // Demoted while the code was being typed: no session.
    const token = (result.response as { token?: string }).token;
    if (token) await database.delete(sessionTable).where(eq(sessionTable.token, token));
    return reply({ ok: false, message: t.accessDenied }, 403);
  }
  await forgiveSignInAttempt(database, who);
  return signedIn(db, auth, request, { ...u, twoFactorEnabled: true }, forward(result.headers), redirectTo, clientIp);
}

/** better-auth's refusal of a password, in the request's language (the audit log keeps its own words). */
function refusalText(e: unknown, t: LoginTexts): { text: string; logged: string } {
  const body = (e as { body?: { message?: string; code?: string } }).body;
  const logged = body?.message ?? (e as Error).message;
  if (body?.code === "INVALID_EMAIL_OR_PASSWORD") return { text: t.wrongPassword, logged };
  if (logged === DEACTIVATED_MESSAGE) return { text: t.deactivated, logged };
  return { text: logged || t.failed, logged };
}

/** The first step: e-mail and password. */
export async function signInStaff(
  db: Db,
  auth: Auth,
  request: Request,
  input: { email: string; password: string; redirectTo: string },
  clientIp: string,
  t: LoginTexts,
) {
  const { email, password } = input;
  const database = db;
  const who = { ip: clientIp, email, device: await knownDeviceId(auth, request, email) };
  const verdict = await countSignInAttempt(database, who);
  await pruneCounters(database);
  if (!verdict.allowed) return reply({ ok: false, message: t.tooMany }, 429);

  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email: email.toLowerCase(), password },
      headers: new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": who.ip }),
      returnHeaders: true,
    });
  } catch (e) {
    const { text, logged } = refusalText(e, t);
    await auditFailedSignIn(database, email, who.ip, "password", logged || "refused");
    return reply({ ok: false, message: text }, 401);
  }
  const [u] = await database
    .select({
      id: userTable.id,
      email: userTable.email,
      role: userTable.role,
      mustChangePassword: userTable.mustChangePassword,
      twoFactorEnabled: userTable.twoFactorEnabled,
      language: userTable.language,
    })
    .from(userTable)
    .where(eq(userTable.email, email.toLowerCase()));
  if ("twoFactorRedirect" in result.response) {
    // The password is right and the account signs in with a code too: no session yet, only the
    // challenge cookie (10 minutes), and only for an admin.
    if (!staffRoleOf(u?.role)) {
      await auditFailedSignIn(database, email, who.ip, "password", "no staff role");
      return reply({ ok: false, message: t.accessDenied }, 403);
    }
    await forgiveSignInAttempt(database, who);
    const headers = forward(result.headers);
    const back = input.redirectTo ? `&redirectTo=${encodeURIComponent(input.redirectTo)}` : "";
    throw redirect(`${staffPath("login")}?step=${CODE_STEP}${back}`, { headers });
  }
  const token = result.response.token;
  if (!staffRoleOf(u?.role)) {
    // Signed in but not staff: end that session immediately and send no cookie.
    await database.delete(sessionTable).where(eq(sessionTable.token, token));
    await auditFailedSignIn(database, email, who.ip, "password", "no staff role");
    return reply({ ok: false, message: t.accessDenied }, 403);
  }
  await forgiveSignInAttempt(database, who);
  return signedIn(db, auth, request, { ...u, twoFactorEnabled: !!u.twoFactorEnabled }, forward(result.headers), input.redirectTo, who.ip);
}
