// The settings screen's backup download: a plain form that posts the admin's password (and a code
// from their app when two-factor sign-in is on) to /backup. The browser saves the answer as a file
// and stays on the page; a refusal comes back as a message on the settings screen.
import { Download } from "lucide-react";
import { Form } from "react-router";
import { Field, inputClass, secondaryButton } from "~/components/staff/dialog-shell";
import { staffPath } from "~/staff-paths";

export function BackupSection() {
  return (
    <section aria-labelledby="backup-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="backup-heading" className="text-lg font-semibold">
        Backup
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A copy of the shop&apos;s database (stock, invoices, reservations, posts, settings, staff accounts), taken from the running shop
        without closing it. Keep it somewhere other than this computer, with a copy of the uploads folder (the photos);{" "}
        <code>npm run restore</code> puts it back on an empty database. It holds no sign-in: after a restore everyone signs in again.
      </p>
      <Form method="post" action={staffPath("backup")} reloadDocument className="mt-3 grid gap-3 sm:max-w-md">
        <Field id="backup-password" label="Your password">
          <input
            id="backup-password"
            name="confirmPassword"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </Field>
        <Field id="backup-code" label="Code from your app (only when your two-factor sign-in is on)">
          <input
            id="backup-code"
            name="confirmCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            className={inputClass}
          />
        </Field>
        <button type="submit" className={secondaryButton} data-testid="download-backup">
          <Download aria-hidden className="h-4 w-4" /> Download backup
        </button>
      </Form>
    </section>
  );
}
