// What the HTTP server hands every loader and action besides the request: values only Express
// knows. Request headers are the client's to write, so nothing here is read from one that the
// client could send itself.
import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP nonce (set by the security headers middleware). */
    cspNonce: string;
    /** The client's address: the socket's, or the proxy chain's when `trust proxy` is on. */
    clientIp: string;
  }
}

export function getLoadContext(req: Request, res: Response): AppLoadContext {
  return { cspNonce: res.locals.cspNonce, clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" };
}
