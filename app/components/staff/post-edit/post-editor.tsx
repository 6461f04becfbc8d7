// The blog editor: title, slug (proposed from the title until edited), content in Markdown with a
// server-rendered preview, excerpt and meta description, the publishing panel, the cover image,
// and save / delete (delete asks first). Sections live beside it in this folder.
import { Save, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { DeletePostDialog } from "~/components/staff/shared/delete-post-dialog";
import { Field, fieldAria, fieldsOf, inputClass, TextAreaField, TextField } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { POSTS_INTENT } from "~/components/staff/shared/intents";
import { PostStatusBadge } from "~/components/staff/shared/status-badge";
import { slugify } from "~/domain/blog";
import { POST_LIMITS, type PostLanguage, postFormSchemaIn, type PreviewResult } from "~/domain/blog-post";
import { href } from "~/i18n/paths";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useFormValidation } from "~/lib/use-form-validation";
import type { PostEditorData } from "~/server/blog/post-form.server";
import { staffPath } from "~/staff-paths";
import { ContentField } from "./content-field";
import { CoverSection, useCoverChoice } from "./cover-section";
import { PublishingSection } from "./publishing-section";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { INTL_LOCALE } from "~/lib/locale";

type SaveResult = ActionResult<{ id: number }>;

export function PostEditor({ post, choices }: PostEditorData) {
  const fetcher = useFetcher<SaveResult>();
  const preview = useFetcher<PreviewResult>();
  const remove = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const formTexts = useStaffText().posts.form;
  const locale = useStaffLocale();
  const schema = useMemo(() => postFormSchemaIn(formTexts, INTL_LOCALE[locale]), [formTexts, locale]);
  const { errors, formProps } = useFormValidation(schema, fetcher.data);
  const [title, setTitle] = useState(post?.title ?? "");
  // A new post's slug follows its title until someone types in the slug field.
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(post != null);
  const [language, setLanguage] = useState<PostLanguage>(post?.language ?? "es");
  const [status, setStatus] = useState<"draft" | "published">(post && post.status !== "draft" ? "published" : "draft");
  const [translationId, setTranslationId] = useState(post?.translationId != null ? String(post.translationId) : "");
  const [markdown, setMarkdown] = useState(post?.markdown ?? "");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const cover = useCoverChoice(fetcher.data, errors.cover);
  const busy = fetcher.state !== "idle";

  useActionToast(fetcher, {
    onSuccess: (r) => {
      // Sent once: the next save keeps the stored cover unless another file is chosen.
      cover.sent();
      if (post == null) void navigate(staffPath("post", { id: r.id }), { replace: true });
    },
  });
  useActionToast(remove, { onSuccess: () => void navigate(staffPath("posts")) });

  const showPreview = () => {
    preview.submit({ intent: POSTS_INTENT.preview, markdown }, { method: "post", encType: "multipart/form-data" });
  };
  const texts = useStaffText().posts;
  const t = texts.editor;
  const field = fieldsOf("post-", errors);
  const slugField = field("slug");

  return (
    <div className="pb-20 lg:pb-0">
      <nav aria-label={t.breadcrumb} className="text-sm">
        <Link to={staffPath("posts")} className="text-brand-700 underline">
          {texts.title}
        </Link>{" "}
        / <span className="text-slate-600">{post ? t.edit : texts.newPost}</span>
      </nav>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{post ? t.editTitle : texts.newPost}</h1>
        {post && <PostStatusBadge status={post.status} />}
      </div>

      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
        {...formProps}
      >
        <div className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <TextField
            {...field("title")}
            label={t.fieldTitle}
            value={title}
            maxLength={POST_LIMITS.title + 20}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
            controlClass="text-lg font-semibold sm:text-lg"
          />
          <Field id={slugField.id} label={t.slug} error={slugField.error}>
            <div className="mt-1 flex items-stretch">
              <span className="hidden items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-2 text-sm text-slate-500 sm:flex">
                {href("blog", language)}/
              </span>
              <input
                id={slugField.id}
                name={slugField.name}
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
                {...fieldAria(slugField.id, slugField.error)}
              />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {t.slugHint} {post?.status === "published" ? t.slugBreaksLinks : ""}
              <button type="button" className="text-brand-700 underline" onClick={() => setSlug(slugify(title))}>
                {t.proposeSlug}
              </button>
            </p>
          </Field>

          <ContentField {...field("markdown")} markdown={markdown} onChange={setMarkdown} preview={preview} onPreview={showPreview} />
          <TextAreaField {...field("excerpt")} label={t.excerpt} rows={3} defaultValue={post?.excerpt ?? ""} />
          <TextAreaField {...field("metaDescription")} label={t.metaDescription} rows={3} defaultValue={post?.metaDescription ?? ""} />
        </div>

        <div className="space-y-4">
          <PublishingSection
            post={post}
            choices={choices}
            errors={errors}
            language={language}
            onLanguage={(l) => {
              setLanguage(l);
              setTranslationId("");
            }}
            status={status}
            onStatus={setStatus}
            translationId={translationId}
            onTranslation={setTranslationId}
          />
          <CoverSection post={post} cover={cover} />

          {/* On a phone the buttons stay in reach above the tab bar; beside the form on a desktop. */}
          <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_6px_rgba(0,0,0,0.05)] lg:static lg:rounded-xl lg:border lg:bg-white lg:shadow-sm">
            <SubmitButton
              busy={busy}
              disabled={cover.fileError != null}
              spin
              icon={Save}
              label={status === "draft" ? t.saveDraft : post?.status === "published" ? t.save : t.publish}
              name="intent"
              value={POSTS_INTENT.save}
              className="min-h-11 flex-1"
              data-testid="save-post"
            />
            {post && (
              <button
                type="button"
                className={buttonClasses("dangerOutline", "sm", "min-h-11")}
                onClick={() => setConfirmDelete(true)}
                disabled={remove.state !== "idle"}
              >
                <Trash2 aria-hidden className="h-4 w-4" /> {texts.delete}
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
                {t.viewPublic}
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
