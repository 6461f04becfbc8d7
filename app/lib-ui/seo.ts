// Server-rendered page metadata: title, description, canonical, hreflang alternates between the
// two languages' counterparts (and x-default), Open Graph, Twitter card and JSON-LD blocks.
// Every public route's `meta` builds its descriptors with pageMeta().
import type { MetaDescriptor } from "react-router";
import type { ShopSettings } from "~/domain/shop-settings";
import { type Locale, OG_LOCALE } from "~/lib/locale";
import { href, type PageId } from "~/i18n/paths";

/** The shop's settings from the root loader's data, for a route's `meta` (which gets `matches`). */
export function shopFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): ShopSettings | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { shop?: ShopSettings } | undefined;
  return root?.shop;
}

export interface PageMetaInput {
  /** The shop's settings (its name ends every title); from shopFromMatches(matches). */
  shop: Pick<ShopSettings, "name">;
  /** The shop's absolute origin, from the load context (`context.origin`) returned by the loader. */
  origin: string;
  locale: Locale;
  page: PageId;
  params?: Record<string, string>;
  /** Params of the counterpart page when they differ (e.g. a blog post's other-language slug). */
  counterpartParams?: Record<string, string> | null;
  title: string;
  description: string;
  /** Query string per language kept in canonical and alternate URLs (e.g. a size-filtered listing). */
  search?: Partial<Record<Locale, string>>;
  /** Absolute or root-relative image URL (1200x630 unless imageSize says otherwise). */
  image?: string;
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  jsonLd?: object[];
}

const DEFAULT_OG_IMAGE = "/og-image.jpg";

export function pageMeta(i: PageMetaInput): MetaDescriptor[] {
  const other: Locale = i.locale === "es" ? "en" : "es";
  const self = i.origin + href(i.page, i.locale, i.params ?? {}, i.search?.[i.locale]);
  const es =
    i.locale === "es"
      ? self
      : i.counterpartParams === null
        ? null
        : i.origin + href(i.page, "es", i.counterpartParams ?? i.params ?? {}, i.search?.es);
  const en =
    i.locale === "en"
      ? self
      : i.counterpartParams === null
        ? null
        : i.origin + href(i.page, "en", i.counterpartParams ?? i.params ?? {}, i.search?.en);
  const image = (i.image ?? DEFAULT_OG_IMAGE).startsWith("http") ? i.image! : i.origin + (i.image ?? DEFAULT_OG_IMAGE);
  const shop = i.shop;
  const fullTitle = `${i.title} | ${shop.name}`;
  const m: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: i.description },
    { tagName: "link", rel: "canonical", href: self },
  ];
  if (es) m.push({ tagName: "link", rel: "alternate", hrefLang: "es", href: es });
  if (en) m.push({ tagName: "link", rel: "alternate", hrefLang: "en", href: en });
  if (es) m.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: es });
  m.push(
    { property: "og:type", content: i.type ?? "website" },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: i.description },
    { property: "og:url", content: self },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(i.image && i.imageSize ? i.imageSize.width : 1200) },
    { property: "og:image:height", content: String(i.image && i.imageSize ? i.imageSize.height : 630) },
    { property: "og:image:alt", content: i.imageAlt ?? shop.name },
    { property: "og:locale", content: OG_LOCALE[i.locale] },
    { property: "og:locale:alternate", content: OG_LOCALE[other] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: i.description },
    { name: "twitter:image", content: image },
  );
  if (i.noindex) m.push({ name: "robots", content: "noindex" });
  for (const block of i.jsonLd ?? []) m.push({ "script:ld+json": block });
  return m;
}
