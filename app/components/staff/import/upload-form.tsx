// The file, what to do with tyres the shop does not hold, the supplier (whose column mapping is
// remembered) and, for a supplier's own layout, the mapping of its columns to ours.
import { Download, FileSearch } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import { secondaryButton } from "~/components/ui/button";
import { RadioGroup } from "~/components/ui/choice";
import { IMPORT_INTENT } from "~/components/staff/shared/intents";
import { MAX_IMPORT_BYTES } from "~/domain/csv-import";
import { type ColumnMapping, MAPPABLE_COLUMNS } from "~/domain/import-mapping";
import { FileField, SelectField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

const MB_LIMIT = MAX_IMPORT_BYTES / 1024 / 1024;

export function UploadForm({
  fetcher,
  mapping,
}: {
  fetcher: FetcherWithComponents<unknown>;
  /** The file's headers and the mapping to start from, when the file needs one. */
  mapping: { headers: string[]; mapping: ColumnMapping; message: string } | null;
}) {
  const texts = useStaffText().importing;
  const t = texts.upload;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement).files?.[0];
        if (!file || !file.name.toLowerCase().endsWith(".csv")) {
          e.preventDefault();
          toast.error(texts.selectCsv);
        } else if (file.size > MAX_IMPORT_BYTES) {
          e.preventDefault();
          toast.error(texts.tooLarge(MB_LIMIT));
        }
      }}
    >
      <input type="hidden" name="intent" value={IMPORT_INTENT.preview} />
      <FileField id="csv-file" name="file" label={t.file} hint={t.hint(MB_LIMIT)} accept=".csv,text/csv" required disabled={busy} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="supplier"
          name="supplier"
          label={t.supplier}
          hint={t.supplierHint}
          maxLength={80}
          placeholder={t.supplierPlaceholder}
        />
        <RadioGroup
          legend={t.newRows}
          name="newRows"
          options={[
            { value: "add", label: t.add },
            { value: "not-in-stock", label: t.notInStock },
            { value: "skip", label: t.skip },
          ]}
          defaultValue="add"
        />
      </div>
      {mapping && <MappingFields {...mapping} />}
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton busy={busy} spin icon={FileSearch} label={t.preview} busyLabel={t.reading} />
        <a href={staffPath("importTemplate")} download className={secondaryButton}>
          <Download aria-hidden className="h-4 w-4" /> {t.template}
        </a>
      </div>
    </fetcher.Form>
  );
}

function MappingFields({ headers, mapping, message }: { headers: string[]; mapping: ColumnMapping; message: string }) {
  const t = useStaffText().importing.upload;
  return (
    <fieldset className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="column-mapping">
      <legend className="px-1 text-sm font-semibold">{t.mapping}</legend>
      <p className="text-sm text-amber-900">{t.mappingThen(message)}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {MAPPABLE_COLUMNS.map(([column]) => (
          <SelectField
            key={column}
            id={`map-${column}`}
            name={`map.${column}`}
            label={t.columns[column]}
            defaultValue={mapping[column] ?? ""}
            options={[{ value: "", label: "—" }, ...headers.map((h) => ({ value: h, label: h }))]}
          />
        ))}
      </div>
    </fieldset>
  );
}
