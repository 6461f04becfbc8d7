// A path segment whose %-escapes are malformed (/neumatico/%E0%A4%A, /blog/%ff) is passed on as the
// literal text it is (its % escaped as %25), so the router matches it like any other value and the
// route's parameter check answers with its 404 page, without the router logging a decoding error
// for every such request.
import type { RequestHandler } from "express";

/**
 * Whether the segment's %-escapes decode. The decoded text is compared, not thrown away: the
 * server bundler drops a call to a built-in whose result is unused, and with it the throw.
 */
function decodes(segment: string): boolean {
  try {
    return typeof decodeURIComponent(segment) === "string";
  } catch {
    return false;
  }
}

/** The URL with every undecodable path segment escaped as literal text; unchanged otherwise. */
export function escapeMalformedSegments(url: string): string {
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const segments = pathname.split("/");
  let changed = false;
  const fixed = segments.map((segment) => {
    if (decodes(segment)) return segment;
    changed = true;
    return segment.replace(/%/g, "%25");
  });
  return changed ? fixed.join("/") + (q === -1 ? "" : url.slice(q)) : url;
}

export function malformedPaths(): RequestHandler {
  return (req, _res, next) => {
    const url = escapeMalformedSegments(req.originalUrl);
    // React Router reads originalUrl; Express routes read url. Before any router, they are equal.
    if (url !== req.originalUrl) req.url = req.originalUrl = url;
    next();
  };
}
