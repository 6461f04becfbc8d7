// Import Tyre Data: a .csv upload parsed on the server (app/domain/csv-import.ts); the valid rows
// are written in one transaction and every bad row is reported. docs/decisions/021-csv-import.md
import { Download, FileUp, Loader2 } from "lucide-react";
import { useState } from "react";
import { data, useFetcher } from "react-router";
import { toast } from "sonner";
import { primaryButton, secondaryButton } from "~/components/staff/dialog-shell";
import { useActionToast } from "~/lib/action-result";
import { MAX_IMPORT_BYTES, parseTyreCsv, TEMPLATE_HEADERS } from "~/domain/csv-import";
import { db } from "~/server/db.server";
import { staffActor } from "~/server/audit.server";
import { importTyres } from "~/server/import.server";
import { getSettings } from "~/server/settings.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import { readForm } from "~/server/read-form.server";
import type { Route } from "./+types/import";

export function meta() {
  return [{ title: "Import Tyre Data" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "import");
  return null;
}

type ImportResult =
  | { ok: true; message: string; imported: number; failed: number; errors: string[]; moreErrors: number; ms: number }
  | { ok: false; message: string; failed?: number; errors?: string[]; moreErrors?: number };

const MAX_SHOWN_ERRORS = 500;
const TOO_LARGE = `The file is too large (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB)`;

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "import");
  const read = await readForm(request, MAX_IMPORT_BYTES + 64 * 1024);
  if (!read.ok && read.status === 413) return data<ImportResult>({ ok: false, message: TOO_LARGE }, { status: 413 });
  const file = read.ok ? read.form.get("file") : null;
  if (!(file instanceof File) || file.size === 0 || !file.name.toLowerCase().endsWith(".csv"))
    return data<ImportResult>({ ok: false, message: "Please select a CSV file" }, { status: 400 });
  if (file.size > MAX_IMPORT_BYTES) return data<ImportResult>({ ok: false, message: TOO_LARGE }, { status: 413 });

  let parsed;
  try {
    // A row without a price or fee gets the shop's price table and disposal fee (settings).
    parsed = parseTyreCsv(new TextDecoder("utf-8").decode(await file.arrayBuffer()), await getSettings(db()));
  } catch (e) {
    return replyFromError<ImportResult>(e, { failed: "Failed to read CSV file", log: "import" });
  }
  const errors = parsed.errors.slice(0, MAX_SHOWN_ERRORS);
  const moreErrors = parsed.errors.length - errors.length;
  if (parsed.rows.length === 0)
    return data<ImportResult>(
      { ok: false, message: "No valid data found in CSV file", failed: parsed.errors.length, errors, moreErrors },
      { status: 400 },
    );
  const t0 = Date.now();
  try {
    const { imported } = await importTyres(db(), parsed.rows, staffActor(user));
    const message = `Successfully imported ${imported} tyres`;
    return data<ImportResult>({ ok: true, message, imported, failed: parsed.errors.length, errors, moreErrors, ms: Date.now() - t0 });
  } catch (e) {
    return replyFromError<ImportResult>(e, { failed: "Import failed, nothing was imported", log: "import" });
  }
}

export default function ImportPage() {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const [fileName, setFileName] = useState<string | null>(null);
  const result = fetcher.data as ImportResult | undefined;
  useActionToast(fetcher, {
    onSuccess: (r) => {
      if (r.failed > 0) toast.error(`${r.failed} rows failed to import - check details below`);
    },
  });

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Import Tyre Data</h1>
      <p className="text-slate-600">Upload a CSV file to add many tyres at once. Imported tyres start available.</p>

      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          const input = e.currentTarget.elements.namedItem("file") as HTMLInputElement;
          const f = input.files?.[0];
          if (!f || !f.name.toLowerCase().endsWith(".csv")) {
            e.preventDefault();
            toast.error("Please select a CSV file");
          } else if (f.size > MAX_IMPORT_BYTES) {
            e.preventDefault();
            toast.error(TOO_LARGE);
          }
        }}
      >
        <label htmlFor="csv-file" className="block text-sm font-medium">
          CSV file
        </label>
        <input
          id="csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          disabled={busy}
          onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <p className="mt-2 text-xs text-slate-500">
          Header row required; separated by commas or semicolons; up to {MAX_IMPORT_BYTES / 1024 / 1024} MB.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <FileUp aria-hidden className="h-4 w-4" />}
            {busy ? "Importing..." : "Import"}
          </button>
          <a href={staffPath("importTemplate")} download className={secondaryButton}>
            <Download aria-hidden className="h-4 w-4" /> Download template
          </a>
        </div>
        {busy && (
          <div className="mt-4" role="status" aria-live="polite">
            <p className="text-sm text-slate-700">
              {fetcher.state === "submitting" ? `Uploading and importing ${fileName ?? "file"}...` : "Finishing..."}
            </p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] rounded-full bg-brand-700" />
            </div>
          </div>
        )}
      </fetcher.Form>

      {result && !busy && (
        <section
          aria-labelledby="import-results"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="import-results"
        >
          <h2 id="import-results" className="font-semibold">
            Import results
          </h2>
          {!result.ok && <p className="mt-2 text-sm text-red-700">{result.message}</p>}
          <div className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-green-50 p-3">
              <p className="text-xs font-medium text-green-800">Imported</p>
              <p className="text-2xl font-bold text-green-900" data-testid="success-count">
                {result.ok ? result.imported : 0}
              </p>
            </div>
            <div className="rounded-lg bg-red-50 p-3">
              <p className="text-xs font-medium text-red-800">Failed</p>
              <p className="text-2xl font-bold text-red-900" data-testid="failed-count">
                {result.failed ?? 0}
              </p>
            </div>
          </div>
          {result.errors && result.errors.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Errors</h3>
              <ul className="mt-1 max-h-80 list-disc overflow-y-auto pl-5 text-sm text-red-800">
                {result.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
              {(result.moreErrors ?? 0) > 0 && (
                <p className="mt-1 text-sm text-slate-600">…and {result.moreErrors} more rows with errors.</p>
              )}
            </div>
          )}
        </section>
      )}

      <section className="mt-6 text-sm text-slate-700">
        <h2 className="font-semibold">Columns</h2>
        <p className="mt-1">
          Required: <code>width</code>, <code>aspect</code>, <code>rim</code>, <code>load_index</code> (or <code>load</code>),{" "}
          <code>speed_rating</code> (or <code>speed</code>). Optional:{" "}
          {TEMPLATE_HEADERS.slice(5).map((h, i) => (
            <span key={h}>
              {i > 0 && ", "}
              <code>{h}</code>
            </span>
          ))}
          .
        </p>
        <p className="mt-1">
          Defaults: quantity 1, condition new, type single, unit price by rim and speed rating, disposal fee 2.40, brand “Unknown”. Tread
          depth and DOT code are kept for part-worn tyres.
        </p>
      </section>
    </div>
  );
}
