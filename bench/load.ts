// Load tests with autocannon: the shop's pages, and nginx serving the same listing HTML as a
// static file on the same machine, the yardstick for server rendering.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { href } from "~/i18n/paths";
import { log, startHttpProcess } from "./common";
import { COMMON } from "./seed";

export interface LoadResult {
  url: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerReq: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of the same load first, not counted: a freshly started server compiles its hot code and reads its tables into memory. */
  warmupSeconds?: number;
}

/** The same load, not measured, so that the measured seconds see a warm server. */
export async function warmUp(url: string, connections: number, seconds = 0) {
  if (seconds > 0) await autocannon({ url, connections, duration: seconds });
}

export async function load(url: string, { connections, durationSeconds, warmupSeconds }: LoadOptions): Promise<LoadResult> {
  await warmUp(url, connections, warmupSeconds);
  const r = await autocannon({ url, connections, duration: durationSeconds });
  const res: LoadResult = {
    url,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
  log(
    `   ${url.padEnd(60)} ${res.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms` +
      `${res.non2xx ? `  non-2xx ${res.non2xx}` : ""}${res.errors ? `  errors ${res.errors}` : ""}`,
  );
  return res;
}

/** The pages put under load. */
export function benchPages(sampleId: string) {
  const q = new URLSearchParams({ ancho: String(COMMON.width), perfil: String(COMMON.aspect), llanta: String(COMMON.rim) });
  return {
    home: href("home", "es"),
    listingFiltered: href("listing", "es", {}, q),
    listingAll: href("listing", "es"),
    // Sorted by the price fitted (tyre + fee + the fitting package for its rim): the one sort that is not a column.
    listingFitted: href("listing", "es", {}, new URLSearchParams({ orden: "montado-asc" })),
    detail: href("tyre", "es", { id: sampleId }),
    healthz: "/healthz",
  } as const;
}

/** Does the page look built (not a placeholder)? Numbers of a placeholder page mean little. */
export async function contentCheck(origin: string, pages: ReturnType<typeof benchPages>, sampleId: string) {
  const get = async (p: string) => {
    const res = await fetch(origin + p);
    return { status: res.status, html: await res.text() };
  };
  const listing = await get(pages.listingFiltered);
  const detail = await get(pages.detail);
  const out = {
    listingShowsTyres:
      listing.status === 200 &&
      /205\/55 R16/.test(listing.html.replace(/<!--.*?-->/g, "")) &&
      /href="\/neumatico\/T[0-9A-Z]+"/.test(listing.html),
    detailShowsTyre: detail.status === 200 && detail.html.includes(sampleId),
    listingHtmlBytes: Buffer.byteLength(listing.html),
  };
  log(`   content check: ${JSON.stringify(out)}`);
  return { ...out, listingHtml: listing.html };
}

function ensureNginx(): string {
  const candidates = ["/usr/sbin/nginx", "/usr/bin/nginx"];
  let bin = candidates.find((c) => fs.existsSync(c));
  if (!bin && process.getuid?.() === 0) {
    log("   nginx is missing: installing Debian's nginx-light...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    bin = candidates.find((c) => fs.existsSync(c));
  }
  if (!bin) throw new Error("nginx is not installed (run as root to let the script install nginx-light, or apt-get install nginx-light)");
  return bin;
}

/** nginx (one worker, no access log) serving `html` for every path, from a directory under `tmpRoot`. */
export async function startNginx(html: string, port: number, tmpRoot: string): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = ensureNginx();
  const dir = fs.mkdtempSync(path.join(tmpRoot, "nginx-"));
  fs.mkdirSync(path.join(dir, "www"));
  fs.mkdirSync(path.join(dir, "tmp"));
  fs.writeFileSync(path.join(dir, "www", "listing.html"), html);
  // Worker processes may run as another user when started as root: let them read the files.
  for (const p of [tmpRoot, dir, path.join(dir, "www")]) fs.chmodSync(p, 0o755);
  fs.chmodSync(path.join(dir, "www", "listing.html"), 0o644);
  const conf = `# written by the benchmark (bench/load.ts)
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files /listing.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const url = `http://127.0.0.1:${port}/listing.html`;
  const errorLog = path.join(dir, "error.log");
  const nginx = await startHttpProcess({
    command: bin,
    args: ["-c", path.join(dir, "nginx.conf"), "-p", dir],
    readyUrl: url,
    readyWithinMs: 15_000,
    stopSignal: "SIGQUIT",
    killAfterMs: 5000,
    exitMessage: (out) => `nginx exited: ${out}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : ""}`,
  });
  return { url, stop: nginx.stop };
}

export interface OneAtATimeResult {
  url: string;
  requests: number;
  medianMs: number;
  p90Ms: number;
  minMs: number;
}

/**
 * One request at a time over one kept-alive connection: what a single visitor waits on an idle
 * server (client and loopback included). Requests for `warmupSeconds` first, not counted: after
 * 100 requests a fresh server still answered the listing about a fifth slower than after 1,000.
 */
export async function oneAtATime(url: string, { requests = 500, warmupSeconds = 3 } = {}): Promise<OneAtATimeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const t = performance.now();
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - t) : reject(new Error(`${url}: ${res.statusCode}`))));
        })
        .on("error", reject);
    });
  try {
    const warmUntil = performance.now() + warmupSeconds * 1000;
    while (performance.now() < warmUntil) await get();
    const ms: number[] = [];
    for (let i = 0; i < requests; i++) ms.push(await get());
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))]!;
    const r = { url, requests, medianMs: at(0.5), p90Ms: at(0.9), minMs: ms[0]! };
    log(`   ${url.padEnd(60)} median ${r.medianMs.toFixed(2)} ms  p90 ${r.p90Ms.toFixed(2)} ms  min ${r.minMs.toFixed(2)} ms`);
    return r;
  } finally {
    agent.destroy();
  }
}
