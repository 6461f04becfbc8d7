// The sign-in pages' two forms: e-mail and password, then (an account with two-factor sign-in)
// the code from the authenticator app or a backup code. Texts in the back-office's language.
import { Form, Link } from "react-router";
import { CODE_STEP } from "~/domain/sign-in";
import type { StaffMessages } from "~/i18n/staff";
import { staffPath } from "~/staff-paths";
import { CodeField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";

type Props = { t: StaffMessages["login"]; redirectTo: string; busy: boolean; error?: string };

function ErrorLine({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {error}
    </p>
  );
}

export function CodeStep({ t, redirectTo, busy, error }: Props) {
  return (
    <>
      <h1 className="text-2xl font-bold">{t.codeTitle}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.codeIntro}</p>
      {/* Keyed: React must not reuse the password step's input (and the password typed in it) for the code. */}
      <Form key="code" method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="intent" value={CODE_STEP} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* The message stands below the field, as on the password step: ErrorLine, named here. */}
        <CodeField
          id="code"
          name="code"
          label={t.code}
          type="text"
          backupCodes
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of this step
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-error" : undefined}
          controlClass="font-mono text-lg tracking-widest sm:text-lg"
        />
        <ErrorLine id="code-error" error={error} />
        <SubmitButton busy={busy} label={t.verify} busyLabel={t.checking} size="md" className="w-full" />
      </Form>
      <Link to={staffPath("login")} className="mt-4 block text-center text-sm text-slate-600 underline">
        {t.startAgain}
      </Link>
    </>
  );
}

export function PasswordStep({ t, redirectTo, busy, error }: Props) {
  return (
    <>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <Form key="password" method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField id="email" name="email" label={t.email} type="email" autoComplete="username" required />
        <TextField id="password" name="password" label={t.password} type="password" autoComplete="current-password" required />
        <ErrorLine error={error} />
        <SubmitButton busy={busy} label={t.submit} busyLabel={t.submitting} size="md" className="w-full" />
      </Form>
    </>
  );
}
