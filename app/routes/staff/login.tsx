// Staff login. Only staff (owner or counter) get a session: anyone else's fresh session is deleted at once. Every
// attempt is counted before the password is checked (docs/decisions/014-sign-in-and-sessions.md).
// An account with two-factor sign-in gets no session from its password: better-auth hands out a
// short-lived challenge cookie instead, and the second step (`?step=code`) takes a 6-digit code
// or a backup code, each counted against the same counters as a password
// (docs/decisions/015-staff-accounts-and-two-factor.md).
import { staffRoleOf } from "~/domain/permissions";
import { eq } from "drizzle-orm";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { z } from "zod";
import { session as sessionTable, user as userTable } from "~db/schema";
import { reply, useActionToast } from "~/lib/action-result";
import { isBackupCode, normaliseBackupCode, signInCodeField } from "~/domain/staff-accounts";
import { parseForm, requiredText, textField } from "~/lib/form";
import { auth } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { setFlash } from "~/server/flash.server";
import { dbErrorMessage } from "~/server/db.server";
import { knownDeviceId, rememberDevice } from "~/server/known-device.server";
import { countSignInAttempt, forgiveSignInAttempt, pruneSignInAttempts } from "~/server/login-attempts.server";
import { getUser, safeRedirect } from "~/server/session.server";
import { spendTotpCode } from "~/server/totp-steps.server";
import { getSettings } from "~/server/settings.server";
import { auditFailedSignIn, auditSignIn } from "~/server/sign-in-audit.server";
import { recordSignIn } from "~/server/staff-accounts.server";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import { readFormData } from "~/server/read-form.server";
import type { Route } from "./+types/login";

export const ACCESS_DENIED = "Access denied. Admin privileges required.";
const TOO_MANY = "Too many failed attempts. Please wait 15 minutes and try again.";
const WRONG_CODE = "That code is not right. Codes change every 30 seconds: type the one the app shows now.";
const CHALLENGE_GONE = "The sign-in took too long or had too many wrong codes: enter your password again.";
const USED_CODE = "That code was used already: wait for the next one the app shows.";
/** The step of the sign-in form that asks for the code. */
const CODE_STEP = "code";

const loginForm = z.object({
  email: requiredText(254, "Email is required", "Enter a valid email address").pipe(z.email("Enter a valid email address")),
  // The password is taken exactly as typed: no trimming.
  password: z.string("Password is required").min(1, "Password is required").max(128, "Password is too long"),
  redirectTo: textField(),
});

export function meta() {
  return [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];
}

const codeForm = z.object({ code: signInCodeField, redirectTo: textField() });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.isStaff) throw redirect(STAFF_HOME);
  return { step: new URL(request.url).searchParams.get("step") === CODE_STEP ? ("code" as const) : ("password" as const) };
}

/** The Set-Cookie values of a better-auth answer, to pass on to the browser. */
function forward(from: Headers, to = new Headers()): Headers {
  for (const c of from.getSetCookie()) to.append("Set-Cookie", c);
  return to;
}

/** The user a two-factor challenge cookie (set by the password step) stands for, if it is still open. */
async function challengedUser(request: Request) {
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
  const ctx = await auth().$context;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() < Date.now()) return null;
  const [u] = await db()
    .select({ id: userTable.id, email: userTable.email, role: userTable.role, mustChangePassword: userTable.mustChangePassword })
    .from(userTable)
    .where(eq(userTable.id, challenge.value));
  return u ?? null;
}

/** A complete sign-in: the admin lands on the page asked for, or on /account when something must be done first. */
async function signedIn(
  request: Request,
  u: { id: string; email: string; mustChangePassword: boolean; twoFactorEnabled: boolean },
  headers: Headers,
  redirectTo: string,
  ip: string,
): Promise<never> {
  await recordSignIn(db(), u.id);
  await auditSignIn(db(), u, ip);
  headers.append("Set-Cookie", await rememberDevice(request, u.email));
  if (u.mustChangePassword) {
    await setFlash({ type: "success", message: "Choose a new password to go on" }, headers);
    throw redirect(staffPath("account"), { headers });
  }
  if (!u.twoFactorEnabled && (await getSettings(db())).requireTwoFactor) {
    await setFlash({ type: "success", message: "The shop requires two-factor sign-in: turn it on to go on" }, headers);
    throw redirect(staffPath("account"), { headers });
  }
  await setFlash({ type: "success", message: "Logged in successfully" }, headers);
  throw redirect(safeRedirect(redirectTo), { headers });
}

/** The second step: a code from the authenticator app, or a backup code. */
async function verifyCode(request: Request, form: FormData, clientIp: string) {
  const parsed = parseForm(codeForm, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  const u = await challengedUser(request);
  if (!u) return reply({ ok: false, message: CHALLENGE_GONE }, 401);
  const database = db();
  const who = { ip: clientIp, email: u.email, device: await knownDeviceId(request, u.email) };
  // Counted before the code is checked, like a password: a wrong code is a failed attempt.
  const verdict = await countSignInAttempt(database, who);
  await pruneSignInAttempts(database).catch((e) => console.error(`[login] pruning sign-in counters: ${dbErrorMessage(e)}`));
  if (!verdict.allowed) return reply({ ok: false, message: TOO_MANY }, 429);
  const headers = new Headers({
    cookie: request.headers.get("cookie") ?? "",
    "user-agent": request.headers.get("user-agent") ?? "",
    "x-forwarded-for": clientIp,
  });
  const code = parsed.data.code;
  // A code from the app is good once: the step it belongs to is claimed before better-auth checks it.
  if (!isBackupCode(code) && (await spendTotpCode(database, u.id, code)) === "used") {
    await auditFailedSignIn(database, u.email, clientIp, "code", "a code used already");
    return reply({ ok: false, message: USED_CODE, fieldErrors: { code: USED_CODE } }, 401);
  }
  let result;
  try {
    result = isBackupCode(code)
      ? await auth().api.verifyBackupCode({ body: { code: normaliseBackupCode(code) }, headers, returnHeaders: true })
      : await auth().api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  } catch (e) {
    const why = (e as { body?: { code?: string } }).body?.code;
    if (why === "ACCOUNT_TEMPORARILY_LOCKED") return reply({ ok: false, message: TOO_MANY }, 429);
    if (why === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || why === "INVALID_TWO_FACTOR_COOKIE")
      return reply({ ok: false, message: CHALLENGE_GONE }, 401);
    await auditFailedSignIn(database, u.email, clientIp, "code", "wrong code");
    return reply({ ok: false, message: WRONG_CODE, fieldErrors: { code: WRONG_CODE } }, 401);
  }
  if (!staffRoleOf(u.role)) {
    // Demoted while the code was being typed: no session.
    const token = (result.response as { token?: string }).token;
    if (token) await database.delete(sessionTable).where(eq(sessionTable.token, token));
    return reply({ ok: false, message: ACCESS_DENIED }, 403);
  }
  await forgiveSignInAttempt(database, who);
  return signedIn(request, { ...u, twoFactorEnabled: true }, forward(result.headers), parsed.data.redirectTo, clientIp);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === CODE_STEP) return verifyCode(request, form, context.clientIp);
  const parsed = parseForm(loginForm, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError }, 400);
  const { email, password } = parsed.data;
  const database = db();
  const who = { ip: context.clientIp, email, device: await knownDeviceId(request, email) };
  const verdict = await countSignInAttempt(database, who);
  // Ended windows are swept where counters are written; a failure only leaves rows that limit no one.
  await pruneSignInAttempts(database).catch((e) => console.error(`[login] pruning sign-in counters: ${dbErrorMessage(e)}`));
  if (!verdict.allowed) return reply({ ok: false, message: TOO_MANY }, 429);

  let result;
  try {
    result = await auth().api.signInEmail({
      body: { email: email.toLowerCase(), password },
      headers: new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": who.ip }),
      returnHeaders: true,
    });
  } catch (e) {
    const message = (e as { body?: { message?: string } }).body?.message ?? (e as Error).message;
    await auditFailedSignIn(database, email, who.ip, "password", message || "refused");
    return reply({ ok: false, message: message || "Failed to login" }, 401);
  }
  const [u] = await database
    .select({
      id: userTable.id,
      email: userTable.email,
      role: userTable.role,
      mustChangePassword: userTable.mustChangePassword,
      twoFactorEnabled: userTable.twoFactorEnabled,
    })
    .from(userTable)
    .where(eq(userTable.email, email.toLowerCase()));
  if ("twoFactorRedirect" in result.response) {
    // The password is right and the account signs in with a code too: no session yet, only the
    // challenge cookie (10 minutes), and only for an admin.
    if (!staffRoleOf(u?.role)) {
      await auditFailedSignIn(database, email, who.ip, "password", "no staff role");
      return reply({ ok: false, message: ACCESS_DENIED }, 403);
    }
    await forgiveSignInAttempt(database, who);
    const headers = forward(result.headers);
    const back = parsed.data.redirectTo ? `&redirectTo=${encodeURIComponent(parsed.data.redirectTo)}` : "";
    throw redirect(`${staffPath("login")}?step=${CODE_STEP}${back}`, { headers });
  }
  const token = result.response.token;
  if (!staffRoleOf(u?.role)) {
    // Signed in but not staff: end that session immediately and send no cookie.
    await database.delete(sessionTable).where(eq(sessionTable.token, token));
    await auditFailedSignIn(database, email, who.ip, "password", "no staff role");
    return reply({ ok: false, message: ACCESS_DENIED }, 403);
  }
  await forgiveSignInAttempt(database, who);
  return signedIn(request, { ...u, twoFactorEnabled: !!u.twoFactorEnabled }, forward(result.headers), parsed.data.redirectTo, who.ip);
}

export default function Login() {
  const { step } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const error = actionData && !actionData.ok ? actionData.message : undefined;
  useActionToast({ state: navigation.state, data: actionData });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Toaster position="top-center" richColors />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {step === "code" ? (
          <>
            <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
            <p className="mt-1 text-sm text-slate-600">Type the 6-digit code your authenticator app shows, or one of your backup codes.</p>
            {/* Keyed: React must not reuse the password step's input (and the password typed in it) for the code. */}
            <Form key="code" method="post" className="mt-6 space-y-4" noValidate>
              <input type="hidden" name="intent" value={CODE_STEP} />
              <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
              <div>
                <label htmlFor="code" className="block text-sm font-medium">
                  Code
                </label>
                <input
                  id="code"
                  name="code"
                  type="text"
                  inputMode="text"
                  autoComplete="one-time-code"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={32}
                  required
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of this step
                  autoFocus
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "code-error" : undefined}
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-lg tracking-widest"
                />
              </div>
              {error && (
                <p id="code-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                  {error}
                </p>
              )}
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {busy ? "Checking..." : "Verify"}
              </button>
            </Form>
            <Link to={staffPath("login")} className="mt-4 block text-center text-sm text-slate-600 underline">
              Start again with the password
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Admin Login</h1>
            <p className="mt-1 text-sm text-slate-600">Staff access to the back-office.</p>
            <Form key="password" method="post" className="mt-6 space-y-4" noValidate>
              <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
              <div>
                <label htmlFor="email" className="block text-sm font-medium">
                  Email
                </label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </div>
              <div>
                <label htmlFor="password" className="block text-sm font-medium">
                  Password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </div>
              {error && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                  {error}
                </p>
              )}
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {busy ? "Logging in..." : "Login"}
              </button>
            </Form>
          </>
        )}
        <a href="/" className="mt-4 block text-center text-sm text-slate-600 underline">
          Back to the shop
        </a>
      </div>
    </main>
  );
}
