// Metadata for the information pages: pageMeta plus a BreadcrumbList, from the loader's data.
import type { MetaDescriptor } from "react-router";
import type { ShopSettings } from "~/domain/shop-settings";
import { type Locale, localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href, type PageId } from "~/i18n/paths";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { breadcrumbJsonLd } from "~/lib-ui/structured-data";

export interface InfoLoaderData {
  origin: string;
  locale: Locale;
}

/** A meta function's arguments, as far as infoMeta reads them. */
interface InfoMetaArgs {
  loaderData: InfoLoaderData | undefined;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export function infoMeta(
  { loaderData: data, matches }: InfoMetaArgs,
  pageId: PageId,
  text: { title: string; description: string },
  extraJsonLd: (shop: ShopSettings, data: InfoLoaderData) => object[] = () => [],
): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  if (!data || !shop) return [{ title: text.title }];
  const m = messages(data.locale);
  return pageMeta({
    shop,
    origin: data.origin,
    locale: data.locale,
    page: pageId,
    title: text.title,
    description: text.description,
    jsonLd: [
      ...extraJsonLd(shop, data),
      breadcrumbJsonLd(data.origin, [
        { name: m.info.breadcrumbHome, path: href("home", data.locale) },
        { name: text.title, path: href(pageId, data.locale) },
      ]),
    ],
  });
}

/** The loader of a plain information page: language from the path, absolute origin for links. */
export function infoLoaderData(request: Request, origin: string): InfoLoaderData {
  return { origin, locale: localeFromPath(new URL(request.url).pathname) };
}
