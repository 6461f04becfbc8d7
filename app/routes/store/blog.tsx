// Blog list: the posts of the page's language, newest first, as cards.
import type { Route } from "./+types/blog";
import { InfoPage } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { formatPostDate, isoDate, postExcerpt } from "~/domain/blog";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { postCover } from "~/lib/post-cover";
import { CoverImage } from "~/components/ui/cover-image";
import { listPosts } from "~/server/blog/blog.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "blog", messages(loaderData?.locale ?? "es").blog);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const base = infoLoaderData(request, origin);
  const rows = await listPosts(db, base.locale);
  // Only what the cards show travels to the browser (not whole post bodies).
  const posts = rows.map((p) => ({
    slug: p.slug,
    title: p.title,
    excerpt: postExcerpt(p, 240),
    image: postCover(p, 800),
    date: formatPostDate(p.publishedAt, base.locale),
    iso: isoDate(p.publishedAt),
  }));
  return { ...base, posts };
}

export default function Blog({ loaderData: { locale, posts } }: Route.ComponentProps) {
  const t = messages(locale).blog;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("blog", locale) }]} heading={t.heading} intro={t.intro} wide>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{t.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p, i) => (
            <li key={p.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md">
                {p.image && (
                  <CoverImage
                    image={p.image}
                    sizes="(min-width: 1024px) 23rem, (min-width: 640px) 50vw, 100vw"
                    // The first card's image is usually the largest paint: fetch it at once.
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : "auto"}
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="line-clamp-2 text-lg font-semibold text-slate-900">
                    <a
                      href={href("blogPost", locale, { slug: p.slug })}
                      className="after:absolute after:inset-0 group-hover:text-brand-700"
                    >
                      {p.title}
                    </a>
                  </h2>
                  <time dateTime={p.iso} className="mt-1 text-sm text-slate-500">
                    {p.date}
                  </time>
                  <p className="mt-3 line-clamp-3 text-slate-700">{p.excerpt}</p>
                  <span aria-hidden className="mt-auto pt-4 text-sm font-semibold text-brand-700">
                    {t.readMore} →
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </InfoPage>
  );
}
