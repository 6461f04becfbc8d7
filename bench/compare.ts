// A before/after table from two benchmark results (bench/results/*.json written by `npm run bench`):
//   npx tsx bench/compare.ts before.json after.json [--title "..."] > bench/results/some-change.md
// Rows: per backend, the listing rendered every time (one process, and two on PostgreSQL), the
// overload run's served and shed requests, and the micro-cached pages.
import fs from "node:fs";
import type { Results } from "./report";

const [beforePath, afterPath] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!beforePath || !afterPath) {
  console.error('usage: npx tsx bench/compare.ts before.json after.json [--title "..."]');
  process.exit(2);
}
const titleAt = process.argv.indexOf("--title");
const title = titleAt > 0 ? process.argv[titleAt + 1] : "Benchmark: before and after";
const read = (p: string) => JSON.parse(fs.readFileSync(p, "utf8")) as Results;
const before = read(beforePath);
const after = read(afterPath);

const n = (v: number | null | undefined, digits = 0) => (v === undefined || v === null || Number.isNaN(v) ? "–" : v.toFixed(digits));
const ratio = (b: number | undefined, a: number | undefined) => (b && a ? `${(a / b).toFixed(2)}x` : "–");

interface Row {
  what: string;
  before: string;
  after: string;
  change: string;
}

function rows(backend: "pglite" | "postgres"): Row[] {
  const b = before.backends[backend];
  const a = after.backends[backend];
  if (!b || !a) return [];
  const out: Row[] = [];
  const load = (what: string, x?: { reqPerSec: number; p50: number; p99: number; errors: number }, y?: typeof x) => {
    if (!x && !y) return;
    out.push({ what: `${what}: req/s`, before: n(x?.reqPerSec), after: n(y?.reqPerSec), change: ratio(x?.reqPerSec, y?.reqPerSec) });
    out.push({ what: `${what}: p50 / p99 ms`, before: `${n(x?.p50)} / ${n(x?.p99)}`, after: `${n(y?.p50)} / ${n(y?.p99)}`, change: "" });
    if (x?.errors || y?.errors) out.push({ what: `${what}: errors and timeouts`, before: n(x?.errors), after: n(y?.errors), change: "" });
  };
  load("listing rendered every time, 1 process", b.listingUncached, a.listingUncached);
  load("listing rendered every time, 2 processes", b.listingUncachedTwoProcesses, a.listingUncachedTwoProcesses);
  if (b.overload || a.overload) {
    const x = b.overload;
    const y = a.overload;
    out.push({ what: "overload (200 conn.): served /s", before: n(x?.servedPerSec), after: n(y?.servedPerSec), change: "" });
    out.push({
      what: "overload: served p50 / p99 ms",
      before: `${n(x?.servedP50)} / ${n(x?.servedP99)}`,
      after: `${n(y?.servedP50)} / ${n(y?.servedP99)}`,
      change: "",
    });
    out.push({
      what: "overload: shed with 503 (p99 ms)",
      before: `${n(x?.shed)} (${n(x?.shedP99)})`,
      after: `${n(y?.shed)} (${n(y?.shedP99)})`,
      change: "",
    });
    out.push({ what: "overload: timeouts", before: n(x?.timeouts), after: n(y?.timeouts), change: "" });
  }
  for (const page of Object.keys({ ...b.http, ...a.http })) {
    const x = b.http?.[page];
    const y = a.http?.[page];
    out.push({
      what: `micro-cached ${page}: req/s (p99 ms)`,
      before: `${n(x?.reqPerSec)} (${n(x?.p99)})`,
      after: `${n(y?.reqPerSec)} (${n(y?.p99)})`,
      change: ratio(x?.reqPerSec, y?.reqPerSec),
    });
  }
  return out;
}

const meta = (r: Results) =>
  `commit ${r.meta.commit}, ${r.meta.date}, ${r.meta.n} tyres, ${r.meta.connections} connections x ${r.meta.durationSeconds} s after ${r.meta.warmupSeconds ?? 0} s warm-up, load ${r.meta.loadAverageAtStart.join(" ")} at start`;
const lines = [`# ${title}`, "", `- before: ${meta(before)}`, `- after: ${meta(after)}`, ""];
for (const backend of ["pglite", "postgres"] as const) {
  const r = rows(backend);
  if (!r.length) continue;
  lines.push(`## ${backend}`, "", "| | before | after | change |", "|---|---:|---:|---:|");
  for (const row of r) lines.push(`| ${row.what} | ${row.before} | ${row.after} | ${row.change} |`);
  lines.push("");
}
console.log(lines.join("\n"));
