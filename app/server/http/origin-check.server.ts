// Cross-site form posts are refused: a browser always sends Origin (or Sec-Fetch-Site) on a POST,
// so a write whose Origin is another site, "null" (a sandboxed or file page) or that the browser
// marks cross-site never reaches an action.
import type { RequestHandler } from "express";

export interface OriginCheckOptions {
  /** The public origin, accepted besides the Host the request was sent to (a proxy may rewrite Host). */
  publicUrl: string | undefined;
}

export function originCheck({ publicUrl }: OriginCheckOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const host = req.headers.host;
    let ok = true;
    if (origin && origin !== "null") {
      try {
        const o = new URL(origin);
        ok = o.host === host || (!!publicUrl && origin === publicUrl);
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
