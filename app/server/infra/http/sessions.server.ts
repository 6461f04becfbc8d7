// Sessions and cookies at the HTTP edge.
// - sessionRefresh: once per request carrying a session cookie, before the route runs, the
//   session's idle timeout is pushed forward and the refreshed cookie is sent with the response
//   (routes read the session without refreshing it). A session past its absolute lifetime is
//   ended here and its cookie cleared. A request whose session is a signed-in admin's is marked
//   `res.locals.staff` for the load shedding after it (staff are never shed by public load): the
//   session was checked here anyway, and a made-up cookie fails its signature before any query.
// - secureCookies: every cookie is marked Secure whenever the request came over https (directly
//   or through the trusted proxies' X-Forwarded-Proto), whatever PUBLIC_URL says.
import type { RequestHandler } from "express";
import type { Auth } from "../../auth/auth.server";
import { hasSessionCookie, readSession } from "../../auth/session.server";

declare global {
  namespace Express {
    interface Locals {
      /** The request carries a signed-in admin's session (set by sessionRefresh). */
      staff?: boolean;
    }
  }
}

export function sessionRefresh(auth: Auth): RequestHandler {
  return (req, res, next) => {
    if (!hasSessionCookie(req.headers.cookie)) return next();
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === "string") headers.set(k, v);
      else if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    }
    readSession(auth, headers, { refresh: true }).then(({ user, setCookies }) => {
      for (const c of setCookies) res.append("Set-Cookie", c);
      if (user?.isStaff) res.locals.staff = true;
      next();
    }, next);
  };
}

const withSecure = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

export function secureCookies(): RequestHandler {
  return (req, res, next) => {
    if (!req.secure) return next();
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() !== "set-cookie") return setHeader(name, value);
      return setHeader(name, typeof value === "number" ? value : typeof value === "string" ? withSecure(value) : value.map(withSecure));
    };
    next();
  };
}
