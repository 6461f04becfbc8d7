// The blog editor (/posts/new and /posts/:id): title, slug (proposed from the title until edited),
// content in Markdown with a preview rendered and sanitised by the server, excerpt and meta
// description, language, status and publish date (a future date schedules the post), the post in
// the other language it translates, and a cover image uploaded in the same form (checked, resized
// and stripped of its metadata by app/server/infra/images.server.ts). Delete asks for a confirmation.
import { data, useLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { POSTS_INTENT } from "~/components/staff/shared/intents";
import { PostEditor } from "~/components/staff/post-edit/post-editor";
import { POST_FORM_BODY_LIMIT, type PreviewResult, previewSchemaIn } from "~/domain/blog-post";
import { INTL_LOCALE } from "~/lib/locale";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib-ui/route-params";
import { renderPostMarkdown } from "~/server/blog/markdown.server";
import { coverTooLarge, loadPostEditor, savePostForm } from "~/server/blog/post-form.server";
import { readForm } from "~/server/forms/read-form.server";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/post-edit";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).posts;
  return [{ title: loaderData?.post ? t.editor.metaEdit(loaderData.post.title) : t.newPost }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "blog");
  const id = params.id === undefined ? null : requireParam("postId", params.id);
  const loaded = await loadPostEditor(db, id);
  if (!loaded) throw data(null, { status: 404 });
  return loaded;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "blog");
  const locale = requestStaffLocale(request, user);
  const t = staffMessages(locale).posts;
  const id = params.id === undefined ? null : requireParam("postId", params.id);
  const read = await readForm(request, POST_FORM_BODY_LIMIT);
  if (!read.ok) {
    const message = read.status === 413 ? coverTooLarge(t) : t.unreadable;
    return reply<{ id: number }>({ ok: false, message, fieldErrors: read.status === 413 ? { cover: message } : undefined }, read.status);
  }
  const form = read.form;
  switch (form.get("intent")) {
    case POSTS_INTENT.preview: {
      const parsed = parseForm(previewSchemaIn(t.form, INTL_LOCALE[locale]), form);
      if (!parsed.ok) return data<PreviewResult>({ ok: false, message: parsed.formError }, { status: 400 });
      return data<PreviewResult>({ ok: true, html: await renderPostMarkdown(parsed.data.markdown) });
    }
    case POSTS_INTENT.save:
      return savePostForm(db, form, id, staffActor(user), locale);
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function PostEdit() {
  const { post, choices } = useLoaderData<typeof loader>();
  // A fresh editor for each post (after "save" of a new one, the page becomes that post's).
  return <PostEditor key={post?.id ?? "new"} post={post} choices={choices} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().posts.editor;
  return <RouteError error={error} notFound={<StaffNotFound title={t.notFound} back={staffPath("posts")} backLabel={t.backToPosts} />} />;
}
