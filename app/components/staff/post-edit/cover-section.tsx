// The editor's cover image: the current or chosen picture, the file input (checked in the browser
// with the server's first checks before anything is sent), and "remove the cover".
import { ImageUp, X } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { StaffSection } from "~/components/ui/section";
import { secondaryButton } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/choice";
import { COVER_LIMITS } from "~/domain/blog-post";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { sniffImageType } from "~/lib/stored-image";
import { staffFormats } from "~/lib/shop-clock";
import type { PostEditorData } from "~/server/blog/post-form.server";
import { CoverImage } from "~/components/ui/cover-image";

const MB = 1024 * 1024;

type ChosenFile = { url: string | null; name: string; size: number };

/**
 * The chosen cover file and its problem; `answer` is the save's latest answer and `serverError` its
 * message for the cover, which stands until another file is chosen.
 */
export function useCoverChoice(answer: unknown, serverError: string | undefined) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [answerAtChoice, setAnswerAtChoice] = useState<unknown>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const { posts, image } = useStaffText();
  const t = posts.editor;
  // The same first checks as the server's, before anything is sent; a preview only of a real image
  // (the browser is never handed other bytes as an image).
  const chooseFile = async (f: File | undefined) => {
    if (file?.url) URL.revokeObjectURL(file.url);
    setAnswerAtChoice(answer);
    if (!f) {
      setFile(null);
      setFileError(null);
      return;
    }
    const kind = f.size > 0 ? sniffImageType(new Uint8Array(await f.slice(0, 16).arrayBuffer())) : null;
    const problem =
      f.size === 0
        ? image.empty
        : !kind
          ? image.notAnImage
          : f.size > COVER_LIMITS.maxBytes
            ? t.imageTooLarge(COVER_LIMITS.maxBytes / MB)
            : null;
    setFileError(problem);
    setFile({ url: problem ? null : URL.createObjectURL(f), name: f.name, size: f.size });
  };
  const coverError = fileError ?? (answer !== answerAtChoice ? serverError : undefined);
  /** After a save: the next one keeps the stored cover unless another file is chosen. */
  const sent = () => {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
  };
  return { file, fileError, coverError, fileInput, chooseFile, sent };
}

export function CoverSection({
  post,
  cover,
}: {
  post: PostEditorData["post"];
  cover: {
    file: ChosenFile | null;
    coverError: string | undefined | null;
    fileInput: RefObject<HTMLInputElement | null>;
    chooseFile: (f: File | undefined) => Promise<void>;
  };
}) {
  const { file, coverError, fileInput, chooseFile } = cover;
  const t = useStaffText().posts.editor;
  const number = staffFormats(useStaffLocale()).number;
  const id = (f: string) => `post-${f}`;
  return (
    <StaffSection titleId="cover" title={t.cover} compact className="space-y-3">
      {file?.url ? (
        <img src={file.url} alt="" className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover" />
      ) : post?.cover ? (
        <CoverImage image={post.cover} sizes="20rem" className="rounded-md" data-testid="current-cover" />
      ) : post?.imageUrl ? (
        <img src={post.imageUrl} alt="" className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover" />
      ) : (
        <div className="flex aspect-[1200/630] w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
          {t.noCover}
        </div>
      )}
      <label
        htmlFor={id("cover")}
        className={`${secondaryButton} min-h-11 w-full cursor-pointer focus-within:ring-2 focus-within:ring-brand-600/40`}
      >
        <ImageUp aria-hidden className="h-4 w-4" /> {post?.cover || file ? t.replaceImage : t.chooseImage}
      </label>
      <input
        ref={fileInput}
        id={id("cover")}
        name="cover"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-describedby={`${id("cover")}-hint${coverError ? ` ${id("cover")}-error` : ""}`}
        aria-invalid={coverError ? true : undefined}
        onChange={(e) => void chooseFile(e.target.files?.[0])}
      />
      {file && (
        <p className="flex items-center justify-between gap-2 text-sm text-slate-700">
          <span className="min-w-0 truncate">
            {file.name} ({number.format(Math.max(1, Math.round(file.size / 1024)))} KB)
          </span>
          <button
            type="button"
            className="rounded p-1 text-slate-500 hover:bg-slate-100"
            aria-label={t.dropImage}
            onClick={() => {
              void chooseFile(undefined);
              if (fileInput.current) fileInput.current.value = "";
            }}
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </p>
      )}
      {coverError && (
        <p id={`${id("cover")}-error`} className="text-sm text-red-700" role="alert">
          {coverError}
        </p>
      )}
      <p id={`${id("cover")}-hint`} className="text-xs text-slate-500">
        {t.coverHint(COVER_LIMITS.maxBytes / MB)}
      </p>
      {post?.cover && !file && <CheckboxField label={t.removeCover} name="removeCover" />}
    </StaffSection>
  );
}
