-- The blog editor: posts are written in Markdown (kept in "markdown", rendered and sanitised into
-- "content"), may be drafts (published_at NULL) or scheduled (a future published_at), may carry an
-- uploaded cover, and translate at most one post of the other language (one per language per
-- topic_index, whose new values come from a sequence).
CREATE SEQUENCE "public"."blog_posts_topic_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('blog_posts_topic_seq', coalesce((SELECT max("topic_index") FROM "blog_posts"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A post written before the editor is HTML, which Markdown passes through unchanged.
UPDATE "blog_posts" SET "markdown" = "content";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_image" jsonb;--> statement-breakpoint
-- Two posts of one language on one topic: the newest keeps the link, the others lose it.
UPDATE "blog_posts" SET "topic_index" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "topic_index", "language" ORDER BY "published_at" DESC NULLS LAST, "id" DESC) AS n
    FROM "blog_posts" WHERE "topic_index" IS NOT NULL
  ) ranked WHERE n > 1
);--> statement-breakpoint
DROP INDEX "blog_posts_topic_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_topic_language_idx" ON "blog_posts" USING btree ("topic_index","language");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("blog_posts"."slug") <= 160);
