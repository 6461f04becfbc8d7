// The customer's unsubscribe link (every reminder e-mail carries it; decision 108), without signing
// in: GET only shows what would stop and a button, so a link preview or a mail scanner withdraws
// nothing; the button's plain form POST withdraws the e-mail consent (and the phone's when ticked)
// and redirects (303) to ?done=1. A forged link is a 404 and changes nothing; a customer with no
// consent left is told so. Never page-cached (app/server/infra/page-cache.server.ts).
import { data, redirect } from "react-router";
import { MessagePage } from "~/components/store/message-page";
import { FormAlert } from "~/components/store/public-form";
import { RouteError } from "~/components/route-error";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { unsubscribeFormSchema } from "~/domain/consent";
import { HOOK, hook } from "~/enhance/contract";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { parseForm } from "~/lib/form";
import { type Locale, localeFromPath } from "~/lib/locale";
import { requireParam } from "~/lib-ui/route-params";
import { unsubscribeByLink, unsubscribeView } from "~/server/customers/consent.server";
import { readFormData } from "~/server/forms/read-form.server";
import { dbErrorMessage } from "~/server/infra/db.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { partLogger } from "~/server/infra/logger.server";
import type { Route } from "./+types/unsubscribe";

/** No promo popup over the customer's page. */
export const handle = { promoPopup: false };

export function meta({ location }: Route.MetaArgs) {
  const m = messages(localeFromPath(location.pathname)).unsubscribe;
  return [{ title: m.metaTitle }, { name: "robots", content: "noindex, nofollow" }];
}

// The link has the shape of every signed customer link (id, dot, signature).
const tokenOf = (params: Route.LoaderArgs["params"]) => requireParam("cancelToken", params.token);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const url = new URL(request.url);
  const view = await unsubscribeView(db, tokenOf(params));
  if (!view) throw data(null, { status: 404 });
  if (url.searchParams.get("done") === "1") return { kind: "done" as const, phone: url.searchParams.get("phone") === "1" };
  if (!view.email && !view.phone) return { kind: "already" as const };
  return { kind: "confirm" as const, phone: view.phone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const token = tokenOf(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const parsed = parseForm(unsubscribeFormSchema, await readFormData(request));
  const phone = parsed.ok && parsed.data.phone;
  let result: Awaited<ReturnType<typeof unsubscribeByLink>>;
  try {
    result = await unsubscribeByLink(db, token, { phone });
  } catch (e) {
    partLogger("unsubscribe").error(`[unsubscribe] ${dbErrorMessage(e)}`);
    return data({ failed: true }, { status: 500 });
  }
  if (!result) throw data(null, { status: 404 });
  return redirect(href("unsubscribe", locale, { token }, result.withdrawn.includes("phone") ? "done=1&phone=1" : "done=1"), 303);
}

export default function Unsubscribe({ loaderData: v, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale).unsubscribe;
  if (v.kind === "done")
    return (
      <MessagePage title={m.doneTitle} done testId="unsubscribe-done">
        <p role="status" className="mt-3 text-slate-700">
          {m.doneText}
          {v.phone && ` ${m.donePhone}`}
        </p>
        <Home locale={locale} />
      </MessagePage>
    );
  if (v.kind === "already")
    return (
      <MessagePage title={m.alreadyTitle} testId="unsubscribe-already">
        <p className="mt-3 text-slate-700">{m.alreadyText}</p>
        <Home locale={locale} />
      </MessagePage>
    );
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
      {actionData?.failed && <FormAlert>{m.failed}</FormAlert>}
      <Card>
        <CardContent>
          <p className="text-slate-700">{m.text}</p>
          <form method="post" className="mt-4 space-y-4" {...hook(HOOK.pendingLabel, m.submitting)}>
            {v.phone && (
              <label className="flex min-h-11 items-start gap-3 text-slate-800">
                <input type="checkbox" name="phone" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" data-testid="unsubscribe-phone" />
                <span>{m.phone}</span>
              </label>
            )}
            <button type="submit" className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`} data-testid="unsubscribe-confirm">
              {m.confirm}
            </button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function Home({ locale }: { locale: Locale }) {
  return (
    <div className="mt-6">
      <a href={href("home", locale)} className={buttonClasses("outline")}>
        {messages(locale).unsubscribe.home}
      </a>
    </div>
  );
}

/** A forged or unknown link. */
function InvalidLink({ locale }: { locale: Locale }) {
  const m = messages(locale).unsubscribe;
  return (
    <MessagePage title={m.invalidTitle} testId="unsubscribe-invalid">
      <p className="mt-3 text-slate-700">{m.invalidText}</p>
      <Home locale={locale} />
    </MessagePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<InvalidLink locale={locale} />} />;
}
