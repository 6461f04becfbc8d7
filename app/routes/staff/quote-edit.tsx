// The quote editor: a new quote (/quotes/new, the customer preset from ?name=&phone=&email=&plate=
// when started from a customer's page) or a new revision of one (/quotes/:id/edit). Saving prices
// the stock tyres and services on the server and opens the quote's page.
import { useLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { QuoteEditor } from "~/components/staff/quotes/quote-editor";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { BackLink } from "~/components/ui/back-link";
import { PageHeader } from "~/components/ui/page-header";
import { quoteFormSchemaIn } from "~/domain/quote";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib-ui/route-params";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { quoteEditor } from "~/server/quotes/quote-page.server";
import { createQuote, reviseQuote } from "~/server/quotes/quotes.server";
import { getSettings } from "~/server/settings/settings.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/quote-edit";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).quotes.editor;
  const q = loaderData?.quote;
  return [{ title: q ? t.titleRevise(q.number) : t.titleNew }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const id = params.id === undefined ? null : requireParam("recordId", params.id);
  const editor = await quoteEditor(db, id, requestStaffLocale(request, user));
  if (!editor) throw new Response("Quote not found", { status: 404 });
  const search = new URL(request.url).searchParams;
  const preset = (name: string, max: number) => (search.get(name) ?? "").trim().slice(0, max);
  return {
    ...editor,
    preset: {
      customerName: preset("name", 120),
      phone: preset("phone", 30),
      email: preset("email", 254),
      plate: preset("plate", 20),
      fromFollowUp: preset("from", 10),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const all = staffMessages(requestStaffLocale(request, user));
  const texts = all.quotes;
  const id = params.id === undefined ? null : requireParam("recordId", params.id);
  // An empty validity is the shop's (the editor starts from it too).
  const { quoteValidDays } = await getSettings(db);
  const parsed = parseForm(quoteFormSchemaIn(texts.form, quoteValidDays), await readFormData(request));
  if (!parsed.ok) return reply<{ id: number }>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    if (id == null) {
      const made = await createQuote(db, staffActor(user), parsed.data);
      return reply<{ id: number }>({ ok: true, message: texts.toasts.created(made.number), id: made.id });
    }
    const { revision } = await reviseQuote(db, staffActor(user), id, parsed.data);
    return reply<{ id: number }>({ ok: true, message: texts.toasts.revised(revision), id });
  } catch (e) {
    return replyFromError<{ id: number }>(e, { failed: texts.toasts.failed, log: "quotes", t: all });
  }
}

export default function QuoteEdit() {
  const { quote, services, preset } = useLoaderData<typeof loader>();
  const t = useStaffText().quotes;
  return (
    <div>
      <BackLink to={quote ? staffPath("quote", { id: quote.id }) : staffPath("quotes")} className="mb-2">
        {t.page.back}
      </BackLink>
      <PageHeader
        title={quote ? t.editor.titleRevise(quote.number) : t.editor.titleNew}
        subtitle={quote ? t.editor.reviseNote : undefined}
      />
      <QuoteEditor key={quote?.id ?? "new"} quote={quote} services={services} preset={preset} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().quotes;
  return (
    <RouteError error={error} notFound={<StaffNotFound title={t.refusals.notFound} back={staffPath("quotes")} backLabel={t.page.back} />} />
  );
}
