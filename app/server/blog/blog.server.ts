// Public blog queries: posts per language newest first, one post by slug and language, and the
// other language's post on the same topic (topic_index) for the language switcher and hreflang.
// Only public posts are ever found here: a draft (no publish date) or a scheduled post (a date
// still to come) does not exist for a visitor, in lists, pages, switcher links or the sitemap.
import { and, desc, eq, isNotNull, lte, ne, type SQL } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import type { Locale } from "~/lib/locale";
import type { Db } from "../infra/db.server";
import { sanitizePostHtml } from "./sanitize.server";

export type BlogPostRow = typeof blogPosts.$inferSelect;
/** A public post: it has a publish date. */
type PublicPostRow = BlogPostRow & { publishedAt: Date };
export type BlogCard = Pick<
  PublicPostRow,
  "slug" | "title" | "excerpt" | "content" | "imageUrl" | "coverImage" | "publishedAt" | "language"
>;

interface Clock {
  /** The moment that decides what is public (tests pass their own). */
  now?: Date;
}

/** Public: has a publish date, and it has come. */
function isPublicPost(now: Date = new Date()): SQL {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))!;
}

/** Public posts in one language, newest first (ties by id, newest first). */
export async function listPosts(db: Db, language: Locale, opts: { limit?: number } & Clock = {}): Promise<BlogCard[]> {
  const q = db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      coverImage: blogPosts.coverImage,
      publishedAt: blogPosts.publishedAt,
      language: blogPosts.language,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), isPublicPost(opts.now)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return (await (opts.limit ? q.limit(opts.limit) : q)) as BlogCard[];
}

/** One public post by its slug in a language, or null. */
export async function getPost(db: Db, language: Locale, slug: string, opts: Clock = {}): Promise<PublicPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), eq(blogPosts.slug, slug), isPublicPost(opts.now)))
    .limit(1);
  return (row as PublicPostRow | undefined) ?? null;
}

/** The other language's public slug for the same topic, or null when that language has no such post. */
export async function counterpartSlug(
  db: Db,
  post: Pick<BlogPostRow, "topicIndex" | "language">,
  opts: Clock = {},
): Promise<string | null> {
  if (post.topicIndex == null) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.topicIndex, post.topicIndex), ne(blogPosts.language, post.language), isPublicPost(opts.now)))
    .limit(1);
  return row?.slug ?? null;
}

/** A public post ready for the page: sanitised HTML and the other language's slug. */
export async function getPostPage(db: Db, language: Locale, slug: string, opts: Clock = {}) {
  const post = await getPost(db, language, slug, opts);
  if (!post) return null;
  const otherSlug = await counterpartSlug(db, post, opts);
  return { post: { ...post, content: await sanitizePostHtml(post.content) }, otherSlug };
}

/** Every public post's slug per topic, for the sitemap's alternates. */
export async function allPostsForSitemap(db: Db, opts: Clock = {}) {
  return db
    .select({ slug: blogPosts.slug, language: blogPosts.language, topicIndex: blogPosts.topicIndex, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublicPost(opts.now))
    .orderBy(desc(blogPosts.publishedAt));
}

/**
 * Where a post slug of the other language leads in this language: the same topic's post here, else
 * this language's blog list (signalled by null); undefined when no public post has that slug. The
 * language switcher keeps the slug when it swaps the prefix, so /en/blog/<spanish-slug> lands here.
 */
export async function crossLanguageSlug(db: Db, language: Locale, slug: string, opts: Clock = {}): Promise<string | null | undefined> {
  const other: Locale = language === "es" ? "en" : "es";
  const post = await getPost(db, other, slug, opts);
  if (!post) return undefined;
  return counterpartSlug(db, post, opts);
}
