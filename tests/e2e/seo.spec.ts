// Search-engine metadata over HTTP, as a crawler sees it (no JavaScript): every public page of
// the path table in both languages, the redirects of old paths, the 404 page, JSON-LD, the
// sitemap and robots.txt.
import type { APIRequestContext } from "@playwright/test";
import { PUBLIC_PAGES, href, type PageId } from "~/i18n/paths";
import type { Locale } from "~/lib/locale";
import { expect, test } from "./fixtures";

interface Link {
  rel?: string;
  href?: string;
  hreflang?: string;
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1].toLowerCase()] = m[2].replace(/&amp;/g, "&");
  return out;
}

function links(html: string): Link[] {
  return [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
}

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** Param values for the pages that need them, read from the sitemap (a real tyre, real posts). */
async function discoverParams(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const tyreId = locs.map((p) => /^\/neumatico\/([^/]+)$/.exec(p)?.[1]).find(Boolean);
  // A post with a counterpart: its /blog/ URL has an /en/blog/ alternate in the same <url>.
  const paired = [...xml.matchAll(/<url><loc>[^<]*\/blog\/([^<]+)<\/loc>[^\n]*hreflang="en" href="[^"]*\/en\/blog\/([^"]+)"/g)][0];
  return { tyreId: tyreId!, esSlug: paired?.[1], enSlug: paired?.[2] };
}

test.describe("search-engine metadata", () => {
  // One test per page and language, so a failure names the page.
  let params: Partial<Record<PageId, Record<Locale, Record<string, string>>>> = {};
  test.beforeAll(async ({ request }) => {
    const { tyreId, esSlug, enSlug } = await discoverParams(request);
    expect(tyreId, "the sitemap lists an available tyre").toBeTruthy();
    expect(esSlug && enSlug, "the sitemap lists a post with a counterpart").toBeTruthy();
    params = {
      tyre: { es: { id: tyreId }, en: { id: tyreId } },
      reserve: { es: { id: tyreId }, en: { id: tyreId } },
      blogPost: { es: { slug: esSlug! }, en: { slug: enSlug! } },
    };
  });

  // The customer's cancel page is private (a signed link in their e-mail, noindex): not a page
  // for search engines.
  for (const p of PUBLIC_PAGES.filter((p) => !p.es.includes(":token"))) {
    for (const locale of ["es", "en"] as const) {
      test(`${p.id} (${locale}) answers 200 with lang, title, canonical, hreflang, Open Graph and valid JSON-LD`, async ({
        request,
        baseURL,
      }) => {
        const failures: string[] = [];
        const path = href(p.id, locale, params[p.id]?.[locale] ?? {});
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(200);
        const html = await res.text();
        if (!new RegExp(`<html[^>]*\\blang="${locale}"`).test(html)) failures.push(`<html lang> is not ${locale}`);
        if (!/<title>[^<]+<\/title>/.test(html)) failures.push("no <title>");
        if (!/<meta name="description" content="[^"]+"/.test(html)) failures.push("no description");
        const ls = links(html);
        const canonical = ls.filter((l) => l.rel === "canonical");
        if (canonical.length !== 1 || canonical[0].href !== baseURL + path)
          failures.push(`canonical ${JSON.stringify(canonical.map((c) => c.href))}`);
        const alt = (lang: string) => ls.find((l) => l.rel === "alternate" && l.hreflang === lang)?.href;
        const esPath = href(p.id, "es", params[p.id]?.es ?? {});
        const enPath = href(p.id, "en", params[p.id]?.en ?? {});
        if (alt("es") !== baseURL + esPath) failures.push(`hreflang es ${alt("es")}`);
        if (alt("en") !== baseURL + enPath) failures.push(`hreflang en ${alt("en")}`);
        if (alt("x-default") !== baseURL + esPath) failures.push(`hreflang x-default ${alt("x-default")}`);
        if (!/<meta property="og:image" content="https?:\/\/[^"]+"/.test(html)) failures.push("no absolute og:image");
        const ogLocale = locale === "es" ? "es_ES" : "en_GB";
        if (!html.includes(`<meta property="og:locale" content="${ogLocale}"`)) failures.push(`og:locale is not ${ogLocale}`);
        for (const block of jsonLdBlocks(html)) {
          try {
            JSON.parse(block);
          } catch (e) {
            failures.push(`JSON-LD does not parse: ${(e as Error).message}`);
          }
        }
        expect(failures, path).toEqual([]);
      });
    }
  }

  test("the shop's JSON-LD is on the contact and about pages, FAQPage on the FAQ", async ({ request }) => {
    for (const path of [href("contact", "es"), href("about", "en")]) {
      const blocks = jsonLdBlocks(await (await request.get(path)).text()).map((b) => JSON.parse(b));
      const shopLd = blocks.find((b) => b["@type"] === "TireShop");
      expect(shopLd, path).toBeTruthy();
      expect(shopLd.address.addressLocality).toBe("Laujar de Andarax");
      expect(shopLd.geo.latitude).toEqual(expect.any(Number));
      expect(shopLd.telephone).toMatch(/^\+34/);
      expect(shopLd.openingHoursSpecification.length).toBeGreaterThan(0);
      expect(blocks.some((b) => b["@type"] === "Organization")).toBe(true);
      expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    }
    for (const locale of ["es", "en"] as const) {
      const blocks = jsonLdBlocks(await (await request.get(href("faq", locale))).text()).map((b) => JSON.parse(b));
      const faq = blocks.find((b) => b["@type"] === "FAQPage");
      expect(faq.mainEntity).toHaveLength(5);
    }
  });

  const REDIRECTS: [string, string][] = [
    ["/find-tyres?width=205&aspect=55", "/en/find-tyres?width=205&aspect=55"],
    ["/tyre/{id}?ref=old", "/en/tyre/{id}?ref=old"],
    ["/reserve/{id}", "/en/reserve/{id}"],
    ["/about", "/en/about"],
    ["/contact", "/en/contact"],
    ["/service-areas", "/en/service-areas"],
    ["/brands", "/en/brands"],
    ["/faq?x=1", "/en/faq?x=1"],
    ["/en/neumaticos", "/en/find-tyres"],
    ["/en/neumatico/{id}", "/en/tyre/{id}"],
    ["/en/reservar/{id}?a=b", "/en/reserve/{id}?a=b"],
    ["/en/sobre-nosotros", "/en/about"],
    ["/en/contacto", "/en/contact"],
    ["/en/zonas", "/en/service-areas"],
    ["/en/marcas", "/en/brands"],
    ["/en/preguntas", "/en/faq"],
  ];

  test("old and mixed-language paths answer a permanent redirect keeping the id and query", async ({ request, baseURL }) => {
    const { tyreId } = await discoverParams(request);
    for (const [from, to] of REDIRECTS) {
      const res = await request.get(from.replace("{id}", tyreId), { maxRedirects: 0 });
      expect([301, 308], from).toContain(res.status());
      const location = new URL(res.headers()["location"], baseURL);
      expect(location.pathname + location.search, from).toBe(to.replace("{id}", tyreId));
      // The target itself is a real page.
      expect((await request.get(to.replace("{id}", tyreId), { maxRedirects: 0 })).status(), to).toBe(200);
    }
  });

  test("an unknown path answers 404 with 'Oops! Page not found' in the path's language", async ({ request }) => {
    const es = await request.get("/esto-no-existe");
    expect(es.status()).toBe(404);
    const esHtml = await es.text();
    expect(esHtml).toContain("Oops! Page not found");
    expect(esHtml).toMatch(/<html[^>]*lang="es"/);
    expect(esHtml).toContain("Volver al inicio");
    expect(esHtml).toContain('name="robots" content="noindex"');
    const en = await request.get("/en/this-does-not-exist");
    expect(en.status()).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toMatch(/<html[^>]*lang="en"/);
    expect(enHtml).toContain("Return to Home");
  });

  test("a missing blog post answers 404 in its language", async ({ request }) => {
    const es = await request.get("/blog/no-existe-este-articulo");
    expect(es.status()).toBe(404);
    expect(await es.text()).toContain("Artículo no encontrado");
    const en = await request.get("/en/blog/no-such-article");
    expect(en.status()).toBe(404);
    expect(await en.text()).toContain("Article not found");
  });

  test("sitemap.xml lists both languages' pages, available tyres and posts with alternates", async ({ request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.every((l) => l.startsWith(baseURL!))).toBe(true);
    for (const p of PUBLIC_PAGES.filter((p) => "sitemap" in p && p.sitemap)) {
      expect(locs, p.id).toContain(baseURL + href(p.id, "es"));
      expect(locs, p.id).toContain(baseURL + href(p.id, "en"));
    }
    const tyreUrls = locs.filter((l) => /\/neumatico\//.test(l));
    expect(tyreUrls.length).toBeGreaterThan(10);
    expect(locs.filter((l) => /\/en\/tyre\//.test(l))).toHaveLength(tyreUrls.length);
    expect(locs.filter((l) => /\/blog\/.+/.test(l) && !l.includes("/en/")).length).toBeGreaterThanOrEqual(3);
    expect(locs.filter((l) => /\/en\/blog\/.+/.test(l)).length).toBeGreaterThanOrEqual(3);
    // Every <url> of a page that exists in both languages names both, plus x-default.
    const contact = xml.split("\n").find((l) => l.includes(`<loc>${baseURL}/contacto</loc>`))!;
    expect(contact).toContain(`hreflang="en" href="${baseURL}/en/contact"`);
    expect(contact).toContain(`hreflang="x-default" href="${baseURL}/contacto"`);
    // Only tyres a visitor can open: each listed tyre answers 200 (a sample).
    for (const u of tyreUrls.slice(0, 5)) expect((await request.get(u)).status(), u).toBe(200);
    // No duplicates.
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("the default Open Graph image is a real 1200x630 JPEG", async ({ request }) => {
    const res = await request.get("/og-image.jpg");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/jpeg");
    const b = await res.body();
    // Baseline JPEG: the SOF0 segment (FF C0) holds height then width.
    const sof = b.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect([b.readUInt16BE(sof + 7), b.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
  });

  test("robots.txt keeps crawlers out of the staff screens and names the sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const txt = await res.text();
    for (const p of ["/login", "/dashboard", "/inventory", "/checkout", "/invoices", "/reservations", "/import"]) {
      expect(txt).toMatch(new RegExp(`^Disallow: ${p}$`, "m"));
    }
    expect(txt).not.toMatch(/^Disallow: \/$/m);
    expect(txt).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap.xml$`, "m"));
  });
});

test("the reservation form of a tyre in stock is indexable; a confirmation or a tyre that is gone is not", async ({ request, baseURL }) => {
  const listing = await (await request.get("/en/find-tyres")).text();
  const id = listing.match(/href="\/en\/tyre\/(T[0-9A-Z]{5})"/)![1]!;
  for (const url of [`/reservar/${id}`, `/en/reserve/${id}`]) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toContain('name="robots"');
    expect(html, url).toContain(`<link rel="canonical" href="${baseURL}${url}"/>`);
  }
  const res = await request.post(`/en/reserve/${id}`, {
    form: { name: "SEO Check", phone: "600 123 123", email: "", vehicleReg: "", notes: "" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const confirmation = await (await request.get(res.headers()["location"]!)).text();
  expect(confirmation).toContain("Reservation Confirmed!");
  expect(confirmation).toContain('name="robots" content="noindex"');
  const gone = await (await request.get(`/reservar/${id}`)).text();
  expect(gone).toContain('name="robots" content="noindex"');
});
