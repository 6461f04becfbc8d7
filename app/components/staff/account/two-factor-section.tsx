// Two-factor sign-in on /account: the password starts the setup (QR code, key, backup codes shown
// once), a first code from the app turns it on, the password turns it off unless the shop requires it.
import { type FetcherWithComponents, useFetcher } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/shared/intents";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import type { TwoFactorSetup } from "~/server/auth/own-account.server";
import { CodeField, fieldsOf } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { PasswordField } from "./fields";

/** The two steps that ask for the account's password alone: turning two-factor sign-in on, and off. */
const PASSWORD_STEPS = {
  on: { intent: ACCOUNT_INTENT.twoFactorStart, prefix: "two-factor-", variant: "primary" },
  off: { intent: ACCOUNT_INTENT.twoFactorDisable, prefix: "two-factor-off-", variant: "outline" },
} as const;

function PasswordStep({ step, fetcher }: { step: keyof typeof PASSWORD_STEPS; fetcher: FetcherWithComponents<ActionResult> }) {
  const t = useStaffText().account.twoFactor;
  const { intent, prefix, variant } = PASSWORD_STEPS[step];
  const field = fieldsOf(prefix, resultFieldErrors(fetcher.data));
  return (
    <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <PasswordField {...field("password")} label={t.yourPassword} autoComplete="current-password" />
      <SubmitButton
        busy={fetcher.state !== "idle"}
        label={step === "on" ? t.turnOn : t.turnOff}
        variant={variant}
        size="md"
        className="w-full"
      />
    </fetcher.Form>
  );
}

export function TwoFactorSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useStaffText().account.twoFactor;
  const start = useFetcher<ActionResult<{ setup: TwoFactorSetup }>>();
  const confirm = useFetcher<ActionResult>();
  const disable = useFetcher<ActionResult>();
  useActionToast(start);
  useActionToast(confirm);
  useActionToast(disable);
  const setup = start.data?.ok ? start.data.setup : null;
  const field = fieldsOf("two-factor-", resultFieldErrors(confirm.data));
  return (
    <StaffSection titleId="two-factor-title" title={t.title} data-testid="two-factor">
      <p className="mt-1 text-sm text-slate-600" data-testid="two-factor-status">
        {enabled ? t.on : t.off}
      </p>
      {!enabled && !setup && <PasswordStep step="on" fetcher={start} />}
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
            <CodeField
              {...field("code")}
              label={t.codeLabel}
              type="text"
              required
              controlClass="font-mono text-lg tracking-widest sm:text-lg"
            />
            <SubmitButton busy={confirm.state !== "idle"} label={t.confirm} size="md" className="w-full" />
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
      {enabled && !required && <PasswordStep step="off" fetcher={disable} />}
      {enabled && required && <p className="mt-4 text-sm text-slate-600">{t.requiredStaysOn}</p>}
    </StaffSection>
  );
}
