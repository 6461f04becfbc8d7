// The render context of a page that is not hydrated, cut down to the routes it renders.
// React Router's ServerRouter turns every route of the route manifest into a route object on every
// render (two passes over some sixty routes, both languages of every screen): 12-17 % of the CPU
// of an uncached public page in a PostgreSQL profile. A page that ships no React to the browser needs only its matched
// routes (their modules, links and meta): nothing on it links with <Link> or prefetches, and no
// manifest goes to the browser. Hydrated pages (the back-office) keep the whole manifest, which
// the client router needs. tests/integration/render-routes.test.ts proves the HTML is the same.
import type { EntryContext } from "react-router";

export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const routes: typeof all = {};
  for (const match of context.staticHandlerContext.matches) {
    const route = all[match.route.id];
    if (route) routes[match.route.id] = route;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}
