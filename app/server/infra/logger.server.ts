// The shop's one logger: JSON lines on standard output (pino), one per request (pino-http, with the
// request id also sent back as X-Request-Id) and one per event of the background jobs and the mail
// worker. LOG_LEVEL chooses how much (info by default). In a terminal outside production the lines
// are made readable with pino-pretty (a development tool, never loaded in production).
//
// What never reaches the log: passwords, cookies, tokens, signed links, customers' e-mail addresses
// and phones. Requests are logged by method, path and status only (never headers, query strings or
// bodies, and the cancel links' tokens are masked); structured fields with those names are redacted
// wherever they appear; and callers never put a customer's address into a message.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { PUBLIC_PAGES } from "~/i18n/paths";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Field names whose values are secrets or a customer's personal data, at any depth of a log entry. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  "email",
  "phone",
  "toAddress",
  "customerEmail",
  "customerPhone",
  "url",
];

function level(): string {
  const v = process.env.LOG_LEVEL?.trim().toLowerCase();
  return v && (LOG_LEVELS as readonly string[]).includes(v) ? v : "info";
}

function prettyStream(): DestinationStream | undefined {
  if (process.env.NODE_ENV === "production" || !process.stdout.isTTY || process.env.LOG_FORMAT === "json") return undefined;
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (o: object) => DestinationStream;
    return pretty({ sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  } catch {
    return undefined; // not installed (a production install): JSON lines
  }
}

// Where the lines go: pino's own stream to standard output (asynchronous writes, in order), or the
// readable one in a development terminal.
const destination: DestinationStream = prettyStream() ?? pino.destination(1);

export const logger: Logger = pino(
  {
    level: level(),
    base: { pid: process.pid },
    redact: { paths: SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]), censor: "[redacted]" },
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

/**
 * Prints text that is not a log entry (the framed start notice) on the log's output, after every line
 * logged so far. The stream writes asynchronously, so a `console.log` beside it could overtake lines
 * still in flight (and pino's `flush` callback does not wait for them); the same stream keeps the order.
 */
export function printAfterLogs(text: string): void {
  destination.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** A child logger for one part of the shop: `{"part":"mail",...}`. */
export function partLogger(part: string): Logger {
  return logger.child({ part });
}

// Paths that carry a secret in a segment (the cancel link's token): the segment is masked.
const SECRET_SEGMENTS = PUBLIC_PAGES.flatMap((p) => [p.es, p.en])
  .filter((pattern) => pattern.includes(":token"))
  .map((pattern) => ({ prefix: pattern.slice(0, pattern.indexOf(":token")), masked: pattern }));

/** The path of a request URL as the log shows it: no query string, secret segments masked. */
export function logPath(url: string | undefined): string {
  const pathOnly = (url ?? "/").split(/[?#]/, 1)[0]!.slice(0, 300);
  for (const s of SECRET_SEGMENTS) if (pathOnly.startsWith(s.prefix) && pathOnly.length > s.prefix.length) return s.masked;
  return pathOnly;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the proxy's X-Request-Id when it looks like one, else a new one; sent back as X-Request-Id. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

const originalUrl = (req: IncomingMessage & { originalUrl?: string }) => req.originalUrl ?? req.url;

/** Express middleware: one JSON line per request (id, method, path, status, duration in ms). */
export function requestLog(log: Logger = logger) {
  return pinoHttp({
    logger: log,
    genReqId: requestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, route: logPath(req.url) }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    // A 503 is the load shedding doing its job (a warning); any other 5xx is an error.
    customLogLevel: (_req, res, err) =>
      err || (res.statusCode >= 500 && res.statusCode !== 503) ? "error" : res.statusCode === 503 ? "warn" : "info",
    customSuccessMessage: (req, res) => `${req.method} ${logPath(originalUrl(req))} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${logPath(originalUrl(req))} ${res.statusCode}`,
  });
}
