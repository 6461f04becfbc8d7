// The shop's HTTP server: Express in front of the React Router build, composed from the
// middlewares in app/server/http/ (security headers, host check, cross-site check, private caching
// for staff and signed-in users, static assets, uploaded images, page micro-cache), with a clean
// shutdown that closes the database (and releases the PGlite lock). With WEB_CONCURRENCY > 1
// (PostgreSQL) this process becomes a primary that prepares the database and forks that many
// workers, each running everything below (app/server/cluster.server.ts).
// Run with `npm start` (tsx), or `npm run dev`.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "./app/server/db.server";

const dev = process.argv.includes("--dev");
// Before React is loaded: server rendering must use the same (production) React as the build.
if (!dev) process.env.NODE_ENV ??= "production";
// React Router's package resolves to its development build everywhere; the production server
// loads its production build instead (app/server/production-modules.mjs).
if (!dev) (await import("node:module")).register("./app/server/production-modules.mjs", import.meta.url);
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { createRequestHandler } = await import("@react-router/express");
const { DatabaseStartError } = await import("./app/server/db.server");
const { AUTH_SECRET_REQUIRED, AuthSecretError } = await import("./app/server/auth.server");
const { bootstrap } = await import("./app/server/bootstrap.server");
const { framedNotice, takeStartNotices } = await import("./app/server/start-notice.server");
const { mailerFromEnv, startBackgroundJobs } = await import("./app/server/background-jobs.server");
const { publicUrl, publicUrlWarning, readEnv, uploadsDir } = await import("./app/server/env.server");
const { PageCache } = await import("./app/server/page-cache.server");
const { loadContext, trustProxies, untrustedProxyWarning } = await import("./app/server/http/load-context.server");
const { malformedPaths } = await import("./app/server/http/malformed-path.server");
const { requestHost } = await import("./app/server/http/request-host.server");
const { originCheck } = await import("./app/server/http/origin-check.server");
const { privateResponses } = await import("./app/server/http/private-responses.server");
const { secureCookies, sessionRefresh } = await import("./app/server/http/sessions.server");
const { pageCacheMiddleware } = await import("./app/server/http/page-cache-middleware.server");
const { securityHeaders } = await import("./app/server/http/security-headers.server");
const { staticAssets } = await import("./app/server/http/static-assets.server");
const { uploads } = await import("./app/server/http/uploads.server");
const { loadShedding } = await import("./app/server/http/load-shedding.server");
const { startCacheBus } = await import("./app/server/cache-bus.server");
const { PREPARED_BY_PRIMARY, runPrimary } = await import("./app/server/cluster.server");
const { logger, requestLog } = await import("./app/server/logger.server");
const { startScheduledBackups } = await import("./app/server/scheduled-backup.server");

let e: ReturnType<typeof readEnv>;
try {
  e = readEnv();
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}

// On PostgreSQL the cookie-signing key comes from the environment only: refuse before anything starts.
if (e.DATABASE_URL && !e.AUTH_SECRET) {
  logger.fatal(AUTH_SECRET_REQUIRED);
  process.exit(1);
}

const buildDir = path.resolve(e.BUILD_DIR);
const serverBuildPath = path.join(buildDir, "server", "index.js");
if (!dev && !fs.existsSync(serverBuildPath)) {
  logger.info(`No build in ${buildDir}: building first...`);
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) {
    logger.fatal("Build failed.");
    process.exit(1);
  }
}

if (dev && e.WEB_CONCURRENCY > 1) logger.warn(`npm run dev serves with one process: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} ignored.`);
if (!dev && cluster.isPrimary && e.WEB_CONCURRENCY > 1) {
  // Migrations and the auth secret once, before any worker opens the database; then supervise.
  await runPrimary({
    workers: e.WEB_CONCURRENCY,
    prepare: async () => {
      const prepared = await bootstrap(e);
      await prepared.close();
    },
  });
}

let database: Database;
try {
  database = await bootstrap(e, (line) => logger.info(line), { migrate: !(cluster.isWorker && process.env[PREPARED_BY_PRIMARY] === "1") });
} catch (err) {
  if (err instanceof DatabaseStartError || err instanceof AuthSecretError) {
    logger.fatal(err.message);
    process.exit(1);
  }
  throw err;
}

const originWarning = publicUrlWarning(e);
if (originWarning) logger.warn(originWarning);

// E-mail from the outbox and reservation expiry, in the background (app/server/background-jobs.server.ts).
const mailer = mailerFromEnv(e, database.db);
logger.info(`Mail: ${mailer.describe}`);
const jobs = startBackgroundJobs(database.db, mailer, { origin: publicUrl(e) });
// The nightly backup (database and uploads in one file) at the time the settings say.
const backups = startScheduledBackups(database, e);

// PostgreSQL: writes in other server processes empty this one's caches (LISTEN/NOTIFY), and this
// one's writes empty theirs. In place before the server answers, so no write goes unheard.
const cacheBus =
  database.kind === "postgres" && e.DATABASE_URL ? startCacheBus({ databaseUrl: e.DATABASE_URL, db: database.db }) : undefined;
if (cacheBus) {
  const listening = await Promise.race([cacheBus.ready.then(() => true), new Promise((r) => setTimeout(r, 10_000, false))]);
  if (!listening) logger.error("[cache-bus] LISTEN is not in place yet: other processes' writes reach this one's caches once it is");
}

const app = express();
app.disable("x-powered-by");
// Every HTML response carries its own CSP nonce, so an ETag could never match: skip hashing bodies.
app.set("etag", false);
trustProxies(app, e.TRUST_PROXY);
const getLoadContext = loadContext(publicUrl(e));

// One JSON line per request (id, method, path, status, duration), the id sent back as X-Request-Id.
app.use(requestLog());
app.use(untrustedProxyWarning(e.TRUST_PROXY, (line) => logger.warn(line)));
app.use(malformedPaths());
app.use(securityHeaders({ dev, publicUrl: e.PUBLIC_URL }));
app.use(requestHost());
app.use(originCheck());
app.use(secureCookies());
app.use(compression());
// Uploaded images, outside the build, with their long caching whoever asks (before the private responses).
app.use(uploads(uploadsDir(e)));

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  app.use(privateResponses());
  app.use(sessionRefresh());
  app.use(async (req, res, next) => {
    try {
      const build = await viteServer.ssrLoadModule("virtual:react-router/server-build");
      return createRequestHandler({ build: build as never, getLoadContext })(req, res, next);
    } catch (err) {
      next(err);
    }
  });
} else {
  app.use(staticAssets(path.join(buildDir, "client")));
  // After the static files, which keep their long caching whoever asks.
  app.use(privateResponses());
  app.use(sessionRefresh());
  app.use(pageCacheMiddleware(new PageCache(e.PAGE_CACHE_TTL_MS)));
  // What the micro-cache did not answer is rendered: a bounded number at once, a share of it per client.
  app.use(loadShedding(e.MAX_RENDERS_IN_FLIGHT, { perClient: e.MAX_RENDERS_PER_CLIENT }).handler);
  const build = await import(pathToFileURL(serverBuildPath).href);
  app.use(createRequestHandler({ build, getLoadContext }));
}

const server = app.listen(e.PORT, e.HOST, () => {
  logger.info(
    `Tyre shop listening on http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT} (${database.kind}: ${database.location})`,
  );
  // Last on the screen, framed: what the owner must not miss (the demo admin's one-time password),
  // once the log line above has reached the output.
  logger.flush(() => {
    for (const notice of takeStartNotices()) console.log(framedNotice(notice));
  });
});
server.on("error", async (err) => {
  logger.fatal(`Cannot listen on ${e.HOST}:${e.PORT}: ${err.message}`);
  await jobs.stop().catch(() => {});
  await backups.stop().catch(() => {});
  await cacheBus?.stop().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received: closing the server and the database.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop accepting, let requests in flight finish (a sale mid-transaction completes), then close.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections?.();
  });
  try {
    await jobs.stop();
    await backups.stop();
    await cacheBus?.stop();
    await database.close();
    logger.info("Stopped: requests finished, jobs stopped, database closed.");
  } finally {
    logger.flush();
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
// A worker whose primary is gone (killed) stops too, rather than serving unsupervised.
if (cluster.isWorker) process.on("disconnect", () => void shutdown("primary gone"));
