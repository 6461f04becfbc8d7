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
