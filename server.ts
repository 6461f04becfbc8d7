// The shop's HTTP server: Express in front of the React Router build, with compression,
// long-cache headers for hashed assets, security headers and a clean shutdown that closes the
// database (and releases the PGlite lock). Run with `npm start` (tsx), or `npm run dev`.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "./app/server/db.server";

const dev = process.argv.includes("--dev");
// Before React is loaded: server rendering must use the same (production) React as the build.
if (!dev) process.env.NODE_ENV ??= "production";
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { createRequestHandler } = await import("@react-router/express");
const { DatabaseStartError } = await import("./app/server/db.server");
const { bootstrap } = await import("./app/server/bootstrap.server");
const { readEnv } = await import("./app/server/env.server");
const { PageCache, isCacheableRequest, withNonce } = await import("./app/server/page-cache.server");
const { getLoadContext } = await import("./app/server/http/load-context.server");

let e: ReturnType<typeof readEnv>;
try {
  e = readEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const buildDir = path.resolve(e.BUILD_DIR);
const serverBuildPath = path.join(buildDir, "server", "index.js");
if (!dev && !fs.existsSync(serverBuildPath)) {
  console.log(`No build in ${buildDir}: building first...`);
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) {
    console.error("Build failed.");
    process.exit(1);
  }
}

let database: Database;
try {
  database = await bootstrap(e);
} catch (err) {
  if (err instanceof DatabaseStartError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = express();
app.disable("x-powered-by");
// Every HTML response carries its own CSP nonce, so an ETag could never match: skip hashing bodies.
app.set("etag", false);
if (e.TRUST_PROXY) app.set("trust proxy", true);

const isHttps = (req: import("express").Request) => req.secure || (e.PUBLIC_URL ?? "").startsWith("https://");

app.use((req, res, next) => {
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
  if (isHttps(req)) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Cross-site form posts are refused: a browser always sends Origin (or Sec-Fetch-Site) on a POST.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers["sec-fetch-site"];
  const host = req.headers.host;
  let ok = true;
  if (origin && origin !== "null") {
    try {
      const o = new URL(origin);
      ok = o.host === host || (!!e.PUBLIC_URL && origin === e.PUBLIC_URL);
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
});

app.use(compression());

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const build = await viteServer.ssrLoadModule("virtual:react-router/server-build");
      return createRequestHandler({ build: build as never, getLoadContext })(req, res, next);
    } catch (err) {
      next(err);
    }
  });
} else {
  const clientDir = path.join(buildDir, "client");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  // Micro-cache of anonymous public HTML (docs/decisions/005-page-micro-cache.md).
  const pageCache = new PageCache(e.PAGE_CACHE_TTL_MS);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A write: forget every cached page now and once more when it has finished.
      pageCache.clear();
      res.on("finish", () => pageCache.clear());
      return next();
    }
    if (!pageCache.enabled || !isCacheableRequest(req.method, req.path, req.headers.cookie)) return next();
    const key = req.originalUrl;
    const nonce = res.locals.cspNonce as string;
    const hit = pageCache.get(key);
    if (hit) {
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      res.setHeader("X-Page-Cache", "hit");
      res.send(withNonce(hit, nonce));
      return;
    }
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
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 200 && type.startsWith("text/html") && !res.getHeader("set-cookie")) {
        pageCache.set(key, { status: 200, contentType: type, body: Buffer.concat(chunks).toString("utf8"), nonce });
      } else {
        pageCache.abandon(key);
      }
      return end(chunk, ...rest);
    };
    res.on("close", () => {
      if (!res.writableEnded) pageCache.abandon(key);
    });
    next();
  });
  const build = await import(pathToFileURL(serverBuildPath).href);
  app.use(createRequestHandler({ build, getLoadContext }));
}

const server = app.listen(e.PORT, e.HOST, () => {
  console.log(`Tyre shop listening on http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT} (${database.kind}: ${database.location})`);
});
server.on("error", async (err) => {
  console.error(`Cannot listen on ${e.HOST}:${e.PORT}: ${err.message}`);
  await database.close().catch(() => {});
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing the server and the database.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop accepting, let requests in flight finish (a sale mid-transaction completes), then close.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections?.();
  });
  try {
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
