// Serves anonymous public HTML from the page micro-cache and fills it from the responses rendered
// for cache misses (rules in ../page-cache.server.ts, docs/decisions/005-page-micro-cache.md).
// Sits after the security headers (it needs this response's nonce) and after compression (it must
// see the body before it is compressed).
import type { RequestHandler, Response } from "express";
import { dataChanged, onDataChanged } from "../cache-bus.server";
import { type PageCache, isCacheableRequest, mayHaveChangedData, pageCacheKey, withNonce } from "../page-cache.server";

export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  // Emptied with every other cache, by a write in this process or (PostgreSQL) in another one.
  onDataChanged(() => cache.clear());
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Emptied when the request was accepted (below 400: an action's success, its redirect; its
      // transaction has committed): refused and junk requests wrote nothing, so they leave the
      // caches alone, and so do sign-in forms, which change no shown data. dataChanged also
      // tells the other server processes (cache-bus.server.ts).
      res.on("finish", () => {
        if (mayHaveChangedData(req.path, res.statusCode)) void dataChanged();
      });
      return next();
    }
    if (!cache.enabled || !isCacheableRequest(req.method, req.path, req.headers.cookie)) return next();
    const key = pageCacheKey(req.originalUrl);
    // A miss is rendered from the key, so the stored page echoes no parameter the page does not
    // read (its language link keeps the query) and fits every URL that shares the key.
    if (key !== req.originalUrl) req.url = req.originalUrl = key;
    const nonce = res.locals.cspNonce;
    const generation = cache.generation;
    const hit = cache.get(key);
    if (hit) {
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      res.setHeader("X-Page-Cache", "hit");
      res.send(withNonce(hit, nonce));
      return;
    }
    captureBody(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 200 && type.startsWith("text/html") && !res.getHeader("set-cookie")) {
        cache.set(key, { status: 200, contentType: type, body, nonce }, generation);
      } else {
        cache.abandon(key);
      }
    });
    // A response that never ends (the client went away mid-render) leaves nothing to store.
    res.on("close", () => {
      if (!res.writableEnded) cache.abandon(key);
    });
    next();
  };
}

/** Calls `done` with the whole body as the response ends, passing every chunk on unchanged. */
function captureBody(res: Response, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  const end = res.end.bind(res) as (...a: unknown[]) => unknown;
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string" || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk as string));
  };
  (res as unknown as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  };
  (res as unknown as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    done(Buffer.concat(chunks).toString("utf8"));
    return end(chunk, ...rest);
  };
}
