// Blog post: sanitised HTML (sanitised on the server), date, a call-to-action to contact at the
// end, and hreflang/switcher links to the other language's post on the same topic.
import { ArrowLeft } from "~/components/store/icons";
import { data, redirect } from "react-router";
import { readParam } from "~/lib-ui/route-params";
import type { Route } from "./+types/blog-post";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { Breadcrumbs } from "~/components/store/info/info-page";
import { formatPostDate, isoDate, postDescription } from "~/domain/blog";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { postCover, postShareImage } from "~/lib/post-cover";
import { CoverImage } from "~/components/ui/cover-image";
import { POST_BODY_CLASS } from "~/components/ui/post-body";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib-ui/structured-data";
import { crossLanguageSlug, getPostPage } from "~/server/blog/blog.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  if (!d || !shop) return [{ title: "Blog" }];
  const m = messages(d.locale);
  if (!d.post) return [{ title: m.blog.notFound }, { name: "robots", content: "noindex" }];
  const url = d.origin + href("blogPost", d.locale, { slug: d.post.slug });
  return pageMeta({
    shop,
    origin: d.origin,
    locale: d.locale,
    page: "blogPost",
    params: { slug: d.post.slug },
    counterpartParams: d.otherSlug ? { slug: d.otherSlug } : null,
    title: d.post.title,
    description: d.post.description,
    image: d.post.shareImage?.url,
    imageSize: d.post.shareImage ?? undefined,
    imageAlt: d.post.title,
    type: "article",
    jsonLd: [
      blogPostingJsonLd(shop, d.origin, {
        title: d.post.title,
        description: d.post.description,
        url,
        image: d.post.shareImage?.url ?? null,
        publishedAt: d.post.publishedAt,
        updatedAt: d.post.updatedAt,
        language: d.locale,
      }),
      breadcrumbJsonLd(d.origin, [
        { name: m.info.breadcrumbHome, path: href("home", d.locale) },
        { name: m.blog.title, path: href("blog", d.locale) },
        { name: d.post.title, path: url },
      ]),
    ],
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const slug = readParam("blogSlug", params.slug);
  if (!slug) return data({ origin, locale, post: null, otherSlug: null }, { status: 404 });
  const found = await getPostPage(db, locale, slug);
  if (!found) {
    // The other language's slug (the switcher swaps only the prefix): go to this language's post
    // on the same topic, or to this language's blog list when there is none.
    const cross = await crossLanguageSlug(db, locale, slug);
    if (cross !== undefined) throw redirect(cross ? href("blogPost", locale, { slug: cross }) : href("blog", locale), 302);
    return data({ origin, locale, post: null, otherSlug: null }, { status: 404 });
  }
  const { post, otherSlug } = found;
  return {
    origin,
    locale,
    otherSlug,
    post: {
      slug: post.slug,
      title: post.title,
      html: post.content,
      description: postDescription(post),
      cover: postCover(post, 1200),
      shareImage: postShareImage(post),
      publishedAt: post.publishedAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      date: formatPostDate(post.publishedAt, locale),
      iso: isoDate(post.publishedAt),
    },
  };
}

export default function BlogPost({ loaderData: { locale, post } }: Route.ComponentProps) {
  const m = messages(locale);
  const t = m.blog;
  if (!post) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t.notFound}</h1>
        <p className="mt-3 text-slate-600">{t.notFoundText}</p>
        <a
          href={href("blog", locale)}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t.backToBlog}
        </a>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: t.title, path: href("blog", locale) },
          { name: post.title, path: href("blogPost", locale, { slug: post.slug }) },
        ]}
      />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          {t.publishedOn} <time dateTime={post.iso}>{post.date}</time>
        </p>
      </header>
      {post.cover && (
        <CoverImage
          image={post.cover}
          sizes="(min-width: 800px) 736px, calc(100vw - 2rem)"
          fetchPriority="high"
          className="mt-6 rounded-lg"
          data-testid="post-cover"
        />
      )}
      <div
        className={`mt-6 ${POST_BODY_CLASS}`}
        // Sanitised on the server with an allow-list (app/server/blog/sanitize.server.ts).
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <aside aria-labelledby="cta" className="mt-12 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 id="cta" className="text-xl font-semibold text-brand-900">
          {t.ctaTitle}
        </h2>
        <p className="mt-2 text-slate-700">{t.ctaText}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a
            href={href("contact", locale)}
            className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-600"
          >
            {t.ctaButton}
          </a>
          <ContactButtons locale={locale} whatsappText={m.info.contact.whatsappText} />
        </div>
      </aside>
      <p className="mt-8">
        <a href={href("blog", locale)} className="inline-flex items-center gap-1 text-brand-700 underline">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t.backToBlog}
        </a>
      </p>
    </article>
  );
}
