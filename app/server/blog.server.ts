// Blog queries: posts per language newest first, one post by slug and language, and the other
// language's post on the same topic (topic_index) for the language switcher and hreflang.
import { and, desc, eq, ne } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import type { Locale } from "~/i18n/locale";
import type { Db } from "./db.server";
import { sanitizePostHtml } from "./sanitize.server";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCard = Pick<BlogPostRow, "slug" | "title" | "excerpt" | "content" | "imageUrl" | "publishedAt" | "language">;

/** Posts in one language, newest first (ties by id, newest first). */
export async function listPosts(db: Db, language: Locale, opts: { limit?: number } = {}): Promise<BlogCard[]> {
  const q = db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
      language: blogPosts.language,
    })
    .from(blogPosts)
    .where(eq(blogPosts.language, language))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return opts.limit ? q.limit(opts.limit) : q;
}

/** One post by its slug in a language, or null. */
export async function getPost(db: Db, language: Locale, slug: string): Promise<BlogPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The other language's slug for the same topic, or null when that language has no such post. */
export async function counterpartSlug(db: Db, post: Pick<BlogPostRow, "topicIndex" | "language">): Promise<string | null> {
  if (post.topicIndex == null) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.topicIndex, post.topicIndex), ne(blogPosts.language, post.language)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return row?.slug ?? null;
}

/** A post ready for the page: sanitised HTML and the other language's slug. */
export async function getPostPage(db: Db, language: Locale, slug: string) {
  const post = await getPost(db, language, slug);
  if (!post) return null;
  const otherSlug = await counterpartSlug(db, post);
  return { post: { ...post, content: sanitizePostHtml(post.content) }, otherSlug };
}

/** Every post's slug per topic, for the sitemap's alternates. */
export async function allPostsForSitemap(db: Db) {
  return db
    .select({ slug: blogPosts.slug, language: blogPosts.language, topicIndex: blogPosts.topicIndex, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt));
}

/**
 * Where a post slug of the other language leads in this language: the same topic's post here, else
 * this language's blog list (signalled by null); undefined when no post has that slug at all. The
 * language switcher keeps the slug when it swaps the prefix, so /en/blog/<spanish-slug> lands here.
 */
export async function crossLanguageSlug(db: Db, language: Locale, slug: string): Promise<string | null | undefined> {
  const other: Locale = language === "es" ? "en" : "es";
  const post = await getPost(db, other, slug);
  if (!post) return undefined;
  return counterpartSlug(db, post);
}
