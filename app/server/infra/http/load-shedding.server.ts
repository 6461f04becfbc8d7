// Load shedding: beyond a bounded number of requests in flight through the renderer, a page
// request is answered at once with 503 and Retry-After instead of queueing behind the others, so
// the requests that are served stay fast and nobody waits for a timeout. Mounted after the static
// files, the uploads and the page micro-cache, which cost nothing to serve. Exempt: /healthz (a
// load balancer must see a busy server as alive), signed-in staff (the sessions middleware before
// this one marks them, `res.locals.staff`: the counter must keep selling whatever the public load)
// and, from the shared bound, every request that is not GET or HEAD (a sale, a reservation or a
// saved form is never thrown away by other people's load; it still counts as in flight).
//
// In front of the shared bound, each client (an IPv4 address, or an IPv6 /64) has its own share:
// a client that already has `perClient` requests in flight is answered 503 at once, posts
// included, so one client with a hundred connections takes at most its share of the renders and
// everybody else is still served.
//
// The shared bound adapts to the machine: `max` is its ceiling, and the bound in force (`limit()`)
// follows how long the admitted page requests take, from admission to the answer sent (an average
// that weighs recent ones most). Above `targetMs` the bound drops by a quarter, below half of it it
// grows by one back towards `max`, at most once per generation of requests (as many completions as
// the bound). One process renders one page at a time, so fewer renders in flight do not serve fewer
// pages: each waits less. On a fast server under normal load nothing changes; on a small, slow one
// flooded by visitors the served pages stay under a second instead of queueing behind each other.
//
// Admitted requests also start one per event-loop turn, in arrival order. Node (libuv) accepts one
// new connection per turn, and a turn runs everything that became ready in it: when a busy turn
// starts every request read in it, turns grow long, new connections wait in the kernel's accept
// queue for seconds, and they are never even seen to be shed. Starting one request per turn keeps
// turns short, so new connections are accepted (and served or shed) while the server is busy.
import type { RequestHandler } from "express";
import { normaliseIp } from "~/domain/reservation-limits";

export const SHED_RETRY_AFTER_SECONDS = 2;

const BUSY_PAGE = `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Un momento / One moment</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Un momento, por favor</h1><p>Hay muchas visitas ahora mismo. Vuelve a cargar la página en unos segundos.</p><h2 lang="en">One moment, please</h2><p lang="en">The shop is very busy right now. Reload the page in a few seconds.</p></body></html>`;

export interface LoadShedding {
  handler: RequestHandler;
  /** Requests in flight now (for tests and diagnostics). */
  inFlight(): number;
  /** The shared bound in force now (between 2 and `max`). */
  limit(): number;
  /** Clients with requests in flight now (their counters are dropped at zero). */
  clients(): number;
}

/** Renders in flight one client may have at once (0 turns the share off). */
export const DEFAULT_RENDERS_PER_CLIENT = 4;
/** The time an admitted page request should take at most, on average, before the bound shrinks. */
export const DEFAULT_RENDER_TARGET_MS = 400;
const MIN_LIMIT = 2;
/** The weight of the newest duration in the running average. */
const WEIGHT = 0.2;

/** Runs queued jobs in order, one per event-loop turn. */
export function onePerTurn() {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    queue.shift()?.();
    if (queue.length && !scheduled) {
      scheduled = true;
      setImmediate(pump);
    }
  };
  return (job: () => void) => {
    queue.push(job);
    if (!scheduled) {
      scheduled = true;
      setImmediate(pump);
    }
  };
}

/**
 * `max` requests in flight at most (0 turns shedding off; requests still start one per turn), and
 * `perClient` of them from one client address (0: no share).
 */
export function loadShedding(
  max: number,
  {
    perClient = DEFAULT_RENDERS_PER_CLIENT,
    targetMs = DEFAULT_RENDER_TARGET_MS,
    now = () => performance.now(),
  }: { perClient?: number; targetMs?: number; now?: () => number } = {},
): LoadShedding {
  let inFlight = 0;
  let limit = max;
  let average = 0;
  let sinceChange = 0;
  // One page request answered after `ms`: the running average moves, and once a generation the bound.
  const finished = (ms: number) => {
    average = average === 0 ? ms : average + WEIGHT * (ms - average);
    if (++sinceChange < limit) return;
    if (average > targetMs && limit > MIN_LIMIT) {
      limit = Math.max(MIN_LIMIT, Math.floor(limit * 0.75));
      sinceChange = 0;
    } else if (average < targetMs / 2 && limit < max) {
      limit++;
      sinceChange = 0;
    }
  };
  const byClient = new Map<string, number>();
  const start = onePerTurn();
  const handler: RequestHandler = (req, res, next) => {
    if (req.path === "/healthz") return next();
    if (max <= 0) return start(() => next());
    const staff = res.locals.staff === true;
    const page = req.method === "GET" || req.method === "HEAD";
    const client = staff || perClient <= 0 ? undefined : normaliseIp(req.ip ?? req.socket.remoteAddress ?? "") || "unknown";
    const own = client === undefined ? 0 : (byClient.get(client) ?? 0);
    // Once the bound has shrunk, a client's share is at most half of it: one client cannot fill it.
    const share = limit < max ? Math.min(perClient, Math.max(1, Math.floor(limit / 2))) : perClient;
    if (client !== undefined && own >= share) return busy(req.method, res);
    if (!staff && page && inFlight >= limit) return busy(req.method, res);
    inFlight++;
    const measured = !staff && page;
    const admitted = now();
    if (client !== undefined) byClient.set(client, own + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      inFlight--;
      if (measured) finished(now() - admitted);
      if (client === undefined) return;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    };
    // "close" fires once the response is sent or the client went away, whichever comes first.
    res.once("close", release);
    start(() => (done ? undefined : next()));
  };
  return { handler, inFlight: () => inFlight, limit: () => limit, clients: () => byClient.size };
}

function busy(method: string, res: Parameters<RequestHandler>[1]) {
  res.status(503);
  res.setHeader("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(method === "HEAD" ? undefined : BUSY_PAGE);
}
