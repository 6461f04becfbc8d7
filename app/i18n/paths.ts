// The path table: every public page with its Spanish and English path. app/routes.ts registers
// each page once per language from here; the language switcher, canonical/hreflang links,
// redirects and the sitemap read the same table.
import { type Locale, LOCALES } from "../lib/locale";

export interface PublicPage {
  /** Stable page id; route ids are `${id}.${locale}`. */
  id: string;
  es: string;
  en: string;
  /** Route module, relative to app/. */
  file: string;
  /** Listed in sitemap.xml as a static page (pages with params are listed by their own loaders). */
  sitemap?: boolean;
}

export const PUBLIC_PAGES = [
  { id: "home", es: "/", en: "/en", file: "routes/store/home.tsx", sitemap: true },
  { id: "listing", es: "/neumaticos", en: "/en/find-tyres", file: "routes/store/listing.tsx", sitemap: true },
  { id: "tyre", es: "/neumatico/:id", en: "/en/tyre/:id", file: "routes/store/tyre.tsx" },
  { id: "stockRequest", es: "/te-lo-conseguimos", en: "/en/we-can-get-it", file: "routes/store/stock-request.tsx" },
  { id: "compare", es: "/comparar", en: "/en/compare", file: "routes/store/compare.tsx" },
  { id: "reserve", es: "/reservar/:id", en: "/en/reserve/:id", file: "routes/store/reserve.tsx" },
  {
    id: "cancelReservation",
    es: "/anular-reserva/:token",
    en: "/en/cancel-reservation/:token",
    file: "routes/store/cancel-reservation.tsx",
  },
  { id: "appointment", es: "/cita", en: "/en/book-a-fitting", file: "routes/store/appointment.tsx", sitemap: true },
  { id: "changeAppointment", es: "/cita/:token", en: "/en/book-a-fitting/:token", file: "routes/store/change-appointment.tsx" },
  /** A customer's quote, reached by its signed link (WhatsApp or e-mail): read it, accept or decline. */
  { id: "quote", es: "/presupuesto/:token", en: "/en/quote/:token", file: "routes/store/quote.tsx" },
  /** The customer withdraws their consent to reminders, by the signed link of every reminder e-mail. */
  { id: "unsubscribe", es: "/baja/:token", en: "/en/unsubscribe/:token", file: "routes/store/unsubscribe.tsx" },
  { id: "about", es: "/sobre-nosotros", en: "/en/about", file: "routes/store/about.tsx", sitemap: true },
  { id: "contact", es: "/contacto", en: "/en/contact", file: "routes/store/contact.tsx", sitemap: true },
  { id: "serviceAreas", es: "/zonas", en: "/en/service-areas", file: "routes/store/service-areas.tsx", sitemap: true },
  { id: "brands", es: "/marcas", en: "/en/brands", file: "routes/store/brands.tsx", sitemap: true },
  { id: "faq", es: "/preguntas", en: "/en/faq", file: "routes/store/faq.tsx", sitemap: true },
  { id: "fitting", es: "/montaje-equilibrado", en: "/en/fitting-balancing", file: "routes/store/fitting.tsx", sitemap: true },
  { id: "blog", es: "/blog", en: "/en/blog", file: "routes/store/blog.tsx", sitemap: true },
  { id: "blogPost", es: "/blog/:slug", en: "/en/blog/:slug", file: "routes/store/blog-post.tsx" },
  { id: "legal", es: "/aviso-legal", en: "/en/legal-notice", file: "routes/store/legal.tsx", sitemap: true },
  { id: "privacy", es: "/privacidad", en: "/en/privacy", file: "routes/store/privacy.tsx", sitemap: true },
  { id: "cookies", es: "/cookies", en: "/en/cookies", file: "routes/store/cookies.tsx", sitemap: true },
] as const satisfies readonly PublicPage[];

export type PageId = (typeof PUBLIC_PAGES)[number]["id"];

const byId = new Map<string, PublicPage>(PUBLIC_PAGES.map((p) => [p.id, p]));

function page(id: PageId): PublicPage {
  return byId.get(id)!;
}

/** Builds a page's path in a language: href("tyre", "en", { id: "T0001A" }) -> "/en/tyre/T0001A". */
export function href(id: PageId, locale: Locale, params: Record<string, string> = {}, search?: string | URLSearchParams): string {
  let path: string = page(id)[locale];
  path = path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v == null) throw new Error(`href(${id}): missing param ${name}`);
    return encodeURIComponent(v);
  });
  const q = search == null ? "" : typeof search === "string" ? search.replace(/^\?/, "") : search.toString();
  return q ? `${path}?${q}` : path;
}

/** A path pattern like "/tyre/:id" as a regular expression and its param names, in order. */
export function compilePath(pattern: string, flags = ""): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const re = new RegExp(
    "^" +
      pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, n: string) => {
        names.push(n);
        return "([^/]+)";
      }) +
      "/?$",
    flags,
  );
  return { re, names };
}

const compiled = PUBLIC_PAGES.flatMap((p) => LOCALES.map((locale) => ({ page: p as PublicPage, locale, ...compilePath(p[locale]) })));

/** A path segment decoded, or null when its %-escapes are malformed. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which public page a path is, in which language, with which params; null for other paths. */
function matchPublicPath(pathname: string): { page: PublicPage; locale: Locale; params: Record<string, string> } | null {
  for (const c of compiled) {
    const m = c.re.exec(pathname);
    if (m) {
      const params: Record<string, string> = {};
      for (const [i, n] of c.names.entries()) {
        const value = decodeSegment(m[i + 1]!);
        // A broken %-escape is no page of ours (its route answers 404).
        if (value == null) return null;
        params[n] = value;
      }
      return { page: c.page, locale: c.locale, params };
    }
  }
  return null;
}

/** Which public page a path is (either language), or null for any other path. */
export function publicPageId(pathname: string): PageId | null {
  return (matchPublicPath(pathname)?.page.id as PageId | undefined) ?? null;
}

/**
 * The same page in the other language, keeping params and the query string. Query names that
 * differ per language (the search form's ancho/width...) are translated by the listing's own
 * mapping, passed in as `translateSearch`.
 */
export function counterpartPath(
  pathname: string,
  search: string,
  to: Locale,
  translateSearch?: (search: URLSearchParams, to: Locale) => URLSearchParams,
): string {
  const m = matchPublicPath(pathname);
  if (!m) return href("home", to);
  let q = new URLSearchParams(search);
  if (translateSearch) q = translateSearch(q, to);
  return href(m.page.id as PageId, to, m.params, q);
}
