// Renders a back-office component to HTML as the server does: inside a data router whose root
// route holds the account's language (the staff components read it with useStaffLocale()) and
// whatever else of the root's data a test gives (the signed-in user, for a part that shows by role).
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "~/lib/locale";

export async function renderStaffMarkup(
  element: ReactElement,
  staffLocale: Locale = "en",
  root: Record<string, unknown> = {},
): Promise<string> {
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => ({ staffLocale, ...root }), Component: () => element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`the stub router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}
