// Back-office pages and every response to a signed-in user (or one carrying a flash message) are
// someone's own: no shared cache (a proxy, a CDN) and no browser back/forward store may keep them.
// Anonymous public pages keep whatever caching their route sets.
import type { RequestHandler } from "express";
import { isStaffPath } from "~/staff-paths";
import { isPersonalRequest } from "../page-cache.server";

export const PRIVATE_CACHE_CONTROL = "no-store, private";

export function privateResponses(): RequestHandler {
  return (req, res, next) => {
    if (isStaffPath(req.path) || isPersonalRequest(req.headers.cookie)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      // A route's own header (a public sitemap, say) must not loosen it for this response.
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name: string, value: number | string | readonly string[]) =>
        name.toLowerCase() === "cache-control" ? res : setHeader(name, value);
    }
    next();
  };
}
