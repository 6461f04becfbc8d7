// The preview: how many rows are new, updated (with what changes), unchanged, skipped or refused,
// and the Apply button that commits exactly that.
import { Check } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { IMPORT_INTENT } from "~/components/staff/shared/intents";
import type { ImportPreviewView } from "~/domain/import-plan";
import { useStaffText } from "~/lib-ui/use-staff-text";

const tile = "rounded-lg p-3";

export function PreviewPanel({ preview, fetcher }: { preview: ImportPreviewView; fetcher: FetcherWithComponents<unknown> }) {
  const texts = useStaffText().importing;
  const t = texts.preview;
  const busy = fetcher.state !== "idle";
  const changes = preview.added + preview.updates.length + preview.more.updates;
  return (
    <StaffSection titleId="import-preview" title={t.title(preview.total)} compact className="mt-6" data-testid="import-preview">
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label={t.new} value={preview.added} testId="count-new" className="bg-green-50 text-green-900" />
        <Count
          label={t.updated}
          value={preview.updates.length + preview.more.updates}
          testId="count-updated"
          className="bg-sky-50 text-sky-900"
        />
        <Count
          label={t.unchanged}
          value={preview.unchanged + preview.skipped}
          testId="count-unchanged"
          className="bg-slate-100 text-slate-800"
          note={preview.skipped ? t.skipped(preview.skipped) : undefined}
        />
        <Count
          label={t.errors}
          value={preview.errors.length + preview.more.errors}
          testId="count-errors"
          className="bg-red-50 text-red-900"
        />
      </div>
      {preview.updates.length > 0 && (
        <details open className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">{t.updates}</summary>
          <ul className="mt-1 max-h-96 divide-y divide-slate-100 overflow-y-auto text-sm" data-testid="preview-updates">
            {preview.updates.map((u) => (
              <li key={u.row} className="py-1.5">
                <span className="font-mono font-semibold">{u.id}</span> <span className="text-slate-500">{t.row(u.row)}</span>:{" "}
                <span className="break-words">{u.changes.join(", ")}</span>
              </li>
            ))}
          </ul>
          {preview.more.updates > 0 && <p className="text-sm text-slate-600">{t.moreUpdates(preview.more.updates)}</p>}
        </details>
      )}
      {preview.newRows.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">{t.newTyres}</summary>
          <ul className="mt-1 max-h-80 overflow-y-auto text-sm">
            {preview.newRows.map((r) => (
              <li key={r.row} className="py-1">
                <span className="text-slate-500">{t.newRow(r.row)}</span> {r.label}
              </li>
            ))}
          </ul>
          {preview.more.newRows > 0 && <p className="text-sm text-slate-600">{t.moreNew(preview.more.newRows)}</p>}
        </details>
      )}
      {preview.errors.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-red-800" data-testid="preview-failed">
            {texts.rowsFailed(preview.errors.length + preview.more.errors)}
          </p>
          <h3 className="text-sm font-semibold">{t.errorRows}</h3>
          <ul className="mt-1 max-h-80 list-disc overflow-y-auto pl-5 text-sm text-red-800" data-testid="preview-errors">
            {preview.errors.map((e) => (
              <li key={e} className="break-words">
                {e}
              </li>
            ))}
          </ul>
          {preview.more.errors > 0 && <p className="mt-1 text-sm text-slate-600">{t.moreErrors(preview.more.errors)}</p>}
        </div>
      )}
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={IMPORT_INTENT.apply} />
        <input type="hidden" name="previewId" value={preview.id} />
        <SubmitButton
          busy={busy}
          disabled={changes === 0}
          spin
          icon={Check}
          label={changes === 0 ? t.nothing : t.apply(changes)}
          busyLabel={changes === 0 ? t.nothing : t.applying}
        />
      </fetcher.Form>
    </StaffSection>
  );
}

function Count({
  label,
  value,
  testId,
  className,
  note,
}: {
  label: string;
  value: number;
  testId: string;
  className: string;
  note?: string;
}) {
  return (
    <div className={`${tile} ${className}`}>
      <p className="text-xs font-medium">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
      {note && <p className="text-xs">{note}</p>}
    </div>
  );
}
