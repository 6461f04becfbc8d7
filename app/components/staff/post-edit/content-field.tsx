// The post's content: Markdown written in a text area, or the server's rendering of it in a
// preview tab (the same sanitised HTML the public page shows).
import { Eye, Loader2, Pencil } from "lucide-react";
import { useState } from "react";
import { fieldAria, inputClass } from "~/components/ui/field";
import { POST_BODY_CLASS } from "~/components/ui/post-body";
import type { PreviewResult } from "~/domain/blog-post";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function ContentField({
  id,
  name,
  error,
  markdown,
  onChange,
  preview,
  onPreview,
}: {
  /** The text area's id, name and message, from the form's `fieldsOf`. */
  id: string;
  name: string;
  error: string | undefined;
  markdown: string;
  onChange: (markdown: string) => void;
  preview: { state: "idle" | "loading" | "submitting"; data: PreviewResult | undefined };
  onPreview: () => void;
}) {
  const [tab, setTab] = useState<"write" | "preview">("write");
  const t = useStaffText().posts.editor;
  const invalid = fieldAria(id, error);
  const showPreview = () => {
    setTab("preview");
    onPreview();
  };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block whitespace-nowrap text-sm font-medium text-slate-800">
          {t.content}
        </label>
        <div role="tablist" aria-label={t.contentView} className="flex rounded-md border border-slate-300 p-0.5 text-sm">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "write"}
            onClick={() => setTab("write")}
            className={`flex min-h-9 items-center gap-1 rounded px-3 ${tab === "write" ? "bg-brand-700 text-white" : "text-slate-700"}`}
          >
            <Pencil aria-hidden className="h-4 w-4" /> {t.write}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "preview"}
            onClick={showPreview}
            className={`flex min-h-9 items-center gap-1 rounded px-3 ${tab === "preview" ? "bg-brand-700 text-white" : "text-slate-700"}`}
            data-testid="preview-tab"
          >
            <Eye aria-hidden className="h-4 w-4" /> {t.preview}
          </button>
        </div>
      </div>
      <textarea
        id={id}
        name={name}
        value={markdown}
        onChange={(e) => onChange(e.target.value)}
        rows={18}
        hidden={tab !== "write"}
        className={`${inputClass} font-mono text-sm leading-relaxed sm:text-sm`}
        {...invalid}
      />
      {tab === "preview" && (
        <div className="mt-1 min-h-[20rem] rounded-md border border-slate-300 bg-slate-50 p-4" data-testid="preview" aria-live="polite">
          {preview.state !== "idle" ? (
            <p className="flex items-center gap-2 text-slate-500">
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> {t.rendering}
            </p>
          ) : preview.data?.ok ? (
            <div
              className={POST_BODY_CLASS}
              // Rendered and sanitised by the server, like the public page.
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          ) : (
            <p className="text-red-700">{preview.data?.message ?? t.nothingToPreview}</p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        <code>{t.markdownExamples.heading}</code> · <code>{t.markdownExamples.bold}</code> · <code>{t.markdownExamples.italic}</code> ·{" "}
        <code>{t.markdownExamples.item}</code> · <code>{t.markdownExamples.link}</code> · {t.markdownHint}
      </p>
    </div>
  );
}
