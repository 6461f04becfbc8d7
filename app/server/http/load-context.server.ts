// What the HTTP server hands every loader and action besides the request: values only Express
// knows. Request headers are the client's to write, so nothing here is read from one that the
// client could send itself.
import type { Express, Request, Response } from "express";
import type { AppLoadContext } from "react-router";

declare module "react-router" {
  interface AppLoadContext {
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
}

/** React Router's getLoadContext for a shop served at `origin`. */
export function loadContext(origin: string) {
  return (req: Request, res: Response): AppLoadContext => ({
    cspNonce: res.locals.cspNonce,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    origin,
  });
}

/**
 * Trusts exactly `proxies` reverse proxies: req.ip is the address the nearest untrusted hop
 * connected from (the entry our own proxy appended to X-Forwarded-For), never one the client wrote.
 */
export function trustProxies(app: Express, proxies: number) {
  app.set("trust proxy", proxies > 0 ? proxies : false);
}
