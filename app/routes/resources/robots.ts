// /robots.txt: everything public may be crawled; staff screens, sign-in and the auth API may not.
// Names the sitemap with an absolute URL.
import type { Route } from "./+types/robots";
import { siteOrigin } from "~/lib/seo";
import { STAFF_PATH_PREFIXES } from "~/staff-paths";

export const DISALLOWED = [...STAFF_PATH_PREFIXES, "/api/"];

export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request.url);
  const body = ["User-agent: *", "Allow: /", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
