// What the import says beside the preview: the rows that failed (listed under their count, in the
// preview and after applying), how many tyres an apply imported, and why a file gave no preview.
import type { ImportPreviewView } from "~/domain/import-plan";
import type { ConflictMessages, ImportOutcome } from "~/server/inventory/import.server";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { say } from "~/lib/reason";

/** "N rows failed to import - check details below", then the rows' messages. */
export function FailedRows({ errors, more = 0, testId }: { errors: readonly string[]; more?: number; testId: string }) {
  const t = useStaffText().importing;
  const count = errors.length + more;
  if (count === 0) return null;
  return (
    <div className="mt-4" data-testid={testId}>
      <p className="text-sm font-semibold text-red-800">{t.rowsFailed(count)}</p>
      <ul className="mt-1 max-h-80 list-disc overflow-y-auto pl-5 text-sm text-red-800">
        {errors.map((e) => (
          <li key={e} className="break-words">
            {e}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-sm text-slate-600">{t.preview.moreErrors(more)}</p>}
    </div>
  );
}

/** After Apply: how many tyres were imported (added and updated), and every row that was not. */
export function AppliedPanel({ applied, preview }: { applied: ImportOutcome; preview: ImportPreviewView }) {
  const t = useStaffText().importing;
  return (
    <section className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4" data-testid="import-applied" aria-live="polite">
      <h2 className="font-semibold text-green-900">{t.applied(applied.added, applied.updated)}</h2>
      <p className="mt-1 text-sm text-green-900" data-testid="import-success">
        {t.successfullyImported(applied.added + applied.updated)} {t.split(applied.added, applied.updated)}
      </p>
      <FailedRows
        errors={[...preview.errors, ...applied.conflicts.map((c) => say<ConflictMessages>(t.messages, c))]}
        more={preview.more.errors}
        testId="applied-failed"
      />
    </section>
  );
}

/** A file that gave no preview (no data rows, unreadable): the server's words, beside the form. */
export function UploadProblem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="import-problem">
      {message}
    </p>
  );
}
