// Server rendering with the per-response CSP nonce (from the load context) on every script tag.
// The whole document is rendered before it is sent: pages are small, crawlers and no-JavaScript
// visitors get everything, and the status code is always right. Since nothing is streamed, the
// page goes out as one body with its length: one gzip call and one socket write per page.
// - Public pages (not hydrated) render with renderToString: nothing on them suspends (React
//   Router's hydration data, which does, is left out of them), and building one string costs about
//   a fifth less CPU than encoding React's stream chunk by chunk.
// - Hydrated pages (the back-office) render with renderToPipeableStream up to onAllReady, which
//   waits for what suspends (the hydration data), gathered into one buffer.
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { pageHydrates } from "./lib/hydration";
import { withMatchedRoutesOnly } from "./lib/matched-routes";
import { NonceProvider } from "./lib/nonce";
import { shopRequest } from "./server/infra/http/load-context.server";
import { logger } from "./server/infra/logger.server";

export const streamTimeout = 5_000;

/**
 * What React Router logs. A request the router itself refuses as the client's mistake (a method
 * the route has no handler for: POST, PUT, PATCH, DELETE or OPTIONS to a page without an action,
 * 405; a malformed data request, 400) is not the server's failure and is not logged, so a script
 * cannot fill the log with stack traces. Every other error is logged with its stack, as before;
 * nothing is logged for a request the client abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logger.error({ err: internal ?? error }, "render failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

/**
 * The document for a request. `allRoutes`: render a public page with the whole route manifest, as
 * React Router's own entry does (only the test that compares the two renders sets it).
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  { allRoutes = false } = {},
): Response | Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = shopRequest(loadContext).cspNonce;
  const handles = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const hydrates = pageHydrates(handles);
  // A page that is not hydrated renders without React Router's hydration data: its stream is
  // never read, so the data is never encoded (the server build makes that encoding lazy:
  // vite.config.ts, lazyHydrationData).
  const context = hydrates
    ? routerContext
    : { ...(allRoutes ? routerContext : withMatchedRoutesOnly(routerContext)), serverHandoffStream: undefined };
  const app = (
    <NonceProvider value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  if (!hydrates) {
    return htmlResponse(Buffer.from(`<!DOCTYPE html>${renderToString(app)}`), responseStatusCode, responseHeaders);
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            resolve(htmlResponse(Buffer.concat(chunks), responseStatusCode, responseHeaders));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        logger.error({ err: error }, "render failed");
      },
    });
  });
}

function htmlResponse(html: Uint8Array<ArrayBuffer>, status: number, headers: Headers) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(html.byteLength));
  return new Response(html, { headers, status });
}
