// The settings screen's backups: the nightly backups kept on the server (date, size) and the
// download, a plain form that posts the admin's password (and a code from their app when two-factor
// sign-in is on) to /backup with the backup chosen (a kept one, or a new one taken now). The
// browser saves the answer as a file and stays on the page; a refusal comes back as a message on
// the settings screen.
import { Download } from "lucide-react";
import { Form } from "react-router";
import { SelectField, TextField } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { useStaffLocale, useStaffText } from "~/i18n/staff/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";

interface StoredBackup {
  name: string;
  bytes: number;
  modifiedAt: string;
}

export function BackupSection({ backups }: { backups: StoredBackup[] }) {
  const texts = useStaffText().settings;
  const t = texts.backup;
  const dateTime = staffFormats(useStaffLocale()).dateTime;
  const megabytes = (bytes: number) => `${texts.form.decimal((bytes / 1_000_000).toFixed(1))} MB`;
  const taken = (b: StoredBackup) => dateTime.format(new Date(b.modifiedAt));
  return (
    <section aria-labelledby="backup-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="backup-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {backups.length ? (
        <table className="mt-3 w-full text-left text-sm" data-testid="backup-list">
          <caption className="sr-only">{t.listCaption}</caption>
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t.taken}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t.size}
              </th>
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.name} className="border-t border-slate-100">
                <td className="py-1.5 pr-3">{taken(b)}</td>
                <td className="py-1.5">{megabytes(b.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-600" data-testid="backup-list">
          {t.none}
        </p>
      )}
      <Form method="post" action={staffPath("backup")} reloadDocument className="mt-3 grid gap-3 sm:max-w-md">
        <SelectField id="backup-name" label={t.choose} name="name" defaultValue="">
          <option value="">{t.newNow}</option>
          {backups.map((b) => (
            <option key={b.name} value={b.name}>
              {taken(b)} ({megabytes(b.bytes)})
            </option>
          ))}
        </SelectField>
        <TextField
          id="backup-password"
          label={t.password}
          name="confirmPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          id="backup-code"
          label={t.code}
          name="confirmCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
        />
        <button type="submit" className={secondaryButton} data-testid="download-backup">
          <Download aria-hidden className="h-4 w-4" /> {t.download}
        </button>
      </Form>
    </section>
  );
}
