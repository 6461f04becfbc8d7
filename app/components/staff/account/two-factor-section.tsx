// Two-factor sign-in on /account: the password starts the setup (QR code, key, backup codes shown
// once), a first code from the app turns it on, the password turns it off unless the shop requires it.
import { useFetcher } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/intents";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import type { TwoFactorSetup } from "~/server/own-account.server";
import { TextField } from "~/components/ui/field";
import { card, PasswordField, primary, secondary } from "./fields";

export function TwoFactorSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useStaffText().account.twoFactor;
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
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="two-factor-status">
        {enabled ? t.on : t.off}
      </p>
      {!enabled && !setup && (
        <start.Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={ACCOUNT_INTENT.twoFactorStart} />
          <PasswordField
            name="password"
            id="two-factor-password"
            label={t.yourPassword}
            autoComplete="current-password"
            error={startErrors.password}
          />
          <button type="submit" disabled={start.state !== "idle"} className={primary}>
            {t.turnOn}
          </button>
        </start.Form>
      )}
      {!enabled && setup && (
        <div className="mt-4 space-y-4" data-testid="two-factor-setup">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <img
            src={setup.qr}
            alt={t.qrAlt}
            width={200}
            height={200}
            className="mx-auto block h-50 w-50 rounded-md border border-slate-200"
          />
          <div>
            <p className="text-sm font-medium">{t.key}</p>
            <p className="mt-1 break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-sm" data-testid="two-factor-key">
              {setup.key}
            </p>
          </div>
          <confirm.Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value={ACCOUNT_INTENT.twoFactorConfirm} />
            <TextField
              id="two-factor-code"
              name="code"
              label={t.codeLabel}
              error={confirmErrors.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              controlClass="font-mono text-lg tracking-widest sm:text-lg"
            />
            <button type="submit" disabled={confirm.state !== "idle"} className={primary}>
              {t.confirm}
            </button>
          </confirm.Form>
        </div>
      )}
      {setup && setup.backupCodes.length > 0 && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="backup-codes">
          <p className="text-sm font-medium text-amber-900">{t.backupCodes}</p>
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
            label={t.yourPassword}
            autoComplete="current-password"
            error={disableErrors.password}
          />
          <button type="submit" disabled={disable.state !== "idle"} className={secondary}>
            {t.turnOff}
          </button>
        </disable.Form>
      )}
      {enabled && required && <p className="mt-4 text-sm text-slate-600">{t.requiredStaysOn}</p>}
    </section>
  );
}
