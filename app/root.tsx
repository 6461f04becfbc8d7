import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from "react-router";
import storeEnhanceSrc from "virtual:store-enhance";
import type { Route } from "./+types/root";
import "./app.css";
import { HTML_LANG, localeFromPath } from "./i18n/locale";
import { useNonce } from "./lib/nonce";
import { getUser } from "./server/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  return { user: user ? { email: user.email, name: user.name, isAdmin: user.isAdmin } : null };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The signed-in user, from any component. */
export function useOptionalUser() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  // Staff screens are English; public pages follow the path.
  const lang = HTML_LANG[localeFromPath(pathname)];
  const staff = /^\/(login|dashboard|inventory|checkout|invoices|reservations|import)(\/|$)/.test(pathname);
  // Routes with handle.hydrate === false (the public pages) ship no React to the browser, only the
  // enhancement script (docs/decisions/060-public-pages-without-hydration.md); staff screens are a
  // hydrated React app.
  const hydrate = !useMatches().some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
  return (
    <html lang={staff ? "en" : lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="module" src={storeEnhanceSrc} nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const en = localeFromPath(pathname) === "en";
  let title = en ? "Something went wrong" : "Algo ha ido mal";
  let detail = en ? "Please try again in a moment." : "Inténtalo de nuevo en un momento.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Oops! Page not found";
      detail = en ? "The page you are looking for does not exist." : "La página que buscas no existe.";
    } else if (error.status === 403) {
      title = en ? "Access denied" : "Acceso denegado";
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{detail}</p>
      <a className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white" href={en ? "/en" : "/"}>
        {en ? "Back to home" : "Volver al inicio"}
      </a>
    </main>
  );
}
