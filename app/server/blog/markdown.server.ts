// Post content is written in Markdown (GitHub's dialect: tables, strikethrough, autolinks) and
// turned into HTML here, then through the shop's one sanitiser (app/server/blog/sanitize.server.ts):
// raw HTML typed into the Markdown is passed on by the parser and cleaned by the sanitiser like
// the rest. See docs/decisions/082-blog-markdown-and-images.md.
import type { Marked } from "marked";
import { sanitizePostHtml } from "./sanitize.server";

let markdown: Marked | undefined;

/** The post's HTML: Markdown rendered, then sanitised (the parser loads on first use, not at every start). */
export async function renderPostMarkdown(source: string): Promise<string> {
  markdown ??= new (await import("marked")).Marked({ gfm: true, breaks: false, async: false });
  return sanitizePostHtml(markdown.parse(source, { async: false }));
}
