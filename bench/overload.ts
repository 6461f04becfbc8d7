// The overload run: many more connections than the server renders at once, page micro-cache off,
// so the server sheds what it cannot render (503 + Retry-After) instead of queueing it. Reports
// the latency of the requests that were served (2xx) apart from the refused ones (503), and the
// timeouts, which should be none.
import autocannon from "autocannon";
import { log } from "./common";

export interface OverloadResult {
  url: string;
  connections: number;
  served: number;
  servedPerSec: number;
  servedP50: number;
  servedP99: number;
  shed: number;
  shedP99: number;
  other: number;
  timeouts: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10 : NaN;
}

export async function overload(url: string, { connections, durationSeconds }: { connections: number; durationSeconds: number }) {
  const served: number[] = [];
  const shed: number[] = [];
  let other = 0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) served.push(ms);
      else if (status === 503) shed.push(ms);
      else other++;
    });
  });
  served.sort((a, b) => a - b);
  shed.sort((a, b) => a - b);
  const res: OverloadResult = {
    url,
    connections,
    served: served.length,
    servedPerSec: served.length / durationSeconds,
    servedP50: percentile(served, 0.5),
    servedP99: percentile(served, 0.99),
    shed: shed.length,
    shedP99: percentile(shed, 0.99),
    other,
    timeouts: r.timeouts,
  };
  log(
    `   ${connections} connections: ${res.served} served (${res.servedPerSec.toFixed(0)}/s, p50 ${res.servedP50} ms, p99 ${res.servedP99} ms), ` +
      `${res.shed} shed with 503 (p99 ${res.shedP99} ms), ${res.other} other, ${res.timeouts} timeouts`,
  );
  return res;
}
