// The blog editor's reads and writes (staff only): every post in both languages with its status
// and translation, saving a post (Markdown rendered and sanitised into its HTML, the slug unique
// per language, the translation a post of the other language that translates nothing else), and
// deleting one. The rules are checked in the transaction with a clear message; the database's
// unique indexes and slug check hold them too when two saves race.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blogPosts } from "~db/schema";
import type { PostLanguage } from "~/domain/blog-post";
import { postStatus } from "~/domain/blog";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import type { AuditActor } from "~/domain/audit";
import type { StoredImage } from "~/lib/stored-image";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { deleteImage } from "../infra/images.server";
import { renderPostMarkdown } from "./markdown.server";
import { logger } from "../infra/logger.server";
import { rowsOf, uniqueViolation } from "../infra/db-result.server";

export class PostNotFoundError extends Refusal {
  override name = "PostNotFoundError";
  constructor(id: number) {
    super((t) => t.posts.refusals.notFound(id), { kind: "not-found" });
  }
}

/** A save the shop refuses; `field` is the form field the words belong beside. */
export class PostRefusedError extends Refusal {
  override name = "PostRefusedError";
  constructor(field: string, words: Words) {
    super(words, { kind: "conflict", field });
  }
}

export interface PostInput {
  title: string;
  slug: string;
  language: PostLanguage;
  excerpt: string | null;
  metaDescription: string | null;
  markdown: string;
  /** null: a draft. A future date schedules the post. */
  publishedAt: Date | null;
  /** The post in the other language that this one translates. */
  translationId: number | null;
}

/** What happens to the cover: keep it, replace it with a stored upload, or remove it. */
export type CoverChange = { kind: "keep" } | { kind: "set"; image: StoredImage } | { kind: "remove" };

const other = alias(blogPosts, "translation");
const sameTopicOtherLanguage = and(eq(other.topicIndex, blogPosts.topicIndex), ne(other.language, blogPosts.language));

/** Every post, newest first (drafts first: they have no date), with its translation. */
export async function listStaffPosts(db: Db, now = new Date()) {
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      language: blogPosts.language,
      publishedAt: blogPosts.publishedAt,
      coverImage: blogPosts.coverImage,
      imageUrl: blogPosts.imageUrl,
      translation: { id: other.id, title: other.title, language: other.language },
    })
    .from(blogPosts)
    .leftJoin(other, sameTopicOtherLanguage)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
  return rows.map((r) => ({
    ...r,
    status: postStatus(r.publishedAt, now),
    translation: r.translation?.id != null ? r.translation : null,
  }));
}

/** One post for the editor, with the id of the post it translates; null when there is none. */
export async function getStaffPost(db: Db, id: number) {
  const [row] = await db
    .select({ post: blogPosts, translationId: other.id })
    .from(blogPosts)
    .leftJoin(other, sameTopicOtherLanguage)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row ? { ...row.post, translationId: row.translationId } : null;
}

/** The posts a post may be linked to, with what each translates now (the editor's choice list). */
export async function translationChoices(db: Db) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, language: blogPosts.language, translatedBy: other.id })
    .from(blogPosts)
    .leftJoin(other, sameTopicOtherLanguage)
    .orderBy(asc(blogPosts.title));
}

async function nextTopic(tx: Tx): Promise<number> {
  // Past the sequence and past any topic written without it (the demo seed, older data).
  const r = await tx.execute(
    sql`select greatest(nextval('blog_posts_topic_seq'), (select coalesce(max(topic_index), 0) + 1 from blog_posts)) as topic`,
  );
  const rows = rowsOf<{ topic: string | number }>(r);
  return Number(rows[0]!.topic);
}

/** The topic this post joins: its translation's (given to both when new), or none. */
async function topicFor(tx: Tx, id: number | null, input: PostInput): Promise<number | null> {
  if (input.translationId == null) return null;
  if (input.translationId === id) throw new PostRefusedError("translationId", (t) => t.posts.refusals.ownTranslation);
  const [target] = await tx
    .select({ id: blogPosts.id, title: blogPosts.title, language: blogPosts.language, topicIndex: blogPosts.topicIndex })
    .from(blogPosts)
    .where(eq(blogPosts.id, input.translationId))
    .for("update");
  if (!target) throw new PostRefusedError("translationId", (t) => t.posts.refusals.translationGone);
  if (target.language === input.language)
    throw new PostRefusedError("translationId", (t) =>
      t.posts.refusals.translationSameLanguage(target.title, t.posts.languages[target.language]),
    );
  if (target.topicIndex != null) {
    const [taken] = await tx
      .select({ id: blogPosts.id, title: blogPosts.title })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.topicIndex, target.topicIndex),
          eq(blogPosts.language, input.language),
          id == null ? undefined : ne(blogPosts.id, id),
        ),
      );
    if (taken) throw new PostRefusedError("translationId", (t) => t.posts.refusals.translationTaken(target.title, taken.title));
    return target.topicIndex;
  }
  const topic = await nextTopic(tx);
  await tx.update(blogPosts).set({ topicIndex: topic }).where(eq(blogPosts.id, target.id));
  return topic;
}

/** Each unique index's field and words. */
const UNIQUE_REFUSALS: Record<string, [string, Words]> = {
  blog_posts_language_slug_idx: ["slug", (t) => t.posts.refusals.slugTakenRace],
  blog_posts_topic_language_idx: ["translationId", (t) => t.posts.refusals.translationLinkedRace],
};

/** A unique-index violation turned into the field message it means (a save that lost a race). */
function refusalFromDb(e: unknown): PostRefusedError | null {
  const c = uniqueViolation(e);
  if (!c) return null;
  const hit = Object.entries(UNIQUE_REFUSALS).find(([name]) => c.constraint === name || c.message?.includes(name));
  return hit ? new PostRefusedError(...hit[1]) : null;
}

/** The audit entry of a save that puts a post on the public site or takes it off, if it does. */
async function auditPublishing(tx: Tx, actor: AuditActor | undefined, id: number, title: string, before: Date | null, after: Date | null) {
  if (!actor || (before == null) === (after == null)) return;
  const published = after != null;
  await recordAudit(tx, {
    actor,
    kind: "blog",
    action: published ? "post.publish" : "post.unpublish",
    subject: `post ${id}`,
    summary: published ? `Published "${title}" (public from ${after.toISOString()})` : `Took "${title}" off the site (back to draft)`,
    before: { publishedAt: before },
    after: { publishedAt: after, title },
  });
}

/**
 * Creates (id null) or updates a post. Returns its id and the cover it no longer uses (for the
 * caller to release after the commit). With `actor`, publishing or unpublishing is audited.
 */
export async function savePost(
  db: Db,
  id: number | null,
  input: PostInput,
  cover: CoverChange = { kind: "keep" },
  actor?: AuditActor,
): Promise<{ id: number; droppedCover: StoredImage | null }> {
  const html = await renderPostMarkdown(input.markdown);
  try {
    return await db.transaction(async (tx) => {
      let previous: StoredImage | null = null;
      let wasPublishedAt: Date | null = null;
      if (id != null) {
        const [row] = await tx
          .select({ cover: blogPosts.coverImage, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for("update");
        if (!row) throw new PostNotFoundError(id);
        previous = row.cover;
        wasPublishedAt = row.publishedAt;
      }
      const [clash] = await tx
        .select({ title: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.language, input.language), eq(blogPosts.slug, input.slug), id == null ? undefined : ne(blogPosts.id, id)));
      if (clash)
        throw new PostRefusedError("slug", (t) => t.posts.refusals.slugTaken(t.posts.languages[input.language], clash.title, input.slug));
      const topicIndex = await topicFor(tx, id, input);
      const values = {
        title: input.title,
        slug: input.slug,
        language: input.language,
        excerpt: input.excerpt ?? "",
        metaDescription: input.metaDescription,
        markdown: input.markdown,
        content: html,
        publishedAt: input.publishedAt,
        topicIndex,
        updatedAt: new Date(),
        ...(cover.kind === "set" ? { coverImage: cover.image } : cover.kind === "remove" ? { coverImage: null } : {}),
      };
      const droppedCover =
        cover.kind !== "keep" && previous && previous.key !== (cover.kind === "set" ? cover.image.key : null) ? previous : null;
      if (id == null) {
        const [created] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
        await auditPublishing(tx, actor, created!.id, input.title, null, input.publishedAt);
        return { id: created!.id, droppedCover };
      }
      await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
      await auditPublishing(tx, actor, id, input.title, wasPublishedAt, input.publishedAt);
      return { id, droppedCover };
    });
  } catch (e) {
    throw refusalFromDb(e) ?? e;
  }
}

/** Deletes a post (audited with `actor`); returns its title and cover (to release after the commit). */
export async function deletePost(db: Db, id: number, actor?: AuditActor): Promise<{ title: string; cover: StoredImage | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, cover: blogPosts.coverImage, publishedAt: blogPosts.publishedAt });
    if (!row) throw new PostNotFoundError(id);
    if (actor)
      await recordAudit(tx, {
        actor,
        kind: "blog",
        action: "post.delete",
        subject: `post ${id}`,
        summary: `Deleted the post "${row.title}"`,
        before: { title: row.title, publishedAt: row.publishedAt },
      });
    return { title: row.title, cover: row.cover };
  });
}

/** Deletes a cover's files unless a post still shows the same upload (the same image used twice). */
export async function releaseCover(db: Db, image: StoredImage | null, root?: string): Promise<void> {
  if (!image) return;
  const [used] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(sql`${blogPosts.coverImage}->>'key' = ${image.key}`)
    .limit(1);
  if (used) return;
  await deleteImage(image, root).catch((e) =>
    logger.error({ part: "blog", err: e }, `[blog] could not delete the files of cover ${image.key}`),
  );
}
