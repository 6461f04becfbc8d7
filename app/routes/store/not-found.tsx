// Unknown paths: old and mixed-language paths answer a permanent redirect (id and query kept);
// anything else is the 'Oops! Page not found' page in the path's language, with HTTP 404.
import { Home, Search } from "~/components/store/icons";
import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { type Locale, localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { redirectStatus, redirectTarget } from "~/i18n/redirects";

export function meta({ loaderData }: Route.MetaArgs) {
  const m = messages(loaderData?.locale ?? "es");
  return [{ title: m.notFound.title }, { name: "robots", content: "noindex" }];
}

function answer(request: Request) {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, url.search);
  if (target) throw redirect(target, redirectStatus(request.method));
  console.warn(`404: ${url.pathname}`);
  const locale: Locale = localeFromPath(url.pathname);
  return data({ locale }, { status: 404 });
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(request);
}

export function action({ request }: Route.ActionArgs) {
  return answer(request);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const locale = loaderData?.locale ?? "es";
  const m = messages(locale).notFound;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p aria-hidden className="text-6xl font-black text-brand-100">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold">{m.title}</h1>
      <p className="mt-3 text-slate-600">{m.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={href("home", locale)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Home aria-hidden className="h-5 w-5" /> {m.home}
        </a>
        <a
          href={href("listing", locale)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Search aria-hidden className="h-5 w-5" /> {m.search}
        </a>
      </div>
    </div>
  );
}
