// One account on /staff: its badges and the changes the owner can make to it. A change to an
// owner's account (a new password, deactivating or reactivating it, changing its role, turning
// off its two-factor), making an account an owner and any new password first ask for the acting
// owner's own password, and a code from their app when their two-factor sign-in is on; the
// server refuses the change without them.
import { KeyRound, ShieldCheck, Smartphone, UserCheck, UserX } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { ConfirmFields } from "./confirm-fields";
import { secondaryButton } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { STAFF_INTENT } from "~/components/staff/shared/intents";
import { STAFF_ROLES } from "~/domain/permissions";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { StaffRow } from "~/server/auth/staff-accounts.server";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";

/** An account as the loader sends it: the last sign-in already written out. An owner (`isAdmin`):
 *  a change to the account asks for the acting owner's password again. */
export type Member = Omit<StaffRow, "lastSignInAt"> & { lastSignIn: string | null };

/** A yes/no fact of the account (its access, two-factor, whether it is active): green when on. */
function OnOff({ on, yes, no, testId }: { on: boolean; yes: string; no: string; testId: string }) {
  return (
    <Badge tone={on ? "green" : "neutral"} data-testid={testId}>
      {on ? yes : no}
    </Badge>
  );
}

export function MemberCard({ m, me, myTwoFactor }: { m: Member; me: string; myTwoFactor: boolean }) {
  const texts = useStaffText().staff;
  const t = texts.member;
  const CONFIRM_LABEL: Record<string, string> = {
    [STAFF_INTENT.deactivate]: t.deactivate,
    [STAFF_INTENT.reactivate]: t.reactivate,
    [STAFF_INTENT.setRole]: t.changeRole,
    [STAFF_INTENT.twoFactorOff]: t.turnOffTwoFactor,
  };
  const fetcher = useFetcher<ActionResult>();
  const [resetting, setResetting] = useState(false);
  /** The change waiting for the acting owner's password (an owner's account, or making one an owner). */
  const [confirming, setConfirming] = useState<string | null>(null);
  /** The role chosen, sent with the confirmation. */
  const [role, setRole] = useState<string>(m.role ?? "none");
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, {
    onSuccess: () => {
      setResetting(false);
      setConfirming(null);
    },
  });
  useEffect(() => {
    if (resetting) passwordRef.current?.focus();
  }, [resetting]);
  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLInputElement>("input[name=confirmPassword]")?.focus();
  }, [confirming]);
  const errors = resultFieldErrors(fetcher.data);
  const resetField = fieldsOf(`reset-${m.id}-`, errors);
  const busy = fetcher.state !== "idle";
  const change = (intent: string) => {
    if (m.isAdmin) {
      setResetting(false);
      setConfirming(intent);
    } else fetcher.submit({ intent, id: m.id }, { method: "post" });
  };
  const slug = m.email.replace(/[^a-z0-9]+/gi, "-");
  const button = (intent: string, icon: ReactNode, label: string) => (
    <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy} onClick={() => change(intent)}>
      {icon} {label}
    </button>
  );
  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${m.active ? "border-slate-200" : "border-slate-300 bg-slate-50"}`}
      data-testid={`staff-${slug}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold">
            {m.email}
            {m.id === me && <span className="ml-2 text-sm font-normal text-slate-500">{t.you}</span>}
          </p>
          <p className="text-sm text-slate-600">{m.name}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OnOff on={m.role != null} yes={m.role ? texts.roles[m.role] : ""} no={t.noAccess} testId="staff-role" />
          <OnOff on={m.twoFactor} yes={t.twoFactorOn} no={t.twoFactorOff} testId="staff-two-factor" />
          <OnOff on={m.active} yes={t.active} no={t.deactivated} testId="staff-active" />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600" data-testid="staff-last-sign-in">
        {t.lastSignIn(m.lastSignIn)}
        {m.mustChangePassword && m.active && <span className="text-amber-800">{t.mustChoose}</span>}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 max-sm:[&>button]:grow">
        <button
          type="button"
          className={`${secondaryButton} min-h-11`}
          onClick={() => {
            setConfirming(null);
            setResetting((r) => !r);
          }}
          aria-expanded={resetting}
        >
          <KeyRound aria-hidden className="h-4 w-4" /> {t.resetPassword}
        </button>
        {m.active
          ? button(STAFF_INTENT.deactivate, <UserX aria-hidden className="h-4 w-4" />, t.deactivate)
          : button(STAFF_INTENT.reactivate, <UserCheck aria-hidden className="h-4 w-4" />, t.reactivate)}
        <fetcher.Form
          method="post"
          className="flex gap-2"
          onSubmit={(e) => {
            if (!m.isAdmin && role !== "owner") return;
            e.preventDefault();
            setResetting(false);
            setConfirming(STAFF_INTENT.setRole);
          }}
        >
          <input type="hidden" name="intent" value={STAFF_INTENT.setRole} />
          <input type="hidden" name="id" value={m.id} />
          <SelectField
            id={`role-${m.id}`}
            name="role"
            label={t.roleOf(m.email)}
            hideLabel
            value={role}
            onChange={(e) => setRole(e.target.value)}
            controlClass="mt-0 min-h-11 w-auto"
            options={[...STAFF_ROLES.map((r) => ({ value: r, label: texts.roles[r] })), { value: "none", label: t.noAccess }]}
          />
          <SubmitButton busy={busy} icon={ShieldCheck} label={t.setRole} variant="outline" className="min-h-11 whitespace-nowrap" />
        </fetcher.Form>
        {m.twoFactor && button(STAFF_INTENT.twoFactorOff, <Smartphone aria-hidden className="h-4 w-4" />, t.turnOffTwoFactor)}
      </div>
      {confirming && (
        <fetcher.Form ref={confirmRef} method="post" noValidate className="mt-3 flex flex-wrap items-end gap-2" data-testid="staff-confirm">
          <p className="w-full text-sm text-slate-700">
            {m.isAdmin ? t.ownerConfirm(m.email, CONFIRM_LABEL[confirming] ?? "") : t.promoteConfirm(m.email)}
          </p>
          <input type="hidden" name="intent" value={confirming} />
          <input type="hidden" name="id" value={m.id} />
          {confirming === STAFF_INTENT.setRole && <input type="hidden" name="role" value={role} />}
          <ConfirmFields field={fieldsOf(`confirm-${m.id}-`, errors)} myTwoFactor={myTwoFactor} />
          <SubmitButton busy={busy} label={CONFIRM_LABEL[confirming]} className="min-h-11" />
          <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setConfirming(null)}>
            {t.cancel}
          </button>
        </fetcher.Form>
      )}
      {resetting && (
        <fetcher.Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={STAFF_INTENT.resetPassword} />
          <input type="hidden" name="id" value={m.id} />
          <TextField
            {...resetField("password")}
            label={t.newPasswordFor(m.email)}
            className="min-w-0 flex-1 basis-56"
            ref={passwordRef}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <ConfirmFields field={resetField} myTwoFactor={myTwoFactor} />
          <SubmitButton busy={busy} label={t.setPassword} className="min-h-11" />
        </fetcher.Form>
      )}
    </li>
  );
}
