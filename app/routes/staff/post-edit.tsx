// The blog editor (/posts/new and /posts/:id): title, slug (proposed from the title until edited),
// content in Markdown with a preview rendered and sanitised by the server, excerpt and meta
// description, language, status and publish date (a future date schedules the post), the post in
// the other language it translates, and a cover image uploaded in the same form (checked, resized
// and stripped of its metadata by app/server/images.server.ts). Delete asks for a confirmation.
import { dateToShopLocal, staffDateTime } from "~/lib/shop-clock";
import { Eye, ImageUp, Loader2, Pencil, Save, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { data, Link, useFetcher, useLoaderData, useNavigate } from "react-router";
import { RouteError } from "~/components/route-error";
import { DeletePostDialog } from "~/components/staff/delete-post-dialog";
import { buttonClass, Field, inputClass, primaryButton, secondaryButton } from "~/components/staff/dialog-shell";
import { POSTS_INTENT } from "~/components/staff/intents";
import { PostStatusBadge } from "~/components/staff/post-status-badge";
import { POST_BODY_CLASS } from "~/components/ui/post-body";
import { postStatus, slugify } from "~/domain/blog";
import {
  COVER_LIMITS,
  POST_FORM_BODY_LIMIT,
  POST_LANGUAGE_LABELS,
  POST_LANGUAGES,
  POST_LIMITS,
  postFormSchema,
  type PostLanguage,
  previewSchema,
} from "~/domain/blog-post";
import { href } from "~/i18n/paths";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib/route-params";
import { IMAGE_MESSAGES, imageAttrs, sniffImageType } from "~/lib/stored-image";
import { useFormValidation } from "~/lib/use-form-validation";
import { type CoverChange, getStaffPost, releaseCover, savePost, translationChoices } from "~/server/blog-editor.server";
import { db } from "~/server/db.server";
import { ImageRejectedError, inspectImage, storeImage } from "~/server/images.server";
import { renderPostMarkdown } from "~/server/markdown.server";
import { readForm } from "~/server/read-form.server";
import { replyFromError } from "~/server/reply-from-error.server";
import type { AuditActor } from "~/domain/audit";
import { staffActor } from "~/server/audit.server";
import { requireAdmin } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/post-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.post ? `Edit: ${loaderData.post.title}` : "New post" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = params.id === undefined ? null : requireParam("postId", params.id);
  const database = db();
  const [post, choices] = await Promise.all([id == null ? null : getStaffPost(database, id), translationChoices(database)]);
  if (id != null && !post) throw data(null, { status: 404 });
  return {
    choices: choices.filter((c) => c.id !== id),
    post: post && {
      id: post.id,
      title: post.title,
      slug: post.slug,
      language: post.language,
      excerpt: post.excerpt,
      metaDescription: post.metaDescription ?? "",
      markdown: post.markdown,
      status: postStatus(post.publishedAt),
      publishAt: post.publishedAt ? dateToShopLocal(post.publishedAt) : "",
      translationId: post.translationId,
      cover: post.coverImage && imageAttrs(post.coverImage, 800),
      /** An older post's picture from the site's own images (not an upload). */
      imageUrl: post.imageUrl,
    },
  };
}

type SaveResult = ActionResult<{ id: number }>;
type PreviewResult = { ok: true; html: string } | { ok: false; message: string };

const MB = 1024 * 1024;
const TOO_LARGE = `The upload is too large: the cover image may be at most ${COVER_LIMITS.maxBytes / MB} MB`;

/** The uploaded cover, if one was chosen: a file input left empty sends a nameless empty file. */
function chosenFile(form: FormData): File | null {
  const f = form.get("cover");
  return f instanceof File && (f.size > 0 || f.name !== "") ? f : null;
}

async function save(form: FormData, id: number | null, actor: AuditActor) {
  const parsed = parseForm(postFormSchema, form);
  const file = chosenFile(form);
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  let coverError: string | null = null;
  if (bytes) {
    try {
      await inspectImage(bytes, COVER_LIMITS);
    } catch (e) {
      if (!(e instanceof ImageRejectedError)) throw e;
      coverError = e.message;
    }
  }
  if (!parsed.ok || coverError) {
    const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...(coverError ? { cover: coverError } : {}) };
    return reply<{ id: number }>({ ok: false, message: parsed.ok ? coverError! : parsed.formError, fieldErrors }, 400);
  }
  const f = parsed.data;
  let cover: CoverChange = f.removeCover ? { kind: "remove" } : { kind: "keep" };
  if (bytes) {
    try {
      cover = { kind: "set", image: await storeImage(bytes, { ...COVER_LIMITS, folder: "blog" }) };
    } catch (e) {
      if (!(e instanceof ImageRejectedError)) throw e;
      return reply<{ id: number }>({ ok: false, message: e.message, fieldErrors: { cover: e.message } }, 400);
    }
  }
  const publishedAt = f.status === "draft" ? null : (f.publishAt ?? new Date());
  try {
    const saved = await savePost(
      db(),
      id,
      {
        title: f.title,
        slug: f.slug,
        language: f.language,
        excerpt: f.excerpt,
        metaDescription: f.metaDescription,
        markdown: f.markdown,
        publishedAt,
        translationId: f.translationId,
      },
      cover,
      actor,
    );
    await releaseCover(db(), saved.droppedCover);
    const status = postStatus(publishedAt);
    const message =
      status === "draft"
        ? "Draft saved: not public"
        : status === "scheduled"
          ? `Post scheduled: public from ${staffDateTime.format(publishedAt!)}`
          : id == null
            ? "Post published"
            : "Post saved";
    return reply<{ id: number }>({ ok: true, message, id: saved.id });
  } catch (e) {
    if (cover.kind === "set") await releaseCover(db(), cover.image);
    return replyFromError<{ id: number }>(e, { failed: "Failed to save the post", log: "posts" });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = params.id === undefined ? null : requireParam("postId", params.id);
  const read = await readForm(request, POST_FORM_BODY_LIMIT);
  if (!read.ok) {
    const message = read.status === 413 ? TOO_LARGE : "The form could not be read; reload the page and try again";
    return reply<{ id: number }>({ ok: false, message, fieldErrors: read.status === 413 ? { cover: TOO_LARGE } : undefined }, read.status);
  }
  const form = read.form;
  switch (form.get("intent")) {
    case POSTS_INTENT.preview: {
      const parsed = parseForm(previewSchema, form);
      if (!parsed.ok) return data<PreviewResult>({ ok: false, message: parsed.formError }, { status: 400 });
      return data<PreviewResult>({ ok: true, html: renderPostMarkdown(parsed.data.markdown) });
    }
    case POSTS_INTENT.save:
      return save(form, id, staffActor(user));
    default:
      return reply({ ok: false, message: "Unknown action" }, 400);
  }
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PostEdit() {
  const { post, choices } = useLoaderData<typeof loader>();
  // A fresh editor for each post (after "save" of a new one, the page becomes that post's).
  return <PostEditor key={post?.id ?? "new"} post={post} choices={choices} />;
}

function PostEditor({ post, choices }: Loaded) {
  const fetcher = useFetcher<SaveResult>();
  const preview = useFetcher<PreviewResult>();
  const remove = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const { errors, formProps } = useFormValidation(postFormSchema, fetcher.data);
  const [title, setTitle] = useState(post?.title ?? "");
  // A new post's slug follows its title until someone types in the slug field.
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(post != null);
  const [language, setLanguage] = useState<PostLanguage>(post?.language ?? "es");
  const [status, setStatus] = useState<"draft" | "published">(post && post.status !== "draft" ? "published" : "draft");
  const [translationId, setTranslationId] = useState(post?.translationId != null ? String(post.translationId) : "");
  const [markdown, setMarkdown] = useState(post?.markdown ?? "");
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [file, setFile] = useState<{ url: string | null; name: string; size: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The server's answer about the cover stands until another file is chosen.
  const [answerAtChoice, setAnswerAtChoice] = useState<unknown>(undefined);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";

  useActionToast(fetcher, {
    onSuccess: (r) => {
      // Sent once: the next save keeps the stored cover unless another file is chosen.
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      if (post == null) void navigate(staffPath("post", { id: r.id }), { replace: true });
    },
  });
  useActionToast(remove, { onSuccess: () => void navigate(staffPath("posts")) });

  // The same first checks as the server's, before anything is sent; a preview only of a real image
  // (the browser is never handed other bytes as an image).
  const chooseFile = async (f: File | undefined) => {
    if (file?.url) URL.revokeObjectURL(file.url);
    setAnswerAtChoice(fetcher.data);
    if (!f) {
      setFile(null);
      setFileError(null);
      return;
    }
    const kind = f.size > 0 ? sniffImageType(new Uint8Array(await f.slice(0, 16).arrayBuffer())) : null;
    const problem =
      f.size === 0
        ? IMAGE_MESSAGES.empty
        : !kind
          ? IMAGE_MESSAGES.notAnImage
          : f.size > COVER_LIMITS.maxBytes
            ? `The image is larger than ${COVER_LIMITS.maxBytes / MB} MB`
            : null;
    setFileError(problem);
    setFile({ url: problem ? null : URL.createObjectURL(f), name: f.name, size: f.size });
  };
  const otherLanguage = language === "es" ? "en" : "es";
  const options = choices.filter((c) => c.language === otherLanguage);
  const showPreview = () => {
    setTab("preview");
    preview.submit({ intent: POSTS_INTENT.preview, markdown }, { method: "post", encType: "multipart/form-data" });
  };
  const id = (f: string) => `post-${f}`;
  const err = (f: string) => (errors[f] ? { "aria-invalid": true, "aria-describedby": `${id(f)}-error` } : {});
  const coverError = fileError ?? (fetcher.data !== answerAtChoice ? errors.cover : undefined);

  return (
    <div className="pb-20 lg:pb-0">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={staffPath("posts")} className="text-brand-700 underline">
          Blog posts
        </Link>{" "}
        / <span className="text-slate-600">{post ? "Edit" : "New post"}</span>
      </nav>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{post ? "Edit post" : "New post"}</h1>
        {post && <PostStatusBadge status={post.status} />}
      </div>

      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
        {...formProps}
      >
        <div className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <Field id={id("title")} label="Title *" error={errors.title}>
            <input
              id={id("title")}
              name="title"
              value={title}
              maxLength={POST_LIMITS.title + 20}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!slugTouched) setSlug(slugify(e.target.value));
              }}
              className={`${inputClass} text-lg font-semibold sm:text-lg`}
              {...err("title")}
            />
          </Field>
          <Field id={id("slug")} label="Slug (the end of the address) *" error={errors.slug}>
            <div className="mt-1 flex items-stretch">
              <span className="hidden items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-2 text-sm text-slate-500 sm:flex">
                {href("blog", language)}/
              </span>
              <input
                id={id("slug")}
                name="slug"
                value={slug}
                maxLength={POST_LIMITS.slug + 20}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                onChange={(e) => {
                  setSlug(e.target.value);
                  setSlugTouched(true);
                }}
                className={`${inputClass} mt-0 font-mono sm:rounded-l-none`}
                {...err("slug")}
              />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              Lower-case letters, digits and hyphens. {post?.status === "published" ? "Changing it breaks links to the old address. " : ""}
              <button type="button" className="text-brand-700 underline" onClick={() => setSlug(slugify(title))}>
                Propose from the title
              </button>
            </p>
          </Field>

          <div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={id("markdown")} className="block whitespace-nowrap text-sm font-medium text-slate-800">
                Content (Markdown) *
              </label>
              <div role="tablist" aria-label="Content view" className="flex rounded-md border border-slate-300 p-0.5 text-sm">
                <button
                  type="button"
                  role="tab"
                  aria-selected={tab === "write"}
                  onClick={() => setTab("write")}
                  className={`flex min-h-9 items-center gap-1 rounded px-3 ${tab === "write" ? "bg-brand-700 text-white" : "text-slate-700"}`}
                >
                  <Pencil aria-hidden className="h-4 w-4" /> Write
                </button>
                <button
                  type="button"
                  role="tab"
                  aria-selected={tab === "preview"}
                  onClick={showPreview}
                  className={`flex min-h-9 items-center gap-1 rounded px-3 ${tab === "preview" ? "bg-brand-700 text-white" : "text-slate-700"}`}
                  data-testid="preview-tab"
                >
                  <Eye aria-hidden className="h-4 w-4" /> Preview
                </button>
              </div>
            </div>
            <textarea
              id={id("markdown")}
              name="markdown"
              value={markdown}
              onChange={(e) => setMarkdown(e.target.value)}
              rows={18}
              hidden={tab !== "write"}
              className={`${inputClass} font-mono text-sm leading-relaxed sm:text-sm`}
              {...err("markdown")}
            />
            {tab === "preview" && (
              <div
                className="mt-1 min-h-[20rem] rounded-md border border-slate-300 bg-slate-50 p-4"
                data-testid="preview"
                aria-live="polite"
              >
                {preview.state !== "idle" ? (
                  <p className="flex items-center gap-2 text-slate-500">
                    <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Rendering…
                  </p>
                ) : preview.data?.ok ? (
                  <div
                    className={POST_BODY_CLASS}
                    // Rendered and sanitised by the server, like the public page.
                    dangerouslySetInnerHTML={{ __html: preview.data.html }}
                  />
                ) : (
                  <p className="text-red-700">{preview.data?.message ?? "Nothing to preview yet."}</p>
                )}
              </div>
            )}
            {errors.markdown && (
              <p id={`${id("markdown")}-error`} className="mt-1 text-xs text-red-700">
                {errors.markdown}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500">
              <code>## Heading</code> · <code>**bold**</code> · <code>*italic*</code> · <code>- list item</code> ·{" "}
              <code>[link text](https://…)</code> · a blank line between paragraphs.
            </p>
          </div>
          <Field id={id("excerpt")} label="Excerpt (shown on the blog list; empty: the start of the post)" error={errors.excerpt}>
            <textarea
              id={id("excerpt")}
              name="excerpt"
              rows={3}
              defaultValue={post?.excerpt ?? ""}
              className={inputClass}
              {...err("excerpt")}
            />
          </Field>
          <Field id={id("metaDescription")} label="Meta description (search engines; about 155 characters)" error={errors.metaDescription}>
            <textarea
              id={id("metaDescription")}
              name="metaDescription"
              rows={3}
              defaultValue={post?.metaDescription ?? ""}
              className={inputClass}
              {...err("metaDescription")}
            />
          </Field>
        </div>

        <div className="space-y-4">
          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="publishing">
            <h2 id="publishing" className="font-semibold">
              Publishing
            </h2>
            <Field id={id("language")} label="Language" error={errors.language}>
              <select
                id={id("language")}
                name="language"
                value={language}
                onChange={(e) => {
                  setLanguage(e.target.value as PostLanguage);
                  setTranslationId("");
                }}
                className={inputClass}
              >
                {POST_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {POST_LANGUAGE_LABELS[l]}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Status</legend>
              <div className="mt-1 grid grid-cols-2 gap-2">
                {(["draft", "published"] as const).map((s) => (
                  <label
                    key={s}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${status === s ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300"}`}
                  >
                    <input
                      type="radio"
                      name="status"
                      value={s}
                      checked={status === s}
                      onChange={() => setStatus(s)}
                      className="accent-brand-700"
                    />
                    {s === "draft" ? "Draft" : "Published"}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field id={id("publishAt")} label="Publish date and time (Spain)" error={errors.publishAt}>
              <input
                id={id("publishAt")}
                name="publishAt"
                type="datetime-local"
                defaultValue={post?.publishAt ?? ""}
                disabled={status === "draft"}
                className={`${inputClass} disabled:bg-slate-100 disabled:text-slate-400`}
                {...err("publishAt")}
              />
              <p className="mt-1 text-xs text-slate-500">
                {status === "draft"
                  ? "A draft is never public; the date is set when you publish."
                  : "Empty: now. A date to come schedules the post: it stays hidden until then."}
              </p>
            </Field>
            <Field id={id("translationId")} label={`${POST_LANGUAGE_LABELS[otherLanguage]} translation`} error={errors.translationId}>
              <select
                id={id("translationId")}
                name="translationId"
                value={translationId}
                onChange={(e) => setTranslationId(e.target.value)}
                className={inputClass}
                {...err("translationId")}
              >
                <option value="">None</option>
                {options.map((c) => {
                  const taken = c.translatedBy != null && c.translatedBy !== post?.id;
                  return (
                    <option key={c.id} value={c.id} disabled={taken}>
                      {c.title}
                      {taken ? " (linked to another post)" : ""}
                    </option>
                  );
                })}
              </select>
              <p className="mt-1 text-xs text-slate-500">The public language switcher leads to it.</p>
            </Field>
          </section>

          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="cover">
            <h2 id="cover" className="font-semibold">
              Cover image
            </h2>
            {file?.url ? (
              <img src={file.url} alt="" className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover" />
            ) : post?.cover ? (
              <img
                src={post.cover.src}
                srcSet={post.cover.srcSet}
                sizes="20rem"
                width={post.cover.width}
                height={post.cover.height}
                alt=""
                className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover"
                data-testid="current-cover"
              />
            ) : post?.imageUrl ? (
              <img src={post.imageUrl} alt="" className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover" />
            ) : (
              <div className="flex aspect-[1200/630] w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
                No cover
              </div>
            )}
            <label
              htmlFor={id("cover")}
              className={`${secondaryButton} min-h-11 w-full cursor-pointer focus-within:ring-2 focus-within:ring-brand-600/40`}
            >
              <ImageUp aria-hidden className="h-4 w-4" /> {post?.cover || file ? "Replace the image" : "Choose an image"}
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
                  {file.name} ({Math.max(1, Math.round(file.size / 1024)).toLocaleString("en")} KB)
                </span>
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  aria-label="Do not use this image"
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
              JPEG, PNG or WebP up to {COVER_LIMITS.maxBytes / MB} MB. It is resized for phones and computers, and its location and camera
              data are removed.
            </p>
            {post?.cover && !file && (
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="removeCover" className="h-5 w-5 accent-brand-700" /> Remove the cover image
              </label>
            )}
          </section>

          {/* On a phone the buttons stay in reach above the tab bar; beside the form on a desktop. */}
          <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_6px_rgba(0,0,0,0.05)] lg:static lg:rounded-xl lg:border lg:bg-white lg:shadow-sm">
            <button
              type="submit"
              name="intent"
              value={POSTS_INTENT.save}
              className={`${primaryButton} min-h-11 flex-1`}
              disabled={busy || fileError != null}
              data-testid="save-post"
            >
              {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Save aria-hidden className="h-4 w-4" />}
              {status === "draft" ? "Save draft" : post?.status === "published" ? "Save" : "Publish"}
            </button>
            {post && (
              <button
                type="button"
                className={`${buttonClass} min-h-11 border border-red-200 bg-white text-red-700 hover:bg-red-50`}
                onClick={() => setConfirmDelete(true)}
                disabled={remove.state !== "idle"}
              >
                <Trash2 aria-hidden className="h-4 w-4" /> Delete
              </button>
            )}
          </div>
          {post?.status === "published" && (
            <p className="text-sm">
              <a
                href={href("blogPost", post.language, { slug: post.slug })}
                className="text-brand-700 underline"
                target="_blank"
                rel="noreferrer"
              >
                View the public page
              </a>
            </p>
          )}
        </div>
      </fetcher.Form>
      {post && (
        <DeletePostDialog
          post={
            confirmDelete
              ? {
                  id: post.id,
                  title: post.title,
                  hasCover: post.cover != null,
                  translation: choices.find((c) => String(c.id) === translationId) ?? null,
                }
              : null
          }
          onClose={() => setConfirmDelete(false)}
          onConfirm={(p) =>
            remove.submit({ intent: POSTS_INTENT.delete, id: String(p.id) }, { method: "post", action: staffPath("posts") })
          }
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      locale="en"
      notFound={
        <div className="space-y-3">
          <h1 className="text-2xl font-bold">Post not found</h1>
          <Link to={staffPath("posts")} className="text-brand-700 underline">
            Back to the blog posts
          </Link>
        </div>
      }
    />
  );
}
