// /robots.txt: everything public may be crawled; staff screens, sign-in and the auth API may not.
// Names the sitemap with an absolute URL.
import type { Route } from "./+types/robots";
import { STAFF_PATH_PREFIXES } from "~/staff-paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export const DISALLOWED = [...STAFF_PATH_PREFIXES, "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  const body = ["User-agent: *", "Allow: /", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
