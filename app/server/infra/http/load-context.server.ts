// What the HTTP server hands every loader and action besides the request: values only Express
// knows. Request headers are the client's to write, so nothing here is read from one that the
// client could send itself.
import type { Express, NextFunction, Request, Response } from "express";
import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "../../auth/auth.server";
import type { Database, Db } from "../db.server";
import type { TrustProxy } from "../env.server";

/** What a loader or action gets besides the request, through React Router's typed context. */
export interface ShopRequest {
  /** The shop's database (the one the server opened at start; a test's own in tests). */
  db: Db;
  /** The same database opened: its kind and, on PGlite, its dump (the backup download). */
  database: Database;
  /** The sign-in library's instance for that database: sessions, passwords, two-factor, cookie signing. */
  auth: Auth;
  /** This response's CSP nonce (set by the security headers middleware). */
  cspNonce: string;
  /** The client's address: the socket's, or the one the configured proxies saw (trustProxies). */
  clientIp: string;
  /**
   * The shop's public origin (PUBLIC_URL, or http://localhost:PORT): the only source of absolute
   * URLs (canonical, hreflang, Open Graph, JSON-LD, sitemap). Never the request's Host header,
   * which the client writes and which would end up in cached pages.
   */
  origin: string;
}

const shopRequestContext = createContext<ShopRequest>();

/** A loader's or action's request values: `const { db, origin } = shopRequest(context)`. */
export function shopRequest(context: Readonly<RouterContextProvider>): ShopRequest {
  return context.get(shopRequestContext);
}

/** The router context for one request (the server's getLoadContext; tests that call a route directly). */
export function requestContext(values: ShopRequest): RouterContextProvider {
  return new RouterContextProvider(new Map([[shopRequestContext, values]]));
}

/** React Router's getLoadContext for a shop served at `origin`, on the database and sign-in the server opened. */
export function loadContext(origin: string, database: Database, auth: Auth) {
  return (req: Request, res: Response): RouterContextProvider =>
    requestContext({
      db: database.db,
      database,
      auth,
      cspNonce: res.locals.cspNonce,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      origin,
    });
}

/**
 * Trusts exactly the configured reverse proxies (a number of hops, or their addresses): req.ip is
 * the address the nearest untrusted hop connected from (the entry our own proxy appended to
 * X-Forwarded-For), never one the client wrote.
 */
export function trustProxies(app: Express, proxies: TrustProxy) {
  app.set("trust proxy", Array.isArray(proxies) ? proxies : proxies > 0 ? proxies : false);
}

export const UNTRUSTED_PROXY_WARNING =
  "Warning: requests arrive with an X-Forwarded-For header but TRUST_PROXY=0, so the shop sees every visitor as the proxy's " +
  "own address: one visitor's failed sign-ins and reservations count against everyone. If a reverse proxy (nginx, Caddy) " +
  "stands in front of the shop, set TRUST_PROXY to the number of proxies (usually 1) or to their addresses; if none does, " +
  "a client is sending the header itself and it is ignored.";

/** With no proxy trusted, says once (the first request with X-Forwarded-For) that one may be missing. */
export function untrustedProxyWarning(proxies: TrustProxy, warn: (line: string) => void = console.warn) {
  let warned = proxies !== 0;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      warn(UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
