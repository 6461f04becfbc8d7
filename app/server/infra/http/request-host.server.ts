// The request's host and scheme must be able to form a URL: React Router's Express adapter builds
// the request's URL from them (the Host header, or behind a trusted proxy X-Forwarded-Host and
// X-Forwarded-Proto) before any route runs, and a value that is not a host name or address with an
// optional port (`a b`, `x:99999999`, `[::1`, an empty or missing Host) or a scheme other than http
// or https would fail there with a 500 and a logged stack trace. Such a request is answered 400
// here. routerOrigin() is that URL's origin, which the cross-site check compares Origin with.
import type { Request, RequestHandler } from "express";

/** A DNS name (letters, digits, hyphens, dots) or an IPv4 or bracketed IPv6 address, then an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** Whether `value` is a Host header value a URL can be built from: host[:port], port 0-65535. */
export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const m = HOST.exec(value);
  if (!m || (m[1] != null && Number(m[1]) > 65535)) return false;
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The origin of the URL React Router gives this request, computed as its Express adapter does
 * (host name from req.hostname; port from a trusted X-Forwarded-Host, else from Host; scheme from
 * req.protocol), or null when the request's host or scheme cannot form a URL.
 */
export function routerOrigin(req: Request): string | null {
  if (!isValidHost(req.get("host")) || !isValidHost(req.host) || !/^https?$/i.test(req.protocol)) return null;
  const portOf = (v: string | undefined) => Number.parseInt(v?.split(":")[1] ?? "", 10);
  const forwardedPort = req.app.enabled("trust proxy") ? portOf(req.get("x-forwarded-host")) : Number.NaN;
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : portOf(req.get("host"));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) && port ? `:${port}` : ""}/`).origin;
  } catch {
    return null;
  }
}

export function requestHost(): RequestHandler {
  return (req, res, next) => {
    if (routerOrigin(req) == null) {
      res.status(400).type("text/plain").send("Bad Request: invalid host");
      return;
    }
    next();
  };
}
