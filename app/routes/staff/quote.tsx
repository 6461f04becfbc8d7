// A quote's page: the quote as the customer sees it (printable on A4), its link to copy or send by
// WhatsApp, change it (a new revision), record an answer given in person or by phone, and the
// answers and revisions so far.
import { useLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { QuoteDocument } from "~/components/staff/quotes/quote-document";
import { QuotePhotos } from "~/components/staff/quotes/quote-photos";
import { QuoteHistory, QuoteShare, RecordAnswer, SellQuote } from "~/components/staff/quotes/quote-actions";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { BackLink } from "~/components/ui/back-link";
import { PrintButton } from "~/components/ui/print-button";
import { quoteRecordSchemaIn, quoteSaleSchemaIn } from "~/domain/quote";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib-ui/route-params";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readForm } from "~/server/forms/read-form.server";
import { changePhotos, QUOTE_FORM_BODY_LIMIT } from "~/server/quotes/quote-photos.server";
import { replyAfter, replyFromError } from "~/server/forms/reply-from-error.server";
import { sellQuote } from "~/server/quotes/quote-sale.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { emailQuote, quotePage } from "~/server/quotes/quote-page.server";
import { answerQuote } from "~/server/quotes/quotes.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/quote";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).quotes;
  return [{ title: loaderData ? t.page.metaTitle(loaderData.quote.number) : t.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const quote = await quotePage(db, requireParam("recordId", params.id), requestStaffLocale(request, user));
  if (!quote) throw new Response("Quote not found", { status: 404 });
  return { quote };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const locale = requestStaffLocale(request, user);
  const all = staffMessages(locale);
  const texts = all.quotes;
  const id = requireParam("recordId", params.id);
  const read = await readForm(request, QUOTE_FORM_BODY_LIMIT);
  if (!read.ok) {
    const message = read.status === 413 ? texts.photos.messages.tooLarge : texts.photos.unreadable;
    return reply({ ok: false, message, fieldErrors: read.status === 413 ? { photo: message } : undefined }, read.status);
  }
  const form = read.form;
  const intent = form.get("intent");
  if (intent === "photo-add" || intent === "photo-delete") return changePhotos(db, id, form, staffActor(user), all);
  if (form.get("intent") === "sell") {
    const sale = parseForm(quoteSaleSchemaIn(all.checkout.form), form);
    if (!sale.ok) return reply<{ saleId: number }>({ ok: false, message: sale.formError, fieldErrors: sale.fieldErrors }, 400);
    try {
      const invoice = await sellQuote(db, id, staffActor(user), sale.data);
      return reply<{ saleId: number }>({ ok: true, message: texts.toasts.sold(invoice.invoiceNumber), saleId: invoice.id });
    } catch (e) {
      return replyFromError<{ saleId: number }>(e, { failed: texts.toasts.failed, log: "quotes", t: all });
    }
  }
  if (form.get("intent") === "email")
    return replyAfter(
      texts.toasts.failed,
      () => emailQuote(db, staffActor(user), id).then((sent) => texts.toasts.emailed(sent.to)),
      "quotes",
      all,
    );
  if (form.get("intent") !== "answer") return reply({ ok: false, message: texts.toasts.failed }, 400);
  const parsed = parseForm(quoteRecordSchemaIn(texts.record), form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  return replyAfter(
    texts.toasts.failed,
    () => answerQuote(db, id, staffActor(user), parsed.data).then(() => texts.toasts.answered),
    "quotes",
    all,
  );
}

export default function Quote() {
  const { quote } = useLoaderData<typeof loader>();
  const t = useStaffText().quotes;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <BackLink to={staffPath("quotes")}>{t.page.back}</BackLink>
        <PrintButton secondary />
      </div>
      <h1 className="sr-only">{quote.number}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <QuoteDocument q={quote} />
        <QuoteDocument q={quote} printed />
        <div className="space-y-4">
          <SellQuote q={quote} />
          <QuotePhotos number={quote.number} photos={quote.photos} editable={quote.status === "open"} />
          <QuoteShare q={quote} />
          <RecordAnswer q={quote} />
          <QuoteHistory q={quote} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().quotes;
  return (
    <RouteError error={error} notFound={<StaffNotFound title={t.refusals.notFound} back={staffPath("quotes")} backLabel={t.page.back} />} />
  );
}
