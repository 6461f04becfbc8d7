// Running the fuzzer: the case's common headers, sending each request as written, judging the
// answer and the server's log, and the figures of a run.
import http from "node:http";
import fc from "fast-check";
import { DISCARD_ALLOWANCE, FORM_BODY_LIMIT } from "~/server/forms/read-form.server";
import { type FuzzRequest, type Identity, junk, oneOf, pct, sometimes, type Weighted } from "./generators";
import { offTableRequests } from "./off-table";
import { publicRequests } from "./public-pages";
import type { FuzzPools, FuzzShop } from "./shop";
import { staffRequests } from "./staff-screens";
import { uploadRequests } from "./uploads";

/** Headers of a case: Origin (right, mostly), a random client IP, sometimes junk cookies or languages. */
function caseHeaders(): fc.Arbitrary<{ headers: Record<string, string>; junkCookie?: string }> {
  return fc
    .record({
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      lang: sometimes(oneOf("es", "en-GB,en;q=0.9", "*", "xx;q=abc", "\u00ff"), 3),
      cookie: sometimes(
        fc.oneof(
          junk.map((j) => `better-auth.session_token=${pct(j)}`),
          junk.map((j) => `flash=${pct(j)}`),
          oneOf("better-auth.session_token=a.b", "flash=eyJ0eXBlIjoic3VjY2VzcyJ9", "%ff=%ff", "=;;=", "flash=%E0%A4%A"),
        ),
        5,
      ),
      xRequestedWith: fc.boolean(),
      // The headers the request's URL is built from (one proxy is trusted, so the forwarded ones count).
      host: sometimes(
        fc.tuple(
          oneOf("Host", "X-Forwarded-Host", "X-Forwarded-Proto"),
          fc.oneof(junk, oneOf("shop.example", "a b", "x:99999999", "[::1", "[::1]:80", "", "https", "HTTP", "javascript", "127.0.0.1:1")),
        ),
        15,
      ),
    })
    .map(({ ip, lang, cookie, xRequestedWith, host }) => ({
      headers: {
        ...(host ? { [host[0]]: host[1] } : {}),
        "X-Forwarded-For": ip,
        ...(lang ? { "Accept-Language": lang } : {}),
        ...(xRequestedWith ? { Accept: "text/x-script, */*" } : {}),
      },
      junkCookie: cookie,
    }));
}

/** What the fuzzer fuzzes, one part a kind of request; a run asks all of them unless told which. */
const FUZZ_PARTS = {
  "public pages": publicRequests,
  "staff screens": staffRequests,
  uploads: (pools: FuzzPools) => uploadRequests(pools),
  "off the table": (_pools: FuzzPools) => offTableRequests(),
} satisfies Record<string, (pools: FuzzPools) => Weighted[]>;
export type FuzzPart = keyof typeof FUZZ_PARTS;
export const ALL_PARTS = Object.keys(FUZZ_PARTS) as FuzzPart[];

/** How often each part is asked in a run of them all (the sum of its kinds' weights). */
export function partWeights(pools: FuzzPools): Record<FuzzPart, number> {
  return Object.fromEntries(ALL_PARTS.map((p) => [p, FUZZ_PARTS[p](pools).reduce((n, w) => n + w.weight, 0)])) as Record<FuzzPart, number>;
}

/** Every request the fuzzer can make in the parts given, weighted towards the actions. */
export function fuzzRequests(pools: FuzzPools, parts: readonly FuzzPart[] = ALL_PARTS): fc.Arbitrary<FuzzRequest> {
  const all = parts.flatMap((p) => FUZZ_PARTS[p](pools));
  return fc.tuple(fc.oneof(...all), caseHeaders()).map(([r, h]) => ({
    ...r,
    headers: { ...h.headers, ...(r.headers ?? {}), ...(h.junkCookie && r.identity === "visitor" ? { Cookie: h.junkCookie } : {}) },
  }));
}

// ---------- sending and judging ----------

export interface FuzzAnswer {
  status: number | null;
  body: string;
  error?: string;
}

/** Sends the request as written (request line untouched), with the Origin the cross-site check wants. */
export function send(origin: string, r: FuzzRequest, cookie: string | undefined, timeoutMs = 30_000): Promise<FuzzAnswer> {
  const u = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: FuzzAnswer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    let answered: { status: number; chunks: Buffer[] } | undefined;
    const headers: Record<string, string> = { Origin: origin, ...r.headers };
    if (cookie) headers.Cookie = cookie;
    if (r.body) headers["Content-Length"] = String(r.body.length);
    let req: http.ClientRequest;
    try {
      req = http.request({ host: u.hostname, port: u.port, method: r.method, path: r.target, headers, agent: false });
    } catch (e) {
      // A request Node itself refuses to send (not the server's doing).
      return done({ status: -1, body: "", error: `not sent: ${(e as Error).message}` });
    }
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    });
    req.on("response", (res) => {
      answered = { status: res.statusCode!, chunks: [] };
      res.on("data", (d: Buffer) => answered!.chunks.push(d));
      const finish = () => done({ status: answered!.status, body: Buffer.concat(answered!.chunks).toString("utf8") });
      res.on("end", finish);
      res.on("error", finish);
      res.on("aborted", finish);
    });
    req.on("error", (e) => {
      if (answered) done({ status: answered.status, body: Buffer.concat(answered.chunks).toString("utf8") });
      else done({ status: null, body: "", error: e.message });
    });
    req.end(r.body);
  });
}

/** FORM_BODY_LIMIT + DISCARD_ALLOWANCE of app/server/forms/read-form.server.ts, and Node's header limit. */
const OVERSIZED_BODY = FORM_BODY_LIMIT + DISCARD_ALLOWANCE;
const OVERSIZED_HEAD = 16 * 1024;

/** A stack frame line ("    at fn (/app/x.ts:1:2)") in a page or in the server's log. */
export const STACK_TRACE = /^\s*at (?:async )?(?:\S+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s)]*:\d+(?::\d+)?\)?\s*$/m;
/** What the log shows when a decoding or database error escaped a route (logged, not necessarily a 500). */
const LOGGED_ERRORS =
  /URIError|invalid byte sequence|unsupported Unicode escape|Unexpected Server Error|"level":"(?:error|fatal)"|\\n\s+at /;

export interface FuzzFailure {
  case: number;
  label: string;
  problem: string;
  request: { method: string; target: string; identity: Identity; headers: Record<string, string>; body?: string };
  excerpt: string;
}

export interface FuzzReport {
  backend: string;
  /** The parts the run asked (all of them, or those named). */
  parts: FuzzPart[];
  seed: number;
  cases: number;
  requests: number;
  /** "2xx", "3xx", "4xx", "5xx", "no answer" -> count. */
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  /** Route and form -> status -> count. */
  byLabel: Record<string, Record<string, number>>;
  durationMs: number;
  failures: FuzzFailure[];
  /** fast-check's counterexample (after shrinking) when the run stopped at the first failure. */
  counterexample?: string;
}

export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Only these parts (all of them by default). */
  parts?: FuzzPart[];
  /** Stop at the first failure and shrink it (the test); otherwise record every failure and go on. */
  stopOnFirst?: boolean;
  /** Replays one case: with the seed of a run, the case number it printed (fast-check's path). */
  path?: string;
  /** Called every `every` cases with the cases done so far. */
  progress?: { every: number; report(done: number): void };
}

const show = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s).replace(/\s+/g, " ");

/** Runs `runs` generated cases against the shop, one at a time, and returns the figures. */
export async function runRouteFuzz(shop: FuzzShop, opts: FuzzOptions): Promise<FuzzReport> {
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  const report: FuzzReport = {
    backend: shop.backend,
    parts: opts.parts ?? ALL_PARTS,
    seed,
    cases: 0,
    requests: 0,
    byClass: { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0, "closed (oversized)": 0 },
    byStatus: {},
    byLabel: {},
    durationMs: 0,
    failures: [],
  };
  let logSeen = shop.server.output().length;
  const t0 = Date.now();

  const judge = async (r: FuzzRequest): Promise<string | null> => {
    const cookie =
      r.identity === "admin" ? shop.adminCookie : r.identity === "spare-admin" ? await shop.spareAdminCookie() : r.headers.Cookie;
    const a = await send(
      shop.origin,
      { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== "Cookie")) },
      cookie,
    );
    report.requests++;
    if (a.status === -1) {
      // Node would not put it on the wire: nothing was asked.
      report.byClass["not sent"] = (report.byClass["not sent"] ?? 0) + 1;
      const why = `not sent (${(a.error ?? "").replace(/^not sent: /, "").slice(0, 40)})`;
      report.byStatus[why] = (report.byStatus[why] ?? 0) + 1;
      return null;
    }
    const oversized = (r.body?.length ?? 0) > OVERSIZED_BODY || r.target.length + JSON.stringify(r.headers).length > OVERSIZED_HEAD;
    const cls = a.status == null ? (oversized ? "closed (oversized)" : "no answer") : `${Math.floor(a.status / 100)}xx`;
    report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
    const status = String(a.status ?? cls);
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    const mine = (report.byLabel[r.label] ??= {});
    mine[status] = (mine[status] ?? 0) + 1;
    // The server writes its log before it answers; one turn of the event loop lets it arrive here.
    await new Promise((resolve) => setImmediate(resolve));
    const log = shop.server.output().slice(logSeen);
    logSeen += log.length;
    // Past the body's discard allowance, or past Node's 16 KB of request head, the server answers
    // and closes at once: the client may see the connection close before the 413 or 431.
    if (a.status == null) return oversized ? null : `no answer: ${a.error}`;
    if (a.status >= 500) return `${a.status}: ${show(a.body)}${log ? ` | log: ${show(log, 600)}` : ""}`;
    if (STACK_TRACE.test(a.body)) return `stack trace in the answer (${a.status}): ${show(a.body, 800)}`;
    if (STACK_TRACE.test(log) || LOGGED_ERRORS.test(log)) return `error logged (${a.status}): ${show(log, 800)}`;
    return null;
  };

  const property = fc.asyncProperty(fuzzRequests(shop.pools, report.parts), async (r) => {
    const n = report.cases++;
    const problem = await judge(r);
    if (opts.progress && report.cases % opts.progress.every === 0) opts.progress.report(report.cases);
    if (!problem) return true;
    report.failures.push({
      case: n,
      label: r.label,
      problem,
      request: {
        method: r.method,
        target: show(r.target, 400),
        identity: r.identity,
        headers: r.headers,
        body: r.body ? show(r.body.toString("latin1"), 600) : undefined,
      },
      excerpt: problem,
    });
    return !opts.stopOnFirst;
  });
  const details = await fc.check(property, { numRuns: opts.runs, seed, path: opts.path });
  if (details.failed && details.counterexample) {
    const [r] = details.counterexample as [FuzzRequest];
    report.counterexample = `${r.method} ${show(r.target, 400)} as ${r.identity}${r.body ? ` body ${show(r.body.toString("latin1"), 400)}` : ""} (replay: ${replayFlags(report, details.counterexamplePath ?? "")})`;
  }
  // A last look at the log, and the server must still be up.
  const health = await send(
    shop.origin,
    { label: "healthz", method: "GET", target: "/healthz", identity: "visitor", headers: {} },
    undefined,
  );
  const tail = shop.server.output().slice(logSeen);
  if (health.status !== 200)
    report.failures.push({
      case: report.cases,
      label: "healthz",
      problem: `server down after the run: ${health.status ?? health.error}`,
      request: { method: "GET", target: "/healthz", identity: "visitor", headers: {} },
      excerpt: show(tail, 800),
    });
  else if (STACK_TRACE.test(tail) || LOGGED_ERRORS.test(tail))
    report.failures.push({
      case: report.cases,
      label: "log",
      problem: `error logged near the end: ${show(tail, 800)}`,
      request: { method: "", target: "", identity: "visitor", headers: {} },
      excerpt: "",
    });
  report.durationMs = Date.now() - t0;
  return report;
}

/** The options of `npm run fuzz` that replay one case of a run: its seed, its parts, the case's path. */
function replayFlags(r: FuzzReport, path: string): string {
  const parts = r.parts.length < ALL_PARTS.length ? ` --part "${r.parts.join(",")}"` : "";
  return `--seed ${r.seed}${parts} --path ${path}`;
}

/** The figures as lines for a terminal. */
export function formatFuzzReport(r: FuzzReport): string {
  const secs = r.durationMs / 1000;
  const lines = [
    `route fuzz on ${r.backend}${r.parts.length < ALL_PARTS.length ? ` (${r.parts.join(", ")})` : ""}: ${r.cases} cases, ${r.requests} requests in ${secs.toFixed(1)} s (${(r.requests / secs).toFixed(0)} req/s), seed ${r.seed}`,
    `  by status class: ${Object.entries(r.byClass)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    `  by status: ${Object.entries(r.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    `  failures: ${r.failures.length}`,
  ];
  for (const f of r.failures.slice(0, 20)) {
    lines.push(`  - case ${f.case} [${f.label}] ${f.problem} (replay: ${replayFlags(r, String(f.case))})`);
    lines.push(
      `      ${f.request.method} ${f.request.target} as ${f.request.identity}${f.request.body ? `\n      body: ${f.request.body}` : ""}`,
    );
  }
  if (r.counterexample) lines.push(`  shrunk counterexample: ${r.counterexample}`);
  return lines.join("\n");
}
