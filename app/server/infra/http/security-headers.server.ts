// Security headers on every response, with a fresh CSP nonce per response: inline scripts run only
// when they carry this response's nonce. Development adds what Vite's hot reload needs.
import crypto from "node:crypto";
import type { RequestHandler } from "express";

declare global {
  namespace Express {
    interface Locals {
      /** This response's CSP nonce; rendering puts it on every script tag. */
      cspNonce: string;
    }
  }
}

export interface SecurityHeadersOptions {
  dev: boolean;
  /** The public origin; an https one turns on HSTS even when TLS ends at a proxy. */
  publicUrl: string | undefined;
}

export function securityHeaders({ dev, publicUrl }: SecurityHeadersOptions): RequestHandler {
  const httpsOrigin = (publicUrl ?? "").startsWith("https://");
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-inline' 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${dev ? " ws: wss:" : ""}`,
      "frame-src https://www.google.com https://maps.google.com",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (req.secure || httpsOrigin) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
