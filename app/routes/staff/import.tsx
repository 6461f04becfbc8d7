// Import Tyre Data: a .csv upload is first previewed (new, updated with each change, unchanged,
// refused rows; nothing written), then applied in one transaction. Rows match tyres by stock
// code, else EAN. docs/decisions/021-csv-import.md and 036-import-that-updates.md
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { IMPORT_INTENT } from "~/components/staff/shared/intents";
import { ColumnsHelp } from "~/components/staff/import/columns-help";
import { AppliedPanel, UploadProblem } from "~/components/staff/import/outcome";
import { PreviewPanel } from "~/components/staff/import/preview-panel";
import { UploadForm } from "~/components/staff/import/upload-form";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { MAX_IMPORT_BYTES } from "~/domain/csv-import";
import { importApplySchemaIn, importPreviewSchemaIn, sentMapping } from "~/domain/import-form";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { say } from "~/lib/reason";
import { type ImportPreviewView, previewViewIn } from "~/domain/import-plan";
import type { ColumnMapping } from "~/domain/import-mapping";
import { staffActor } from "~/server/audit.server";
import { applyImport, type ImportOutcome, previewUpload } from "~/server/inventory/import.server";
import { getSettings } from "~/server/settings/settings.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readForm } from "~/server/forms/read-form.server";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/import";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).importing.title }, { name: "robots", content: "noindex" }];
}

const MB = 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "import");
  return null;
}

type ImportAnswer = ActionResult<{
  preview?: ImportPreviewView;
  mapping?: { headers: string[]; mapping: ColumnMapping; message: string };
  applied?: ImportOutcome;
  previewId?: string;
}>;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "import");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.importing;
  const m = t.messages;
  const tooLarge = t.tooLarge(MAX_IMPORT_BYTES / MB);
  const read = await readForm(request, MAX_IMPORT_BYTES + 64 * 1024);
  if (!read.ok) return reply<ImportAnswer>({ ok: false, message: read.status === 413 ? tooLarge : t.selectCsv }, read.status);
  const form = read.form;
  if (form.get("intent") === IMPORT_INTENT.apply) {
    const parsed = parseForm(importApplySchemaIn(m), form);
    if (!parsed.ok) return reply<ImportAnswer>({ ok: false, message: parsed.formError }, 400);
    try {
      const applied = await applyImport(db, parsed.data.previewId, staffActor(user));
      const message = t.imported(applied.added, applied.updated, applied.conflicts.length);
      return reply<ImportAnswer>({ ok: true, message, intent: IMPORT_INTENT.apply, applied, previewId: parsed.data.previewId });
    } catch (e) {
      return replyFromError<ImportAnswer>(e, { failed: t.importFailed, log: "import", t: texts });
    }
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0 || !file.name.toLowerCase().endsWith(".csv"))
    return reply<ImportAnswer>({ ok: false, message: t.selectCsv }, 400);
  if (file.size > MAX_IMPORT_BYTES) return reply<ImportAnswer>({ ok: false, message: tooLarge }, 413);
  form.delete("file");
  const fields = parseForm(importPreviewSchemaIn(m), form, { nested: true });
  if (!fields.ok) return reply<ImportAnswer>({ ok: false, message: fields.formError, fieldErrors: fields.fieldErrors }, 400);
  try {
    const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
    const answer = await previewUpload(db, text, {
      supplier: fields.data.supplier,
      newRows: fields.data.newRows,
      mapping: sentMapping(fields.data.map),
      // A new row without a price or fee gets the shop's price table and disposal fee.
      pricing: await getSettings(db),
    });
    if (answer.kind === "empty") return reply<ImportAnswer>({ ok: false, message: m.noValidData }, 400);
    if (answer.kind === "mapping") {
      const message = answer.misfit ? m.rememberedMisfit(say(m.mapping, answer.misfit)) : m.notShopColumns;
      return reply<ImportAnswer>(
        { ok: false, message, mapping: { headers: answer.headers, mapping: answer.mapping, message } } as ImportAnswer,
        400,
      );
    }
    const p = previewViewIn(m, answer.preview);
    const message = t.previewed(p.added, p.updates.length + p.more.updates, p.unchanged, p.errors.length + p.more.errors);
    return reply<ImportAnswer>({ ok: true, message, intent: IMPORT_INTENT.preview, preview: p });
  } catch (e) {
    return replyFromError<ImportAnswer>(e, { failed: t.readFailed, log: "import", t: texts });
  }
}

export default function ImportPage() {
  const t = useStaffText().importing;
  const upload = useFetcher<typeof action>();
  const apply = useFetcher<typeof action>();
  const answer = upload.data as (ImportAnswer & { mapping?: { headers: string[]; mapping: ColumnMapping; message: string } }) | undefined;
  const applied = apply.data as ImportAnswer | undefined;
  useActionToast(upload);
  useActionToast(apply, {
    onSuccess: (r) => {
      if (r.applied?.conflicts.length) toast.error(t.conflicts(r.applied.conflicts.length));
    },
  });
  const preview = answer?.ok && upload.state === "idle" ? answer.preview : undefined;
  const appliedThis = applied?.ok && applied.previewId === preview?.id ? applied.applied : undefined;

  return (
    <div className="max-w-3xl">
      <PageHeader title={t.title} subtitle={t.intro} />
      <UploadForm fetcher={upload as never} mapping={answer && !answer.ok ? (answer.mapping ?? null) : null} />
      {answer && !answer.ok && !answer.mapping && upload.state === "idle" && <UploadProblem message={answer.message} />}
      {preview && !appliedThis && <PreviewPanel preview={preview} fetcher={apply as never} />}
      {preview && appliedThis && <AppliedPanel applied={appliedThis} preview={preview} />}
      <ColumnsHelp />
    </div>
  );
}
