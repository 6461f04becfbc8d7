// The settings screen's backups: the nightly backups kept on the server (date, size) and the
// download, a plain form that posts the admin's password (and a code from their app when two-factor
// sign-in is on) to /backup with the backup chosen (a kept one, or a new one taken now). The
// browser saves the answer as a file and stays on the page; a refusal comes back as a message on
// the settings screen.
import { Download } from "lucide-react";
import { Form } from "react-router";
import { CodeField, SelectField, TextField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { secondaryButton } from "~/components/ui/button";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
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
    <StaffSection titleId="backup-heading" title={t.title} intro={t.intro} className="mt-8">
      {backups.length ? (
        <table className="mt-3 w-full text-left text-sm" data-testid="backup-list">
          <caption className="sr-only">{t.listCaption}</caption>
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 pr-3 font-medium">{t.taken}</th>
              <th className="py-1 font-medium">{t.size}</th>
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
        <CodeField id="backup-code" label={t.code} name="confirmCode" pattern="[0-9 ]*" />
        <button type="submit" className={secondaryButton} data-testid="download-backup">
          <Download aria-hidden className="h-4 w-4" /> {t.download}
        </button>
      </Form>
    </StaffSection>
  );
}
