// The blog editor's server steps: what the editor loads, and a save from its multipart form (the
// fields checked with the form's schema, the cover image checked, stored and swapped, the post
// saved, the replaced cover's files released).
import { INTL_LOCALE } from "~/lib/locale";
import { dateToShopLocal, staffFormats } from "~/lib/shop-clock";
import { postStatus } from "~/domain/blog";
import { COVER_LIMITS, postFormSchemaIn } from "~/domain/blog-post";
import type { Locale } from "~/lib/locale";
import { type StaffMessages, staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { imageAttrs } from "~/lib/stored-image";
import type { AuditActor } from "~/domain/audit";
import { type CoverChange, getStaffPost, releaseCover, savePost, translationChoices } from "./blog-editor.server";
import type { Db } from "../infra/db.server";
import { ImageRejectedError, inspectImage, storeImage } from "../infra/images.server";
import { replyFromError } from "../forms/reply-from-error.server";

/** The post being edited (null for a new one) and the posts it may name as its translation; undefined when the post does not exist. */
export async function loadPostEditor(database: Db, id: number | null) {
  const [post, choices] = await Promise.all([id == null ? null : getStaffPost(database, id), translationChoices(database)]);
  if (id != null && !post) return undefined;
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

export type PostEditorData = NonNullable<Awaited<ReturnType<typeof loadPostEditor>>>;

const MB = 1024 * 1024;
/** The answer to a body over the limit (the cover is what makes it large). */
export const coverTooLarge = (t: StaffMessages["posts"]) => t.coverTooLarge(COVER_LIMITS.maxBytes / MB);

/** The uploaded cover, if one was chosen: a file input left empty sends a nameless empty file. */
function chosenFile(form: FormData): File | null {
  const f = form.get("cover");
  return f instanceof File && (f.size > 0 || f.name !== "") ? f : null;
}

/** Saves the editor's form as post `id` (null: a new post): the action's answer. */
export async function savePostForm(db: Db, form: FormData, id: number | null, actor: AuditActor, locale: Locale) {
  const texts = staffMessages(locale);
  const t = texts.posts;
  const parsed = parseForm(postFormSchemaIn(t.form, INTL_LOCALE[locale]), form);
  const file = chosenFile(form);
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  let coverError: string | null = null;
  if (bytes) {
    try {
      await inspectImage(bytes, COVER_LIMITS);
    } catch (e) {
      if (!(e instanceof ImageRejectedError)) throw e;
      coverError = e.in(texts).message;
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
      const { message } = e.in(texts);
      return reply<{ id: number }>({ ok: false, message, fieldErrors: { cover: message } }, 400);
    }
  }
  const publishedAt = f.status === "draft" ? null : (f.publishAt ?? new Date());
  try {
    const saved = await savePost(
      db,
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
    await releaseCover(db, saved.droppedCover);
    const status = postStatus(publishedAt);
    const message =
      status === "draft"
        ? t.savedDraft
        : status === "scheduled"
          ? t.scheduled(staffFormats(locale).dateTime.format(publishedAt!))
          : id == null
            ? t.publishedNow
            : t.saved;
    return reply<{ id: number }>({ ok: true, message, id: saved.id });
  } catch (e) {
    if (cover.kind === "set") await releaseCover(db, cover.image);
    return replyFromError<{ id: number }>(e, { failed: t.saveFailed, log: "posts", t: texts });
  }
}
