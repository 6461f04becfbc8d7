// The shop's HTTP server: Express in front of the React Router build, composed from the
// middlewares in app/server/http/ (security headers, host check, cross-site check, private caching
// for staff and signed-in users, static assets, uploaded images, page micro-cache), with a clean
// shutdown that closes the database (and releases the PGlite lock). With WEB_CONCURRENCY > 1
// (PostgreSQL) this process becomes a primary that prepares the database and forks that many
// workers, each running everything below (app/server/infra/cluster.server.ts).
// This module is part of the app's own build (decision 057): `npm run build` bundles it with the
// routes into build/server/ (started by app/server/infra/start.server.ts, `npm start`); `npm run dev`
// loads it through Vite's dev server (scripts/dev.ts). Either way it shares one module graph with
// the routes, so the database and auth it opens are the ones the loaders read.
import cluster from "node:cluster";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { AUTH_SECRET_REQUIRED, type Auth, AuthSecretError } from "./auth/auth.server";
import { mailerFromEnv, startBackgroundJobs } from "./infra/background-jobs.server";
import { bootstrap } from "./bootstrap.server";
import { startCacheBus } from "./infra/cache-bus.server";
import { PREPARED_BY_PRIMARY, runPrimary } from "./infra/cluster.server";
import { type Database, DatabaseStartError } from "./infra/db.server";
import { publicUrl, publicUrlWarning, readEnv, uploadsDir } from "./infra/env.server";
import { keepDataPrivate } from "./infra/private-files.server";
import { loadContext, trustProxies, untrustedProxyWarning } from "./infra/http/load-context.server";
import { loadShedding } from "./infra/http/load-shedding.server";
import { malformedPaths } from "./infra/http/malformed-path.server";
import { originCheck } from "./infra/http/origin-check.server";
import { pageCacheMiddleware } from "./infra/http/page-cache-middleware.server";
import { privateResponses } from "./infra/http/private-responses.server";
import { requestHost } from "./infra/http/request-host.server";
import { securityHeaders } from "./infra/http/security-headers.server";
import { secureCookies, sessionRefresh } from "./infra/http/sessions.server";
import { staticAssets } from "./infra/http/static-assets.server";
import { uploads } from "./infra/http/uploads.server";
import { logger, printAfterLogs, requestLog } from "./infra/logger.server";
import { PageCache } from "./infra/page-cache.server";
import { startScheduledBackups } from "./backups/scheduled-backup.server";
import { framedNotice, takeStartNotices } from "./infra/start-notice.server";

export type StartOptions =
  /** Production: the routes of this build, the browser files in `clientDir` (build/client). */
  | { clientDir: string; vite?: undefined }
  /** npm run dev: Vite's dev server serves the browser files and renders the routes (hot reload). */
  | { vite: ViteDevServer; clientDir?: undefined };

/** Opens the database, starts the background jobs and serves HTTP until SIGTERM or SIGINT. */
export async function startServer(opts: StartOptions): Promise<void> {
  const dev = Boolean(opts.vite);
  let e: ReturnType<typeof readEnv>;
  try {
    e = readEnv();
  } catch (err) {
    logger.fatal((err as Error).message);
    process.exit(1);
  }

  keepDataPrivate(e.DATA_DIR);

  // On PostgreSQL the cookie-signing key comes from the environment only: refuse before anything starts.
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    logger.fatal(AUTH_SECRET_REQUIRED);
    process.exit(1);
  }

  if (dev && e.WEB_CONCURRENCY > 1) logger.warn(`npm run dev serves with one process: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} ignored.`);
  if (!dev && cluster.isPrimary && e.WEB_CONCURRENCY > 1) {
    // Migrations and the auth secret once, before any worker opens the database; then supervise.
    await runPrimary({
      workers: e.WEB_CONCURRENCY,
      prepare: async () => {
        const prepared = await bootstrap(e);
        await prepared.database.close();
      },
    });
  }

  let database: Database;
  let auth: Auth;
  try {
    ({ database, auth } = await bootstrap(e, (line) => logger.info(line), {
      migrate: !(cluster.isWorker && process.env[PREPARED_BY_PRIMARY] === "1"),
    }));
  } catch (err) {
    if (err instanceof DatabaseStartError || err instanceof AuthSecretError) {
      logger.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }

  const originWarning = publicUrlWarning(e);
  if (originWarning) logger.warn(originWarning);

  // E-mail from the outbox and reservation expiry, in the background (app/server/infra/background-jobs.server.ts).
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
  const getLoadContext = loadContext(publicUrl(e), database, auth);

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

  if (opts.vite) {
    const viteServer = opts.vite;
    app.use(viteServer.middlewares);
    app.use(privateResponses());
    app.use(sessionRefresh(auth));
    // Loaded again on every request: Vite hands back the routes as they are now (hot reload).
    app.use(
      createRequestHandler({
        build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getLoadContext,
      }),
    );
  } else {
    app.use(staticAssets(opts.clientDir));
    // After the static files, which keep their long caching whoever asks.
    app.use(privateResponses());
    app.use(sessionRefresh(auth));
    app.use(pageCacheMiddleware(new PageCache(e.PAGE_CACHE_TTL_MS)));
    // What the micro-cache did not answer is rendered: a bounded number at once, a share of it per client.
    app.use(loadShedding(e.MAX_RENDERS_IN_FLIGHT, { perClient: e.MAX_RENDERS_PER_CLIENT }).handler);
    // The routes of this same build (one module graph: they read the database opened above).
    const build: ServerBuild = await import("virtual:react-router/server-build");
    app.use(createRequestHandler({ build, getLoadContext }));
  }

  // Express calls this back with the error when listening fails (the "error" handler below says so).
  const server = app.listen(e.PORT, e.HOST, (err?: Error) => {
    if (err) return;
    logger.info(
      `Tyre shop listening on http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT} (${database.kind}: ${database.location})`,
    );
    // Last on the screen, framed: what the owner must not miss (the demo admin's one-time password),
    // after the log line above (through the same stream, which keeps the order).
    for (const notice of takeStartNotices()) printAfterLogs(framedNotice(notice));
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
}
