// Cross-site form posts are refused: a browser always sends Origin (or Sec-Fetch-Site) on a POST,
// so a write whose Origin is another site, "null" (a sandboxed or file page) or that the browser
// marks cross-site never reaches an action.
//
// "Another site" is any origin but the request's own as React Router sees it (routerOrigin: the
// Host, or behind a trusted proxy the forwarded host and scheme). React Router refuses an action
// whose Origin differs from it anyway, but with a 400 and a logged stack trace; here it is a 403,
// and nothing is logged.
import type { RequestHandler } from "express";
import { routerOrigin } from "./request-host.server";

export function originCheck(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    let ok = true;
    if (origin && origin !== "null") {
      try {
        ok = new URL(origin).origin === routerOrigin(req);
      } catch {
        ok = false;
      }
    } else if (origin === "null" || fetchSite === "cross-site") {
      ok = false;
    }
    if (!ok) {
      res.status(403).type("text/plain").send("Cross-origin request refused");
      return;
    }
    next();
  };
}
