// Blog rules that need no database: publication dates in each language's long form
// ('March 5, 2024' / '5 de marzo, 2024') and excerpts made from a post's HTML.
import { shopDateParts } from "~/lib/shop-clock";

export type BlogLocale = "es" | "en";

const MONTHS: Record<BlogLocale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/** 'MMMM d, yyyy' in English ('March 5, 2024'); '5 de marzo, 2024' in Spanish. */
export function formatPostDate(date: Date | string, locale: BlogLocale): string {
  const d = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const { year, month, day } = shopDateParts(d);
  const name = MONTHS[locale][month - 1];
  return locale === "en" ? `${name} ${day}, ${year}` : `${day} de ${name}, ${year}`;
}

/** yyyy-mm-dd in the shop's time zone, for <time dateTime>. */
export function isoDate(date: Date | string): string {
  const { year, month, day } = shopDateParts(typeof date === "string" ? new Date(date) : date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|h[1-6]|li|div|br)\s*>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[e.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts text at a word boundary so it is at most `max` characters, ending with '…' when cut. */
export function truncateWords(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "") + "…";
}

/** The excerpt shown on cards and used as a fallback description: the post's own, else its text. */
export function postExcerpt(post: { excerpt?: string | null; content: string }, max = 200): string {
  const own = post.excerpt?.trim();
  return truncateWords(own ? own : htmlToText(post.content), max);
}

/** The meta description of a post page (search engines show about 155 characters). */
export function postDescription(post: { metaDescription?: string | null; excerpt?: string | null; content: string }): string {
  const own = post.metaDescription?.trim();
  return truncateWords(own ? own : postExcerpt(post, 160), 160);
}

// ---- Slugs, statuses and publish dates (the editor) ----

/** A post's slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug proposed from a title: accents dropped (ñ -> n), anything else between words a hyphen. */
export function slugify(title: string, max = 80): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > max) return slug || w.slice(0, max);
    slug = next;
  }
  return slug;
}

export type PostStatus = "draft" | "scheduled" | "published";

/** Draft (no publish date), scheduled (a date still to come) or published. */
export function postStatus(publishedAt: Date | string | null, now: Date = new Date()): PostStatus {
  if (publishedAt == null) return "draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}
