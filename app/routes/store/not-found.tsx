// Unknown paths: a 404 page in the path's language.
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { localeFromPath } from "~/i18n/locale";

export function meta() {
  return [{ title: "Oops! Page not found" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  console.warn(`404: ${url.pathname}`);
  return data({ path: url.pathname }, { status: 404 });
}

export default function NotFound() {
  const en = localeFromPath(useLocation().pathname) === "en";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Link to={en ? "/en" : "/"} className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
        {en ? "Return to Home" : "Volver al inicio"}
      </Link>
    </div>
  );
}
