// A customer's quote, reached by its signed link (sent by WhatsApp or e-mail, in the customer's
// language): the shop, the quote's number and revision, its lines and totals with IVA, until when
// it is valid and the shop's note, and while it is open two plain forms: accept (optionally with a
// fitting time from the agenda's free times) or decline (with an optional reason). The answer
// redirects (303) to ?done=1, the confirmation; opening the link again shows the answer. An
// expired, changed or answered quote says so; a forged link is a 404 (app/server/quotes/quote-link.server.ts).
import { data } from "react-router";
import { RouteError } from "~/components/route-error";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { QuoteAnswerForms } from "~/components/store/quote/quote-answer-forms";
import { QuoteHeading, QuoteLines, QuoteNote, QuotePhotoList } from "~/components/store/quote/quote-document";
import { QuoteAnsweredBefore, QuoteAnsweredNow, QuoteExpired, QuoteRefusal } from "~/components/store/quote/quote-status";
import { type Locale, localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { useLocale } from "~/i18n/use-locale";
import { requireParam } from "~/lib-ui/route-params";
import { readFormData } from "~/server/forms/read-form.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { answerByLink, quoteLinkView } from "~/server/quotes/quote-link.server";
import type { Route } from "./+types/quote";

/** No promo popup over the customer's quote. */
export const handle = { promoPopup: false };

export function meta({ location }: Route.MetaArgs) {
  const m = messages(localeFromPath(location.pathname)).quote;
  return [{ title: m.metaTitle }, { name: "robots", content: "noindex, nofollow" }];
}

// The quote link has the shape of every signed customer link (id, dot, signature).
const tokenOf = (params: Route.LoaderArgs["params"]) => requireParam("cancelToken", params.token);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const url = new URL(request.url);
  const view = await quoteLinkView(db, tokenOf(params), {
    locale: localeFromPath(url.pathname),
    done: url.searchParams.get("done") === "1",
  });
  if (!view) throw data(null, { status: 404 });
  return view;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, clientIp } = shopRequest(context);
  const token = tokenOf(params);
  const form = await readFormData(request);
  return answerByLink(db, form, token, { locale: localeFromPath(new URL(request.url).pathname), clientIp });
}

export default function QuotePage({ loaderData: quote, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const refused = actionData ?? null;
  if (quote.done && quote.answer)
    return (
      <Page>
        <div role="status">
          <QuoteAnsweredNow locale={locale} quote={quote} answer={quote.answer} />
        </div>
        <QuoteHeading locale={locale} quote={quote} heading={false} />
        <QuoteLines locale={locale} quote={quote} />
        <Questions locale={locale} number={quote.number} />
      </Page>
    );
  const expired = quote.status === "expired";
  const document = (
    <>
      <QuoteHeading locale={locale} quote={quote} />
      {refused && <QuoteRefusal locale={locale} quote={quote} refused={refused} />}
      {quote.answer && <QuoteAnsweredBefore locale={locale} quote={quote} answer={quote.answer} />}
      {expired && <QuoteExpired locale={locale} quote={quote} />}
      <QuoteLines locale={locale} quote={quote} />
      <QuotePhotoList locale={locale} quote={quote} />
      <QuoteNote locale={locale} note={quote.note} />
    </>
  );
  // Answered or expired: the quote alone, in one column.
  if (quote.status !== "open")
    return (
      <Page>
        {document}
        {!expired && <Questions locale={locale} number={quote.number} />}
      </Page>
    );
  // Open: the quote, and its answers beside it on a wide screen (under it on a phone).
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10 lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <div className="space-y-4">{document}</div>
      <div className="mt-6 space-y-4 lg:sticky lg:top-4 lg:mt-0">
        <QuoteAnswerForms locale={locale} quote={quote} refused={refused} />
        <Questions locale={locale} number={quote.number} />
      </div>
    </div>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl space-y-4 px-4 py-6 md:py-10">{children}</div>;
}

function Questions({ locale, number }: { locale: Locale; number: string }) {
  const m = messages(locale).quote;
  return (
    <section className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold">{m.questions}</p>
      <ContactButtons locale={locale} whatsappText={m.whatsappText(number)} className="mt-3" />
    </section>
  );
}

/** A forged or mistyped link. */
function InvalidLink({ locale }: { locale: Locale }) {
  const m = messages(locale).quote;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{m.invalidTitle}</h1>
      <p className="text-slate-700" data-testid="quote-invalid">
        {m.invalidText}
      </p>
      <ContactButtons locale={locale} className="justify-center" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<InvalidLink locale={locale} />} />;
}
