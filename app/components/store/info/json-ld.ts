// Metadata for the information pages: pageMeta plus a BreadcrumbList, from the loader's data.
import type { MetaDescriptor } from "react-router";
import { type Locale, localeFromPath } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href, type PageId } from "~/i18n/paths";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

export interface InfoLoaderData {
  origin: string;
  locale: Locale;
}

export function infoMeta(
  data: InfoLoaderData | undefined,
  pageId: PageId,
  text: { title: string; description: string },
  extraJsonLd: object[] = [],
): MetaDescriptor[] {
  if (!data) return [{ title: text.title }];
  const m = messages(data.locale);
  return pageMeta({
    origin: data.origin,
    locale: data.locale,
    page: pageId,
    title: text.title,
    description: text.description,
    jsonLd: [
      ...extraJsonLd,
      breadcrumbJsonLd(data.origin, [
        { name: m.info.breadcrumbHome, path: href("home", data.locale) },
        { name: text.title, path: href(pageId, data.locale) },
      ]),
    ],
  });
}

/** The loader of a plain information page: language from the path, absolute origin for links. */
export function infoLoaderData(request: Request): InfoLoaderData {
  return { origin: siteOrigin(request.url), locale: localeFromPath(new URL(request.url).pathname) };
}
