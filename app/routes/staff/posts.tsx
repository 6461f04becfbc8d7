// Blog posts in both languages: title, language, status (draft, scheduled, published) with the
// publish date, and the post in the other language it is linked to. New post, edit, view the public
// page of a published post, and delete one after a confirmation (its cover files go with it).
import { ExternalLink, Languages, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import { DeletePostDialog } from "~/components/staff/shared/delete-post-dialog";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { POSTS_INTENT } from "~/components/staff/shared/intents";
import { PostStatusBadge } from "~/components/staff/shared/status-badge";
import { postIdSchema } from "~/domain/blog-post";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { href } from "~/i18n/paths";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { imageVariant } from "~/lib/stored-image";
import { staffFormats } from "~/lib/shop-clock";
import { deletePost, listStaffPosts, releaseCover } from "~/server/blog/blog-editor.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/posts";
import { EmptyState } from "~/components/ui/empty-state";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).posts.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "blog");
  const rows = await listStaffPosts(db);
  return {
    posts: rows.map(({ publishedAt, coverImage, imageUrl, ...post }) => ({
      ...post,
      publishedAt: publishedAt?.toISOString() ?? null,
      hasCover: coverImage != null,
      thumb: coverImage ? (imageVariant(coverImage, 400)?.url ?? null) : imageUrl,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "blog");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.posts;
  const form = await readFormData(request);
  if (form.get("intent") !== POSTS_INTENT.delete) return reply({ ok: false, message: t.unknownAction }, 400);
  const parsed = parseForm(postIdSchema, form);
  if (!parsed.ok || parsed.data.id == null) return reply({ ok: false, message: t.invalidRequest }, 400);
  try {
    const { title, cover } = await deletePost(db, parsed.data.id, staffActor(user));
    await releaseCover(db, cover);
    return reply({ ok: true, message: t.deleted(title) });
  } catch (e) {
    return replyFromError(e, { failed: t.deleteFailed, log: "posts", t: texts });
  }
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["posts"][number];

export default function Posts() {
  const { posts } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState<Row | null>(null);
  useActionToast(fetcher);
  const t = useStaffText().posts;
  const format = staffFormats(useStaffLocale());
  const deleting = fetcher.state !== "idle" ? Number(fetcher.formData?.get("id")) : null;

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.count(posts.length)}
        align="center"
        actions={
          <Link to={staffPath("postNew")} className={`${primaryButton} min-h-11`} data-testid="new-post">
            <Plus aria-hidden className="h-4 w-4" /> {t.newPost}
          </Link>
        }
      />

      {posts.length === 0 ? (
        <EmptyState className="mt-8">
          {t.empty} <strong>{t.newPost}</strong>.
        </EmptyState>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {posts.map((p) => (
            <li
              key={p.id}
              className={`flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:p-4 ${deleting === p.id ? "opacity-50" : ""}`}
              data-testid="post-row"
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                {p.thumb ? (
                  <img src={p.thumb} alt="" width={96} height={54} className="h-14 w-24 shrink-0 rounded-md bg-slate-100 object-cover" />
                ) : (
                  <div aria-hidden className="h-14 w-24 shrink-0 rounded-md bg-slate-100" />
                )}
                <div className="min-w-0">
                  <h2 className="font-semibold leading-snug">
                    <Link to={staffPath("post", { id: p.id })} className="hover:text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                    <span
                      className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-700"
                      title={t.languages[p.language]}
                    >
                      {p.language}
                    </span>
                    <PostStatusBadge status={p.status} />
                    {p.publishedAt && <span>{format.dateTime.format(new Date(p.publishedAt))}</span>}
                  </p>
                  <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
                    <Languages aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                    {p.translation ? (
                      <span className="min-w-0">
                        {t.languages[p.translation.language]}:{" "}
                        <Link to={staffPath("post", { id: p.translation.id })} className="text-brand-700 underline">
                          {p.translation.title}
                        </Link>
                      </span>
                    ) : (
                      <span className="italic">{t.noTranslation(t.languages[p.language === "es" ? "en" : "es"])}</span>
                    )}
                  </p>
                </div>
              </div>
              <div className="flex w-full shrink-0 gap-2 sm:w-auto">
                <Link to={staffPath("post", { id: p.id })} className={`${secondaryButton} min-h-11 flex-1 sm:flex-none`}>
                  <Pencil aria-hidden className="h-4 w-4" /> {t.edit}
                </Link>
                {p.status === "published" && (
                  <a
                    href={href("blogPost", p.language, { slug: p.slug })}
                    className={`${secondaryButton} min-h-11 flex-1 sm:flex-none`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <ExternalLink aria-hidden className="h-4 w-4" /> {t.view}
                  </a>
                )}
                <button
                  type="button"
                  className={`${secondaryButton} min-h-11 flex-1 text-red-700 sm:flex-none`}
                  onClick={() => setConfirming(p)}
                  disabled={deleting === p.id}
                  aria-label={t.deleteLabel(p.title)}
                >
                  <Trash2 aria-hidden className="h-4 w-4" /> <span>{t.delete}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeletePostDialog
        post={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(p) => fetcher.submit({ intent: POSTS_INTENT.delete, id: String(p.id) }, { method: "post", action: staffPath("posts") })}
      />
    </div>
  );
}
