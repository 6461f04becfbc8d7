// The signed-in user's own account: change the password (the current one is required; every other
// session ends), turn two-factor sign-in on or off, and sign out on every device. An account whose
// password was handed over (the demo admin, an account added on /staff) lands here after signing
// in and can open nothing else until it has chosen a new one; while the shop's settings require
// two-factor sign-in, an account without it lands here too until it has turned it on.
//
// Two-factor sign-in (better-auth's plugin, TOTP): the password starts the setup, which answers
// the QR code (drawn on the server), the key to type and the backup codes, shown this once; a
// first code from the app turns it on. Turning it off needs the password.
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { Form, redirect, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { user as userTable } from "~db/schema";
import { ACCOUNT_INTENT } from "~/components/staff/intents";
import { countOwnPasswordCheck, forgiveOwnPasswordCheck, TOO_MANY_CHECKS } from "~/server/confirm-identity.server";
import { auditOwnPasswordChange } from "~/server/sign-in-audit.server";
import { currentPasswordField, newPasswordField, totpCodeField, totpKeyOf } from "~/domain/staff-accounts";
import { type ActionResult, reply, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { auth } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { setFlash } from "~/server/flash.server";
import { readFormData } from "~/server/read-form.server";
import { requirePermission, type SessionUser } from "~/server/session.server";
import { getSettings } from "~/server/settings.server";
import { auditTwoFactor } from "~/server/staff-accounts.server";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import type { Route } from "./+types/account";

const passwordChange = z
  .object({
    currentPassword: z.string("Enter your current password").min(1, "Enter your current password").max(128, "Password is too long"),
    newPassword: newPasswordField("Choose a new password"),
    confirmPassword: z.string("Type the new password again"),
  })
  .refine((f) => f.newPassword === f.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords differ" })
  .refine((f) => f.newPassword !== f.currentPassword, {
    path: ["newPassword"],
    message: "The new password must differ from the current one",
  });

const passwordOnly = z.object({ password: currentPasswordField });
const confirmCode = z.object({ code: totpCodeField });

/** What the setup shows once: the QR code (an SVG data URL), the key to type and the backup codes. */
interface TwoFactorSetup {
  qr: string;
  key: string;
  backupCodes: string[];
}

export function meta() {
  return [{ title: "Your account" }, { name: "robots", content: "noindex" }];
}

const OPEN = { whilePasswordMustChange: true, whileTwoFactorMissing: true };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "account", OPEN);
  return {
    email: user.email,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.twoFactorEnabled,
    requireTwoFactor: (await getSettings(db())).requireTwoFactor,
  };
}

const apiMessage = (e: unknown) => (e as { body?: { code?: string } }).body?.code ?? "";

function cookiesOf(from: Headers): Headers {
  const headers = new Headers();
  for (const c of from.getSetCookie()) headers.append("Set-Cookie", c);
  return headers;
}

async function startTwoFactor(request: Request, form: FormData, user: SessionUser, ip: string) {
  const parsed = parseForm(passwordOnly, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  let res;
  try {
    res = await auth().api.enableTwoFactor({
      body: { password: parsed.data.password, issuer: (await getSettings(db())).name },
      headers: request.headers,
    });
  } catch (e) {
    if (apiMessage(e) === "TOTP_ALREADY_ENABLED") return reply({ ok: false, message: "Two-factor sign-in is already on" }, 409);
    const message = "The password is not right";
    return reply({ ok: false, message, fieldErrors: { password: message } }, 400);
  }
  await forgiveOwnPasswordCheck(db(), user, ip);
  if (!("totpURI" in res) || !res.totpURI) return reply({ ok: false, message: "Two-factor sign-in could not be set up" }, 500);
  const svg = await QRCode.toString(res.totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const setup: TwoFactorSetup = {
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    key: totpKeyOf(res.totpURI),
    backupCodes: res.backupCodes ?? [],
  };
  return reply<{ setup: TwoFactorSetup }>({ ok: true, message: "Scan the code with your authenticator app", setup });
}

async function confirmTwoFactor(request: Request, form: FormData, user: SessionUser) {
  const parsed = parseForm(confirmCode, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  let res;
  try {
    res = await auth().api.verifyTOTP({ body: { code: parsed.data.code }, headers: request.headers, returnHeaders: true });
  } catch (e) {
    if (apiMessage(e) === "TOTP_NOT_ENABLED") return reply({ ok: false, message: "Start the setup again: enter your password" }, 409);
    const message = "That code is not right: type the one the app shows now";
    return reply({ ok: false, message, fieldErrors: { code: message } }, 400);
  }
  await auditTwoFactor(db(), staffActor(user), true);
  // better-auth replaced the session (this one included): its cookie goes with the answer.
  return reply({ ok: true, message: "Two-factor sign-in is on" }, 200, cookiesOf(res.headers));
}

async function disableTwoFactor(request: Request, form: FormData, user: SessionUser, ip: string) {
  const parsed = parseForm(passwordOnly, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  if ((await getSettings(db())).requireTwoFactor)
    return reply({ ok: false, message: "The shop's settings require two-factor sign-in: it stays on" }, 409);
  let res;
  try {
    res = await auth().api.disableTwoFactor({ body: { password: parsed.data.password }, headers: request.headers, returnHeaders: true });
  } catch {
    const message = "The password is not right";
    return reply({ ok: false, message, fieldErrors: { password: message } }, 400);
  }
  await forgiveOwnPasswordCheck(db(), user, ip);
  await auditTwoFactor(db(), staffActor(user), false);
  return reply({ ok: true, message: "Two-factor sign-in is off" }, 200, cookiesOf(res.headers));
}

async function changePassword(request: Request, form: FormData, user: SessionUser, ip: string) {
  const parsed = parseForm(passwordChange, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  let res;
  try {
    res = await auth().api.changePassword({
      body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch {
    const message = "The current password is not right";
    return reply({ ok: false, message, fieldErrors: { currentPassword: message } }, 400);
  }
  await db().update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, user.id));
  await forgiveOwnPasswordCheck(db(), user, ip);
  await auditOwnPasswordChange(db(), staffActor(user));
  // Every session ended, this one included; the new session's cookie comes with the redirect
  // (the page's loaders would not know the old cookie any more).
  const headers = cookiesOf(res.headers);
  await setFlash({ type: "success", message: "Password changed: every other device is signed out" }, headers);
  throw redirect(user.mustChangePassword ? STAFF_HOME : staffPath("account"), { headers });
}

/** The forms that check the current password, counted like sign-ins. */
const CHECKS_PASSWORD: readonly unknown[] = [ACCOUNT_INTENT.password, ACCOUNT_INTENT.twoFactorStart, ACCOUNT_INTENT.twoFactorDisable];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "account", OPEN);
  const form = await readFormData(request);
  const intent = form.get("intent") ?? ACCOUNT_INTENT.password;
  const ip = context.clientIp;
  if (CHECKS_PASSWORD.includes(intent) && !(await countOwnPasswordCheck(db(), user, ip)))
    return reply({ ok: false, message: TOO_MANY_CHECKS }, 429);
  if (intent === ACCOUNT_INTENT.password) return changePassword(request, form, user, ip);
  // Two-factor waits until a handed-over password has been replaced.
  if (user.mustChangePassword) return reply({ ok: false, message: "Choose a new password first" }, 403);
  switch (intent) {
    case ACCOUNT_INTENT.twoFactorStart:
      return startTwoFactor(request, form, user, ip);
    case ACCOUNT_INTENT.twoFactorConfirm:
      return confirmTwoFactor(request, form, user);
    case ACCOUNT_INTENT.twoFactorDisable:
      return disableTwoFactor(request, form, user, ip);
    default:
      return reply({ ok: false, message: "Unknown action" }, 400);
  }
}

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";
const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const primary = "min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60";
const secondary = "min-h-11 w-full rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 disabled:opacity-60";

function PasswordField({
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
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TwoFactorSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const start = useFetcher<ActionResult<{ setup: TwoFactorSetup }>>();
  const confirm = useFetcher<ActionResult>();
  const disable = useFetcher<ActionResult>();
  useActionToast(start);
  useActionToast(confirm);
  useActionToast(disable);
  const setup = start.data?.ok ? start.data.setup : null;
  const startErrors = resultFieldErrors(start.data);
  const confirmErrors = resultFieldErrors(confirm.data);
  const disableErrors = resultFieldErrors(disable.data);
  return (
    <section className={card} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="two-factor-status">
        {enabled
          ? "On: signing in asks for a code from your authenticator app (or a backup code) after the password."
          : "Off: signing in needs only the password. With it on, a stolen password is not enough."}
      </p>
      {!enabled && !setup && (
        <start.Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={ACCOUNT_INTENT.twoFactorStart} />
          <PasswordField
            name="password"
            id="two-factor-password"
            label="Your password"
            autoComplete="current-password"
            error={startErrors.password}
          />
          <button type="submit" disabled={start.state !== "idle"} className={primary}>
            Turn on two-factor sign-in
          </button>
        </start.Form>
      )}
      {!enabled && setup && (
        <div className="mt-4 space-y-4" data-testid="two-factor-setup">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…).</li>
            <li>Scan this code, or type the key below.</li>
            <li>Type the 6-digit code the app shows.</li>
          </ol>
          <img
            src={setup.qr}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="mx-auto block h-50 w-50 rounded-md border border-slate-200"
          />
          <div>
            <p className="text-sm font-medium">Key</p>
            <p className="mt-1 break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-sm" data-testid="two-factor-key">
              {setup.key}
            </p>
          </div>
          <confirm.Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value={ACCOUNT_INTENT.twoFactorConfirm} />
            <div>
              <label htmlFor="two-factor-code" className="block text-sm font-medium">
                6-digit code from the app
              </label>
              <input
                id="two-factor-code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                aria-invalid={confirmErrors.code ? true : undefined}
                aria-describedby={confirmErrors.code ? "two-factor-code-error" : undefined}
                className={`${input} font-mono text-lg tracking-widest`}
              />
              {confirmErrors.code && (
                <p id="two-factor-code-error" className="mt-1 text-sm text-red-700">
                  {confirmErrors.code}
                </p>
              )}
            </div>
            <button type="submit" disabled={confirm.state !== "idle"} className={primary}>
              Confirm and turn on
            </button>
          </confirm.Form>
        </div>
      )}
      {setup && setup.backupCodes.length > 0 && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="backup-codes">
          <p className="text-sm font-medium text-amber-900">
            Backup codes: each signs you in once if the phone is lost. Write them down or print them now; they are not shown again.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled && !required && (
        <disable.Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={ACCOUNT_INTENT.twoFactorDisable} />
          <PasswordField
            name="password"
            id="two-factor-off-password"
            label="Your password"
            autoComplete="current-password"
            error={disableErrors.password}
          />
          <button type="submit" disabled={disable.state !== "idle"} className={secondary}>
            Turn off two-factor sign-in
          </button>
        </disable.Form>
      )}
      {enabled && required && <p className="mt-4 text-sm text-slate-600">The shop&apos;s settings require it, so it stays on.</p>}
    </section>
  );
}

export default function Account() {
  const { email, mustChangePassword, twoFactorEnabled, requireTwoFactor } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast({ state: navigation.state, data: result });
  const errors = resultFieldErrors(result);
  const stillMust = mustChangePassword;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 break-all text-sm text-slate-600">{email}</p>
      </div>
      {stillMust && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This password was handed over to you (it may be in a terminal log, or someone told it to you). Choose a new one to open the
          back-office.
        </p>
      )}
      {!stillMust && requireTwoFactor && !twoFactorEnabled && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="two-factor-required"
        >
          The shop requires two-factor sign-in. Turn it on below to open the back-office.
        </p>
      )}
      {!stillMust && <TwoFactorSection enabled={twoFactorEnabled} required={requireTwoFactor} />}
      <section className={card}>
        <h2 className="text-lg font-semibold">Change password</h2>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value={ACCOUNT_INTENT.password} />
          <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" error={errors.currentPassword} />
          <PasswordField name="newPassword" label="New password" autoComplete="new-password" error={errors.newPassword} />
          <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" error={errors.confirmPassword} />
          <button type="submit" disabled={navigation.state === "submitting"} className={primary}>
            Change password
          </button>
        </Form>
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold">Sign out everywhere</h2>
        <p className="mt-1 text-sm text-slate-600">Ends every session of this account, on every phone and computer, this one included.</p>
        <Form method="post" action={staffPath("logout")} className="mt-4">
          <input type="hidden" name="scope" value="everywhere" />
          <button type="submit" className={secondary}>
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}
