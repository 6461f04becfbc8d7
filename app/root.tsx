import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from "react-router";
import storeEnhanceSrc from "virtual:store-enhance";
import type { Route } from "./+types/root";
import "./app.css";
import { RouteError } from "./components/route-error";
import { HTML_LANG } from "./lib/locale";
import { staffLocale } from "./i18n/staff-locale";
import { useLocale } from "./i18n/use-locale";
import { pageHydrates } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import type { RootData } from "./lib-ui/root-data";
import { getSettings } from "./server/settings/settings.server";
import { getUser } from "./server/auth/session.server";
import { isStaffPath } from "./staff-paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { db } = shopRequest(context);
  // The shop's settings once per request (cached in the process until a save): every component
  // reads them with useShop().
  const [user, shop] = await Promise.all([getUser({ request, context }), getSettings(db)]);
  return {
    user: user ? { email: user.email, name: user.name, isAdmin: user.isStaff, role: user.role } : null,
    shop,
    // The back-office's language: the account's choice, else the browser's (app/i18n/staff-locale.ts).
    staffLocale: staffLocale(user?.language, request.headers.get("accept-language")),
  };
}

/** The signed-in user, from any component. */
export function useOptionalUser() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const locale = useLocale();
  const staff = useRouteLoaderData<RootData>("root")?.staffLocale ?? "es";
  // Staff screens speak the account's language; public pages follow the path.
  const lang = HTML_LANG[isStaffPath(pathname) ? staff : locale];
  // Routes with handle.hydrate === false (the public pages) ship no React to the browser, only the
  // enhancement script (docs/decisions/060-public-pages-without-hydration.md); staff screens are a
  // hydrated React app.
  const hydrate = pageHydrates(useMatches().map((m) => m.handle));
  return (
    <html lang={lang}>
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
  return (
    <main>
      <RouteError error={error} />
    </main>
  );
}
