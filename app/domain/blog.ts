// Blog rules that need no database: publication dates in each language's long form
// ('March 5, 2024' / '5 de marzo, 2024') and excerpts made from a post's HTML.
export type BlogLocale = "es" | "en";

const MONTHS: Record<BlogLocale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/** The shop's time zone: a post published late on the 4th in Spain is dated the 4th everywhere. */
const SHOP_TIME_ZONE = "Europe/Madrid";

function calendarDate(d: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(d);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** 'MMMM d, yyyy' in English ('March 5, 2024'); '5 de marzo, 2024' in Spanish. */
export function formatPostDate(date: Date | string, locale: BlogLocale): string {
  const d = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const { year, month, day } = calendarDate(d);
  const name = MONTHS[locale][month - 1];
  return locale === "en" ? `${name} ${day}, ${year}` : `${day} de ${name}, ${year}`;
}

/** yyyy-mm-dd in the shop's time zone, for <time dateTime>. */
export function isoDate(date: Date | string): string {
  const { year, month, day } = calendarDate(typeof date === "string" ? new Date(date) : date);
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

function zoneOffsetMs(utcMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(utcMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The moment a date and time typed in the shop's time zone names ("2026-12-01T09:30", the value of
 * an <input type="datetime-local">), or null when the text is not such a date. A time skipped when
 * the clocks go forward is read as the hour after.
 */
export function shopLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset on either side of a clock change.
  let utc = asUtc - zoneOffsetMs(asUtc);
  utc = asUtc - zoneOffsetMs(utc);
  return new Date(utc);
}

/** A moment as the shop's local "yyyy-mm-ddThh:mm", the value an <input type="datetime-local"> takes. */
export function dateToShopLocal(date: Date | string): string {
  const ms = new Date(date).getTime();
  const local = new Date(ms + zoneOffsetMs(ms));
  return local.toISOString().slice(0, 16);
}
