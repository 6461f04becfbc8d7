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

/**
 * A nonce of 16 random bytes, base64. The bytes come from the same generator as
 * crypto.randomBytes, drawn 4 KB at a time and each used once: a draw per response was about 1 %
 * of an uncached page's time.
 */
const noncePool = Buffer.alloc(4096);
let noncePoolAt = noncePool.length;
export function cspNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + 16);
  noncePoolAt += 16;
  return nonce;
}

export function securityHeaders({ dev, publicUrl }: SecurityHeadersOptions): RequestHandler {
  const httpsOrigin = (publicUrl ?? "").startsWith("https://");
  return (req, res, next) => {
    const nonce = cspNonce();
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
