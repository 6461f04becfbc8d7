// /sitemap.xml: both languages' static pages, available tyres and blog posts, each URL with its
// xhtml:link alternates (es, en, x-default). Sitemaps hold at most 50,000 URLs: when the stock
// outgrows one file this answers a sitemap index and serves the parts as /sitemap.xml?part=N.
import type { Route } from "./+types/sitemap";
import { type Locale, LOCALES } from "~/lib/locale";
import { href, PUBLIC_PAGES, type PageId } from "~/i18n/paths";
import { allPostsForSitemap } from "~/server/blog/blog.server";
import type { Db } from "~/server/infra/db.server";
import { availableTyreIds, countAvailableTyres } from "~/server/storefront/storefront.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export const MAX_URLS = 50_000;
/** Tyres per sitemap part: two URLs each (es + en). */
export const TYRES_PER_PART = MAX_URLS / 2;

interface Entry {
  /** The page's URL in each language it exists in (absolute). */
  urls: Partial<Record<Locale, string>>;
  lastmod?: Date;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function urlElements(e: Entry): string {
  const langs = LOCALES.filter((l) => e.urls[l]);
  const alternates =
    langs.length > 1
      ? langs.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(e.urls[l]!)}"/>`).join("") +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(e.urls.es!)}"/>`
      : "";
  const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : "";
  return langs.map((l) => `<url><loc>${esc(e.urls[l]!)}</loc>${lastmod}${alternates}</url>`).join("\n");
}

function urlset(entries: Entry[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.map(urlElements).join("\n") +
    "\n</urlset>\n"
  );
}

function staticEntries(origin: string): Entry[] {
  return PUBLIC_PAGES.filter((p) => "sitemap" in p && p.sitemap).map((p) => ({
    urls: { es: origin + href(p.id as PageId, "es"), en: origin + href(p.id as PageId, "en") },
  }));
}

async function postEntries(database: Db, origin: string): Promise<Entry[]> {
  const posts = await allPostsForSitemap(database);
  const entries: Entry[] = [];
  const byTopic = new Map<number, Entry>();
  for (const p of posts) {
    const url = origin + href("blogPost", p.language, { slug: p.slug });
    const existing = p.topicIndex != null ? byTopic.get(p.topicIndex) : undefined;
    if (existing && !existing.urls[p.language]) {
      existing.urls[p.language] = url;
      if (!existing.lastmod || p.updatedAt > existing.lastmod) existing.lastmod = p.updatedAt;
      continue;
    }
    const e: Entry = { urls: { [p.language]: url }, lastmod: p.updatedAt };
    entries.push(e);
    if (p.topicIndex != null && !existing) byTopic.set(p.topicIndex, e);
  }
  return entries;
}

/** Available tyres in id order, one part at a time (the listing's partial indexes cover the filter). */
async function tyreEntries(database: Db, origin: string, offset: number, limit: number): Promise<Entry[]> {
  const rows = await availableTyreIds(database, offset, limit);
  return rows.map((r) => ({
    urls: { es: origin + href("tyre", "es", { id: r.id }), en: origin + href("tyre", "en", { id: r.id }) },
    lastmod: r.updatedAt,
  }));
}

function xml(body: string, status = 200) {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const database = db;
  const part = new URL(request.url).searchParams.get("part");
  const [pages, posts, tyreCount] = await Promise.all([
    staticEntries(origin),
    postEntries(database, origin),
    countAvailableTyres(database),
  ]);
  const fixedUrls = (pages.length + posts.length) * 2;

  if (part == null) {
    if (fixedUrls + tyreCount * 2 <= MAX_URLS) {
      return xml(urlset([...pages, ...posts, ...(await tyreEntries(database, origin, 0, tyreCount))]));
    }
    // Too many for one file: an index of parts (part 0 = pages and posts, then tyres).
    const parts = 1 + Math.ceil(tyreCount / TYRES_PER_PART);
    const now = new Date().toISOString();
    const items = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${esc(`${origin}/sitemap.xml?part=${i}`)}</loc><lastmod>${now}</lastmod></sitemap>`,
    );
    return xml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        items.join("\n") +
        "\n</sitemapindex>\n",
    );
  }
  const n = Number(part);
  if (!Number.isInteger(n) || n < 0 || n > Math.ceil(tyreCount / TYRES_PER_PART)) return xml(urlset([]), 404);
  if (n === 0) return xml(urlset([...pages, ...posts]));
  return xml(urlset(await tyreEntries(database, origin, (n - 1) * TYRES_PER_PART, TYRES_PER_PART)));
}
