// The signed-in user's own account: name and sign-in e-mail, the back-office's language, the
// password, two-factor sign-in and signing out on every device (steps in app/server/auth/own-account.server.ts). An account whose
// password was handed over (the demo admin, an account added on /staff) lands here after signing
// in and can open nothing else until it has chosen a new one; while the shop's settings require
// two-factor sign-in, an account without it lands here too until it has turned it on.
import { useLoaderData } from "react-router";
import { LanguageSection } from "~/components/staff/account/language-section";
import { ProfileSection } from "~/components/staff/account/profile-section";
import { PasswordSection, SignOutEverywhereSection } from "~/components/staff/account/password-section";
import { TwoFactorSection } from "~/components/staff/account/two-factor-section";
import { ACCOUNT_INTENT } from "~/components/staff/shared/intents";
import { accountForms } from "~/domain/account-forms";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { countOwnPasswordCheck } from "~/server/auth/confirm-identity.server";
import {
  changeOwnPassword,
  changeOwnProfile,
  confirmTwoFactor,
  disableTwoFactor,
  setOwnLanguage,
  startTwoFactor,
} from "~/server/auth/own-account.server";
import { readFormData } from "~/server/forms/read-form.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { getSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/account";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).account.title }, { name: "robots", content: "noindex" }];
}

const OPEN = { whilePasswordMustChange: true, whileTwoFactorMissing: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "account", OPEN);
  return {
    name: user.name,
    email: user.email,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.twoFactorEnabled,
    requireTwoFactor: (await getSettings(db)).requireTwoFactor,
  };
}

/** The forms that check the current password, counted like sign-ins. */
const CHECKS_PASSWORD: readonly unknown[] = [ACCOUNT_INTENT.password, ACCOUNT_INTENT.twoFactorStart, ACCOUNT_INTENT.twoFactorDisable];

const invalid = (r: { formError: string; fieldErrors: Record<string, string> }) =>
  reply({ ok: false, message: r.formError, fieldErrors: r.fieldErrors }, 400);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, clientIp } = shopRequest(context);
  const user = await requirePermission({ request, context }, "account", OPEN);
  const form = await readFormData(request);
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.account;
  const forms = accountForms(t, texts.login.fields);
  const intent = form.get("intent") ?? ACCOUNT_INTENT.password;
  const ip = clientIp;
  if (intent === ACCOUNT_INTENT.language) {
    const parsed = parseForm(forms.language, form);
    if (!parsed.ok) return invalid(parsed);
    return setOwnLanguage(db, user, parsed.data.language, staffMessages(parsed.data.language).account);
  }
  if (CHECKS_PASSWORD.includes(intent) && !(await countOwnPasswordCheck(db, user, ip)))
    return reply({ ok: false, message: t.tooManyChecks }, 429);
  if (intent === ACCOUNT_INTENT.password) {
    const parsed = parseForm(forms.passwordChange, form);
    return parsed.ok ? changeOwnPassword(db, auth, request, parsed.data, user, ip, t) : invalid(parsed);
  }
  // Two-factor waits until a handed-over password has been replaced.
  if (user.mustChangePassword) return reply({ ok: false, message: t.chooseNewFirst }, 403);
  switch (intent) {
    case ACCOUNT_INTENT.profile: {
      const parsed = parseForm(forms.profile, form);
      return parsed.ok ? changeOwnProfile(db, auth, parsed.data, user, ip, texts) : invalid(parsed);
    }
    case ACCOUNT_INTENT.twoFactorStart: {
      const parsed = parseForm(forms.passwordOnly, form);
      return parsed.ok ? startTwoFactor(db, auth, request, parsed.data.password, user, ip, t) : invalid(parsed);
    }
    case ACCOUNT_INTENT.twoFactorConfirm: {
      const parsed = parseForm(forms.confirmCode, form);
      return parsed.ok ? confirmTwoFactor(db, auth, request, parsed.data.code, user, t) : invalid(parsed);
    }
    case ACCOUNT_INTENT.twoFactorDisable: {
      const parsed = parseForm(forms.passwordOnly, form);
      return parsed.ok ? disableTwoFactor(db, auth, request, parsed.data.password, user, ip, t) : invalid(parsed);
    }
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function Account() {
  const { name, email, mustChangePassword, twoFactorEnabled, requireTwoFactor } = useLoaderData<typeof loader>();
  const t = useStaffText().account;
  const alert = "rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900";
  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 break-all text-sm text-slate-600">{email}</p>
      </div>
      {mustChangePassword && (
        <p role="alert" className={alert}>
          {t.mustChange}
        </p>
      )}
      {!mustChangePassword && requireTwoFactor && !twoFactorEnabled && (
        <p role="alert" className={alert} data-testid="two-factor-required">
          {t.twoFactorRequired}
        </p>
      )}
      {!mustChangePassword && <TwoFactorSection enabled={twoFactorEnabled} required={requireTwoFactor} />}
      <PasswordSection />
      {!mustChangePassword && <ProfileSection name={name} email={email} />}
      <LanguageSection />
      <SignOutEverywhereSection />
    </div>
  );
}
