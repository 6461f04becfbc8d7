// Quotes (presupuestos): the list by status, newest first, and the way to a new one.
import { Plus } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { QuoteFilters, QuoteList } from "~/components/staff/quotes/quote-list";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { quoteList } from "~/server/quotes/quote-page.server";
import { QUOTE_LIST_FILTERS, type QuoteListFilter } from "~/server/quotes/quotes.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/quotes";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).quotes.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const asked = new URL(request.url).searchParams.get("status") ?? "open";
  const status: QuoteListFilter = (QUOTE_LIST_FILTERS as readonly string[]).includes(asked) ? (asked as QuoteListFilter) : "open";
  return { status, quotes: await quoteList(db, status, requestStaffLocale(request, user)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "quotes");
  throw methodNotAllowed();
}

export default function Quotes() {
  const { status, quotes } = useLoaderData<typeof loader>();
  const t = useStaffText().quotes;
  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <Link to={staffPath("quoteNew")} className={buttonClasses("primary", "md", "min-h-11")} data-testid="new-quote">
            <Plus aria-hidden className="h-4 w-4" /> {t.newQuote}
          </Link>
        }
      />
      <QuoteFilters current={status} />
      <QuoteList quotes={quotes} />
    </div>
  );
}
